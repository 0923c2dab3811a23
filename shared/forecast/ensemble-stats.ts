// Ensemble statistics at each step: what the fan charts draw (min–max, P10–P90, P25–P75, median)
// and what the table shows beside the deterministic value.

export interface EnsembleStats {
  /** Members with a value at this step (nulls are left out, not counted as zero). */
  readonly count: number;
  readonly min: number;
  readonly max: number;
  readonly mean: number;
  readonly median: number;
  readonly p10: number;
  readonly p25: number;
  readonly p75: number;
  readonly p90: number;
}

/**
 * The p-quantile (p in [0, 1]) of values sorted ascending, by linear interpolation between
 * order statistics: h = (n − 1)·p, x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋+1] − x[⌊h⌋]). This is definition 7
 * of Hyndman & Fan (1996), "Sample quantiles in statistical packages", the default of R,
 * NumPy and Excel's PERCENTILE.INC, so a navigator's spreadsheet gives the same numbers.
 * P0 is the minimum, P100 the maximum, P50 the usual median. NaN for no values or p outside [0, 1].
 */
export function percentileOfSorted(sorted: readonly number[], p: number): number {
  const n = sorted.length;
  if (n === 0 || !(p >= 0 && p <= 1)) return NaN;
  const h = (n - 1) * p;
  const lo = Math.floor(h);
  const x0 = sorted[lo] ?? NaN;
  const x1 = sorted[Math.min(lo + 1, n - 1)] ?? NaN;
  // Clamped: x0 + t·(x1 − x0) can land an ulp outside [x0, x1], which would break the order
  // P10 ≤ P25 ≤ … that the fan chart relies on.
  return Math.min(x1, Math.max(x0, x0 + (h - lo) * (x1 - x0)));
}

/** Statistics of the values at one step; null when no member has a value. */
export function ensembleStats(values: readonly (number | null)[]): EnsembleStats | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  const count = sorted.length;
  if (count === 0) return null;
  let sum = 0;
  for (const v of sorted) sum += v;
  const min = sorted[0] ?? NaN;
  const max = sorted[count - 1] ?? NaN;
  return {
    count,
    min,
    max,
    // Clamped for the same reason: n equal values can sum to n·x ± an ulp.
    mean: Math.min(max, Math.max(min, sum / count)),
    median: percentileOfSorted(sorted, 0.5),
    p10: percentileOfSorted(sorted, 0.1),
    p25: percentileOfSorted(sorted, 0.25),
    p75: percentileOfSorted(sorted, 0.75),
    p90: percentileOfSorted(sorted, 0.9),
  };
}

/** The members' values at one step (members[m][step]); a member shorter than the step gives null. */
export function membersAt(members: readonly (readonly (number | null)[])[], step: number): (number | null)[] {
  return members.map((member) => member[step] ?? null);
}

/** Statistics at every step, from members[m][step]; null where no member has a value. */
export function ensembleStatsAlong(
  members: readonly (readonly (number | null)[])[],
  stepCount: number,
): (EnsembleStats | null)[] {
  return Array.from({ length: stepCount }, (_, step) => ensembleStats(membersAt(members, step)));
}
