// Country and continent names by ISO 3166-1 alpha-2 code, from countries-list (MIT); shared by
// places, ports and vessels so the three name a country the same way.
import { continents, countries } from 'countries-list';

export interface CountryInfo {
  /** ISO 3166-1 alpha-2, e.g. NL. */
  readonly code: string;
  /** English short name, e.g. Netherlands. */
  readonly name: string;
  /** English continent name, e.g. Europe. */
  readonly continentName: string;
}

let byCode: ReadonlyMap<string, CountryInfo> | undefined;

function table(): ReadonlyMap<string, CountryInfo> {
  if (byCode) return byCode;
  const map = new Map<string, CountryInfo>();
  for (const [code, country] of Object.entries(countries)) {
    map.set(code, { code, name: country.name, continentName: continents[country.continent] });
  }
  byCode = map;
  return map;
}

/** The country with this alpha-2 code, or undefined when countries-list does not know it. */
export function countryByCode(code: string): CountryInfo | undefined {
  return table().get(code);
}
