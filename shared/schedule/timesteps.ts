// Positions of the ship at every model time step, interleaved with the waypoints (the
// `points` of the service's shipping route, spec §2.6: type waypoint or timestep).
import type { ScheduledLeg, ScheduledWaypoint } from './schedule';
import { knToMs } from '../domain/units';

export interface TrackPoint {
  readonly lat: number;
  readonly lon: number;
  /** Unix seconds UTC. Whole steps for timesteps; the exact ETA for waypoints. */
  readonly timeUtc: number;
  readonly type: 'waypoint' | 'timestep';
  /** Metres along the route from the first waypoint. */
  readonly distanceM: number;
  /** Seconds since departure (spec §2.6 distanceTime). */
  readonly distanceTimeS: number;
  /** Index of the waypoint for waypoint points, null for timesteps. */
  readonly waypointIndex: number | null;
  /** Speed being made good at this point, knots: 0 during a stay, null at the final waypoint. */
  readonly speedKn: number | null;
}

/**
 * Walks the voyage in time order. A step that falls exactly on a waypoint's arrival is
 * reported once, as the waypoint. During a stay the ship is at the waypoint (speed 0).
 */
export function sampleTimesteps(
  legs: readonly ScheduledLeg[],
  waypoints: readonly ScheduledWaypoint[],
  stepS: number,
  originUtc: number,
): TrackPoint[] {
  const departureUtc = waypoints[0]!.etaUtc;
  const points: TrackPoint[] = [];
  for (let i = 0; i < waypoints.length; i++) {
    const wp = waypoints[i]!;
    const leg = legs[i];
    points.push({
      lat: wp.position.lat,
      lon: wp.position.lon,
      timeUtc: wp.etaUtc,
      type: 'waypoint',
      distanceM: wp.distanceM,
      distanceTimeS: wp.etaUtc - departureUtc,
      waypointIndex: i,
      speedKn: leg ? leg.speedKn : null,
    });
    // Steps during the stay, ETA < t <= ETD: moored or at anchor at the waypoint.
    for (let k = firstStepAfter(wp.etaUtc, stepS, originUtc); ; k++) {
      const t = originUtc + k * stepS;
      if (t > wp.etdUtc) break;
      points.push({
        lat: wp.position.lat,
        lon: wp.position.lon,
        timeUtc: t,
        type: 'timestep',
        distanceM: wp.distanceM,
        distanceTimeS: t - departureUtc,
        waypointIndex: null,
        speedKn: 0,
      });
    }
    if (!leg) continue;
    // Steps under way on the leg, ETD < t < ETA of the next waypoint.
    const speedMs = knToMs(leg.speedKn);
    for (let k = firstStepAfter(leg.etdUtc, stepS, originUtc); ; k++) {
      const t = originUtc + k * stepS;
      if (t >= leg.etaUtc) break;
      const along = (t - leg.etdUtc) * speedMs;
      const p = leg.track.pointAt(along);
      points.push({
        lat: p.lat,
        lon: p.lon,
        timeUtc: t,
        type: 'timestep',
        distanceM: wp.distanceM + along,
        distanceTimeS: t - departureUtc,
        waypointIndex: null,
        speedKn: leg.speedKn,
      });
    }
  }
  return points;
}

/** Smallest k with originUtc + k·stepS strictly after `timeUtc`. */
function firstStepAfter(timeUtc: number, stepS: number, originUtc: number): number {
  const k = Math.floor((timeUtc - originUtc) / stepS) + 1;
  // Guard against the quotient rounding up past an exact step boundary.
  return originUtc + (k - 1) * stepS > timeUtc ? k - 1 : k;
}
