// The legs of a synthetic Dutch trip as mixer protobuf messages (shared/transit/mixer.proto):
// a street leg (walk, bicycle, shared bicycle) and a public transport leg on a clock-face
// timetable, with aimed and expected (delayed) times, calls at the stations between, quays
// and platforms, and the leg's shape as an encoded polyline.
import { create } from '@bufbuild/protobuf';
import { geodesicInverse } from '../../../shared/geodesy/geodesic';
import {
  AuthoritySchema,
  EstimatedCallSchema,
  LegSchema,
  LineSchema,
  NonTransitLegSchema,
  PlaceSchema,
  PointsOnLinkSchema,
  QuaySchema,
  ServiceJourneySchema,
  TransitLegSchema,
  type Authority,
  type EstimatedCall,
  type Leg,
  type Quay,
} from '../../../shared/transit/gen/mixer_pb';
import { encodePolyline, type LatLon } from '../../../shared/transit/polyline';
import { hashParts, rngFor } from '../random';
import { STOPS, type Stop } from './stops';
import { isoAmsterdam, serviceDateAmsterdam } from './time-nl';

const MIN_S = 60;

/** A place a trip passes: a stop, or a point the caller gave. */
export interface TripPoint {
  readonly name: string;
  readonly latDeg: number;
  readonly lonDeg: number;
  readonly stop?: Stop;
}

/** When a traveller can go on: by the timetable (aimed) and in reality (expected), Unix seconds. */
export interface Clock {
  readonly aimedUtc: number;
  readonly expectedUtc: number;
}

export interface BuiltLeg {
  readonly leg: Leg;
  readonly start: Clock;
  readonly end: Clock;
  readonly distanceM: number;
  /** WALK legs count as walking (walkTime, streetDistance); other street modes do not. */
  readonly walking: boolean;
  readonly transit: boolean;
}

export type StreetMode = 'WALK' | 'BICYCLE' | 'BICYCLE_RENT';

/** Metres per minute, and the minutes spent before moving (unlocking a shared bicycle). */
const STREET: Record<StreetMode, { readonly mPerMin: number; readonly setupMin: number }> = {
  WALK: { mPerMin: 80, setupMin: 0 },
  BICYCLE: { mPerMin: 250, setupMin: 0 },
  BICYCLE_RENT: { mPerMin: 230, setupMin: 2 },
};
/** Streets are not straight: route length over straight-line distance. */
const STREET_DETOUR = 1.25;
const RAIL_DETOUR = 1.15;

export function distanceM(a: { latDeg: number; lonDeg: number }, b: { latDeg: number; lonDeg: number }): number {
  return geodesicInverse(a.latDeg, a.lonDeg, b.latDeg, b.lonDeg).distanceM;
}

function round5(deg: number): number {
  return Math.round(deg * 1e5) / 1e5;
}

function times(
  start: Clock,
  end: Clock,
): Pick<Leg, 'aimedStartTime' | 'aimedEndTime' | 'expectedStartTime' | 'expectedEndTime'> {
  return {
    aimedStartTime: isoAmsterdam(start.aimedUtc),
    aimedEndTime: isoAmsterdam(end.aimedUtc),
    expectedStartTime: isoAmsterdam(start.expectedUtc),
    expectedEndTime: isoAmsterdam(end.expectedUtc),
  };
}

function polyline(points: readonly LatLon[]): Leg['pointsOnLink'] {
  return create(PointsOnLinkSchema, { length: points.length, points: encodePolyline(points) });
}

/** Minutes a street leg takes. */
export function streetMinutes(from: TripPoint, to: TripPoint, mode: StreetMode): number {
  const s = STREET[mode];
  return s.setupMin + Math.max(1, Math.ceil((distanceM(from, to) * STREET_DETOUR) / s.mPerMin));
}

/** A street leg leaving at `start`; its shape turns one corner, like a walk along two streets. */
export function streetLeg(from: TripPoint, to: TripPoint, mode: StreetMode, start: Clock): BuiltLeg {
  const lengthM = Math.round(distanceM(from, to) * STREET_DETOUR);
  const durationS = streetMinutes(from, to, mode) * MIN_S;
  const end = { aimedUtc: start.aimedUtc + durationS, expectedUtc: start.expectedUtc + durationS };
  const place = (p: TripPoint) =>
    create(PlaceSchema, { name: p.name, latitude: round5(p.latDeg), longitude: round5(p.lonDeg) });
  const shape: LatLon[] = [
    [from.latDeg, from.lonDeg],
    [from.latDeg, to.lonDeg],
    [to.latDeg, to.lonDeg],
  ];
  const leg = create(LegSchema, {
    distance: lengthM,
    duration: durationS / MIN_S,
    ...times(start, end),
    pointsOnLink: polyline(shape),
    detail: {
      case: 'nonTransitLeg',
      value: create(NonTransitLegSchema, { mode, fromPlace: place(from), toPlace: place(to) }),
    },
  });
  return { leg, start, end, distanceM: lengthM, walking: mode === 'WALK', transit: false };
}

/** A public transport service: what runs, how often, how fast, and who runs it. */
export interface Service {
  readonly mode: 'RAIL' | 'TRAM' | 'METRO' | 'BUS';
  /** NeTEx transport mode and submode, e.g. rail / interregionalRail, bus / demandAndResponseBus. */
  readonly transportMode: string;
  readonly transportSubmode: string;
  /** e.g. IC, SPR, or a tram/bus line number. */
  readonly publicCode: string;
  readonly lineName: string;
  /** Minutes between departures; 0: on demand, leaves a few minutes after it is booked. */
  readonly headwayMin: number;
  readonly speedKmh: number;
  readonly authority: Authority;
  readonly colour: string;
  readonly textColour: string;
  readonly bikesAllowed: boolean;
  /** Call at the railway stations along the way. */
  readonly callsBetween: boolean;
}

/** Railway stations near the straight line from a to b, in order; at most `max`. */
function stationsBetween(a: Stop, b: Stop, max: number): Stop[] {
  const latMid = ((a.latDeg + b.latDeg) / 2) * (Math.PI / 180);
  const xy = (s: Stop): [number, number] => [s.lonDeg * 111.32 * Math.cos(latMid), s.latDeg * 110.57];
  const [ax, ay] = xy(a);
  const [bx, by] = xy(b);
  const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
  const corridorKm = Math.max(3, 0.07 * Math.sqrt(len2));
  const between = STOPS.filter((s) => s.kind === 'rail' && s.id !== a.id && s.id !== b.id)
    .map((s) => {
      const [x, y] = xy(s);
      const t = ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2;
      const crossKm = Math.abs((x - ax) * (by - ay) - (y - ay) * (bx - ax)) / Math.sqrt(len2);
      return { s, t, crossKm };
    })
    .filter((c) => c.t > 0.05 && c.t < 0.95 && c.crossKm < corridorKm)
    .sort((p, q) => p.t - q.t);
  // A long leg calls at a spread of them, as an intercity skips the small stations.
  const step = Math.max(1, Math.ceil(between.length / max));
  return between.filter((_, i) => i % step === 0).map((c) => c.s);
}

function quayOf(stop: Stop, platform: string): Quay {
  const suffix = platform.replace(/\D/g, '').padStart(2, '0');
  return create(QuaySchema, {
    id: `NL:Q:${stop.id.split(':')[2] ?? '0'}${suffix}`,
    name: stop.name,
    latitude: stop.latDeg,
    longitude: stop.lonDeg,
    wheelchairAccessible: stop.kind !== 'bus' || stop.name.length % 2 === 0,
  });
}

function platformOf(stop: Stop, journeyKey: string): string {
  if (stop.kind !== 'rail') return String.fromCharCode(65 + (hashParts(0, stop.id, journeyKey) % 4));
  const h = hashParts(0, stop.id, journeyKey);
  return `${1 + (h % 12)}${h % 5 === 0 ? 'b' : ''}`;
}

/**
 * A public transport leg from `from` to `to` on the first departure a traveller ready at `ready`
 * (plus `changeMin`) can catch. Departures run on a clock face offset per stop pair; the
 * expected times carry a delay drawn from the seed and the journey.
 */
export function transitLeg(
  seed: number,
  from: Stop,
  to: Stop,
  service: Service,
  ready: Clock,
  changeMin: number,
): BuiltLeg {
  const earliest = ready.expectedUtc + changeMin * MIN_S;
  let departUtc: number;
  if (service.headwayMin === 0) {
    departUtc = Math.ceil((earliest + 5 * MIN_S) / MIN_S) * MIN_S;
  } else {
    const headwayS = service.headwayMin * MIN_S;
    const offsetS = (hashParts(0, from.id, to.id, service.publicCode) % service.headwayMin) * MIN_S;
    departUtc = Math.ceil((earliest - offsetS) / headwayS) * headwayS + offsetS;
  }
  const slot = Math.floor(departUtc / MIN_S);
  const journeyNumber =
    (10 + (hashParts(0, from.id, to.id, service.publicCode) % 80)) * 100 +
    (Math.floor(slot / 15) % 50) * 2 +
    (to.latDeg > from.latDeg ? 1 : 0);
  const journeyKey = `${service.authority.id}:${journeyNumber}`;
  const calls = service.callsBetween ? stationsBetween(from, to, distanceM(from, to) > 40_000 ? 4 : 8) : [];
  const path = [from, ...calls, to];
  const legM = Math.round(distanceM(from, to) * (service.mode === 'RAIL' ? RAIL_DETOUR : STREET_DETOUR));
  const rideS = (Math.ceil(legM / ((service.speedKmh * 1000) / 60)) + calls.length + 1) * MIN_S;
  const next = rngFor(seed, 'transit-delay', journeyKey, serviceDateAmsterdam(departUtc));
  const delayS = next() < 0.7 ? 0 : Math.ceil(next() * 5) * MIN_S;
  const start = { aimedUtc: departUtc, expectedUtc: departUtc + delayS };
  const end = { aimedUtc: departUtc + rideS, expectedUtc: departUtc + rideS + delayS };
  const front = to.kind === 'rail' ? to.name : to.town;
  // Each call's time follows its share of the straight-line distance along the leg.
  const cumulative = path.map((_, i) =>
    path.slice(0, i + 1).reduce((sum, s, j) => (j === 0 ? 0 : sum + distanceM(path[j - 1] ?? s, s)), 0),
  );
  const total = cumulative[cumulative.length - 1] || 1;
  const callAt = (stop: Stop, i: number): EstimatedCall => {
    const at = departUtc + Math.round((((cumulative[i] ?? 0) / total) * rideS) / MIN_S) * MIN_S;
    const platform = platformOf(stop, journeyKey);
    const call = create(EstimatedCallSchema, {
      quay: quayOf(stop, platform),
      aimedPlatform: platform,
      destinationDisplay: { frontText: front },
    });
    if (i > 0) {
      call.aimedArrivalTime = isoAmsterdam(at);
      call.expectedArrivalTime = isoAmsterdam(at + delayS);
    }
    if (i < path.length - 1) {
      const leave = i === 0 ? at : at + MIN_S; // a minute's dwell at calls on the way
      call.aimedDepartureTime = isoAmsterdam(leave);
      call.expectedDepartureTime = isoAmsterdam(leave + delayS);
    }
    return call;
  };
  const estimatedCalls = path.map(callAt);
  const journeyId = `${service.authority.id}:ServiceJourney:${journeyNumber}`;
  const leg = create(LegSchema, {
    distance: legM,
    duration: rideS / MIN_S,
    ...times(start, end),
    pointsOnLink: polyline(path.map((s) => [s.latDeg, s.lonDeg])),
    detail: {
      case: 'transitLeg',
      value: create(TransitLegSchema, {
        id: `${journeyId}:${from.id}-${to.id}`,
        mode: service.mode,
        realtime: true,
        serviceDate: serviceDateAmsterdam(departUtc),
        line: create(LineSchema, {
          id: `${service.authority.id}:Line:${service.publicCode}-${Math.min(hashParts(0, from.id), hashParts(0, to.id)) % 1000}`,
          name: service.lineName,
          publicCode: service.publicCode,
          presentation: { colour: service.colour, textColour: service.textColour },
          transportMode: service.transportMode,
          transportSubmode: service.transportSubmode,
        }),
        authority: create(AuthoritySchema, service.authority),
        serviceJourney: create(ServiceJourneySchema, {
          id: journeyId,
          publicCode: String(journeyNumber),
          privateCode: String(journeyNumber),
          bikesAllowed: service.bikesAllowed,
          directionType: to.latDeg > from.latDeg ? 'outbound' : 'inbound',
          transportMode: service.transportMode,
          transportSubmode: service.transportSubmode,
        }),
        fromEstimatedCall: estimatedCalls[0],
        toEstimatedCall: estimatedCalls[estimatedCalls.length - 1],
        intermediateEstimatedCalls: estimatedCalls.slice(1, -1),
      }),
    },
  });
  return { leg, start, end, distanceM: legM, walking: false, transit: true };
}
