// The climate outlook of the voyage on screen (backend weather.climateOutlook): loaded by itself
// when the departure lies beyond the forecast range and the voyage is saved as shown, or when the
// navigator asks (which saves first, as a forecast run does). Answers for a voyage or revision no
// longer on screen are dropped.
import type { ClimateOutlook, IpcInput, IpcOutput } from '../../../shared/ipc';
import { beyondEnsembleReach } from '../../../shared/schedule/ensemble-reach';
import { describeFailure, type Failure } from '../components/error-words';
import type { VoyageRef } from '../lib/voyage-ref';

/** The part of the backend this state needs (backend.weather), replaceable in tests. */
export interface ClimateApi {
  climateOutlook(input: IpcInput<'weather.climateOutlook'>): Promise<IpcOutput<'weather.climateOutlook'>>;
}

export interface ClimateStateOptions {
  readonly api: ClimateApi;
  /** Saves the voyage when needed and names the revision (the navigator asked). */
  readonly ensureSaved: () => Promise<VoyageRef>;
  /** The voyage on screen as saved and unchanged since, or null (never saved, or edited): read reactively. */
  readonly current: () => VoyageRef | null;
  /** The departure on screen, Unix seconds UTC: read reactively. */
  readonly departureUtc: () => number;
  /** Unix seconds; default the wall clock. */
  readonly nowUtc?: () => number;
}

export type ClimatePhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading'; readonly ref: VoyageRef | null }
  | { readonly kind: 'ready'; readonly ref: VoyageRef; readonly outlook: ClimateOutlook }
  | { readonly kind: 'failed'; readonly ref: VoyageRef | null; readonly failure: Failure };

const sameRef = (a: VoyageRef | null, b: VoyageRef | null): boolean =>
  a !== null && b !== null && a.voyageId === b.voyageId && a.revision === b.revision;

export class ClimateState {
  private readonly options: ClimateStateOptions;
  private request = 0;

  phase = $state.raw<ClimatePhase>({ kind: 'idle' });
  /** The navigator asked for the outlook (the button), so it shows whatever the departure. */
  requested = $state(false);

  /** The departure is past the forecast range: only climate speaks for this passage. */
  readonly beyondHorizon: boolean = $derived.by(() =>
    beyondEnsembleReach(this.options.departureUtc(), (this.options.nowUtc ?? (() => Date.now() / 1000))()),
  );
  /** Whether the outlook section is shown. */
  readonly shown: boolean = $derived(this.beyondHorizon || this.requested);
  /** The outlook shown, or null; it belongs to the voyage on screen when `outdated` is false. */
  readonly outlook: ClimateOutlook | null = $derived(this.phase.kind === 'ready' ? this.phase.outlook : null);
  /** The outlook shown is of another revision than the one on screen (edited since). */
  readonly outdated: boolean = $derived.by(
    () => this.phase.kind === 'ready' && !sameRef(this.phase.ref, this.options.current()),
  );

  constructor(options: ClimateStateOptions) {
    this.options = options;
  }

  /**
   * Loads the outlook of the voyage on screen when it should show by itself (beyond the forecast
   * range) and is not loaded, loading or failed for that revision yet. Never saves: an unsaved
   * voyage waits for the navigator. Not reactive on purpose: the component calls it from an
   * effect, which must not retry in a loop after a failure.
   */
  follow(): void {
    const ref = this.options.current();
    if (!this.shown || ref === null) return;
    const phase = this.phase;
    // The navigator's own request is saving the voyage: its answer is on the way.
    if (phase.kind === 'loading' && phase.ref === null) return;
    if (phase.kind !== 'idle' && sameRef(phase.ref, ref)) return;
    void this.load(ref);
  }

  /** "Climate outlook": shows the section, saving the voyage first when needed. */
  async ask(): Promise<void> {
    this.requested = true;
    const id = ++this.request;
    this.phase = { kind: 'loading', ref: null };
    try {
      const ref = await this.options.ensureSaved();
      if (id === this.request) await this.load(ref);
    } catch (error) {
      if (id === this.request) this.phase = { kind: 'failed', ref: null, failure: describeFailure(error) };
    }
  }

  /** Hides the section again (it stays shown while the departure is beyond the forecast range). */
  close(): void {
    this.requested = false;
  }

  private async load(ref: VoyageRef): Promise<void> {
    const id = ++this.request;
    this.phase = { kind: 'loading', ref };
    try {
      const outlook = await this.options.api.climateOutlook({ voyageId: ref.voyageId, revision: ref.revision });
      if (id === this.request) this.phase = { kind: 'ready', ref, outlook };
    } catch (error) {
      if (id === this.request) this.phase = { kind: 'failed', ref, failure: describeFailure(error) };
    }
  }
}
