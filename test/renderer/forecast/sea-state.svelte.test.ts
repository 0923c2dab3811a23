// SeaStateCheck (the shared estimate-and-run flow configured for the check) against a fake
// backend: the estimate for the voyage saved and the hull given, confirmed, progress of its own
// task only, the result kept; a failure in words; a dismissed estimate runs nothing; an estimate
// of another hull or an older revision is not offered to run.
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../../renderer/src/lib/backend-error';
import type { ProgressEvent, VoyageSeakeeping } from '../../../shared/ipc';
import { SeaStateCheck, type SeakeepingApi } from '../../../renderer/src/forecast/sea-state.svelte';

/** The task id the seeded draw gives (random() = 0.5: 'i' twelve times). */
const TASK_ID = `seakeeping-${'i'.repeat(12)}`;
const HULL = { lengthM: 40, beamM: 10, gmM: 1, draughtM: 2.5 };
const REF = { voyageId: 'v1', revision: 3 };
const ESTIMATE = {
  credits: 7,
  requests: 7,
  cachedRequests: 0,
  places: 7,
  steps: 7,
  cutBefore: 0,
  cutAfter: 0,
  horizonUtc: 1_800_000_000,
};
const RESULT: VoyageSeakeeping = {
  voyageId: 'v1',
  voyageRevision: 3,
  hull: { ...HULL, draughtAssumed: false },
  steps: [],
  cutBefore: 0,
  cutAfter: 0,
  horizonUtc: 1_800_000_000,
  waveModel: 'ecmwf-ens-wam',
  places: 7,
  creditsSpent: 7,
  provenance: { source: 'demo', stale: false, fetchedAtUtc: 1_799_000_000, ageS: 0, models: [] },
};

function harness(voyage: SeakeepingApi['seakeeping']['voyage'] = async () => RESULT) {
  let listener: ((event: ProgressEvent) => void) | null = null;
  const asked: unknown[] = [];
  const api: SeakeepingApi = {
    seakeeping: {
      estimate: async (input) => {
        asked.push(input);
        return ESTIMATE;
      },
      voyage: (input) => {
        asked.push(input);
        return voyage(input);
      },
    },
    onProgress: (l) => {
      listener = l;
      return () => (listener = null);
    },
  };
  const check = new SeaStateCheck({ ensureSaved: async () => REF, api, random: () => 0.5 });
  return { check, asked, send: (event: ProgressEvent) => listener?.(event) };
}

describe('SeaStateCheck', () => {
  it('estimates for the saved revision and the hull, runs when confirmed, keeps the result', async () => {
    const { check, asked, send } = harness(async () => {
      send({ taskId: 'other-task', done: 5, total: 9, message: 'not ours' });
      expect(check.task.phase).toMatchObject({ kind: 'running', progress: null });
      send({ taskId: TASK_ID, done: 1, total: 7, message: 'Fetching wave ensemble (1 of 7)' });
      expect(check.task.phase).toMatchObject({ kind: 'running', progress: { done: 1, total: 7 } });
      return RESULT;
    });
    await check.prepare(HULL);
    expect(check.task.phase).toEqual({ kind: 'confirming', request: { ref: REF, hull: HULL }, estimate: ESTIMATE });
    expect(asked).toEqual([{ voyageId: 'v1', revision: 3, hull: HULL, options: {} }]);
    await check.confirm();
    expect(asked[1]).toEqual({ taskId: TASK_ID, voyageId: 'v1', revision: 3, hull: HULL, options: {} });
    expect(check.task.phase).toMatchObject({ kind: 'done', result: RESULT });
    expect(check.result).toEqual(RESULT);
  });

  it('says a failure in words with what to do next', async () => {
    const { check } = harness(async () => {
      throw new BackendError({ code: 'offline', message: 'The wave ensemble could not be fetched at 2 of 7 places.' });
    });
    await check.prepare(HULL);
    await check.confirm();
    expect(check.task.phase).toMatchObject({
      kind: 'failed',
      failure: { message: 'The wave ensemble could not be fetched at 2 of 7 places.' },
    });
    expect(check.result).toBeNull();
  });

  it('runs nothing when the estimate is dismissed', async () => {
    const { check, asked } = harness();
    await check.prepare(HULL);
    check.task.dismiss();
    await check.confirm();
    expect(check.task.phase).toEqual({ kind: 'idle' });
    expect(asked).toHaveLength(1);
  });

  it('offers to run an estimate only for the hull and the revision on screen', async () => {
    const { check } = harness();
    await check.prepare(HULL);
    expect(check.estimateCurrent(HULL, 3)).toBe(true);
    expect(check.estimateCurrent(HULL, null)).toBe(true);
    expect(check.estimateCurrent(HULL, 4)).toBe(false);
    expect(check.estimateCurrent({ ...HULL, gmM: 1.2 }, 3)).toBe(false);
    expect(check.estimateCurrent(null, 3)).toBe(false);
  });
});
