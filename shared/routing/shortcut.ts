// Straightens the waypoints where the corridor's grid made the route zigzag: a run of waypoints is
// replaced by one rhumb line when that leg is clear of land, allowed all along at the times it is
// sailed, arrives no later, and the rest of the route still holds when sailed from the new times.
// This is the any-angle post-processing of grid searches (a string pulled taut), under the
// router's constraints; it only ever makes the route quicker, never slower. For the least-risk
// objective a shortcut must also not add risk (the detour was the point).
import type { RoutingEnvironment, TimedPosition } from './model';
import { newSailedLeg, sailRhumb } from './sail';

/**
 * Greedy from the start: from each waypoint the farthest later one that can be joined directly is
 * joined. Quadratic in the waypoints for each pass, and a simplified route has a few dozen.
 */
export function shortcutWaypoints(
  waypoints: readonly TimedPosition[],
  env: RoutingEnvironment,
  subStepNm: number,
  guardRisk: boolean,
): TimedPosition[] {
  let route = waypoints.slice();
  const leg = newSailedLeg();
  for (let i = 0; i + 2 < route.length; i++) {
    const riskBefore = guardRisk
      ? (resail(route.slice(i), route[i]!.timeUtc, env, subStepNm, true)?.risk ?? Infinity)
      : 0;
    for (let j = route.length - 1; j >= i + 2; j--) {
      const a = route[i]!;
      const b = route[j]!;
      if (env.landClear !== undefined && !env.landClear(a, b)) continue;
      sailRhumb(a, b, a.timeUtc, env, subStepNm, leg);
      if (!(leg.arrivalUtc <= b.timeUtc)) continue;
      const legRisk = leg.risk;
      const rest = resail(route.slice(j), leg.arrivalUtc, env, subStepNm, guardRisk);
      if (rest === null || (guardRisk && legRisk + rest.risk > riskBefore)) continue;
      route = [...route.slice(0, i + 1), ...rest.waypoints];
      break;
    }
  }
  return route;
}

/**
 * The waypoints sailed again leaving the first one at `startUtc`, and the risk met; null when a
 * leg is no longer allowed. Without `withRisk`, sailing stops where the times meet the old ones again
 * (the same leg from the same instant sails as before).
 */
function resail(
  waypoints: readonly TimedPosition[],
  startUtc: number,
  env: RoutingEnvironment,
  subStepNm: number,
  withRisk: boolean,
): { waypoints: TimedPosition[]; risk: number } | null {
  const out: TimedPosition[] = [{ ...waypoints[0]!, timeUtc: startUtc }];
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
    out.push({ lat: b.lat, lon: b.lon, timeUtc: leg.arrivalUtc });
  }
  return { waypoints: out, risk };
}
