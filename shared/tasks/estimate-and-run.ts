// One long action that spends credits, as one state machine: estimate -> the navigator confirms
// the credits -> run with progress (this run's events only, cancellable) -> done, failed (what
// happened and what to do) or cancelled. Pure TypeScript, so the renderer's panels (through a
// thin runes wrapper) and the CLI drive the same flow; each use gives its calls and its words.
import type { ProgressEvent } from '../ipc/progress';
import type { Unsubscribe } from '../ipc/renderer-api';

/** A failure in words: what happened, and what to do next ('' when the first says it). */
export interface FailureWords {
  readonly message: string;
  readonly advice: string;
}

/** What a progress event says, without what a run may carry beside it (partial results, journeys). */
export interface TaskProgress {
  readonly done: number;
  readonly total: number;
  /** What is happening now, e.g. "Fetching ensemble route (3 of 6)"; '' for none. */
  readonly message: string;
}

export type TaskPhase<Request, Estimate, Result> =
  | { readonly kind: 'idle' }
  | { readonly kind: 'estimating' }
  | { readonly kind: 'confirming'; readonly request: Request; readonly estimate: Estimate }
  | {
      readonly kind: 'running';
      readonly request: Request;
      readonly estimate: Estimate;
      readonly taskId: string;
      /** The run's latest progress, null before its first event. */
      readonly progress: TaskProgress | null;
    }
  | { readonly kind: 'done'; readonly request: Request; readonly result: Result }
  | { readonly kind: 'failed'; readonly failure: FailureWords }
  | { readonly kind: 'cancelled'; readonly words: FailureWords };

/**
 * How an estimate ended (stale: not asked while busy, or overtaken by a newer call). A failure
 * keeps the rejection itself for a caller with its own way out (the CLI's exit codes).
 */
export type EstimateOutcome<Request, Estimate> =
  | { readonly kind: 'confirming'; readonly request: Request; readonly estimate: Estimate }
  | { readonly kind: 'failed'; readonly failure: FailureWords; readonly error: unknown }
  | { readonly kind: 'stale' };

/** How a run ended, for the caller to act on (a stale outcome is one overtaken by a newer call). */
export type RunOutcome<Request, Result> =
  | { readonly kind: 'done'; readonly request: Request; readonly result: Result }
  | { readonly kind: 'failed'; readonly failure: FailureWords; readonly error: unknown }
  | { readonly kind: 'cancelled'; readonly words: FailureWords; readonly error: unknown }
  | { readonly kind: 'stale' };

/** One use of the flow: its calls to the backend and its words. */
export interface TaskSteps<Request, Estimate, Result> {
  /** What the run of `request` would cost (credits, requests, what is cached). */
  readonly estimate: (request: Request) => Promise<Estimate>;
  /** Runs `request` under `taskId`, the id its progress events carry. */
  readonly run: (request: Request, taskId: string) => Promise<Result>;
  /** Asks the backend to stop the run of `taskId` (absent where nothing is ever cancelled). */
  readonly cancel?: (taskId: string) => Promise<unknown>;
  /** Subscribes to every progress event (absent where none are sent); filtered here by task id. */
  readonly onProgress?: (listener: (event: ProgressEvent) => void) => Unsubscribe;
  /** A run's own progress event, whole (a forecast's partial results), after the phase took its words. */
  readonly onRunProgress?: (event: ProgressEvent, request: Request) => void;
  /** Any rejection in words. */
  readonly describe: (error: unknown) => FailureWords;
  /** The task ids' prefix, e.g. 'forecast' (ids are `<prefix>-<12 letters or digits>`). */
  readonly taskPrefix: string;
  /** Said when a run was cancelled, e.g. 'Optimisation cancelled.'; then the backend's sentence. */
  readonly cancelledWords: string;
  /** What to do after a cancelled run, e.g. 'Run the forecast again when ready.' ('' for nothing). */
  readonly cancelledAdvice?: string;
  /** Draws the task id's letters (tests give a seeded one). */
  readonly random?: () => number;
}

const IDLE = { kind: 'idle' } as const;

/** A task id the backend accepts (letters, digits, - and _), unique enough for one window or process. */
export function newTaskId(prefix: string, random: () => number = Math.random): string {
  let suffix = '';
  for (let i = 0; i < 12; i++) suffix += Math.floor(random() * 36).toString(36);
  return `${prefix}-${suffix}`;
}

/** The error the backend gives a run that was stopped (electron/backend/app/tasks.ts). */
function isCancellation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'cancelled';
}

export class EstimateAndRun<Request, Estimate, Result> {
  private readonly steps: TaskSteps<Request, Estimate, Result>;
  private current: TaskPhase<Request, Estimate, Result> = IDLE;
  /** Each estimate, run or reset is a new generation: answers to an older one change nothing. */
  private generation = 0;
  /** The run the navigator asked to stop (its rejection is then a cancellation). */
  private cancelledTaskId: string | null = null;
  private stopProgress: Unsubscribe | null = null;

  constructor(steps: TaskSteps<Request, Estimate, Result>) {
    this.steps = steps;
  }

  /** Where the phase is kept: a field here; the renderer's wrapper keeps it in a rune. */
  protected read(): TaskPhase<Request, Estimate, Result> {
    return this.current;
  }

  protected write(phase: TaskPhase<Request, Estimate, Result>): void {
    this.current = phase;
  }

  get phase(): TaskPhase<Request, Estimate, Result> {
    return this.read();
  }

  /** Estimating or running: a second estimate or run waits. */
  get busy(): boolean {
    const kind = this.read().kind;
    return kind === 'estimating' || kind === 'running';
  }

  /**
   * Listens to progress from the first estimate on, for the flow's life: the browser transport's
   * event stream then connects while the estimate is read, so a run's first events are not missed.
   */
  private listenToProgress(): void {
    if (this.stopProgress !== null || this.steps.onProgress === undefined) return;
    this.stopProgress = this.steps.onProgress((event) => {
      const phase = this.read();
      // Events of another run, or arriving after this one ended, change nothing.
      if (phase.kind !== 'running' || phase.taskId !== event.taskId) return;
      this.write({ ...phase, progress: { done: event.done, total: event.total, message: event.message } });
      this.steps.onRunProgress?.(event, phase.request);
    });
  }

  /** Stops listening to progress (the window or the command is closing). */
  dispose(): void {
    this.stopProgress?.();
    this.stopProgress = null;
  }

  /**
   * Asks what the run would cost. `prepare` makes the request (e.g. saves the voyage first); its
   * failure is the estimate's.
   */
  async estimate(prepare: () => Request | Promise<Request>): Promise<EstimateOutcome<Request, Estimate>> {
    if (this.busy) return { kind: 'stale' };
    this.listenToProgress();
    const generation = ++this.generation;
    this.write({ kind: 'estimating' });
    try {
      const request = await prepare();
      const estimate = await this.steps.estimate(request);
      if (generation !== this.generation) return { kind: 'stale' };
      this.write({ kind: 'confirming', request, estimate });
      return { kind: 'confirming', request, estimate };
    } catch (error) {
      if (generation !== this.generation) return { kind: 'stale' };
      const failure = this.steps.describe(error);
      this.write({ kind: 'failed', failure });
      return { kind: 'failed', failure, error };
    }
  }

  /** The navigator accepted the estimate: runs its request, with progress, until it ends. */
  async confirm(): Promise<RunOutcome<Request, Result>> {
    const phase = this.read();
    if (phase.kind !== 'confirming') return { kind: 'stale' };
    const { request, estimate } = phase;
    const taskId = newTaskId(this.steps.taskPrefix, this.steps.random);
    const generation = ++this.generation;
    this.write({ kind: 'running', request, estimate, taskId, progress: null });
    try {
      const result = await this.steps.run(request, taskId);
      if (generation !== this.generation) return { kind: 'stale' };
      this.write({ kind: 'done', request, result });
      return { kind: 'done', request, result };
    } catch (error) {
      if (generation !== this.generation) return { kind: 'stale' };
      const failure = this.steps.describe(error);
      if (this.cancelledTaskId === taskId || isCancellation(error)) {
        const words: FailureWords = {
          // The backend's sentence starts "Cancelled."; the flow's own words say what was.
          message: `${this.steps.cancelledWords} ${failure.message.replace(/^Cancelled\.\s*/, '')}`.trim(),
          advice: this.steps.cancelledAdvice ?? '',
        };
        this.write({ kind: 'cancelled', words });
        return { kind: 'cancelled', words, error };
      }
      this.write({ kind: 'failed', failure });
      return { kind: 'failed', failure, error };
    }
  }

  /** "Cancel" while running: the backend stops; the run then ends as cancelled. */
  async cancel(): Promise<void> {
    const phase = this.read();
    if (phase.kind !== 'running') return;
    this.cancelledTaskId = phase.taskId;
    await this.steps.cancel?.(phase.taskId);
  }

  /** Back from an estimate, a failure or an ended run without running (a run in flight goes on). */
  dismiss(): void {
    if (this.busy) return;
    this.generation++;
    this.write(IDLE);
  }

  /**
   * What is in flight no longer concerns the caller (another voyage was opened): back to idle, and
   * its answers and progress change nothing. A run goes on in the backend and is stored there.
   */
  abandon(): void {
    this.generation++;
    this.write(IDLE);
  }

  /** A failure of the work around the flow (opening a stored result), said where the flow's are. */
  fail(error: unknown): void {
    if (this.busy) return;
    this.generation++;
    this.write({ kind: 'failed', failure: this.steps.describe(error) });
  }
}
