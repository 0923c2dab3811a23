// Storms as moving no-go zones for the router. At the instant the ship would be somewhere, each
// storm's zone is a disc round its forecast centre then (the track linear in time between fixes):
// the warning distance of its class there, widened by how far the centre may be from its forecast
// position at that lead time (the radius of the forecast cone's circle then, shared/forecast
// storm-cone). That is the cone sliced at that instant plus the warning distance: the zone moves
// with the track and grows as the cone does, and a route may cross the storm's future track
// where the storm is not yet, or no longer, near. Keeping out of the whole cone at every instant
// would close any passage across a moving storm's track for its whole forecast.
import type { Storm } from '../api/resources/storms';
import type { Position } from '../domain/position';
import { lonDiffDeg } from '../geodesy/angles';
import { coneRadiusNm } from '../forecast/storm-cone';
import {
  DEFAULT_WARNING_DISTANCES_NM,
  stormAt,
  stormFixes,
  warningDistanceNm,
  type StormFix,
  type WarningDistancesNm,
} from '../forecast/storm-track';
import type { AllowedFn } from './model';

/** Mean Earth radius (IUGG R1), NM: a warning distance is advice, the sphere's 0.5 % is well within it. */
const R_NM = 6371008.8 / 1852;
const DEG = Math.PI / 180;
const HOUR_S = 3600;

/** Great-circle distance on the sphere, NM (haversine). */
function sphereNm(a: Position, b: Position): number {
  const dLat = (b.lat - a.lat) * DEG;
  const dLon = lonDiffDeg(a.lon, b.lon) * DEG;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * DEG) * Math.cos(b.lat * DEG) * Math.sin(dLon / 2) ** 2;
  return 2 * R_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface StormZoneOptions {
  readonly distances?: WarningDistancesNm;
  /**
   * When the storm list was issued (fetched), Unix seconds: the lead time of a forecast position
   * is counted from it. Before it the track is history and only the warning distance applies.
   * Absent: every fix is taken as history (no widening).
   */
  readonly forecastFromUtc?: number;
}

interface StormZone {
  readonly fixes: readonly StormFix[];
  readonly forecastFromUtc: number;
  readonly distances: WarningDistancesNm;
}

/** The storm's centre at `timeUtc` and the zone's radius round it then, NM; null outside the track's times. */
function zoneAt(zone: StormZone, timeUtc: number): { centre: StormFix; radiusNm: number } | null {
  const centre = stormAt(zone.fixes, timeUtc);
  if (centre === null) return null;
  const leadH = (timeUtc - zone.forecastFromUtc) / HOUR_S;
  const widening = leadH > 0 ? coneRadiusNm(leadH) : 0;
  return { centre, radiusNm: warningDistanceNm(centre.category, zone.distances) + widening };
}

/** An AllowedFn that is false inside any storm's zone at that instant. */
export function stormZones(storms: readonly Pick<Storm, 'path'>[], options: StormZoneOptions = {}): AllowedFn {
  const zones: StormZone[] = storms.map((s) => ({
    fixes: stormFixes(s),
    forecastFromUtc: options.forecastFromUtc ?? Number.POSITIVE_INFINITY,
    distances: options.distances ?? DEFAULT_WARNING_DISTANCES_NM,
  }));
  return (p, timeUtc) => {
    for (const zone of zones) {
      const at = zoneAt(zone, timeUtc);
      if (at !== null && sphereNm(p, at.centre) < at.radiusNm) return false;
    }
    return true;
  };
}

/** Every one of the predicates allows the point (limits, storms, drawn areas together). */
export function allOf(...predicates: readonly AllowedFn[]): AllowedFn {
  return (p, t) => predicates.every((f) => f(p, t));
}
