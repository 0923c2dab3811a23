// Long work stops when asked (tasks.cancel, the app's Cancel and the CLI's Ctrl-C): a routing, a
// departure sweep, a forecast run and a quick outlook each fail as 'cancelled' soon after, spend
// nothing more, and a second run of the same work still gets what was stored before the cancel.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProgressEvent } from '../../../../shared/ipc';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import {
  fakeHost,
  JUTLAND_ROUTING,
  northSeaVoyage,
  NOW_UTC,
  testBackendWithSandbox,
  type TestBackend,
} from './helpers';

const HOUR_S = 3600;
/** Each ensemble answer waits this long in the demo service: the work is long enough to stop. */
const SLOW_MS = 400;
const ROUTING = JUTLAND_ROUTING;

describe('cancelling long work', () => {
  let b: TestBackend;
  let sandbox: () => Sandbox | undefined;
  const events: ProgressEvent[] = [];
  let voyageId: string;
  beforeAll(async () => {
    const host = fakeHost();
    host.reportProgress = (event) => events.push(event);
    ({ b, sandbox } = await testBackendWithSandbox({ host }));
    voyageId = (await b.api['voyages.save']({ voyage: northSeaVoyage() })).id;
    await b.api['demo.status']({});
  });
  afterAll(() => b.dispose());
  beforeEach(() => {
    events.length = 0;
    sandbox()?.faults.clear();
  });

  function slowEnsembles(): void {
    for (const endpoint of ['weather.ensemble.point', 'marine.ensemble.point', 'weather.ensemble.route'] as const)
      sandbox()!.faults.set(endpoint, { kind: 'delay', delayMs: SLOW_MS, times: 'always' });
  }

  /** Cancels `taskId` once its first request has ended, and says how long the call took after. */
  async function cancelledAfterFirst(
    taskId: string,
    work: Promise<unknown>,
  ): Promise<{ code: unknown; afterMs: number }> {
    const started = Date.now();
    while (!events.some((e) => e.taskId === taskId && e.done > 0)) {
      if (Date.now() - started > 60_000) throw new Error(`no progress from ${taskId}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await b.api['tasks.cancel']({ taskId })).toEqual({ cancelled: true });
    const at = Date.now();
    const error: unknown = await work.then(
      () => new Error('the work ended without being cancelled'),
      (e: unknown) => e,
    );
    return { code: (error as { code?: unknown }).code, afterMs: Date.now() - at };
  }

  it('stops a routing in its fetch, spending no more, and a second routing reuses what came in', async () => {
    const estimate = await b.api['routing.estimate'](ROUTING);
    slowEnsembles();
    const spentBefore = sandbox()!.ledger.totalCredits();
    const outcome = await cancelledAfterFirst('route-a', b.api['routing.optimise']({ ...ROUTING, taskId: 'route-a' }));
    expect(outcome.code).toBe('cancelled');
    // The requests in flight end with the cancel; none starts after it.
    expect(outcome.afterMs).toBeLessThan(SLOW_MS * 3);
    const spentByCancelled = sandbox()!.ledger.totalCredits() - spentBefore;
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS * 2));
    expect(sandbox()!.ledger.totalCredits() - spentBefore).toBe(spentByCancelled);
    expect(spentByCancelled).toBeLessThan(estimate.credits / 2);
    // The same task id is free again, and what was fetched is stored.
    sandbox()!.faults.clear();
    const after = await b.api['routing.estimate'](ROUTING);
    expect(after.cachedRequests).toBeGreaterThan(0);
    const done = await b.api['routing.optimise']({ ...ROUTING, taskId: 'route-a' });
    expect(done.creditsSpent).toBe(after.credits);
  });

  it('stops a forecast run and a departure sweep, saving no snapshot or sweep', async () => {
    slowEnsembles();
    const run = await cancelledAfterFirst(
      'run-a',
      b.api['forecasts.run']({ taskId: 'run-a', voyageId, options: { ensemble: true, storms: true } }),
    );
    expect(run.code).toBe('cancelled');
    expect(await b.api['forecasts.list']({ voyageId })).toMatchObject({ snapshots: [] });
    // Another voyage, in the Bay of Biscay: none of its places were asked before.
    const biscay = northSeaVoyage();
    const sweepVoyage = {
      ...biscay,
      route: {
        ...biscay.route,
        waypoints: biscay.route.waypoints.map((w, i) => ({ ...w, position: { lat: 46 - i * 0.5, lon: -5 - i * 1.5 } })),
      },
    };
    const sweepVoyageId = (await b.api['voyages.save']({ voyage: sweepVoyage })).id;
    const sweep = await cancelledAfterFirst(
      'sweep-a',
      b.api['departures.sweep']({
        taskId: 'sweep-a',
        voyageId: sweepVoyageId,
        window: {
          fromUtc: NOW_UTC + HOUR_S,
          toUtc: NOW_UTC + 2 * 86_400 + HOUR_S,
          everyH: 12,
          arriveInDaylight: false,
        },
        options: {},
        rank: 'safest',
      }),
    );
    expect(sweep.code).toBe('cancelled');
    expect((await b.api['departures.list']({ voyageId: sweepVoyageId })).sweeps).toEqual([]);
  });

  it('stops a quick outlook given a task id', async () => {
    sandbox()!.faults.set('weather.ensemble.route', { kind: 'delay', delayMs: 3000, times: 'always' });
    const work = b.api['forecasts.outlook']({ voyageId, taskId: 'outlook-a' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await b.api['tasks.cancel']({ taskId: 'outlook-a' })).toEqual({ cancelled: true });
    const at = Date.now();
    await expect(work).rejects.toMatchObject({ code: 'cancelled' });
    expect(Date.now() - at).toBeLessThan(2000);
  });

  it('says when there is nothing of that id to cancel, and refuses a second task of a running id', async () => {
    expect(await b.api['tasks.cancel']({ taskId: 'nothing-here' })).toEqual({ cancelled: false });
    slowEnsembles();
    const first = b.api['forecasts.run']({ taskId: 'twice', voyageId, options: { ensemble: true, storms: true } });
    await expect(
      b.api['forecasts.run']({ taskId: 'twice', voyageId, options: { ensemble: true, storms: true } }),
    ).rejects.toMatchObject({ code: 'conflict' });
    await b.api['tasks.cancel']({ taskId: 'twice' });
    await expect(first).rejects.toMatchObject({ code: 'cancelled' });
  });
});
