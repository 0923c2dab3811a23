// Ten-year monthly averages (spec §2.11) as a bridge reads them: wind and gust in knots (the
// service gives m/s), the month by name. The CLI, the climate outlook and the report print these.
import type { ClimatePeriod } from '../api/resources/climate';
import { msToKn } from '../domain/units';
import { monthName } from './text';

export interface ClimateMonthRow {
  /** 1..12. */
  readonly month: number;
  /** Part of the month, 1 for monthly data. */
  readonly period: number;
  /** `Jan`..`Dec`, or `Jan 2` for the second part of January. */
  readonly name: string;
  readonly windKn: number;
  readonly gustKn: number;
  readonly lowC: number;
  readonly highC: number;
  readonly precipitationMm: number;
  readonly sunshineH: number;
}

/**
 * One row per period in month order. Monthly answers (period 1 throughout) are named `Jan`; an
 * answer split finer (half months, ten days) names each part, `Jan 2`.
 */
export function climateMonthRows(periods: readonly ClimatePeriod[]): ClimateMonthRow[] {
  const split = periods.some((p) => p.period !== 1);
  return [...periods]
    .sort((a, b) => a.month - b.month || a.period - b.period)
    .map((p) => ({
      month: p.month,
      period: p.period,
      name: split ? `${monthName(p.month)} ${p.period}` : monthName(p.month),
      windKn: msToKn(p.windSpeed),
      gustKn: msToKn(p.windGust),
      lowC: p.temperatureLow,
      highC: p.temperatureHigh,
      precipitationMm: p.precipitationSum,
      sunshineH: p.sunshineHours,
    }));
}

/** A mean wind or gust of the outlook, m/s or null, in knots. */
export function climateKn(speedMs: number | null): number | null {
  return speedMs === null ? null : msToKn(speedMs);
}
