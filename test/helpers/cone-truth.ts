// What a forecast cone must cover, worked out from the circles directly, with none of the cone's
// own polygon code: the area a circle sweeps moving along the track (centre and radius linear in
// time between forecast points) and checks that a set of [lon, lat] rings is a valid polygon.
import { geodesicInverse } from '../../shared/geodesy/geodesic';
import { coneRadiusNm } from '../../shared/forecast/storm-cone';

export interface Centre {
  readonly latDeg: number;
  readonly lonDeg: number;
  readonly leadH: number;
}

/** Circles per leg in the first pass; the second looks again as finely between the best one's neighbours. */
const STEPS = 24;

/**
 * How far (NM) the point lies outside the swept area: the smallest distance to a circle's centre
 * less that circle's radius, over circles along each leg. A point's distance to a centre moving
 * along a leg, less a radius growing linearly, has one minimum along it, so a coarse pass finds
 * where and a fine one around it (every 1/288 of the leg, under 2 NM on the longest) its size.
 * Negative inside.
 */
export function sweptMarginNm(centres: readonly Centre[], lat: number, lon: number): number {
  const toCentreNm = (cLat: number, cLon: number): number => geodesicInverse(lat, lon, cLat, cLon).distanceM / 1852;
  let best = Infinity;
  for (let i = 0; i + 1 < centres.length; i++) {
    const a = centres[i]!;
    const b = centres[i + 1]!;
    // Every point of the leg is within half its length of an end: skip legs that cannot beat the best.
    const legNm = geodesicInverse(a.latDeg, a.lonDeg, b.latDeg, b.lonDeg).distanceM / 1852;
    const nearEndNm = Math.min(toCentreNm(a.latDeg, a.lonDeg), toCentreNm(b.latDeg, b.lonDeg));
    const widestNm = Math.max(coneRadiusNm(a.leadH), coneRadiusNm(b.leadH));
    if (nearEndNm - legNm / 2 - widestNm > best) continue;
    const dLon = ((((b.lonDeg - a.lonDeg) % 360) + 540) % 360) - 180;
    const marginAt = (t: number): number =>
      toCentreNm(a.latDeg + t * (b.latDeg - a.latDeg), a.lonDeg + t * dLon) -
      coneRadiusNm(a.leadH + t * (b.leadH - a.leadH));
    let bestK = 0;
    let coarse = Infinity;
    for (let k = 0; k <= STEPS; k++) {
      const m = marginAt(k / STEPS);
      if (m < coarse) [coarse, bestK] = [m, k];
    }
    best = Math.min(best, coarse);
    const from = Math.max(0, bestK - 1) / STEPS;
    const to = Math.min(STEPS, bestK + 1) / STEPS;
    for (let k = 0; k <= STEPS; k++) best = Math.min(best, marginAt(from + ((to - from) * k) / STEPS));
  }
  return best;
}

type Ring = readonly (readonly [number, number])[];

/** Whether segments p1-p2 and q1-q2 share any point (touching counts). */
function segmentsMeet(
  p1: readonly [number, number],
  p2: readonly [number, number],
  q1: readonly [number, number],
  q2: readonly [number, number],
): boolean {
  const orient = (a: readonly [number, number], b: readonly [number, number], c: readonly [number, number]): number =>
    Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
  const onSegment = (
    a: readonly [number, number],
    b: readonly [number, number],
    c: readonly [number, number],
  ): boolean =>
    Math.min(a[0], b[0]) <= c[0] &&
    c[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= c[1] &&
    c[1] <= Math.max(a[1], b[1]);
  const o1 = orient(p1, p2, q1);
  const o2 = orient(p1, p2, q2);
  const o3 = orient(q1, q2, p1);
  const o4 = orient(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(p1, p2, q1)) ||
    (o2 === 0 && onSegment(p1, p2, q2)) ||
    (o3 === 0 && onSegment(q1, q2, p1)) ||
    (o4 === 0 && onSegment(q1, q2, p2))
  );
}

/**
 * The faults of a set of closed rings as a polygon: rings not closed or too short, repeated
 * points, and any two edges that meet other than where neighbours in one ring join (a ring
 * crossing or touching itself or another ring). Empty when valid.
 */
export function polygonFaults(rings: readonly Ring[]): string[] {
  const faults: string[] = [];
  const edges: {
    ring: number;
    index: number;
    count: number;
    a: readonly [number, number];
    b: readonly [number, number];
  }[] = [];
  rings.forEach((ring, r) => {
    const first = ring[0];
    const last = ring[ring.length - 1];
    if (ring.length < 4 || first === undefined || last === undefined || first[0] !== last[0] || first[1] !== last[1])
      faults.push(`ring ${r} is not a closed ring of at least 3 points`);
    const count = ring.length - 1;
    for (let i = 0; i < count; i++) {
      const a = ring[i]!;
      const b = ring[i + 1]!;
      if (a[0] === b[0] && a[1] === b[1]) faults.push(`ring ${r} repeats point ${i}`);
      edges.push({ ring: r, index: i, count, a, b });
    }
  });
  for (let i = 0; i < edges.length; i++) {
    for (let j = i + 1; j < edges.length; j++) {
      const e = edges[i]!;
      const f = edges[j]!;
      const neighbours =
        e.ring === f.ring && (Math.abs(e.index - f.index) === 1 || Math.abs(e.index - f.index) === e.count - 1);
      if (neighbours) continue;
      if (segmentsMeet(e.a, e.b, f.a, f.b))
        faults.push(`ring ${e.ring} edge ${e.index} meets ring ${f.ring} edge ${f.index}`);
    }
  }
  return faults;
}
