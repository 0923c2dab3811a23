// Limits that cannot be kept from the departure asked still get an answer (issue 28): the
// least-time route that breaks them least (soft limits), which limit it breaks where, when and by
// how much (breaches.ts), and the first later departure from which a route keeps them
// (later-departure.ts). Storms, land and drawn areas stay hard.
import { DEFAULT_SWEEP_STEP_H, IpcFailure, type SoftLimits } from '../../../../shared/ipc';
import type { VesselLimits } from '../../../../shared/domain/voyage';
import type { RoutingEnvironment, RoutingFailure } from '../../../../shared/routing/model';
import { avoidingNoGo, type NoGo } from '../../../../shared/routing/no-go';
import { SOFT_COST_PRICE_H } from '../../../../shared/routing/dangerous-seas';
import { optimiseRoute, type RoutedRoute, type RouteRequest } from '../../../../shared/routing/route';
import { throwIfCancelled } from '../tasks';
import { limitBreaches } from './breaches';
import { weatherEnvironment, type EnvironmentInput } from './environment';
import { sailedAgain } from './evaluate';
import type { Fields } from './fields';
import { laterDeparture } from './later-departure';

/**
 * What breaking the limits costs the soft-limits search, in hours of passage per unit of excess
 * (an hour with a limit's value doubled, or ten hours 10 % over): a day, the price of every soft
 * cost (shared/routing/dangerous-seas.ts). The route that breaks them least is found in one search
 * at this price rather than a score bisecting it; a day per unit makes the router go well out of
 * its way (within the corridor) to break them less, and still prefer the shorter of two routes
 * that break them alike.
 */
const SOFT_LIMIT_PRICE_H = SOFT_COST_PRICE_H;

/** The route, or the failure in words (no route: not found; anything else: bad input). */
export function routed(result: RoutedRoute | RoutingFailure, what: string): RoutedRoute {
  if (result.ok) return result;
  throw new IpcFailure(result.reason === 'no-route' ? 'not-found' : 'bad-input', `${what}: ${result.message}`);
}

/** Whether a failed hard search (with limits) is one soft limits answer: least time, no route rather than bad input. */
export function softlyAnswerable(hard: RoutingFailure, objective: 'time' | 'risk'): boolean {
  return hard.reason !== 'bad-input' && objective === 'time';
}

export interface SoftRouteInput {
  /** The search's ends, departure and corridor, as the hard search had them. */
  readonly base: Omit<RouteRequest, 'env'>;
  readonly world: EnvironmentInput;
  readonly limits: VesselLimits;
  readonly noGo: NoGo;
  /** The hard search's world (limits, storms, land, areas) and its search from any departure. */
  readonly env: RoutingEnvironment;
  readonly searchFrom: (departUtc: number) => RoutedRoute | RoutingFailure;
  /** Why the hard search found nothing. */
  readonly hard: RoutingFailure;
  readonly baseline: RoutedRoute;
  readonly fields: Fields;
  readonly reachToUtc: number;
  readonly progress: (message: string) => void;
  readonly signal: AbortSignal;
}

export function softRoute(input: SoftRouteInput): { best: RoutedRoute; softLimits: SoftLimits } {
  const { base, env, signal } = input;
  throwIfCancelled(signal);
  input.progress('No route keeps the limits: the one that breaks them least');
  const best = routed(
    optimiseRoute({
      ...base,
      env: avoidingNoGo(weatherEnvironment({ ...input.world, limitsAs: 'soft' }), input.noGo),
      objective: 'risk',
      riskPriceH: SOFT_LIMIT_PRICE_H,
    }),
    'No route clear of land, storms and the no-go areas',
  );
  throwIfCancelled(signal);
  input.progress('Looking for a later departure that keeps the limits');
  const later = laterDeparture({
    departUtc: base.departUtc,
    stepH: DEFAULT_SWEEP_STEP_H,
    reachToUtc: input.reachToUtc,
    routes: [best, sailedAgain(input.baseline, env)],
    env,
    search: input.searchFrom,
  });
  return {
    best,
    softLimits: {
      reason: input.hard.message,
      breaches: limitBreaches(best.waypoints, input.fields, input.limits),
      laterDeparture: later.found,
      triedUntilUtc: later.triedUntilUtc,
      stepH: DEFAULT_SWEEP_STEP_H,
    },
  };
}
