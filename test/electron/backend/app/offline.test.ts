// The offline policy: with the demo service gone (its sandbox stopped) storms, ports and
// forecasts still answer from the store, marked stale with their age; with nothing stored,
// 'offline' in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import { northSeaVoyage, testBackend, type TestBackend } from './helpers';

const HOUR_S = 3600;

describe('offline: answers from the store', () => {
  let b: TestBackend;
  let sandbox: Sandbox | undefined;
  let voyageId: string;
  let snapshotId: string;
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
  });
  afterAll(() => b.dispose());

  it('fails with offline when nothing is stored yet', async () => {
    await b.api['demo.status']({});
    await sandbox!.close();
    await expect(b.api['storms.current']({})).rejects.toMatchObject({ code: 'offline' });
    await expect(b.api['ports.sync']({ force: true })).rejects.toMatchObject({ code: 'offline' });
    await expect(
      b.api['forecasts.run']({ taskId: 'x', voyageId, options: { ensemble: false, storms: false } }),
    ).rejects.toMatchObject({
      code: 'offline',
      message: expect.stringContaining('none stored'),
    });
  });

  it('marks a fresh stored forecast stale as soon as the service stops answering (a newer run cannot be asked for)', async () => {
    let own: Sandbox | undefined;
    const fresh = await testBackend({
      sandbox: {
        start: async (options) => {
          own = await startSandbox(options);
          return own;
        },
      },
    });
    try {
      const id = (await fresh.api['voyages.save']({ voyage: northSeaVoyage() })).id;
      const run = await fresh.api['forecasts.run']({
        taskId: 'f',
        voyageId: id,
        options: { ensemble: false, storms: false },
      });
      // Fresh: made from the service a moment ago (no reachability check has been made yet).
      expect(run.summary.provenance.stale).toBe(false);
      await own!.close();
      const offline = await fresh.api['forecasts.get']({ snapshotId: run.snapshotId });
      expect(offline.summary.provenance).toMatchObject({
        stale: true,
        ageS: run.summary.provenance.ageS,
        fetchedAtUtc: run.summary.provenance.fetchedAtUtc,
      });
      expect(offline.series[0]!.deterministic.some((v) => v !== null)).toBe(true);
      const listed = await fresh.api['forecasts.list']({ voyageId: id });
      expect(listed.snapshots.map((s) => s.provenance.stale)).toEqual([true]);
    } finally {
      await fresh.dispose();
    }
  });

  it('serves storms, ports and forecasts stored earlier, stale and with their age, once the service is gone', async () => {
    // A fresh backend on the same data folder starts its own sandbox (the first was closed).
    await b.close();
    const again = await testBackend({
      sandbox: {
        start: async (options) => {
          sandbox = await startSandbox(options);
          return sandbox;
        },
      },
    });
    try {
      const storms = await again.api['storms.current']({});
      await again.api['ports.sync']({ force: true });
      const id = (await again.api['voyages.save']({ voyage: northSeaVoyage() })).id;
      snapshotId = (
        await again.api['forecasts.run']({ taskId: 'r', voyageId: id, options: { ensemble: true, storms: true } })
      ).snapshotId;
      await sandbox!.close();
      again.advance(26 * HOUR_S);

      const offlineStorms = await again.api['storms.current']({});
      expect(offlineStorms.storms).toEqual(storms.storms);
      expect(offlineStorms.provenance).toMatchObject({ source: 'demo', stale: true, ageS: 26 * HOUR_S });

      const ports = await again.api['ports.sync']({ force: true });
      expect(ports.portCount).toBeGreaterThan(100);
      expect(ports.provenance).toMatchObject({ stale: true, ageS: 26 * HOUR_S });
      expect((await again.api['ports.search']({ query: 'rotterdam', limit: 1 })).ports).toHaveLength(1);

      const snapshot = await again.api['forecasts.get']({ snapshotId });
      expect(snapshot.summary.provenance).toMatchObject({ stale: true, ageS: 26 * HOUR_S });
      expect(snapshot.series[0]!.deterministic.some((v) => v !== null)).toBe(true);

      // A run now falls back to the stored parts: same values, marked stale, nothing spent.
      const rerun = await again.api['forecasts.run']({
        taskId: 'r2',
        voyageId: id,
        options: { ensemble: true, storms: true },
      });
      expect(rerun.summary.provenance.stale).toBe(true);
      expect(rerun.summary.creditsSpent).toBe(0);
      const rerunSnapshot = await again.api['forecasts.get']({ snapshotId: rerun.snapshotId });
      // The clock moved past every ensemble step, so only the service's points remain: same values there.
      const byTime = (s: typeof snapshot) =>
        new Map(s.steps.map((step, i) => [step.timeUtc, s.series[0]!.deterministic[i]]));
      const before = byTime(snapshot);
      const after = [...byTime(rerunSnapshot)];
      expect(after.length).toBeGreaterThan(5);
      for (const [time, value] of after) expect(value).toBe(before.get(time));
    } finally {
      await again.dispose();
    }
  });
});
