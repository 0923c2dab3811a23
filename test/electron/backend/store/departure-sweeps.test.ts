// Departure sweeps in the store: saved and parsed back whole, listed newest first,
// gone with their voyage, and a damaged row named.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { SweepBody } from '../../../../electron/backend/store/departure-sweeps';
import { StoreRowError } from '../../../../electron/backend/store/errors';
import { sampleVoyage, testStore } from './fixtures';

function body(voyageId: string, revision: number, createdAtUtc: number): SweepBody {
  return {
    voyageId,
    voyageRevision: revision,
    createdAtUtc,
    window: { fromUtc: 1_780_000_000, toUtc: 1_780_021_600, everyH: 6, arriveInDaylight: false },
    rank: 'safest',
    riskCap: 0.1,
    limits: { windKn: 34, gustKn: 45, hsM: 4 },
    ensembleModels: { wind: 'ecmwf-ens', waves: 'ecmwf-ens-wam' },
    departures: [
      {
        departureUtc: 1_780_000_000,
        arrivalUtc: 1_780_090_000,
        rank: 1,
        exceedance: { wind: 0.25, gust: 0.5, hs: 0 },
        hoursAbove: { wind: 1.5, gust: 3, hs: 0 },
        p90Max: { windKn: 36.5, gustKn: 47.25, hsM: 3.5 },
        covered: true,
        meetsConstraints: true,
        constraintProblems: [],
        legs: [{ legIndex: 0, exceedance: { wind: 0.25, gust: 0.5, hs: 0 } }],
        worst: null,
        worstWords: null,
        storms: [],
      },
    ],
    top: { departureUtc: 1_780_000_000, words: 'the only departure' },
    places: 12,
    creditsSpent: 25,
    change: null,
  };
}

const runs = [{ id: 'ecmwf-ens', runUtc: 1_779_984_000 }];

describe('departure sweeps', () => {
  it('saves a sweep and reads it back whole, newest first per voyage', () => {
    const store = testStore();
    const voyage = store.voyages.create(sampleVoyage());
    const other = store.voyages.create(sampleVoyage('Other'));
    const first = store.departureSweeps.save({
      source: 'demo',
      modelRuns: runs,
      fetchedAtUtc: 1_780_000_100,
      sweep: body(voyage.id, 1, 1_780_000_200),
    });
    store.voyages.save(voyage.id, sampleVoyage('Renamed'));
    const second = store.departureSweeps.save({
      source: 'demo',
      modelRuns: [{ id: 'ecmwf-ens', runUtc: 1_780_027_200 }],
      fetchedAtUtc: 1_780_043_000,
      sweep: body(voyage.id, 2, 1_780_043_200),
    });
    store.departureSweeps.save({
      source: 'live',
      modelRuns: runs,
      fetchedAtUtc: 1_780_000_100,
      sweep: body(other.id, 1, 1_780_050_000),
    });

    expect(store.departureSweeps.load(first)).toEqual({
      id: first,
      source: 'demo',
      modelRuns: runs,
      fetchedAtUtc: 1_780_000_100,
      sweep: body(voyage.id, 1, 1_780_000_200),
    });
    expect(store.departureSweeps.list(voyage.id).map((s) => s.id)).toEqual([second, first]);
    expect(store.departureSweeps.load(9999)).toBeUndefined();

    // Deleting a voyage takes its sweeps with it, and only its own.
    expect(store.voyages.remove(voyage.id)).toBe(true);
    expect(store.departureSweeps.list(voyage.id)).toEqual([]);
    expect(store.departureSweeps.load(first)).toBeUndefined();
    expect(store.departureSweeps.list(other.id)).toHaveLength(1);
  });

  it('refuses a sweep that is not in the contract shape, and names a damaged row', () => {
    const store = testStore();
    const voyage = store.voyages.create(sampleVoyage());
    const bad = { ...body(voyage.id, 1, 1_780_000_200), riskCap: 1.5 };
    expect(() =>
      store.departureSweeps.save({ source: 'demo', modelRuns: runs, fetchedAtUtc: 1_780_000_100, sweep: bad }),
    ).toThrow();
    expect(store.departureSweeps.list(voyage.id)).toEqual([]);
  });

  it('names the table, row and field of a sweep whose JSON was damaged by hand', () => {
    const dir = mkdtempSync(join(tmpdir(), 'passage-sweeps-'));
    try {
      const path = join(dir, 'sweeps.sqlite');
      const store = testStore({}, path);
      const voyage = store.voyages.create(sampleVoyage());
      const id = store.departureSweeps.save({
        source: 'demo',
        modelRuns: runs,
        fetchedAtUtc: 1_780_000_100,
        sweep: body(voyage.id, 1, 1_780_000_200),
      });
      const db = new Database(path);
      db.prepare("UPDATE departure_sweeps SET sweep_json = json_set(sweep_json, '$.places', -3) WHERE id = ?").run(id);
      db.close();
      expect(() => store.departureSweeps.load(id)).toThrow(StoreRowError);
      expect(() => store.departureSweeps.load(id)).toThrow(/departure_sweeps.*places/);
      store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
