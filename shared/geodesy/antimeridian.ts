// Helpers for drawing and checking tracks that cross the 180th meridian: make longitudes
// continuous, or cut a polyline into pieces that each stay on one side.
import type { Position } from '../domain/position';
import { lonDiffDeg } from './angles';

/**
 * Longitudes made continuous along a track (each step is the short way round), so that a
 * crossing shows as 179 -> 181 instead of 179 -> -179. The first longitude is kept.
 */
export function unwrapLons(lonsDeg: readonly number[]): number[] {
  const out: number[] = [];
  let prev = NaN;
  for (const lon of lonsDeg) {
    prev = out.length === 0 ? lon : prev + lonDiffDeg(prev, lon);
    out.push(prev);
  }
  return out;
}

/** A polyline or ring as [lat, lon] pairs with its longitudes unwrapped, for a map that draws straight between them. */
export function unwrappedLatLngs(points: readonly Position[]): [number, number][] {
  const lons = unwrapLons(points.map((p) => p.lon));
  return points.map((p, i) => [p.lat, lons[i]!]);
}

/** True when the short way from lon1 to lon2 crosses the 180th meridian. */
export function crossesAntimeridian(lon1Deg: number, lon2Deg: number): boolean {
  const d = lonDiffDeg(lon1Deg, lon2Deg);
  const end = lon1Deg + d;
  return end > 180 || end < -180;
}

/**
 * Cuts a track at the antimeridian: each returned piece has longitudes in [-180, 180] and
 * no segment spanning the map; the cut point is interpolated linearly in lat/lon (fine for
 * drawing a densified track, not for navigation figures) and repeated at ±180.
 */
export function splitAtAntimeridian(track: readonly Position[]): Position[][] {
  const pieces: Position[][] = [];
  let piece: Position[] = [];
  for (let i = 0; i < track.length; i++) {
    const p = track[i]!;
    const prev = track[i - 1];
    if (prev && crossesAntimeridian(prev.lon, p.lon)) {
      const d = lonDiffDeg(prev.lon, p.lon);
      const edge = d > 0 ? 180 : -180;
      const t = (edge - prev.lon) / d;
      const lat = prev.lat + t * (p.lat - prev.lat);
      piece.push({ lat, lon: edge });
      pieces.push(piece);
      piece = [{ lat, lon: -edge }];
    }
    piece.push(p);
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}
