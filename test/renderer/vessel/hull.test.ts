// The hull as typed in the profile form (renderer/src/vessel/hull.ts): all four or none, each
// checked with the reason in words, a field left as Passage assumed it still marked assumed.
import { describe, expect, it } from 'vitest';
import type { VesselHull } from '../../../shared/domain/vessel-hull-schema';
import { describeHull, EMPTY_HULL_TEXT, hullText, parseHull } from '../../../renderer/src/vessel/hull';

const ASSUMED: VesselHull = { lengthM: 32, beamM: 8, draughtM: 3.2, gmM: 0.88, assumed: ['beamM', 'draughtM', 'gmM'] };

describe('the hull in the profile form', () => {
  it('all four empty is no hull; all four given is a hull', () => {
    expect(parseHull(EMPTY_HULL_TEXT, undefined)).toEqual({ ok: true, hull: undefined });
    expect(parseHull({ lengthM: '229', beamM: '32,3', draughtM: '14.2', gmM: ' 3.2 ' }, undefined)).toEqual({
      ok: true,
      hull: { lengthM: 229, beamM: 32.3, draughtM: 14.2, gmM: 3.2, assumed: [] },
    });
  });

  it('names each missing, unreadable or out-of-range field, and the beam not less than the length', () => {
    const r = parseHull({ lengthM: '229', beamM: '', draughtM: 'deep', gmM: '25' }, undefined);
    expect(r).toEqual({
      ok: false,
      problems: {
        beamM: 'The beam (B) is needed with the rest of the hull (or clear all four).',
        draughtM: 'The draught must be a number of metres, e.g. 5.',
        gmM: 'GM must be 0.05 to 20 m, got 25 m.',
      },
    });
    expect(parseHull({ lengthM: '20', beamM: '25', draughtM: '2', gmM: '1' }, undefined)).toEqual({
      ok: false,
      problems: { beamM: 'The beam (25 m) must be less than the length (20 m).' },
    });
  });

  it('keeps the assumed mark on a field left as it was, and drops it from one the navigator typed', () => {
    const text = { ...hullText(ASSUMED), gmM: '1.4' };
    expect(parseHull(hullText(ASSUMED), ASSUMED)).toEqual({ ok: true, hull: ASSUMED });
    expect(parseHull(text, ASSUMED)).toEqual({
      ok: true,
      hull: { ...ASSUMED, gmM: 1.4, assumed: ['beamM', 'draughtM'] },
    });
  });

  it('says the hull back with what was assumed, or that a typical one is', () => {
    expect(describeHull(ASSUMED)).toBe('L 32 m, B 8 m, draught 3.2 m, GM 0.88 m (B, draught, GM assumed)');
    expect(describeHull({ ...ASSUMED, assumed: [] })).toBe('L 32 m, B 8 m, draught 3.2 m, GM 0.88 m');
    expect(describeHull(undefined)).toBe('hull not given (a typical ship’s is assumed for the sea-state dangers)');
  });
});
