// One figure per limit for the whole passage: the share of ensemble members that exceed the
// limit at least once, beside the worst single step. A master asks "how likely am I to meet
// Hs above 4 m at all?", which no per-step probability answers.
import { beyondLimit, severity, type QuantityUnit } from '../domain/quantities';
import type { LimitExceedance } from './exceedance';

export interface VoyageExceedance {
  readonly quantity: LimitExceedance['quantity'];
  readonly limit: number;
  readonly unit: QuantityUnit;
  /**
   * Members beyond the limit (above it; below it for visibility) at one step or more / members with any value, in [0, 1]; null
   * without members. Each member is one model trajectory, so this is the chance of meeting the
   * exceedance somewhere on the passage, which is at least the highest per-step probability
   * when members share their range (an ensemble's members end together). A member with gaps
   * of its own counts as below the limit where it has no value.
   */
  readonly probabilityAnyStep: number | null;
  readonly membersAbove: number;
  readonly membersWithValue: number;
  /** The step with the highest per-step probability (earliest of equals), or null without members. */
  readonly peakStep: number | null;
  readonly peakProbability: number | null;
  /**
   * Worst deterministic value over the passage (the highest; the lowest for visibility), in
   * `unit`, and its step; null without values.
   */
  readonly maxDeterministic: number | null;
  readonly maxDeterministicStep: number | null;
}

export function voyageExceedance(exceedance: LimitExceedance): VoyageExceedance {
  const { series, limit, steps } = exceedance;
  let membersAbove = 0;
  let membersWithValue = 0;
  for (const member of series.members) {
    let hasValue = false;
    let above = false;
    for (const v of member) {
      if (v === null) continue;
      hasValue = true;
      // Strictly beyond, as exceedanceAlong counts: a vessel rated for 4 m is within it at 4 m.
      if (beyondLimit(exceedance.quantity, v, limit)) {
        above = true;
        break;
      }
    }
    if (hasValue) membersWithValue += 1;
    if (above) membersAbove += 1;
  }
  let peakStep: number | null = null;
  let peakProbability: number | null = null;
  steps.forEach((s, i) => {
    if (s.probability !== null && (peakProbability === null || s.probability > peakProbability)) {
      peakProbability = s.probability;
      peakStep = i;
    }
  });
  let maxDeterministic: number | null = null;
  let maxDeterministicStep: number | null = null;
  series.deterministic.forEach((v, i) => {
    const q = exceedance.quantity;
    if (v !== null && (maxDeterministic === null || severity(q, v) > severity(q, maxDeterministic))) {
      maxDeterministic = v;
      maxDeterministicStep = i;
    }
  });
  return {
    quantity: exceedance.quantity,
    limit,
    unit: series.unit,
    probabilityAnyStep: membersWithValue === 0 ? null : membersAbove / membersWithValue,
    membersAbove,
    membersWithValue,
    peakStep,
    peakProbability,
    maxDeterministic,
    maxDeterministicStep,
  };
}
