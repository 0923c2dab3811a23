// Geocoding (spec §4.1) from the GeoNames gazetteer: free-text search and the nearby lookup.
import type { Place } from '../../../shared/api/resources/geo';
import type { HttpHandlers } from '../contract';
import { gazetteer, gazetteerGrid } from './gazetteer';
import { placesNear } from './nearby';
import { searchLandmarks } from './landmarks';
import { placeAt } from './place';
import { buildSearchIndex, type PlaceSearchIndex } from './search-index';

/** Results per search; the spec gives no number, and ten fills a suggestion list. */
export const SEARCH_LIMIT = 10;

/**
 * GET /v1/geo/nearby: the spec shows only `lat` and `lon` and no response shape. Passage's
 * assumption: a bare array of Place like the search, nearest first, at most 10 within 100 km.
 */
export const NEARBY_LIMIT = 10;
export const NEARBY_RADIUS_M = 100_000;

let index: PlaceSearchIndex | undefined;

function searchIndex(): PlaceSearchIndex {
  index ??= buildSearchIndex(gazetteer());
  return index;
}

/** Up to SEARCH_LIMIT places matching the text: exact names, then prefixes, then later words; larger places first. */
export function searchPlaces(query: string): Place[] {
  const places = gazetteer();
  const { exact, prefixed } = searchLandmarks(query);
  const towns = searchIndex()
    .search(query, SEARCH_LIMIT)
    .map((i) => placeAt(places, i));
  // A landmark named exactly so comes first; one the query only begins ("Rotterdam") after the towns.
  return [...exact, ...towns.slice(0, SEARCH_LIMIT - exact.length - Math.min(prefixed.length, 2)), ...prefixed].slice(
    0,
    SEARCH_LIMIT,
  );
}

/** Up to NEARBY_LIMIT places within NEARBY_RADIUS_M of the position, nearest first. */
export function nearbyPlaces(latDeg: number, lonDeg: number): Place[] {
  const places = gazetteer();
  return placesNear(places, gazetteerGrid(), latDeg, lonDeg, NEARBY_RADIUS_M, NEARBY_LIMIT).map(({ index: i }) =>
    placeAt(places, i),
  );
}

export const placesHttpHandlers: HttpHandlers = {
  // `language` is accepted (the parameter schema checks the spec's list) but names stay as
  // GeoNames has them: the packed gazetteer carries one name per place, not translations.
  'geo.search': (params) => searchPlaces(params.query),
  'geo.nearby': (params) => nearbyPlaces(params.lat, params.lon),
};
