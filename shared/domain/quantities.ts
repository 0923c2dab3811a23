// The quantities Passage judges against the vessel's limits, one entry each: which service
// elements carry it, its unit, its words, the limit it is judged against (range, default, why)
// and on which side of that limit the risk lies. Exceedance, charts, tables, departures, routing,
// reports, the vessel-limit schema and the CLI iterate this table, so a fifth quantity is one entry.

/** Where the risk lies: wind, gust and Hs are at risk above the limit, visibility below it. */
export type LimitSense = 'above' | 'below';

/** The unit every value of the quantity is converted to, and its limit is given in. */
export type QuantityUnit = 'kn' | 'm' | 'NM';

/** Which of the navigator's unit preferences shows it: speeds, wave heights or distances. */
export type QuantityFamily = 'speed' | 'waveHeight' | 'distance';

export interface QuantityLimit {
  /** The field of VesselLimits, named with its unit. */
  readonly field: string;
  /** Inclusive bounds of a limit, in the quantity's unit. */
  readonly min: number;
  readonly max: number;
  /** A navigator's sensible start (DEFAULT_VESSEL_LIMITS). */
  readonly default: number;
  /** The field as a navigator names it, at the start of a sentence. */
  readonly what: string;
  /** In a list of ranges: "gust 1 to 150 kn". */
  readonly name: string;
  /** The profile form's label: "Gust limit (kn)". */
  readonly form: string;
  /**
   * A limit Passage did not always have: profiles, voyages and sweeps saved before it have none,
   * and load unchanged; a vessel without it is not judged on the quantity.
   */
  readonly optional: boolean;
}

export interface QuantityEntry {
  /** Shipping-route keys and element ids that mean this quantity. */
  readonly names: readonly string[];
  /** Levels accepted: wind at 10 m only (a 100 m wind is not what the ship feels). */
  readonly levels: readonly (string | null)[] | 'any';
  readonly unit: QuantityUnit;
  readonly family: QuantityFamily;
  /** Lower case, for error messages: "wind speed series ...". */
  readonly label: string;
  /** A table row or chart title: "Gust". */
  readonly row: string;
  /** Short, in a list of reasons: "Gusts". */
  readonly short: string;
  /** In full, for a report's heading: "Significant wave height (Hs)". */
  readonly title: string;
  /** In a sentence before "above"/"below": "seas (Hs) above 4 m". */
  readonly words: string;
  /** Decimals of a value in a file (CSV) or a limit in words. */
  readonly decimals: number;
  readonly sense: LimitSense;
  readonly limit: QuantityLimit;
}

// Why each limit range is what it is. A limit is a value the forecast is compared with, so a limit
// no forecast can reach never binds and is a typo (340 for 34), not a setting:
//  - Wind 1..100 kn. Below 1 kn is calm (Beaufort 0): no limit. Hurricane force (Beaufort 12) starts
//    at 64 kn; the global models Passage reads (about 25 km grids) seldom give a mean wind above
//    100 kn even in a tropical cyclone, and no ship plans to sail in one.
//  - Gust 1..150 kn: gust factors at sea are about 1.2-1.4 (WMO/TD-No. 1555, Guidelines for
//    converting between various wind averaging periods in tropical cyclone conditions), so 150 kn
//    leaves room above the highest wind limit's gust.
//  - Hs 0.1..20 m: the highest significant wave height measured is 19 m (WMO, North Atlantic buoy,
//    4 February 2013); a sea of 0.1 m is flat calm for any vessel.
//  - Visibility 0.1..10 NM, a minimum. Fog is visibility under 1 km, 0.54 NM (WMO International
//    Meteorological Vocabulary, WMO-No. 182); the shipping forecast calls under 2 NM "poor" and
//    over 5 NM "good" (Met Office, The Shipping Forecast, visibility terms); a limit of 10 NM
//    flags any haze, more would flag clear air. Below 0.1 NM (185 m) a ship cannot see its own
//    bow from the bridge of a large hull, so no lower limit means anything. COLREG rule 19
//    (conduct of vessels in restricted visibility) gives no distance: the default 1 NM is inside
//    "poor" and above fog, where most masters post extra lookouts and reduce to a safe speed.
// The default wind, gust and Hs (gale force 8, 4 m) are a sensible start for a merchant ship.
export const QUANTITIES = {
  wind: {
    names: ['windSpeed10m', 'windspeed'],
    levels: [null, '10m'],
    unit: 'kn',
    family: 'speed',
    label: 'wind speed',
    row: 'Wind',
    short: 'Wind',
    title: 'Mean wind',
    words: 'winds',
    decimals: 1,
    sense: 'above',
    limit: {
      field: 'windKn',
      form: 'Wind limit (kn)',
      name: 'wind',
      min: 1,
      max: 100,
      default: 34,
      what: 'The wind limit',
      optional: false,
    },
  },
  gust: {
    names: ['windGust10m', 'windgust'],
    levels: [null, '10m'],
    unit: 'kn',
    family: 'speed',
    label: 'wind gust',
    row: 'Gust',
    short: 'Gusts',
    title: 'Gusts',
    words: 'gusts',
    decimals: 1,
    sense: 'above',
    limit: {
      field: 'gustKn',
      form: 'Gust limit (kn)',
      name: 'gust',
      min: 1,
      max: 150,
      default: 45,
      what: 'The gust limit',
      optional: false,
    },
  },
  hs: {
    names: ['waveHeightSignificant', 'waveheight_significant'],
    levels: 'any',
    unit: 'm',
    family: 'waveHeight',
    label: 'significant wave height',
    row: 'Hs',
    short: 'Hs',
    title: 'Significant wave height (Hs)',
    words: 'seas (Hs)',
    decimals: 2,
    sense: 'above',
    limit: {
      field: 'hsM',
      form: 'Wave height limit Hs (m)',
      name: 'Hs',
      min: 0.1,
      max: 20,
      default: 4,
      what: 'The wave height limit (Hs)',
      optional: false,
    },
  },
  visibility: {
    names: ['visibility'],
    levels: 'any',
    unit: 'NM',
    family: 'distance',
    label: 'visibility',
    row: 'Visibility',
    short: 'Visibility',
    title: 'Visibility',
    words: 'visibility',
    decimals: 2,
    sense: 'below',
    limit: {
      field: 'visibilityNm',
      form: 'Minimum visibility (NM)',
      name: 'minimum visibility',
      min: 0.1,
      max: 10,
      default: 1,
      what: 'The visibility limit',
      optional: true,
    },
  },
} as const satisfies Record<string, QuantityEntry>;

export type Quantity = keyof typeof QUANTITIES;

/** The quantities in the table's order (wind, gust, Hs, visibility): the order of every list. */
export const QUANTITY_IDS = Object.keys(QUANTITIES) as Quantity[];

/** The VesselLimits field of each quantity, e.g. 'windKn'. */
export type VesselLimitField = (typeof QUANTITIES)[Quantity]['limit']['field'];

/**
 * A value is beyond the limit: above it for wind, gust and Hs, below it for visibility.
 * Strict, so a value exactly at the limit is within it (a vessel rated for Hs 4 m is within
 * its limit at exactly 4 m, as a limit line is drawn and read).
 */
export function beyondLimit(quantity: Quantity, value: number, limit: number): boolean {
  return QUANTITIES[quantity].sense === 'above' ? value > limit : value < limit;
}

type Table = typeof QUANTITIES;

/** Quantities whose limit a vessel may lack (visibility), and those every vessel has. */
export type OptionalQuantity = { [Q in Quantity]: Table[Q]['limit']['optional'] extends true ? Q : never }[Quantity];
export type RequiredQuantity = Exclude<Quantity, OptionalQuantity>;

/** One value per quantity; a quantity whose limit is optional may have none (not judged). */
export type PerQuantity<T> = { readonly [Q in RequiredQuantity]: T } & { readonly [Q in OptionalQuantity]?: T };

/** One value per limit field (windKn, ...), the optional limits' optional. */
export type PerLimitField<T> = { readonly [Q in RequiredQuantity as Table[Q]['limit']['field']]: T } & {
  readonly [Q in OptionalQuantity as Table[Q]['limit']['field']]?: T;
};

/** The quantity's limit in the given limits, or undefined when the vessel has none. */
export function limitOf(
  quantity: Quantity,
  limits: { readonly [F in VesselLimitField]?: number | undefined },
): number | undefined {
  return limits[QUANTITIES[quantity].limit.field];
}

/**
 * A number that grows with the risk of a value: the value itself for a quantity at risk above its
 * limit, its negative for one at risk below (a lower visibility is worse). "The worst value" of a
 * passage or a window is the one of highest severity.
 */
export function severity(quantity: Quantity, value: number): number {
  return QUANTITIES[quantity].sense === 'above' ? value : -value;
}

/**
 * The ensemble percentile on the risk side of a limit, for `percentile` on the high side: P90 for
 * a quantity at risk above its limit, P10 for one at risk below it (a visibility's P90 is its clear
 * end). Every table head and every judgement of a percentile against a limit reads it here.
 */
export function riskSidePercentile(sense: LimitSense, percentile: number): number {
  return sense === 'above' ? percentile : 100 - percentile;
}

/** The limits given, each with its quantity, in the table's order: a vessel may lack an optional one. */
export function limitsGiven(limits: { readonly [F in VesselLimitField]?: number | undefined }): {
  readonly quantity: Quantity;
  readonly value: number;
}[] {
  return QUANTITY_IDS.flatMap((quantity) => {
    const value = limitOf(quantity, limits);
    return value === undefined ? [] : [{ quantity, value }];
  });
}

/** "gusts above 45 kn", "visibility below 1 NM": a limit as a navigator says it. */
export function limitPhrase(quantity: Quantity, limit: string): string {
  const q = QUANTITIES[quantity];
  return `${q.words} ${q.sense} ${limit} ${q.unit}`;
}

/**
 * The quantities some figures judged, in the table's order: those whose limit every vessel has
 * always, an optional one (visibility) where any of the figures holds it.
 */
export function quantitiesIn(figures: readonly Partial<Record<Quantity, unknown>>[]): Quantity[] {
  return QUANTITY_IDS.filter((q) => !QUANTITIES[q].limit.optional || figures.some((f) => f[q] !== undefined));
}
