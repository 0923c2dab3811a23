// Straightens the waypoints where the corridor's grid or the weather made the route zigzag: a run
// of waypoints is replaced by one rhumb line (or, for a zig-zagging run, two through one of its
// waypoints) when those legs are clear of land, allowed all along at the times they are sailed,
// and the rest of the route still holds when sailed from the new times. This is the any-angle
// post-processing of grid searches (a string pulled taut), under the router's constraints. A
// replacement may cost a little (issue 28: a navigator enters legs by hand and does not steer a
// zig-zag to save minutes): up to ZIG_ZAG_SLACK of the replaced run's hours (and RISK_SLACK of the
// price of its risk) when the run zig-zags, GREAT_CIRCLE_SLACK when it only bends one way (a great
// circle's rhumb chords, fewer of them). The cost is the route's own objective (LegCost): its time
// for least time; hours plus the price of its risk for a priced route (soft limits) and for least
// risk, which also keeps its deadline.
import type { RoutingEnvironment, TimedPosition } from './model';
import { courseChangesDeg, ZIG_ZAG_DEG } from './route-shape';
import { newSailedLeg, sailRhumb, sailThrough } from './sail';

/**
 * Share of a zig-zagging run's time a straighter leg may add, and of its hours in risk (risk is
 * a rate per hour: the backend's share of members above the limits). 0.5 %: on a 200 h
 * crossing at most an hour even if every run zig-zagged, well inside what the forecast's speed
 * loss is known to (a 10 % error in a day's loss is hours), and far less than a navigator would
 * pay in attention for steering every turn of a zig-zag.
 */
export const ZIG_ZAG_SLACK = 0.005;
/**
 * Share of a zig-zagging run's priced risk a straighter leg may add besides ZIG_ZAG_SLACK of its
 * hours, on a priced or least-risk route. The risk fields are an ensemble's statistics at a mesh's
 * nodes: the share above the limits moves in steps of one member in 51 (2 %), and an excess over a
 * limit magnifies a small error in the value by value / (value − limit). A weave that saves less
 * than 1.5 % of the risk chases differences the forecast cannot tell apart. With 0.5 % of the
 * priced cost alone the soft-limit routes of the routing-shape bench kept all 44 of their
 * zig-zags; at 2 % the demo's Bishop Rock → Ambrose took 7.7 h longer, more of it above the limits.
 */
export const RISK_SLACK = 0.015;
/**
 * Share a longer chord of a gently bending run may add: 0.03 % keeps a calm route within 0.05 %
 * of the geodesic (its test) while legs grow from the Douglas–Peucker chords (2 NM off the track)
 * to the few hundred miles a navigator takes for a great circle's rhumb legs.
 */
export const GREAT_CIRCLE_SLACK = 0.0003;
/**
 * What a leg's route was searched for, and so what its straightening may not make worse by more
 * than the slack: time alone (riskPriceH null), or hours + riskPriceH × risk, arriving by latestUtc.
 */
export interface LegCost {
  /** Hours of passage one unit of risk is worth; null: least time, risk not weighed. */
  readonly riskPriceH: number | null;
  /** The leg's arrival may be no later than this, Unix seconds (Infinity: no bound). */
  readonly latestUtc: number;
}

/** Least time: only the time counts. */
export const LEAST_TIME_COST: LegCost = { riskPriceH: null, latestUtc: Infinity };

/** Shares of a run's hours and of its priced risk a replacement may add. */
interface Slack {
  readonly hours: number;
  readonly risk: number;
}
const ZIG_ZAG: Slack = { hours: ZIG_ZAG_SLACK, risk: RISK_SLACK };
const GREAT_CIRCLE: Slack = { hours: GREAT_CIRCLE_SLACK, risk: GREAT_CIRCLE_SLACK };
const NO_SLACK: Slack = { hours: 0, risk: 0 };

/** Longest run of waypoints tried as two legs through one of its own: the search is cubic in it. */
const MAX_KNEE_RUN = 12;

/**
 * Greedy from the start: from each waypoint the farthest later one that can be joined directly,
 * within the slack, is joined; failing that, the farthest of a zig-zagging run by two legs through
 * one of the run's waypoints. Quadratic in the waypoints for each start (cubic in MAX_KNEE_RUN for
 * the two legs), and a simplified route has a few dozen. Never costlier than the slack allows: the
 * replaced runs are disjoint, so the route as a whole grows by at most ZIG_ZAG_SLACK of its hours
 * and RISK_SLACK of its priced risk.
 * Without `straighten` no slack at all: only shortcuts that cost nothing (the router before issue
 * 28, for the bench).
 */
export function shortcutWaypoints(
  waypoints: readonly TimedPosition[],
  env: RoutingEnvironment,
  subStepNm: number,
  cost: LegCost,
  straighten = true,
): TimedPosition[] {
  let route = waypoints.slice();
  const leg = newSailedLeg();
  const price = cost.riskPriceH;
  /** The route with waypoints i .. j replaced by legs through `stops` (j's position last), or null when that does not hold. */
  const replaced = (
    i: number,
    j: number,
    stops: readonly TimedPosition[],
    slack: Slack,
    before: Resailed | null,
  ): TimedPosition[] | null => {
    const a = route[i]!;
    const b = route[j]!;
    const spanS = b.timeUtc - a.timeUtc;
    const placed: TimedPosition[] = [];
    const through = sailThrough(a, stops, env, subStepNm, leg, placed);
    if (through === null) return null;
    const { risk } = through;
    const from = placed[placed.length - 1] ?? a;
    const runRisk = before === null ? 0 : before.riskTo[j - i]!;
    // A priced cost sums hours and risk: a rounding's worth of room (a time alone compares exactly).
    const allowed =
      price === null
        ? (slack.hours * spanS) / 3600
        : (slack.hours * spanS) / 3600 + slack.risk * price * runRisk + 1e-9;
    // The run's own cost first (cheap: the rest need not be sailed), then the whole leg's from i.
    const runAdded = price === null || before === null ? 0 : price * (risk - runRisk);
    if (!((from.timeUtc - b.timeUtc) / 3600 + runAdded <= allowed)) return null;
    const rest = resail(route.slice(j), from.timeUtc, env, subStepNm, price !== null);
    if (rest === null) return null;
    const arrivalUtc = rest.waypoints[rest.waypoints.length - 1]!.timeUtc;
    if (arrivalUtc > cost.latestUtc) return null;
    const riskAdded = price === null || before === null ? 0 : price * (risk + rest.risk - before.risk);
    if (!((arrivalUtc - route[route.length - 1]!.timeUtc) / 3600 + riskAdded <= allowed)) return null;
    return [...route.slice(0, i + 1), ...placed.slice(0, -1), ...rest.waypoints];
  };
  for (let i = 0; i + 2 < route.length; i++) {
    const before = price !== null ? resail(route.slice(i), route[i]!.timeUtc, env, subStepNm, true) : null;
    // Course changes at waypoints i .. (the one at i only when a leg arrives there): index 0 is i's, or 1's.
    const changes = courseChangesDeg(route.slice(Math.max(0, i - 1)));
    const first = i > 0 ? i : 1;
    const zigZagTo = (j: number): boolean => straighten && zigZags(changes.slice(0, j - first + 1));
    let next: TimedPosition[] | null = null;
    for (let j = route.length - 1; j >= i + 2 && next === null; j--) {
      const slack = !straighten ? NO_SLACK : zigZagTo(j) ? ZIG_ZAG : GREAT_CIRCLE;
      next = replaced(i, j, [route[j]!], slack, before);
    }
    // No one leg will do: two, through one of the run's waypoints (out of a bay and back, say),
    // when the run zig-zags.
    let knee = false;
    for (let j = Math.min(route.length - 1, i + MAX_KNEE_RUN); j >= i + 3 && next === null; j--) {
      if (!zigZagTo(j)) continue;
      for (let m = i + 1; m < j && next === null; m++) {
        next = replaced(i, j, [route[m]!, route[j]!], ZIG_ZAG, before);
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

/** Waypoints sailed again: their new times, the risk met, and the risk up to each waypoint. */
interface Resailed {
  readonly waypoints: TimedPosition[];
  readonly risk: number;
  readonly riskTo: number[];
}

/**
 * The waypoints sailed again leaving the first one at `startUtc`; null when a leg is no longer
 * allowed. Without `withRisk`, sailing stops where the times meet the old ones again (the same leg
 * from the same instant sails as before).
 */
function resail(
  waypoints: readonly TimedPosition[],
  startUtc: number,
  env: RoutingEnvironment,
  subStepNm: number,
  withRisk: boolean,
): Resailed | null {
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
