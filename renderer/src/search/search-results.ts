// One list from two searches: ports by name from the store (ports.search) and places from the
// geocoder (places.search), ranked by how well the name matches what was typed, ports before
// places at equal match (a navigator searching "Rotterdam" most likely means the port).
import type { Port } from '../../../shared/api/resources/ports';
import type { Place } from '../../../shared/api/resources/geo';
import type { Position } from '../../../shared/domain/position';

export type SearchKind = 'port' | 'place';

export interface SearchResult {
  /** Unique in one list. */
  readonly key: string;
  readonly kind: SearchKind;
  readonly name: string;
  readonly country: string;
  readonly position: Position;
  /** Port size class or the place's region, as a short note. */
  readonly detail: string;
  /** The port's record, for a port: added as a waypoint it goes to its approach at sea. */
  readonly port?: Port;
}

const PORT_SIZE_WORD: Readonly<Record<Port['size'], string>> = {
  large: 'large port',
  medium: 'medium port',
  small: 'small port',
  very_small: 'very small port',
};

/** Lower case, accents and punctuation away: "São Paulo" and "sao-paulo" compare equal. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * How well `name` matches `query`, smaller is better: 0 the same name, 1 the name starts with
 * it, 2 a word of the name starts with it, 3 anything else the backend matched.
 */
export function matchRank(name: string, query: string): number {
  const n = foldName(name);
  const q = foldName(query);
  if (q === '') return 3;
  if (n === q) return 0;
  if (n.startsWith(q)) return 1;
  if (n.split(' ').some((word) => word.startsWith(q))) return 2;
  return 3;
}

export function portResult(port: Port): SearchResult {
  return {
    key: `port:${port.id}`,
    kind: 'port',
    name: port.name,
    country: port.country,
    position: { lat: port.latitude, lon: port.longitude },
    detail: PORT_SIZE_WORD[port.size],
    port,
  };
}

export function placeResult(place: Place, index: number): SearchResult {
  return {
    key: `place:${index}:${place.name}:${place.latitude}:${place.longitude}`,
    kind: 'place',
    name: place.name,
    country: place.country.name,
    position: { lat: place.latitude, lon: place.longitude },
    detail: place.continent.name,
  };
}

/**
 * The merged list, at most `limit` long: by match rank, then ports before places, then the
 * order each search gave (the store lists large ports first; the geocoder its own relevance).
 */
export function mergeResults(
  query: string,
  ports: readonly Port[],
  places: readonly Place[],
  limit = 12,
): SearchResult[] {
  const all = [...ports.map(portResult), ...places.map(placeResult)];
  return all
    .map((r, i) => ({ r, i, rank: matchRank(r.name, query) }))
    .sort((a, b) => a.rank - b.rank || (a.r.kind === b.r.kind ? 0 : a.r.kind === 'port' ? -1 : 1) || a.i - b.i)
    .slice(0, limit)
    .map(({ r }) => r);
}
