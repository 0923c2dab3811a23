// When the ship is at a port, from the voyage's schedule: the ETA and ETD of the waypoint at the
// port (within 10 NM), else the next whole hour from now (a port off the route).
import { geodesicInverse } from '../../../../shared/geodesy/geodesic';
import type { Schedule } from '../../../../shared/schedule/schedule';

/** A waypoint this close to a port is the call at that port. */
const AT_PORT_M = 18_520;

export interface PortCallTime {
  readonly etaUtc: number;
  readonly etdUtc?: number;
  /** False when the port is not on the route and the time is a stand-in. */
  readonly scheduled: boolean;
}

export function portCallTime(
  schedule: Schedule | null,
  port: { lat: number; lon: number },
  nowUtc: number,
): PortCallTime {
  const call = schedule?.waypoints.find(
    (w) => geodesicInverse(w.position.lat, w.position.lon, port.lat, port.lon).distanceM <= AT_PORT_M,
  );
  if (call === undefined) return { etaUtc: Math.ceil(nowUtc / 3600) * 3600, scheduled: false };
  return call.etdUtc > call.etaUtc
    ? { etaUtc: call.etaUtc, etdUtc: call.etdUtc, scheduled: true }
    : { etaUtc: call.etaUtc, scheduled: true };
}

/** The transit planner covers Dutch public transport only (spec §1): ports in the Netherlands. */
export function isDutchPort(country: string): boolean {
  return ['netherlands', 'the netherlands', 'nl'].includes(country.trim().toLowerCase());
}
