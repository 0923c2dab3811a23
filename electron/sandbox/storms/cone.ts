// The forecast cone (spec §2.12 `cone`): the area swept by a circle moving along the forecast
// track, its radius growing with lead time, as [longitude, latitude] rings. A cone that
// crosses the antimeridian is cut there into two polygons (RFC 7946 §3.1.9), so no edge jumps
// across the map.
import { geodesicDirect } from '../../../shared/geodesy/geodesic';
import { normalizeLonDeg } from '../../../shared/geodesy/angles';
import { coneRadiusNm } from '../../../shared/forecast/storm-cone';
import { unionOfConvex } from './convex-union';

const M_PER_NM = 1852;
const CIRCLE_POINTS = 24;

export interface ConeCentre {
  readonly latDeg: number;
  readonly lonDeg: number;
  /** Hours after the current position. */
  readonly leadH: number;
}

type Pair = [number, number];

function cross(o: Pair, a: Pair, b: Pair): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/**
 * Convex hull (Andrew's monotone chain), counter-clockwise, open. Taken in the lon/lat plane, the
 * plane the cone is drawn and tested in (shared/forecast/point-in-polygon).
 */
function hull(points: Pair[]): Pair[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const half = (list: Pair[]): Pair[] => {
    const out: Pair[] = [];
    for (const p of list) {
      while (out.length >= 2) {
        const a = out[out.length - 2];
        const b = out[out.length - 1];
        if (a === undefined || b === undefined || cross(a, b, p) > 0) break;
        out.pop();
      }
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The part of a convex open ring with x <= limit (keep 'west') or x >= limit ('east'): Sutherland–Hodgman on one line. */
function clip(ring: readonly Pair[], limit: number, keep: 'west' | 'east'): Pair[] {
  const inside = (p: Pair): boolean => (keep === 'west' ? p[0] <= limit : p[0] >= limit);
  const out: Pair[] = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    if (inside(a)) out.push(a);
    if (inside(a) !== inside(b)) {
      const t = (limit - a[0]) / (b[0] - a[0]);
      out.push([limit, a[1] + (b[1] - a[1]) * t]);
    }
  }
  return out;
}

/** The pieces of a convex ring within [-180, 180], the part beyond the antimeridian moved back by one turn. */
function withinOneTurn(ring: readonly Pair[]): Pair[][] {
  const minLon = Math.min(...ring.map((p) => p[0]));
  const maxLon = Math.max(...ring.map((p) => p[0]));
  if (minLon >= -180 && maxLon <= 180) return [[...ring]];
  const seam = maxLon > 180 ? 180 : -180;
  const shift = seam === 180 ? -360 : 360;
  const inside = clip(ring, seam, seam === 180 ? 'west' : 'east');
  const beyond = clip(ring, seam, seam === 180 ? 'east' : 'west').map(([lon, lat]): Pair => [lon + shift, lat]);
  return [inside, beyond].filter((part) => part.length >= 3);
}

/** The ring closed, at 1e-4° (about 11 m), without repeated points. */
function rounded(ring: readonly (readonly [number, number])[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [lon, lat] of ring) {
    const p: [number, number] = [Math.round(lon * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4];
    const last = out[out.length - 1];
    if (last === undefined || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first !== undefined && last !== undefined && (first[0] !== last[0] || first[1] !== last[1])) out.push(first);
  return out;
}

/**
 * Cone polygons around `centres` (the current position first, then the forecast points), as
 * closed [longitude, latitude] rings: outer boundaries counter-clockwise, holes (where a track
 * loops round on itself) clockwise, so a point is in the cone when the rings' winding numbers
 * add up to other than zero (shared/forecast/point-in-polygon coneContains).
 *
 * The cone is the area a circle sweeps as it moves along the forecast track and grows with lead
 * time: the union of the circles and of the tangent hulls between consecutive ones. That is how
 * the NHC defines its cone ("Definition of the NHC Track Forecast Cone", nhc.noaa.gov/aboutcone):
 * the area swept out by a set of circles placed along the forecast track at the forecast times,
 * each the size of the two-thirds probability circle for its lead time. It is not the convex hull of
 * all the circles: for a track that recurves, that would fill the inside of the bend, which the
 * storm never sweeps. Each consecutive pair's hull is convex, so the cone is built as the union
 * of those hulls (convex-union.ts).
 *
 * Empty when there is no forecast point.
 */
export function forecastCone(centres: readonly ConeCentre[]): [number, number][][] {
  const origin = centres[0];
  if (origin === undefined || centres.length < 2) return [];
  const circles: Pair[][] = centres.map((c) => {
    const radiusM = coneRadiusNm(c.leadH) * M_PER_NM;
    const points: Pair[] = [];
    for (let k = 0; k < CIRCLE_POINTS; k++) {
      const p = geodesicDirect(c.latDeg, c.lonDeg, (360 * k) / CIRCLE_POINTS, radiusM);
      // Unwrapped around the current position, so no hull straddles a 360° jump.
      const lon = origin.lonDeg + (((normalizeLonDeg(p.lon - origin.lonDeg) + 540) % 360) - 180);
      points.push([lon, Math.max(-90, Math.min(90, p.lat))]);
    }
    return points;
  });
  const pieces: Pair[][] = [];
  for (let i = 0; i + 1 < circles.length; i++) pieces.push(hull([...circles[i]!, ...circles[i + 1]!]));
  // Cut at the antimeridian piece by piece (a convex piece cut by a line stays convex), so each
  // side's union is made of pieces that already lie within [-180, 180].
  return unionOfConvex(pieces.flatMap(withinOneTurn))
    .map(rounded)
    .filter((ring) => ring.length >= 4);
}
