// Whether a position lies inside a [longitude, latitude] ring (a storm's forecast cone), safe
// across the antimeridian.
import { unwrapLons } from '../geodesy/antimeridian';

type LonLat = readonly [number, number];

/**
 * Even-odd ray casting (W. R. Franklin, PNPOLY) in the longitude/latitude plane, the plane the
 * cone is drawn in.
 * Antimeridian: the ring's longitudes are first made continuous (each edge the short way, so
 * 175°E -> 175°W becomes 175 -> 185), then the point's longitude is moved by whole turns to the
 * copy nearest the ring's middle. Unwrapping each vertex relative to the point instead would
 * turn a ring on the far side of the globe inside out. Holds for rings less than 180° wide, as
 * every cone is. Closed or open rings both work; a point exactly on an edge may fall either side.
 */
export function ringContains(ring: readonly LonLat[], lat: number, lon: number): boolean {
  const n = ring.length;
  if (n < 3) return false;
  const xs = unwrapLons(ring.map((v) => v[0]));
  const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
  const x = lon + 360 * Math.round((middle - lon) / 360);
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const x1 = xs[j] ?? NaN;
    const y1 = ring[j]?.[1] ?? NaN;
    const x2 = xs[i] ?? NaN;
    const y2 = ring[i]?.[1] ?? NaN;
    if (y1 > lat !== y2 > lat && x < x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1)) inside = !inside;
  }
  return inside;
}

/** Inside any of the rings (a cone cut at the antimeridian comes as two). */
export function anyRingContains(rings: readonly (readonly LonLat[])[], lat: number, lon: number): boolean {
  return rings.some((ring) => ringContains(ring, lat, lon));
}
