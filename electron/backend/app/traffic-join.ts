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
export function eventsNear(
  items: readonly TrafficItem[],
  near: { lat: number; lon: number },
  radiusKm: number,
): TrafficItem[] {
  const placed: TrafficItem[] = [];
  for (const item of items) {
    if (item.lat === null || item.lon === null) continue;
    const distanceKm = geodesicInverse(near.lat, near.lon, item.lat, item.lon).distanceM / 1000;
    if (distanceKm <= radiusKm) placed.push({ ...item, distanceKm: Math.round(distanceKm * 1000) / 1000 });
  }
  return placed.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
}
