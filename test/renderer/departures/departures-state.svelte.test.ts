// DeparturesState against a fake backend shaped like lib/backend.ts: the estimate before any
// credit is spent, the sweep with its own progress events only, a local re-rank (no request), a
// row chosen as the voyage's departure and undone, a failure that keeps the last sweep (stale),
// and a voyage reopened showing its newest stored sweep for no credits.
import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import type { DepartureSweep, IpcInput, ProgressEvent } from '../../../shared/ipc';
import type { DeparturesApi } from '../../../renderer/src/departures/departures-flow';
import { DeparturesState } from '../../../renderer/src/departures/departures-state.svelte';
import { VoyageStore } from '../../../renderer/src/voyage/voyage-store.svelte';
import { emptyDraft } from '../../../renderer/src/voyage/editor';
import { BackendError } from '../../../renderer/src/lib/backend-error';
import { H, ROW_A, ROW_B, ROW_C, ROW_D, sweepOf, summaryOf, T0 } from './fixtures';

/** 2026-11-27 17:20Z: the default window starts at 18:00Z. */
const NOW = Date.UTC(2026, 10, 27, 17, 20) / 1000;
const FROM = Date.UTC(2026, 10, 27, 18) / 1000;
const ESTIMATE = {
  credits: 26,
  requests: 13,
  cachedRequests: 1,
  places: 12,
  departures: 29,
  runCredits: 24,
  horizonUtc: FROM + 10 * 24 * H,
};

interface Harness {
  readonly planner: DeparturesState;
  readonly store: VoyageStore;
  readonly calls: {
    estimate: IpcInput<'departures.estimate'>[];
    sweep: IpcInput<'departures.sweep'>[];
    get: string[];
    cancel: string[];
  };
  readonly chosen: number[];
  readonly send: (event: ProgressEvent) => void;
  readonly finish: (outcome: { sweep: DepartureSweep } | { error: unknown }) => Promise<void>;
  readonly stored: DepartureSweep[];
}

function harness(stored: DepartureSweep[] = [], onSave: (planner: DeparturesState) => void = () => {}): Harness {
  let listener: ((event: ProgressEvent) => void) | null = null;
  let ending: ((outcome: { sweep: DepartureSweep } | { error: unknown }) => void) | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const calls: Harness['calls'] = { estimate: [], sweep: [], get: [], cancel: [] };
  const api: DeparturesApi = {
    departures: {
      estimate: async (input) => {
        calls.estimate.push(input);
        return ESTIMATE;
      },
      sweep: (input) => {
        calls.sweep.push(input);
        const promise = new Promise<DepartureSweep>((resolve, reject) => {
          ending = (outcome) => {
            if ('error' in outcome) return reject(outcome.error);
            stored.unshift(outcome.sweep);
            resolve(outcome.sweep);
          };
        });
        running = promise.catch(() => {});
        return promise;
      },
      list: async () => ({ sweeps: stored.map(summaryOf) }),
      get: async ({ sweepId }) => {
        calls.get.push(sweepId);
        const sweep = stored.find((s) => s.sweepId === sweepId);
        if (sweep === undefined) throw new BackendError({ code: 'not-found', message: 'No such sweep.' });
        return sweep;
      },
    },
    tasks: {
      cancel: async ({ taskId }) => {
        calls.cancel.push(taskId);
        ending?.({ error: new BackendError({ code: 'cancelled', message: 'Cancelled. Nothing else was spent.' }) });
        return { cancelled: true };
      },
    },
    onProgress: (l) => {
      listener = l;
      return () => (listener = null);
    },
  };
  const store = new VoyageStore(emptyDraft(T0 - 24 * H));
  const chosen: number[] = [];
  const planner = new DeparturesState({
    ensureSaved: async () => {
      // A first save tells the app the voyage changed (App's onVoyageChanged), as the library does.
      onSave(planner);
      return { voyageId: 'v1', revision: 2 };
    },
    api,
    editor: store,
    onChosen: (t) => chosen.push(t),
    nowUtc: () => NOW,
  });
  return {
    planner,
    store,
    calls,
    chosen,
    stored,
    send: (event) => {
      listener?.(event);
      flushSync();
    },
    finish: async (outcome) => {
      ending?.(outcome);
      await running;
      // The answer, then the list read after it.
      for (let i = 0; i < 5; i++) await Promise.resolve();
      flushSync();
    },
  };
}

/** Estimate and confirm: the sweep is in flight; answers its task id. */
async function startSweep(h: Harness): Promise<string> {
  await h.planner.estimate();
  flushSync();
  void h.planner.sweepNow();
  flushSync();
  const phase = h.planner.task.phase;
  if (phase.kind !== 'running') throw new Error(`not running: ${phase.kind}`);
  return phase.taskId;
}

describe('DeparturesState', () => {
  it('cancels the running sweep by its task id, and says so in words', async () => {
    const h = harness();
    const taskId = await startSweep(h);
    await h.planner.cancel();
    await h.finish({ error: new Error('already ended') });
    expect(h.calls.cancel).toEqual([taskId]);
    expect(h.planner.task.phase).toEqual({
      kind: 'cancelled',
      words: {
        message: 'Sweep cancelled. Nothing else was spent.',
        advice: 'The sweep shown is as it was: sweep again when ready.',
      },
    });
    // Nothing failed: the sweep shown (none here) is not marked out of date.
    expect(h.planner.stale).toBe(false);
    expect(h.planner.busy).toBe(false);
    await h.planner.cancel();
    expect(h.calls.cancel).toHaveLength(1);
  });

  it('defaults to every 6 h from the next whole 6 h UTC over 7 days', () => {
    const { planner } = harness();
    flushSync();
    expect(planner.text.from).toBe('2026-11-27 18:00Z');
    expect(planner.text.to).toBe('2026-12-04 18:00Z');
    expect(planner.reading).toEqual({
      ok: true,
      window: { fromUtc: FROM, toUtc: FROM + 7 * 24 * H, everyH: 6, arriveInDaylight: false },
    });
  });

  it('says what is wrong with a window typed without a zone, and offers no estimate for it', async () => {
    const h = harness();
    h.planner.edit({ from: '2026-11-28 06:00' });
    flushSync();
    expect(h.planner.reading.ok).toBe(false);
    if (!h.planner.reading.ok) {
      expect(h.planner.reading.field).toBe('from');
      expect(h.planner.reading.message).toContain('Add the zone');
    }
    await h.planner.estimate();
    expect(h.calls.estimate).toHaveLength(0);
  });

  it('estimates, sweeps with its own progress, then shows the ranked sweep', async () => {
    const h = harness();
    await h.planner.estimate();
    flushSync();
    expect(h.calls.estimate[0]?.window).toEqual({
      fromUtc: FROM,
      toUtc: FROM + 168 * H,
      everyH: 6,
      arriveInDaylight: false,
    });
    expect(h.planner.task.phase.kind).toBe('confirming');
    expect(h.planner.estimateCurrent).toBe(true);
    expect(h.calls.sweep).toHaveLength(0);

    const taskId = await startSweep(h);
    expect(h.calls.sweep[0]).toMatchObject({ taskId, voyageId: 'v1', revision: 2, rank: 'safest', riskCap: 0.1 });
    h.send({ taskId, done: 3, total: 13, message: 'Ensemble answers (3 of 13)' });
    expect(h.planner.task.phase).toMatchObject({ kind: 'running', progress: { done: 3, total: 13 } });
    // Another task's events change nothing.
    h.send({ taskId: 'forecast-other', done: 9, total: 9, message: '' });
    expect(h.planner.task.phase).toMatchObject({ kind: 'running', progress: { done: 3 } });

    await h.finish({ sweep: sweepOf('s1', T0 - 12 * H) });
    expect(h.planner.task.phase.kind).toBe('done');
    expect(h.planner.busy).toBe(false);
    expect(h.planner.sweep?.sweepId).toBe('s1');
    expect(h.planner.sweeps.map((s) => s.sweepId)).toEqual(['s1']);
    // Safest: B (8 %), A (40 %), then C (breaks a constraint), then D (not covered).
    expect(h.planner.rows.map((r) => [r.departureUtc, r.rank])).toEqual([
      [ROW_B.departureUtc, 1],
      [ROW_A.departureUtc, 2],
      [ROW_C.departureUtc, 3],
      [ROW_D.departureUtc, 4],
    ]);
    expect(h.planner.rankedAsSwept).toBe(true);
    expect(h.planner.stale).toBe(false);
  });

  it('re-ranks a finished sweep here, without a request', async () => {
    const h = harness();
    const taskId = await startSweep(h);
    h.send({ taskId, done: 13, total: 13, message: '' });
    await h.finish({ sweep: sweepOf('s1', T0 - 12 * H) });

    // Earliest arrival within a 50 % cap: A (arrives first, 40 %) leads.
    h.planner.ranking = 'earliest';
    h.planner.riskCap = 0.5;
    flushSync();
    expect(h.planner.rows.map((r) => r.departureUtc)).toEqual([ROW_A, ROW_B, ROW_C, ROW_D].map((r) => r.departureUtc));
    expect(h.planner.rankedAsSwept).toBe(false);

    // Within 10 %: A is over the cap, so B leads, A after it; C and D stay last.
    h.planner.riskCap = 0.1;
    flushSync();
    expect(h.planner.rows.map((r) => r.departureUtc)).toEqual([ROW_B, ROW_A, ROW_C, ROW_D].map((r) => r.departureUtc));

    // Balanced: C scores 0 + 0.05 x 12 h / 24 h = 0.025 but breaks a constraint; B 0.0925 beats A 0.4.
    h.planner.ranking = 'balanced';
    flushSync();
    expect(h.planner.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    expect(h.planner.rows[0]?.departureUtc).toBe(ROW_B.departureUtc);
    expect(h.planner.rows[2]?.departureUtc).toBe(ROW_C.departureUtc);
    expect(h.calls.sweep).toHaveLength(1);
    expect(h.calls.estimate).toHaveLength(1);
  });

  it('sets the chosen departure as one undo step, and Undo restores the old one', () => {
    const h = harness();
    expect(h.store.draft.departureUtc).toBe(T0 - 24 * H);
    expect(h.planner.choose(ROW_B.departureUtc)).toBeNull();
    expect(h.store.draft.departureUtc).toBe(T0 + 6 * H);
    expect(h.chosen).toEqual([T0 + 6 * H]);
    flushSync();
    expect(h.planner.currentDepartureUtc).toBe(T0 + 6 * H);
    // No waypoints yet: no ship's time to give.
    expect(h.planner.endLons).toBeNull();
    h.store.undo();
    flushSync();
    expect(h.store.draft.departureUtc).toBe(T0 - 24 * H);
    expect(h.planner.currentDepartureUtc).toBe(T0 - 24 * H);
    expect(h.store.canUndo).toBe(false);
  });

  it('gives the ship’s time at the first and last waypoints of the route on screen', () => {
    const h = harness();
    h.store.addWaypoint({ lat: 49.9, lon: -5.5 });
    h.store.addWaypoint({ lat: 41, lon: -45 });
    flushSync();
    expect(h.planner.endLons).toEqual({ departure: -5.5, arrival: -45 });
  });

  it('keeps the last good sweep after a failed one, marked stale, with the failure in words', async () => {
    const h = harness();
    const first = await startSweep(h);
    h.send({ taskId: first, done: 1, total: 1, message: '' });
    await h.finish({ sweep: sweepOf('s1', T0 - 12 * H) });

    await startSweep(h);
    await h.finish({
      error: new BackendError({ code: 'offline', message: 'The weather service cannot be reached.' }),
    });
    expect(h.planner.task.phase).toEqual({
      kind: 'failed',
      failure: { message: 'The weather service cannot be reached.', advice: '' },
    });
    expect(h.planner.sweep?.sweepId).toBe('s1');
    expect(h.planner.rows).toHaveLength(4);
    expect(h.planner.stale).toBe(true);
    h.planner.dismiss();
    flushSync();
    expect(h.planner.task.phase.kind).toBe('idle');
    expect(h.planner.stale).toBe(true);
  });

  it('shows the newest stored sweep of a voyage reopened, for no credits, and an older one picked', async () => {
    const older = sweepOf('s1', T0 - 36 * H);
    const newer = sweepOf('s2', T0 - 12 * H, true);
    const h = harness([older, newer]);
    await h.planner.showVoyage('v1');
    flushSync();
    expect(h.planner.sweep?.sweepId).toBe('s2');
    expect(h.planner.sweeps.map((s) => s.sweepId)).toEqual(['s1', 's2']);
    // Its window, still ahead, comes back into the fields: sweeping again compares like with like.
    expect(h.planner.text).toMatchObject({
      from: '2026-12-01 06:00Z',
      to: '2026-12-02 00:00Z',
      everyH: 6,
      arriveInDaylight: true,
    });
    // Offline: departures.get answers it stale.
    expect(h.planner.stale).toBe(true);
    expect(h.calls.estimate).toHaveLength(0);
    expect(h.calls.sweep).toHaveLength(0);

    await h.planner.open('s1');
    flushSync();
    expect(h.planner.sweep?.sweepId).toBe('s1');
    expect(h.planner.stale).toBe(false);
    expect(h.calls.get).toEqual(['s2', 's1']);
  });

  it('keeps the default window when the stored sweep’s window has passed', async () => {
    const past = { ...sweepOf('s1', NOW - 72 * H) };
    const h = harness([{ ...past, window: { ...past.window, fromUtc: NOW - 48 * H, toUtc: NOW - 24 * H } }]);
    await h.planner.showVoyage('v1');
    flushSync();
    expect(h.planner.sweep?.sweepId).toBe('s1');
    expect(h.planner.text.from).toBe('2026-11-27 18:00Z');
  });

  it('keeps the estimate of a first save while the stored sweeps of the voyage are read', async () => {
    const h = harness([sweepOf('s1', T0 - 36 * H)], (planner) => void planner.showVoyage('v1'));
    await h.planner.estimate();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    flushSync();
    expect(h.planner.task.phase).toMatchObject({ kind: 'confirming', estimate: { credits: 26 } });
    expect(h.planner.sweep?.sweepId).toBe('s1');
    expect(h.planner.sweeps.map((s) => s.sweepId)).toEqual(['s1']);
  });

  it('asks for a new estimate when the window changes after one', async () => {
    const h = harness();
    await h.planner.estimate();
    h.planner.edit({ everyH: 12 });
    flushSync();
    expect(h.planner.estimateCurrent).toBe(false);
    await h.planner.sweepNow();
    expect(h.calls.sweep).toHaveLength(0);
  });
});
