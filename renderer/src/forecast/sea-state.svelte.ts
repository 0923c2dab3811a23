// The sea-state check of the voyage on screen (issue 29): the shared estimate-and-run flow
// (components/task-flow.svelte.ts, shared/tasks) configured for seakeeping.estimate and
// seakeeping.voyage, and the latest check kept (the view shows it for its own voyage only).
import type {
  IpcInput,
  IpcOutput,
  ProgressEvent,
  SeakeepingEstimate,
  Unsubscribe,
  VoyageSeakeeping,
} from '../../../shared/ipc';
import type { ShipHull } from '../../../shared/seakeeping/encounter';
import { describeFailure } from '../components/error-words';
import { TaskFlow } from '../components/task-flow.svelte';
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

/** What a check is asked: the voyage at one revision and the hull as it was when estimated. */
export interface SeaStateRequest {
  readonly ref: VoyageRef;
  readonly hull: ShipHull;
}

export interface SeaStateOptions {
  /** Saves the voyage when needed and names the revision checked (the forecast's). */
  readonly ensureSaved: () => Promise<VoyageRef>;
  readonly api: SeakeepingApi;
  /** Draws the task id's letters (tests give a seeded one). */
  readonly random?: () => number;
}

const sameHull = (a: ShipHull, b: ShipHull): boolean =>
  a.lengthM === b.lengthM && a.beamM === b.beamM && a.gmM === b.gmM && a.draughtM === b.draughtM;

export class SeaStateCheck {
  readonly task: TaskFlow<SeaStateRequest, SeakeepingEstimate, VoyageSeakeeping>;
  /** The latest check, of whichever voyage it was made for; kept while another is estimated. */
  result = $state.raw<VoyageSeakeeping | null>(null);
  private readonly ensureSaved: () => Promise<VoyageRef>;

  constructor(options: SeaStateOptions) {
    const { api } = options;
    this.ensureSaved = options.ensureSaved;
    this.task = new TaskFlow({
      estimate: ({ ref, hull }) =>
        api.seakeeping.estimate({ voyageId: ref.voyageId, revision: ref.revision, hull, options: {} }),
      run: ({ ref, hull }, taskId) =>
        api.seakeeping.voyage({ taskId, voyageId: ref.voyageId, revision: ref.revision, hull, options: {} }),
      cancel: async (taskId) => api.tasks?.cancel({ taskId }),
      onProgress: (listener) => api.onProgress(listener),
      describe: describeFailure,
      taskPrefix: 'seakeeping',
      cancelledWords: 'Sea-state check cancelled.',
      cancelledAdvice: 'The check shown (if any) is as it was: check again when ready.',
      ...(options.random === undefined ? {} : { random: options.random }),
    });
  }

  /** "Check the sea state": saves the voyage if needed, then asks what the check would cost. */
  async prepare(hull: ShipHull): Promise<void> {
    await this.task.estimate(async () => ({ ref: await this.ensureSaved(), hull }));
  }

  /** The navigator accepted the estimate: run, and keep the steps judged. */
  async confirm(): Promise<void> {
    const outcome = await this.task.confirm();
    if (outcome.kind === 'done') this.result = outcome.result;
  }

  /** The estimate shown is for this hull and the revision on screen (else it is asked again). */
  estimateCurrent(hull: ShipHull | null, currentRevision: number | null): boolean {
    const phase = this.task.phase;
    if (phase.kind !== 'confirming') return true;
    const { ref, hull: asked } = phase.request;
    return hull !== null && sameHull(asked, hull) && (currentRevision === null || currentRevision === ref.revision);
  }

  dispose(): void {
    this.task.dispose();
  }
}
