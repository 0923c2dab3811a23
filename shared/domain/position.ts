// A position on the WGS84 ellipsoid in decimal degrees, longitude normalised to [-180, 180).
import { z } from 'zod';
import { InputError, requireFinite } from './errors';

export interface Position {
  /** Geodetic latitude, degrees, -90..90 (north positive). */
  readonly lat: number;
  /** Longitude, degrees, [-180, 180) (east positive). */
  readonly lon: number;
}

/** Wraps any longitude into [-180, 180), degrees. NaN stays NaN. */
export function normalizeLon(lonDeg: number): number {
  // In range already: return it untouched (the arithmetic below is not exact, 4.478 -> 4.4780000000000086).
  if (lonDeg >= -180 && lonDeg < 180) return lonDeg + 0;
  // One turn out (a leg ending across the antimeridian): a single add, no float remainder.
  if (lonDeg >= 180 && lonDeg < 540) return lonDeg - 360;
  if (lonDeg < -180 && lonDeg >= -540) return lonDeg + 360;
  const r = ((((lonDeg + 180) % 360) + 360) % 360) - 180;
  return r === 180 ? -180 : r + 0;
}

/** Builds a Position, rejecting NaN and out-of-range latitude; longitude is wrapped. */
export function makePosition(lat: number, lon: number, field = 'position'): Position {
  requireFinite(lat, `${field}.lat`);
  requireFinite(lon, `${field}.lon`);
  if (lat < -90 || lat > 90) {
    throw new InputError('coordinate-range', `${field}.lat ${lat} is outside -90..90`, `${field}.lat`);
  }
  return { lat, lon: normalizeLon(lon) };
}

export const positionSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180).transform(normalizeLon),
});
