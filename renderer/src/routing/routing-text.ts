// The route optimiser's words and table cells: the estimate beside the naive full grid, progress,
// and one comparison row per route (optimised, baseline, the navigator's own as planned) with each
// route's closest storm. Pure, so the wording is tested under Node.
import type { RouteSummary, RoutingEstimate, UnitPreferences } from '../../../shared/ipc';
import { formatDuration, formatUtcMinute } from '../../../shared/domain/time';
import { formatNm } from '../../../shared/domain/nav-text';
import { quantityDisplay } from '../lib/quantity-units';
import { QUANTITIES, quantitiesIn, type Quantity } from '../../../shared/domain/quantities';
import type { OwnRoute } from './routing-flow';
import { memberSpread } from '../../../shared/routing/member-spread';
import { percentWords } from '../../../shared/forecast/chance-words';
import type { Vessel } from '../../../shared/domain/voyage';
import { describeHull } from '../vessel/hull';

const M_PER_NM = 1852;

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The sentence above "Optimise". */
export function estimateText(e: RoutingEstimate): string {
  const cost = e.credits === 0 ? '0 credits: everything is already stored' : plural(e.credits, 'credit');
  const stored = e.cachedRequests === e.requests && e.requests > 0 ? 'all' : String(e.cachedRequests);
  return `Optimising will spend ${cost} (${plural(e.places, 'place')} over the corridor; ${plural(e.requests, 'request')}, ${stored} stored).`;
}

/**
 * What the router judges the vessel's hull on, when her profile has one (issue 29): time in the
 * dangerous zones of MSC.1/Circ.1228 priced like time over soft limits; null without a hull.
 */
export function dangerousSeasText(vessel: Pick<Vessel, 'name' | 'hull'> | undefined): string | null {
  if (vessel?.hull === undefined) return null;
  return (
    `Time in the dangerous seas of MSC.1/Circ.1228 (surf-riding, successive high waves, synchronous ` +
    `and parametric rolling) is priced for the hull of ${vessel.name}: ${describeHull(vessel.hull)}. ` +
    'The wave answers then carry the mean period, and the route is searched on the graph (the isochrones ' +
    'cannot price the zones).'
  );
}

/** The comparison the issue asks for: what sampling every 30 NM over the corridor would cost. */
export function naiveText(e: RoutingEstimate): string {
  return `A full grid over the same corridor (every 30 NM) would cost ${plural(e.naiveCredits, 'credit')}.`;
}

const DASH = '–';

/** One row of the comparison table, as text. */
interface ComparisonRow {
  readonly label: string;
  readonly distanceNm: string;
  readonly duration: string;
  readonly eta: string;
  /** Per quantity compared (wind, gust, Hs, visibility where judged): the share of members beyond its limit, or a dash. */
  readonly risk: readonly string[];
  /** The percentile's worst value of each quantity along the route (lowest visibility), or a dash. */
  readonly maxima: readonly string[];
  /** The storm that comes closest and how close ("245 NM (warning 200)"), or a dash without storms near the route's time. */
  readonly storm: { readonly name: string; readonly distance: string } | typeof DASH;
  /** That storm's warning distance is broken somewhere along the route. */
  readonly stormWarning: boolean;
  /** With a hull: hours in a dangerous zone of MSC.1/Circ.1228 ("3.5 h"), or a dash. */
  readonly danger: string;
}

/** The dangerous zones' column head, when a route of the comparison was judged for a hull. */
export const DANGER_HEAD = 'Hours in a dangerous zone (MSC.1/Circ.1228, members’ share × hours)';

/** Whether the comparison shows the dangerous zones' column: some route was judged for a hull. */
export function showsDangerHours(summaries: readonly RouteSummary[]): boolean {
  return summaries.some((s) => s.dangerHours !== undefined);
}

function dangerCell(hours: number | undefined): string {
  return hours === undefined ? DASH : `${hours.toFixed(1)} h`;
}

function riskCell(fraction: number, limited: boolean): string {
  return limited ? percentWords(fraction) : DASH;
}

/** Wind, gust and Hs: the quantities every route is compared on. */
const ALWAYS = quantitiesIn([]);

/** The quantities a comparison shows: wind, gust, Hs, and visibility where a route was judged on it. */
export function comparedQuantities(summaries: readonly RouteSummary[]): Quantity[] {
  return quantitiesIn(summaries.map((s) => s.exceedance));
}

/** Column heads per quantity: "Wind risk"; "P90 max wind (kn)", "P10 min minimum visibility (NM)". */
export function comparisonHeads(
  quantities: readonly Quantity[],
  percentile: number,
  units: UnitPreferences,
): { risk: string[]; maxima: string[] } {
  return {
    risk: quantities.map((q) => `${QUANTITIES[q].row} risk`),
    maxima: quantities.map((q) => {
      const { sense, limit } = QUANTITIES[q];
      const which = sense === 'above' ? `P${percentile} max` : `P${100 - percentile} min`;
      return `${which} ${limit.name} (${quantityDisplay(q, units).unit})`;
    }),
  };
}

export function summaryRow(
  label: string,
  s: RouteSummary,
  limited: boolean,
  units: UnitPreferences,
  quantities: readonly Quantity[] = ALWAYS,
): ComparisonRow {
  const worst = s.p90Max as Partial<Record<string, number | null>>;
  return {
    label,
    distanceNm: formatNm(s.distanceM / M_PER_NM),
    duration: formatDuration(s.durationS),
    eta: formatUtcMinute(s.etaUtc),
    risk: quantities.map((q) => {
      const share = s.exceedance[q];
      return share === undefined ? DASH : riskCell(share, limited);
    }),
    maxima: quantities.map((q) => {
      const v = worst[QUANTITIES[q].limit.field];
      return v === null || v === undefined ? DASH : quantityDisplay(q, units).format(v);
    }),
    ...closestStorm(s.storms),
    danger: dangerCell(s.dangerHours),
  };
}

/** Storms passing farther than this from the whole route are not worth a cell, NM. */
const FAR_NM = 1000;

/** The storm passing closest to the route against its warning distance; a dash when none comes within FAR_NM. */
function closestStorm(passes: RouteSummary['storms']): Pick<ComparisonRow, 'storm' | 'stormWarning'> {
  let best: RouteSummary['storms'][number] | null = null;
  for (const p of passes) {
    if (p.closestNm === null || p.closestNm > FAR_NM) continue;
    if (best === null || best.closestNm === null || p.closestNm - p.warningNm < best.closestNm - best.warningNm)
      best = p;
  }
  if (best === null || best.closestNm === null) return { storm: DASH, stormWarning: false };
  return {
    storm: { name: best.name, distance: `${Math.round(best.closestNm)} NM (warning ${best.warningNm})` },
    stormWarning: passes.some((p) => p.warningBroken),
  };
}

/** The per-member routes' ETA spread in a sentence; null when they were not asked for. */
export function memberSpreadText(members: readonly { readonly etaUtc: number | null }[]): string | null {
  if (members.length === 0) return null;
  const s = memberSpread(members);
  if (s.earliestUtc === null || s.medianUtc === null || s.latestUtc === null)
    return `In no member's weather of ${s.members} does a route keep the limits.`;
  const failed = s.members - s.routed;
  const none =
    failed === 0 ? '' : ` In ${failed === 1 ? "1 member's" : `${failed} members'`} weather no route keeps the limits.`;
  return `Routed in each member's weather (${s.routed} of ${s.members}): ETA earliest ${formatUtcMinute(s.earliestUtc)}, median ${formatUtcMinute(s.medianUtc)}, latest ${formatUtcMinute(s.latestUtc)}.${none}`;
}

/** Where the storms the routes were kept clear of came from. */
export function stormListText(list: { count: number; fetchedAtUtc: number; stale: boolean }): string {
  const what = list.count === 0 ? 'No active storms' : `${plural(list.count, 'active storm')} kept clear of`;
  return `${what} (storm list of ${formatUtcMinute(list.fetchedAtUtc)}${list.stale ? ', STALE: the service did not answer' : ''}).`;
}

/**
 * The navigator's route: its waypoints (and stays) sailed like the others, at the optimiser's speed
 * less the same speed loss, in the same weather and storms, when the backend had its track; else
 * distance and times from the schedule only, said so.
 */
export function ownRow(
  own: OwnRoute,
  read: RouteSummary | null,
  limited: boolean,
  units: UnitPreferences,
  quantities: readonly Quantity[] = ALWAYS,
): ComparisonRow {
  if (read !== null) return summaryRow('Your route (same speed model)', read, limited, units, quantities);
  return {
    storm: DASH,
    stormWarning: false,
    label: 'Your route (as planned, weather ignored)',
    distanceNm: formatNm(own.distanceM / M_PER_NM),
    duration: formatDuration(own.durationS),
    eta: formatUtcMinute(own.etaUtc),
    risk: quantities.map(() => DASH),
    maxima: quantities.map(() => DASH),
    danger: DASH,
  };
}
