// Storms as moving no-go zones for the router: within a storm's warning distance of its centre at
// the instant the ship would be there (the track linear in time between fixes), or inside its
// forecast cone while the storm is forecast.
import type { Storm } from '../api/resources/storms';
import type { Position } from '../domain/position';
import { lonDiffDeg } from '../geodesy/angles';
import { anyRingContains } from '../forecast/point-in-polygon';
import {
  DEFAULT_WARNING_DISTANCES_NM,
  stormAt,
  stormFixes,
  warningDistanceNm,
  type WarningDistancesNm,
} from '../forecast/storm-track';
import type { AllowedFn } from './model';

/** Mean Earth radius (IUGG R1), NM: a warning distance is advice, the sphere's 0.5 % is well within it. */
const R_NM = 6371008.8 / 1852;
const DEG = Math.PI / 180;

/** Great-circle distance on the sphere, NM (haversine). */
function sphereNm(a: Position, b: Position): number {
  const dLat = (b.lat - a.lat) * DEG;
  const dLon = lonDiffDeg(a.lon, b.lon) * DEG;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * DEG) * Math.cos(b.lat * DEG) * Math.sin(dLon / 2) ** 2;
  return 2 * R_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface StormZoneOptions {
  readonly distances?: WarningDistancesNm;
  /** Keep out of the forecast cone too, from the storm's first fix to its last (default true). */
  readonly avoidCone?: boolean;
}

/** An AllowedFn that is false inside any storm's zone at that instant. */
export function stormZones(storms: readonly Pick<Storm, 'path' | 'cone'>[], options: StormZoneOptions = {}): AllowedFn {
  const distances = options.distances ?? DEFAULT_WARNING_DISTANCES_NM;
  const avoidCone = options.avoidCone ?? true;
  const tracks = storms.map((s) => ({ fixes: stormFixes(s), cone: s.cone }));
  return (p, timeUtc) => {
    for (const { fixes, cone } of tracks) {
      const at = stormAt(fixes, timeUtc);
      if (at === null) continue;
      if (sphereNm(p, at) < warningDistanceNm(at.category, distances)) return false;
      if (avoidCone && cone.length > 0 && anyRingContains(cone, p.lat, p.lon)) return false;
    }
    return true;
  };
}

/** Every one of the predicates allows the point (limits, storms, drawn areas together). */
export function allOf(...predicates: readonly AllowedFn[]): AllowedFn {
  return (p, t) => predicates.every((f) => f(p, t));
}
