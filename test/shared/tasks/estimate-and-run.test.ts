// EstimateAndRun against a fake backend whose estimates and runs the test ends by hand: every
// transition, this run's progress only (a late event of an older task changes nothing), a
// cancellation, a failure in words, and answers overtaken by a newer call dropped.
import { describe, expect, it } from 'vitest';
import { taskIdSchema, type ProgressEvent } from '../../../shared/ipc';
import { EstimateAndRun, newTaskId, type FailureWords } from '../../../shared/tasks/estimate-and-run';

interface Pending<T> {
  readonly resolve: (value: T) => void;
  readonly reject: (error: unknown) => void;
}

interface Fake {
  readonly flow: EstimateAndRun<string, number, string>;
  /** Estimates asked (their requests), each to be ended by hand. */
  readonly estimates: { request: string; end: Pending<number> }[];
  /** Runs asked, each to be ended by hand. */
  readonly runs: { request: string; taskId: string; end: Pending<string> }[];
  readonly cancelled: string[];
  /** Whole progress events the use was given (this run's only). */
  readonly seen: ProgressEvent[];
  readonly send: (event: ProgressEvent) => void;
  readonly listeners: () => number;
}

function deferred<T>(): { promise: Promise<T>; end: Pending<T> } {
  let end!: Pending<T>;
  const promise = new Promise<T>((resolve, reject) => (end = { resolve, reject }));
  return { promise, end };
}

const describeError = (error: unknown): FailureWords =>
  error instanceof Error ? { message: error.message, advice: 'Try again.' } : { message: 'Unknown.', advice: '' };

function fake(): Fake {
  const estimates: Fake['estimates'] = [];
  const runs: Fake['runs'] = [];
  const cancelled: string[] = [];
  const seen: ProgressEvent[] = [];
  const listeners = new Set<(event: ProgressEvent) => void>();
  let seed = 0;
  const flow = new EstimateAndRun<string, number, string>({
    estimate: (request) => {
      const d = deferred<number>();
      estimates.push({ request, end: d.end });
      return d.promise;
    },
    run: (request, taskId) => {
      const d = deferred<string>();
      runs.push({ request, taskId, end: d.end });
      return d.promise;
    },
    cancel: async (taskId) => {
      cancelled.push(taskId);
    },
    onProgress: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onRunProgress: (event) => seen.push(event),
    describe: describeError,
    taskPrefix: 'sweep',
    cancelledWords: 'Sweep cancelled.',
    cancelledAdvice: 'Sweep again when ready.',
    random: () => (seed = (seed + 0.37) % 1),
  });
  return {
    flow,
    estimates,
    runs,
    cancelled,
    seen,
    send: (event) => listeners.forEach((l) => l(event)),
    listeners: () => listeners.size,
  };
}

/** Lets the awaited promises inside the flow settle. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function confirming(f: Fake, request = 'voyage 1', credits = 12): Promise<void> {
  const asked = f.flow.estimate(() => request);
  await settle();
  f.estimates.at(-1)!.end.resolve(credits);
  expect(await asked).toEqual({ kind: 'confirming', request, estimate: credits });
}

describe('EstimateAndRun', () => {
  it('goes idle -> estimating -> confirming -> running -> done, with this run progress', async () => {
    const f = fake();
    expect(f.flow.phase).toEqual({ kind: 'idle' });
    expect(f.flow.busy).toBe(false);

    const asked = f.flow.estimate(async () => 'voyage 1');
    expect(f.flow.phase).toEqual({ kind: 'estimating' });
    expect(f.flow.busy).toBe(true);
    await settle();
    expect(f.estimates.map((e) => e.request)).toEqual(['voyage 1']);
    f.estimates[0]!.end.resolve(12);
    expect(await asked).toEqual({ kind: 'confirming', request: 'voyage 1', estimate: 12 });
    expect(f.flow.phase).toEqual({ kind: 'confirming', request: 'voyage 1', estimate: 12 });
    expect(f.flow.busy).toBe(false);

    const outcome = f.flow.confirm();
    const run = f.runs[0]!;
    expect(run.taskId).toMatch(/^sweep-[a-z0-9]{12}$/);
    expect(f.flow.phase).toEqual({
      kind: 'running',
      request: 'voyage 1',
      estimate: 12,
      taskId: run.taskId,
      progress: null,
    });

    const event = { taskId: run.taskId, done: 2, total: 5, message: 'Fetching (2 of 5)', journeys: [] };
    f.send(event);
    expect(f.flow.phase).toMatchObject({
      kind: 'running',
      progress: { done: 2, total: 5, message: 'Fetching (2 of 5)' },
    });
    // The phase keeps the words and counts, the use is given the whole event.
    expect(f.flow.phase.kind === 'running' && 'journeys' in (f.flow.phase.progress ?? {})).toBe(false);
    expect(f.seen).toEqual([event]);

    run.end.resolve('sweep 1');
    expect(await outcome).toEqual({ kind: 'done', request: 'voyage 1', result: 'sweep 1' });
    expect(f.flow.phase).toEqual({ kind: 'done', request: 'voyage 1', result: 'sweep 1' });

    f.flow.dismiss();
    expect(f.flow.phase).toEqual({ kind: 'idle' });
  });

  it('ignores a late progress event of an older task, and events once the run ended', async () => {
    const f = fake();
    await confirming(f);
    const first = f.flow.confirm();
    const oldTask = f.runs[0]!.taskId;
    f.runs[0]!.end.resolve('sweep 1');
    await first;

    await confirming(f, 'voyage 1');
    void f.flow.confirm();
    const newTask = f.runs[1]!.taskId;
    expect(newTask).not.toBe(oldTask);
    f.send({ taskId: oldTask, done: 9, total: 9, message: 'Old run done' });
    expect(f.flow.phase).toMatchObject({ kind: 'running', taskId: newTask, progress: null });
    expect(f.seen).toEqual([]);
    // One subscription for the flow's life, however many runs.
    expect(f.listeners()).toBe(1);

    f.runs[1]!.end.resolve('sweep 2');
    await settle();
    f.send({ taskId: newTask, done: 1, total: 1, message: 'Late' });
    expect(f.flow.phase).toEqual({ kind: 'done', request: 'voyage 1', result: 'sweep 2' });

    f.flow.dispose();
    expect(f.listeners()).toBe(0);
  });

  it('cancels the run in flight: the backend is asked, and the run ends cancelled in words, not failed', async () => {
    const f = fake();
    await confirming(f);
    const outcome = f.flow.confirm();
    const run = f.runs[0]!;
    await f.flow.cancel();
    expect(f.cancelled).toEqual([run.taskId]);
    // Still running until the backend has stopped.
    expect(f.flow.phase.kind).toBe('running');

    const stopped = new Error('Cancelled. What was fetched before is stored; nothing else was spent.');
    run.end.reject(stopped);
    const words = {
      message: 'Sweep cancelled. What was fetched before is stored; nothing else was spent.',
      advice: 'Sweep again when ready.',
    };
    // The rejection itself comes with the outcome, for a caller with its own way out (the CLI).
    expect(await outcome).toEqual({ kind: 'cancelled', words, error: stopped });
    expect(f.flow.phase).toEqual({ kind: 'cancelled', words });
    expect(f.flow.busy).toBe(false);
  });

  it('takes a cancelled code from the backend as a cancellation (a cancel from elsewhere)', async () => {
    const f = fake();
    await confirming(f);
    const outcome = f.flow.confirm();
    f.runs[0]!.end.reject(Object.assign(new Error('Cancelled. Nothing was spent.'), { code: 'cancelled' }));
    expect(await outcome).toMatchObject({
      kind: 'cancelled',
      words: { message: 'Sweep cancelled. Nothing was spent.' },
    });
  });

  it('does nothing on cancel unless running', async () => {
    const f = fake();
    await f.flow.cancel();
    await confirming(f);
    await f.flow.cancel();
    expect(f.cancelled).toEqual([]);
    expect(f.flow.phase.kind).toBe('confirming');
  });

  it('says a failed run in words (what happened, what to do)', async () => {
    const f = fake();
    await confirming(f);
    const outcome = f.flow.confirm();
    const error = new Error('The service did not answer.');
    f.runs[0]!.end.reject(error);
    const failure = { message: 'The service did not answer.', advice: 'Try again.' };
    expect(await outcome).toEqual({ kind: 'failed', failure, error });
    expect(f.flow.phase).toEqual({ kind: 'failed', failure });
    f.flow.dismiss();
    expect(f.flow.phase).toEqual({ kind: 'idle' });
  });

  it('says a failed estimate, and a failure to prepare the request, in words', async () => {
    const f = fake();
    const asked = f.flow.estimate(() => 'voyage 1');
    await settle();
    const error = new Error('No credits left.');
    f.estimates[0]!.end.reject(error);
    expect(await asked).toEqual({
      kind: 'failed',
      failure: { message: 'No credits left.', advice: 'Try again.' },
      error,
    });
    expect(f.flow.phase).toEqual({ kind: 'failed', failure: { message: 'No credits left.', advice: 'Try again.' } });

    expect(
      await f.flow.estimate(() => {
        throw 'not an Error';
      }),
    ).toEqual({ kind: 'failed', failure: { message: 'Unknown.', advice: '' }, error: 'not an Error' });
    expect(f.flow.phase).toEqual({ kind: 'failed', failure: { message: 'Unknown.', advice: '' } });
    expect(f.estimates).toHaveLength(1);
  });

  it('asks nothing twice while busy, and runs only a confirmed estimate', async () => {
    const f = fake();
    expect(await f.flow.confirm()).toEqual({ kind: 'stale' });
    expect(f.runs).toEqual([]);
    const first = f.flow.estimate(() => 'voyage 1');
    expect(await f.flow.estimate(() => 'voyage 2')).toEqual({ kind: 'stale' });
    await settle();
    expect(f.estimates.map((e) => e.request)).toEqual(['voyage 1']);
    f.estimates[0]!.end.resolve(3);
    await first;

    void f.flow.confirm();
    expect(await f.flow.confirm()).toEqual({ kind: 'stale' });
    expect(await f.flow.estimate(() => 'voyage 3')).toEqual({ kind: 'stale' });
    f.flow.dismiss();
    expect(f.flow.phase.kind).toBe('running');
    expect(f.runs).toHaveLength(1);
  });

  it('drops the answers of a run abandoned in flight (another voyage opened): its late result and progress', async () => {
    const f = fake();
    await confirming(f);
    const outcome = f.flow.confirm();
    const run = f.runs[0]!;
    f.flow.abandon();
    expect(f.flow.phase).toEqual({ kind: 'idle' });
    f.send({ taskId: run.taskId, done: 1, total: 2, message: 'Fetching' });
    expect(f.seen).toEqual([]);

    // A new estimate meanwhile; the old run's answer does not replace it.
    await confirming(f, 'voyage 2', 4);
    run.end.resolve('sweep of voyage 1');
    expect(await outcome).toEqual({ kind: 'stale' });
    expect(f.flow.phase).toEqual({ kind: 'confirming', request: 'voyage 2', estimate: 4 });
  });

  it('drops an estimate abandoned in flight, and a failure of an abandoned run', async () => {
    const f = fake();
    const asked = f.flow.estimate(() => 'voyage 1');
    await settle();
    f.flow.abandon();
    f.estimates[0]!.end.resolve(5);
    expect(await asked).toEqual({ kind: 'stale' });
    expect(f.flow.phase).toEqual({ kind: 'idle' });

    await confirming(f, 'voyage 1');
    const outcome = f.flow.confirm();
    f.flow.abandon();
    f.runs[0]!.end.reject(new Error('The service did not answer.'));
    expect(await outcome).toEqual({ kind: 'stale' });
    expect(f.flow.phase).toEqual({ kind: 'idle' });
  });

  it('says a failure of the work around it (a stored result not opened), unless busy', async () => {
    const f = fake();
    f.flow.fail(new Error('The stored sweep cannot be read.'));
    expect(f.flow.phase).toEqual({
      kind: 'failed',
      failure: { message: 'The stored sweep cannot be read.', advice: 'Try again.' },
    });
    const asked = f.flow.estimate(() => 'voyage 1');
    f.flow.fail(new Error('Another failure.'));
    expect(f.flow.phase).toEqual({ kind: 'estimating' });
    await settle();
    f.estimates[0]!.end.resolve(5);
    await asked;
    expect(f.flow.phase).toEqual({ kind: 'confirming', request: 'voyage 1', estimate: 5 });
  });

  it('makes task ids the backend accepts', () => {
    let i = 0;
    const values = [0, 0.5, 0.999];
    expect(newTaskId('forecast', () => values[i++ % 3]!)).toBe('forecast-0iz0iz0iz0iz');
    const ids = Array.from({ length: 50 }, () => newTaskId('forecast'));
    expect(ids.every((id) => taskIdSchema.safeParse(id).success)).toBe(true);
    expect(new Set(ids).size).toBe(50);
  });
});
