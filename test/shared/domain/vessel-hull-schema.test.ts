// The hull's one schema (shared/domain/vessel-hull-schema.ts): each field in its range with the
// reason in words, beam and draught less than the length, and the seakeeping's ranges and the
// app contract's hull the same.
import { describe, expect, it } from 'vitest';
import { HULL_RANGES, vesselHullSchema } from '../../../shared/domain/vessel-hull-schema';
import { SEAKEEPING_LIMITS } from '../../../shared/seakeeping/encounter';
import { vesselSchema } from '../../../shared/domain/voyage';
import { shipHullSchema } from '../../../shared/ipc/methods/seakeeping';

const HULL = { lengthM: 229, beamM: 32.3, draughtM: 14.2, gmM: 3.2, assumed: [] };
const messages = (input: unknown): string[] => {
  const r = vesselHullSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the vessel hull schema', () => {
  it('takes a hull in its ranges, and a vessel with or without one', () => {
    expect(messages(HULL)).toEqual([]);
    expect(vesselSchema.safeParse({ name: 'A', limits: { windKn: 34, gustKn: 45, hsM: 4 }, hull: HULL }).success).toBe(
      true,
    );
    expect(vesselSchema.safeParse({ name: 'A', limits: { windKn: 34, gustKn: 45, hsM: 4 } }).success).toBe(true);
  });

  it('names each field out of range, with what was given', () => {
    expect(messages({ ...HULL, lengthM: 4 })).toEqual(['lengthM: The length (L) must be 5 to 500 m, got 4 m.']);
    expect(messages({ ...HULL, beamM: 120 })).toEqual(['beamM: The beam (B) must be 1 to 80 m, got 120 m.']);
    expect(messages({ ...HULL, draughtM: 0.2 })).toEqual(['draughtM: The draught must be 0.5 to 30 m, got 0.2 m.']);
    expect(messages({ ...HULL, gmM: 0 })).toEqual(['gmM: GM must be 0.05 to 20 m, got 0 m.']);
    expect(messages({ ...HULL, gmM: Number.NaN })).toHaveLength(1);
    expect(messages({ ...HULL, assumed: ['keel'] })).toHaveLength(1);
  });

  it('refuses a beam or draught not less than the length', () => {
    expect(messages({ ...HULL, lengthM: 30, beamM: 30, draughtM: 3 })).toEqual([
      'beamM: The beam (30 m) must be less than the length (30 m).',
    ]);
    expect(messages({ ...HULL, lengthM: 20, beamM: 6, draughtM: 25 })).toEqual([
      'draughtM: The draught (25 m) must be less than the length (20 m).',
    ]);
  });

  it('is the check the app contract makes, on the same fields, in its own words', () => {
    const hulls = [
      HULL,
      { ...HULL, lengthM: 4 },
      { ...HULL, lengthM: 501 },
      { ...HULL, beamM: 0.9 },
      { ...HULL, gmM: 20.01 },
      { ...HULL, draughtM: 31 },
      { ...HULL, lengthM: 30, beamM: 30, draughtM: 3 },
      { ...HULL, lengthM: 20, beamM: 6, draughtM: 25 },
      { ...HULL, lengthM: 20, beamM: 19.9, draughtM: 19.9 },
    ];
    for (const { assumed: _assumed, ...hull } of hulls) {
      const contract = shipHullSchema.safeParse(hull);
      const fields = (r: typeof contract) => (r.success ? [] : r.error.issues.map((i) => i.path.join('.')));
      expect(fields(contract)).toEqual(fields(vesselHullSchema.safeParse({ ...hull, assumed: [] })));
    }
    expect(shipHullSchema.safeParse({ lengthM: 20, beamM: 6, gmM: 1 }).success).toBe(true);
  });

  it('is the one home of the hull ranges the seakeeping checks against', () => {
    for (const field of ['lengthM', 'beamM', 'draughtM', 'gmM'] as const) {
      expect(SEAKEEPING_LIMITS[field]).toBe(HULL_RANGES[field]);
    }
  });
});
