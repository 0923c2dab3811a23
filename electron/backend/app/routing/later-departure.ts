// "Depart later": when no route keeps the limits from the departure asked, the first later
// departure from which one does, tried at the departure planner's step (DEFAULT_SWEEP_STEP_H, on
// its whole-hour grid) through the ensemble's reach. Cheap first: the routes already found (the
// one that breaks the limits least and the baseline), sailed again from each departure in the
// same weather, are checked against the limits and storm zones at every sample; the first
// departure where one keeps them is then confirmed by a full search with hard limits, whose ETA is
// the one offered. Nothing more is fetched: the mesh already covers the corridor over the reach.
import type { TimedPosition, RoutingEnvironment } from '../../../../shared/routing/model';
import type { RoutedRoute } from '../../../../shared/routing/route';
import type { RoutingFailure } from '../../../../shared/routing/model';
import { samplesOf, sailedAgain, type RoutedFigures } from './evaluate';

/** The voyage must be checked for at least this long from a departure offered, seconds. */
export const MIN_CHECKED_S = 24 * 3600;
/** Full searches to confirm a departure: each costs seconds, and a failing one more. */
const MAX_CONFIRMATIONS = 3;

export interface LaterDepartureInput {
  /** The departure asked, Unix seconds. */
  readonly departUtc: number;
  readonly stepH: number;
  /** The last instant the ensemble reaches. */
  readonly reachToUtc: number;
  /** Routes found from the departure asked, each timed from it. */
  readonly routes: readonly RoutedFigures[];
  /** Speed and the hard limits with the storm zones (`allowed`). */
  readonly env: Pick<RoutingEnvironment, 'speedKn' | 'allowed'>;
  /** The hard-limit search from a departure. */
  readonly search: (departUtc: number) => RoutedRoute | RoutingFailure;
}

export interface LaterDeparture {
  readonly departUtc: number;
  readonly etaUtc: number;
  readonly checkedUntilUtc: number;
}

export interface LaterDepartureAnswer {
  readonly found: LaterDeparture | null;
  readonly triedUntilUtc: number;
}

function startingAt(route: RoutedFigures, departUtc: number): RoutedFigures {
  const shift = departUtc - route.waypoints[0]!.timeUtc;
  return { ...route, waypoints: route.waypoints.map((w) => ({ ...w, timeUtc: w.timeUtc + shift })) };
}

function keeps(waypoints: readonly TimedPosition[], allowed: NonNullable<RoutingEnvironment['allowed']>): boolean {
  for (const p of samplesOf(waypoints)) if (!allowed(p, p.timeUtc)) return false;
  return true;
}

/** The departures after `departUtc` on the planner's grid, up to MIN_CHECKED_S before the reach ends. */
export function laterDepartures(departUtc: number, stepH: number, reachToUtc: number): number[] {
  const step = stepH * 3600;
  const out: number[] = [];
  for (let t = Math.floor(departUtc / step) * step + step; t <= reachToUtc - MIN_CHECKED_S; t += step) out.push(t);
  return out;
}

export function laterDeparture(input: LaterDepartureInput): LaterDepartureAnswer {
  const { env } = input;
  const allowed = env.allowed ?? (() => true);
  const tried = laterDepartures(input.departUtc, input.stepH, input.reachToUtc);
  const triedUntilUtc = tried[tried.length - 1] ?? input.departUtc;
  const start = input.routes[0]?.waypoints[0];
  if (start === undefined) return { found: null, triedUntilUtc };
  let confirmations = 0;
  for (const t of tried) {
    if (!allowed(start, t)) continue;
    if (confirmations >= MAX_CONFIRMATIONS) return { found: null, triedUntilUtc: t - input.stepH * 3600 };
    const kept = input.routes.some((route) => keeps(sailedAgain(startingAt(route, t), env).waypoints, allowed));
    if (!kept) continue;
    const confirmed = input.search(t);
    if (confirmed.ok)
      return {
        found: {
          departUtc: t,
          etaUtc: Math.round(confirmed.etaUtc),
          checkedUntilUtc: Math.round(Math.min(confirmed.etaUtc, input.reachToUtc)),
        },
        triedUntilUtc,
      };
    confirmations++;
  }
  return { found: null, triedUntilUtc };
}
