// Trip planning for the synthetic mixer: one route skeleton (walk, trains or a city line,
// walk) re-planned under different assumptions (a bicycle for the first mile, a shared bicycle
// for the last, no change of train, a later train, more time to change), each a MixerResult.
import { create } from '@bufbuild/protobuf';
import { MixerResultSchema, TripSchema, type MixerResult, type Trip } from '../../../shared/transit/gen/mixer_pb';
import { hashParts, rngFor } from '../random';
import {
  distanceM,
  streetLeg,
  streetMinutes,
  transitLeg,
  type BuiltLeg,
  type Clock,
  type StreetMode,
  type TripPoint,
} from './legs';
import { cityService, railService } from './services';
import { nearestStation, stopsByDistance, STOPS, type Stop } from './stops';
import { isoAmsterdam } from './time-nl';

const MIN_S = 60;

export interface PlanRequest {
  readonly origin: TripPoint;
  readonly destination: TripPoint;
  readonly via?: TripPoint;
  /** Departure, or the latest arrival when `arriveBy`; Unix seconds. */
  readonly timeUtc: number;
  readonly arriveBy: boolean;
  /** No bicycles or shared mobility: walking and public transport only. */
  readonly publicTransportOnly: boolean;
}

interface Variant {
  readonly modifiers: readonly string[];
  readonly firstMile: StreetMode;
  readonly lastMile: StreetMode;
  /** No change at a hub station (a via point is still honoured). */
  readonly direct: boolean;
  /** Minutes added to the departure (or taken from the arrival). */
  readonly shiftMin: number;
  readonly changeMin: number;
}

const DEFAULT: Variant = {
  modifiers: [],
  firstMile: 'WALK',
  lastMile: 'WALK',
  direct: false,
  shiftMin: 0,
  changeMin: 4,
};

/** Stations where long journeys change trains. */
const HUBS = [
  'Utrecht Centraal',
  'Amsterdam Centraal',
  'Rotterdam Centraal',
  'Den Haag Centraal',
  'Schiphol Airport',
  'Amersfoort Centraal',
  'Zwolle',
  'Arnhem Centraal',
  'Eindhoven Centraal',
  "'s-Hertogenbosch",
  'Leiden Centraal',
  'Groningen',
  'Deventer',
  'Breda',
  'Nijmegen',
];
const HUB_STOPS: readonly Stop[] = STOPS.filter((s) => HUBS.includes(s.name));
/** Journeys between stations further apart than this change at a hub when that is on the way. */
const CHANGE_FROM_M = 50_000;
/** Below this, or between points that share their nearest stop, the trip is a walk. */
const WALK_ONLY_BELOW_M = 1_200;
/** Street legs shorter than this are left out: the point is at the stop. */
const AT_STOP_M = 60;

function stationFor(point: TripPoint): Stop {
  return point.stop?.kind === 'rail' ? point.stop : nearestStation(point.latDeg, point.lonDeg).stop;
}

function nearestAny(point: TripPoint): Stop {
  const nearest = point.stop ?? stopsByDistance(point.latDeg, point.lonDeg)[0]?.stop;
  if (nearest === undefined) throw new Error('the sandbox has no stops');
  return nearest;
}

/** The stops the public transport legs run between; empty for a walk. */
function skeleton(req: PlanRequest, direct: boolean): Stop[] {
  if (req.via === undefined && distanceM(req.origin, req.destination) < WALK_ONLY_BELOW_M) return [];
  const aO = nearestAny(req.origin);
  const aD = nearestAny(req.destination);
  if (req.via === undefined && aO.id !== aD.id && aO.town === aD.town && (aO.kind !== 'rail' || aD.kind !== 'rail'))
    return [aO, aD];
  const chain = [stationFor(req.origin)];
  if (req.via !== undefined) chain.push(stationFor(req.via));
  const sD = stationFor(req.destination);
  const last = chain[chain.length - 1];
  if (!direct && req.via === undefined && last !== undefined && distanceM(last, sD) > CHANGE_FROM_M) {
    const direct = distanceM(last, sD);
    const hub = HUB_STOPS.filter((h) => h.id !== last.id && h.id !== sD.id)
      .map((h) => ({ h, via: distanceM(last, h) + distanceM(h, sD) }))
      .filter((c) => c.via < 1.2 * direct)
      .sort((a, b) => a.via - b.via)[0];
    if (hub !== undefined) chain.push(hub.h);
  }
  chain.push(sD);
  const stops = chain.filter((s, i) => i === 0 || s.id !== chain[i - 1]?.id);
  return stops.length >= 2 ? stops : [];
}

function asPoint(stop: Stop): TripPoint {
  return { name: stop.name, latDeg: stop.latDeg, lonDeg: stop.lonDeg, stop };
}

/** The legs of one trip leaving at `startUtc`, the first street leg timed to catch the first departure. */
function buildLegs(
  seed: number,
  req: PlanRequest,
  stops: readonly Stop[],
  variant: Variant,
  startUtc: number,
): BuiltLeg[] {
  const first = stops[0];
  const lastStop = stops[stops.length - 1];
  if (first === undefined || lastStop === undefined)
    return [streetLeg(req.origin, req.destination, 'WALK', { aimedUtc: startUtc, expectedUtc: startUtc })];
  const legs: BuiltLeg[] = [];
  let clock: Clock = { aimedUtc: startUtc, expectedUtc: startUtc };
  const access = distanceM(req.origin, first) >= AT_STOP_M;
  if (access) {
    const readyUtc = startUtc + streetMinutes(req.origin, asPoint(first), variant.firstMile) * MIN_S;
    clock = { aimedUtc: readyUtc, expectedUtc: readyUtc };
  }
  for (let i = 0; i + 1 < stops.length; i++) {
    const from = stops[i];
    const to = stops[i + 1];
    if (from === undefined || to === undefined) continue;
    const service =
      from.kind === 'rail' && to.kind === 'rail' ? railService(from, to, distanceM(from, to)) : cityService(from, to);
    const leg = transitLeg(seed, from, to, service, clock, i === 0 ? 2 : variant.changeMin);
    legs.push(leg);
    clock = leg.end;
  }
  const firstRide = legs[0];
  if (access && firstRide !== undefined) {
    // Leave just in time: arrive two minutes before the first departure, not at `startUtc`.
    const minutes = streetMinutes(req.origin, asPoint(first), variant.firstMile);
    const leaveUtc = firstRide.start.aimedUtc - (minutes + 2) * MIN_S;
    const street = streetLeg(req.origin, asPoint(first), variant.firstMile, {
      aimedUtc: leaveUtc,
      expectedUtc: leaveUtc,
    });
    const toPlace = street.leg.detail.case === 'nonTransitLeg' ? street.leg.detail.value.toPlace : undefined;
    const boarding =
      firstRide.leg.detail.case === 'transitLeg' ? firstRide.leg.detail.value.fromEstimatedCall?.quay : undefined;
    if (toPlace !== undefined && boarding !== undefined) toPlace.quay = boarding;
    legs.unshift(street);
  }
  if (distanceM(lastStop, req.destination) >= AT_STOP_M)
    legs.push(streetLeg(asPoint(lastStop), req.destination, variant.lastMile, clock));
  return legs;
}

function tripOf(legs: readonly BuiltLeg[], id: string): Trip {
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (first === undefined || last === undefined) throw new Error('a trip needs at least one leg');
  const durationMin = Math.round((last.end.expectedUtc - first.start.expectedUtc) / MIN_S);
  const legMinutes = legs.reduce((sum, l) => sum + l.leg.duration, 0);
  return create(TripSchema, {
    id,
    legs: legs.map((l) => l.leg),
    distance: legs.reduce((sum, l) => sum + l.distanceM, 0),
    duration: durationMin,
    walkTime: legs.filter((l) => l.walking).reduce((sum, l) => sum + l.leg.duration, 0),
    transfers: Math.max(0, legs.filter((l) => l.transit).length - 1),
    waitingTime: Math.max(0, durationMin - legMinutes),
    streetDistance: legs.filter((l) => l.walking).reduce((sum, l) => sum + l.distanceM, 0),
    aimedStartTime: isoAmsterdam(first.start.aimedUtc),
    aimedEndTime: isoAmsterdam(last.end.aimedUtc),
    expectedStartTime: isoAmsterdam(first.start.expectedUtc),
    expectedEndTime: isoAmsterdam(last.end.expectedUtc),
  });
}

/** Two successive trips of a variant: the next two departures, or the last two arrivals in time. */
function tripsFor(seed: number, req: PlanRequest, variant: Variant): BuiltLeg[][] {
  const stops = skeleton(req, variant.direct);
  const build = (startUtc: number) => buildLegs(seed, req, stops, variant, startUtc);
  const startOf = (legs: BuiltLeg[]) => legs[0]?.start.aimedUtc ?? 0;
  const endOf = (legs: BuiltLeg[]) => legs[legs.length - 1]?.end.expectedUtc ?? 0;
  const rideOf = (legs: BuiltLeg[]) => legs.find((l) => l.transit)?.start.aimedUtc;
  const shiftS = variant.shiftMin * MIN_S;
  if (!req.arriveBy) {
    const one = build(req.timeUtc + shiftS);
    const ride = rideOf(one);
    if (ride === undefined) return [one];
    // Ready one minute after the first train left: the next departure.
    // Leaving a minute later misses the first departure (the access leg is timed to catch it).
    return [one, build(startOf(one) + MIN_S)];
  }
  // Arrive by: step the departure back until the trip arrives in time.
  const targetUtc = req.timeUtc - shiftS;
  const arriving = (latestUtc: number): BuiltLeg[] => {
    let startUtc = latestUtc - (endOf(build(latestUtc)) - latestUtc) - 10 * MIN_S;
    let legs = build(startUtc);
    for (let i = 0; i < 40 && endOf(legs) > latestUtc; i++) {
      startUtc -= Math.max(MIN_S, endOf(legs) - latestUtc);
      legs = build(startUtc);
    }
    // Then as late as possible: try leaving later, in 5-minute steps up to the slack.
    const found = legs;
    const slackS = latestUtc - endOf(found);
    for (let stepS = 5 * MIN_S; stepS <= slackS; stepS += 5 * MIN_S) {
      const later = build(startOf(found) + stepS);
      if (endOf(later) <= latestUtc && endOf(later) >= endOf(legs)) legs = later;
    }
    return legs;
  };
  const last = arriving(targetUtc);
  if (rideOf(last) === undefined) return [last];
  return [arriving(endOf(last) - MIN_S), last];
}

/** The variants that make sense for this request, the default first. */
function variants(req: PlanRequest): Variant[] {
  const stops = skeleton(req, false);
  const list: Variant[] = [DEFAULT];
  const hasChange = stops.length > 2 && req.via === undefined;
  if (hasChange) list.push({ ...DEFAULT, modifiers: ['fewer-transfers'], direct: true });
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!req.publicTransportOnly && first !== undefined && distanceM(req.origin, first) > 500)
    list.push({ ...DEFAULT, modifiers: ['bicycle-first-mile'], firstMile: 'BICYCLE' });
  if (!req.publicTransportOnly && last !== undefined && distanceM(last, req.destination) > 500)
    list.push({ ...DEFAULT, modifiers: ['shared-mobility'], lastMile: 'BICYCLE_RENT' });
  list.push({ ...DEFAULT, modifiers: [req.arriveBy ? 'earlier-arrival' : 'later-departure'], shiftMin: 30 });
  list.push({ ...DEFAULT, modifiers: ['extra-transfer-time'], changeMin: 10 });
  return list;
}

/** Higher is better: quick, few changes, little walking and waiting. */
function gradeOf(trip: Trip): number {
  return Math.max(0, Math.round(1000 - trip.duration * 4 - trip.transfers * 30 - trip.walkTime * 2 - trip.waitingTime));
}

/** 3 to 6 ranked results for the request, in the order the mixer pushes them. */
export function mixerResults(seed: number, req: PlanRequest, generatedUtc: number): MixerResult[] {
  const key = [
    req.origin.latDeg,
    req.origin.lonDeg,
    req.destination.latDeg,
    req.destination.lonDeg,
    req.via?.latDeg ?? '',
    req.timeUtc,
    String(req.arriveBy),
  ].join('|');
  const all = variants(req);
  const count = Math.min(all.length, 3 + Math.floor(rngFor(seed, 'mixer-count', key)() * 4));
  return all.slice(0, count).map((variant) => {
    const trips = tripsFor(seed, req, variant).map((legs, i) =>
      tripOf(legs, `trip-${(hashParts(seed, key, variant.modifiers.join(), i) >>> 0).toString(16)}`),
    );
    return create(MixerResultSchema, {
      grade: trips[0] === undefined ? 0 : gradeOf(trips[0]),
      modifiers: [...variant.modifiers],
      trips,
      timestamp: isoAmsterdam(generatedUtc),
      containsOnDemand: false,
    });
  });
}
