// Why each waypoint of a routed leg is there (issue 28: every turn a navigator is asked to make
// must be explainable). Asked of the finished waypoints, one at a time: what would go wrong if the
// ship sailed straight from the waypoint before it to the one after?
import { rhumbDistanceM } from '../geodesy/rhumb';
import type { RoutingEnvironment, TimedPosition } from './model';
import { newSailedLeg, sailRhumb } from './sail';
// The wire's list (the contract validates it) is the one home of the reasons.
import type { TurnReason } from '../ipc/methods/routing';

/**
 * - 'start', 'via', 'end': a point the navigator gave.
 * - 'land': the straight leg is not clear of land by the margin (or of a drawn no-go area, which
 *   the backend adds to the land check: avoidingNoGo).
 * - 'not-allowed': the straight leg meets a place not allowed when the ship would be there: a
 *   vessel limit broken, a storm's warning zone.
 * - 'great-circle': the straight rhumb leg would be longer; the waypoint bends the route along
 *   the great circle.
 * - 'weather': the straight leg is allowed and shorter, but the route through the waypoint is
 *   quicker or less risky by more than the straightening slack (shortcut.ts): the weather pays
 *   for the turn.
 */
export type { TurnReason };

/** Relative length below which the straight leg counts as no shorter (rounding, not geography). */
const SAME_LENGTH = 1e-9;

/**
 * The reason of each waypoint of one leg (first 'start', last 'end'; the caller renames a leg's
 * ends 'via' where legs meet). The straight leg is sailed from the instant the ship leaves the
 * waypoint before.
 */
export function turnReasons(
  waypoints: readonly TimedPosition[],
  env: RoutingEnvironment,
  subStepNm: number,
): TurnReason[] {
  const out: TurnReason[] = waypoints.map(() => 'weather');
  if (waypoints.length === 0) return out;
  out[0] = 'start';
  out[waypoints.length - 1] = 'end';
  const leg = newSailedLeg();
  for (let k = 1; k + 1 < waypoints.length; k++) {
    const a = waypoints[k - 1]!;
    const w = waypoints[k]!;
    const b = waypoints[k + 1]!;
    if (env.landClear !== undefined && !env.landClear(a, b)) {
      out[k] = 'land';
      continue;
    }
    if (Number.isNaN(sailRhumb(a, b, a.timeUtc, env, subStepNm, leg).arrivalUtc)) {
      out[k] = 'not-allowed';
      continue;
    }
    const viaM = rhumbDistanceM(a.lat, a.lon, w.lat, w.lon) + rhumbDistanceM(w.lat, w.lon, b.lat, b.lon);
    if (leg.distanceM >= viaM * (1 - SAME_LENGTH)) out[k] = 'great-circle';
  }
  return out;
}
