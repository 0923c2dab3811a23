// What moved since the voyage's previous forecast of the same route made from other model runs
// (issue 16): finds that forecast among the voyage's stored ones, reads it back, and compares it
// with the one shown, per leg, with the vessel's limits (shared/forecast/snapshot-change.ts).
// Used by the forecast panel only, so nothing is read while the panel is not on screen.
import type { Snapshot, SnapshotSummary } from '../../../shared/ipc';
import type { VesselLimits } from '../../../shared/domain/voyage';
import { forecastChange, type ForecastChange } from '../../../shared/forecast/snapshot-change';
import { describeFailure, type Failure } from '../components/error-words';
import type { ForecastApi } from './forecast-flow';
import { earlierCandidates, runsUsedText, sameRoute } from './previous-forecast';

/**
 * Earlier forecasts read back at most to find one of the same route. Each is a whole snapshot
 * (51 members at every step), and a voyage whose route changed before every run has nothing to
 * compare: reading all of its history to learn so would cost more than the answer is worth.
 */
export const CANDIDATES_READ = 4;

/** `key` names the forecast shown and the candidates it was compared with: the same again changes nothing. */
export type PreviousPhase =
  | { readonly kind: 'none'; readonly key: string }
  | { readonly kind: 'loading'; readonly key: string }
  | {
      readonly kind: 'ready';
      readonly key: string;
      readonly shown: Snapshot;
      readonly previous: Snapshot;
      /** Every model run of the voyage's forecasts, in one line. */
      readonly runsUsed: string;
    }
  | { readonly kind: 'failed'; readonly key: string; readonly failure: Failure };

export interface ForecastChangeOptions {
  readonly api: Pick<ForecastApi['forecasts'], 'get'>;
  /** The vessel's limits, read reactively (a change of vessel re-words the change at once). */
  readonly limits: () => VesselLimits;
  /** Names of the waypoints of the route shown, for "leg 2 (Brest → Finisterre)"; [] for "leg 2". */
  readonly waypointNames?: () => readonly string[];
}

export class ForecastChangeState {
  private readonly options: ForecastChangeOptions;
  /** Answers for a forecast no longer shown are dropped. */
  private request = 0;

  phase = $state.raw<PreviousPhase>({ kind: 'none', key: '' });

  /** The change from the previous forecast to the one shown, or null when there is none to compare. */
  readonly change: ForecastChange | null = $derived.by(() => {
    const phase = this.phase;
    if (phase.kind !== 'ready') return null;
    return forecastChange(phase.previous, phase.shown, this.options.limits(), this.options.waypointNames?.() ?? []);
  });

  constructor(options: ForecastChangeOptions) {
    this.options = options;
  }

  /**
   * Compares `shown` (null: nothing, or a run's partial result) with the newest earlier forecast
   * of `snapshots` of the same route made from other model runs, and answers the phase reached.
   * Not reactive on purpose: the panel calls it from an effect, and the same forecast and list
   * again (the effect re-running as the phase changes) neither reload nor retry a failure.
   */
  async follow(shownOrPartial: Snapshot | null, snapshots: readonly SnapshotSummary[]): Promise<PreviousPhase> {
    // A partial result is stored nowhere yet (its id is empty): compared when the run ends.
    const shown = shownOrPartial?.summary.snapshotId === '' ? null : shownOrPartial;
    const candidates = shown === null ? [] : earlierCandidates(shown.summary, snapshots);
    const key = shown === null ? '' : `${shown.summary.snapshotId}:${candidates.map((c) => c.snapshotId).join(',')}`;
    if (key === this.phase.key) return this.phase;
    const request = ++this.request;
    if (shown === null || candidates.length === 0) return this.reach({ kind: 'none', key });
    this.phase = { kind: 'loading', key };
    try {
      for (const candidate of candidates.slice(0, CANDIDATES_READ)) {
        const previous = await this.options.api.get({ snapshotId: candidate.snapshotId });
        if (request !== this.request) return this.phase;
        if (sameRoute(previous, shown))
          return this.reach({ kind: 'ready', key, shown, previous, runsUsed: runsUsedText(snapshots) });
      }
      return this.reach({ kind: 'none', key });
    } catch (error) {
      if (request !== this.request) return this.phase;
      return this.reach({ kind: 'failed', key, failure: describeFailure(error) });
    }
  }

  private reach(phase: PreviousPhase): PreviousPhase {
    this.phase = phase;
    return phase;
  }
}
