// The quick outlook of the voyage on screen: its cost beside the full forecast's (the estimate),
// then, when confirmed, the route ensemble's mean wind and gust at each waypoint at its ETA.
// shared/tasks' estimate-and-run flow, configured for it; a finished outlook stays in its phase.
import type {
  CreditEstimate,
  ForecastOptions,
  IpcInput,
  IpcOutput,
  Outlook,
  ProgressEvent,
  Unsubscribe,
} from '../../../shared/ipc';
import { defined } from '../../../shared/domain/defined';
import { describeFailure } from '../components/error-words';
import type { VoyageRef } from '../lib/voyage-ref';
import { TaskFlow } from '../components/task-flow.svelte';

export interface OutlookApi {
  readonly forecasts: {
    readonly estimate: (input: IpcInput<'forecasts.estimate'>) => Promise<IpcOutput<'forecasts.estimate'>>;
    readonly outlook: (input: IpcInput<'forecasts.outlook'>) => Promise<IpcOutput<'forecasts.outlook'>>;
  };
  /** Stops a running outlook (absent where nothing is ever cancelled). */
  readonly tasks?: { readonly cancel: (input: IpcInput<'tasks.cancel'>) => Promise<IpcOutput<'tasks.cancel'>> };
  /** The backend's progress events (absent where none are listened to). */
  readonly onProgress?: (listener: (event: ProgressEvent) => void) => Unsubscribe;
}

/** What an outlook is asked: the voyage at one revision, with the forecast's options when estimated. */
export interface OutlookRequest {
  readonly ref: VoyageRef;
  readonly options: ForecastOptions;
}

export interface OutlookStateOptions {
  readonly ensureSaved: () => Promise<VoyageRef>;
  readonly api: OutlookApi;
  /** The forecast options in use (read when asked), for the chosen model and the full run's cost. */
  readonly options: () => ForecastOptions;
}

export class OutlookState extends TaskFlow<OutlookRequest, CreditEstimate, Outlook> {
  private readonly ensureSaved: () => Promise<VoyageRef>;
  private readonly options: () => ForecastOptions;

  constructor(o: OutlookStateOptions) {
    super({
      estimate: ({ ref, options }) => o.api.forecasts.estimate({ ...ref, options }),
      run: ({ ref, options }, taskId) =>
        o.api.forecasts.outlook({ ...ref, ...defined({ ensembleModel: options.ensembleModel }), taskId }),
      cancel: async (taskId) => o.api.tasks?.cancel({ taskId }),
      ...defined({ onProgress: o.api.onProgress }),
      describe: describeFailure,
      taskPrefix: 'outlook',
      cancelledWords: 'Quick outlook cancelled.',
      cancelledAdvice: 'Ask for the quick outlook again when ready.',
    });
    this.ensureSaved = o.ensureSaved;
    this.options = o.options;
  }

  /** "Quick outlook": saves if needed, then asks what it and the full forecast would cost. */
  async prepare(): Promise<void> {
    await this.estimate(async () => ({ ref: await this.ensureSaved(), options: this.options() }));
  }
}
