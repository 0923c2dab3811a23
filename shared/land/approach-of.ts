// Whether a waypoint stands for a port: the small part of approach.ts the port call needs at
// once, without the land data and its search (kept out of the app's first load).
import type { Position } from '../domain/position';
import { geodesicInverse } from '../geodesy/geodesic';
import { M_PER_NM } from '../domain/units';

/** The farthest an approach is looked for from its port, NM (river ports up the Amazon are farther: none then). */
export const MAX_APPROACH_NM = 250;

/** A port or a waypoint, by name and position. */
export interface NamedPlace {
  readonly name: string;
  readonly position: Position;
}

/**
 * Whether a waypoint stands for a port: it bears the port's name (case and surrounding spaces
 * aside) and lies within MAX_APPROACH_NM of it, as a port added to a plan does (at its approach).
 * The port call and the conditions there are then the port's own, while the plan sails to the
 * waypoint.
 */
export function isApproachOf(port: NamedPlace, waypoint: NamedPlace): boolean {
  return (
    port.name.trim().toLowerCase() === waypoint.name.trim().toLowerCase() &&
    geodesicInverse(port.position.lat, port.position.lon, waypoint.position.lat, waypoint.position.lon).distanceM /
      M_PER_NM <=
      MAX_APPROACH_NM
  );
}
