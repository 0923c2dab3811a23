// The secondary swell period along a voyage: the one sea element of the Sea state chart and the
// weather table that the shipping route does not give (its elements are fixed, spec §2.6 and
// §4.3), asked of the deterministic wave model's point timeseries (spec §4.3) at places along
// the route, and read at each step of the forecast from the place nearest along the route.
import type { EndpointParams } from '../../../../shared/api/request/endpoints';
import type { TimeseriesResult } from '../../../../shared/api/resources/timeseries';
import type { Voyage } from '../../../../shared/domain/voyage';
import {
  departureSteps,
  nearestPlace,
  relativeSchedule,
  sweepPlaces,
  type SweepPlace,
} from '../../../../shared/forecast/sweep-steps';
import { ensembleReach } from '../../../../shared/schedule/ensemble-reach';
import { SWELL_PERIOD } from '../../../../shared/forecast/swell-period';

export type SwellParams = EndpointParams<'marine.timeseries.point'>;

/**
 * Hours of sailing between the places asked. A swell's period is set where it was raised, far
 * away, and changes little over the tens of miles a ship sails in a few hours; one answer holds
 * the whole run, so a place every 6 h (every other ensemble step) costs a credit per 6 h of the
 * voyage within the model's reach, a third of what the ensemble costs there.
 */
export const SWELL_STEP_H = 6;

/** A value is read at the answer's step nearest the ship's time, when at most this far, seconds. */
const MAX_STEP_GAP_S = 3 * 3600;

export interface SwellPlan {
  /** Every place along the route, by distance: a step reads the nearest, when it was asked. */
  readonly places: readonly SweepPlace[];
  /** The places asked: those the ship passes within the model's reach. */
  readonly asked: readonly SweepPlace[];
}

export function swellParams(place: SweepPlace): SwellParams {
  return {
    lat: place.position.lat,
    lon: place.position.lon,
    model: SWELL_PERIOD.model,
    elements: [SWELL_PERIOD.element],
  };
}

/**
 * The places every SWELL_STEP_H hours of sailing from the departure (stays included) and the
 * arrival; asked are those where the ship is within the reach of a run as of `nowUtc` (the
 * ensemble's: the deterministic runs reach about as far), as a place past it answers nothing.
 */
export function planSwell(voyage: Voyage, nowUtc: number): SwellPlan {
  const places = sweepPlaces(voyage, SWELL_STEP_H);
  const reach = ensembleReach(nowUtc);
  const within = (timeUtc: number): boolean => timeUtc >= reach.fromUtc && timeUtc <= reach.toUtc;
  const steps = departureSteps(voyage, places, voyage.departureUtc, SWELL_STEP_H, voyage.departureUtc);
  const keys = new Set(steps.filter((s) => within(s.timeUtc)).map((s) => s.place.key));
  // The arrival is a place of its own (sweepPlaces), read by the voyage's last hours.
  const arrivalUtc = voyage.departureUtc + relativeSchedule(voyage).durationS;
  if (within(arrivalUtc)) keys.add(places[places.length - 1]!.key);
  return { places, asked: places.filter((p) => keys.has(p.key)) };
}

/** The value at the answer's step nearest `timeUtc`, within MAX_STEP_GAP_S; null when none. */
function valueAt(data: readonly { time: number; value: number }[], timeUtc: number): number | null {
  let lo = 0;
  let hi = data.length - 1;
  if (hi < 0) return null;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (data[mid]!.time < timeUtc) lo = mid + 1;
    else hi = mid;
  }
  const after = data[lo]!;
  const before = data[lo - 1];
  const nearest = before !== undefined && timeUtc - before.time <= after.time - timeUtc ? before : after;
  return Math.abs(nearest.time - timeUtc) <= MAX_STEP_GAP_S ? nearest.value : null;
}

export interface SwellSeries {
  readonly model: string;
  readonly unit: string;
  /** Why the wave model gave no value (spec §7), when every answer said so. */
  readonly error?: string;
  readonly deterministic: (number | null)[];
}

/**
 * The secondary swell period at each step (by its distance along the route and time), from the
 * answers by place key. A step whose nearest place was not asked, or not answered, has null; an
 * element error in one answer leaves its steps null and the others whole.
 */
export function swellSeries(
  plan: SwellPlan,
  steps: readonly { readonly timeUtc: number; readonly distanceM: number }[],
  answers: ReadonlyMap<string, TimeseriesResult>,
): SwellSeries {
  const elementOf = (answer: TimeseriesResult) => answer.elements.find((e) => e.element === SWELL_PERIOD.element);
  // In the plan's order, not the answers' (they end in any order): the same answers say the same.
  const inOrder = plan.asked.flatMap((p) => answers.get(p.key) ?? []);
  const found = inOrder.map(elementOf).filter((e) => e !== undefined);
  const withData = found.find((e) => e.error === undefined);
  const error = withData === undefined ? found.find((e) => e.error !== undefined)?.error : undefined;
  const sorted = new Map(
    [...answers].map(([key, answer]) => [key, [...(elementOf(answer)?.data ?? [])].sort((a, b) => a.time - b.time)]),
  );
  const deterministic = steps.map((step) => {
    if (plan.places.length === 0) return null;
    const data = sorted.get(nearestPlace(plan.places, step.distanceM).key);
    return data === undefined ? null : valueAt(data, step.timeUtc);
  });
  const answered = inOrder.find((a) => elementOf(a)?.error === undefined) ?? inOrder[0];
  return {
    model: answered?.model ?? SWELL_PERIOD.model,
    unit: withData?.unit ?? found[0]?.unit ?? SWELL_PERIOD.unit,
    ...(error === undefined ? {} : { error }),
    deterministic,
  };
}
