// GET /v1/traffic/geo (spec §2.13, §4.5): the jams and measures of the snapshot as GeoJSON,
// [lon, lat]. A jam is the line from its tail to its head; a closure the closed stretch; road
// works a point. Diversions are list-only, as the spec's GeoJSON types are hinder and measures.
import type { TrafficFeature, TrafficGeoResult, TrafficGeometry } from '../../../shared/api/resources/traffic';
import { haversineM } from '../places/distance';
import { delayBand, description, eventType, ID_PREFIX, presentationType, roadName } from './describe';
import { isoUtc, type Incident, type TrafficSnapshot } from './incidents';

/** A closure covers this share of its stretch after the head. */
const CLOSED_SHARE = 0.25;

function along(incident: Incident, fraction: number): [number, number] {
  const f = Math.min(Math.max(fraction, 0), 1);
  const lon = incident.from.lonDeg + (incident.to.lonDeg - incident.from.lonDeg) * f;
  const lat = incident.from.latDeg + (incident.to.latDeg - incident.from.latDeg) * f;
  return [Math.round(lon * 1e5) / 1e5, Math.round(lat * 1e5) / 1e5];
}

function geometry(incident: Incident): TrafficGeometry {
  if (incident.kind === 'roadworks') return { type: 'Point', coordinates: along(incident, incident.headFraction) };
  if (incident.kind === 'closure') {
    return {
      type: 'LineString',
      coordinates: [along(incident, incident.headFraction), along(incident, incident.headFraction + CLOSED_SHARE)],
    };
  }
  const stretchM = haversineM(incident.from.latDeg, incident.from.lonDeg, incident.to.latDeg, incident.to.lonDeg);
  const tail = incident.headFraction - incident.queueLengthM / stretchM;
  return { type: 'LineString', coordinates: [along(incident, tail), along(incident, incident.headFraction)] };
}

export function trafficGeo(snapshot: TrafficSnapshot): TrafficGeoResult {
  const features = snapshot.incidents
    .filter((incident) => incident.kind !== 'diversion')
    .map((incident): TrafficFeature => {
      const id = `${ID_PREFIX}${incident.id}`;
      const properties: TrafficFeature['properties'] = {
        id,
        type: eventType(incident),
        cause: incident.cause,
        version: String(incident.age + 1),
        roadName: roadName(incident),
        causeType: incident.causeType,
        delayBand: delayBand(incident.delayMinutes),
        startTime: isoUtc(incident.startUtc),
        roadNumber: incident.road.number,
        toLocation: incident.to.name,
        fromLocation: incident.from.name,
        description: description(incident),
        queueLength: String(incident.queueLengthM),
        versionTime: isoUtc(snapshot.updatedUtc),
        presentationType: presentationType(incident),
      };
      return {
        id,
        type: 'Feature',
        geometry: geometry(incident),
        properties: incident.trend === undefined ? properties : { ...properties, trend: incident.trend },
      };
    });
  return { type: 'FeatureCollection', updated: snapshot.updatedUtc * 1000, features };
}
