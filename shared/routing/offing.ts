// The berth a navigator gives a coast (issue 28: clearance consistent with the margin, not
// hugging it). The least-time route rounds every headland at exactly the land margin; when a
// route a few miles further off costs next to nothing, it is the one to take.
import type { Position } from '../domain/position';
import type { RoutingEnvironment } from './model';
import type { SearchPath } from './search';
import type { LegCost } from './shortcut';

/** Miles beyond the land margin (10 NM by default) a route keeps when it costs little: 15 NM off in all. */
export const OFFING_NM = 5;
/**
 * Share of the leg's time the offing may add (and of its hours in risk): 0.5 %, as a zig-zag's
 * straightening (shortcut.ts). Rounding a headland 5 NM wider adds a mile or two, a few minutes.
 */
export const OFFING_SLACK = 0.005;

/**
 * The environment asking the offing of every edge, or null when there is nothing to ask: no land
 * check, or the searched nodes already keep the offing edge by edge.
 */
export function offingEnvironment(env: RoutingEnvironment, nodes: readonly Position[]): RoutingEnvironment | null {
  const land = env.landClear;
  if (land === undefined) return null;
  if (nodes.every((p, k) => k === 0 || land(nodes[k - 1]!, p, OFFING_NM))) return null;
  return { ...env, landClear: (a, b) => land(a, b, OFFING_NM) };
}

/**
 * Whether the route with the offing costs at most OFFING_SLACK more than the one without, on the
 * leg's own cost (shortcut.ts's LegCost): in time and in risk hours for least time, in hours plus
 * the price of the risk (and by the deadline) for a priced or least-risk route.
 */
export function offingWorthIt(hugging: SearchPath, off: SearchPath, departUtc: number, cost: LegCost): boolean {
  const huggingS = hugging.timesUtc[hugging.timesUtc.length - 1]! - departUtc;
  const offS = off.timesUtc[off.timesUtc.length - 1]! - departUtc;
  const price = cost.riskPriceH;
  if (price === null) {
    return offS <= huggingS * (1 + OFFING_SLACK) && off.risk <= hugging.risk + (OFFING_SLACK * huggingS) / 3600;
  }
  const huggingCost = huggingS / 3600 + price * hugging.risk;
  const offCost = offS / 3600 + price * off.risk;
  return departUtc + offS <= cost.latestUtc && offCost <= huggingCost * (1 + OFFING_SLACK);
}
