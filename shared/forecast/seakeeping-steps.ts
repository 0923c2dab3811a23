// The voyage mode of the seakeeping check (issue 29): the ship at every ensemble step of her
// voyage, with her heading along the leg and her speed, for shared/seakeeping/member-shares.ts to
// judge in each member. The steps and places are the departure sweep's and the forecast run's own
// (sweep-steps.ts), so the answers a forecast stored for the same voyage and run are read here.
import type { Position } from '../domain/position';
import type { Voyage } from '../domain/voyage';
import { geodesicInverse } from '../geodesy/geodesic';
import { scheduleInputOf, scheduledPositionAt, scheduleVoyage, type Schedule } from '../schedule';
import { ENSEMBLE_STEP_H, type EnsembleReach } from '../schedule/ensemble-reach';
import type { ShipCourse } from '../seakeeping/encounter';
import { departureSteps, sweepPlaces, type SweepPlace } from './sweep-steps';

/** What the voyage mode reads of a voyage. */
export type SeakeepingVoyage = Pick<Voyage, 'route' | 'speedsKn' | 'staysS' | 'departureUtc'>;

export interface VoyageStep {
  /** An ensemble step, Unix seconds UTC. */
  readonly timeUtc: number;
  /** The ship's planned position then. */
  readonly position: Position;
  /** The leg sailed (from waypoint legIndex), also when departing or arriving at a step; null in a stay. */
  readonly legIndex: number | null;
  /** Her heading along the leg and planned speed; null when she lies moored or at anchor in a stay. */
  readonly course: ShipCourse | null;
  /** The place whose ensemble answer stands for her position (at most half a step's sailing away). */
  readonly place: SweepPlace;
}

export interface VoyageSteps {
  /** The steps the ensemble reaches, in time order. */
  readonly steps: readonly VoyageStep[];
  /** Steps of the voyage before the reach (a departure in the past) and after it (past the horizon): cut. */
  readonly cutBefore: number;
  readonly cutAfter: number;
  /** The places the kept steps read, in route order: one ensemble answer each. */
  readonly places: readonly SweepPlace[];
}

/**
 * Her heading at `position` on `leg`: the rhumb line's one course, or on a great circle the
 * course of the geodesic still to sail (a great circle's heading changes along it); on arrival
 * the leg's final course.
 */
function headingOn(leg: Schedule['legs'][number], position: Position, end: Position): number {
  if (leg.geometry === 'rhumb') return leg.courseDeg;
  const rest = geodesicInverse(position.lat, position.lon, end.lat, end.lon);
  // Within a metre of the end the azimuth is noise.
  return rest.distanceM < 1 ? leg.finalCourseDeg : rest.initialCourseDeg;
}

/**
 * The ship's course at `timeUtc`: on the leg whose departure to arrival holds the instant (a ship
 * leaving or reaching a waypoint at a step has way on), or null in a stay, where the circular's
 * guidance for a ship under way does not apply.
 */
export function courseAt(schedule: Schedule, timeUtc: number): { legIndex: number | null; course: ShipCourse | null } {
  const leg = schedule.legs.find((l) => timeUtc >= l.etdUtc && timeUtc <= l.etaUtc);
  if (leg === undefined) return { legIndex: null, course: null };
  const at = scheduledPositionAt(schedule, timeUtc)!.position;
  const end = schedule.waypoints[leg.fromIndex + 1]!.position;
  return { legIndex: leg.fromIndex, course: { speedKn: leg.speedKn, headingDeg: headingOn(leg, at, end) } };
}

/** The voyage's ensemble steps from departure to arrival, cut to the ensemble's reach. */
export function voyageSteps(voyage: SeakeepingVoyage, reach: EnsembleReach): VoyageSteps {
  const schedule = scheduleVoyage(scheduleInputOf(voyage));
  const allPlaces = sweepPlaces(voyage, ENSEMBLE_STEP_H);
  const all = departureSteps(voyage, allPlaces, voyage.departureUtc, ENSEMBLE_STEP_H);
  const kept = all.filter((s) => s.timeUtc >= reach.fromUtc && s.timeUtc <= reach.toUtc);
  const steps = kept.map((s): VoyageStep => {
    const { legIndex, course } = courseAt(schedule, s.timeUtc);
    const position = scheduledPositionAt(schedule, s.timeUtc)!.position;
    return { timeUtc: s.timeUtc, position, legIndex, course, place: s.place };
  });
  const used = new Set(kept.map((s) => s.place));
  return {
    steps,
    cutBefore: all.filter((s) => s.timeUtc < reach.fromUtc).length,
    cutAfter: all.filter((s) => s.timeUtc > reach.toUtc).length,
    places: allPlaces.filter((p) => used.has(p)),
  };
}
