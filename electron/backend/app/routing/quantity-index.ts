// The router's per-quantity arrays (values, percentiles, limits) hold one slot per quantity of the
// quantity table (shared/domain/quantities.ts), in its order: a slot is named by INDEX, never by a
// bare number, and each is judged in its quantity's sense (visibility at risk below its limit).
import {
  QUANTITIES,
  QUANTITY_IDS,
  beyondLimit,
  limitOf,
  severity,
  type Quantity,
} from '../../../../shared/domain/quantities';
import type { VesselLimits } from '../../../../shared/domain/voyage';

/** Slots per place and instant (or per member). */
export const Q = QUANTITY_IDS.length;

/** The slot of each quantity: INDEX.wind, INDEX.visibility. */
export const INDEX = Object.fromEntries(QUANTITY_IDS.map((q, k) => [q, k])) as Readonly<Record<Quantity, number>>;

/** The vessel's limit of each slot; NaN where it has none (then the quantity is not judged). */
export function limitVector(limits: VesselLimits): Float64Array {
  return Float64Array.from(QUANTITY_IDS, (q) => limitOf(q, limits) ?? Number.NaN);
}

/** Slot k's value is beyond its limit; false where either is unknown (NaN). */
export function beyondAt(k: number, value: number, limit: number): boolean {
  if (Number.isNaN(value) || Number.isNaN(limit)) return false;
  return beyondLimit(QUANTITY_IDS[k]!, value, limit);
}

/** Slot k's value as its risk grows (the value; minus it for visibility): for "the worst value". */
export function severityAt(k: number, value: number): number {
  return severity(QUANTITY_IDS[k]!, value);
}

/**
 * The members' percentile that the limit is compared with, as a fraction: P90 of wind, gust and Hs
 * is the bad tail above; for visibility the bad tail is below, so the same P90 setting reads its P10.
 */
export function riskQuantile(k: number, percentile: number): number {
  return QUANTITIES[QUANTITY_IDS[k]!].sense === 'above' ? percentile / 100 : 1 - percentile / 100;
}

/**
 * How far slot k's value is beyond its limit as a fraction of the limit: 0.2 for a wind 20 % over,
 * 0.5 for a visibility half the minimum; 0 within, or where either is unknown.
 */
export function excessAt(k: number, value: number, limit: number): number {
  if (!beyondAt(k, value, limit)) return 0;
  return QUANTITIES[QUANTITY_IDS[k]!].sense === 'above' ? value / limit - 1 : 1 - value / limit;
}
