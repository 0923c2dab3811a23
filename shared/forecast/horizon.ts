// How far ahead the forecasts Passage asks for reach: the ensemble's 240 h (ECMWF ENS; the
// deterministic runs reach about as far). Beyond it only climate speaks (the climate outlook,
// the report's climate section), so the one rule lives here for the renderer and the report.
import { POINT_FORECAST_MAX_HOURS } from '../ipc/methods/forecasts';

/** Seconds from now to the end of the forecast range. */
export const FORECAST_HORIZON_S = POINT_FORECAST_MAX_HOURS * 3600;

/** The same, in whole days, for the words that name it. */
export const FORECAST_HORIZON_DAYS = POINT_FORECAST_MAX_HOURS / 24;

/** True when `timeUtc` lies past the forecast range as of `nowUtc` (both Unix seconds). */
export function beyondForecastHorizon(timeUtc: number, nowUtc: number): boolean {
  return timeUtc > nowUtc + FORECAST_HORIZON_S;
}
