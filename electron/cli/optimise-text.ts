// What `passage optimise` prints: the waypoints in degrees and minutes, the optimised route beside
// the baseline (distance, duration, ETA, chance of breaking each limit, percentile maxima), each
// storm's closest approach to either, the model runs and the credits; or exactly the issue's JSON.
import { formatPosition } from '../../shared/domain/coordinates';
import { formatUtcMinute } from '../../shared/domain/time';
import { formatAmount, formatDayHourUtc } from '../../shared/forecast/text';
import { QUANTITIES, quantitiesIn, riskSidePercentile, type Quantity } from '../../shared/domain/quantities';
import type { OptimisedRoute, RouteSummary, RoutingEstimate } from '../../shared/ipc';
import { columns, provenanceText } from './conditions-text';
import { memberSpread } from '../../shared/routing/member-spread';
import { turnWords } from '../../shared/routing/turn-words';
import { percentFigure } from '../../shared/forecast/chance-words';
import { speedPlanLines } from './speed-plan-text';

interface SummaryJson {
  readonly distanceM: number;
  readonly durationS: number;
  readonly exceedance: RouteSummary['exceedance'];
  readonly p90Max: RouteSummary['p90Max'];
  /** With --arrive-by only: the route's fuel and CO2 at the planned speed, t. */
  readonly fuelT?: number;
  readonly co2T?: number;
}

export interface OptimiseJson {
  readonly route: { readonly waypoints: readonly { readonly lat: number; readonly lon: number }[] };
  readonly optimised: SummaryJson;
  readonly baseline: SummaryJson;
  readonly creditsSpent: number;
  /** With --arrive-by only: the speed per leg to arrive on time with the least fuel. */
  readonly speedPlan?: OptimisedRoute['speedPlan'];
}

function summaryJson(s: RouteSummary): SummaryJson {
  return {
    distanceM: s.distanceM,
    durationS: s.durationS,
    exceedance: s.exceedance,
    p90Max: s.p90Max,
    ...(s.fuelT === undefined || s.co2T === undefined ? {} : { fuelT: s.fuelT, co2T: s.co2T }),
  };
}

/** The `--json` answer: exactly these keys; exceedance as fractions of the members (0..1). */
export function optimiseJson(result: OptimisedRoute): OptimiseJson {
  return {
    route: { waypoints: result.route.waypoints.map((w) => ({ lat: w.lat, lon: w.lon })) },
    optimised: summaryJson(result.optimised),
    baseline: summaryJson(result.baseline),
    creditsSpent: result.creditsSpent,
    ...(result.speedPlan === undefined ? {} : { speedPlan: result.speedPlan }),
  };
}

function duration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return `${d > 0 ? `${d}d ` : ''}${String(h).padStart(d > 0 ? 2 : 1, '0')}h${String(m).padStart(2, '0')}`;
}

/** Rounded down as everywhere a chance is written (shared/forecast/chance-words.ts). */
const percent = (fraction: number): string => `${percentFigure(fraction)}%`;
const orDash = (value: number | null, decimals: number): string =>
  value === null ? '-' : formatAmount(value, decimals);

/** "P90 wind kn", or for a limit at risk below it "P10 minimum visibility NM": the percentile's worst. */
function percentileHead(q: Quantity, percentile: number): string {
  const { sense, limit, unit } = QUANTITIES[q];
  return `P${riskSidePercentile(sense, percentile)} ${limit.name} ${unit}`;
}

/** The route's worst value of a quantity at the percentile (p90Max holds it by limit field). */
function worst(s: RouteSummary, q: Quantity): number | null {
  const value = (s.p90Max as Partial<Record<string, number | null>>)[QUANTITIES[q].limit.field];
  return value ?? null;
}

/**
 * "wind, gust, Hs: the share of the ensemble members above the limit somewhere on the route.",
 * and "Minimum visibility: the share below it." where the routes were judged on visibility.
 */
function shareLegend(quantities: readonly Quantity[]): string {
  const bySense = (sense: 'above' | 'below'): string =>
    quantities
      .filter((q) => QUANTITIES[q].sense === sense)
      .map((q) => QUANTITIES[q].limit.name)
      .join(', ');
  const above = bySense('above');
  const below = bySense('below');
  return [
    ...(above === '' ? [] : [`${above}: the share of the ensemble members above the limit somewhere on the route.`]),
    ...(below === '' ? [] : [`${below.charAt(0).toUpperCase()}${below.slice(1)}: the share below it.`]),
  ].join(' ');
}

export function optimiseText(result: OptimisedRoute, percentile: number, limited: boolean): string {
  const waypoints = result.route.waypoints.map((w, i) => [
    String(i + 1),
    formatPosition(w),
    formatUtcMinute(w.etaUtc),
    turnWords(w.why, w.gain),
  ]);
  const row = (name: string, s: RouteSummary): string[] => [
    name,
    formatAmount(s.distanceM / 1852, 1),
    duration(s.durationS),
    formatUtcMinute(s.etaUtc),
    ...quantities.map((q) => {
      const share = s.exceedance[q];
      return limited && share !== undefined ? percent(share) : '-';
    }),
    ...quantities.map((q) => orDash(worst(s, q), QUANTITIES[q].unit === 'kn' ? 0 : 1)),
  ];
  // Wind, gust, Hs, and visibility where the routes were judged on it (the quantity table's order).
  const quantities = quantitiesIn([result.optimised.exceedance, result.baseline.exceedance]);
  const runs = result.provenance.models.map((m) => `${m.id} ${formatDayHourUtc(m.runUtc)}`).join(', ');
  return [
    'Weather routing: advisory, not for navigation. Check the route against the chart and the latest forecast.',
    '',
    'Waypoints (rhumb lines between them):',
    columns(['#', 'position', 'ETA', 'why'], waypoints),
    '',
    columns(
      [
        'route',
        'NM',
        'duration',
        'ETA',
        ...quantities.map((q) => QUANTITIES[q].limit.name),
        ...quantities.map((q) => percentileHead(q, percentile)),
      ],
      [row('optimised', result.optimised), row('baseline', result.baseline)],
    ),
    '',
    `${shareLegend(quantities)} The baseline`,
    'is the shortest route clear of land, chosen with the weather ignored and sailed in the same weather.',
    ...speedPlanLines(result.speedPlan),
    ...dangerLines(result),
    ...stormLines(result),
    ...memberLines(result),
    `Model runs: ${runs === '' ? 'none' : runs}. ${result.samples} ensemble answers over the corridor.`,
    provenanceText(result.provenance, result.creditsSpent),
    '',
  ].join('\n');
}

/** With a hull: the hours each route puts her in a dangerous zone of MSC.1/Circ.1228. */
function dangerLines(result: OptimisedRoute): string[] {
  const { optimised, baseline } = result;
  if (optimised.dangerHours === undefined || baseline.dangerHours === undefined) return [];
  const hours = (h: number): string => `${formatAmount(h, 1)} h`;
  return [
    `Dangerous seas (MSC.1/Circ.1228), members' share in a zone × hours: optimised ${hours(optimised.dangerHours)},` +
      ` baseline ${hours(baseline.dangerHours)}.`,
  ];
}

/** The spread of the per-member routes' ETAs, when they were asked for. */
function memberLines(result: OptimisedRoute): string[] {
  if (result.members.length === 0) return [];
  const s = memberSpread(result.members);
  const failed = s.members - s.routed;
  const none = failed === 0 ? '' : `; in ${failed} no route keeps the limits`;
  if (s.earliestUtc === null || s.medianUtc === null || s.latestUtc === null)
    return [`Routed in each member's weather: none of ${s.members} found a route.`];
  return [
    `Routed in each member's weather: ${s.routed} of ${s.members} members, ETA earliest ${formatUtcMinute(s.earliestUtc)}, median ${formatUtcMinute(s.medianUtc)}, latest ${formatUtcMinute(s.latestUtc)}${none}.`,
  ];
}

/** Each storm's closest approach to the optimised route and to the baseline, and where the list came from. */
function stormLines(result: OptimisedRoute): string[] {
  const list = result.stormList;
  const fetched = `storm list fetched ${formatUtcMinute(list.fetchedAtUtc)}${list.stale ? ', STALE' : ''}`;
  if (list.count === 0) return [`No active storms (${fetched}).`];
  const names = [...new Set([...result.optimised.storms, ...result.baseline.storms].map((s) => s.name))];
  if (names.length === 0) return [`No storm's track comes within the voyage's time (${fetched}).`];
  const pass = (route: string, passes: RouteSummary['storms'], name: string): string => {
    const p = passes.find((s) => s.name === name);
    if (p === undefined || p.closestNm === null || p.closestUtc === null) return `${route} -`;
    const broken = p.warningBroken ? ', INSIDE the warning distance' : '';
    return `${route} ${Math.round(p.closestNm)} NM at ${formatUtcMinute(p.closestUtc)}${broken}`;
  };
  return [
    `Storms, closest approach (warning distance by class; ${fetched}):`,
    ...names.map((name) => {
      const warning = [...result.optimised.storms, ...result.baseline.storms].find((s) => s.name === name)!.warningNm;
      return `  ${name} (${warning} NM): ${pass('optimised', result.optimised.storms, name)}; ${pass('baseline', result.baseline.storms, name)}`;
    }),
  ];
}

/** The estimate before spending, one line for stderr. */
export function routingEstimateLine(e: RoutingEstimate): string {
  const stored = e.cachedRequests > 0 ? `, ${e.cachedRequests} of ${e.requests} answers already stored` : '';
  return (
    `${e.places} places over the corridor: about ${e.credits} credit${e.credits === 1 ? '' : 's'}` +
    ` (a full 30 NM grid: ${e.naiveCredits})${stored}.`
  );
}
