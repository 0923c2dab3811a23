// A vessel's starting limits from its type and size: the one table that turns a vessel search
// result (type, length) into wind, gust and Hs limits for a new profile, which the navigator then
// reviews and may edit. Smaller vessels get lower limits, as the references below do:
//  - Small craft: the EU Recreational Craft Directive 2013/53/EU design categories (ISO 12217):
//    category C "inshore" is designed for up to Beaufort 6 and Hs 2 m; B "offshore" up to
//    Beaufort 8 and Hs 4 m. Pilot boats, fishing boats and yachts below 24 m take C.
//  - Workboats (tugs, supply ships, dredgers, trawlers): towing and offshore operations are
//    planned to about Hs 2.5-3.5 m and Beaufort 6-7 (DNV-ST-N001 Marine operations, towing
//    weather criteria); their seakeeping limits sit there too.
//  - Ships: IMO MSC.1/Circ.1228 (guidance to the master in adverse weather) ties the danger of
//    a sea to the ship's length against the wavelength (surf-riding, parametric and synchronous
//    roll): the longer the ship, the higher the sea it keeps going in. Passage's default for a
//    merchant ship of unknown size (gale force 8, Hs 4 m) is the 60-150 m class; longer ships
//    step up a Beaufort force and a metre of Hs per class.
//  - Passenger ships are held to the 60-150 m class whatever their length: passengers' safety
//    aboard (falls, injuries) binds before the hull does.
import { DEFAULT_VESSEL_LIMITS, type VesselLimits } from './voyage';

/** The search result's type and size, as far as the data gives them. */
export interface VesselTypeAndSize {
  /** Spec §2.14 info.category, e.g. Cargo, Tanker, Passenger, Fishing, Tug, Pleasure Craft. */
  readonly category: string;
  /** Spec §2.14 info.categoryType, e.g. Bulk Carrier, Yacht. */
  readonly categoryType: string;
  /** Length overall, metres, when known. */
  readonly lengthM?: number | undefined;
}

type Group = 'smallCraft' | 'workboat' | 'passenger' | 'ship';

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
const TYPICAL_LENGTH_M: Readonly<Record<Group, number>> = { smallCraft: 15, workboat: 40, passenger: 100, ship: 100 };

const SMALL_CRAFT = /yacht|pleasure|sailing|pilot|fishing vessel|search and rescue|law enforcement/i;
const WORKBOAT = /tug|supply|dredg|trawler|offshore|tender|workboat/i;

function groupOf(v: VesselTypeAndSize): Group {
  const text = `${v.category} ${v.categoryType}`;
  if (SMALL_CRAFT.test(text)) return 'smallCraft';
  if (WORKBOAT.test(text)) return 'workboat';
  if (/passenger|cruise|ferry|ro-pax/i.test(text)) return 'passenger';
  return 'ship';
}

export interface LimitsFromTypeAndSize {
  readonly limits: VesselLimits;
  /** Where they come from, e.g. "Bulk Carrier, 150-250 m" or "Yacht, size not given (taken as under 24 m)". */
  readonly basis: string;
}

function classOf(lengthM: number): SizeClass {
  return LIMITS_BY_LENGTH.find((c) => lengthM < c.belowM) ?? LIMITS_BY_LENGTH[LIMITS_BY_LENGTH.length - 1]!;
}

/** The lower of two limits, field by field. */
function lower(a: VesselLimits, b: VesselLimits): VesselLimits {
  return { windKn: Math.min(a.windKn, b.windKn), gustKn: Math.min(a.gustKn, b.gustKn), hsM: Math.min(a.hsM, b.hsM) };
}

/**
 * The starting limits of a vessel of this type and size. A length that is missing, not a
 * number or not positive counts as not given: the type's typical length applies and the basis
 * says so. Small craft and workboats never get more than their own class allows, however long.
 */
export function limitsForTypeAndSize(v: VesselTypeAndSize): LimitsFromTypeAndSize {
  const group = groupOf(v);
  const known = v.lengthM !== undefined && Number.isFinite(v.lengthM) && v.lengthM > 0;
  const size = classOf(known ? v.lengthM! : TYPICAL_LENGTH_M[group]);
  let limits = size.limits;
  if (group === 'smallCraft') limits = lower(limits, classOf(TYPICAL_LENGTH_M.smallCraft).limits);
  if (group === 'workboat' || group === 'passenger') limits = lower(limits, DEFAULT_VESSEL_LIMITS);
  const type = v.categoryType.trim() || v.category.trim() || 'Vessel of unknown type';
  const sizeWords = known ? size.words : `size not given (taken as ${size.words})`;
  return { limits: { ...limits }, basis: `${type}, ${sizeWords}` };
}
