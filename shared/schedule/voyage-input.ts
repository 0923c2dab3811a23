// A voyage as the schedule takes it: the one conversion of stays (keyed by index as text in a
// Voyage, by number in a ScheduleInput, one per waypoint in the route editor's draft) and the
// one ScheduleInput built from a Voyage, for the forecast run, the report and the route files.
import type { Voyage } from '../domain/voyage';
import type { ScheduleInput } from './schedule';

/** Stays keyed by waypoint index as text (Voyage.staysS, a JSON object) to numeric keys. */
export function staysByIndex(staysS: Readonly<Record<string, number>>): Record<number, number> {
  return Object.fromEntries(Object.entries(staysS).map(([index, stayS]) => [Number(index), stayS]));
}

/** One stay per waypoint, seconds, 0 where the voyage has none (the route editor's form). */
export function staysPerWaypoint(staysS: Readonly<Record<string, number>>, waypointCount: number): number[] {
  return Array.from({ length: waypointCount }, (_, i) => staysS[String(i)] ?? 0);
}

/** One stay per waypoint back to Voyage.staysS; stays of 0 are left out. */
export function staysOfVoyage(perWaypoint: readonly number[]): Record<string, number> {
  const staysS: Record<string, number> = {};
  perWaypoint.forEach((stayS, i) => {
    if (stayS > 0) staysS[String(i)] = stayS;
  });
  return staysS;
}

/**
 * The schedule of a saved voyage exactly as the forecast run plans it: its route, at most one
 * speed per waypoint (a longer list is allowed in a Voyage, not by the schedule), its departure
 * and its stays, at the given model step.
 */
export function scheduleInputOf(
  voyage: Pick<Voyage, 'route' | 'speedsKn' | 'departureUtc' | 'staysS'>,
  step: Pick<ScheduleInput, 'stepH' | 'stepOriginUtc'> = {},
): ScheduleInput {
  return {
    waypoints: voyage.route.waypoints,
    speedsKn: voyage.speedsKn.slice(0, voyage.route.waypoints.length),
    departureUtc: voyage.departureUtc,
    staysS: staysByIndex(voyage.staysS),
    ...step,
  };
}
