// The sandbox's port catalogue: real names and positions from sea-ports (MIT, keyed by
// UN/LOCODE), positions vetted (vetting.ts), sizes derived (size-class.ts), built once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import type { Port, PortSize } from '../../../shared/api/resources/ports';
import { countryByCode } from '../places/countries';
import { gazetteer, gazetteerGrid } from '../places/gazetteer';
import { loadLandMask } from './land';
import { MAJOR_PORT_LOCODES } from './major-ports';
import { deriveSizes, type SizeCandidate } from './size-class';
import { vetPortPosition, type VettedPosition, type VettingContext } from './vetting';

const seaPortSchema = z.object({
  name: z.string().min(1),
  /** Country as the dataset spells it ("Korea, Republic of"); only a fallback here. */
  country: z.string(),
  /** [longitude, latitude]; missing for a few ports, which are skipped. */
  coordinates: z.tuple([z.number(), z.number()]).optional(),
});
const seaPortsSchema = z.record(z.string(), seaPortSchema);

/** UN/LOCODE: ISO country code and three letters or digits 2-9. */
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** Radius within which the largest town sizes a port (size-class.ts). */
const SERVED_RADIUS_M = 30_000;

export interface CataloguePort extends Port {
  readonly locode: string;
}

export interface PortCatalogue {
  /** By name, then id. */
  readonly ports: readonly CataloguePort[];
  /** Dataset entries left out, by reason (no position, or a vetting verdict). */
  readonly dropped: Readonly<Record<string, number>>;
  /** Entries kept with latitude and longitude swapped back. */
  readonly swapped: number;
}

/**
 * A port's numeric id: its UN/LOCODE read as a base-36 number (NLRTM -> 40,732,297). Stable
 * across runs and dataset versions, unique because LOCODEs are, and reversible.
 */
export function portIdFromLocode(locode: string): number {
  return Number.parseInt(locode, 36);
}

let loaded: PortCatalogue | undefined;

/** The catalogue, built on first use (about half a second) and kept for the life of the process. */
export function portCatalogue(): PortCatalogue {
  loaded ??= buildCatalogue();
  return loaded;
}

function buildCatalogue(): PortCatalogue {
  const path = createRequire(import.meta.url).resolve('sea-ports/lib/ports.json');
  const entries = seaPortsSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const places = gazetteer();
  const grid = gazetteerGrid();
  const ctx: VettingContext = { places, grid, land: loadLandMask(), countriesWithTowns: new Set(places.countryCodes) };

  const dropped: Record<string, number> = {};
  const drop = (reason: string): void => {
    dropped[reason] = (dropped[reason] ?? 0) + 1;
  };
  let swapped = 0;
  const vetted: { locode: string; name: string; country: string; position: VettedPosition }[] = [];
  for (const locode of Object.keys(entries).sort()) {
    const entry = entries[locode];
    if (!entry || !LOCODE.test(locode)) {
      drop('not a UN/LOCODE');
      continue;
    }
    if (!entry.coordinates) {
      drop('no position');
      continue;
    }
    const [lonDeg, latDeg] = entry.coordinates;
    const countryCode = locode.slice(0, 2);
    const position = vetPortPosition(ctx, countryCode, latDeg, lonDeg);
    if (position.verdict === 'dropped') {
      drop(position.reason);
      continue;
    }
    if (position.verdict === 'swapped') swapped++;
    vetted.push({ locode, name: entry.name, country: countryByCode(countryCode)?.name ?? entry.country, position });
  }

  const candidates: SizeCandidate[] = vetted.map(({ locode, position }) => {
    let servedPopulation = 0;
    grid.forEachWithin(position.latDeg, position.lonDeg, SERVED_RADIUS_M, (i) => {
      servedPopulation = Math.max(servedPopulation, places.population[i] ?? 0);
    });
    return { locode, major: MAJOR_PORT_LOCODES.has(locode), servedPopulation, inlandM: position.inlandM };
  });
  const sizes = deriveSizes(candidates);

  const ports = vetted.map(({ locode, name, country, position }): CataloguePort => {
    const size: PortSize = sizes.get(locode) ?? 'very_small';
    return {
      id: portIdFromLocode(locode),
      locode,
      name,
      size,
      country,
      latitude: position.latDeg,
      longitude: position.lonDeg,
    };
  });
  ports.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  return { ports, dropped, swapped };
}
