// The CLI's end of shared/tasks' estimate-and-run flow, the one the app's panels drive: the
// estimate, the credits gate between it and the run (--max-credits, or the navigator's yes at a
// terminal), the run with its progress line (this run's events only), and a failure thrown on as
// it came, so main words it and picks the exit code as for any other command.
import type { ProgressEvent, Unsubscribe } from '../../../shared/ipc';
import { EstimateAndRun } from '../../../shared/tasks/estimate-and-run';
import type { ProgressLine } from './progress';

/** The backend's progress events (the host's reportProgress), for whoever listens meanwhile. */
export class ProgressEvents {
  private readonly listeners = new Set<(event: ProgressEvent) => void>();

  readonly report = (event: ProgressEvent): void => {
    for (const listener of this.listeners) listener(event);
  };

  readonly subscribe = (listener: (event: ProgressEvent) => void): Unsubscribe => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** One command's long work: what it asks, what that costs, and how it is run. */
export interface CommandTask<Request, Estimate, Result> {
  readonly request: Request;
  readonly estimate: (request: Request) => Promise<Estimate>;
  /** The credits an estimate says the run would spend. */
  readonly credits: (estimate: Estimate) => number;
  /** Runs the request under `taskId`, the id its progress events carry. */
  readonly run: (request: Request, taskId: string) => Promise<Result>;
  readonly maxCredits: number | undefined;
  /** Where the run's progress is shown; null for nowhere (--json). */
  readonly progress: ProgressLine | null;
  /** Said once the estimate is in, before the credits gate. */
  readonly onEstimate?: (estimate: Estimate) => void;
  /** Said once the credits are allowed, just before the run. */
  readonly onApproved?: (estimate: Estimate) => void;
}

/** What of the service session the flow needs (service-session.ts's Session). */
export interface TaskSession {
  /** Rejects with Stopped when the command is stopped while `work` runs. */
  until<T>(work: Promise<T>): Promise<T>;
  /** Returns when `estimate` credits may be spent; throws (exit 1, nothing spent) otherwise. */
  approve(estimate: number, maxCredits: number | undefined): Promise<void>;
}

/** Estimates, passes the credits gate, runs with progress; the result, or the failure thrown as it came. */
export async function estimateAndRun<Request, Estimate, Result>(
  command: string,
  session: TaskSession,
  events: ProgressEvents,
  task: CommandTask<Request, Estimate, Result>,
): Promise<Result> {
  const flow = new EstimateAndRun<Request, Estimate, Result>({
    estimate: (request) => session.until(task.estimate(request)),
    run: (request, taskId) => session.until(task.run(request, taskId)),
    onProgress: events.subscribe,
    onRunProgress: (event) => task.progress?.update(event),
    // The words are main's (inWords): the error itself is thrown on below.
    describe: (error) => ({ message: error instanceof Error ? error.message : String(error), advice: '' }),
    taskPrefix: `cli-${command}`,
    cancelledWords: 'Cancelled.',
  });
  try {
    const estimated = await flow.estimate(() => task.request);
    if (estimated.kind === 'failed') throw estimated.error;
    if (estimated.kind === 'stale') throw new Error(`passage ${command}: the estimate was overtaken`);
    task.onEstimate?.(estimated.estimate);
    await session.approve(task.credits(estimated.estimate), task.maxCredits);
    task.onApproved?.(estimated.estimate);
    const ran = await flow.confirm().finally(() => task.progress?.end());
    if (ran.kind === 'done') return ran.result;
    if (ran.kind === 'stale') throw new Error(`passage ${command}: the run was overtaken`);
    throw ran.error;
  } finally {
    flow.dispose();
  }
}
