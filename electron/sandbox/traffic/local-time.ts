// Dutch wall-clock time for the synthetic road feed: rush hours and night works follow the clock
// on the road (CET/CEST, Europe/Amsterdam), not a fixed offset, so the night European clocks
// change keeps its works and the rush stays at 07:00-09:00 local all year.

import { utcOffsetS } from '../weather/products/local-time';

export interface DutchTime {
  /** Days since 1970-01-01 of the local calendar date. */
  readonly dayNumber: number;
  /** 0 Sunday .. 6 Saturday, of the local date. */
  readonly weekday: number;
  /** Hours since local midnight, 0..24 (fractional). */
  readonly hour: number;
}

/** The offset of Dutch local time from UTC at `utc`, seconds (3600 or 7200). */
export function dutchOffsetS(utc: number): number {
  return utcOffsetS('Europe/Amsterdam', Math.floor(utc));
}

export function dutchTime(utc: number): DutchTime {
  const local = utc + dutchOffsetS(utc);
  const dayNumber = Math.floor(local / 86_400);
  return { dayNumber, weekday: (dayNumber + 4) % 7, hour: (local - dayNumber * 86_400) / 3600 };
}

/**
 * The UTC instant of `hour` (may exceed 24: the next day) on local day `dayNumber`. In the hour
 * the clocks go back the earlier instant is taken; a time in the hour skipped in spring, an hour early.
 */
export function dutchInstantUtc(dayNumber: number, hour: number): number {
  const naive = dayNumber * 86_400 + Math.round(hour * 3600);
  const guess = naive - dutchOffsetS(naive - 7200);
  return naive - dutchOffsetS(guess);
}
