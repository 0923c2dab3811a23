// A vessel's starting limits from its type and size: the one table that turns a vessel search
// result (type, length) into wind, gust and Hs limits for a new profile, which the navigator then
// reviews and may edit. Smaller vessels get lower limits. Where the figures come from:
//  - Under 24 m: the EU Recreational Craft Directive 2013/53/EU, Annex I part A 1, design
//    category C "inshore": wind up to Beaufort 6 (27 kn) and significant wave height up to 2 m
//    (category B "offshore": Beaufort 8 and 4 m). The directive covers recreational craft of
//    2.5-24 m; pilot and fishing boats of that size are held to the same, by analogy.
//  - 60-150 m: Passage's long-standing default for a merchant ship of unknown size (gale force 8,
//    Hs 4 m), which is RCD category B's envelope.
//  - The other classes are Passage's own interpolation, not figures from a standard: 24-60 m sits
//    between categories C and B; longer ships step up one Beaufort force (the force's lowest
//    wind) and a metre of Hs per class. The direction follows IMO MSC.1/Circ.1228 (guidance to
//    the master for avoiding dangerous situations in adverse weather), which ties the danger of
//    a sea (surf-riding, parametric and synchronous roll) to the wavelength against the ship's
//    length: a longer ship keeps going in a higher sea. The circular gives no limits by length.
//  - Workboats (tugs, supply ships, dredgers, trawlers) and passenger ships never get more than
//    the 60-150 m class, however long: towing and offshore work is planned to lower seas than a
//    merchant ship's passage, and on a passenger ship people's safety aboard (falls, injuries)
//    binds before the hull does. Small craft longer than 24 m (large yachts) are outside the
//    directive and are treated the same way.
// Gust limits are 1.25-1.3 times the wind limit, as the default's 45 kn over 34 kn.
// Visibility is the default's for every class: COLREG rule 19 binds every vessel alike in restricted
// visibility, and no standard ties a minimum visibility to size.
import { QUANTITIES, QUANTITY_IDS } from './quantities';
import { DEFAULT_VESSEL_LIMITS, type VesselLimits } from './vessel-limits-schema';

/** The search result's type and size, as far as the data gives them. */
export interface VesselTypeAndSize {
  /** Spec §2.14 info.category, e.g. Cargo, Tanker, Passenger, Fishing, Tug, Pleasure Craft. */
  readonly category: string;
  /** Spec §2.14 info.categoryType, e.g. Bulk Carrier, Yacht. */
  readonly categoryType: string;
  /** Length overall, metres, when known. */
  readonly lengthM?: number | undefined;
}

export type VesselGroup = 'smallCraft' | 'workboat' | 'passenger' | 'ship';

interface SizeClass {
  /** Lengths below this, metres, are in the class (Infinity for the last). */
  readonly belowM: number;
  readonly words: string;
  readonly limits: VesselLimits;
}

/** By length, shortest first. The 60-150 m class is DEFAULT_VESSEL_LIMITS: one home for it. */
export const LIMITS_BY_LENGTH: readonly SizeClass[] = [
  { belowM: 24, words: 'under 24 m', limits: { windKn: 27, gustKn: 35, hsM: 2 } },
  { belowM: 60, words: '24-60 m', limits: { windKn: 30, gustKn: 40, hsM: 3 } },
  { belowM: 150, words: '60-150 m', limits: DEFAULT_VESSEL_LIMITS },
  { belowM: 250, words: '150-250 m', limits: { windKn: 41, gustKn: 52, hsM: 5 } },
  { belowM: Infinity, words: '250 m and over', limits: { windKn: 48, gustKn: 60, hsM: 6 } },
];

/** A length each group is taken to have when the data gives none, metres. */
const TYPICAL_LENGTH_M: Readonly<Record<VesselGroup, number>> = {
  smallCraft: 15,
  workboat: 40,
  passenger: 100,
  ship: 100,
};

const SMALL_CRAFT = /yacht|pleasure|sailing|pilot|fishing vessel|search and rescue|law enforcement/i;
const WORKBOAT = /tug|supply|dredg|trawler|offshore|tender|workboat/i;

/** Small craft, workboat, passenger ship or (any other) ship, by the search's category and type. */
export function vesselGroup(v: VesselTypeAndSize): VesselGroup {
  const text = `${v.category} ${v.categoryType}`;
  if (SMALL_CRAFT.test(text)) return 'smallCraft';
  if (WORKBOAT.test(text)) return 'workboat';
  if (/passenger|cruise|ferry|ro-pax/i.test(text)) return 'passenger';
  return 'ship';
}

/** The length a vessel of the group is taken to have when the data gives none, metres. */
export function typicalLengthM(group: VesselGroup): number {
  return TYPICAL_LENGTH_M[group];
}

export interface LimitsFromTypeAndSize {
  readonly limits: VesselLimits;
  /** Where they come from, e.g. "Bulk Carrier, 150-250 m" or "Yacht, size not given (taken as under 24 m)". */
  readonly basis: string;
}

function classOf(lengthM: number): SizeClass {
  return LIMITS_BY_LENGTH.find((c) => lengthM < c.belowM) ?? LIMITS_BY_LENGTH[LIMITS_BY_LENGTH.length - 1]!;
}

/** The more cautious of two limits, field by field (the lower; the higher for a minimum, as visibility). */
function lower(a: VesselLimits, b: VesselLimits): VesselLimits {
  const out: Partial<Record<keyof VesselLimits, number>> = {};
  for (const q of QUANTITY_IDS) {
    const f = QUANTITIES[q].limit.field;
    const [x, y] = [a[f], b[f]];
    const cautious = QUANTITIES[q].sense === 'above' ? Math.min : Math.max;
    const value = x === undefined ? y : y === undefined ? x : cautious(x, y);
    if (value !== undefined) out[f] = value;
  }
  return out as VesselLimits;
}

/**
 * The starting limits of a vessel of this type and size. A length that is missing, not a
 * number or not positive counts as not given: the type's typical length applies and the basis
 * says so. Small craft, workboats and passenger ships never get more than the 60-150 m class.
 */
export function limitsForTypeAndSize(v: VesselTypeAndSize): LimitsFromTypeAndSize {
  const group = vesselGroup(v);
  const known = v.lengthM !== undefined && Number.isFinite(v.lengthM) && v.lengthM > 0;
  const size = classOf(known ? v.lengthM! : TYPICAL_LENGTH_M[group]);
  let limits: VesselLimits = { visibilityNm: DEFAULT_VESSEL_LIMITS.visibilityNm, ...size.limits };
  if (group !== 'ship') limits = lower(limits, DEFAULT_VESSEL_LIMITS);
  const type = v.categoryType.trim() || v.category.trim() || 'Vessel of unknown type';
  const sizeWords = known ? size.words : `size not given (taken as ${size.words})`;
  return { limits: { ...limits }, basis: `${type}, ${sizeWords}` };
}
