// The default land check of the router's edges: a rhumb line is clear when every point of it
// keeps a margin from Natural Earth's land (1:10m in the app), smaller near the start and end so
// that ports can be reached and left.
import type { Position } from '../domain/position';
import { M_PER_NM } from '../domain/units';
import { lonDiffDeg } from '../geodesy/angles';
import { sinCosDegInto } from '../geodesy/ellipsoid';
import { rhumbInverse, rhumbPoint, rhumbStart } from '../geodesy/rhumb';
import { distanceToLandNm, type LandData } from '../land/land';
import type { LandClearFn } from './model';

export interface LandClearOptions {
  /** Distance kept from land at sea, NM (default 10). */
  readonly marginNm?: number;
  /** Distance kept from land near an end, NM (default 1). */
  readonly nearMarginNm?: number;
  /** Within this distance of an end the near margin applies; beyond it the margin grows 1 NM per NM up to marginNm (default 20). */
  readonly nearNm?: number;
  /** Within this distance of an end nothing is checked: the berth and its approach, which the land data may cover (default 2, as the land check's port approach). */
  readonly berthNm?: number;
}

export const LAND_CLEAR_DEFAULTS = { marginNm: 10, nearMarginNm: 1, nearNm: 20, berthNm: 2 } as const;

/**
 * A LandClearFn for a route between `ends` (start, end and any vias). The margin wanted at a
 * point depends on its distance d to the nearest end: none within berthNm, nearMarginNm out to
 * nearNm, then growing to marginNm.
 *
 * Guarantee: points are sampled along the edge every s NM (a quarter of the smallest margin the
 * edge asks, at least 0.25 NM) and each must be at least its margin + s/2 from land, so every point
 * of the edge, within s/2 of a sample, keeps its margin. Open sea is answered without sampling:
 * each node's clearance is measured once (up to probeNm), and an edge shorter than twice
 * (clearance − margin) at both ends is clear, every point of it lying within half its length
 * of one end. Distances to land are shared/land's local plane, within a fraction of a percent.
 * An offing asked of an edge (LandClearFn) is added to the margin where the full margin applies,
 * and in proportion where it is smaller: near the ends, where the route must close the coast,
 * it asks little more.
 */
export function landClearance(land: LandData, ends: readonly Position[], options: LandClearOptions = {}): LandClearFn {
  const o = { ...LAND_CLEAR_DEFAULTS, ...options };
  const probeNm = o.marginNm + 40;
  const clearance = new WeakMap<Position, number>();
  const clearanceOf = (p: Position): number => {
    let c = clearance.get(p);
    if (c === undefined) {
      c = Math.min(probeNm, distanceToLandNm(land, p.lat, p.lon, probeNm));
      clearance.set(p, c);
    }
    return c;
  };
  const marginAt = (p: Position): number => {
    let d = Infinity;
    const k = Math.cos((p.lat * Math.PI) / 180);
    for (const e of ends) d = Math.min(d, 60 * Math.hypot(p.lat - e.lat, lonDiffDeg(e.lon, p.lon) * k));
    if (d <= o.berthNm) return 0;
    return Math.min(o.marginNm, o.nearMarginNm + Math.max(0, d - o.nearNm));
  };
  const sc = new Float64Array(2);
  return (a, b, offingNm = 0) => {
    const { distanceM, courseDeg } = rhumbInverse(a.lat, a.lon, b.lat, b.lon);
    const lengthNm = distanceM / M_PER_NM;
    const ma = marginAt(a);
    const mb = marginAt(b);
    // Beyond probeNm clearances are not measured: a larger offing than that is not looked for.
    const offing = Math.max(0, Math.min(offingNm, probeNm - o.marginNm));
    if (Math.min(clearanceOf(a), clearanceOf(b)) >= lengthNm / 2 + o.marginNm + offing) return true;
    const smallest = Math.min(ma, mb) > 0 ? Math.min(ma, mb) : o.nearMarginNm;
    const s = Math.max(0.25, smallest / 4);
    const n = Math.max(1, Math.ceil(lengthNm / s));
    const step = distanceM / n;
    const origin = rhumbStart(a.lat, a.lon);
    sinCosDegInto(courseDeg, sc);
    for (let i = 0; i <= n; i++) {
      const p = i === 0 ? a : i === n ? b : rhumbPoint(origin, sc[0]!, sc[1]!, i * step);
      const m = marginAt(p);
      if (m === 0) continue;
      const want = m * (1 + offing / o.marginNm) + step / M_PER_NM / 2;
      if (distanceToLandNm(land, p.lat, p.lon, want) < want) return false;
    }
    return true;
  };
}
