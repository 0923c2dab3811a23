// The overview list joined to the GeoJSON (spec §2.13): the list has the words, the GeoJSON the
// positions, and neither names the other. An overview event matches the feature with the same
// type, road, cause type, start time and description (the fields both carry); diversions have
// no feature, so their position is unknown.
import type { TrafficFeature, TrafficGeoResult, TrafficOverviewResult } from '../../../shared/api/resources/traffic';
import type { TrafficItem } from '../../../shared/ipc';
import { geodesicInverse } from '../../../shared/geodesy/geodesic';

function matchKey(fields: {
  type: string;
  roadNumber: string;
  roadName: string;
  causeType: string;
  startTime: string;
  description: string;
}): string {
  return [fields.type, fields.roadNumber, fields.roadName, fields.causeType, fields.startTime, fields.description].join(
    '\u0000',
  );
}

/** Where a driver meets the event: a point, or the first point of its line (a jam's tail). */
function firstPoint(feature: TrafficFeature): readonly [number, number] | undefined {
  const geometry = feature.geometry;
  return geometry.type === 'Point' ? geometry.coordinates : geometry.coordinates[0];
}

/** Every overview event with its feature's id, position and geometry where one matches. */
export function joinTraffic(overview: TrafficOverviewResult, geo: TrafficGeoResult): TrafficItem[] {
  const unused = new Map<string, TrafficFeature[]>();
  for (const feature of geo.features) {
    const key = matchKey(feature.properties);
    unused.set(key, [...(unused.get(key) ?? []), feature]);
  }
  return overview.events.map((event): TrafficItem => {
    // Two identical events would match the same feature twice: each takes the next one.
    const feature = unused.get(matchKey(event))?.shift();
    const point = feature === undefined ? undefined : firstPoint(feature);
    return {
      ...(feature === undefined ? {} : { id: feature.id }),
      type: event.type,
      causeType: event.causeType,
      cause: event.cause,
      roadNumber: event.roadNumber,
      roadName: event.roadName,
      description: event.description,
      delayMinutes: event.delayMinutes,
      queueLength: event.queueLength,
      trend: event.trend ?? null,
      startTime: event.startTime,
      lat: point === undefined ? null : point[1],
      lon: point === undefined ? null : point[0],
      distanceKm: null,
      geometry: feature === undefined ? null : feature.geometry,
    };
  });
}

/**
 * The events within `radiusKm` of `near` (geodesic distance to their position), nearest first,
 * each with its distance; an event without a position cannot be placed and is left out.
 */
/** Kilometres per degree of latitude, and of longitude at the equator (WGS84 means, local scale). */
const KM_PER_DEG_LAT = 110.57;
const KM_PER_DEG_LON = 111.32;

/**
 * Distance from a point to the segment a-b, km, on a local equirectangular plane: a corridor
 * test over a few tens of km, where the plane's error is far below the corridor's width.
 */
export function distanceToSegmentKm(
  p: { lat: number; lon: number },
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const k = Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180) * KM_PER_DEG_LON;
  const [px, py] = [(p.lon - a.lon) * k, (p.lat - a.lat) * KM_PER_DEG_LAT];
  const [bx, by] = [(b.lon - a.lon) * k, (b.lat - a.lat) * KM_PER_DEG_LAT];
  const length2 = bx * bx + by * by;
  const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, (px * bx + py * by) / length2));
  return Math.hypot(px - t * bx, py - t * by);
}

/**
 * The placed events within `radiusKm` of `near` (geodesic), and with `towards` also those within
 * `corridorKm` of the road there; each with its geodesic distance from `near`, nearest first.
 */
export function eventsNear(
  items: readonly TrafficItem[],
  near: { lat: number; lon: number },
  radiusKm: number,
  road?: { towards: { lat: number; lon: number }; corridorKm: number },
): TrafficItem[] {
  const placed: TrafficItem[] = [];
  for (const item of items) {
    if (item.lat === null || item.lon === null) continue;
    const distanceKm = geodesicInverse(near.lat, near.lon, item.lat, item.lon).distanceM / 1000;
    const onRoad =
      road !== undefined &&
      distanceToSegmentKm({ lat: item.lat, lon: item.lon }, near, road.towards) <= road.corridorKm;
    if (distanceKm <= radiusKm || onRoad) placed.push({ ...item, distanceKm: Math.round(distanceKm * 1000) / 1000 });
  }
  return placed.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
}
