// Turning points placed anywhere (issue 28): a zig-zag that shortcut.ts leaves, because no
// shortcut between the route's own waypoints is within its slack, becomes one straight leg or two
// legs through one turning point placed where the route's own cost (LegCost) is least, wherever
// that is: a compass (pattern) search from the run's waypoints and their centroid, under a
// shortcut's checks (clear of land, allowed all along when sailed, the rest of the route sailed
// again from the new times, by the deadline).
import { lonDiffDeg, normalizeLonDeg } from '../geodesy/angles';
import type { Position } from '../domain/position';
import type { RoutingEnvironment, TimedPosition } from './model';
import { countZigZags, courseChangesDeg, ZIG_ZAG_DEG } from './route-shape';
import { newSailedLeg, sailFrom, sailThrough, type Sailed } from './sail';
import { RISK_SLACK, ZIG_ZAG_SLACK, type LegCost } from './shortcut';

/** Most waypoints of a run replaced at once: the windows tried are quadratic in it, each a search. */
const MAX_RUN = 8;
/** Turning points tried in one search: a compass search halving its step from a few degrees to a mile. */
const MAX_TRIES = 80;
/** The search stops when its step is below this, degrees of latitude (about a mile). */
const MIN_STEP_DEG = 1 / 60;
/**
 * Degrees a turning point may lie outside the box of the waypoints it replaces (10 NM of
 * latitude): a turn among the weave's, not a new route the search did not look for (unbounded, one
 * soft-limit route of the bench left its corridor for 430 NM more).
 */
const BOX_MARGIN_DEG = 10 / 60;

/** A replacement, and what it adds to the route's cost per zig-zag it removes. */
interface Candidate {
  readonly next: Sailed;
  readonly perZigZag: number;
}

/**
 * The route with zig-zag runs (consecutive turns to alternate sides, each over ZIG_ZAG_DEG)
 * replaced by one leg or two through a placed turning point, the cheapest per zig-zag removed
 * first, until none is within the slack. Only routes priced on risk (soft limits, least risk):
 * least time keeps what shortcut.ts gives it, whose zig-zags left are forced (land, a landfall
 * after a great circle's turn) and are not made cheaper by moving a turn.
 * A replacement may add what shortcut.ts allows a zig-zag: ZIG_ZAG_SLACK of the replaced run's
 * hours and RISK_SLACK of the price of its risk, in hours + riskPriceH × risk; and the route as a
 * whole stays within that slack of `searched` (the route before any straightening), the bound
 * shortcut.ts keeps. The route's slack alone, spent on any run, took more zig-zags out of the
 * bench (least risk 34 → 28, soft limits 38 → 31, against 32 and 34) but spent 1.2 % of the cost
 * of a weave that saves 3.8 % (seamanlike-priced.test.ts) on straightening half of it.
 */
export function placeTurns(
  waypoints: readonly TimedPosition[],
  searched: readonly TimedPosition[],
  env: RoutingEnvironment,
  subStepNm: number,
  cost: LegCost,
): TimedPosition[] {
  if (cost.riskPriceH === null) return waypoints.slice();
  const price = cost.riskPriceH;
  const total = (s: Sailed): number => hoursOf(s) + price * s.riskTo[s.riskTo.length - 1]!;
  const base = sailFrom(searched, searched[0]!.timeUtc, env, subStepNm);
  let sailed: Sailed | null = sailFrom(waypoints, waypoints[0]!.timeUtc, env, subStepNm);
  if (base === null || sailed === null) return waypoints.slice();
  const baseRisk = base.riskTo[base.riskTo.length - 1]!;
  const ceiling = total(base) + ZIG_ZAG_SLACK * hoursOf(base) + RISK_SLACK * price * baseRisk + 1e-9;
  for (;;) {
    const route: Sailed = sailed;
    const zigZags = countZigZags(courseChangesDeg(route.waypoints));
    const leg = newSailedLeg();
    /** Hours + price × risk from waypoint i to j through `stops` (j last), Infinity where it does not hold. */
    const local = (i: number, stops: readonly Position[]): number => {
      const from = route.waypoints[i]!;
      const through = sailThrough(from, stops, env, subStepNm, leg);
      return through === null ? Infinity : (through.arrivalUtc - from.timeUtc) / 3600 + price * through.risk;
    };
    const budget = ceiling - total(route);
    /** The route with waypoints i + 1 .. j − 1 replaced by `turn` (none: one leg) and what it adds, when within the slack. */
    const replaced = (i: number, j: number, turn: Position | null): Candidate | null => {
      const a = route.waypoints[i]!;
      const b = route.waypoints[j]!;
      const runRisk = route.riskTo[j]! - route.riskTo[i]!;
      const stops = turn === null ? [b] : [turn, b];
      const runCost = (b.timeUtc - a.timeUtc) / 3600 + price * runRisk;
      const allowed = Math.min(budget, (ZIG_ZAG_SLACK * (b.timeUtc - a.timeUtc)) / 3600 + RISK_SLACK * price * runRisk);
      if (!(local(i, stops) - runCost <= allowed + 1e-9)) return null;
      const points = [...route.waypoints.slice(0, i + 1), ...stops.slice(0, -1), ...route.waypoints.slice(j)];
      const next = sailFrom(points, route.waypoints[0]!.timeUtc, env, subStepNm);
      if (next === null || next.waypoints[next.waypoints.length - 1]!.timeUtc > cost.latestUtc) return null;
      const added = total(next) - total(route);
      const removed = zigZags - countZigZags(courseChangesDeg(next.waypoints));
      return added <= allowed + 1e-9 && removed > 0 ? { next, perZigZag: added / removed } : null;
    };
    let best: Candidate | null = null;
    for (const [m, n] of zigZagRuns(route.waypoints)) {
      for (let len = Math.min(n - m + 1, MAX_RUN); len >= 1; len--) {
        for (let a = m; a + len - 1 <= n; a++) {
          const i = a - 1;
          const j = a + len;
          let c = replaced(i, j, null);
          const turn = c === null ? bestTurn(route.waypoints, i, j, local) : null;
          if (turn !== null) c = replaced(i, j, turn);
          if (c !== null && (best === null || c.perZigZag < best.perZigZag)) best = c;
        }
      }
    }
    if (best === null) return route.waypoints;
    sailed = best.next;
  }
}

/**
 * Interior waypoint ranges [m, n] (n > m) where every consecutive pair turns to opposite sides by
 * more than ZIG_ZAG_DEG each: countZigZags's definition, pairs chained into runs.
 */
function zigZagRuns(waypoints: readonly Position[]): [number, number][] {
  const changes = courseChangesDeg(waypoints); // changes[k] is waypoint k + 1's
  const runs: [number, number][] = [];
  for (let k = 0; k + 1 < changes.length; k++) {
    const a = changes[k]!;
    const b = changes[k + 1]!;
    if (!(Math.abs(a) > ZIG_ZAG_DEG && Math.abs(b) > ZIG_ZAG_DEG && Math.sign(a) !== Math.sign(b))) continue;
    const last = runs[runs.length - 1];
    if (last !== undefined && last[1] === k + 1) last[1] = k + 2;
    else runs.push([k + 1, k + 2]);
  }
  return runs;
}

/**
 * The turning point between waypoints i and j of least `cost`, by a compass search: from the best
 * of the run's waypoints and their centroid, a step north, south, east or west (east–west scaled
 * to the same miles) is taken when it costs less, and the step halves when none does. Null when
 * no start holds. Local: a weave's cost has several minima, the search finds the one nearest the
 * run, which is the turn a navigator would draw.
 */
function bestTurn(
  waypoints: readonly Position[],
  i: number,
  j: number,
  cost: (i: number, stops: readonly Position[]) => number,
): Position | null {
  const origin = waypoints[i]!;
  const end = waypoints[j]!;
  const run = waypoints.slice(i + 1, j);
  // Offsets from the run's first point, degrees, east across the antimeridian unwrapped.
  const offsets = run.map((p) => ({ lat: p.lat - origin.lat, lon: lonDiffDeg(origin.lon, p.lon) }));
  const centroid = {
    lat: offsets.reduce((s, p) => s + p.lat, 0) / offsets.length,
    lon: offsets.reduce((s, p) => s + p.lon, 0) / offsets.length,
  };
  const at = (o: { lat: number; lon: number }): Position => ({
    lat: Math.max(-89.9, Math.min(89.9, origin.lat + o.lat)),
    lon: normalizeLonDeg(origin.lon + o.lon),
  });
  // Within the run's box and a few miles: a turn among the weave's, not a new route the search did not find.
  const box = (k: 'lat' | 'lon', f: (...x: number[]) => number): number => f(...offsets.map((o) => o[k]));
  const [latLo, latHi] = [box('lat', Math.min) - BOX_MARGIN_DEG, box('lat', Math.max) + BOX_MARGIN_DEG];
  const [lonLo, lonHi] = [box('lon', Math.min) - BOX_MARGIN_DEG, box('lon', Math.max) + BOX_MARGIN_DEG];
  const costAt = (o: { lat: number; lon: number }): number =>
    o.lat < latLo || o.lat > latHi || o.lon < lonLo || o.lon > lonHi ? Infinity : cost(i, [at(o), end]);
  let best = centroid;
  let bestCost = costAt(centroid);
  for (const o of offsets) {
    const c = costAt(o);
    if (c < bestCost) [best, bestCost] = [o, c];
  }
  if (!Number.isFinite(bestCost)) return null;
  const spread = Math.max(...offsets.map((o) => Math.hypot(o.lat - centroid.lat, o.lon - centroid.lon)));
  const cosLat = Math.max(0.05, Math.cos(((origin.lat + best.lat) * Math.PI) / 180));
  let step = Math.max(spread / 2, 4 * MIN_STEP_DEG);
  for (let tries = 0; tries < MAX_TRIES && step >= MIN_STEP_DEG;) {
    let moved = false;
    for (const [dLat, dLon] of [
      [step, 0],
      [-step, 0],
      [0, step / cosLat],
      [0, -step / cosLat],
    ] as const) {
      const o = { lat: best.lat + dLat, lon: best.lon + dLon };
      const c = costAt(o);
      tries++;
      if (c < bestCost) {
        [best, bestCost, moved] = [o, c, true];
        break;
      }
    }
    if (!moved) step /= 2;
  }
  return at(best);
}

function hoursOf(s: Sailed): number {
  return (s.waypoints[s.waypoints.length - 1]!.timeUtc - s.waypoints[0]!.timeUtc) / 3600;
}
