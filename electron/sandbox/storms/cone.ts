// The forecast cone (spec §2.12 `cone`): circles around the forecast track whose radius grows
// with lead time, wrapped in their convex hull, as [longitude, latitude] rings. A cone that
// crosses the antimeridian is cut there into two polygons (RFC 7946 §3.1.9), so no edge jumps
// across the map.
import { geodesicDirect } from '../../../shared/geodesy/geodesic';
import { normalizeLonDeg } from '../../../shared/geodesy/angles';
import { coneRadiusNm } from '../../../shared/forecast/storm-cone';

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
 * Convex hull (Andrew's monotone chain), counter-clockwise, closed. Taken in the lon/lat plane:
 * a hull is unchanged by scaling one axis, so no cos(latitude) is needed.
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
  const ring = [...half(sorted), ...half([...sorted].reverse())];
  const first = ring[0];
  return first === undefined ? [] : [...ring, first];
}

/** The part of a ring with x <= limit (keep 'west') or x >= limit ('east'): Sutherland–Hodgman on one line. */
function clip(ring: Pair[], limit: number, keep: 'west' | 'east'): Pair[] {
  const inside = (p: Pair): boolean => (keep === 'west' ? p[0] <= limit : p[0] >= limit);
  const out: Pair[] = [];
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i];
    const b = ring[i + 1];
    if (a === undefined || b === undefined) continue;
    if (inside(a)) out.push(a);
    if (inside(a) !== inside(b)) {
      const t = (limit - a[0]) / (b[0] - a[0]);
      out.push([limit, a[1] + (b[1] - a[1]) * t]);
    }
  }
  const first = out[0];
  return first === undefined ? [] : [...out, first];
}

function rounded(ring: Pair[], shiftDeg: number): [number, number][] {
  return ring.map(([lon, lat]) => [Math.round((lon + shiftDeg) * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4]);
}

/**
 * Cone polygons around `centres` (the current position first, then the forecast points).
 * Empty when there is no forecast point.
 */
export function forecastCone(centres: readonly ConeCentre[]): [number, number][][] {
  const origin = centres[0];
  if (origin === undefined || centres.length < 2) return [];
  const points: Pair[] = [];
  for (const c of centres) {
    const radiusM = coneRadiusNm(c.leadH) * M_PER_NM;
    for (let k = 0; k < CIRCLE_POINTS; k++) {
      const p = geodesicDirect(c.latDeg, c.lonDeg, (360 * k) / CIRCLE_POINTS, radiusM);
      // Unwrapped around the current position, so the hull never straddles a 360° jump.
      const lon = origin.lonDeg + (((normalizeLonDeg(p.lon - origin.lonDeg) + 540) % 360) - 180);
      points.push([lon, Math.max(-90, Math.min(90, p.lat))]);
    }
  }
  const ring = hull(points);
  const minLon = Math.min(...ring.map((p) => p[0]));
  const maxLon = Math.max(...ring.map((p) => p[0]));
  if (minLon >= -180 && maxLon <= 180) return [rounded(ring, 0)];
  const seam = maxLon > 180 ? 180 : -180;
  const west = clip(ring, seam, 'west');
  const east = clip(ring, seam, 'east');
  const shift = seam === 180 ? -360 : 360;
  // The part beyond the seam is moved back by one turn into [-180, 180].
  const parts = seam === 180 ? [rounded(west, 0), rounded(east, shift)] : [rounded(west, shift), rounded(east, 0)];
  return parts.filter((ring) => ring.length >= 4);
}
