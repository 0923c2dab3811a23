// Where the ship is, and when: legs, waypoint ETA/ETD and positions at every model time step,
// from waypoints, leg geometries, per-leg speeds, stays and a departure (spec §2.6, §4.3).
import type { Position } from '../domain/position';
import type { LegGeometry } from '../domain/voyage';
import { InputError, requireFinite } from '../domain/errors';
import { knToMs, M_PER_NM } from '../domain/units';
import { legTrack, type LegTrack, type LegTrackOf } from '../geodesy/leg';
import { waypointName } from '../domain/waypoint-name';
import { sampleTimesteps, type TrackPoint } from './timesteps';

export interface ScheduleWaypoint {
  readonly id?: string;
  readonly name: string;
  readonly position: Position;
  /** Geometry of the leg that ends here; ignored on the first waypoint. Default rhumb. */
  readonly legGeometry?: LegGeometry;
}

export interface ScheduleInput {
  readonly waypoints: readonly ScheduleWaypoint[];
  /**
   * Planned speeds, knots. As the service's `speeds` (spec §4.3): one value for the whole
   * voyage, or one per waypoint, each applying from its waypoint onward; a shorter list keeps
   * its last speed to the end. At most one entry per waypoint (the last one is never used).
   */
  readonly speedsKn: readonly number[];
  /** Departure from the first waypoint, Unix seconds UTC. */
  readonly departureUtc: number;
  /** Stay at waypoint i (by index), seconds; the ship leaves at ETA + stay. */
  readonly staysS?: Readonly<Record<number, number>>;
  /** Model time step, hours (1 for deterministic models, 3 for ensembles). Default 1. */
  readonly stepH?: number;
  /** Time steps fall on stepOriginUtc + k·step (a model runtime). Default 0: whole UTC hours. */
  readonly stepOriginUtc?: number;
  /** Where the legs' tracks come from; default legTrack (an editor passes legTrackMemo's). */
  readonly legTrackOf?: LegTrackOf;
}

export interface ScheduledLeg {
  /** Index of the waypoint the leg starts from; it ends at fromIndex + 1. */
  readonly fromIndex: number;
  readonly geometry: LegGeometry;
  readonly distanceM: number;
  readonly distanceNm: number;
  /** Course at the start of the leg, degrees in [0, 360) (constant on a rhumb line). */
  readonly courseDeg: number;
  readonly finalCourseDeg: number;
  readonly speedKn: number;
  readonly durationS: number;
  /** Departure from the start waypoint and arrival at the end one, Unix seconds UTC. */
  readonly etdUtc: number;
  readonly etaUtc: number;
  readonly track: LegTrack;
}

export interface ScheduledWaypoint {
  readonly index: number;
  readonly id: string;
  /** The name as shown: the waypoint's own, else "WP <n>" (shared/domain/waypoint-name). */
  readonly name: string;
  readonly position: Position;
  /** Arrival, Unix seconds UTC (the departure time for the first waypoint). */
  readonly etaUtc: number;
  /** Departure, Unix seconds UTC: ETA plus the stay. Equal to ETA at the last waypoint. */
  readonly etdUtc: number;
  readonly stayS: number;
  /** Distance along the route from the first waypoint, metres. */
  readonly distanceM: number;
}

export interface Schedule {
  readonly departureUtc: number;
  readonly arrivalUtc: number;
  readonly legs: readonly ScheduledLeg[];
  readonly waypoints: readonly ScheduledWaypoint[];
  /** Waypoints and interpolated positions at every model step, in time order (spec §2.6). */
  readonly timesteps: readonly TrackPoint[];
  readonly totalDistanceM: number;
  readonly totalDistanceNm: number;
  /** Departure to arrival, including stays, seconds. */
  readonly durationS: number;
}

/** More time steps than this is a mistake in the step or the speeds, not a voyage. */
export const MAX_TIMESTEPS = 200_000;

export function scheduleVoyage(input: ScheduleInput): Schedule {
  const { waypoints, speedsKn } = input;
  if (waypoints.length < 2) {
    throw new InputError(
      'too-few-waypoints',
      `A route needs at least two waypoints; this one has ${waypoints.length}.`,
      'waypoints',
    );
  }
  if (speedsKn.length === 0 || speedsKn.length > waypoints.length) {
    throw new InputError(
      'invalid-speeds-length',
      `Give one speed, or one per waypoint (at most ${waypoints.length}); got ${speedsKn.length}.`,
      'speedsKn',
    );
  }
  speedsKn.forEach((kn, i) => {
    requireFinite(kn, `speedsKn[${i}]`);
    if (kn <= 0)
      throw new InputError('invalid-speed', `Speed ${kn} kn on leg ${i + 1} must be above zero.`, `speedsKn[${i}]`);
  });
  const departureUtc = input.departureUtc;
  if (typeof departureUtc !== 'number' || !Number.isFinite(departureUtc)) {
    throw new InputError('invalid-time', `Departure time ${String(departureUtc)} is not a valid time.`, 'departureUtc');
  }
  const stepH = input.stepH ?? 1;
  if (!Number.isFinite(stepH) || stepH <= 0) {
    throw new InputError('invalid-step', `Time step ${stepH} h must be a positive number of hours.`, 'stepH');
  }
  const stepOriginUtc = requireFinite(input.stepOriginUtc ?? 0, 'stepOriginUtc');

  const trackOf = input.legTrackOf ?? legTrack;
  const legs: ScheduledLeg[] = [];
  const scheduled: ScheduledWaypoint[] = [];
  let clock = departureUtc;
  let distanceM = 0;
  for (let i = 0; i < waypoints.length; i++) {
    const wp = waypoints[i]!;
    // The field's name is only written out for the error (thousands of waypoints per edit).
    if (!Number.isFinite(wp.position.lat)) requireFinite(wp.position.lat, `waypoints[${i}].position.lat`);
    if (!Number.isFinite(wp.position.lon)) requireFinite(wp.position.lon, `waypoints[${i}].position.lon`);
    if (i > 0) {
      const from = waypoints[i - 1]!;
      const geometry = wp.legGeometry ?? 'rhumb';
      const track = trackOf(from.position, wp.position, geometry);
      const speedKn = speedsKn[Math.min(i - 1, speedsKn.length - 1)]!;
      const durationS = track.distanceM / knToMs(speedKn);
      legs.push({
        fromIndex: i - 1,
        geometry,
        distanceM: track.distanceM,
        distanceNm: track.distanceM / M_PER_NM,
        courseDeg: track.initialCourseDeg,
        finalCourseDeg: track.finalCourseDeg,
        speedKn,
        durationS,
        etdUtc: clock,
        etaUtc: clock + durationS,
        track,
      });
      clock += durationS;
      distanceM += track.distanceM;
    }
    const isLast = i === waypoints.length - 1;
    const stayS = isLast ? 0 : stayAt(input.staysS, i);
    scheduled.push({
      index: i,
      id: wp.id ?? `wp${i + 1}`,
      name: waypointName(wp.name, i),
      position: wp.position,
      etaUtc: clock,
      etdUtc: clock + stayS,
      stayS,
      distanceM,
    });
    clock += stayS;
  }

  const arrivalUtc = clock;
  const durationS = arrivalUtc - departureUtc;
  const stepS = stepH * 3600;
  const expected = durationS / stepS;
  if (expected > MAX_TIMESTEPS) {
    throw new InputError(
      'invalid-step',
      `A ${stepH} h step over ${(durationS / 86400).toFixed(1)} days gives ${Math.round(expected)} positions; the limit is ${MAX_TIMESTEPS}. Check the speeds and the step.`,
      'stepH',
    );
  }
  return {
    departureUtc,
    arrivalUtc,
    legs,
    waypoints: scheduled,
    timesteps: sampleTimesteps(legs, scheduled, stepS, stepOriginUtc),
    totalDistanceM: distanceM,
    totalDistanceNm: distanceM / M_PER_NM,
    durationS,
  };
}

function stayAt(stays: Readonly<Record<number, number>> | undefined, index: number): number {
  const s = stays?.[index];
  if (s === undefined) return 0;
  if (typeof s !== 'number' || !Number.isFinite(s) || s < 0) {
    throw new InputError(
      'invalid-stay',
      `Stay at waypoint ${index + 1} must be zero or more seconds, got ${String(s)}.`,
      `staysS[${index}]`,
    );
  }
  return s;
}
