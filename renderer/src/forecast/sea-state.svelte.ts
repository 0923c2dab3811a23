// The sea-state check of the voyage on screen (issue 29): estimate -> confirm -> run with
// progress -> the voyage judged by IMO MSC.1/Circ.1228 in every wave ensemble member, kept
// per voyage. The forecast's own flow, small and alike, to be folded into the shared one.
import type {
  IpcInput,
  IpcOutput,
  ProgressEvent,
  SeakeepingEstimate,
  Unsubscribe,
  VoyageSeakeeping,
} from '../../../shared/ipc';
import type { ShipHull } from '../../../shared/seakeeping/encounter';
import { describeFailure, type Failure } from '../components/error-words';
import type { VoyageRef } from '../lib/voyage-ref';

/** The part of the backend the check needs (renderer/src/lib/backend.ts's shape). */
export interface SeakeepingApi {
  readonly seakeeping: {
    readonly estimate: (input: IpcInput<'seakeeping.estimate'>) => Promise<IpcOutput<'seakeeping.estimate'>>;
    readonly voyage: (input: IpcInput<'seakeeping.voyage'>) => Promise<IpcOutput<'seakeeping.voyage'>>;
  };
  readonly tasks?: { readonly cancel: (input: IpcInput<'tasks.cancel'>) => Promise<IpcOutput<'tasks.cancel'>> };
  readonly onProgress: (listener: (event: ProgressEvent) => void) => Unsubscribe;
}

export type SeaStatePhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'estimating' }
  | {
      readonly kind: 'confirming';
      readonly ref: VoyageRef;
      readonly hull: ShipHull;
      readonly estimate: SeakeepingEstimate;
    }
  | {
      readonly kind: 'running';
      readonly ref: VoyageRef;
      readonly taskId: string;
      readonly progress: ProgressEvent | null;
    }
  | { readonly kind: 'failed'; readonly failure: Failure };

export interface SeaStateOptions {
  /** Saves the voyage when needed and names the revision checked (the forecast's). */
  readonly ensureSaved: () => Promise<VoyageRef>;
  readonly api: SeakeepingApi;
  readonly random?: () => number;
}

export class SeaStateCheck {
  phase = $state.raw<SeaStatePhase>({ kind: 'idle' });
  /** The latest check, of whichever voyage it was made for (the view shows it for that one only). */
  result = $state.raw<VoyageSeakeeping | null>(null);
  readonly busy: boolean = $derived(this.phase.kind === 'estimating' || this.phase.kind === 'running');

  private readonly options: SeaStateOptions;
  private stopProgress: Unsubscribe | null = null;
  /** An answer to an older run (dismissed, or run again) is dropped. */
  private run = 0;

  constructor(options: SeaStateOptions) {
    this.options = options;
  }

  /** Listened to from the first estimate on, for the state's life (as the forecast does). */
  private listen(): void {
    this.stopProgress ??= this.options.api.onProgress((event) => {
      if (this.phase.kind === 'running' && this.phase.taskId === event.taskId)
        this.phase = { ...this.phase, progress: event };
    });
  }

  dispose(): void {
    this.stopProgress?.();
    this.stopProgress = null;
  }

  /** "Check the sea state": saves the voyage if needed, then asks what the check would cost. */
  async prepare(hull: ShipHull): Promise<void> {
    if (this.busy) return;
    this.listen();
    this.phase = { kind: 'estimating' };
    const run = ++this.run;
    try {
      const ref = await this.options.ensureSaved();
      const estimate = await this.options.api.seakeeping.estimate({
        voyageId: ref.voyageId,
        revision: ref.revision,
        hull,
      });
      if (run === this.run) this.phase = { kind: 'confirming', ref, hull, estimate };
    } catch (error) {
      if (run === this.run) this.phase = { kind: 'failed', failure: describeFailure(error) };
    }
  }

  /** The navigator accepted the estimate: run, then show the steps judged. */
  async confirm(): Promise<void> {
    if (this.phase.kind !== 'confirming') return;
    const { ref, hull } = this.phase;
    const random = this.options.random ?? Math.random;
    const taskId = `seakeeping-${Math.floor(random() * 36 ** 8).toString(36)}`;
    this.phase = { kind: 'running', ref, taskId, progress: null };
    const run = ++this.run;
    try {
      const result = await this.options.api.seakeeping.voyage({
        taskId,
        voyageId: ref.voyageId,
        revision: ref.revision,
        hull,
      });
      if (run !== this.run) return;
      this.result = result;
      this.phase = { kind: 'idle' };
    } catch (error) {
      if (run === this.run) this.phase = { kind: 'failed', failure: describeFailure(error) };
    }
  }

  /** "Cancel" while running: the backend stops fetching; the run then fails as cancelled, in words. */
  async cancel(): Promise<void> {
    if (this.phase.kind === 'running') await this.options.api.tasks?.cancel({ taskId: this.phase.taskId });
  }

  /** Back from the estimate (or a failure) without running. */
  dismiss(): void {
    if (this.phase.kind === 'confirming' || this.phase.kind === 'failed') {
      this.run++;
      this.phase = { kind: 'idle' };
    }
  }
}
