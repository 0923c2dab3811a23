// The forecast of the voyage on screen, for the panel, table, charts, chart colouring and storm
// warnings: the estimate -> confirm -> run (with progress) -> snapshot flow, the voyage's earlier
// forecasts, and everything derived from the snapshot with the vessel's limits (shared/forecast,
// computed once here so every view agrees). The run is shared/tasks' flow (`task`). While a run is
// in flight its partial results are shown (`shown`): the deterministic forecast first, then the
// ensemble as its parts arrive, with what is still coming in words (`coming`). A thin runes
// wrapper over forecast-flow.ts.
import type { ForecastOptions, PointForecast, Snapshot, SnapshotSummary } from '../../../shared/ipc';
import type { CreditEstimate } from '../../../shared/ipc';
import type { Position } from '../../../shared/domain/position';
import { DEFAULT_VESSEL_LIMITS, type VesselLimits } from '../../../shared/domain/voyage';
import {
  forecastAlongVoyage,
  type ForecastAlongVoyage,
  type RiskLevel,
  type WorstWindow,
} from '../../../shared/forecast';
import { formatUtcMinute } from '../../../shared/domain/time';
import {
  latestForecast,
  runForecast,
  runSoFar,
  type ForecastApi,
  type RunResult,
  type RunSoFar,
} from './forecast-flow';
import { describeFailure, type Failure } from '../components/error-words';
import type { VoyageRef } from '../lib/voyage-ref';
import { comingText } from './forecast-text';
import { defined } from '../../../shared/domain/defined';
import { TaskFlow } from '../components/task-flow.svelte';
import type { Vessel } from '../../../shared/domain/voyage';
import type { Schedule } from '../../../shared/schedule';
import { judgeForecastSea, type ForecastSea } from '../../../shared/forecast/forecast-sea';

/** What a run is asked: the voyage at one revision, with the options chosen when it was estimated. */
export interface ForecastRequest {
  readonly ref: VoyageRef;
  readonly options: ForecastOptions;
}

export interface PointRequest {
  readonly lat: number;
  readonly lon: number;
  /** The time the navigator picked (a step's time), highlighted in the dialog; null for none. */
  readonly timeUtc: number | null;
  /** e.g. "WP 2 Dover Strait" or "Step 2026-12-01 09:00Z". */
  readonly label: string;
}

export type PointPhase =
  | { readonly status: 'loading'; readonly request: PointRequest }
  | { readonly status: 'ready'; readonly request: PointRequest; readonly forecast: PointForecast }
  | { readonly status: 'failed'; readonly request: PointRequest; readonly failure: Failure };

/** The analysis of the snapshot, or why it could not be made (a unit Passage cannot read). */
type Analysis =
  | { readonly along: ForecastAlongVoyage; readonly error: null }
  | { readonly along: null; readonly error: string | null };

export interface ForecastStateOptions {
  /** Saves the voyage when needed and names the revision a forecast is made for. */
  readonly ensureSaved: () => Promise<VoyageRef>;
  readonly api: ForecastApi;
  /**
   * The vessel's limits the analysis uses, read reactively (e.g. `() => store.draft.vessel?.limits
   * ?? DEFAULT_VESSEL_LIMITS`), so a change of vessel re-marks the table at once. Default: the defaults.
   */
  readonly limits?: () => VesselLimits;
  /** The route's waypoints on screen, read reactively: the ensemble models are offered along it. */
  readonly route?: () => readonly Position[];
  /**
   * The voyage's vessel and schedule on screen, read reactively, for the forecast's sea judged
   * by MSC.1/Circ.1228 (`sea`); the schedule is null while there is none (too few waypoints).
   */
  readonly ship?: () => { readonly vessel: Vessel | undefined; readonly schedule: Schedule | null };
}

export class ForecastState {
  /** Saves the voyage when needed; also what the quick outlook is asked for. */
  readonly ensureSaved: () => Promise<VoyageRef>;
  private readonly api: ForecastApi;
  private readonly limitsOf: () => VesselLimits;
  private readonly shipOf: () => { readonly vessel: Vessel | undefined; readonly schedule: Schedule | null };
  /** The route's waypoints on screen (reactive through the option's getter). */
  readonly route: () => readonly Position[];
  /** Answers to older requests (a voyage switched, a second point clicked) are dropped. */
  private listRequest = 0;
  private pointRequest = 0;

  /** Estimate -> confirm -> run with progress (shared/tasks): its phase is what the panel's controls show. */
  readonly task: TaskFlow<ForecastRequest, CreditEstimate, RunResult> = this.newTask();
  /** A stored forecast is being read (a voyage opened, an earlier forecast picked). */
  opening = $state(false);
  // Raw: snapshots and summaries are replaced whole, never mutated.
  snapshot = $state.raw<Snapshot | null>(null);
  snapshots = $state.raw<readonly SnapshotSummary[]>([]);
  options = $state.raw<ForecastOptions>({ ensemble: true, storms: true });
  /** The open point forecast dialog, or null. */
  point = $state.raw<PointPhase | null>(null);
  /** The voyage whose forecasts are listed, or null for one never saved. */
  voyageId = $state<string | null>(null);
  /** The run in flight's latest partial result, or null (no run, or nothing in yet). */
  soFar = $state.raw<RunSoFar | null>(null);

  /** What the views draw: the run's partial result while one is in, else the snapshot. */
  readonly shown: Snapshot | null = $derived(this.soFar?.snapshot ?? this.snapshot);
  /** What the run in flight still has to bring, in words, once its first results are shown. */
  readonly coming: string | null = $derived(this.soFar === null ? null : comingText(this.soFar.ensembleParts));

  readonly busy: boolean = $derived(this.task.busy || this.opening);

  readonly analysis: Analysis = $derived.by(() => {
    if (this.shown === null) return { along: null, error: null };
    try {
      return { along: forecastAlongVoyage(this.shown, this.limits), error: null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { along: null, error: `This forecast cannot be analysed: ${message}.` };
    }
  });
  readonly along: ForecastAlongVoyage | null = $derived(this.analysis.along);
  /** Worst risk per leg (leg i: waypoint i to i + 1), for the chart's route colouring. */
  readonly legRisks: readonly RiskLevel[] | null = $derived(
    this.along === null ? null : this.along.legs.map((leg) => leg.risk),
  );
  readonly stepRisks: readonly RiskLevel[] = $derived(this.along?.stepRisks ?? []);
  readonly windows: readonly WorstWindow[] = $derived(this.along?.windows ?? []);
  /** The ship's forecast positions and times, for the storm warnings (CPA, cone entry). */
  readonly shipSteps: readonly { timeUtc: number; lat: number; lon: number }[] = $derived(
    this.shown === null ? [] : this.shown.steps.map(({ timeUtc, lat, lon }) => ({ timeUtc, lat, lon })),
  );
  /**
   * The forecast's own sea judged for the vessel's hull (shared/forecast/forecast-sea.ts, as the
   * report's section 3e judges it): the summary and the weather table read this one answer.
   */
  readonly sea: ForecastSea | null = $derived.by(() => {
    const { vessel, schedule } = this.shipOf();
    if (this.shown === null || schedule === null) return null;
    return judgeForecastSea(this.shown, vessel, schedule);
  });
  /** Voyage and revision of the forecast shown, to tell whether it is of the route on screen. */
  readonly snapshotRef: VoyageRef | null = $derived(
    this.shown === null ? null : { voyageId: this.shown.summary.voyageId, revision: this.shown.summary.voyageRevision },
  );

  constructor(options: ForecastStateOptions) {
    this.ensureSaved = options.ensureSaved;
    this.api = options.api;
    this.limitsOf = options.limits ?? (() => DEFAULT_VESSEL_LIMITS);
    this.route = options.route ?? (() => []);
    this.shipOf = options.ship ?? (() => ({ vessel: undefined, schedule: null }));
  }

  /** The vessel's limits the analysis uses (reactive: read through the option's getter). */
  get limits(): VesselLimits {
    return this.limitsOf();
  }

  /** The flow configured for this use; its calls read the fields set in the constructor when they run. */
  private newTask(): TaskFlow<ForecastRequest, CreditEstimate, RunResult> {
    return new TaskFlow({
      estimate: ({ ref, options }) =>
        this.api.forecasts.estimate({ voyageId: ref.voyageId, revision: ref.revision, options }),
      run: ({ ref, options }, taskId) => runForecast(this.api, ref, options, taskId),
      cancel: async (taskId) => this.api.tasks?.cancel({ taskId }),
      onProgress: (listener) => this.api.onProgress(listener),
      onRunProgress: (progress, { ref }) => {
        // A run of a voyage no longer on screen (another one was opened) is not drawn over it.
        if (progress.partial === undefined || ref.voyageId !== this.voyageId) return;
        this.soFar = runSoFar(progress.taskId, progress.partial);
        // User Timing: the run's first (or a further) partial result is in.
        performance.mark('passage:forecast-partial');
      },
      describe: describeFailure,
      taskPrefix: 'forecast',
      cancelledWords: 'Forecast cancelled.',
      cancelledAdvice: 'Run the forecast again when ready.',
    });
  }

  /** Stops listening to progress (the window is closing). */
  dispose(): void {
    this.task.dispose();
  }

  /** "Run forecast": saves if needed, then asks what the run would cost. */
  async prepareRun(): Promise<void> {
    if (this.busy) return;
    await this.task.estimate(async () => {
      const ref = await this.ensureSaved();
      if (ref.voyageId !== this.voyageId) {
        // Saved for the first time (or as another voyage): the forecasts listed were not its own.
        this.listRequest++;
        this.voyageId = ref.voyageId;
        this.snapshot = null;
        this.soFar = null;
        this.snapshots = [];
      }
      return { ref, options: this.options };
    });
  }

  /** The navigator accepted the estimate: run, then show the new snapshot (a run that fails takes its partial results with it). */
  async confirmRun(): Promise<void> {
    const request = this.listRequest;
    const outcome = await this.task.confirm();
    if (outcome.kind === 'stale') return;
    this.soFar = null;
    // Another voyage opened meanwhile (its list was asked since): the run is stored, not shown.
    if (outcome.kind !== 'done' || request !== this.listRequest) return;
    // User Timing for the bench: the run's answers are in; what follows is the page's own work.
    performance.mark('passage:forecast-received');
    this.snapshot = outcome.result.snapshot;
    this.snapshots = outcome.result.snapshots;
  }

  /** "Cancel" while running: the backend stops fetching; the run then ends as cancelled, in words. */
  cancelRun(): Promise<void> {
    return this.task.cancel();
  }

  /** Back from the estimate (or a failure) without running. */
  dismiss(): void {
    this.task.dismiss();
  }

  /** A failure reading what is stored, said where a run's are. */
  private fail(error: unknown): void {
    this.task.fail(error);
  }

  /**
   * The voyage on screen changed (opened, saved for the first time, a new one started): lists
   * its forecasts and shows the newest, which offline is the stored one with its age.
   */
  async showVoyage(voyageId: string | null): Promise<void> {
    if (voyageId === this.voyageId) return;
    const request = ++this.listRequest;
    this.voyageId = voyageId;
    this.snapshot = null;
    this.soFar = null;
    this.snapshots = [];
    this.point = null;
    this.opening = false;
    if (voyageId === null) return;
    // The first save of a run (prepareRun) also changes the voyage: its estimate and confirmation
    // are not interrupted, only the list of earlier forecasts is filled in.
    const inRun = (): boolean => this.task.phase.kind === 'estimating' || this.task.phase.kind === 'confirming';
    // A run in flight is of the voyage that was on screen: it goes on in the backend, unshown.
    if (this.task.phase.kind === 'running') this.task.abandon();
    if (!inRun()) this.opening = true;
    try {
      const latest = await latestForecast(this.api, voyageId);
      if (request !== this.listRequest) return;
      this.snapshots = latest.snapshots;
      if (inRun()) return;
      this.snapshot = latest.snapshot;
      this.opening = false;
    } catch (error) {
      if (request !== this.listRequest || inRun()) return;
      this.opening = false;
      this.fail(error);
    }
  }

  /** Shows an earlier forecast of the voyage. */
  async open(snapshotId: string): Promise<void> {
    if (this.busy) return;
    const request = ++this.listRequest;
    this.opening = true;
    try {
      const snapshot = await this.api.forecasts.get({ snapshotId });
      if (request !== this.listRequest) return;
      this.snapshot = snapshot;
      this.opening = false;
    } catch (error) {
      if (request !== this.listRequest) return;
      this.opening = false;
      this.fail(error);
    }
  }

  /** Opens the point forecast at a position (a waypoint, a step), highlighting `timeUtc`. */
  async openPoint(position: Position, timeUtc: number | null = null, label?: string): Promise<void> {
    const request: PointRequest = {
      lat: position.lat,
      lon: position.lon,
      timeUtc,
      label: label ?? (timeUtc === null ? 'Point forecast' : `Step ${formatUtcMinute(timeUtc)}`),
    };
    const id = ++this.pointRequest;
    this.point = { status: 'loading', request };
    try {
      const forecast = await this.api.forecasts.point({
        lat: position.lat,
        lon: position.lon,
        ...(this.voyageId === null ? {} : { voyageId: this.voyageId }),
        ...defined({ ensembleModel: this.options.ensembleModel, waveEnsembleModel: this.options.waveEnsembleModel }),
      });
      if (id === this.pointRequest) this.point = { status: 'ready', request, forecast };
    } catch (error) {
      if (id === this.pointRequest) this.point = { status: 'failed', request, failure: describeFailure(error) };
    }
  }

  /** Opens the point forecast at step `index` of the forecast shown. */
  openStep(index: number, waypointNames: readonly string[] = []): Promise<void> {
    const step = this.shown?.steps[index];
    if (step === undefined) return Promise.resolve();
    const name = step.waypointIndex === null ? '' : (waypointNames[step.waypointIndex] ?? '');
    const label =
      step.waypointIndex === null
        ? `Step ${formatUtcMinute(step.timeUtc)}`
        : `WP ${step.waypointIndex + 1}${name === '' ? '' : ` ${name}`}, ${formatUtcMinute(step.timeUtc)}`;
    return this.openPoint({ lat: step.lat, lon: step.lon }, step.timeUtc, label);
  }

  /** Opens the point forecast at waypoint `index` (clicked on the chart), at the snapshot's time there if any. */
  openWaypoint(index: number, position: Position, name = ''): Promise<void> {
    const step = this.shown?.steps.find((s) => s.waypointIndex === index);
    return this.openPoint(position, step?.timeUtc ?? null, `WP ${index + 1}${name === '' ? '' : ` ${name}`}`);
  }

  closePoint(): void {
    this.pointRequest++;
    this.point = null;
  }
}
