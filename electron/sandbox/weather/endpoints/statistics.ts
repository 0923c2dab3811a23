// Ensemble statistics computed from the members (spec §2.4): min, max, mean, median and the
// percentiles, never drawn on their own. Directions are angles: their mean is the circular
// mean, and the order statistics are taken on the members unwrapped around it, then wrapped
// back into [0, 360) (so for directions min may read larger than max across north).
import type { EnsembleValue } from '../../../../shared/api/resources/ensemble';

export interface StatisticsOptions {
  /** Angles in degrees (wind and wave direction). */
  readonly circular: boolean;
  /** Include percentile25 and percentile75 (the weather response has them, the marine one not). */
  readonly quartiles: boolean;
}

/**
 * Quantile `q` of sorted values by linear interpolation between order statistics (Hyndman &
 * Fan 1996, definition 7; numpy's default).
 */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

function circularMeanDeg(values: ArrayLike<number>): number {
  let x = 0;
  let y = 0;
  for (let i = 0; i < values.length; i++) {
    x += Math.sin((values[i]! * Math.PI) / 180);
    y += Math.cos((values[i]! * Math.PI) / 180);
  }
  return ((Math.atan2(x, y) * 180) / Math.PI + 360) % 360;
}

/** The ensemble value object: statistics, control, member0..memberN, percentiles (one key order). */
export function ensembleValue(
  members: ArrayLike<number>,
  control: number,
  options: StatisticsOptions,
  round: (v: number) => number,
): EnsembleValue {
  const n = members.length;
  const sorted = new Float64Array(n);
  let mean: number;
  if (options.circular) {
    mean = circularMeanDeg(members);
    for (let i = 0; i < n; i++) {
      const d = ((((members[i]! - mean) % 360) + 540) % 360) - 180;
      sorted[i] = mean + d;
    }
  } else {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      sorted[i] = members[i]!;
      sum += members[i]!;
    }
    mean = sum / n;
  }
  sorted.sort();
  // Wrapped before rounding, and 360 after it read as 0: 359.999 never reads 360.
  const finish = options.circular
    ? (v: number) => {
        const r = round(v < 0 ? v + 360 : v >= 360 ? v - 360 : v);
        return r >= 360 ? round(r - 360) : r;
      }
    : round;
  const stat = (q: number) => finish(quantile(sorted, q));
  const value: EnsembleValue = {
    max: finish(sorted[n - 1]!),
    min: finish(sorted[0]!),
    mean: finish(mean),
    median: stat(0.5),
    control,
  };
  for (let i = 0; i < n; i++) value[`member${i}`] = members[i]!;
  value.percentile10 = stat(0.1);
  if (options.quartiles) value.percentile25 = stat(0.25);
  if (options.quartiles) value.percentile75 = stat(0.75);
  value.percentile90 = stat(0.9);
  return value;
}
