// Exceedance of the vessel's limits (wind, gust, Hs, visibility: every quantity of the table in
// shared/domain/quantities.ts) at each step: the share of ensemble members beyond the limit (above
// it, or below it for visibility), the deterministic flag, and a risk level for colouring cells,
// ticks and legs. "Above" in the names below means beyond the limit in the quantity's sense.
import { beyondLimit, limitOf, QUANTITY_IDS } from '../domain/quantities';
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
  /** Members beyond the limit: above it, or below it for a quantity at risk below (visibility). */
  readonly membersAbove: number;
  readonly membersWithValue: number;
  /** The deterministic value is beyond the limit (see membersAbove); null when there is none. */
  readonly deterministicAbove: boolean | null;
  readonly risk: RiskLevel;
}

/**
 * Exceedance at every step. "Exceeds" is strictly beyond the limit (beyondLimit): a vessel rated
 * for Hs 4 m is within its limit at exactly 4 m, as a limit line is drawn and read; a visibility
 * of exactly the 1 NM limit is within it too.
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
      if (beyondLimit(series.quantity, v, limit)) membersAbove += 1;
    }
    const probability = membersWithValue === 0 ? null : membersAbove / membersWithValue;
    const det = series.deterministic[step] ?? null;
    const deterministicAbove = det === null ? null : beyondLimit(series.quantity, det, limit);
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
  /** The vessel's limit, in `series.unit` (kn, m or NM). */
  readonly limit: number;
  readonly series: QuantitySeries;
  /** One per snapshot step. */
  readonly steps: readonly StepExceedance[];
}

/**
 * Exceedance of each limit the vessel has whose quantity the snapshot holds, in the quantity
 * table's order (wind, gust, Hs, visibility).
 */
export function limitExceedances(
  snapshot: Pick<Snapshot, 'steps' | 'series'>,
  limits: VesselLimits,
): LimitExceedance[] {
  return QUANTITY_IDS.flatMap((quantity) => {
    const limit = limitOf(quantity, limits);
    if (limit === undefined) return [];
    const series = findQuantity(snapshot, quantity);
    if (series === null) return [];
    return [{ quantity, limit, series, steps: exceedanceAlong(series, limit, snapshot.steps.length) }];
  });
}

/** The worst risk over all limits at each step ('unknown' where no limit has data). */
export function stepRisks(exceedances: readonly LimitExceedance[], stepCount: number): RiskLevel[] {
  return Array.from({ length: stepCount }, (_, step) =>
    exceedances.reduce<RiskLevel>((worst, e) => worseRisk(worst, e.steps[step]?.risk ?? 'unknown'), 'unknown'),
  );
}
