// The points Passage sends the shipping route (spec §4.3) so that the answer lies on Passage's
// own planned track. The service sails rhumb lines between the points it is given (spec §2.6:
// "Rhumb line is observed"), so a great-circle leg is sent as rhumb chords along its geodesic
// (shared/geodesy/geodesic-chords), every chord at the leg's planned speed; rhumb legs go as
// they are. Before anything is sent, the track the service will sail is checked against the
// plan at the same instants (trackErrorM) and cut finer until it is within TRACK_TOLERANCE_NM.
//
// Two things separate the service's positions from the plan's: a chord's bulge away from the
// geodesic, and time: every chord is a little longer than its piece of the geodesic, so at the
// same speed the service falls behind the plan as it goes (0.17 NM over 2,875 NM from Ushant to
// Ambrose Light with 120 NM chords; the excess falls with the square of the chord length).
// Half the tolerance goes to the chords at first; the check decides.
import { formatNumber } from '../../../../shared/api/request/format';
import { MAX_QUERY_BYTES } from '../../../../shared/api/request/url';
import { knToMs, M_PER_NM } from '../../../../shared/domain/units';
import { geodesicChords } from '../../../../shared/geodesy/geodesic-chords';
import { geodesicInverse } from '../../../../shared/geodesy/geodesic';
import { legTrack } from '../../../../shared/geodesy/leg';
import { scheduledPositionAt, type Schedule } from '../../../../shared/schedule';
import type { EndpointParams } from '../../../../shared/api/request/endpoints';
import { roundedCoordinate } from './request-position';

export type ShippingParams = EndpointParams<'marine.shipping.route'>;

/**
 * How far the service's forecast positions may lie from Passage's planned position at the same
 * instant, nautical miles: well inside a forecast model's grid (HRES ~5 NM), so the weather is
 * read where the ship will be.
 */
export const TRACK_TOLERANCE_NM = 1;
const TRACK_TOLERANCE_M = TRACK_TOLERANCE_NM * M_PER_NM;
/** Chords are cut finer by halving their tolerance at most this many times (1/64 NM). */
const MAX_REFINEMENTS = 5;
/** Longest query (lats, lons, speeds, start) one request may carry, bytes. */
export const MAX_SHIPPING_QUERY_BYTES = MAX_QUERY_BYTES;

export interface ShippingPoint {
  readonly lat: number;
  readonly lon: number;
  /** The voyage's waypoint index; null for a joint on a great-circle leg, which is no waypoint. */
  readonly waypointIndex: number | null;
  /** Metres along Passage's route from the first waypoint (the schedule's distance). */
  readonly distanceM: number;
  /** When the plan has the ship leave this point, Unix seconds UTC (the ETD at a waypoint). */
  readonly departUtc: number;
  /** Planned speed from this point on, knots; null on the last point of the part. */
  readonly speedKn: number | null;
}

export interface ShippingRequestPoints {
  /** The points sent, in order; the service answers one `waypoint` point for each. */
  readonly points: readonly ShippingPoint[];
  readonly params: ShippingParams;
  /** The largest distance from the plan at the same instant the service's track will have, metres. */
  readonly trackErrorM: number;
}

/** Waypoints fromIndex..toIndex, sailed with no stay between, as points to send. */
function partPoints(schedule: Schedule, fromIndex: number, toIndex: number, chordToleranceM: number): ShippingPoint[] {
  const from = schedule.waypoints[fromIndex]!;
  const points: ShippingPoint[] = [
    {
      lat: from.position.lat,
      lon: from.position.lon,
      waypointIndex: fromIndex,
      distanceM: from.distanceM,
      departUtc: from.etdUtc,
      speedKn: null,
    },
  ];
  for (let i = fromIndex; i < toIndex; i++) {
    const leg = schedule.legs[i]!;
    const start = schedule.waypoints[i]!;
    const end = schedule.waypoints[i + 1]!;
    points[points.length - 1] = { ...points[points.length - 1]!, speedKn: leg.speedKn };
    if (leg.geometry === 'greatCircle') {
      const chords = geodesicChords(start.position, end.position, chordToleranceM);
      const speedMs = knToMs(leg.speedKn);
      for (let k = 1; k < chords.points.length - 1; k++) {
        const p = chords.points[k]!;
        const alongM = chords.alongM[k]!;
        points.push({
          lat: roundedCoordinate(p.lat),
          lon: roundedCoordinate(p.lon),
          waypointIndex: null,
          distanceM: start.distanceM + alongM,
          departUtc: leg.etdUtc + alongM / speedMs,
          speedKn: leg.speedKn,
        });
      }
    }
    points.push({
      lat: end.position.lat,
      lon: end.position.lon,
      waypointIndex: i + 1,
      distanceM: end.distanceM,
      departUtc: end.etdUtc,
      speedKn: null,
    });
  }
  return points;
}

export function shippingParams(points: readonly ShippingPoint[]): ShippingParams {
  return {
    lats: points.map((p) => p.lat),
    lons: points.map((p) => p.lon),
    speeds: points.slice(0, -1).map((p) => p.speedKn!),
    start: Math.round(points[0]!.departUtc),
  };
}

/** Bytes a point adds to the query: its latitude, longitude and speed, each with a comma. */
function pointBytes(p: ShippingPoint): number {
  return (
    formatNumber(p.lat).length +
    formatNumber(p.lon).length +
    (p.speedKn === null ? 0 : formatNumber(p.speedKn).length + 1) +
    2
  );
}

/** `lats=&lons=&speeds=&start=` and a ten-digit time. */
const QUERY_OVERHEAD_BYTES = 'lats=&lons=&speeds=&start='.length + 10;

/** The points cut into requests within MAX_SHIPPING_QUERY_BYTES; consecutive requests share a point. */
function requestsOf(points: readonly ShippingPoint[]): ShippingPoint[][] {
  const requests: ShippingPoint[][] = [];
  let current: ShippingPoint[] = [points[0]!];
  let bytes = QUERY_OVERHEAD_BYTES + pointBytes(points[0]!);
  for (let i = 1; i < points.length; i++) {
    const p = points[i]!;
    // The last point of a request carries no speed there.
    const added = pointBytes({ ...p, speedKn: null });
    if (current.length >= 2 && bytes + added > MAX_SHIPPING_QUERY_BYTES) {
      requests.push(current);
      current = [current[current.length - 1]!];
      bytes = QUERY_OVERHEAD_BYTES + pointBytes(current[0]!);
    }
    current.push(p);
    bytes += pointBytes(p);
  }
  requests.push(current);
  return requests;
}

/** Points compared per chord, at 1/8 ... 8/8 of it: the bulge peaks in the middle, the delay at the end. */
const SAMPLES_PER_CHORD = 8;

/**
 * The largest distance, metres, between where the service will put the ship (rhumb lines between
 * the points as sent, each at its speed, from the request's whole-second start) and where the
 * plan puts it at the same instant (shared/schedule scheduledPositionAt).
 */
export function trackErrorM(params: ShippingParams, schedule: Schedule): number {
  let clockUtc = params.start ?? Number.NaN;
  let worstM = 0;
  for (let k = 0; k + 1 < params.lats.length; k++) {
    const chord = legTrack(
      { lat: params.lats[k]!, lon: params.lons[k]! },
      { lat: params.lats[k + 1]!, lon: params.lons[k + 1]! },
      'rhumb',
    );
    const speedMs = knToMs(params.speeds?.[Math.min(k, params.speeds.length - 1)] ?? Number.NaN);
    for (let j = 1; j <= SAMPLES_PER_CHORD; j++) {
      const alongM = (j / SAMPLES_PER_CHORD) * chord.distanceM;
      const p = chord.pointAt(alongM);
      const planned = scheduledPositionAt(schedule, clockUtc + alongM / speedMs);
      const d =
        planned === null
          ? Number.NaN
          : geodesicInverse(p.lat, p.lon, planned.position.lat, planned.position.lon).distanceM;
      if (!(d <= worstM)) worstM = d;
    }
    clockUtc += chord.distanceM / speedMs;
  }
  return worstM;
}

/**
 * The shipping requests for waypoints fromIndex..toIndex of the schedule, sailed with no stay
 * between: one request, or more when the points would not fit one address. Great-circle legs
 * are cut finer until every request's track is within TRACK_TOLERANCE_NM of the plan; after
 * MAX_REFINEMENTS the finest cut is taken and its error says how far it is (a leg over a pole).
 */
export function shippingRequests(schedule: Schedule, fromIndex: number, toIndex: number): ShippingRequestPoints[] {
  const hasGreatCircle = schedule.legs.slice(fromIndex, toIndex).some((leg) => leg.geometry === 'greatCircle');
  let chordToleranceM = TRACK_TOLERANCE_M / 2;
  for (let refinement = 0; ; refinement++) {
    const requests = requestsOf(partPoints(schedule, fromIndex, toIndex, chordToleranceM)).map((points) => {
      const params = shippingParams(points);
      return { points, params, trackErrorM: trackErrorM(params, schedule) };
    });
    // Rhumb legs are sailed as the plan sails them: nothing to refine.
    if (!hasGreatCircle || refinement >= MAX_REFINEMENTS || requests.every((r) => r.trackErrorM <= TRACK_TOLERANCE_M))
      return requests;
    chordToleranceM /= 2;
  }
}
