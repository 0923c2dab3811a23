// Places a crew change travels to that are not towns, so the populated-places gazetteer lacks
// them: the airports of the Netherlands. Searched by name prefix beside the gazetteer.
// Coordinates are the airports' railway or bus stops, approximate; synthetic demo data.
import type { Place } from '../../../shared/api/resources/geo';
import { foldText } from './fold';

const LANDMARKS: readonly Place[] = [
  ['Schiphol', 52.3094, 4.7617],
  ['Rotterdam The Hague Airport', 51.9569, 4.4375],
  ['Eindhoven Airport', 51.4501, 5.3747],
].map(([name, latitude, longitude]) => ({
  name: String(name),
  country: { code: 'NL', name: 'Netherlands' },
  latitude: Number(latitude),
  longitude: Number(longitude),
  timezone: 'Europe/Amsterdam',
  continent: { name: 'Europe' },
}));

/** Landmarks named exactly as the query, and those whose name only starts with it (folded as the gazetteer's names are). */
export function searchLandmarks(query: string): { exact: Place[]; prefixed: Place[] } {
  const q = foldText(query);
  if (q === '') return { exact: [], prefixed: [] };
  return {
    exact: LANDMARKS.filter((place) => foldText(place.name) === q),
    prefixed: LANDMARKS.filter((place) => foldText(place.name) !== q && foldText(place.name).startsWith(q)),
  };
}
