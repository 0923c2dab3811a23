// Straightens the waypoints where the corridor's grid or the weather made the route zigzag: a run
// of waypoints is replaced by one rhumb line (or, for a zig-zagging run, two through one of its
// waypoints) when those legs are clear of land, allowed all along at the times they are sailed,
// and the rest of the route still holds when sailed from the new times. This is the any-angle
// post-processing of grid searches (a string pulled taut), under the router's constraints. A
// replacement may cost a little (issue 28: a navigator enters legs by hand and does not steer a
// zig-zag to save minutes): up to ZIG_ZAG_SLACK of the replaced run's time when the run
// zig-zags, GREAT_CIRCLE_SLACK when it only bends one way (a great circle's rhumb chords, fewer of
// them). For the least-risk objective the risk may grow by the same share of the run's hours.
import type { RoutingEnvironment, TimedPosition } from './model';
import { courseChangesDeg, ZIG_ZAG_DEG } from './route-shape';
import { newSailedLeg, sailRhumb } from './sail';

/**
 * Share of a zig-zagging run's time a straighter leg may add, and of its hours in risk (risk is
 * a rate per hour: the backend's share of members above the limits). 0.5 %: on a 200 h
 * crossing at most an hour even if every run zig-zagged, well inside what the forecast's speed
 * loss is known to (a 10 % error in a day's loss is hours), and far less than a navigator would
 * pay in attention for steering every turn of a zig-zag.
 */
export const ZIG_ZAG_SLACK = 0.005;
/**
 * Share a longer chord of a gently bending run may add: 0.03 % keeps a calm route within 0.05 %
 * of the geodesic (its test) while legs grow from the Douglas–Peucker chords (2 NM off the track)
 * to the few hundred miles a navigator takes for a great circle's rhumb legs.
 */
export const GREAT_CIRCLE_SLACK = 0.0003;
/** Longest run of waypoints tried as two legs through one of its own: the search is cubic in it. */
const MAX_KNEE_RUN = 12;

/**
 * Greedy from the start: from each waypoint the farthest later one that can be joined directly,
 * within the slack, is joined; failing that, the farthest of a zig-zagging run by two legs through
 * one of the run's waypoints. Quadratic in the waypoints for each start (cubic in MAX_KNEE_RUN for
 * the two legs), and a simplified route has a few dozen. Never slower than the slack allows: the
 * replaced runs are disjoint, so the route as a whole grows by at most ZIG_ZAG_SLACK in time. Without `straighten` no
 * slack at all: only shortcuts that cost nothing (the router before issue 28, for the bench).
 */
export function shortcutWaypoints(
  waypoints: readonly TimedPosition[],
  env: RoutingEnvironment,
  subStepNm: number,
  guardRisk: boolean,
  straighten = true,
): TimedPosition[] {
  let route = waypoints.slice();
  const leg = newSailedLeg();
  /** The route with waypoints i .. j replaced by legs through `stops` (j's position last), or null when that does not hold. */
  const replaced = (
    i: number,
    j: number,
    stops: readonly TimedPosition[],
    slack: number,
    before: { risk: number } | null,
  ): TimedPosition[] | null => {
    const a = route[i]!;
    const b = route[j]!;
    const spanS = b.timeUtc - a.timeUtc;
    const placed: TimedPosition[] = [];
    let from: TimedPosition = a;
    let risk = 0;
    for (const p of stops) {
      if (env.landClear !== undefined && !env.landClear(from, p)) return null;
      sailRhumb(from, p, from.timeUtc, env, subStepNm, leg);
      if (Number.isNaN(leg.arrivalUtc)) return null;
      risk += leg.risk;
      from = { lat: p.lat, lon: p.lon, timeUtc: leg.arrivalUtc };
      placed.push(from);
    }
    if (!(from.timeUtc <= b.timeUtc + slack * spanS)) return null;
    const rest = resail(route.slice(j), from.timeUtc, env, subStepNm, guardRisk);
    if (rest === null) return null;
    if (rest.waypoints[rest.waypoints.length - 1]!.timeUtc > route[route.length - 1]!.timeUtc + slack * spanS) {
      return null;
    }
    // Risk is a rate per hour (the backend's: the share of members above the limits), so the
    // risk accumulated is hours above the limits: the slack allows that share of the run's hours.
    if (before !== null && risk + rest.risk > before.risk + (slack * spanS) / 3600 + 1e-12) return null;
    return [...route.slice(0, i + 1), ...placed.slice(0, -1), ...rest.waypoints];
  };
  for (let i = 0; i + 2 < route.length; i++) {
    const before = guardRisk ? resail(route.slice(i), route[i]!.timeUtc, env, subStepNm, true) : null;
    // Course changes at waypoints i .. (the one at i only when a leg arrives there): index 0 is i's, or 1's.
    const changes = courseChangesDeg(route.slice(Math.max(0, i - 1)));
    const first = i > 0 ? i : 1;
    const zigZagTo = (j: number): boolean => straighten && zigZags(changes.slice(0, j - first + 1));
    let next: TimedPosition[] | null = null;
    for (let j = route.length - 1; j >= i + 2 && next === null; j--) {
      const slack = !straighten ? 0 : zigZagTo(j) ? ZIG_ZAG_SLACK : GREAT_CIRCLE_SLACK;
      next = replaced(i, j, [route[j]!], slack, before);
    }
    // No one leg will do: two, through one of the run's waypoints (out of a bay and back, say),
    // when the run zig-zags.
    let knee = false;
    for (let j = Math.min(route.length - 1, i + MAX_KNEE_RUN); j >= i + 3 && next === null; j--) {
      if (!zigZagTo(j)) continue;
      for (let m = i + 1; m < j && next === null; m++) {
        next = replaced(i, j, [route[m]!, route[j]!], ZIG_ZAG_SLACK, before);
        knee = next !== null;
      }
    }
    if (next !== null) route = next;
    // Go on from the run's end, past the knee: the replaced runs stay disjoint, and so the slack's bound holds.
    if (knee) i++;
  }
  return route;
}

/** Whether two consecutive course changes turn to opposite sides by more than ZIG_ZAG_DEG each. */
function zigZags(changesDeg: readonly number[]): boolean {
  for (let k = 0; k + 1 < changesDeg.length; k++) {
    const a = changesDeg[k]!;
    const b = changesDeg[k + 1]!;
    if (Math.abs(a) > ZIG_ZAG_DEG && Math.abs(b) > ZIG_ZAG_DEG && Math.sign(a) !== Math.sign(b)) return true;
  }
  return false;
}

/**
 * The waypoints sailed again leaving the first one at `startUtc`, the risk met and the risk up to
 * each waypoint; null when a leg is no longer allowed. Without `withRisk`, sailing stops where the
 * times meet the old ones again (the same leg from the same instant sails as before).
 */
function resail(
  waypoints: readonly TimedPosition[],
  startUtc: number,
  env: RoutingEnvironment,
  subStepNm: number,
  withRisk: boolean,
): { waypoints: TimedPosition[]; risk: number; riskTo: number[] } | null {
  const out: TimedPosition[] = [{ ...waypoints[0]!, timeUtc: startUtc }];
  const riskTo = [0];
  const leg = newSailedLeg();
  let risk = 0;
  for (let k = 1; k < waypoints.length; k++) {
    const a = out[k - 1]!;
    const b = waypoints[k]!;
    if (!withRisk && a.timeUtc === waypoints[k - 1]!.timeUtc) {
      out.push(...waypoints.slice(k));
      break;
    }
    sailRhumb(a, b, a.timeUtc, env, subStepNm, leg);
    if (Number.isNaN(leg.arrivalUtc)) return null;
    risk += leg.risk;
    riskTo.push(risk);
    out.push({ lat: b.lat, lon: b.lon, timeUtc: leg.arrivalUtc });
  }
  return { waypoints: out, risk, riskTo };
}
