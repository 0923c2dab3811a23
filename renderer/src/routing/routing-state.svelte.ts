// The route optimiser of the open voyage (issue 17): the navigator's choices, estimate -> confirm
// -> optimise (with progress) -> the optimised route beside the baseline and the navigator's own,
// drawn on the chart until cleared; "Use this route" replaces the voyage's route as one undo step.
// A thin runes wrapper over routing-flow.ts.
import type { OptimisedRoute, ProgressEvent, RoutingEstimate, Unsubscribe } from '../../../shared/ipc';
import type { ActionResult } from '../library/results';
import { errorInWords } from '../components/error-words';
import { BackendError } from '../lib/backend-error';
import { setDeparture, type DraftSchedule, type VoyageDraft } from '../voyage/editor';
import { formatUtcMinute } from '../../../shared/domain/time';
import { NoGoState } from './no-go-state.svelte';
import {
  DEFAULT_CHOICES,
  draftFromRoute,
  newRoutingTaskId,
  ownRouteOf,
  readRequest,
  sameRequest,
  type OwnRoute,
  type RequestReading,
  type RoutingApi,
  type RoutingChoices,
  type RoutingRequest,
} from './routing-flow';

type RoutingPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'estimating' }
  | { readonly kind: 'confirming'; readonly request: RoutingRequest; readonly estimate: RoutingEstimate }
  | { readonly kind: 'running'; readonly taskId: string; readonly progress: ProgressEvent | null }
  | { readonly kind: 'failed'; readonly message: string };

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
  private stopProgress: Unsubscribe | null = null;
  /** Answers to a request overtaken by a newer one are dropped. */
  private request = 0;

  choices = $state.raw<RoutingChoices>(DEFAULT_CHOICES);
  phase = $state.raw<RoutingPhase>({ kind: 'idle' });
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
  readonly busy: boolean = $derived(this.phase.kind === 'estimating' || this.phase.kind === 'running');
  /** The estimate shown is for the voyage and choices as they are now. */
  readonly estimateCurrent: boolean = $derived(
    this.phase.kind === 'confirming' && this.reading.ok && sameRequest(this.phase.request, this.reading.request),
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

  private listenToProgress(): void {
    this.stopProgress ??= this.api.onProgress((progress) => {
      if (this.phase.kind !== 'running' || this.phase.taskId !== progress.taskId) return;
      this.phase = { ...this.phase, progress };
    });
  }

  dispose(): void {
    this.stopProgress?.();
    this.stopProgress = null;
  }

  private fail(error: unknown): void {
    this.phase = { kind: 'failed', message: errorInWords(error) };
    this.failedSince = true;
  }

  /** "Estimate": what optimising the voyage as it is now would cost, before anything is spent. */
  async estimate(): Promise<void> {
    const reading = this.reading;
    if (this.busy || !reading.ok) return;
    this.listenToProgress();
    this.notice = null;
    this.phase = { kind: 'estimating' };
    const request = ++this.request;
    try {
      const estimate = await this.api.routing.estimate(reading.request);
      if (request === this.request) this.phase = { kind: 'confirming', request: reading.request, estimate };
    } catch (error) {
      if (request === this.request) this.fail(error);
    }
  }

  /** "Optimise": the navigator accepted the estimate for the request as it is now. */
  async optimise(): Promise<void> {
    if (this.phase.kind !== 'confirming' || !this.estimateCurrent) return;
    const asked = this.phase.request;
    const own = ownRouteOf(this.editor.schedule);
    const taskId = newRoutingTaskId();
    this.phase = { kind: 'running', taskId, progress: null };
    const request = ++this.request;
    try {
      const mine =
        own !== null && own.track.length >= 2 ? { own: { distanceM: own.distanceM, track: [...own.track] } } : {};
      const answer = await this.api.routing.optimise({ taskId, ...asked, ...mine });
      if (request !== this.request) return;
      this.result = { answer, request: asked, own };
      this.failedSince = false;
      this.phase = { kind: 'idle' };
    } catch (error) {
      if (request !== this.request) return;
      // Cancelled by the navigator: nothing failed, and the last result is as good as it was.
      if (error instanceof BackendError && error.code === 'cancelled') {
        this.phase = { kind: 'idle' };
        this.notice = `Optimisation cancelled. ${error.message.replace(/^Cancelled\.\s*/, '')}`;
        return;
      }
      // The last good result stays shown, marked stale.
      this.fail(error);
    }
  }

  /** "Cancel" while optimising: the backend stops fetching and searching. */
  async cancel(): Promise<void> {
    if (this.phase.kind !== 'running') return;
    await this.api.tasks?.cancel({ taskId: this.phase.taskId });
  }

  /** Back from the estimate or a failure without optimising. */
  dismiss(): void {
    if (this.phase.kind === 'confirming' || this.phase.kind === 'failed') this.phase = { kind: 'idle' };
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
