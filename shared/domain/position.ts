// A position on the WGS84 ellipsoid in decimal degrees, longitude normalised to [-180, 180).
import { z } from 'zod';
import { normalizeLonDeg } from '../geodesy/angles';
import { InputError, requireFinite } from './errors';

export interface Position {
  /** Geodetic latitude, degrees, -90..90 (north positive). */
  readonly lat: number;
  /** Longitude, degrees, [-180, 180) (east positive). */
  readonly lon: number;
}

/** Wraps any finite longitude into [-180, 180). */
export const normalizeLon = normalizeLonDeg;

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
