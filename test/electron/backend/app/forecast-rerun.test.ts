// An unchanged forecast run answered from the store: its snapshot stands while every part is
// fresh and none was stored after it; a part stored after it (by a point forecast or another
// voyage at the same position) goes into a new snapshot, still for 0 credits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { snapshotSchema } from '../../../../shared/ipc';
import { DATABASE_FILE_NAME } from '../../../../electron/backend';
import { ENSEMBLE_POINT_KIND } from '../../../../electron/backend/app/forecasts/parts';
import { planForecast, type PlannedRequest } from '../../../../electron/backend/app/forecasts/plan';
import { openStore } from '../../../../electron/backend/store/store';
import { northSeaVoyage, NOW_UTC, testBackend, type TestBackend } from './helpers';

const options = { ensemble: true, storms: false };
/** A wind speed no synthetic member has: a value that can only come from the part stored below. */
const MARK_KT = 99.5;

describe('an unchanged forecast run', () => {
  let b: TestBackend;
  let voyageId: string;
  let firstId: string;
  beforeAll(async () => {
    b = await testBackend();
    voyageId = (await b.api['voyages.save']({ voyage: northSeaVoyage() })).id;
    firstId = (await b.api['forecasts.run']({ taskId: 'first', voyageId, options })).snapshotId;
  });
  afterAll(() => b.dispose());

  it('returns the same snapshot for 0 credits, with progress for every request', async () => {
    b.advance(60);
    const again = await b.api['forecasts.run']({ taskId: 'again', voyageId, options });
    expect(again.snapshotId).toBe(firstId);
    expect(again.summary.creditsSpent).toBeGreaterThan(0); // the snapshot's own cost, spent by the first run
    const events = b.host.progress.filter((e) => e.taskId === 'again');
    expect(events.map((e) => e.done)).toEqual([...events.keys()]);
    expect(events.at(-1)!.done).toBe(events.at(-1)!.total);
    expect((await b.api['forecasts.list']({ voyageId })).snapshots).toHaveLength(1);
  });

  it('builds a new snapshot, for 0 credits, from a part stored after the one that stood', async () => {
    b.advance(60);
    // The wind ensemble at the voyage's first ensemble position, stored again (as a point
    // forecast there would) with every member at MARK_KT.
    // A voyage without a vessel has the default limits, the 1 NM visibility among them: asked of the members.
    const plan = planForecast(northSeaVoyage(), options, NOW_UTC + 120, true);
    const wind = plan.requests.find(
      (r): r is Extract<PlannedRequest, { kind: 'ensemble' }> => r.endpoint === 'weather.ensemble.point',
    )!;
    const sample = plan.samples.find((s) => s.positionKey === wind.positionKey)!;
    const store = openStore(join(b.dir, DATABASE_FILE_NAME));
    try {
      const summary = store.forecasts.latestForRequest({ endpoint: wind.endpoint, params: wind.params })!;
      const stored = store.forecasts.load(summary.id)!;
      store.forecasts.save({
        ...stored,
        fetchedAtUtc: NOW_UTC + 120,
        credits: 0,
        grid: { ...stored.grid, values: new Float32Array(stored.grid.values.length).fill(MARK_KT) },
      });
      expect(stored.kind).toBe(ENSEMBLE_POINT_KIND);
    } finally {
      store.close();
    }

    const estimate = await b.api['forecasts.estimate']({ voyageId, options });
    expect(estimate.credits).toBe(0);
    const run = await b.api['forecasts.run']({ taskId: 'newer-part', voyageId, options });
    expect(run.snapshotId).not.toBe(firstId);
    expect(run.summary.creditsSpent).toBe(0);
    const snapshot = snapshotSchema.parse(await b.api['forecasts.get']({ snapshotId: run.snapshotId }));
    const step = snapshot.steps.findIndex((s) => s.timeUtc === sample.timeUtc);
    expect(step).toBeGreaterThanOrEqual(0);
    const windSeries = snapshot.series.find((s) => s.element === 'windspeed' && s.level === '10m')!;
    expect(windSeries.members).toHaveLength(51);
    expect(windSeries.members.every((member) => member[step] === MARK_KT)).toBe(true);
    // The first snapshot is unchanged: snapshots are immutable.
    const first = snapshotSchema.parse(await b.api['forecasts.get']({ snapshotId: firstId }));
    const firstStep = first.steps.findIndex((s) => s.timeUtc === sample.timeUtc);
    expect(
      first.series
        .find((s) => s.element === 'windspeed' && s.level === '10m')!
        .members.some((m) => m[firstStep] !== MARK_KT),
    ).toBe(true);

    // And that snapshot stands in turn.
    b.advance(60);
    expect((await b.api['forecasts.run']({ taskId: 'stands', voyageId, options })).snapshotId).toBe(run.snapshotId);
  });
});
