// Where a departure's ship is at each ensemble step, and the places the sweep reads the ensemble
// at: the ship's positions every step after departure along the route, independent of the
// departure, so that every departure of a sweep and a forecast run ask the same answers (issue 16).
import type { Position } from '../domain/position';
import type { Voyage } from '../domain/voyage';
import { scheduleInputOf, scheduleVoyage, type Schedule } from '../schedule';
import { roundedCoordinate, roundedPositionKey } from './request-position';

/** What the sweep reads of a voyage: route, speeds and stays (its departure is ignored). */
export type SweepVoyage = Pick<Voyage, 'route' | 'speedsKn' | 'staysS'>;

export interface SweepPlace {
  /** Rounded "lat,lon", as the forecast keys ensemble positions: the stored answer's key. */
  readonly key: string;
  /** Rounded position, degrees. */
  readonly position: Position;
  /** Distance along the route from the first waypoint, metres. */
  readonly distanceM: number;
}

/** The route's geometry and relative times: one schedule departing at 0, shifted per departure. */
export function relativeSchedule(voyage: SweepVoyage): Schedule {
  return scheduleVoyage(scheduleInputOf({ ...voyage, departureUtc: 0 }));
}

/** The first leg whose arrival is at or after `t` (the last leg after arrival). */
function legBefore(schedule: Schedule, t: number): number {
  let lo = 0;
  let hi = schedule.legs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (schedule.legs[mid]!.etaUtc < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Distance along the route (metres) and leg at `t` seconds after departure. */
function alongAt(schedule: Schedule, t: number): { distanceM: number; legIndex: number | null } {
  const leg = schedule.legs[legBefore(schedule, t)]!;
  const start = schedule.waypoints[leg.fromIndex]!.distanceM;
  if (t >= leg.etaUtc) return { distanceM: start + leg.distanceM, legIndex: null };
  if (t <= leg.etdUtc) return { distanceM: start, legIndex: null };
  return { distanceM: start + ((t - leg.etdUtc) / leg.durationS) * leg.distanceM, legIndex: leg.fromIndex };
}

/** Where the ship is `t` seconds after departure: distance along the route, leg sailed, position. */
function shipAt(schedule: Schedule, t: number): { distanceM: number; legIndex: number | null; position: Position } {
  const leg = schedule.legs[legBefore(schedule, t)]!;
  const at = alongAt(schedule, t);
  if (at.legIndex !== null) {
    const startM = schedule.waypoints[leg.fromIndex]!.distanceM;
    return { ...at, position: leg.track.pointAt(at.distanceM - startM) };
  }
  const wp = schedule.waypoints[t >= leg.etaUtc ? leg.fromIndex + 1 : leg.fromIndex]!;
  return { ...at, position: wp.position };
}

/**
 * Places at the ship's positions every `stepH` hours after departure (stays included), and at
 * the arrival, by distance along the route. Places depend on the route, speeds and stays only,
 * never on the departure: a departure on the ensemble's step grid (00, 03, 06 ... UTC for a
 * 3-hourly model) reads exactly its own positions; any other departure reads, at each step, the
 * place nearest along the route, at most half a step's sailing away. Every departure of a
 * sweep, and a forecast run, then ask the same few places, which is what makes a sweep cost
 * about one forecast run.
 */
export function sweepPlaces(voyage: SweepVoyage, stepH: number): SweepPlace[] {
  requireStep(stepH);
  const schedule = relativeSchedule(voyage);
  const places: SweepPlace[] = [];
  const add = (position: Position, distanceM: number) => {
    const key = roundedPositionKey(position.lat, position.lon);
    if (places[places.length - 1]?.key === key) return;
    places.push({
      key,
      position: { lat: roundedCoordinate(position.lat), lon: roundedCoordinate(position.lon) },
      distanceM,
    });
  };
  const stepS = stepH * 3600;
  for (let t = 0; t <= schedule.durationS; t += stepS) {
    const at = shipAt(schedule, t);
    add(at.position, at.distanceM);
  }
  const last = schedule.waypoints[schedule.waypoints.length - 1]!;
  add(last.position, last.distanceM);
  return places;
}

/** The place nearest by distance along the route (places sorted by distance). */
export function nearestPlace(places: readonly SweepPlace[], distanceM: number): SweepPlace {
  let lo = 0;
  let hi = places.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (places[mid]!.distanceM < distanceM) lo = mid + 1;
    else hi = mid;
  }
  const after = places[lo]!;
  const before = places[lo - 1];
  return before !== undefined && distanceM - before.distanceM <= after.distanceM - distanceM ? before : after;
}

/** One ensemble step of a departure: when, where along the route, on which leg, read at which place. */
export interface SweepStep {
  /** An ensemble step time, Unix seconds UTC. */
  readonly timeUtc: number;
  /** The ship's distance along the route then, metres. */
  readonly distanceM: number;
  /** The leg being sailed (from waypoint legIndex), or null at a waypoint (departure, a stay, arrival). */
  readonly legIndex: number | null;
  /** The place whose answer stands for the ship's position. */
  readonly place: SweepPlace;
}

export function stepsOf(
  schedule: Schedule,
  places: readonly SweepPlace[],
  departureUtc: number,
  stepS: number,
  originUtc: number,
): SweepStep[] {
  const steps: SweepStep[] = [];
  const arrivalUtc = departureUtc + schedule.durationS;
  for (let k = Math.ceil((departureUtc - originUtc) / stepS); originUtc + k * stepS <= arrivalUtc; k++) {
    const timeUtc = originUtc + k * stepS;
    const at = alongAt(schedule, timeUtc - departureUtc);
    steps.push({ timeUtc, ...at, place: nearestPlace(places, at.distanceM) });
  }
  return steps;
}

/**
 * The ensemble steps of one departure, from departure to arrival (both included when they fall
 * on a step), each with the place it reads: what a sweep analyses for that departure, and what a
 * forecast run samples, so that both read the same answers at the same times.
 */
export function departureSteps(
  voyage: SweepVoyage,
  places: readonly SweepPlace[],
  departureUtc: number,
  stepH: number,
  stepOriginUtc = 0,
): SweepStep[] {
  if (places.length === 0) throw new Error('departureSteps: no places (use sweepPlaces)');
  requireStep(stepH);
  return stepsOf(relativeSchedule(voyage), places, departureUtc, stepH * 3600, stepOriginUtc);
}

/** A step that is not a positive number of hours would never end the loop over steps: a programmer error. */
export function requireStep(stepH: number): void {
  if (!(stepH > 0 && Number.isFinite(stepH)))
    throw new Error(`departure sweep: step must be positive hours, got ${stepH}`);
}

/**
 * The places the departures' ensemble steps fall on, in route order: the only ones whose
 * answers the sweep reads, so the requests (and the credit estimate) before any lookup. Steps
 * outside `withinUtc` (the ensemble's reach) are left out: they read nothing and are marked.
 */
export function placesNeeded(input: {
  readonly voyage: SweepVoyage;
  readonly departuresUtc: readonly number[];
  readonly places: readonly SweepPlace[];
  /** Ensemble step, hours. */
  readonly stepH: number;
  readonly stepOriginUtc?: number;
  /** The ensemble's reach, Unix seconds UTC. */
  readonly withinUtc?: { fromUtc: number; toUtc: number };
}): SweepPlace[] {
  if (input.places.length === 0) return [];
  requireStep(input.stepH);
  const schedule = relativeSchedule(input.voyage);
  const within = input.withinUtc ?? { fromUtc: -Infinity, toUtc: Infinity };
  const used = new Set<SweepPlace>();
  for (const departureUtc of input.departuresUtc) {
    for (const step of stepsOf(schedule, input.places, departureUtc, input.stepH * 3600, input.stepOriginUtc ?? 0)) {
      if (step.timeUtc >= within.fromUtc && step.timeUtc <= within.toUtc) used.add(step.place);
    }
  }
  return input.places.filter((p) => used.has(p));
}
