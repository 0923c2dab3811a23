// ForecastState through a run with partial results, against a fake backend whose run the test
// ends by hand and whose progress events it sends: the first charts from the deterministic
// forecast, what is still coming, the stored snapshot when done, a failure in words, and
// events that no longer concern the screen (another run, a run ended, another voyage) ignored.
import { BackendError } from '../../../renderer/src/lib/backend-error';
import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import type { PartialForecast, ProgressEvent, Snapshot } from '../../../shared/ipc';
import type { ForecastApi } from '../../../renderer/src/forecast/forecast-flow';
import { ForecastState } from '../../../renderer/src/forecast/forecast-state.svelte';
import { snapshot, SUMMARY } from './fixtures';
import { defined } from '../../../shared/domain/defined';

const ESTIMATE = { credits: 9, requests: [{ endpoint: 'marine.shipping.route', credits: 1, cached: false }] };

/** The fixture as a run would send it part-way: members of the first `partsIn` of 4 parts, none for the rest. */
function partialOf(partsIn: number, total = 4): PartialForecast {
  const { snapshotId: _id, ...summary } = SUMMARY;
  const full = snapshot();
  return {
    summary: { ...summary, memberCount: partsIn === 0 ? 0 : 4 },
    steps: full.steps,
    series: full.series.map((s) => ({
      ...s,
      // Parts are positions along the voyage: the first ones hold the first steps' members.
      members: partsIn === 0 ? [] : s.members.map((m) => m.map((v, step) => (step < partsIn * 2 ? v : null))),
    })),
    ensembleParts: { done: partsIn, total },
  };
}

interface Harness {
  readonly forecast: ForecastState;
  /** Sends a progress event as the backend would. */
  readonly send: (event: ProgressEvent) => void;
  /** Ends the run in flight: with the stored snapshot, or with a failure. */
  readonly finish: (outcome: { snapshot: Snapshot } | { error: unknown }) => void;
  /** Starts a run (estimate, confirm) and answers its task id. */
  readonly start: () => Promise<string>;
  /** The task ids tasks.cancel was asked to stop. */
  readonly cancelled: string[];
}

function harness(): Harness {
  let listener: ((event: ProgressEvent) => void) | null = null;
  let ending: ((outcome: { snapshot: Snapshot } | { error: unknown }) => void) | null = null;
  let taskId = '';
  let stored: Snapshot | null = null;
  const cancelled: string[] = [];
  const api: ForecastApi = {
    forecasts: {
      estimate: async () => ESTIMATE,
      run: (input) => {
        taskId = input.taskId;
        return new Promise((resolve, reject) => {
          ending = (outcome) => {
            if ('error' in outcome) return reject(outcome.error);
            stored = outcome.snapshot;
            resolve({ snapshotId: outcome.snapshot.summary.snapshotId, summary: outcome.snapshot.summary });
          };
        });
      },
      get: async () => {
        if (stored === null) throw new Error('nothing stored');
        return stored;
      },
      list: async () => ({ snapshots: stored === null ? [] : [stored.summary] }),
      point: async () => {
        throw new Error('not used');
      },
    },
    tasks: {
      cancel: async (input) => {
        cancelled.push(input.taskId);
        ending?.({ error: new BackendError({ code: 'cancelled', message: 'Cancelled. Nothing else was spent.' }) });
        return { cancelled: true };
      },
    },
    onProgress: (l) => {
      listener = l;
      return () => (listener = null);
    },
  };
  const forecast = new ForecastState({ ensureSaved: async () => ({ voyageId: 'v1', revision: 2 }), api });
  return {
    forecast,
    cancelled,
    send: (event) => {
      listener?.(event);
      flushSync();
    },
    finish: (outcome) => ending?.(outcome),
    start: async () => {
      await forecast.prepareRun();
      void forecast.confirmRun();
      flushSync();
      return taskId;
    },
  };
}

/** Lets the run's promise chain (run, then get and list) settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await new Promise((done) => setTimeout(done, 0));
  flushSync();
}

const event = (taskId: string, done: number, partial?: PartialForecast): ProgressEvent => ({
  taskId,
  done,
  total: 6,
  message: `Fetching wind ensemble (${done + 1} of 6)`,
  ...defined({ partial }),
});

describe('ForecastState with partial results', () => {
  it('cancels the running forecast by its task id, and says so in words', async () => {
    const h = harness();
    const taskId = await h.start();
    await h.forecast.cancelRun();
    await settle();
    expect(h.cancelled).toEqual([taskId]);
    expect(h.forecast.task.phase).toEqual({
      kind: 'cancelled',
      words: { message: 'Forecast cancelled. Nothing else was spent.', advice: 'Run the forecast again when ready.' },
    });
    expect(h.forecast.busy).toBe(false);
    await h.forecast.cancelRun();
    expect(h.cancelled).toHaveLength(1);
  });

  it('draws the first charts from the deterministic forecast while the run goes on', async () => {
    const h = harness();
    const taskId = await h.start();
    expect(h.forecast.task.phase.kind).toBe('running');
    expect(h.forecast.shown).toBeNull();
    expect(h.forecast.coming).toBeNull();

    h.send(event(taskId, 1, partialOf(0)));
    expect(h.forecast.shown?.steps).toHaveLength(7);
    // Not stored: no id, and nothing a report or the list could point at.
    expect(h.forecast.shown?.summary.snapshotId).toBe('');
    expect(h.forecast.snapshot).toBeNull();
    expect(h.forecast.along?.quantities.wind?.series.deterministic).toEqual([20, 22, 30, 36, 33, null, 25]);
    expect(h.forecast.along?.quantities.wind?.series.members).toEqual([]);
    expect(h.forecast.snapshotRef).toEqual({ voyageId: 'v1', revision: 2 });
    expect(h.forecast.busy).toBe(true);
    // The phase keeps the counts and words, not the partial result itself.
    const phase = h.forecast.task.phase;
    expect(phase).toMatchObject({ kind: 'running', progress: { done: 1, message: 'Fetching wind ensemble (2 of 6)' } });
    expect(phase.kind === 'running' && 'partial' in (phase.progress ?? {})).toBe(false);
  });

  it('says what is still coming, and fills the fans in as the ensemble parts arrive', async () => {
    const h = harness();
    const taskId = await h.start();
    h.send(event(taskId, 1, partialOf(0)));
    expect(h.forecast.coming).toBe(
      'Deterministic forecast shown. Members: 0 of 4 parts in; the ensemble fans appear as they arrive.',
    );
    h.send(event(taskId, 2)); // counts only: the result shown stays
    expect(h.forecast.coming).toContain('0 of 4 parts');
    h.send(event(taskId, 3, partialOf(2)));
    expect(h.forecast.coming).toBe(
      'Deterministic forecast shown. Members: 2 of 4 parts in; the fans fill in as the rest arrive.',
    );
    const wind = h.forecast.along?.quantities.wind;
    expect(wind?.series.members).toHaveLength(4);
    expect(wind?.stats[0]).not.toBeNull(); // the first ensemble step has its members
    expect(wind?.stats[6]).toBeNull(); // the last one's part is still coming
  });

  it('shows the stored snapshot when the run is done, and nothing more is said to be coming', async () => {
    const h = harness();
    const taskId = await h.start();
    h.send(event(taskId, 1, partialOf(0)));
    h.finish({ snapshot: snapshot() });
    await settle();
    expect(h.forecast.task.phase).toMatchObject({ kind: 'done', request: { ref: { voyageId: 'v1', revision: 2 } } });
    expect(h.forecast.busy).toBe(false);
    expect(h.forecast.soFar).toBeNull();
    expect(h.forecast.coming).toBeNull();
    expect(h.forecast.snapshot?.summary.snapshotId).toBe('7');
    expect(h.forecast.shown).toBe(h.forecast.snapshot);
    expect(h.forecast.snapshots.map((s) => s.snapshotId)).toEqual(['7']);
    expect(h.forecast.along?.quantities.wind?.stats[6]).not.toBeNull();
  });

  it('a run that fails says so in words and takes its partial results with it', async () => {
    const h = harness();
    const taskId = await h.start();
    h.send(event(taskId, 1, partialOf(0)));
    h.finish({
      error: { code: 'offline', message: 'The forecast could not be fetched and this voyage has none stored.' },
    });
    await settle();
    expect(h.forecast.task.phase).toEqual({
      kind: 'failed',
      failure: {
        code: 'offline',
        message: 'The forecast could not be fetched and this voyage has none stored.',
        advice: 'Check the connection and try again. Forecasts stored earlier stay available below.',
      },
    });
    expect(h.forecast.shown).toBeNull();
    expect(h.forecast.coming).toBeNull();
  });

  it('a stored forecast served stale (the service did not answer) is shown as stale, with no partial left', async () => {
    const h = harness();
    const taskId = await h.start();
    h.send(event(taskId, 1, partialOf(0)));
    const stale = snapshot();
    const staleSnapshot = {
      ...stale,
      summary: { ...stale.summary, provenance: { ...stale.summary.provenance, stale: true } },
    };
    h.finish({ snapshot: staleSnapshot });
    await settle();
    expect(h.forecast.shown?.summary.provenance.stale).toBe(true);
    expect(h.forecast.soFar).toBeNull();
  });

  it('ignores stale events: another run’s, those after the run ended, and a run of a voyage no longer on screen', async () => {
    const h = harness();
    const taskId = await h.start();
    h.send(event('forecast-someoneelse', 1, partialOf(0)));
    expect(h.forecast.shown).toBeNull();
    expect(h.forecast.task.phase).toMatchObject({ kind: 'running', progress: null });

    h.send(event(taskId, 1, partialOf(0)));
    h.finish({ snapshot: snapshot() });
    await settle();
    h.send(event(taskId, 4, partialOf(2)));
    expect(h.forecast.soFar).toBeNull();
    expect(h.forecast.shown?.summary.snapshotId).toBe('7');

    // A second run, then another voyage opened while it is in flight.
    const second = await h.start();
    h.send(event(second, 1, partialOf(0)));
    expect(h.forecast.soFar?.taskId).toBe(second);
    void h.forecast.showVoyage('v2');
    flushSync();
    expect(h.forecast.soFar).toBeNull();
    // The run goes on in the backend, unshown: its progress and its end change nothing here.
    expect(h.forecast.task.phase.kind).not.toBe('running');
    h.send(event(second, 2, partialOf(1)));
    expect(h.forecast.soFar).toBeNull();
    expect(h.forecast.shown).toBeNull();
    h.finish({ snapshot: snapshot() });
    await settle();
    expect(h.forecast.task.phase).toEqual({ kind: 'idle' });
    expect(h.forecast.busy).toBe(false);
  });
});
