// The land file in resources/land/: Natural Earth land polygons, cut at the antimeridian, as
// delta-encoded integers. Written by scripts/build-land.ts, read by parseLand (land.ts).
import { z } from 'zod';
import type { LonLat } from './cut';

export const LAND_FORMAT = 'passage-land-1';
/** Coordinates are whole multiples of this, degrees (about 11 m of latitude). */
export const LAND_UNIT_DEG = 1e-4;
const PER_DEG = 1e4;

export const LAND_ENCODING =
  'polygons: each an outer ring then its holes; each ring open (the first point is not repeated) and written ' +
  'as whole numbers in units of unitDeg: lon0, lat0, then for every further point its difference from the ' +
  'previous one (dLon, dLat). Longitudes are within [-180, 180]: rings that crossed the antimeridian are cut ' +
  'there and closed along it, Antarctica is closed along the South Pole. Land is where the rings say so by ' +
  'the even-odd rule.';

export const landResolutionSchema = z.enum(['110m', '50m', '10m']);
/** Natural Earth's scale: 1:110 million, 1:50 million, 1:10 million. */
export type LandResolution = z.infer<typeof landResolutionSchema>;

/**
 * One encoded ring: an even count (at least 6) of whole numbers. Checked in one pass: a zod
 * schema per element costs several times more on the 800,000 numbers of the 1:10m file.
 */
const encodedRing = z.custom<number[]>(
  (v) => Array.isArray(v) && v.length >= 6 && v.length % 2 === 0 && v.every((x) => Number.isInteger(x)),
  'a ring must be an even count (at least 6) of whole numbers',
);

export const landFileSchema = z.object({
  format: z.literal(LAND_FORMAT),
  source: z.string().min(1),
  licence: z.string().min(1),
  resolution: landResolutionSchema,
  generatedBy: z.string().min(1),
  unitDeg: z.literal(LAND_UNIT_DEG),
  encoding: z.string(),
  polygonCount: z.number().int().nonnegative(),
  ringCount: z.number().int().nonnegative(),
  pointCount: z.number().int().nonnegative(),
  polygons: z.array(z.array(encodedRing).min(1)),
});
export type LandFile = z.infer<typeof landFileSchema>;
export type LandHeader = Omit<LandFile, 'polygons' | 'encoding'>;

/** A coordinate in file units (rounded to 1e-4°). */
export function toUnits(deg: number): number {
  return Math.round(deg * PER_DEG) + 0;
}

/** One ring of [lon, lat] points already in file units, as the file writes it. */
export function encodeRing(ring: readonly LonLat[]): number[] {
  const out: number[] = [];
  let px = 0;
  let py = 0;
  for (const [x, y] of ring) {
    out.push(x - px + 0, y - py + 0);
    px = x;
    py = y;
  }
  return out;
}

/**
 * Decodes ring `v` into `lons`/`lats` from `at`, closed (its first point repeated at the end),
 * and returns the index after it. Throws if a point falls outside [-180, 180] × [-90, 90].
 */
export function decodeRingInto(v: readonly number[], lons: Float64Array, lats: Float64Array, at: number): number {
  let x = 0;
  let y = 0;
  const start = at;
  for (let i = 0; i < v.length; i += 2) {
    x += v[i]!;
    y += v[i + 1]!;
    if (x < -180 * PER_DEG || x > 180 * PER_DEG || y < -90 * PER_DEG || y > 90 * PER_DEG) {
      throw new RangeError(
        `land ring point ${i / 2} (${x / PER_DEG}, ${y / PER_DEG}) is outside [-180, 180] × [-90, 90]`,
      );
    }
    lons[at] = x / PER_DEG;
    lats[at] = y / PER_DEG;
    at++;
  }
  lons[at] = lons[start]!;
  lats[at] = lats[start]!;
  return at + 1;
}
