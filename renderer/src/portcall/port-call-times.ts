// The port call's place on the voyage: which waypoint of the schedule it is (the one it was
// opened from, else the nearest within a few kilometres, else the port's approach at sea, the
// arrival first), its ETA and ETD, and the hourly conditions item nearest the ETA.
import type { Position } from '../../../shared/domain/position';
import { rhumbDistanceM } from '../../../shared/geodesy/rhumb';
import type { Schedule, ScheduledWaypoint } from '../../../shared/schedule/schedule';
import { PORT_CALL_SAME_PLACE_M } from '../../../shared/ipc/methods/traffic';
import { isApproachOf } from '../../../shared/land/approach-of';

export interface PortCallStop {
  readonly index: number;
  readonly name: string;
  readonly etaUtc: number;
  readonly etdUtc: number;
  /** The voyage's last waypoint. */
  readonly arrival: boolean;
}

function stopOf(schedule: Schedule, waypoint: ScheduledWaypoint): PortCallStop {
  return {
    index: waypoint.index,
    name: waypoint.name,
    etaUtc: waypoint.etaUtc,
    etdUtc: waypoint.etdUtc,
    arrival: waypoint.index === schedule.waypoints.length - 1,
  };
}

/**
 * The waypoint at `index` when given; else the nearest within PORT_CALL_SAME_PLACE_M of the
 * place; else the port's approach, a waypoint of the port's name within reach of it (a port
 * added to a plan sits at its pilot station or in open water off it, shared/land/approach.ts).
 * The arrival first when the route calls twice; null when none.
 */
export function stopFor(
  schedule: Schedule | null,
  place: Position & { readonly name: string },
  index?: number,
): PortCallStop | null {
  if (schedule === null) return null;
  if (index !== undefined) {
    const waypoint = schedule.waypoints[index];
    return waypoint === undefined ? null : stopOf(schedule, waypoint);
  }
  // From the arrival backwards: a route that calls at the same port twice is asked about its arrival.
  const fromArrival = [...schedule.waypoints].reverse();
  let best: { waypoint: ScheduledWaypoint; distanceM: number } | null = null;
  for (const waypoint of fromArrival) {
    // Within a port's extent the rhumb line and the geodesic differ by millimetres.
    const distanceM = rhumbDistanceM(place.lat, place.lon, waypoint.position.lat, waypoint.position.lon);
    if (distanceM <= PORT_CALL_SAME_PLACE_M && (best === null || distanceM < best.distanceM))
      best = { waypoint, distanceM };
  }
  if (best !== null) return stopOf(schedule, best.waypoint);
  const port = { name: place.name, position: { lat: place.lat, lon: place.lon } };
  const approach = fromArrival.find((waypoint) => isApproachOf(port, waypoint));
  return approach === undefined ? null : stopOf(schedule, approach);
}

/** The item nearest `timeUtc` and how far from it, seconds; null for an empty list. */
export function nearestHour<T extends { time: number }>(
  items: readonly T[],
  timeUtc: number,
): { item: T; offS: number } | null {
  let best: { item: T; offS: number } | null = null;
  for (const item of items) {
    const offS = Math.abs(item.time - timeUtc);
    if (best === null || offS < best.offS) best = { item, offS };
  }
  return best;
}
