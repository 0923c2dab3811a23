// Flag states of the synthetic fleet: the largest registers, with their real Maritime
// Identification Digits (ITU MID table) and call-sign prefixes (ITU series allocation), weighted
// roughly by their share of the world fleet.

export interface FlagState {
  /** ISO 3166-1 alpha-2 of the register. */
  readonly countryCode: string;
  /** MIDs allocated to the country (first three MMSI digits). */
  readonly mids: readonly number[];
  /** Call-sign prefixes within the country's ITU series. */
  readonly callSignPrefixes: readonly string[];
  /** Whether the register's call signs end in a digit (e.g. 9VAB2) or are letters only (PBCD). */
  readonly callSignDigit: boolean;
  /** Relative share of the fleet. */
  readonly weight: number;
}

export const FLAG_STATES: readonly FlagState[] = [
  {
    countryCode: 'PA',
    mids: [351, 352, 353, 354, 355, 356, 357, 370, 371, 372, 373],
    callSignPrefixes: ['3E', 'HO', 'HP'],
    callSignDigit: true,
    weight: 16,
  },
  { countryCode: 'LR', mids: [636, 637], callSignPrefixes: ['A8', 'D5', 'EL'], callSignDigit: true, weight: 14 },
  { countryCode: 'MH', mids: [538], callSignPrefixes: ['V7'], callSignDigit: true, weight: 12 },
  { countryCode: 'HK', mids: [477], callSignPrefixes: ['VR'], callSignDigit: true, weight: 7 },
  { countryCode: 'SG', mids: [563, 564, 565, 566], callSignPrefixes: ['9V', 'S6'], callSignDigit: true, weight: 6 },
  { countryCode: 'MT', mids: [215, 229, 248, 249, 256], callSignPrefixes: ['9H'], callSignDigit: true, weight: 6 },
  { countryCode: 'BS', mids: [308, 309, 311], callSignPrefixes: ['C6'], callSignDigit: true, weight: 4 },
  { countryCode: 'CN', mids: [412, 413, 414], callSignPrefixes: ['BO', 'BP', 'BQ'], callSignDigit: false, weight: 5 },
  {
    countryCode: 'GR',
    mids: [237, 239, 240, 241],
    callSignPrefixes: ['SV', 'SX', 'SZ'],
    callSignDigit: true,
    weight: 4,
  },
  { countryCode: 'JP', mids: [431, 432], callSignPrefixes: ['7J', 'JD', 'JK'], callSignDigit: true, weight: 3 },
  { countryCode: 'CY', mids: [209, 210, 212], callSignPrefixes: ['5B'], callSignDigit: true, weight: 3 },
  { countryCode: 'NO', mids: [257, 258, 259], callSignPrefixes: ['LA', 'LF', 'LN'], callSignDigit: true, weight: 3 },
  { countryCode: 'GB', mids: [232, 233, 234, 235], callSignPrefixes: ['2', 'G', 'M'], callSignDigit: true, weight: 2 },
  {
    countryCode: 'NL',
    mids: [244, 245, 246],
    callSignPrefixes: ['PB', 'PC', 'PD', 'PH'],
    callSignDigit: false,
    weight: 2,
  },
  { countryCode: 'DE', mids: [211, 218], callSignPrefixes: ['DA', 'DC', 'DF'], callSignDigit: false, weight: 2 },
  { countryCode: 'DK', mids: [219, 220], callSignPrefixes: ['OU', 'OW', 'OZ'], callSignDigit: true, weight: 2 },
  { countryCode: 'IT', mids: [247], callSignPrefixes: ['IB', 'IC', 'IG'], callSignDigit: false, weight: 1 },
  {
    countryCode: 'US',
    mids: [338, 366, 367, 368, 369],
    callSignPrefixes: ['WD', 'KD', 'WC'],
    callSignDigit: true,
    weight: 2,
  },
  { countryCode: 'KR', mids: [440, 441], callSignPrefixes: ['D7', 'D8', 'D9'], callSignDigit: false, weight: 2 },
  { countryCode: 'IN', mids: [419], callSignPrefixes: ['AV', 'AT', 'VT'], callSignDigit: false, weight: 1 },
  { countryCode: 'ID', mids: [525], callSignPrefixes: ['PK', 'PM', 'PO'], callSignDigit: false, weight: 1 },
  { countryCode: 'RU', mids: [273], callSignPrefixes: ['UB', 'UC', 'UG'], callSignDigit: true, weight: 1 },
  { countryCode: 'TR', mids: [271], callSignPrefixes: ['TC', 'TB'], callSignDigit: true, weight: 1 },
  { countryCode: 'AG', mids: [304, 305], callSignPrefixes: ['V2'], callSignDigit: true, weight: 1 },
  { countryCode: 'BE', mids: [205], callSignPrefixes: ['OR', 'OS', 'OT'], callSignDigit: true, weight: 1 },
  { countryCode: 'FR', mids: [226, 227, 228], callSignPrefixes: ['FM', 'FN'], callSignDigit: false, weight: 1 },
  { countryCode: 'PT', mids: [255, 263], callSignPrefixes: ['CQ', 'CR'], callSignDigit: true, weight: 1 },
];
