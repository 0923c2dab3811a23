// One gazetteer entry as the service's Place (spec §2.1): country and continent names from
// countries-list, the IANA zone from @photostructure/tz-lookup, both worked out on demand.
import tzLookup from '@photostructure/tz-lookup';
import type { Place } from '../../../shared/api/resources/geo';
import { countryByCode } from './countries';
import type { Gazetteer } from './gazetteer';

/** The Place for gazetteer entry `index`. Names stay as in GeoNames, whatever the request's language. */
export function placeAt(places: Gazetteer, index: number): Place {
  const latitude = places.latitude(index);
  const longitude = places.longitude(index);
  const code = places.countryCodes[index] ?? '';
  // The gazetteer keeps only places whose country countries-list knows, so this is found.
  const country = countryByCode(code);
  return {
    name: places.names[index] ?? '',
    country: { code, name: country?.name ?? code },
    latitude,
    longitude,
    timezone: tzLookup(latitude, longitude),
    continent: { name: country?.continentName ?? '' },
  };
}
