// Straightens the waypoints where the corridor's grid or the weather made the route zigzag: a run
// of waypoints is replaced by one rhumb line when that leg is clear of land, allowed all along at
// the times it is sailed, and the rest of the route still holds when sailed from the new times.
// This is the any-angle post-processing of grid searches (a string pulled taut), under the
// router's constraints. A replacement may cost a little (issue 28: a navigator enters legs by
// hand and does not steer a zig-zag to save minutes): up to ZIG_ZAG_SLACK of the replaced run's
// time, and of its risk for the least-risk objective, when the run zig-zags; up to
// GREAT_CIRCLE_SLACK when it only bends one way (a great circle's rhumb chords, fewer of them).
import type { RoutingEnvironment, TimedPosition } from './model';
import { courseChangesDeg, ZIG_ZAG_DEG } from './route-shape';
import { newSailedLeg, sailRhumb } from './sail';

/**
 * Share of a zig-zagging run's time (and risk) a straighter leg may add. 0.5 %: on a 200 h
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

/**
 * Greedy from the start: from each waypoint the farthest later one that can be joined directly,
 * within the slack, is joined. Quadratic in the waypoints for each start, and a simplified route
 * has a few dozen. Never slower than the slack allows: the replaced runs are disjoint, so the
 * route as a whole grows by at most ZIG_ZAG_SLACK in time (and risk). Without `straighten` no
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
  for (let i = 0; i + 2 < route.length; i++) {
    const before = guardRisk ? resail(route.slice(i), route[i]!.timeUtc, env, subStepNm, true) : null;
    const etaBefore = route[route.length - 1]!.timeUtc;
    // Course changes at waypoints i .. (the one at i only when a leg arrives there): index 0 is i's, or 1's.
    const changes = courseChangesDeg(route.slice(Math.max(0, i - 1)));
    const first = i > 0 ? i : 1;
    for (let j = route.length - 1; j >= i + 2; j--) {
      const a = route[i]!;
      const b = route[j]!;
      if (env.landClear !== undefined && !env.landClear(a, b)) continue;
      sailRhumb(a, b, a.timeUtc, env, subStepNm, leg);
      if (Number.isNaN(leg.arrivalUtc)) continue;
      const slack = !straighten ? 0 : zigZags(changes.slice(0, j - first + 1)) ? ZIG_ZAG_SLACK : GREAT_CIRCLE_SLACK;
      const spanS = b.timeUtc - a.timeUtc;
      if (!(leg.arrivalUtc <= b.timeUtc + slack * spanS)) continue;
      const legRisk = leg.risk;
      const rest = resail(route.slice(j), leg.arrivalUtc, env, subStepNm, guardRisk);
      if (rest === null) continue;
      const eta = rest.waypoints[rest.waypoints.length - 1]!.timeUtc;
      if (eta > etaBefore + slack * spanS) continue;
      if (before !== null && legRisk + rest.risk > before.risk + slack * before.riskTo[j - i]! + 1e-12) continue;
      route = [...route.slice(0, i + 1), ...rest.waypoints];
      break;
    }
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
