// No-go areas the navigator draws on the chart, for the router: polygons whose sides are rhumb
// lines. A rhumb line is straight in Mercator coordinates (longitude, isometric latitude ψ), so
// both the point test and the test of a route's rhumb edge against a side are exact there: a thin
// area cannot be jumped between the sub-steps at which the router samples its other constraints.
import type { Position } from '../domain/position';
import { lonDiffDeg } from '../geodesy/angles';
import { DEG } from '../geodesy/ellipsoid';
import { eccentricTerm, expGdInv, sinCosLat } from '../geodesy/latitude';
import type { LandClearFn, RoutingEnvironment, RoutingFailure } from './model';

/** A drawn area: its vertices in order, the ring open or closed (the first vertex repeated). */
export type NoGoArea = readonly Position[];

export const MAX_NO_GO_AREAS = 20;
export const MAX_NO_GO_VERTICES = 200;
/** Widest area east to west, degrees: wider ones are mistakes (and would make "the short way" ambiguous). */
const MAX_WIDTH_DEG = 180;

/** An area in Mercator coordinates: x longitude unwrapped (degrees, continuous), y isometric latitude ψ (radians). */
interface Plane {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly west: number;
  readonly east: number;
  readonly south: number;
  readonly north: number;
}

/** The areas, checked and prepared: which one holds a point, and whether a rhumb edge keeps out of all. */
export interface NoGo {
  /** How many areas there are. */
  readonly count: number;
  /** Index of the first area holding the point, -1 for none. */
  readonly areaAt: (p: Position) => number;
  /** True when the rhumb line from a to b neither enters nor touches any area. */
  readonly edgeClear: LandClearFn;
}

const sc = new Float64Array(2);

/**
 * Isometric latitude ψ = gd⁻¹φ − e·atanh(e sin φ) on WGS84 (Karney 2014, eq. 9), radians: the
 * Mercator ordinate in which the rhumb lines of shared/geodesy/rhumb are straight. Latitudes are
 * held just short of the poles, where ψ is infinite.
 */
function psi(latDeg: number): number {
  sinCosLat(Math.max(-89.999999, Math.min(89.999999, latDeg)) * DEG, sc);
  return Math.log(expGdInv(sc[0]!, sc[1]!)) - eccentricTerm(sc[0]!);
}

/** Twice the signed area of (o, p, q): positive when q is to the left of o→p. */
function cross(ox: number, oy: number, px: number, py: number, qx: number, qy: number): number {
  return (px - ox) * (qy - oy) - (py - oy) * (qx - ox);
}

/** Whether the closed segments p1p2 and q1q2 share a point (touching and overlapping count). */
function segmentsMeet(
  p1x: number,
  p1y: number,
  p2x: number,
  p2y: number,
  q1x: number,
  q1y: number,
  q2x: number,
  q2y: number,
): boolean {
  const d1 = cross(q1x, q1y, q2x, q2y, p1x, p1y);
  const d2 = cross(q1x, q1y, q2x, q2y, p2x, p2y);
  const d3 = cross(p1x, p1y, p2x, p2y, q1x, q1y);
  const d4 = cross(p1x, p1y, p2x, p2y, q2x, q2y);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const on = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number): boolean =>
    Math.min(ax, bx) <= cx && cx <= Math.max(ax, bx) && Math.min(ay, by) <= cy && cy <= Math.max(ay, by);
  return (
    (d1 === 0 && on(q1x, q1y, q2x, q2y, p1x, p1y)) ||
    (d2 === 0 && on(q1x, q1y, q2x, q2y, p2x, p2y)) ||
    (d3 === 0 && on(p1x, p1y, p2x, p2y, q1x, q1y)) ||
    (d4 === 0 && on(p1x, p1y, p2x, p2y, q2x, q2y))
  );
}

/** Even-odd ray casting (PNPOLY) in the Mercator plane; x already moved into the area's span. */
function planeContains(a: Plane, x: number, y: number): boolean {
  if (y < a.south || y > a.north || x < a.west || x > a.east) return false;
  let inside = false;
  const n = a.xs.length;
  for (let i = 0, j = n - 1; i < n; j = i, i++) {
    const yi = a.ys[i]!;
    const yj = a.ys[j]!;
    if (yi > y !== yj > y && x < a.xs[j]! + ((y - yj) / (yi - yj)) * (a.xs[i]! - a.xs[j]!)) inside = !inside;
  }
  return inside;
}

/** The copy of longitude x (by whole turns) at or east of the area's west edge. */
function into(a: Plane, x: number): number {
  return x - 360 * Math.floor((x - a.west) / 360);
}

/** Whether the Mercator segment (ax, ay)→(bx, by) enters or touches the area, tried at every whole-turn shift that reaches it. */
function segmentMeets(a: Plane, ax: number, ay: number, bx: number, by: number): boolean {
  if (Math.max(ay, by) < a.south || Math.min(ay, by) > a.north) return false;
  const lo = Math.min(ax, bx);
  const hi = Math.max(ax, bx);
  for (let k = Math.ceil((a.west - hi) / 360); k <= Math.floor((a.east - lo) / 360); k++) {
    const x1 = ax + 360 * k;
    const x2 = bx + 360 * k;
    if (planeContains(a, x1, ay) || planeContains(a, x2, by)) return true;
    const n = a.xs.length;
    for (let i = 0, j = n - 1; i < n; j = i, i++) {
      if (segmentsMeet(x1, ay, x2, by, a.xs[j]!, a.ys[j]!, a.xs[i]!, a.ys[i]!)) return true;
    }
  }
  return false;
}

type Checked = { ok: true; plane: Plane } | { ok: false; why: string };

/** One area checked and put in the Mercator plane, or why it cannot be used. */
function planeOf(area: NoGoArea): Checked {
  if (area.some((p) => !(Math.abs(p.lat) < 90) || !Number.isFinite(p.lon))) {
    return { ok: false, why: 'has a point that is not a position (latitudes within ±90°, finite longitudes)' };
  }
  // Repeated points (a double click, the ring closed) count once.
  const vs = area.filter((p, i) => area.length === 1 || !same(p, area[(i + area.length - 1) % area.length]!));
  if (vs.length < 3) return { ok: false, why: 'has fewer than 3 distinct points' };
  if (vs.length > MAX_NO_GO_VERTICES) return { ok: false, why: `has more than ${MAX_NO_GO_VERTICES} points` };
  const n = vs.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  xs[0] = vs[0]!.lon;
  for (let i = 0; i < n; i++) {
    if (i > 0) xs[i] = xs[i - 1]! + lonDiffDeg(vs[i - 1]!.lon, vs[i]!.lon);
    ys[i] = psi(vs[i]!.lat);
  }
  if (Math.abs(xs[n - 1]! + lonDiffDeg(vs[n - 1]!.lon, vs[0]!.lon) - xs[0]!) > 1e-9) {
    return { ok: false, why: 'goes round a pole' };
  }
  const west = Math.min(...xs);
  const east = Math.max(...xs);
  if (east - west >= MAX_WIDTH_DEG) return { ok: false, why: `is ${MAX_WIDTH_DEG}° of longitude wide or more` };
  const crossing = selfCrossing(xs, ys);
  if (crossing !== null) return { ok: false, why: `crosses itself (sides ${crossing[0]} and ${crossing[1]})` };
  let twiceArea = 0;
  for (let i = 0, j = n - 1; i < n; j = i, i++) twiceArea += xs[j]! * ys[i]! - xs[i]! * ys[j]!;
  if (Math.abs(twiceArea) < 1e-12) return { ok: false, why: 'has no area (its points are on one line)' };
  return { ok: true, plane: { xs, ys, west, east, south: Math.min(...ys), north: Math.max(...ys) } };
}

function same(p: Position, q: Position): boolean {
  return p.lat === q.lat && lonDiffDeg(p.lon, q.lon) === 0;
}

/**
 * The first two sides (numbered from 1, side i from vertex i to i + 1) that meet other than at
 * the vertex they share, or null. Sides next to each other meet only when they fold back along
 * one line. O(n²): 20 000 pairs at most.
 */
function selfCrossing(xs: Float64Array, ys: Float64Array): [number, number] | null {
  const n = xs.length;
  for (let i = 0; i < n; i++) {
    const i2 = (i + 1) % n;
    for (let j = i + 1; j < n; j++) {
      const j2 = (j + 1) % n;
      if (j === i + 1 || j2 === i) {
        // Adjacent: they share one vertex v and fold back when the far ends lie on one line through v, on the same side.
        const [v, p, q] = j === i + 1 ? [j, i, j2] : [i, i2, j];
        const c = cross(xs[v]!, ys[v]!, xs[p]!, ys[p]!, xs[q]!, ys[q]!);
        const dot = (xs[p]! - xs[v]!) * (xs[q]! - xs[v]!) + (ys[p]! - ys[v]!) * (ys[q]! - ys[v]!);
        if (c === 0 && dot > 0) return [i + 1, j + 1];
        continue;
      }
      if (segmentsMeet(xs[i]!, ys[i]!, xs[i2]!, ys[i2]!, xs[j]!, ys[j]!, xs[j2]!, ys[j2]!)) return [i + 1, j + 1];
    }
  }
  return null;
}

/**
 * The areas checked (each at least 3 distinct finite points, not crossing itself, narrower than
 * 180°; at most MAX_NO_GO_AREAS) and prepared, or a failure naming the first bad area (from 1).
 */
export function noGoAreas(areas: readonly NoGoArea[]): { ok: true; noGo: NoGo } | RoutingFailure {
  if (areas.length > MAX_NO_GO_AREAS) {
    return { ok: false, reason: 'bad-input', message: `At most ${MAX_NO_GO_AREAS} no-go areas: remove some.` };
  }
  const planes: Plane[] = [];
  for (let i = 0; i < areas.length; i++) {
    const checked = planeOf(areas[i]!);
    if (!checked.ok) {
      return { ok: false, reason: 'bad-input', message: `No-go area ${i + 1} ${checked.why}: redraw or remove it.` };
    }
    planes.push(checked.plane);
  }
  return {
    ok: true,
    noGo: {
      count: planes.length,
      areaAt: (p) => {
        const y = psi(p.lat);
        return planes.findIndex((a) => planeContains(a, into(a, p.lon), y));
      },
      edgeClear: (a, b) => {
        if (planes.length === 0) return true;
        // The edge's far end unwrapped from its start: the short way, as the rhumb line runs.
        const ax = a.lon;
        const bx = a.lon + lonDiffDeg(a.lon, b.lon);
        const ay = psi(a.lat);
        const by = psi(b.lat);
        return planes.every((plane) => !segmentMeets(plane, ax, ay, bx, by));
      },
    },
  };
}

/** A failure when the start, a via or the end (`ends` in route order) is inside an area; null when none is. */
export function endInsideNoGo(noGo: NoGo, ends: readonly Position[]): RoutingFailure | null {
  for (let i = 0; i < ends.length; i++) {
    const area = noGo.areaAt(ends[i]!);
    if (area < 0) continue;
    const what = i === 0 ? 'The start' : i === ends.length - 1 ? 'The end' : `Via ${i}`;
    return {
      ok: false,
      reason: i === 0 ? 'start-not-allowed' : 'bad-input',
      message: `${what} is inside no-go area ${area + 1}: move it or remove the area.`,
    };
  }
  return null;
}

/**
 * The environment with the areas added to its land check, so that every edge, simplified leg and
 * shortcut the router tries is refused when it enters or crosses an area. Check the ends first
 * (endInsideNoGo): a route cannot start inside an area it may not enter.
 */
export function avoidingNoGo(env: RoutingEnvironment, noGo: NoGo): RoutingEnvironment {
  const land = env.landClear;
  const landClear: LandClearFn =
    land === undefined ? noGo.edgeClear : (a, b, offingNm) => noGo.edgeClear(a, b) && land(a, b, offingNm);
  return { ...env, landClear };
}
