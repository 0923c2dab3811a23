// Storms as moving no-go zones for the router: within a storm's warning distance of its centre at
// the instant the ship would be there (the track linear in time between fixes), or inside its
// forecast cone while the storm is forecast.
import type { Storm } from '../api/resources/storms';
import type { Position } from '../domain/position';
import { lonDiffDeg } from '../geodesy/angles';
import { unwrapLons } from '../geodesy/antimeridian';
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
  const tracks = storms.map((s) => ({ fixes: stormFixes(s), cone: s.cone, box: coneBox(s.cone) }));
  return (p, timeUtc) => {
    for (const { fixes, cone, box } of tracks) {
      const at = stormAt(fixes, timeUtc);
      if (at === null) continue;
      if (sphereNm(p, at) < warningDistanceNm(at.category, distances)) return false;
      if (avoidCone && inBox(box, p) && anyRingContains(cone, p.lat, p.lon)) return false;
    }
    return true;
  };
}

interface Box {
  readonly south: number;
  readonly north: number;
  /** Longitudes continuous across the antimeridian: west may be below -180 or east above 180. */
  readonly west: number;
  readonly east: number;
}

/** The cone's bounding box, so that the ring test (which unwraps every ring) runs only near it; null without a cone. */
function coneBox(cone: readonly (readonly (readonly [number, number])[])[]): Box | null {
  let box: Box | null = null;
  for (const ring of cone) {
    if (ring.length < 3) continue;
    const xs = unwrapLons(ring.map((v) => v[0]));
    const ys = ring.map((v) => v[1]);
    const r = { south: Math.min(...ys), north: Math.max(...ys), west: Math.min(...xs), east: Math.max(...xs) };
    // Rings cut at the antimeridian come as two boxes; one spanning both is wider, never wrong.
    box =
      box === null
        ? r
        : {
            south: Math.min(box.south, r.south),
            north: Math.max(box.north, r.north),
            west: Math.min(box.west, r.west),
            east: Math.max(box.east, r.east),
          };
  }
  return box;
}

function inBox(box: Box | null, p: Position): boolean {
  if (box === null || p.lat < box.south || p.lat > box.north) return false;
  if (box.east - box.west >= 360) return true;
  const x = p.lon + 360 * Math.round(((box.west + box.east) / 2 - p.lon) / 360);
  return x >= box.west && x <= box.east;
}

/** Every one of the predicates allows the point (limits, storms, drawn areas together). */
export function allOf(...predicates: readonly AllowedFn[]): AllowedFn {
  return (p, t) => predicates.every((f) => f(p, t));
}
