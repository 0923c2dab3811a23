// The "Sea state" chart's data (issue 29): along the forecast shown, the significant wave height,
// the mean wave period and the secondary swell period, and how far off the bow the mean waves
// come from the ship's heading (0° head seas, 90° beam, 180° following: the circular's angle,
// shared/seakeeping/waves.ts). The service gives no wind-sea and swell heights apart, so none are
// drawn; the secondary swell period is a period, of the second swell system, not a height. The
// heading is the ship's track from each step to the next.
import type { Snapshot } from '../../../shared/ipc';
import { geodesicInverse } from '../../../shared/geodesy/geodesic';
import { encounterAngleDeg, offBowDeg } from '../../../shared/seakeeping/waves';
import { SWELL_PERIOD, SWELL_UNANSWERED } from '../../../shared/forecast/swell-period';

type Values = readonly (number | null)[];

export interface SeaStateLine {
  readonly values: Values;
  /** The series' own unit, e.g. "m", "ft", "s". */
  readonly unit: string;
}

export interface SeaStateChartData {
  readonly timesMs: readonly number[];
  readonly hs: SeaStateLine;
  /** Mean wave period; null when the forecast has none. */
  readonly meanPeriod: SeaStateLine | null;
  /** Secondary swell period; null when the forecast has none. */
  readonly swellPeriod: SeaStateLine | null;
  /** Why there is no secondary swell period, in words; null when there is one. */
  readonly swellPeriodMissing: string | null;
  /** Degrees off the bow the mean waves come from, [0, 180]; null where there is no direction or way on. */
  readonly offBowDeg: Values;
}

/** Within a metre the ship lies still (a stay): no heading. */
const STILL_M = 1;

function element(snapshot: Pick<Snapshot, 'series'>, name: string): SeaStateLine | null {
  const s = snapshot.series.find((x) => x.element === name && x.deterministic.some((v) => v !== null));
  return s === undefined ? null : { values: s.deterministic, unit: s.unit };
}

/** Said beside the chart when the secondary swell period is drawn. */
export const SWELL_PERIOD_NOTE =
  'The dotted line is the secondary swell period from the wave model: the period of the second swell, not its height.';

/**
 * Why the forecast has no secondary swell period, in a master's words; null when it has one.
 * The service's own reason when it gave one (spec §7), or why it gave no answer (the rest of the
 * forecast was fetched without it); a forecast stored before Passage asked for the element has
 * no series of it at all.
 */
export function swellPeriodMissingText(snapshot: Pick<Snapshot, 'series'>): string | null {
  const series = snapshot.series.filter((s) => s.element === SWELL_PERIOD.element);
  if (series.some((s) => s.deterministic.some((v) => v !== null))) return null;
  if (series.length === 0)
    return 'Secondary swell period not given: this forecast was made before Passage asked for it. Run the forecast again to have it.';
  const error = series.find((s) => s.error !== undefined);
  if (error?.error?.startsWith(SWELL_UNANSWERED) === true)
    return `Secondary swell period not given: the service did not answer for it (${error.error.slice(SWELL_UNANSWERED.length)}); the rest of the forecast is complete.`;
  if (error !== undefined)
    return `Secondary swell period not given: the wave model (${error.model}) answered “${error.error}”.`;
  // Also what a run in progress shows until the wave model's answers are in.
  return 'Secondary swell period not given for these times and places.';
}

/** The ship's heading at each step: along her track to the next step (the last: from the one before). */
export function trackHeadingsDeg(steps: Snapshot['steps']): (number | null)[] {
  const leg = (a: Snapshot['steps'][number], b: Snapshot['steps'][number]): number | null => {
    const g = geodesicInverse(a.lat, a.lon, b.lat, b.lon);
    return g.distanceM < STILL_M ? null : g.initialCourseDeg;
  };
  return steps.map((step, i) => {
    const next = steps[i + 1];
    if (next !== undefined) return leg(step, next);
    const before = steps[i - 1];
    return before === undefined ? null : leg(before, step);
  });
}

/** The chart's lines, or null when the forecast has no wave height to draw. */
export function seaStateChartData(snapshot: Pick<Snapshot, 'steps' | 'series'>): SeaStateChartData | null {
  const hs = element(snapshot, 'waveheight_significant');
  if (hs === null) return null;
  const from = element(snapshot, 'wavedirection_mean');
  const headings = trackHeadingsDeg(snapshot.steps);
  return {
    timesMs: snapshot.steps.map((s) => s.timeUtc * 1000),
    hs,
    meanPeriod: element(snapshot, 'waveperiod_mean'),
    swellPeriod: element(snapshot, SWELL_PERIOD.element),
    swellPeriodMissing: swellPeriodMissingText(snapshot),
    offBowDeg: headings.map((heading, i) => {
      const waveFrom = from?.values[i];
      if (heading === null || waveFrom === null || waveFrom === undefined) return null;
      return offBowDeg(encounterAngleDeg(heading, waveFrom));
    }),
  };
}

/** The chart's description for screen readers and its tooltip, saying what is not drawn. */
export function seaStateChartDescription(d: SeaStateChartData): string {
  const lines = [
    `significant wave height (${d.hs.unit})`,
    d.meanPeriod === null ? '' : `mean wave period (${d.meanPeriod.unit})`,
    d.swellPeriod === null ? '' : `secondary swell period (${d.swellPeriod.unit})`,
  ].filter(Boolean);
  return (
    `Along the voyage: ${lines.join(', ')}; and how far off the bow the mean waves come from ` +
    '(0° head seas, 90° beam seas, 180° following seas), against the heading along the track.' +
    (d.swellPeriodMissing === null ? '' : ` ${d.swellPeriodMissing}`)
  );
}
