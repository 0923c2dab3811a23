// A turn earns its keep (issue 28): on a route priced on risk (soft limits, least risk) a waypoint
// the weather pays for stays only when sailing straight past it would cost more than TURN_WORTH
// of the leg's own cost. The straightening (shortcut.ts, turn-point.ts) judges a run by its own
// few hours, and so kept turns a navigator would not steer: the demo's least-risk Bishop Rock →
// Ambrose had waypoints 25 NM apart near 40°W, each 0.3 h sooner and 0.2 % less exposure than
// sailing past it, and two where the weather paid too little to put a figure on.
import { rhumbDistanceM } from '../geodesy/rhumb';
import type { RoutingEnvironment, TimedPosition } from './model';
import { countZigZags, courseChangesDeg } from './route-shape';
import { sailFrom, type Sailed } from './sail';
import type { LegCost } from './shortcut';
import { SAME_LENGTH } from './turn-reasons';

/**
 * Least share of the leg's cost (hours + price × risk) a turn the weather pays for must save:
 * 0.1 %, about ten minutes a week of passage. An ensemble's risk moves in steps of one member in
 * 51 (shortcut.ts's RISK_SLACK): a turn saving less chases differences the forecast cannot tell
 * apart. A weave the forecast does pay for saves more a turn: the patches of
 * seamanlike-priced.test.ts that repay weaving with 3.8 % of the cost keep their weave.
 */
export const TURN_WORTH = 0.001;

/**
 * The waypoints with each turn worth less than TURN_WORTH of the leg's cost taken out, the
 * cheapest first, the rest of the leg sailed again from the new times each time (the deadline
 * kept, every leg clear of land and allowed). Only turns the weather pays for are asked (a turn
 * round land or out of a limit cannot go, a great circle's bend shortens the route), and only
 * when the route then zig-zags no more than before: fewer waypoints, not a sharper weave. Only
 * routes priced on risk: least time keeps what the straightening gives it. The leg grows by at
 * most TURN_WORTH of its cost for each turn taken out.
 */
export function dropCheapTurns(
  waypoints: readonly TimedPosition[],
  env: RoutingEnvironment,
  subStepNm: number,
  cost: LegCost,
): TimedPosition[] {
  const price = cost.riskPriceH;
  let route = price === null ? null : sailFrom(waypoints, waypoints[0]!.timeUtc, env, subStepNm);
  if (price === null || route === null) return waypoints.slice();
  const total = (s: Sailed): number =>
    (s.waypoints[s.waypoints.length - 1]!.timeUtc - s.waypoints[0]!.timeUtc) / 3600 +
    price * s.riskTo[s.riskTo.length - 1]!;
  for (;;) {
    const current: Sailed = route;
    const worth = TURN_WORTH * total(current);
    const zigZags = countZigZags(courseChangesDeg(current.waypoints));
    let best: { next: Sailed; added: number } | null = null;
    for (let k = 1; k + 1 < current.waypoints.length; k++) {
      const a = current.waypoints[k - 1]!;
      const w = current.waypoints[k]!;
      const b = current.waypoints[k + 1]!;
      const straightM = rhumbDistanceM(a.lat, a.lon, b.lat, b.lon);
      const viaM = rhumbDistanceM(a.lat, a.lon, w.lat, w.lon) + rhumbDistanceM(w.lat, w.lon, b.lat, b.lon);
      if (!(straightM < viaM * (1 - SAME_LENGTH))) continue;
      if (env.landClear !== undefined && !env.landClear(a, b)) continue;
      // Up to a the route is unchanged; from a on it is sailed again.
      const rest = sailFrom([a, ...current.waypoints.slice(k + 1)], a.timeUtc, env, subStepNm);
      if (rest === null || rest.waypoints[rest.waypoints.length - 1]!.timeUtc > cost.latestUtc) continue;
      const next: Sailed = {
        waypoints: [...current.waypoints.slice(0, k), ...rest.waypoints.slice(1)],
        riskTo: [...current.riskTo.slice(0, k), ...rest.riskTo.slice(1).map((r) => r + current.riskTo[k - 1]!)],
      };
      const added = total(next) - total(current);
      if (!(added <= worth) || (best !== null && added >= best.added)) continue;
      if (countZigZags(courseChangesDeg(next.waypoints)) > zigZags) continue;
      best = { next, added };
    }
    if (best === null) return current.waypoints;
    route = best.next;
  }
}
