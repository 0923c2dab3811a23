// The official forecast's track error, shared by the advisories (storms.ts) and the weather
// models (weather/world/cyclones.ts) so the storm the fields blow is the storm the list forecasts.
// The error of one 6-hourly cycle is mostly the storm's own persistent bias plus a smaller part
// drawn anew each cycle: consecutive advisories (and the model runs behind them) move little.
import { normal, rngFor } from '../random';
import { coneRadiusNm } from '../../../shared/forecast/storm-cone';

const SYNOPTIC_S = 6 * 3600;
/** Shares of the persistent and per-cycle parts; 0.95² + 0.31² ≈ 1, so the error stays N(0, 1). */
const PERSISTENT = 0.95;
const PER_CYCLE = 0.31;

/** The cross-track error of the cycle containing `issuedUtc`, in units of half a cone radius, in [-1.8, 1.8]. */
export function forecastError(seed: number, stormId: string, issuedUtc: number): number {
  const cycle = Math.floor(issuedUtc / SYNOPTIC_S);
  const persistent = normal(rngFor(seed, 'storm-bias', stormId));
  const fresh = normal(rngFor(seed, 'storm-forecast', stormId, cycle));
  return Math.max(-1.8, Math.min(1.8, PERSISTENT * persistent + PER_CYCLE * fresh));
}

/** How far right of the track (metres, negative: left) a forecast `leadH` hours ahead lies. */
export function crossTrackOffsetM(error: number, leadH: number): number {
  // Half a cone radius per unit of error: the truth stays inside the cone most of the time.
  return error * 0.5 * coneRadiusNm(Math.max(0, leadH)) * 1852;
}
