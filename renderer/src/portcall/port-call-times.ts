// The port call's place on the voyage: which waypoint of the schedule it is (the one it was
// opened from, else the nearest within a few kilometres, the arrival first), its ETA and ETD,
// and the hourly conditions item nearest the ETA.
import type { Position } from '../../../shared/domain/position';
import { rhumbDistanceM } from '../../../shared/geodesy/rhumb';
import type { Schedule, ScheduledWaypoint } from '../../../shared/schedule/schedule';
import { PORT_CALL_SAME_PLACE_M } from '../../../shared/ipc/methods/traffic';

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

/** The waypoint at `index` when given, else the nearest within PORT_CALL_SAME_PLACE_M (the arrival when tied); null when none. */
export function stopFor(schedule: Schedule | null, place: Position, index?: number): PortCallStop | null {
  if (schedule === null) return null;
  if (index !== undefined) {
    const waypoint = schedule.waypoints[index];
    return waypoint === undefined ? null : stopOf(schedule, waypoint);
  }
  let best: { waypoint: ScheduledWaypoint; distanceM: number } | null = null;
  // From the arrival backwards: a route that calls at the same port twice is asked about its arrival.
  for (const waypoint of [...schedule.waypoints].reverse()) {
    // Within a port's extent the rhumb line and the geodesic differ by millimetres.
    const distanceM = rhumbDistanceM(place.lat, place.lon, waypoint.position.lat, waypoint.position.lon);
    if (distanceM <= PORT_CALL_SAME_PLACE_M && (best === null || distanceM < best.distanceM))
      best = { waypoint, distanceM };
  }
  return best === null ? null : stopOf(schedule, best.waypoint);
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
