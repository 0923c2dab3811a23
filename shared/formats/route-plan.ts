// What the writers put in a route file: the route and, when known, how it is to be sailed.
// A voyage always has speeds and a departure; a file converted on the command line may not.
import type { Route, Vessel, Voyage } from '../domain/voyage';

export interface RoutePlan {
  /** The name written into the file: the route's, else the voyage's. */
  readonly name: string;
  readonly route: Route;
  readonly vessel?: Vessel;
  /** Planned speeds, knots: entry i is the leg from waypoint i to i + 1; a shorter list keeps its last speed. */
  readonly speedsKn?: readonly number[];
  /** Departure from the first waypoint, Unix seconds UTC. */
  readonly departureUtc?: number;
  /** Stay at a waypoint by index, seconds. */
  readonly staysS?: Readonly<Record<string, number>>;
}

export function planOfVoyage(voyage: Voyage): RoutePlan {
  return {
    name: voyage.route.name === '' ? voyage.name : voyage.route.name,
    route: voyage.route,
    ...(voyage.vessel ? { vessel: voyage.vessel } : {}),
    speedsKn: voyage.speedsKn,
    departureUtc: voyage.departureUtc,
    staysS: voyage.staysS,
  };
}

/** The planned speed of the leg from waypoint `legIndex` to the next, knots, if the plan has speeds. */
export function legSpeedKn(plan: RoutePlan, legIndex: number): number | undefined {
  const s = plan.speedsKn;
  return s && s.length > 0 ? s[Math.min(legIndex, s.length - 1)] : undefined;
}
