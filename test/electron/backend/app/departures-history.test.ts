// The departure planner over time and against the forecast: a departure's row is the same swept
// alone or among others and the same as a forecast run for that departure; a newer model run
// gives a change since the previous sweep; offline, the stored sweep is answered, stale.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepartureSweep, SweepWindow } from '../../../../shared/ipc';
import { limitExceedances } from '../../../../shared/forecast/exceedance';
import { voyageExceedance } from '../../../../shared/forecast/voyage-exceedance';
import { DATABASE_FILE_NAME } from '../../../../electron/backend';
import { ENSEMBLE_POINT_KIND } from '../../../../electron/backend/app/forecasts/parts';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import { northSeaVoyage, NOW_UTC, testBackend, type TestBackend } from './helpers';

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
/**
 * Limits that the demo world's June North Sea (seed and instant fixed by the helpers) breaks in
 * some members and not others: 20 kn is a fresh breeze, about its mean wind.
 */
const LIMITS = { windKn: 20, gustKn: 28, hsM: 1.8 };
const VESSEL = { name: 'MV Fresh Breeze', limits: LIMITS };

function windowFrom(fromUtc: number, days: number, everyH: 6 | 24 = 6): SweepWindow {
  return { fromUtc, toUtc: fromUtc + days * DAY_S, everyH, arriveInDaylight: false };
}

describe('a departure row', () => {
  let b: TestBackend;
  let voyageId: string;
  let week: DepartureSweep;
  beforeAll(async () => {
    b = await testBackend();
    voyageId = (await b.api['voyages.save']({ voyage: { ...northSeaVoyage(), vessel: VESSEL } })).id;
    week = await b.api['departures.sweep']({
      taskId: 'week',
      voyageId,
      window: windowFrom(NOW_UTC + 3 * HOUR_S, 7),
      options: {},
      rank: 'safest',
    });
  });
  afterAll(() => b.dispose());

  it('is the same, every number, swept alone or among 29 departures', async () => {
    for (const departureUtc of [
      NOW_UTC + 3 * HOUR_S,
      NOW_UTC + 3 * HOUR_S + 3 * DAY_S,
      NOW_UTC + 3 * HOUR_S + 7 * DAY_S,
    ]) {
      const alone = await b.api['departures.sweep']({
        taskId: `alone-${departureUtc}`,
        voyageId,
        window: { fromUtc: departureUtc, toUtc: departureUtc, everyH: 6, arriveInDaylight: false },
        options: {},
        rank: 'safest',
      });
      expect(alone.creditsSpent).toBe(0);
      expect(alone.departures).toHaveLength(1);
      const among = week.departures.find((r) => r.departureUtc === departureUtc)!;
      expect(alone.departures[0]).toEqual({ ...among, rank: 1 });
      expect(alone.limits).toEqual(LIMITS);
    }
  });

  it('is the same as the voyage exceedance of one forecast run for that departure', async () => {
    // Three departures on the 3-hourly grid, one a week on; each run shares the sweep's answers.
    let compared = 0;
    for (const departureUtc of [
      NOW_UTC + 3 * HOUR_S,
      NOW_UTC + 3 * HOUR_S + 2 * DAY_S,
      NOW_UTC + 3 * HOUR_S + 7 * DAY_S,
    ]) {
      const id = (await b.api['voyages.save']({ voyage: { ...northSeaVoyage(), vessel: VESSEL, departureUtc } })).id;
      const run = await b.api['forecasts.run']({
        taskId: `run-${departureUtc}`,
        voyageId: id,
        options: { ensemble: true, storms: false },
      });
      // Only the deterministic parts are new: every ensemble answer was the sweep's. The two shipping
      // route parts each time; the secondary swell period's 3 places (every 6 h of sailing and the
      // arrival) the first time only, as they lie along the route whatever the departure and each
      // answer holds the whole model run.
      expect(run.summary.creditsSpent).toBe(2 + (departureUtc === NOW_UTC + 3 * HOUR_S ? 3 : 0));
      const snapshot = await b.api['forecasts.get']({ snapshotId: run.snapshotId });
      const row = week.departures.find((r) => r.departureUtc === departureUtc)!;
      const byQuantity = Object.fromEntries(
        limitExceedances(snapshot, LIMITS).map((e) => [e.quantity, voyageExceedance(e).probabilityAnyStep]),
      );
      expect(byQuantity).toEqual(row.exceedance);
      if (Object.values(row.exceedance).some((share) => share > 0 && share < 1)) compared++;
    }
    // A share strictly between 0 and 1 for at least one: members on both sides of a limit, not 0 = 0.
    expect(compared).toBeGreaterThanOrEqual(1);
  });
});

describe('the change since the previous model run', () => {
  let b: TestBackend;
  let voyageId: string;
  beforeAll(async () => {
    b = await testBackend();
    voyageId = (await b.api['voyages.save']({ voyage: northSeaVoyage() })).id;
  });
  afterAll(() => b.dispose());

  it('compares a sweep with the one before it made from older runs: ranks, legs and words', async () => {
    const first = await b.api['departures.sweep']({
      taskId: 'first',
      voyageId,
      window: windowFrom(NOW_UTC + 3 * HOUR_S, 2),
      options: {},
      rank: 'safest',
    });
    expect(first.change).toBeNull();
    b.advance(12 * HOUR_S);
    // The navigator chose a departure from the first sweep: a new revision, same route and speeds.
    const chosen = await b.api['voyages.save']({
      id: voyageId,
      baseRevision: first.voyageRevision,
      voyage: { ...northSeaVoyage(), departureUtc: NOW_UTC + 15 * HOUR_S },
    });
    expect(chosen.revision).toBeGreaterThan(first.voyageRevision);
    const second = await b.api['departures.sweep']({
      taskId: 'second',
      voyageId,
      window: windowFrom(NOW_UTC + 15 * HOUR_S, 2),
      options: {},
      rank: 'safest',
    });
    expect(second.creditsSpent).toBeGreaterThan(0);
    const runOf = (s: DepartureSweep) => s.provenance.models.find((m) => m.id === 'ecmwf-ens')!.runUtc;
    expect(runOf(second)).toBeGreaterThan(runOf(first));
    const change = second.change!;
    expect(change).toMatchObject({
      previousSweepId: first.sweepId,
      previousCreatedAtUtc: NOW_UTC,
      previousRuns: first.provenance.models,
    });
    // Departures in both windows: 15Z on the 12th to 03Z on the 14th, every 6 h.
    expect(change.ranks.map((r) => r.departureUtc).sort()).toEqual(
      [15, 21, 27, 33, 39, 45, 51].map((h) => NOW_UTC + h * HOUR_S),
    );
    for (const r of change.ranks) {
      expect(r.before).toBe(first.departures.find((d) => d.departureUtc === r.departureUtc)!.rank);
      expect(r.after).toBe(second.departures.find((d) => d.departureUtc === r.departureUtc)!.rank);
    }
    const compared = change.comparedDepartureUtc!;
    const before = first.departures.find((d) => d.departureUtc === compared)!;
    const after = second.departures.find((d) => d.departureUtc === compared)!;
    for (const leg of change.legs) {
      expect(leg.before).toBe(before.legs.find((l) => l.legIndex === leg.legIndex)!.exceedance[leg.quantity]);
      expect(leg.after).toBe(after.legs.find((l) => l.legIndex === leg.legIndex)!.exceedance[leg.quantity]);
    }
    expect(change.words.length).toBeGreaterThan(0);
    const listed = await b.api['departures.list']({ voyageId });
    expect(listed.sweeps.map((s) => s.sweepId)).toEqual([second.sweepId, first.sweepId]);
  });
});

describe('offline', () => {
  let b: TestBackend;
  let sandbox: Sandbox | undefined;
  let voyageId: string;
  let stored: DepartureSweep;
  const window = windowFrom(NOW_UTC + 3 * HOUR_S, 3);
  beforeAll(async () => {
    b = await testBackend({
      sandbox: {
        start: async (options) => {
          sandbox = await startSandbox(options);
          return sandbox;
        },
      },
    });
    voyageId = (await b.api['voyages.save']({ voyage: northSeaVoyage() })).id;
    stored = await b.api['departures.sweep']({ taskId: 'online', voyageId, window, options: {}, rank: 'safest' });
  });
  afterAll(() => b.dispose());

  it('answers the stored sweep of the same window, stale, when the answers are gone and the service too', async () => {
    await sandbox!.close();
    // The ensemble answers cleared from the store (the forecast cache is disposable).
    const db = new Database(join(b.dir, DATABASE_FILE_NAME));
    const removed = db.prepare('DELETE FROM forecast_snapshots WHERE kind = ?').run(ENSEMBLE_POINT_KIND).changes;
    db.close();
    expect(removed).toBe(6);
    b.advance(60);
    const again = await b.api['departures.sweep']({ taskId: 'offline', voyageId, window, options: {}, rank: 'safest' });
    expect(again).toEqual({ ...stored, provenance: { ...stored.provenance, stale: true, ageS: 60 } });
    // The stored sweep judged the default limits, the 1 NM visibility among them: it is not the
    // answer to a sweep of other limits (the CLI's wind, gust and Hs alone).
    expect(stored.limits).toEqual({ windKn: 34, gustKn: 45, hsM: 4, visibilityNm: 1 });
    const limits = { windKn: 34, gustKn: 45, hsM: 4 };
    await expect(
      b.api['departures.sweep']({ taskId: 'limits', voyageId, window, options: {}, limits, rank: 'safest' }),
    ).rejects.toMatchObject({ code: 'offline' });
    await expect(
      b.api['departures.sweep']({
        taskId: 'other',
        voyageId,
        window: windowFrom(NOW_UTC + 6 * HOUR_S, 3),
        options: {},
        rank: 'safest',
      }),
    ).rejects.toMatchObject({
      code: 'offline',
      message: expect.stringContaining('no sweep of this voyage and window'),
    });
    expect((await b.api['departures.get']({ sweepId: stored.sweepId })).provenance.stale).toBe(true);
    expect((await b.api['departures.list']({ voyageId })).sweeps.map((s) => s.provenance.stale)).toEqual([true]);
  });
});
