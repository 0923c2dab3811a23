// A mixer result (spec §2.17, as shared/api checks it) turned into the crew journeys Passage
// shows: one per trip, times in Unix seconds, legs named by line and stop, and each leg's route
// decoded from its encoded polyline. Plus the time rule and the ranking both ends share.
import type { Leg, MixerResult, Trip } from '../api/resources/mixer';
import type { Journey, JourneyLeg, JourneyMode } from '../ipc/methods/transit';
import { defined } from '../domain/defined';
import { decodePolylinePoints } from './polyline-codec';

/** The mixer's polylines are Google's standard precision (spec §2.17, mixer.proto). */
const POLYLINE_PRECISION = 5;

function utcOf(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

function optionalUtc(iso: string | undefined): number | undefined {
  return iso === undefined ? undefined : utcOf(iso);
}

/** The leg's route; points outside the globe (a corrupt polyline) are left out, not drawn. */
export function legPath(encoded: string): [number, number][] {
  if (encoded === '') return [];
  return decodePolylinePoints(encoded, POLYLINE_PRECISION).filter(
    ([lat, lon]) => Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180,
  );
}

function legOf(leg: Leg): JourneyLeg {
  const path = legPath(leg.pointsOnLink.points);
  const ride = leg.transitLeg;
  if (ride !== undefined) {
    const from = ride.fromEstimatedCall;
    const to = ride.toEstimatedCall;
    const platform = from.aimedPlatform.trim();
    const direction = from.destinationDisplay.frontText.trim();
    return {
      mode: ride.mode,
      line: ride.line.publicCode.trim() || ride.line.name,
      from: from.quay.name,
      to: to.quay.name,
      ...defined({
        platform: platform === '' ? undefined : platform,
        direction: direction === '' ? undefined : direction,
      }),
      aimedDepartureUtc: utcOf(from.aimedDepartureTime ?? leg.aimedStartTime),
      aimedArrivalUtc: utcOf(to.aimedArrivalTime ?? leg.aimedEndTime),
      ...defined({
        expectedDepartureUtc: optionalUtc(from.expectedDepartureTime ?? leg.expectedStartTime),
        expectedArrivalUtc: optionalUtc(to.expectedArrivalTime ?? leg.expectedEndTime),
      }),
      distanceM: Math.max(0, leg.distance),
      path,
    };
  }
  // The leg schema guarantees one of the two details.
  const street = leg.nonTransitLeg;
  return {
    mode: street?.mode ?? 'WALK',
    line: '',
    from: street?.fromPlace.name ?? '',
    to: street?.toPlace.quay?.name ?? street?.toPlace.name ?? '',
    aimedDepartureUtc: utcOf(leg.aimedStartTime),
    expectedDepartureUtc: utcOf(leg.expectedStartTime),
    aimedArrivalUtc: utcOf(leg.aimedEndTime),
    expectedArrivalUtc: utcOf(leg.expectedEndTime),
    distanceM: Math.max(0, leg.distance),
    path,
  };
}

/** Modifiers are strings in Passage's wire format; anything else is shown as its JSON. */
function modifierText(modifier: unknown): string {
  return typeof modifier === 'string' ? modifier : JSON.stringify(modifier);
}

function journeyOf(trip: Trip, grade: number, modifiers: string[]): Journey {
  return {
    grade,
    modifiers,
    departureUtc: utcOf(trip.expectedStartTime),
    arrivalUtc: utcOf(trip.expectedEndTime),
    durationMin: Math.max(0, trip.duration),
    transfers: Math.max(0, trip.transfers),
    walkMin: Math.max(0, trip.walkTime),
    waitMin: Math.max(0, trip.waitingTime),
    legs: trip.legs.map(legOf),
  };
}

/** Every trip of one mixer result as a journey, graded and described as the result is. */
export function journeysOfResult(result: MixerResult): Journey[] {
  const modifiers = (result.modifiers ?? []).map(modifierText);
  return result.trips.map((trip) => journeyOf(trip, result.grade, modifiers));
}

/** Whether a journey keeps the crew's time: leaves at or after it, or arrives by it. */
export function keepsTime(journey: Journey, mode: JourneyMode, timeUtc: number): boolean {
  return mode === 'departAfter' ? journey.departureUtc >= timeUtc : journey.arrivalUtc <= timeUtc;
}

/** Two journeys on the same rides at the same times are one, whatever assumption found them. */
function sameRides(a: Journey, b: Journey): boolean {
  const key = (j: Journey): string =>
    [j.departureUtc, j.arrivalUtc, ...j.legs.map((l) => `${l.mode}/${l.line}/${l.aimedDepartureUtc}`)].join('|');
  return key(a) === key(b);
}

/**
 * `known` with `incoming` added, duplicates kept once (the higher grade), ranked best grade
 * first, then the earlier arrival.
 */
export function mergeJourneys(known: readonly Journey[], incoming: readonly Journey[]): Journey[] {
  const merged: Journey[] = [...known];
  for (const journey of incoming) {
    const twin = merged.findIndex((other) => sameRides(other, journey));
    if (twin === -1) merged.push(journey);
    else if ((merged[twin]?.grade ?? 0) < journey.grade) merged[twin] = journey;
  }
  return merged.sort((a, b) => b.grade - a.grade || a.arrivalUtc - b.arrivalUtc);
}
