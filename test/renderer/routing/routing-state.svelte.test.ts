// RoutingState against a fake backend shaped like lib/backend.ts: the request read from the open
// voyage, the estimate before any credit is spent, the optimisation with its own progress events
// only, the result beside the baseline and the navigator's own route, "Use this route" as one
// undo step that Undo takes back, a failure in words keeping the last result marked stale, and
// the drawing's result cleared. The own route's distance is RhumbSolve's
// (`echo "50 -5 40 -30" | RhumbSolve -i -p 3`: 2256274.845 m).
import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import type { IpcInput, OptimisedRoute, ProgressEvent, RouteSummary } from '../../../shared/ipc';
import type { RoutingApi } from '../../../renderer/src/routing/routing-flow';
import { RoutingState } from '../../../renderer/src/routing/routing-state.svelte';
import { VoyageStore } from '../../../renderer/src/voyage/voyage-store.svelte';
import { emptyDraft, type VoyageDraft } from '../../../renderer/src/voyage/editor';
import { BackendError } from '../../../renderer/src/lib/backend-error';
import type { ActionResult } from '../../../renderer/src/library/results';

const H = 3600;
const DEPART = Date.UTC(2026, 11, 1, 6) / 1000;
const RHUMB_M = 2256274.845;

function summary(distanceM: number, durationS: number, risk: number): RouteSummary {
  return {
    distanceM,
    durationS,
    etaUtc: DEPART + durationS,
    exceedance: { wind: risk, gust: risk / 2, hs: 0 },
    p90Max: { windKn: 30.4, gustKn: 41.2, hsM: 3.6 },
    storms: [],
  };
}

function answer(stale = false): OptimisedRoute {
  return {
    route: {
      waypoints: [
        { lat: 50, lon: -5, etaUtc: DEPART, why: 'start' as const, gain: null },
        { lat: 46.5, lon: -14.25, etaUtc: DEPART + 40 * H, why: 'great-circle' as const, gain: null },
        { lat: 40, lon: -30, etaUtc: DEPART + 104 * H, why: 'end' as const, gain: null },
      ],
    },
    optimised: summary(2_290_000, 104 * H, 0.04),
    baseline: summary(2_247_219, 110 * H, 0.6),
    own: summary(2_247_219, 112 * H, 0.7),
    stormList: { count: 0, fetchedAtUtc: DEPART - 2 * H, stale: false },
    creditsSpent: 18,
    samples: 42,
    provenance: { source: 'demo', stale, fetchedAtUtc: DEPART - 2 * H, ageS: 60, models: [] },
    method: 'graph' as const,
    softLimits: null,
    isochrones: [],
    members: [],
    corridor: [{ left: [{ lat: 51, lon: -5 }], right: [{ lat: 49, lon: -5 }] }],
  };
}

const ESTIMATE = { credits: 18, requests: 9, cachedRequests: 2, places: 21, naiveCredits: 160 };

function harness() {
  let listener: ((event: ProgressEvent) => void) | null = null;
  let ending: ((outcome: { route: OptimisedRoute } | { error: unknown }) => void) | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const calls = {
    estimate: [] as IpcInput<'routing.estimate'>[],
    optimise: [] as IpcInput<'routing.optimise'>[],
    cancel: [] as IpcInput<'tasks.cancel'>[],
  };
  const api: RoutingApi = {
    routing: {
      estimate: async (input) => {
        calls.estimate.push(input);
        return ESTIMATE;
      },
      optimise: (input) => {
        calls.optimise.push(input);
        const promise = new Promise<OptimisedRoute>((resolve, reject) => {
          ending = (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.route));
        });
        running = promise.catch(() => {});
        return promise;
      },
    },
    tasks: {
      cancel: async (input) => {
        calls.cancel.push(input);
        return { cancelled: true };
      },
    },
    onProgress: (l) => {
      listener = l;
      return () => (listener = null);
    },
  };
  const store = new VoyageStore(emptyDraft(DEPART));
  store.setVoyageName('Channel to Azores');
  store.addWaypoint({ lat: 50, lon: -5 }, 'Lizard');
  store.addWaypoint({ lat: 40, lon: -30 }, 'Landfall');
  const opened: VoyageDraft[] = [];
  const library = {
    newVoyage: async (content: (empty: VoyageDraft) => VoyageDraft): Promise<ActionResult> => {
      opened.push(content(emptyDraft(DEPART + 7 * 24 * H)));
      return { ok: true, words: null };
    },
  };
  const optimiser = new RoutingState({ api, editor: store, library });
  return {
    optimiser,
    store,
    calls,
    opened,
    send: (event: ProgressEvent) => {
      listener?.(event);
      flushSync();
    },
    finish: async (outcome: { route: OptimisedRoute } | { error: unknown }) => {
      ending?.(outcome);
      await running;
      for (let i = 0; i < 3; i++) await Promise.resolve();
      flushSync();
    },
  };
}

type Harness = ReturnType<typeof harness>;

async function startOptimise(h: Harness): Promise<string> {
  await h.optimiser.estimate();
  flushSync();
  void h.optimiser.optimise();
  flushSync();
  const phase = h.optimiser.task.phase;
  if (phase.kind !== 'running') throw new Error(`not running: ${phase.kind}`);
  return phase.taskId;
}

describe('RoutingState', () => {
  it('cancels the running optimisation by its task id, and a cancel is no failure', async () => {
    const h = harness();
    const taskId = await startOptimise(h);
    await h.optimiser.cancel();
    expect(h.calls.cancel).toEqual([{ taskId }]);
    await h.finish({
      error: new BackendError({
        code: 'cancelled',
        message: 'Cancelled. What was fetched before is stored; nothing else was spent.',
      }),
    });
    expect(h.optimiser.task.phase).toEqual({
      kind: 'cancelled',
      words: {
        message: 'Optimisation cancelled. What was fetched before is stored; nothing else was spent.',
        advice: '',
      },
    });
    expect(h.optimiser.busy).toBe(false);
    expect(h.optimiser.stale).toBe(false);
    // Nothing is running now: a second cancel asks nothing.
    await h.optimiser.cancel();
    expect(h.calls.cancel).toHaveLength(1);
  });

  it('"Depart then" takes the later departure offered as one undo step and estimates again for it', async () => {
    const h = harness();
    await startOptimise(h);
    const later = { departUtc: DEPART + 30 * H, etaUtc: DEPART + 130 * H, checkedUntilUtc: DEPART + 120 * H };
    const soft = { reason: 'No route', breaches: [], laterDeparture: later, triedUntilUtc: DEPART + 30 * H, stepH: 6 };
    await h.finish({ route: { ...answer(), softLimits: soft } });
    await h.optimiser.departLater();
    flushSync();
    expect(h.store.draft.departureUtc).toBe(DEPART + 30 * H);
    expect(h.calls.estimate.at(-1)?.departUtc).toBe(DEPART + 30 * H);
    expect(h.optimiser.task.phase.kind).toBe('confirming');
    expect(h.optimiser.notice).toBe(
      'The voyage now departs 2026-12-02 12:00Z. Undo (Ctrl+Z) brings the previous departure back.',
    );
    h.store.undo();
    expect(h.store.draft.departureUtc).toBe(DEPART);
  });

  it('reads the request from the open voyage: its ends, departure, first leg speed and limits', () => {
    const h = harness();
    flushSync();
    expect(h.store.draft.waypoints.map((w) => [w.position.lat, w.position.lon])).toEqual([
      [50, -5],
      [40, -30],
    ]);
    const reading = h.optimiser.reading;
    expect(reading).toMatchObject({
      ok: true,
      request: {
        from: { lat: 50, lon: -5 },
        to: { lat: 40, lon: -30 },
        vias: [],
        departUtc: DEPART,
        speedKn: 12,
        limits: { windKn: 34, gustKn: 45, hsM: 4 },
        percentile: 90,
        objective: 'time',
        speedLoss: true,
        method: 'graph',
        perMember: false,
      },
    });
    h.optimiser.choose({ noLimits: true, percentile: 75, objective: 'risk', allowanceH: 6 });
    flushSync();
    expect(h.optimiser.reading).toMatchObject({
      ok: true,
      request: { limits: null, percentile: 75, objective: 'risk', allowanceH: 6, method: 'graph' },
    });
    // Isochrones find the least time only: asked for with least risk, the graph search is sent.
    h.optimiser.choose({ method: 'isochrones' });
    flushSync();
    expect(h.optimiser.reading).toMatchObject({ ok: true, request: { objective: 'risk', method: 'graph' } });
    h.optimiser.choose({ objective: 'time' });
    flushSync();
    expect(h.optimiser.reading).toMatchObject({ ok: true, request: { objective: 'time', method: 'isochrones' } });
    // Each member's route too: least time only.
    h.optimiser.choose({ perMember: true });
    flushSync();
    expect(h.optimiser.reading).toMatchObject({ ok: true, request: { perMember: true } });
    h.optimiser.choose({ objective: 'risk' });
    flushSync();
    expect(h.optimiser.reading).toMatchObject({ ok: true, request: { objective: 'risk', perMember: false } });
  });

  it('keeps the intermediate waypoints as vias only when asked', () => {
    const h = harness();
    h.store.insertWaypoint(0, { lat: 46, lon: -15 });
    h.optimiser.choose({ keepVias: true });
    flushSync();
    expect(h.optimiser.reading).toMatchObject({ ok: true, request: { vias: [{ lat: 46, lon: -15 }] } });
    h.optimiser.choose({ keepVias: false });
    flushSync();
    expect(h.optimiser.reading).toMatchObject({ ok: true, request: { vias: [] } });
  });

  it('estimates, optimises with its own progress, then shows the optimised route beside the baseline and the own route', async () => {
    const h = harness();
    await h.optimiser.estimate();
    flushSync();
    expect(h.optimiser.task.phase).toMatchObject({ kind: 'confirming', estimate: { credits: 18, naiveCredits: 160 } });
    expect(h.calls.optimise).toHaveLength(0);
    // Another choice after the estimate: Optimise is refused until estimated again.
    h.optimiser.choose({ percentile: 95 });
    flushSync();
    expect(h.optimiser.estimateCurrent).toBe(false);
    await h.optimiser.optimise();
    expect(h.calls.optimise).toHaveLength(0);
    h.optimiser.choose({ percentile: 90 });
    flushSync();

    const taskId = await startOptimise(h);
    expect(h.calls.optimise[0]).toMatchObject({ taskId, speedKn: 12, departUtc: DEPART, percentile: 90 });
    // The own route goes along for the same weather: its length, and the ship hour by hour from the
    // departure to the arrival (the last point the exact ETA, rounded to the second).
    const sent = h.calls.optimise[0]?.own;
    expect(sent?.distanceM).toBeCloseTo(RHUMB_M, 2);
    const hours = RHUMB_M / 1852 / 12;
    expect(sent?.track).toHaveLength(Math.ceil(hours) + 1);
    expect(sent?.track[0]).toEqual({ lat: 50, lon: -5, timeUtc: DEPART });
    expect(sent?.track[1]?.timeUtc).toBe(DEPART + H);
    expect(sent?.track.at(-1)?.timeUtc).toBe(Math.round(DEPART + hours * H));
    // Estimates leave it out: what it costs does not depend on it.
    expect(h.calls.estimate[0]).not.toHaveProperty('own');
    expect(taskId).toMatch(/^routing-[0-9a-z]{12}$/);
    h.send({ taskId, done: 3, total: 9, message: 'Fetching the ensemble (3 of 9)' });
    expect(h.optimiser.task.phase).toMatchObject({ kind: 'running', progress: { done: 3, total: 9 } });
    h.send({ taskId: 'departures-other', done: 9, total: 9, message: '' });
    expect(h.optimiser.task.phase).toMatchObject({ kind: 'running', progress: { done: 3 } });
    h.send({ taskId, done: 9, total: 9, message: 'Searching routes' });
    expect(h.optimiser.task.phase).toMatchObject({ progress: { message: 'Searching routes' } });

    await h.finish({ route: answer() });
    expect(h.optimiser.task.phase.kind).toBe('done');
    expect(h.optimiser.result?.answer.optimised.durationS).toBe(104 * H);
    expect(h.optimiser.result?.answer.baseline.exceedance.wind).toBe(0.6);
    expect(h.optimiser.stale).toBe(false);
    const own = h.optimiser.result?.own;
    expect(own?.distanceM).toBeCloseTo(RHUMB_M, 2);
    expect(own?.durationS).toBeCloseTo((RHUMB_M / 1852 / 12) * H, 3);
    expect(own?.etaUtc).toBeCloseTo(DEPART + (RHUMB_M / 1852 / 12) * H, 3);
  });

  it('uses the route as one undo step: rhumb legs at the voyage speed, the ends keeping their names; Undo restores', async () => {
    const h = harness();
    await startOptimise(h);
    await h.finish({ route: answer() });
    const before = h.store.draft;
    h.store.setLegSpeed(0, 11);
    h.optimiser.useRoute();
    flushSync();
    const d = h.store.draft;
    expect(d.waypoints.map((w) => [w.position.lat, w.position.lon])).toEqual([
      [50, -5],
      [46.5, -14.25],
      [40, -30],
    ]);
    expect(d.waypoints.map((w) => w.name)).toEqual(['Lizard', '', 'Landfall']);
    expect(d.waypoints.every((w) => w.legGeometry === 'rhumb')).toBe(true);
    // The speed the route was optimised for (12 kn) on every leg; departure, name kept.
    expect(d.legSpeedsKn).toEqual([12, 12]);
    expect(d.departureUtc).toBe(DEPART);
    expect(d.name).toBe('Channel to Azores');
    expect(new Set(d.waypoints.map((w) => w.id)).size).toBe(3);
    expect(h.optimiser.notice).toContain('Undo');

    h.store.undo();
    flushSync();
    expect(h.store.draft.waypoints).toEqual(before.waypoints);
    expect(h.store.draft.legSpeedsKn).toEqual([11]);
  });

  it('uses no route whose ends are not the voyage’s (another voyage opened, an end moved)', async () => {
    const h = harness();
    await startOptimise(h);
    await h.finish({ route: answer() });
    expect(h.optimiser.matchesVoyage).toBe(true);
    h.store.moveWaypoint(1, { lat: 38.5, lon: -28.7 });
    flushSync();
    expect(h.optimiser.matchesVoyage).toBe(false);
    const moved = h.store.draft;
    h.optimiser.useRoute();
    expect(h.store.draft).toBe(moved);
  });

  it('opens the route as a new voyage named after the open one, which stays as it was', async () => {
    const h = harness();
    await startOptimise(h);
    await h.finish({ route: answer() });
    const before = h.store.draft;
    await h.optimiser.openAsNew();
    expect(h.opened).toHaveLength(1);
    expect(h.opened[0]?.name).toBe('Channel to Azores (optimised)');
    expect(h.opened[0]?.waypoints).toHaveLength(3);
    expect(h.opened[0]?.departureUtc).toBe(DEPART);
    expect(h.store.draft).toBe(before);
  });

  it('says a failure in words and keeps the last result, marked stale; Clear removes it', async () => {
    const h = harness();
    await startOptimise(h);
    await h.finish({ route: answer() });
    const shown = h.optimiser.result;

    await startOptimise(h);
    const message =
      'The ensemble over the route could not be fetched and not all of it is stored: try again when connected.';
    await h.finish({ error: new BackendError({ code: 'offline', message }) });
    expect(h.optimiser.task.phase).toEqual({ kind: 'failed', failure: { message, advice: '' } });
    expect(h.optimiser.result).toBe(shown);
    expect(h.optimiser.stale).toBe(true);

    h.optimiser.dismiss();
    h.optimiser.clear();
    flushSync();
    expect(h.optimiser.task.phase.kind).toBe('idle');
    expect(h.optimiser.result).toBeNull();
    expect(h.optimiser.stale).toBe(false);
  });

  it('asks for two waypoints before estimating', async () => {
    const h = harness();
    h.store.deleteWaypoint(1);
    flushSync();
    expect(h.optimiser.reading).toEqual({
      ok: false,
      message: 'The voyage needs a first and a last waypoint: add two waypoints to the route.',
    });
    await h.optimiser.estimate();
    expect(h.calls.estimate).toHaveLength(0);
  });
});
