// OutlookState: "Quick outlook" saves, asks the estimate with the forecast's options (its chosen
// model), waits for the navigator, then fetches the outlook with that model; a failure and a
// cancellation in words.
import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import type { CreditEstimate, ForecastOptions, IpcInput, Outlook } from '../../../shared/ipc';
import { OutlookState } from '../../../renderer/src/models/outlook-state.svelte';

const ESTIMATE: CreditEstimate = {
  credits: 12,
  requests: [],
  outlook: { credits: 6, requests: 1, waypoints: 3, cheaper: 'outlook' },
};

const OUTLOOK: Outlook = {
  voyageId: 'v1',
  voyageRevision: 3,
  model: 'ens',
  rows: [
    {
      waypointIndex: 0,
      name: 'Hook',
      lat: 52,
      lon: 4,
      event: 'arrival',
      etaUtc: 1_764_000_000,
      windKn: 12,
      gustKn: 16,
    },
  ],
  requests: 1,
  creditsSpent: 6,
  provenance: { source: 'demo', stale: false, fetchedAtUtc: 1_764_000_000, ageS: 0, models: [] },
};

function harness(fail = false) {
  const estimates: IpcInput<'forecasts.estimate'>[] = [];
  const outlooks: IpcInput<'forecasts.outlook'>[] = [];
  let options: ForecastOptions = { ensemble: true, storms: true, ensembleModel: 'ens' };
  const state = new OutlookState({
    ensureSaved: async () => ({ voyageId: 'v1', revision: 3 }),
    options: () => options,
    api: {
      forecasts: {
        estimate: async (input) => {
          estimates.push(input);
          return ESTIMATE;
        },
        outlook: async (input) => {
          outlooks.push(input);
          if (fail) throw { code: 'offline', message: 'The quick outlook could not be fetched.' };
          return OUTLOOK;
        },
      },
    },
  });
  return { state, estimates, outlooks, setOptions: (o: ForecastOptions) => (options = o) };
}

describe('OutlookState', () => {
  it('shows the cost first, then fetches the outlook with the chosen model', async () => {
    const { state, estimates, outlooks } = harness();
    await state.prepare();
    flushSync();
    expect(state.phase).toMatchObject({ kind: 'confirming', estimate: ESTIMATE });
    expect(estimates).toEqual([
      { voyageId: 'v1', revision: 3, options: { ensemble: true, storms: true, ensembleModel: 'ens' } },
    ]);
    expect(outlooks).toEqual([]);
    await state.confirm();
    flushSync();
    expect(outlooks).toEqual([
      { voyageId: 'v1', revision: 3, ensembleModel: 'ens', taskId: expect.stringMatching(/^outlook-[a-z0-9]{12}$/) },
    ]);
    expect(state.phase).toMatchObject({ kind: 'done', result: OUTLOOK });
    state.dismiss();
    expect(state.phase.kind).toBe('idle');
  });

  it('asks without a model when none is chosen, and says a failure in words', async () => {
    const { state, outlooks, setOptions } = harness(true);
    setOptions({ ensemble: true, storms: false });
    await state.prepare();
    await state.confirm();
    flushSync();
    expect(outlooks).toEqual([{ voyageId: 'v1', revision: 3, taskId: expect.stringMatching(/^outlook-/) }]);
    expect(state.phase).toMatchObject({
      kind: 'failed',
      failure: { code: 'offline', message: 'The quick outlook could not be fetched.' },
    });
    expect(state.busy).toBe(false);
  });

  it('cancels the outlook being fetched by its task id, and says so in words', async () => {
    const cancelled: IpcInput<'tasks.cancel'>[] = [];
    let reject: (error: unknown) => void = () => {};
    const state = new OutlookState({
      ensureSaved: async () => ({ voyageId: 'v1', revision: 3 }),
      options: () => ({ ensemble: true, storms: true }),
      api: {
        forecasts: {
          estimate: async () => ESTIMATE,
          outlook: () => new Promise((_, r) => (reject = r)),
        },
        tasks: {
          cancel: async (input) => {
            cancelled.push(input);
            reject({
              code: 'cancelled',
              message: 'Cancelled. What was fetched before is stored; nothing else was spent.',
            });
            return { cancelled: true };
          },
        },
      },
    });
    await state.prepare();
    const fetching = state.confirm();
    flushSync();
    const phase = state.phase;
    if (phase.kind !== 'running') throw new Error(`not running: ${phase.kind}`);
    await state.cancel();
    await fetching;
    flushSync();
    expect(cancelled).toEqual([{ taskId: phase.taskId }]);
    expect(state.phase).toEqual({
      kind: 'cancelled',
      words: {
        message: 'Quick outlook cancelled. What was fetched before is stored; nothing else was spent.',
        advice: 'Ask for the quick outlook again when ready.',
      },
    });
    expect(state.busy).toBe(false);
  });
});
