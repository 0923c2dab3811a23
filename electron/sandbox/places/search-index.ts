// Name search over the gazetteer: every folded name, every word start inside a name and the
// aliases, sorted once, so a query is a binary search plus a walk over the keys it prefixes.
import { PLACE_ALIASES } from './aliases';
import { foldText } from './fold';
import type { Gazetteer } from './gazetteer';

/** How well a key matched the query; lower ranks first. */
const MatchTier = {
  /** The whole name (or an alias) equals the query. */
  Exact: 0,
  /** The whole name (or an alias) starts with the query. */
  Prefix: 1,
  /** A later word of the name equals the query and ends the name ("Paulo" -> São Paulo). */
  WordExact: 2,
  /** A later word of the name starts with the query. */
  WordPrefix: 3,
} as const;
type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/** What a search key was made from. */
const KeyKind = { Name: 0, Alias: 1, Word: 2 } as const;
type KeyKind = (typeof KeyKind)[keyof typeof KeyKind];

export interface PlaceSearchIndex {
  /** Indexes into the gazetteer, best first: tier, then population (larger first), then index. */
  search(query: string, limit: number): number[];
}

export function buildSearchIndex(places: Gazetteer): PlaceSearchIndex {
  const keys: string[] = [];
  const owners: number[] = [];
  const kinds: KeyKind[] = [];
  const add = (key: string, owner: number, kind: KeyKind): void => {
    keys.push(key);
    owners.push(owner);
    kinds.push(kind);
  };
  for (let i = 0; i < places.size; i++) {
    const folded = foldText(places.names[i] ?? '');
    if (folded === '') continue;
    add(folded, i, KeyKind.Name);
    for (let at = folded.indexOf(' '); at >= 0; at = folded.indexOf(' ', at + 1))
      add(folded.slice(at + 1), i, KeyKind.Word);
  }
  for (const { alias, name, countryCode } of PLACE_ALIASES) {
    const owner = largestNamed(places, name, countryCode);
    if (owner !== undefined) add(foldText(alias), owner, KeyKind.Alias);
  }

  const order = Int32Array.from(keys.keys()).sort((a, b) => compare(keys[a] ?? '', keys[b] ?? ''));
  const sortedKeys = Array.from(order, (k) => keys[k] ?? '');
  const sortedOwners = Int32Array.from(order, (k) => owners[k] ?? -1);
  const sortedKinds = Uint8Array.from(order, (k) => kinds[k] ?? KeyKind.Word);

  return {
    search(query, limit) {
      const q = foldText(query);
      if (q === '' || limit <= 0) return [];
      const bestTier = new Map<number, MatchTier>();
      for (let k = lowerBound(sortedKeys, q); k < sortedKeys.length; k++) {
        const key = sortedKeys[k] ?? '';
        if (!key.startsWith(q)) break;
        const owner = sortedOwners[k] ?? -1;
        const exact = key.length === q.length;
        const tier: MatchTier =
          sortedKinds[k] === KeyKind.Word
            ? exact
              ? MatchTier.WordExact
              : MatchTier.WordPrefix
            : exact
              ? MatchTier.Exact
              : MatchTier.Prefix;
        const before = bestTier.get(owner);
        if (before === undefined || tier < before) bestTier.set(owner, tier);
      }
      return [...bestTier]
        .sort(
          ([a, tierA], [b, tierB]) =>
            tierA - tierB || (places.population[b] ?? 0) - (places.population[a] ?? 0) || a - b,
        )
        .slice(0, limit)
        .map(([owner]) => owner);
    },
  };
}

/** Plain code-unit order: the same on every machine (localeCompare is not). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? '') < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function largestNamed(places: Gazetteer, name: string, countryCode: string): number | undefined {
  let best: number | undefined;
  for (let i = 0; i < places.size; i++) {
    if (places.names[i] !== name || places.countryCodes[i] !== countryCode) continue;
    if (best === undefined || (places.population[i] ?? 0) > (places.population[best] ?? 0)) best = i;
  }
  return best;
}
