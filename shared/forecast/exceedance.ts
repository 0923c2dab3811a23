// Exceedance of the vessel's limits (wind, gust, Hs) at each step: the share of ensemble members
// above the limit, the deterministic flag, and a risk level for colouring cells, ticks and legs.
import type { VesselLimits } from '../domain/voyage';
import type { Snapshot } from '../ipc/methods/forecasts';
import { LIKELIHOOD_FROM } from './chance-words';
import { membersAt } from './ensemble-stats';
import { findQuantity, type Quantity, type QuantitySeries } from './quantities';

/**
 * 'unknown': no member and no deterministic value at the step.
 * With members: 'none' 0 %, 'low' above 0 and below 10 %, 'moderate' 10 % to below 50 %,
 * 'high' 50 % or more (the exceedance is likelier than not). A deterministic value above the
 * limit raises 'none' to 'low': the higher-resolution run can catch a peak the ensemble smooths,
 * and a cell marked in the table must not sit on a leg coloured as free of risk.
 * Without members: 'high' when the deterministic value is above the limit (the only forecast
 * says so), else 'none'.
 */
export type RiskLevel = 'unknown' | 'none' | 'low' | 'moderate' | 'high';

/** Ascending severity; 'unknown' ranks lowest so any known risk wins when taking the worst. */
export const RISK_LEVELS: readonly RiskLevel[] = ['unknown', 'none', 'low', 'moderate', 'high'];

/** Probability bands, as fractions: above 0 and below `lowBelow` is low, below `highFrom` moderate. */
/** 'high' starts where the chance words say "likely" (chance-words.ts): one line for both. */
export const RISK_BANDS = { lowBelow: 0.1, highFrom: LIKELIHOOD_FROM.likely } as const;

export function riskLevel(probability: number | null, deterministicAbove: boolean | null): RiskLevel {
  if (probability === null) {
    if (deterministicAbove === null) return 'unknown';
    return deterministicAbove ? 'high' : 'none';
  }
  if (probability >= RISK_BANDS.highFrom) return 'high';
  if (probability >= RISK_BANDS.lowBelow) return 'moderate';
  if (probability > 0) return 'low';
  return deterministicAbove === true ? 'low' : 'none';
}

/** The more severe of two risk levels. */
export function worseRisk(a: RiskLevel, b: RiskLevel): RiskLevel {
  return RISK_LEVELS.indexOf(b) > RISK_LEVELS.indexOf(a) ? b : a;
}

export interface StepExceedance {
  /** membersAbove / membersWithValue, in [0, 1]; null when no member has a value. */
  readonly probability: number | null;
  readonly membersAbove: number;
  readonly membersWithValue: number;
  /** The deterministic value is above the limit; null when there is no deterministic value. */
  readonly deterministicAbove: boolean | null;
  readonly risk: RiskLevel;
}

/**
 * Exceedance at every step. "Exceeds" is strictly greater than the limit: a vessel rated for
 * Hs 4 m is within its limit at exactly 4 m, as a limit line is drawn and read.
 *
 * A step without members between two steps with members (members every 3 h on an hourly route)
 * was not sampled by the ensemble, which still covers it: its probability stays null, but its
 * risk is the worse of the member steps on either side, raised from 'none' to 'low' by its own
 * deterministic value above the limit, exactly as on a member step. (Regression: such steps
 * were read as deterministic-only, so the table and the legs flickered between 'high' and
 * 'low' hour by hour.)
 */
export function exceedanceAlong(series: QuantitySeries, limit: number, stepCount: number): StepExceedance[] {
  const steps = sampledExceedanceAlong(series, limit, stepCount);
  let previous = -1;
  const nextMember: number[] = [];
  for (let i = stepCount - 1, next = -1; i >= 0; i--) {
    nextMember[i] = next;
    if (steps[i]?.probability !== null) next = i;
  }
  return steps.map((e, i) => {
    if (e.probability !== null) {
      previous = i;
      return e;
    }
    const before = steps[previous];
    const after = steps[nextMember[i] ?? -1];
    if (before === undefined || after === undefined) return e;
    const neighbours = worseRisk(before.risk, after.risk);
    return { ...e, risk: neighbours === 'none' && e.deterministicAbove === true ? 'low' : neighbours };
  });
}

function sampledExceedanceAlong(series: QuantitySeries, limit: number, stepCount: number): StepExceedance[] {
  return Array.from({ length: stepCount }, (_, step) => {
    let membersAbove = 0;
    let membersWithValue = 0;
    for (const v of membersAt(series.members, step)) {
      if (v === null) continue;
      membersWithValue += 1;
      if (v > limit) membersAbove += 1;
    }
    const probability = membersWithValue === 0 ? null : membersAbove / membersWithValue;
    const det = series.deterministic[step] ?? null;
    const deterministicAbove = det === null ? null : det > limit;
    return {
      probability,
      membersAbove,
      membersWithValue,
      deterministicAbove,
      risk: riskLevel(probability, deterministicAbove),
    };
  });
}

export interface LimitExceedance {
  readonly quantity: Quantity;
  /** The vessel's limit, in `series.unit` (kn or m). */
  readonly limit: number;
  readonly series: QuantitySeries;
  /** One per snapshot step. */
  readonly steps: readonly StepExceedance[];
}

const LIMIT_OF: Record<Quantity, keyof VesselLimits> = { wind: 'windKn', gust: 'gustKn', hs: 'hsM' };

/** Exceedance of each limit whose quantity the snapshot holds (wind, gust, Hs, in that order). */
export function limitExceedances(
  snapshot: Pick<Snapshot, 'steps' | 'series'>,
  limits: VesselLimits,
): LimitExceedance[] {
  const quantities: readonly Quantity[] = ['wind', 'gust', 'hs'];
  return quantities.flatMap((quantity) => {
    const series = findQuantity(snapshot, quantity);
    if (series === null) return [];
    const limit = limits[LIMIT_OF[quantity]];
    return [{ quantity, limit, series, steps: exceedanceAlong(series, limit, snapshot.steps.length) }];
  });
}

/** The worst risk over all limits at each step ('unknown' where no limit has data). */
export function stepRisks(exceedances: readonly LimitExceedance[], stepCount: number): RiskLevel[] {
  return Array.from({ length: stepCount }, (_, step) =>
    exceedances.reduce<RiskLevel>((worst, e) => worseRisk(worst, e.steps[step]?.risk ?? 'unknown'), 'unknown'),
  );
}
