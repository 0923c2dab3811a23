// Whether a position lies inside a storm's forecast cone: [longitude, latitude] rings, safe across
// the antimeridian. The one test of "in the cone" for every place that tells it (the forecast, the
// Storms tab, departures, routing's evaluation, the report), and the rule the chart fills by.
import { unwrapLons } from '../geodesy/antimeridian';

type LonLat = readonly [number, number];

/**
 * How many times the ring winds round the point, counter-clockwise positive (D. Sunday's
 * crossing form of the winding number), in the longitude/latitude plane the cone is drawn in.
 * Antimeridian: the ring's longitudes are first made continuous (each edge the short way, so
 * 175°E -> 175°W becomes 175 -> 185), then the point's longitude is moved by whole turns to the
 * copy nearest the ring's middle. Unwrapping each vertex relative to the point instead would
 * turn a ring on the far side of the globe inside out. Holds for rings less than 180° wide, as
 * every cone is. Closed or open rings both work; a point exactly on an edge may fall either side.
 */
function windingNumber(ring: readonly LonLat[], lat: number, lon: number): number {
  const n = ring.length;
  if (n < 3) return 0;
  const xs = unwrapLons(ring.map((v) => v[0]));
  const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
  const x = lon + 360 * Math.round((middle - lon) / 360);
  let winding = 0;
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const x1 = xs[j] ?? NaN;
    const y1 = ring[j]?.[1] ?? NaN;
    const x2 = xs[i] ?? NaN;
    const y2 = ring[i]?.[1] ?? NaN;
    const left = (x2 - x1) * (lat - y1) - (x - x1) * (y2 - y1);
    if (y1 <= lat && y2 > lat && left > 0) winding += 1;
    else if (y1 > lat && y2 <= lat && left < 0) winding -= 1;
  }
  return winding;
}

/**
 * Inside the cone: the rings' winding numbers round the point add up to other than zero (the
 * nonzero rule). A cone comes as one ring, as two where it is cut at the antimeridian, and with
 * a hole where the track loops round on itself: outer rings counter-clockwise, holes clockwise
 * (RFC 7946 §3.1.6), so a point in a hole counts +1 - 1 = 0. A ring standing alone counts
 * whichever way it runs.
 */
export function coneContains(rings: readonly (readonly LonLat[])[], lat: number, lon: number): boolean {
  return rings.reduce((sum, ring) => sum + windingNumber(ring, lat, lon), 0) !== 0;
}
