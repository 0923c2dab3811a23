// Test helpers for geodesy: read golden files and measure how far apart two points are,
// using GeographicLib's geodesic (an independent, exact yardstick).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import geographiclib from 'geographiclib-geodesic';

const fixtures = join(import.meta.dirname, '..', 'fixtures');

export function readFixture<T>(area: string, name: string): T {
  return JSON.parse(readFileSync(join(fixtures, area, 'out', name), 'utf8')) as T;
}

/** Metres between two points on WGS84. */
export function separationM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return geographiclib.Geodesic.WGS84.Inverse(lat1, lon1, lat2, lon2).s12 ?? NaN;
}

/** Smallest difference between two angles, degrees (0..180). */
export function angleDiffDeg(a: number, b: number): number {
  return Math.abs(((((a - b) % 360) + 540) % 360) - 180);
}
