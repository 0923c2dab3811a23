// How a route's waypoints read to a navigator (issue 28): how often it turns, whether it
// zig-zags, how many waypoints it takes per 1,000 NM, how long its longest leg is and how close
// it passes to land. Measures only; the router's post-processing (shortcut.ts) acts on the same
// definitions of a turn and a zig-zag.
import type { Position } from '../domain/position';
import { M_PER_NM } from '../domain/units';
import { lonDiffDeg } from '../geodesy/angles';
import { rhumbInverse, rhumbPoint, rhumbStart } from '../geodesy/rhumb';
import { sinCosDegInto } from '../geodesy/ellipsoid';
import { distanceToLandNm, type LandData } from '../land/land';

/** A course change at a waypoint above this counts as a turn, degrees: below it a helmsman would not notice. */
export const TURN_DEG = 3;
/** Two consecutive turns to opposite sides, each above this, are a zig-zag, degrees. */
export const ZIG_ZAG_DEG = 5;

export interface RouteShape {
  /** Sum of the rhumb legs, NM. */
  readonly distanceNm: number;
  readonly waypoints: number;
  /** Waypoints per 1,000 NM of route (NaN for a route of no length). */
  readonly waypointsPer1000Nm: number;
  /** Interior waypoints where the course changes by more than TURN_DEG. */
  readonly turns: number;
  /** Pairs of consecutive waypoints turning to opposite sides by more than ZIG_ZAG_DEG each. */
  readonly zigZags: number;
  /** Longest rhumb leg, NM. */
  readonly longestLegNm: number;
  /**
   * Least distance to land along the legs, sampled every sampleNm, NM, counting only points at
   * least awayFromEndsNm from every end (where the full margin applies); Infinity beyond probeNm
   * or without land data; NaN when no point is that far from the ends.
   */
  readonly leastLandNm: number;
}

export interface ShapeOptions {
  readonly land?: LandData;
  /** Start, vias and end: near them the route may close the coast. Default: the first and last waypoint. */
  readonly ends?: readonly Position[];
  /** Points closer than this to an end are not measured for land, NM (default 30: land-clear.ts's full margin starts at 29). */
  readonly awayFromEndsNm?: number;
  /** Sample spacing along the legs for the land distance, NM (default 1). */
  readonly sampleNm?: number;
  /** Distances to land beyond this are not looked for, NM (default 100). */
  readonly probeNm?: number;
}

/**
 * Signed course change at each interior waypoint, degrees in (−180, 180], positive to starboard:
 * the course of the leg leaving it less the course of the leg arriving (a rhumb leg holds one
 * course). A waypoint on a zero-length leg has no course on that side and turns 0.
 */
export function courseChangesDeg(waypoints: readonly Position[]): number[] {
  const courses: number[] = [];
  for (let k = 0; k + 1 < waypoints.length; k++) {
    const a = waypoints[k]!;
    const b = waypoints[k + 1]!;
    const inv = rhumbInverse(a.lat, a.lon, b.lat, b.lon);
    courses.push(inv.distanceM > 0 ? inv.courseDeg : NaN);
  }
  const out: number[] = [];
  for (let k = 1; k < courses.length; k++) {
    const d = (((courses[k]! - courses[k - 1]! + 180) % 360) + 360) % 360;
    out.push(Number.isNaN(d) ? 0 : d === 0 ? 180 : d - 180);
  }
  return out;
}

/** Number of zig-zags among the course changes: consecutive pairs of opposite sign, each beyond ZIG_ZAG_DEG. */
export function countZigZags(changesDeg: readonly number[], limitDeg = ZIG_ZAG_DEG): number {
  let n = 0;
  for (let k = 0; k + 1 < changesDeg.length; k++) {
    const a = changesDeg[k]!;
    const b = changesDeg[k + 1]!;
    if (Math.abs(a) > limitDeg && Math.abs(b) > limitDeg && Math.sign(a) !== Math.sign(b)) n++;
  }
  return n;
}

export function routeShape(waypoints: readonly Position[], options: ShapeOptions = {}): RouteShape {
  const changes = courseChangesDeg(waypoints);
  let distanceM = 0;
  let longestM = 0;
  for (let k = 0; k + 1 < waypoints.length; k++) {
    const a = waypoints[k]!;
    const b = waypoints[k + 1]!;
    const d = rhumbInverse(a.lat, a.lon, b.lat, b.lon).distanceM;
    distanceM += d;
    longestM = Math.max(longestM, d);
  }
  const distanceNm = distanceM / M_PER_NM;
  return {
    distanceNm,
    waypoints: waypoints.length,
    waypointsPer1000Nm: distanceNm > 0 ? (1000 * waypoints.length) / distanceNm : NaN,
    turns: changes.filter((c) => Math.abs(c) > TURN_DEG).length,
    zigZags: countZigZags(changes),
    longestLegNm: longestM / M_PER_NM,
    leastLandNm: leastLandNm(waypoints, options),
  };
}

/** Distance between two positions on the local plane, NM: enough to tell whether a point is near an end. */
function nearNm(p: Position, q: Position): number {
  const k = Math.cos((p.lat * Math.PI) / 180);
  return 60 * Math.hypot(p.lat - q.lat, lonDiffDeg(q.lon, p.lon) * k);
}

function leastLandNm(waypoints: readonly Position[], o: ShapeOptions): number {
  const land = o.land;
  if (waypoints.length === 0) return NaN;
  const ends = o.ends ?? [waypoints[0]!, waypoints[waypoints.length - 1]!];
  const away = o.awayFromEndsNm ?? 30;
  const stepM = (o.sampleNm ?? 1) * M_PER_NM;
  const probeNm = o.probeNm ?? 100;
  const sc = new Float64Array(2);
  let least = NaN;
  for (let k = 0; k + 1 < waypoints.length; k++) {
    const a = waypoints[k]!;
    const b = waypoints[k + 1]!;
    const { distanceM, courseDeg } = rhumbInverse(a.lat, a.lon, b.lat, b.lon);
    const n = Math.max(1, Math.ceil(distanceM / stepM));
    const origin = rhumbStart(a.lat, a.lon);
    sinCosDegInto(courseDeg, sc);
    for (let i = 0; i <= n; i++) {
      const p = i === 0 ? a : i === n ? b : rhumbPoint(origin, sc[0]!, sc[1]!, (i * distanceM) / n);
      if (ends.some((e) => nearNm(p, e) < away)) continue;
      const d = land === undefined ? Infinity : distanceToLandNm(land, p.lat, p.lon, probeNm);
      least = Number.isNaN(least) ? d : Math.min(least, d);
    }
  }
  return least;
}
