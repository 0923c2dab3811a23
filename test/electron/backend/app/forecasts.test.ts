// The forecast pipeline through the api in demo mode: estimate, run with progress, the stored
// snapshot in the contract's shape (deterministic values, 51 members at ensemble steps),
// credits per voyage, and an unchanged re-run answered from the store for 0 credits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { snapshotSchema } from '../../../../shared/ipc';
import { DATABASE_FILE_NAME } from '../../../../electron/backend';
import { openStore } from '../../../../electron/backend/store/store';
import { northSeaVoyage, NOW_UTC, testBackend, type TestBackend } from './helpers';

const options = { ensemble: true, storms: true };

describe('forecasts in demo mode', () => {
  let b: TestBackend;
  let voyageId: string;
  let firstSnapshotId: string;
  beforeAll(async () => {
    b = await testBackend();
    voyageId = (await b.api['voyages.save']({ voyage: northSeaVoyage() })).id;
  });
  afterAll(() => b.dispose());

  it('estimates every request with its credits before anything is fetched', async () => {
    const estimate = await b.api['forecasts.estimate']({ voyageId, options });
    const endpoints = estimate.requests.map((r) => r.endpoint);
    // One shipping route per part between stays: the stay at waypoint 1 splits the route in two.
    expect(endpoints.filter((e) => e === 'marine.shipping.route')).toHaveLength(2);
    // 3-hourly ensemble steps: 04:00 and 07:00 under way... the stationary ones share a position.
    const weather = endpoints.filter((e) => e === 'weather.ensemble.point').length;
    expect(weather).toBeGreaterThanOrEqual(2);
    expect(endpoints.filter((e) => e === 'marine.ensemble.point')).toHaveLength(weather);
    expect(endpoints.filter((e) => e === 'storms')).toHaveLength(1);
    // The secondary swell period (deterministic, no members) at a place every 6 h of sailing and the arrival.
    expect(endpoints.filter((e) => e === 'marine.timeseries.point').length).toBeGreaterThanOrEqual(2);
    expect(estimate.requests.every((r) => !r.cached && r.credits === 1)).toBe(true);
    expect(estimate.credits).toBe(estimate.requests.length);
  });

  it('runs with progress per request, stores a snapshot and records the credits for the voyage', async () => {
    const estimate = await b.api['forecasts.estimate']({ voyageId, options });
    const run = await b.api['forecasts.run']({ taskId: 'run-1', voyageId, options });
    firstSnapshotId = run.snapshotId;
    const events = b.host.progress.filter((e) => e.taskId === 'run-1');
    expect(events[0]).toMatchObject({ done: 0, total: estimate.requests.length });
    expect(events.at(-1)).toMatchObject({ done: estimate.requests.length, total: estimate.requests.length });
    expect(events.map((e) => e.done)).toEqual([...events.keys()]);
    expect(run.summary).toMatchObject({
      voyageId,
      voyageRevision: 1,
      ensemble: true,
      memberCount: 51,
      creditsSpent: estimate.credits,
    });
    expect(run.summary.provenance).toMatchObject({ source: 'demo', stale: false, ageS: 0 });
    expect(run.summary.provenance.models.map((m) => m.id)).toEqual([
      'ecmwf-ens',
      'ecmwf-ens-wam',
      'ecmwfhresglobal',
      'ecmwfwamglobal',
    ]);

    const listed = await b.api['forecasts.list']({ voyageId });
    expect(listed.snapshots.map((s) => s.snapshotId)).toEqual([run.snapshotId]);
    // The ledger, read through a second connection to the same file, has them per voyage.
    const store = openStore(join(b.dir, DATABASE_FILE_NAME));
    try {
      expect(store.credits.totalForVoyage(voyageId)).toBe(estimate.credits);
      expect(new Set(store.credits.entries(voyageId).map((e) => e.endpoint))).toEqual(
        new Set([
          'marine.shipping.route',
          'marine.timeseries.point',
          'weather.ensemble.point',
          'marine.ensemble.point',
          'storms',
        ]),
      );
    } finally {
      store.close();
    }
  });

  it('reads the snapshot back in the contract shape: service steps, values, 51 members at ensemble steps', async () => {
    const snapshot = snapshotSchema.parse(await b.api['forecasts.get']({ snapshotId: firstSnapshotId }));
    const { steps, series } = snapshot;
    expect(steps[0]).toMatchObject({
      kind: 'waypoint',
      waypointIndex: 0,
      distanceM: 0,
      timeUtc: NOW_UTC + 3600,
      lat: 52,
      lon: 3.9,
    });
    expect(steps.filter((s) => s.kind === 'waypoint').map((s) => s.waypointIndex)).toEqual([0, 1, 1, 2]);
    expect(steps.map((s) => s.timeUtc)).toEqual([...steps.map((s) => s.timeUtc)].sort((x, y) => x - y));
    expect(snapshot.summary.stepCount).toBe(steps.length);

    const wind = series.find((s) => s.element === 'windspeed' && s.level === '10m')!;
    expect(wind).toMatchObject({ unit: 'kt', model: 'ecmwfhresglobal' });
    expect(wind.members).toHaveLength(51);
    const ensembleSteps = steps.flatMap((s, i) => (wind.members[0]![i] !== null ? [i] : []));
    expect(ensembleSteps.length).toBeGreaterThanOrEqual(3);
    for (const i of ensembleSteps) {
      expect(steps[i]!.timeUtc % (3 * 3600)).toBe(0);
      expect(wind.members.every((m) => typeof m[i] === 'number' && m[i]! >= 0 && m[i]! < 150)).toBe(true);
    }
    // Hourly steps between the 3-hourly ensemble steps carry no member value.
    expect(steps.some((s, i) => s.timeUtc % (3 * 3600) !== 0 && wind.members[5]![i] === null)).toBe(true);
    const waves = series.find((s) => s.element === 'waveheight_significant')!;
    expect(waves.members).toHaveLength(51);
    expect(series.find((s) => s.element === 'pressure_meansealevel')!.members).toEqual([]);
    const pressure = series.find((s) => s.element === 'pressure_meansealevel')!.deterministic.filter((v) => v !== null);
    expect(pressure.length).toBeGreaterThan(5);
    expect(pressure.every((v) => v! > 900 && v! < 1100)).toBe(true);
    // The secondary swell period from the wave model, at every step under way (seconds, no members).
    const swell = series.find((s) => s.element === 'waveperiod_swell_secondary')!;
    expect(swell).toMatchObject({ unit: 's', model: 'ecmwfwamglobal', members: [] });
    expect(swell.error).toBeUndefined();
    expect(swell.deterministic.every((v) => v !== null && v > 2 && v < 30)).toBe(true);
  });

  it('answers an unchanged run from the store for 0 credits, and the estimate says cached', async () => {
    const spentBefore = (await b.api['forecasts.list']({ voyageId })).snapshots.reduce(
      (sum, s) => sum + s.creditsSpent,
      0,
    );
    const estimate = await b.api['forecasts.estimate']({ voyageId, options });
    expect(estimate.credits).toBe(0);
    expect(estimate.requests.every((r) => r.cached && r.credits === 0)).toBe(true);
    const again = await b.api['forecasts.run']({ taskId: 'run-2', voyageId, options });
    expect(again.snapshotId).toBe(firstSnapshotId);
    const listed = await b.api['forecasts.list']({ voyageId });
    expect(listed.snapshots).toHaveLength(1);
    expect(listed.snapshots.reduce((sum, s) => sum + s.creditsSpent, 0)).toBe(spentBefore);
    const store = openStore(join(b.dir, DATABASE_FILE_NAME));
    try {
      expect(store.credits.totalForVoyage(voyageId)).toBe(spentBefore);
    } finally {
      store.close();
    }
  });

  it('refuses a voyage that is not saved and a snapshot that does not exist, in words', async () => {
    await expect(b.api['forecasts.estimate']({ voyageId: 'nope', options })).rejects.toMatchObject({
      code: 'not-found',
      field: 'voyageId',
    });
    await expect(b.api['forecasts.get']({ snapshotId: '999' })).rejects.toMatchObject({ code: 'not-found' });
  });
});
