// The departure planner of the voyage on screen (issue 16): the window typed by the navigator,
// estimate -> confirm -> sweep (with progress) -> the ranked sweep, re-ranked here when the
// navigator picks another ranking, the voyage's earlier sweeps, and a row chosen as the voyage's
// departure (one undo step). A thin runes wrapper over departures-flow.ts; the sweep itself is
// shared/tasks' estimate-and-run flow (`task`).
import type { DepartureRowOut, DepartureSweep, SweepEstimate, SweepSummary, SweepWindow } from '../../../shared/ipc';
import { DEFAULT_RISK_CAP, type DepartureRanking } from '../../../shared/forecast/departure-rank';
import type { Position } from '../../../shared/domain/position';
import type { EditOutcome } from '../voyage/voyage-store.svelte';
import type { VoyageRef } from '../lib/voyage-ref';
import { errorInWords } from '../components/error-words';
import { TaskFlow } from '../components/task-flow.svelte';
import {
  defaultWindowText,
  windowTextOf,
  latestSweep,
  readWindow,
  rerank,
  sameWindow,
  type DeparturesApi,
  type WindowReading,
  type WindowText,
} from './departures-flow';

/** What a sweep is asked: the voyage at one revision and the window typed when it was estimated. */
export interface SweepRequest {
  readonly ref: VoyageRef;
  readonly window: SweepWindow;
}

export interface DeparturesStateOptions {
  /** Saves the voyage when needed and names the revision a sweep is made for. */
  readonly ensureSaved: () => Promise<VoyageRef>;
  readonly api: DeparturesApi;
  /**
   * The route editor (VoyageStore), read reactively: a chosen departure is one of its edits, so
   * one undo step; its route gives ship's time at departure and arrival.
   */
  readonly editor: {
    setDeparture(departureUtc: number): EditOutcome;
    readonly draft: { readonly departureUtc: number; readonly waypoints: readonly { readonly position: Position }[] };
  };
  /** A departure was chosen and set: e.g. show its forecast. */
  readonly onChosen?: (departureUtc: number) => void;
  /** Now, Unix seconds UTC (the default window starts at the next whole 6 h). */
  readonly nowUtc?: () => number;
}

export class DeparturesState {
  private readonly ensureSaved: () => Promise<VoyageRef>;
  private readonly api: DeparturesApi;
  private readonly editor: DeparturesStateOptions['editor'];
  private readonly onChosen: (departureUtc: number) => void;
  private readonly nowUtc: () => number;
  /** Answers to older requests (another voyage opened, another sweep picked) are dropped. */
  private request = 0;

  /** Estimate -> confirm -> sweep with progress (shared/tasks): what the panel's controls show. */
  readonly task: TaskFlow<SweepRequest, SweepEstimate, DepartureSweep> = this.newTask();
  /** A stored sweep is being read (a voyage opened, a sweep of the history picked). */
  opening = $state(false);
  /** The window as typed. */
  text = $state.raw<WindowText>(defaultWindowText(0));
  ranking = $state<DepartureRanking>('safest');
  /** 'earliest': the worst limit's exceedance counted as acceptable, 0..1. */
  riskCap = $state(DEFAULT_RISK_CAP);
  /** The sweep shown: the newest, one picked from the history, or the last good one after a failure. */
  sweep = $state.raw<DepartureSweep | null>(null);
  /** The voyage's sweeps, newest first. */
  sweeps = $state.raw<readonly SweepSummary[]>([]);
  voyageId = $state<string | null>(null);
  /** A sweep or a reading failed since the sweep shown was had: it may be out of date. */
  private failedSince = $state(false);

  readonly reading: WindowReading = $derived(readWindow(this.text));
  readonly busy: boolean = $derived(this.task.busy || this.opening);
  /** The estimate shown is for the window as typed now (else it must be asked again). */
  readonly estimateCurrent: boolean = $derived(
    this.task.phase.kind === 'confirming' &&
      this.reading.ok &&
      sameWindow(this.task.phase.request.window, this.reading.window),
  );
  /** The sweep's rows in the navigator's ranking, worked out here (no request). */
  readonly rows: readonly DepartureRowOut[] = $derived(
    this.sweep === null ? [] : rerank(this.sweep.departures, this.ranking, this.riskCap),
  );
  /** The sweep's own ranking is the one shown, so its top choice in words holds. */
  readonly rankedAsSwept: boolean = $derived(
    this.sweep !== null &&
      this.sweep.rank === this.ranking &&
      (this.ranking !== 'earliest' || this.sweep.riskCap === this.riskCap),
  );
  /** The voyage's departure now, marked in the table. */
  readonly currentDepartureUtc: number = $derived.by(() => this.editor.draft.departureUtc);
  /** The sweep shown is stale: stored past its freshness, or a newer one could not be had. */
  readonly stale: boolean = $derived(this.sweep !== null && (this.sweep.provenance.stale || this.failedSince));

  /** Longitudes of the first and last waypoints (ship's time there), or null without a route. */
  readonly endLons: { readonly departure: number; readonly arrival: number } | null = $derived.by(() => {
    const route = this.editor.draft.waypoints;
    const first = route[0];
    const last = route[route.length - 1];
    return first === undefined || last === undefined
      ? null
      : { departure: first.position.lon, arrival: last.position.lon };
  });

  constructor(options: DeparturesStateOptions) {
    this.ensureSaved = options.ensureSaved;
    this.api = options.api;
    this.editor = options.editor;
    this.onChosen = options.onChosen ?? (() => {});
    this.nowUtc = options.nowUtc ?? (() => Date.now() / 1000);
    this.text = defaultWindowText(this.nowUtc());
  }

  /** A field of the window typed; an estimate for another window no longer offers the sweep. */
  edit(patch: Partial<WindowText>): void {
    this.text = { ...this.text, ...patch };
  }

  /** The flow configured for this use; its calls read the fields set in the constructor when they run. */
  private newTask(): TaskFlow<SweepRequest, SweepEstimate, DepartureSweep> {
    return new TaskFlow({
      estimate: ({ ref, window }) =>
        this.api.departures.estimate({ voyageId: ref.voyageId, revision: ref.revision, window, options: {} }),
      run: ({ ref, window }, taskId) =>
        this.api.departures.sweep({
          taskId,
          voyageId: ref.voyageId,
          revision: ref.revision,
          window,
          options: {},
          rank: this.ranking,
          riskCap: this.riskCap,
        }),
      cancel: async (taskId) => this.api.tasks?.cancel({ taskId }),
      onProgress: (listener) => this.api.onProgress(listener),
      describe: (error) => ({ message: errorInWords(error), advice: '' }),
      taskPrefix: 'departures',
      cancelledWords: 'Sweep cancelled.',
      cancelledAdvice: 'The sweep shown is as it was: sweep again when ready.',
    });
  }

  dispose(): void {
    this.task.dispose();
  }

  /** A failure reading what is stored, said where a sweep's are: the sweep shown may be out of date. */
  private fail(error: unknown): void {
    this.task.fail(error);
    this.failedSince = true;
  }

  private show(sweep: DepartureSweep | null): void {
    this.sweep = sweep;
    this.failedSince = false;
    // The ranking shown starts as the one the sweep was made with.
    if (sweep !== null) {
      this.ranking = sweep.rank;
      this.riskCap = sweep.riskCap;
      // A stored sweep reopened brings its window back while it is still ahead (an hour's grace,
      // as the backend allows), so sweeping again after a newer run compares the same departures.
      const quiet = this.task.phase.kind === 'idle' || this.task.phase.kind === 'done';
      if (quiet && sweep.window.fromUtc >= this.nowUtc() - 3600) this.text = windowTextOf(sweep.window);
    }
  }

  /** "Estimate": saves the voyage if needed, then asks what the sweep of the typed window costs. */
  async estimate(): Promise<void> {
    const reading = this.reading;
    if (this.busy || !reading.ok) return;
    const outcome = await this.task.estimate(async () => {
      const ref = await this.ensureSaved();
      if (ref.voyageId !== this.voyageId) {
        // Saved for the first time: the sweeps listed were not its own.
        this.request++;
        this.voyageId = ref.voyageId;
        this.sweep = null;
        this.sweeps = [];
      }
      return { ref, window: reading.window };
    });
    if (outcome.kind === 'failed') this.failedSince = true;
  }

  /** "Sweep departures": the navigator accepted the estimate for the window as typed. */
  async sweepNow(): Promise<void> {
    if (!this.estimateCurrent) return;
    const request = this.request;
    const outcome = await this.task.confirm();
    // Another voyage opened meanwhile: the sweep is stored with its voyage, not shown over this one.
    if (outcome.kind === 'stale' || request !== this.request) return;
    // The last good sweep stays shown, marked stale; a cancelled one leaves it as good as it was.
    if (outcome.kind === 'failed') this.failedSince = true;
    if (outcome.kind !== 'done') return;
    const { sweeps } = await this.api.departures.list({ voyageId: outcome.request.ref.voyageId });
    if (request !== this.request) return;
    this.show(outcome.result);
    this.sweeps = sweeps;
  }

  /** "Cancel" while sweeping: the backend stops fetching; the sweep then ends as cancelled, in words. */
  cancel(): Promise<void> {
    return this.task.cancel();
  }

  /** Back from the estimate or a failure without sweeping. */
  dismiss(): void {
    this.task.dismiss();
  }

  /** The voyage on screen changed: its newest stored sweep is shown, for no credits. */
  async showVoyage(voyageId: string | null): Promise<void> {
    if (voyageId === this.voyageId) return;
    const request = ++this.request;
    this.voyageId = voyageId;
    this.sweep = null;
    this.sweeps = [];
    this.failedSince = false;
    this.opening = false;
    // The first save of an estimate also changes the voyage: the estimate and its confirmation
    // go on, only the voyage's stored sweeps are filled in.
    const inRun = (): boolean => this.task.phase.kind === 'estimating' || this.task.phase.kind === 'confirming';
    // A sweep in flight is of the voyage that was on screen: it goes on in the backend, unshown.
    if (this.task.phase.kind === 'running') this.task.abandon();
    if (voyageId === null) return;
    if (!inRun()) this.opening = true;
    try {
      const latest = await latestSweep(this.api, voyageId);
      if (request !== this.request) return;
      this.sweeps = latest.sweeps;
      this.show(latest.sweep);
      this.opening = false;
    } catch (error) {
      if (request !== this.request) return;
      this.opening = false;
      if (!inRun()) this.fail(error);
    }
  }

  /** Shows a sweep of the history (departures.get: stored, stale when the service does not answer). */
  async open(sweepId: string): Promise<void> {
    if (this.busy) return;
    const request = ++this.request;
    this.opening = true;
    try {
      const sweep = await this.api.departures.get({ sweepId });
      if (request !== this.request) return;
      this.opening = false;
      this.show(sweep);
    } catch (error) {
      if (request !== this.request) return;
      this.opening = false;
      this.fail(error);
    }
  }

  /** "Use this departure": the voyage departs then (one undo step); null when set, else why not. */
  choose(departureUtc: number): EditOutcome {
    const outcome = this.editor.setDeparture(departureUtc);
    if (outcome === null) this.onChosen(departureUtc);
    return outcome;
  }
}
