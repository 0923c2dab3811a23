// What the forecast charts draw, as plain arrays chart.js reads without parsing: per quantity
// (wind, gust, Hs, visibility: the quantity table) the deterministic line, the ensemble fan (min–max, P10–P90, median) and the
// vessel's limit, in the navigator's units; and the probability of exceeding each limit per
// step. Computed once per snapshot, limits and units; the chart component only hands them over.
import type { Snapshot, UnitPreferences } from '../../../shared/ipc';
import type { EnsembleStats, ForecastAlongVoyage, Quantity } from '../../../shared/forecast';
import { QUANTITIES, QUANTITY_IDS } from '../../../shared/domain/quantities';
import { quantityDisplay } from '../lib/quantity-units';
import type { StormBand } from './forecast-storms';

/** One point: x in Unix milliseconds (chart.js's time unit), y null for a gap, and its snapshot step. */
export interface ChartPoint {
  readonly x: number;
  readonly y: number | null;
  readonly step: number;
}

export interface QuantityChart {
  readonly quantity: Quantity;
  readonly label: string;
  /** Display unit, e.g. kn or m. */
  readonly unit: string;
  readonly deterministic: readonly ChartPoint[];
  readonly min: readonly ChartPoint[];
  readonly p10: readonly ChartPoint[];
  readonly median: readonly ChartPoint[];
  readonly p90: readonly ChartPoint[];
  readonly max: readonly ChartPoint[];
  readonly memberCount: number;
  /** The vessel's limit in the display unit; null when the snapshot has no exceedance for it. */
  readonly limit: number | null;
  /** Top of the value axis: above every value and the limit. */
  readonly yMax: number;
}

export interface ProbabilityLine {
  readonly quantity: Quantity;
  /** e.g. "Hs > 4.0 m", "Visibility < 1.0 NM". */
  readonly label: string;
  /** Percent of members beyond the limit (above; below for visibility), 0..100, at ensemble steps. */
  readonly points: readonly ChartPoint[];
}

export interface WaypointMark {
  readonly x: number;
  readonly step: number;
  readonly label: string;
}

/** A storm's warning as shaded spans of time, with its legend entry. */
export interface StormBandSpans {
  /** e.g. "Storm warning: Typhoon FENGSHEN". */
  readonly label: string;
  /** Unix milliseconds; a one-step span is widened half an hour either side so it shows. */
  readonly spans: readonly { readonly fromMs: number; readonly toMs: number; readonly step: number }[];
}

export interface ForecastChartData {
  readonly xMin: number;
  readonly xMax: number;
  readonly quantities: readonly QuantityChart[];
  readonly probabilities: readonly ProbabilityLine[];
  readonly waypoints: readonly WaypointMark[];
  readonly stormBands: readonly StormBandSpans[];
}

const HOUR_MS = 3_600_000;
/** A line is broken where values are further apart than this (a stay, the end of a model's range). */
const DETERMINISTIC_GAP_MS = 3 * HOUR_MS;
const ENSEMBLE_GAP_MS = 6 * HOUR_MS;

/**
 * Points of the steps that have a value, with a null point inserted where two are further apart
 * than `gapMs`, so chart.js breaks the line there instead of drawing across missing data.
 */
export function pointsWithGaps(
  steps: readonly { timeUtc: number }[],
  valueAt: (step: number) => number | null,
  gapMs: number,
): ChartPoint[] {
  const points: ChartPoint[] = [];
  let lastX: number | null = null;
  for (let i = 0; i < steps.length; i++) {
    const y = valueAt(i);
    if (y === null || !Number.isFinite(y)) continue;
    const x = steps[i]!.timeUtc * 1000;
    // Steps of one time (a waypoint and a timestep together) would make a vertical tick.
    if (lastX !== null && x === lastX) continue;
    if (lastX !== null && x - lastX > gapMs) points.push({ x: (lastX + x) / 2, y: null, step: i });
    points.push({ x, y, step: i });
    lastX = x;
  }
  return points;
}

export function buildChartData(
  snapshot: Pick<Snapshot, 'steps'>,
  along: ForecastAlongVoyage,
  units: UnitPreferences,
  waypointNames: readonly string[] = [],
  storms: readonly StormBand[] = [],
): ForecastChartData {
  const { steps } = snapshot;
  const quantities: QuantityChart[] = [];
  const probabilities: ProbabilityLine[] = [];
  for (const quantity of QUANTITY_IDS) {
    const q = along.quantities[quantity];
    if (q === undefined) continue;
    const { convert, unit, format } = quantityDisplay(quantity, units);
    const { row: label, sense } = QUANTITIES[quantity];
    const det = q.series.deterministic;
    const stat = (pick: (s: EnsembleStats) => number) =>
      pointsWithGaps(steps, (i) => (q.stats[i] ? convert(pick(q.stats[i]!)) : null), ENSEMBLE_GAP_MS);
    const exceedance = along.exceedances.find((e) => e.quantity === quantity);
    const limit = exceedance === undefined ? null : convert(exceedance.limit);
    const chart: Omit<QuantityChart, 'yMax'> = {
      quantity,
      label,
      unit,
      deterministic: pointsWithGaps(
        steps,
        (i) => (det[i] === null || det[i] === undefined ? null : convert(det[i]!)),
        DETERMINISTIC_GAP_MS,
      ),
      min: stat((s) => s.min),
      p10: stat((s) => s.p10),
      median: stat((s) => s.median),
      p90: stat((s) => s.p90),
      max: stat((s) => s.max),
      memberCount: q.series.members.length,
      limit,
    };
    let top = limit ?? 0;
    for (const line of [chart.deterministic, chart.max]) for (const p of line) if (p.y !== null && p.y > top) top = p.y;
    quantities.push({ ...chart, yMax: top * 1.1 || 1 });

    if (exceedance !== undefined && q.series.members.length > 0 && limit !== null) {
      probabilities.push({
        quantity,
        label: `${label} ${sense === 'above' ? '>' : '<'} ${format(exceedance.limit)} ${unit}`,
        points: pointsWithGaps(
          steps,
          (i) => {
            const p = exceedance.steps[i]?.probability ?? null;
            return p === null ? null : p * 100;
          },
          ENSEMBLE_GAP_MS,
        ),
      });
    }
  }
  // A waypoint with a stay has two steps (arrival, departure): marked once, at the arrival.
  const waypoints: WaypointMark[] = [];
  const seen = new Set<number>();
  steps.forEach((s, i) => {
    if (s.waypointIndex === null || seen.has(s.waypointIndex)) return;
    seen.add(s.waypointIndex);
    const name = waypointNames[s.waypointIndex] ?? '';
    waypoints.push({
      x: s.timeUtc * 1000,
      step: i,
      label: `WP ${s.waypointIndex + 1}${name === '' ? '' : ` ${name}`}`,
    });
  });
  const first = steps[0]?.timeUtc ?? 0;
  const last = steps.at(-1)?.timeUtc ?? first;
  const stormBands = storms.map((band) => ({
    label: band.label,
    spans: band.runs.flatMap((run) => {
      const from = steps[run.fromStep]?.timeUtc;
      const to = steps[run.toStep]?.timeUtc;
      if (from === undefined || to === undefined) return [];
      const widen = from === to ? HOUR_MS / 2 : 0;
      return [{ fromMs: from * 1000 - widen, toMs: to * 1000 + widen, step: run.fromStep }];
    }),
  }));
  return { xMin: first * 1000, xMax: last * 1000, quantities, probabilities, waypoints, stormBands };
}
