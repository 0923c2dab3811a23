// Vessel profiles (CRUD with limits) and the cache of vessel search results.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { VesselSummary } from '../../../../shared/api/resources/vessels';
import { DEFAULT_VESSEL_LIMITS } from '../../../../shared/domain/voyage';
import { StoreNotFoundError } from '../../../../electron/backend/store/errors';
import { testStore } from './fixtures';

function summary(imo: string, mmsi: string, name: string): VesselSummary {
  return {
    imo,
    mmsi,
    name,
    info: { country: 'Panama', countryCode: 'PA', callsign: 'H3AB', category: 'Cargo', categoryType: 'Bulk carrier' },
  };
}

describe('vessel profiles', () => {
  it('creates, lists by name, updates and removes', () => {
    const store = testStore();
    const zeta = store.vesselProfiles.create({ name: 'Zeta', limits: DEFAULT_VESSEL_LIMITS });
    const alpha = store.vesselProfiles.create({
      name: 'alpha',
      imo: '9000001',
      mmsi: '244000001',
      limits: { windKn: 30, gustKn: 40, hsM: 3.5 },
    });
    expect(zeta).toMatchObject({ id: 'id-1', name: 'Zeta', limits: DEFAULT_VESSEL_LIMITS });
    expect(zeta.imo).toBeUndefined();
    expect(store.vesselProfiles.list().map((v) => v.name)).toEqual(['alpha', 'Zeta']);
    const updated = store.vesselProfiles.update(alpha.id, {
      name: 'Alpha',
      limits: { windKn: 28, gustKn: 38, hsM: 3 },
    });
    expect(updated).toMatchObject({
      name: 'Alpha',
      limits: { windKn: 28, gustKn: 38, hsM: 3 },
      createdAtUtc: alpha.createdAtUtc,
    });
    expect(updated.imo).toBeUndefined();
    expect(updated.updatedAtUtc).toBeGreaterThan(alpha.updatedAtUtc);
    expect(store.vesselProfiles.get(alpha.id)).toEqual(updated);
    expect(store.vesselProfiles.remove(alpha.id)).toBe(true);
    expect(store.vesselProfiles.get(alpha.id)).toBeUndefined();
    expect(() => store.vesselProfiles.update(alpha.id, { name: 'x', limits: DEFAULT_VESSEL_LIMITS })).toThrow(
      StoreNotFoundError,
    );
  });

  it('keeps the hull and the fuel particulars, and clears them when a save leaves them out', () => {
    const store = testStore();
    const hull = { lengthM: 229, beamM: 32.3, draughtM: 14.2, gmM: 3.23, assumed: ['gmM' as const] };
    const fuel = { serviceSpeedKn: 14, consumptionTPerDay: 28, fuelType: 'HFO' as const };
    const made = store.vesselProfiles.create({ name: 'Kamsar', limits: DEFAULT_VESSEL_LIMITS, hull, fuel });
    expect(store.vesselProfiles.get(made.id)).toMatchObject({ hull, fuel });
    const plain = store.vesselProfiles.update(made.id, { name: 'Kamsar', limits: DEFAULT_VESSEL_LIMITS });
    expect(plain.hull).toBeUndefined();
    expect(plain.fuel).toBeUndefined();
    // A hull out of its ranges is refused by the one schema, in its words; nothing is written.
    expect(() =>
      store.vesselProfiles.create({ name: 'Bad', limits: DEFAULT_VESSEL_LIMITS, hull: { ...hull, gmM: 40 } }),
    ).toThrow('GM must be 0.05 to 20 m, got 40 m.');
    expect(store.vesselProfiles.list().map((v) => v.name)).toEqual(['Kamsar']);
  });

  it('refuses limits that are not positive', () => {
    const store = testStore();
    expect(() => store.vesselProfiles.create({ name: 'Bad', limits: { windKn: 0, gustKn: 40, hsM: 3 } })).toThrow();
    expect(store.vesselProfiles.list()).toEqual([]);
    // The shared ranges (shared/domain/vessel-limits-schema.ts), and gust at least wind.
    expect(() => store.vesselProfiles.create({ name: 'Bad', limits: { windKn: 150, gustKn: 160, hsM: 3 } })).toThrow(
      'The wind limit must be 1 to 100 kn, got 150 kn.',
    );
    expect(() => store.vesselProfiles.create({ name: 'Bad', limits: { windKn: 40, gustKn: 35, hsM: 3 } })).toThrow(
      'must be at least the wind limit',
    );
  });

  it('reads a profile saved before the ranges, so none is lost', () => {
    const dir = mkdtempSync(join(tmpdir(), 'passage-vessels-'));
    try {
      const path = join(dir, 'old.sqlite');
      const store = testStore({}, path);
      const old = store.vesselProfiles.create({ name: 'Old', limits: DEFAULT_VESSEL_LIMITS });
      store.close();
      const db = new Database(path);
      db.prepare('UPDATE vessel_profiles SET wind_kn = 150, gust_kn = 120, hs_m = 25').run();
      db.close();
      const reopened = testStore({}, path);
      expect(reopened.vesselProfiles.get(old.id)?.limits).toEqual({
        windKn: 150,
        gustKn: 120,
        hsM: 25,
        visibilityNm: 1,
      });
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the visibility limit (migration 9)', () => {
  it('reads a profile saved before it as one without it, and keeps it once set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'passage-vessels-'));
    try {
      const path = join(dir, 'old.sqlite');
      const store = testStore({}, path);
      const old = store.vesselProfiles.create({ name: 'Old', limits: { windKn: 30, gustKn: 40, hsM: 3 } });
      const foggy = store.vesselProfiles.create({
        name: 'Foggy',
        limits: { windKn: 30, gustKn: 40, hsM: 3, visibilityNm: 0.5 },
      });
      store.close();
      // A row from before migration 9 holds NULL in the column the migration added.
      const db = new Database(path);
      expect(db.prepare('SELECT visibility_nm FROM vessel_profiles WHERE id = ?').get(old.id)).toEqual({
        visibility_nm: null,
      });
      db.close();
      const reopened = testStore({}, path);
      expect(reopened.vesselProfiles.get(old.id)?.limits).toEqual({ windKn: 30, gustKn: 40, hsM: 3 });
      expect(reopened.vesselProfiles.get(foggy.id)?.limits.visibilityNm).toBe(0.5);
      // Out of its range (0.1 to 10 NM), in the shared words.
      expect(() =>
        reopened.vesselProfiles.update(foggy.id, {
          name: 'Foggy',
          limits: { windKn: 30, gustKn: 40, hsM: 3, visibilityNm: 12 },
        }),
      ).toThrow('The visibility limit must be 0.1 to 10 NM, got 12 NM.');
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('vessel search cache', () => {
  it('finds cached vessels by name part, IMO or MMSI, and refreshes on put', () => {
    const store = testStore();
    store.vesselSearch.put(
      [summary('9000001', '244000001', 'EVER GIVEN'), summary('0', '244000002', 'GIVEN_TO_FLY')],
      100,
    );
    expect(store.vesselSearch.search('given').map((v) => v.name)).toEqual(['EVER GIVEN', 'GIVEN_TO_FLY']);
    expect(store.vesselSearch.search('N_T').map((v) => v.name)).toEqual(['GIVEN_TO_FLY']);
    expect(store.vesselSearch.search('9000001')).toEqual([summary('9000001', '244000001', 'EVER GIVEN')]);
    expect(store.vesselSearch.search('244000002').map((v) => v.name)).toEqual(['GIVEN_TO_FLY']);
    expect(store.vesselSearch.search('0').map((v) => v.name)).toEqual([]);
    store.vesselSearch.put([summary('9000001', '244000001', 'EVER GIVEN II')], 200);
    expect(store.vesselSearch.search('ever').map((v) => v.name)).toEqual(['EVER GIVEN II']);
    expect(store.vesselSearch.prune(150)).toBe(1);
    expect(store.vesselSearch.search('given').map((v) => v.name)).toEqual(['EVER GIVEN II']);
  });
});
