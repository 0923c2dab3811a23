// Which forecast step of a model run stands for the moment the ship is somewhere
// (spec §2.5: offset in whole hours from the runtime, offsetTime = runtime + offset·3600).
import { ENSEMBLE_HORIZON_H } from './ensemble-reach';

export interface ForecastStep {
  /** Hours from the model runtime, a multiple of the model's step. */
  readonly offsetH: number;
  /** Valid time of that step, Unix seconds UTC. */
  readonly offsetTimeUtc: number;
  /**
   * False when the moment lies before the run or beyond its last step: the nearest step at
   * the edge is given, but a caller must show it as out of the forecast range.
   */
  readonly withinRange: boolean;
}

export interface ForecastStepOptions {
  /** Spacing of the model's steps, hours (1 deterministic, 3 ensemble). Default 1. */
  readonly stepH?: number;
  /** Last available offset, hours. Default the ensemble's horizon (ensemble-reach.ts). */
  readonly maxOffsetH?: number;
}

/**
 * The step NEAREST to `timeUtc`, ties going to the later step.
 * Why nearest: a model value is the state at its valid time, so the nearest step is never
 * more than half a step from the moment the ship is there; flooring (the last step at or
 * before arrival) would systematically show weather up to a whole step old. Why later on a
 * tie: it keeps the rule monotone and agrees with rounding half up, the usual choice.
 */
export function forecastStepFor(timeUtc: number, runtimeUtc: number, options: ForecastStepOptions = {}): ForecastStep {
  const stepH = options.stepH ?? 1;
  const maxOffsetH = options.maxOffsetH ?? ENSEMBLE_HORIZON_H;
  const stepS = stepH * 3600;
  const raw = Math.floor((timeUtc - runtimeUtc) / stepS + 0.5);
  const last = Math.floor(maxOffsetH / stepH);
  const k = Math.min(Math.max(raw, 0), last);
  const withinRange = timeUtc >= runtimeUtc && timeUtc <= runtimeUtc + last * stepS;
  const offsetH = k * stepH;
  return { offsetH, offsetTimeUtc: runtimeUtc + offsetH * 3600, withinRange };
}
