// Places near a position, nearest first: the sandbox's answer to GET /v1/geo/nearby.
import type { Gazetteer } from './gazetteer';
import type { PlaceGrid } from './grid';

export interface NearbyPlace {
  readonly index: number;
  readonly distanceM: number;
}

/**
 * Towns and cities within `radiusM` of the position, nearest first (ties by index), at most
 * `limit`. Sections of a city (its districts) are left out: near a big port they would fill
 * every slot.
 */
export function placesNear(
  places: Gazetteer,
  grid: PlaceGrid,
  latDeg: number,
  lonDeg: number,
  radiusM: number,
  limit: number,
): NearbyPlace[] {
  const found: NearbyPlace[] = [];
  grid.forEachWithin(latDeg, lonDeg, radiusM, (index, distanceM) => {
    if (places.isSection[index] !== 1) found.push({ index, distanceM });
  });
  return found.sort((a, b) => a.distanceM - b.distanceM || a.index - b.index).slice(0, limit);
}
