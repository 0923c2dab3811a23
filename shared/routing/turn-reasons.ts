// Why each waypoint of a routed leg is there (issue 28: every turn a navigator is asked to make
// must be explainable). Asked of the finished waypoints, one at a time: what would go wrong if the
// ship sailed straight from the waypoint before it to the one after?
import { rhumbDistanceM } from '../geodesy/rhumb';
import type { RoutingEnvironment, TimedPosition } from './model';
import { newSailedLeg, sailRhumb, sailThrough } from './sail';
// The wire's list (the contract validates it) is the one home of the reasons.
import type { TurnReason, WaypointGain } from '../ipc/methods/routing';

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
 *   for the turn, and TurnGain says how much.
 */
export type { TurnReason };

/** Relative length below which the straight leg counts as no shorter (rounding, not geography). */
export const SAME_LENGTH = 1e-9;

/**
 * What a turn the weather pays for is worth: the route through the waypoint against sailing
 * straight from the waypoint before it to the one after, and on through the rest of the leg from
 * the times that gives. Positive is a gain for the turn.
 */
export interface TurnGain {
  /** Hours sooner at the leg's end through the waypoint (negative: later). */
  readonly hours: number;
  /** Risk met less through the waypoint (the environment's risk, rate × hours; 0 without one). */
  readonly risk: number;
}

/** Why a waypoint is there, and for a turn the weather pays for, what the turn is worth. */
export interface WaypointReason {
  readonly why: TurnReason;
  /** Only for 'weather'. */
  readonly gain: TurnGain | null;
}

/**
 * The reason of each waypoint of one leg (first 'start', last 'end'; the caller renames a leg's
 * ends 'via' where legs meet). The straight leg is sailed from the instant the ship leaves the
 * waypoint before. A straight leg that holds but leads the rest of the leg into a place not
 * allowed at the later times is 'not-allowed' too: the turn keeps the ship out of it.
 */
export function turnReasons(
  waypoints: readonly TimedPosition[],
  env: RoutingEnvironment,
  subStepNm: number,
): WaypointReason[] {
  const out: WaypointReason[] = waypoints.map(() => ({ why: 'weather', gain: null }));
  if (waypoints.length === 0) return out;
  out[0] = { why: 'start', gain: null };
  out[waypoints.length - 1] = { why: 'end', gain: null };
  const leg = newSailedLeg();
  for (let k = 1; k + 1 < waypoints.length; k++) {
    const a = waypoints[k - 1]!;
    const w = waypoints[k]!;
    const b = waypoints[k + 1]!;
    const because = (why: TurnReason): void => {
      out[k] = { why, gain: null };
    };
    if (env.landClear !== undefined && !env.landClear(a, b)) {
      because('land');
      continue;
    }
    if (Number.isNaN(sailRhumb(a, b, a.timeUtc, env, subStepNm, leg).arrivalUtc)) {
      because('not-allowed');
      continue;
    }
    const viaM = rhumbDistanceM(a.lat, a.lon, w.lat, w.lon) + rhumbDistanceM(w.lat, w.lon, b.lat, b.lon);
    if (leg.distanceM >= viaM * (1 - SAME_LENGTH)) {
      because('great-circle');
      continue;
    }
    // The rest of the leg sailed both ways from a's instant, in the same sub-steps.
    const through = sailThrough(a, waypoints.slice(k), env, subStepNm, leg);
    const straight = sailThrough(a, waypoints.slice(k + 1), env, subStepNm, leg);
    if (straight === null) because('not-allowed');
    else if (through !== null) {
      out[k] = {
        why: 'weather',
        gain: { hours: (straight.arrivalUtc - through.arrivalUtc) / 3600, risk: straight.risk - through.risk },
      };
    }
  }
  return out;
}

/**
 * A turn's gain as the navigator reads it (the contract's WaypointGain): hours, and the share of
 * the exposure to the limits (the route's risk) the route would meet without the turn that the
 * turn avoids; 0 on a route without risk.
 */
export function waypointGain(gain: TurnGain | null, routeRisk: number): WaypointGain | null {
  if (gain === null) return null;
  const without = routeRisk + gain.risk;
  return { hours: gain.hours, exposure: without > 0 ? gain.risk / without : 0 };
}
