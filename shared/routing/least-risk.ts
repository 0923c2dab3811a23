// The least-risk route within a time allowance (RouteRequest.objective 'risk'), by bisecting the
// price of risk over a score of searches, and the cost it was found at (for the straightening).
import type { SearchPath, SearchWeights } from './search';
import type { LegCost } from './shortcut';

/**
 * Least risk within the allowance, by Lagrangian relaxation: a route minimising
 * risk + λ·hours is the least-risk route among those no slower than itself, so λ is bisected
 * (geometrically) for the smallest weight on time whose route still arrives within the allowance.
 * One label per node keeps each search as cheap as the least-time one; the price is that only
 * routes on the lower convex hull of (time, risk) can be found: a route inside the hull, better
 * for this allowance, is missed. Exact Pareto label sets would find it at many times the cost.
 * The cost returned is the one the route minimises, hours + risk / λ, arriving by the deadline:
 * the straightening (shortcut.ts) may not make it worse by more than its slack.
 */
export function leastRisk(
  fastest: SearchPath,
  departUtc: number,
  allowanceS: number,
  search: (w: SearchWeights) => SearchPath | null,
): { path: SearchPath; cost: LegCost } {
  const deadline = fastest.timesUtc[fastest.timesUtc.length - 1]! + allowanceS;
  let best = fastest;
  let bestPerHour = Number.NaN;
  const attempt = (perHour: number): boolean => {
    const path = search({ perHour, perRisk: 1 });
    if (path === null || path.timesUtc[path.timesUtc.length - 1]! > deadline) return false;
    if (path.risk < best.risk) {
      best = path;
      bestPerHour = perHour;
    }
    return true;
  };
  const hours = (deadline - departUtc) / 3600;
  const found = (): { path: SearchPath; cost: LegCost } => {
    // The fastest route stays the best: risk at the least price bisected (the largest weight on time).
    const perHour = Number.isNaN(bestPerHour) ? hi : bestPerHour;
    return { path: best, cost: { riskPriceH: 1 / perHour, latestUtc: deadline } };
  };
  // Below this weight time only breaks ties between equally risky routes.
  let lo = (Math.max(fastest.risk, 1e-9) * 1e-6) / hours;
  let hi = Math.max(fastest.risk, 1e-9) / hours;
  if (attempt(lo)) return found();
  for (let k = 0; k < 12 && !attempt(hi); k++) hi *= 4;
  for (let k = 0; k < 10; k++) {
    const mid = Math.sqrt(lo * hi);
    if (attempt(mid)) hi = mid;
    else lo = mid;
  }
  return found();
}
