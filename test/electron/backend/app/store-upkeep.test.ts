// Issue 27, stores that only grow, through the api in demo mode: weather routings that stored
// their ensemble samples without end now leave the cache within its budget, and the store's
// file with it; store.size says what is where; "Clear cached forecasts" frees the space and a
// saved voyage's forecast, departure sweep, quick outlook and storms still review offline.
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { DEFAULT_CACHE_POLICY } from '../../../../electron/backend/store/cache-policy';
import { DATABASE_FILE_NAME } from '../../../../electron/backend/store/managed-store';
import { northSeaVoyage, NOW_UTC, testBackend, type TestBackend } from './helpers';

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
const MIB = 1024 * 1024;

/** Open North Sea from 3°E to 6.5°E on parallel `i`: each routing's mesh is new to the store. */
function routingAt(i: number, departUtc: number) {
  const lat = 54.5 + 0.6 * i;
  return {
    taskId: `route-${i}`,
    from: { lat, lon: 3.0 },
    to: { lat, lon: 6.5 },
    vias: [],
    departUtc,
    speedKn: 12,
    percentile: 90,
    objective: 'time' as const,
    method: 'graph' as const,
    perMember: false,
    allowanceH: 12,
    options: {},
    limits: { windKn: 200, gustKn: 200, hsM: 30 },
    speedLoss: false,
  };
}

describe('weather routings past the cache budget', () => {
  it('leave the cache within the budget, but for what the last one just fetched, and the file with it', async () => {
    let now = NOW_UTC;
    // A budget a few routings pass (each stores about 1.4 MB since the mesh is coarser away from
    // the great circle), a grace of an hour, upkeep after each MB stored.
    const budget = {
      ...DEFAULT_CACHE_POLICY,
      budgetBytes: 2.5 * MIB,
      freshGraceS: HOUR_S,
      upkeepAfterGrowthBytes: MIB,
    };
    const b = await testBackend({ nowUtc: () => now, cachePolicy: budget });
    const dataDir = b.dir;
    let oneRoutingBytes = 0;
    try {
      for (let i = 0; i < 4; i++) {
        const before = (await b.api['store.size']({})).cacheBytes;
        await b.api['routing.optimise'](routingAt(i, now + 3 * HOUR_S));
        const size = await b.api['store.size']({});
        if (i === 0) oneRoutingBytes = size.cacheBytes - before;
        // What this routing fetched is younger than the grace and stays; everything older fits the budget.
        expect(size.cacheBytes).toBeLessThanOrEqual(budget.budgetBytes + oneRoutingBytes * 1.2);
        now += 14 * HOUR_S;
      }
      // Without upkeep four routings hold four times one routing's samples.
      expect(oneRoutingBytes).toBeGreaterThan(MIB);
      expect(4 * oneRoutingBytes).toBeGreaterThan(budget.budgetBytes * 2);
    } finally {
      await b.close();
    }
    // A start later: within the budget, the freed pages handed back to the file system.
    now += 14 * HOUR_S;
    const again = await testBackend({ dataDir, nowUtc: () => now, cachePolicy: budget });
    try {
      const size = await again.api['store.size']({});
      expect(size.cacheBytes).toBeLessThanOrEqual(budget.budgetBytes);
      expect(size.fileBytes + size.walBytes).toBeLessThan(budget.budgetBytes + 2 * MIB);
      expect(statSync(join(dataDir, DATABASE_FILE_NAME)).size).toBe(size.fileBytes);
    } finally {
      await again.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('clear cached forecasts', () => {
  let b: TestBackend;
  let sandbox: Sandbox | undefined;
  let voyageId: string;
  let snapshotId: string;
  let sweepId: string;
  let outlookWind: (number | null)[];
  let storms: unknown;
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
    snapshotId = (await b.api['forecasts.run']({ taskId: 'f', voyageId, options: { ensemble: true, storms: true } }))
      .snapshotId;
    sweepId = (
      await b.api['departures.sweep']({
        taskId: 's',
        voyageId,
        window: { fromUtc: NOW_UTC + 3 * HOUR_S, toUtc: NOW_UTC + 2 * DAY_S, everyH: 6, arriveInDaylight: false },
        options: {},
        rank: 'safest',
      })
    ).sweepId;
    outlookWind = (await b.api['forecasts.outlook']({ voyageId })).rows.map((r) => r.windKn);
    storms = (await b.api['storms.current']({})).storms;
  }, 120_000);
  afterAll(() => b.dispose());

  it('says the size of the store, its cached part, the budget and ages, and the backups', async () => {
    const size = await b.api['store.size']({});
    expect(size).toMatchObject({
      file: join(b.dir, DATABASE_FILE_NAME),
      budgetBytes: 200 * MIB,
      forecastDays: 14,
      otherDays: 90,
      canClear: true,
      backups: { count: 0, bytes: 0, newestUtc: null },
    });
    expect(size.fileBytes + size.walBytes).toBeGreaterThan(size.cacheBytes);
    expect(size.cacheBytes).toBeGreaterThan(size.keptBytes);
    expect(size.keptBytes).toBeGreaterThan(0);
  });

  it('is refused while a forecast run reads cached forecasts, and then frees the space', async () => {
    const running = b.api['forecasts.run']({ taskId: 'f2', voyageId, options: { ensemble: true, storms: false } });
    await expect(b.api['store.clearCache']({})).rejects.toMatchObject({ code: 'conflict' });
    // The run's own snapshot is now the voyage's latest forecast, the one its review opens.
    snapshotId = (await running).snapshotId;
    const before = await b.api['store.size']({});
    const cleared = await b.api['store.clearCache']({});
    expect(cleared.removedAnswers).toBeGreaterThan(5);
    expect(cleared.freedBytes).toBeGreaterThan(0);
    expect(cleared.size.fileBytes + cleared.size.walBytes).toBeLessThan(before.fileBytes + before.walBytes);
    expect(cleared.size.cacheBytes).toBe(cleared.size.keptBytes);
  });

  it("keeps what the saved voyage's review reads offline, also weeks later", async () => {
    await sandbox!.close();
    const review = async (api: TestBackend['api']): Promise<void> => {
      const snapshot = await api['forecasts.get']({ snapshotId });
      expect(snapshot.summary.provenance.stale).toBe(true);
      expect(snapshot.series[0]!.members.length).toBeGreaterThan(10);
      const list = await api['forecasts.list']({ voyageId });
      expect(list.snapshots.map((s) => s.snapshotId)).toEqual([snapshotId]);
      const sweep = await api['departures.get']({ sweepId });
      expect(sweep.departures.length).toBeGreaterThan(3);
      expect((await api['departures.list']({ voyageId })).sweeps.map((s) => s.sweepId)).toEqual([sweepId]);
      const outlook = await api['forecasts.outlook']({ voyageId });
      expect(outlook.rows.map((r) => r.windKn)).toEqual(outlookWind);
      expect((await api['storms.current']({})).storms).toEqual(storms);
    };
    await review(b.api);
    // Three weeks on, a start's upkeep: everything past its age goes, the voyage's review stays.
    await b.close();
    const later = await testBackend({
      dataDir: b.dir,
      nowUtc: () => NOW_UTC + 21 * DAY_S,
      // Still no service: its demo sandbox is gone as soon as it is started.
      sandbox: {
        start: async (options) => {
          const gone = await startSandbox(options);
          await gone.close();
          return gone;
        },
      },
    });
    try {
      await review(later.api);
    } finally {
      await later.dispose();
    }
  });
});

describe('a store that cannot be written', () => {
  it('says its size and that nothing can be cleared', async () => {
    const first = await testBackend();
    await first.api['voyages.save']({ voyage: northSeaVoyage() });
    await first.close();
    const reason = `The data folder ${first.dir} cannot be written by this user`;
    const b = await testBackend({ dataDir: first.dir, store: { probeWritable: () => ({ writable: false, reason }) } });
    try {
      expect((await b.api['store.size']({})).canClear).toBe(false);
      await expect(b.api['store.clearCache']({})).rejects.toMatchObject({ code: 'read-only' });
    } finally {
      await b.dispose();
    }
  });
});
