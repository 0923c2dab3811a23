// The route optimiser of the open voyage (issue 17): the navigator's choices, estimate -> confirm
// -> optimise (with progress) -> the optimised route beside the baseline and the navigator's own,
// drawn on the chart until cleared; "Use this route" replaces the voyage's route as one undo step.
// A thin runes wrapper over routing-flow.ts; the optimisation itself is shared/tasks'
// estimate-and-run flow (`task`).
import type { OptimisedRoute, RoutingEstimate } from '../../../shared/ipc';
import type { ActionResult } from '../library/results';
import { errorInWords } from '../components/error-words';
import { TaskFlow } from '../components/task-flow.svelte';
import { setDeparture, type DraftSchedule, type VoyageDraft } from '../voyage/editor';
import { formatUtcMinute } from '../../../shared/domain/time';
import { NoGoState } from './no-go-state.svelte';
import {
  DEFAULT_CHOICES,
  draftFromRoute,
  ownRouteOf,
  readRequest,
  sameRequest,
  type OwnRoute,
  type RequestReading,
  type RoutingApi,
  type RoutingChoices,
  type RoutingRequest,
} from './routing-flow';

/** An optimisation shown: the answer, what it was asked, and the navigator's route at the time. */
export interface RoutingResult {
  readonly answer: OptimisedRoute;
  readonly request: RoutingRequest;
  readonly own: OwnRoute | null;
}

export interface RoutingStateOptions {
  readonly api: RoutingApi;
  /** The route editor (VoyageStore), read reactively; a route used is one of its undo steps. */
  readonly editor: {
    readonly draft: VoyageDraft;
    readonly schedule: DraftSchedule;
    replace(draft: VoyageDraft): void;
  };
  /**
   * The library: its New voyage (asks about unsaved changes first; without it no "Open as new
   * voyage"), and the saved voyage open, whose no-go areas are shown.
   */
  readonly library?: {
    readonly saved?: { readonly id: string } | null;
    newVoyage(content: (empty: VoyageDraft) => VoyageDraft): Promise<ActionResult>;
  };
}

export class RoutingState {
  private readonly api: RoutingApi;
  private readonly editor: RoutingStateOptions['editor'];
  private readonly library: RoutingStateOptions['library'];

  /**
   * Estimate -> confirm -> optimise with progress (shared/tasks); a run also sends the navigator's
   * own route as planned when it was confirmed, to be compared with.
   */
  readonly task: TaskFlow<RoutingRequest, RoutingEstimate, RoutingResult> = this.newTask();
  choices = $state.raw<RoutingChoices>(DEFAULT_CHOICES);
  /** The result shown: the newest, or the last good one after a failure. */
  result = $state.raw<RoutingResult | null>(null);
  showCorridor = $state(true);
  /** What "Use this route" or "Open as new voyage" did, in words. */
  notice = $state<string | null>(null);
  /** An optimisation failed since the result shown was had: it may be out of date. */
  private failedSince = $state(false);

  /** The no-go areas drawn on the chart, per open voyage, for this session. */
  readonly noGo: NoGoState;
  readonly reading: RequestReading = $derived.by(() => readRequest(this.editor.draft, this.choices, this.noGo.areas));
  readonly busy: boolean = $derived(this.task.busy);
  /** The estimate shown is for the voyage and choices as they are now. */
  readonly estimateCurrent: boolean = $derived(
    this.task.phase.kind === 'confirming' &&
      this.reading.ok &&
      sameRequest(this.task.phase.request, this.reading.request),
  );
  readonly stale: boolean = $derived(this.result !== null && (this.result.answer.provenance.stale || this.failedSince));
  /**
   * The result is between the open voyage's first and last waypoints (not another voyage's, nor
   * ends since moved): only then may it replace the voyage's route.
   */
  readonly matchesVoyage: boolean = $derived.by(() => {
    const result = this.result;
    const reading = this.reading;
    if (result === null || !reading.ok) return false;
    const same = (a: { lat: number; lon: number }, b: { lat: number; lon: number }): boolean =>
      a.lat === b.lat && a.lon === b.lon;
    return same(result.request.from, reading.request.from) && same(result.request.to, reading.request.to);
  });
  readonly canOpenNew: boolean;

  constructor(options: RoutingStateOptions) {
    this.api = options.api;
    this.editor = options.editor;
    this.library = options.library;
    this.canOpenNew = options.library !== undefined;
    // An unsaved voyage has one key: its areas stay with it until another voyage is opened.
    this.noGo = new NoGoState(() => options.library?.saved?.id ?? '');
  }

  choose(patch: Partial<RoutingChoices>): void {
    this.choices = { ...this.choices, ...patch };
  }

  /** The flow configured for this use; its calls read the fields set in the constructor when they run. */
  private newTask(): TaskFlow<RoutingRequest, RoutingEstimate, RoutingResult> {
    return new TaskFlow({
      estimate: (request) => this.api.routing.estimate(request),
      run: async (request, taskId) => {
        const own = ownRouteOf(this.editor.schedule);
        const mine =
          own !== null && own.track.length >= 2 ? { own: { distanceM: own.distanceM, track: [...own.track] } } : {};
        const answer = await this.api.routing.optimise({ taskId, ...request, ...mine });
        return { answer, request, own };
      },
      cancel: async (taskId) => this.api.tasks?.cancel({ taskId }),
      onProgress: (listener) => this.api.onProgress(listener),
      describe: (error) => ({ message: errorInWords(error), advice: '' }),
      taskPrefix: 'routing',
      // Nothing failed, and the last result is as good as it was.
      cancelledWords: 'Optimisation cancelled.',
    });
  }

  dispose(): void {
    this.task.dispose();
  }

  /** "Estimate": what optimising the voyage as it is now would cost, before anything is spent. */
  async estimate(): Promise<void> {
    const reading = this.reading;
    if (this.busy || !reading.ok) return;
    this.notice = null;
    await this.task.estimate(() => reading.request);
  }

  /** "Optimise": the navigator accepted the estimate for the request as it is now. */
  async optimise(): Promise<void> {
    if (!this.estimateCurrent) return;
    const outcome = await this.task.confirm();
    if (outcome.kind === 'done') {
      this.result = outcome.result;
      this.failedSince = false;
    }
    // The last good result stays shown, marked stale.
    if (outcome.kind === 'failed') this.failedSince = true;
  }

  /** "Cancel" while optimising: the backend stops fetching and searching. */
  cancel(): Promise<void> {
    return this.task.cancel();
  }

  /** Back from the estimate or a failure without optimising. */
  dismiss(): void {
    this.task.dismiss();
  }

  /** The result and its drawing on the chart go. */
  clear(): void {
    this.result = null;
    this.failedSince = false;
    this.notice = null;
  }

  /** "Use this route": the open voyage sails the optimised waypoints, one undo step. */
  useRoute(): void {
    const result = this.result;
    if (result === null || !this.matchesVoyage) return;
    const draft = this.editor.draft;
    this.editor.replace(draftFromRoute(result.answer.route, result.request.speedKn, draft, draft));
    this.notice = `The voyage now sails the optimised route (${result.answer.route.waypoints.length} waypoints, rhumb legs at ${result.request.speedKn} kn). Undo (Ctrl+Z) brings the previous route back.`;
  }

  /**
   * "Depart then": when no route kept the limits, the voyage takes the later departure offered
   * (one undo step) and the optimisation is estimated again for it; the ensemble over the
   * corridor is stored, so it costs next to nothing.
   */
  async departLater(): Promise<void> {
    const later = this.result?.answer.softLimits?.laterDeparture ?? null;
    if (later === null || this.busy) return;
    this.editor.replace(setDeparture(this.editor.draft, later.departUtc));
    this.notice = `The voyage now departs ${formatUtcMinute(later.departUtc)}. Undo (Ctrl+Z) brings the previous departure back.`;
    const notice = this.notice;
    await this.estimate();
    this.notice = notice;
  }

  /** "Open as new voyage": a new, unsaved voyage on the optimised route; the open one stays as it is. */
  async openAsNew(): Promise<void> {
    const result = this.result;
    if (result === null || this.library === undefined) return;
    const from = this.editor.draft;
    const name = `${from.name.trim() === '' ? 'Voyage' : from.name.trim()} (optimised)`;
    const opened = await this.library.newVoyage((empty) =>
      draftFromRoute(result.answer.route, result.request.speedKn, { ...empty, name }, from),
    );
    this.notice = opened.ok
      ? 'The optimised route is open as a new voyage, not saved yet: Save voyage keeps it.'
      : opened.reason === 'failed'
        ? opened.words
        : null;
  }
}
