// The quick outlook of the voyage on screen: its cost beside the full forecast's (the estimate),
// then, when confirmed, the route ensemble's mean wind and gust at each waypoint at its ETA.
import type { CreditEstimate, ForecastOptions, IpcInput, IpcOutput, Outlook } from '../../../shared/ipc';
import { defined } from '../../../shared/domain/defined';
import { describeFailure, newTaskId, type Failure, type VoyageRef } from '../forecast/forecast-flow';

export interface OutlookApi {
  readonly forecasts: {
    readonly estimate: (input: IpcInput<'forecasts.estimate'>) => Promise<IpcOutput<'forecasts.estimate'>>;
    readonly outlook: (input: IpcInput<'forecasts.outlook'>) => Promise<IpcOutput<'forecasts.outlook'>>;
  };
  /** Stops a running outlook (absent where nothing is ever cancelled). */
  readonly tasks?: { readonly cancel: (input: IpcInput<'tasks.cancel'>) => Promise<IpcOutput<'tasks.cancel'>> };
}

export type OutlookPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'estimating' }
  | { readonly kind: 'confirming'; readonly ref: VoyageRef; readonly estimate: CreditEstimate }
  | { readonly kind: 'loading'; readonly taskId: string }
  | { readonly kind: 'ready'; readonly outlook: Outlook }
  | { readonly kind: 'failed'; readonly failure: Failure };

export interface OutlookStateOptions {
  readonly ensureSaved: () => Promise<VoyageRef>;
  readonly api: OutlookApi;
  /** The forecast options in use (read when asked), for the chosen model and the full run's cost. */
  readonly options: () => ForecastOptions;
}

export class OutlookState {
  phase = $state.raw<OutlookPhase>({ kind: 'idle' });
  private request = 0;

  readonly busy: boolean = $derived(this.phase.kind === 'estimating' || this.phase.kind === 'loading');

  constructor(private readonly o: OutlookStateOptions) {}

  /** "Quick outlook": saves if needed, then asks what it and the full forecast would cost. */
  async prepare(): Promise<void> {
    if (this.busy) return;
    const id = ++this.request;
    this.phase = { kind: 'estimating' };
    try {
      const ref = await this.o.ensureSaved();
      const estimate = await this.o.api.forecasts.estimate({ ...ref, options: this.o.options() });
      if (id === this.request) this.phase = { kind: 'confirming', ref, estimate };
    } catch (error) {
      if (id === this.request) this.phase = { kind: 'failed', failure: describeFailure(error) };
    }
  }

  /** The navigator accepted the cost: fetch the outlook. */
  async confirm(): Promise<void> {
    if (this.phase.kind !== 'confirming') return;
    const { ref } = this.phase;
    const model = this.o.options().ensembleModel;
    const id = ++this.request;
    const taskId = newTaskId().replace(/^forecast-/, 'outlook-');
    this.phase = { kind: 'loading', taskId };
    try {
      const outlook = await this.o.api.forecasts.outlook({
        ...ref,
        ...defined({ ensembleModel: model }),
        taskId,
      });
      if (id === this.request) this.phase = { kind: 'ready', outlook };
    } catch (error) {
      if (id === this.request) this.phase = { kind: 'failed', failure: describeFailure(error) };
    }
  }

  /** "Cancel" while fetching: the backend stops; the outlook then fails as cancelled, in words. */
  async cancel(): Promise<void> {
    if (this.phase.kind !== 'loading') return;
    await this.o.api.tasks?.cancel({ taskId: this.phase.taskId });
  }

  dismiss(): void {
    this.request++;
    this.phase = { kind: 'idle' };
  }
}
