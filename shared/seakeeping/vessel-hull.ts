// A vessel's hull from its type and size, for a new profile (issue 29): the vessel search gives
// length overall, beam and draught when it has them, never GM. What is missing is assumed, and
// the hull says which fields were (VesselHull.assumed) so every place that shows it can say so.
// Passage's own assumptions, not figures from a standard:
//  - L: the length overall (the circular's L is between perpendiculars, about 4 % less on a
//    merchant ship; its surf-riding speed goes with √L, 2 % off). Missing: the type's typical
//    length (vessel-limits.ts's table).
//  - B: missing, L / 6.5 for ships (a Panamax bulk carrier 225 / 32.3 = 7.0, a container ship
//    300 / 48 = 6.3), L / 4 for workboats, L / 3.5 for small craft.
//  - Draught: missing, B / 2.5, a loaded merchant ship's (seakeeping/roll-period.ts); wider and
//    shallower for container ships (3.2: 366 m × 51 m × 15.5 m), car carriers (3.5) and
//    passenger ships (4: 290 m × 36 m × 8.5 m).
//  - GM: a share of B typical of the type, chosen so that a representative ship of the type rolls
//    at the period usual for it by the IS Code's T = 2·C·B/√GM: container ships 0.04 B (366 m ×
//    51 m: 21 s, the long periods behind parametric rolling in head seas), car carriers 0.045 B
//    (200 m × 32.3 m: 20 s), passenger ships 0.055 B (290 m × 36 m: 18 s), general cargo 0.06 B
//    (135 m × 21 m: 14 s), tankers 0.095 B (250 m × 44 m: 14 s), bulk carriers 0.10 B (229 m ×
//    32.3 m: 12 s, stiff when laden), workboats 0.11 B (a 35 m tug: 8 s), small craft 0.12 B
//    (15 m: 5 s), other ships 0.07 B. A share of B rather than a period keeps a small ship of a
//    type from getting a big one's period. The loading condition's GM from the stability booklet
//    is the master's to enter.
import { DEFAULT_BEAM_TO_DRAUGHT } from './roll-period';
import { HULL_NAMES, HULL_RANGES, type HullField, type VesselHull } from '../domain/vessel-hull-schema';
import { typicalLengthM, vesselGroup, type VesselGroup, type VesselTypeAndSize } from '../domain/vessel-limits';
import { listWords } from '../domain/word-list';

interface HullType {
  readonly pattern: RegExp;
  readonly words: string;
  /** GM as a share of B. */
  readonly gmOfBeam: number;
  readonly beamToDraught: number;
}

/** First match wins: the specific types before the groups. */
const HULL_TYPES: readonly HullType[] = [
  { pattern: /container/i, words: 'container ships', gmOfBeam: 0.04, beamToDraught: 3.2 },
  {
    pattern: /vehicle|car carrier|ro-?ro/i,
    words: 'car carriers and ro-ro ships',
    gmOfBeam: 0.045,
    beamToDraught: 3.5,
  },
  { pattern: /passenger|cruise|ferry|ro-pax/i, words: 'passenger ships', gmOfBeam: 0.055, beamToDraught: 4 },
  { pattern: /bulk/i, words: 'bulk carriers', gmOfBeam: 0.1, beamToDraught: DEFAULT_BEAM_TO_DRAUGHT },
  { pattern: /tanker/i, words: 'tankers', gmOfBeam: 0.095, beamToDraught: DEFAULT_BEAM_TO_DRAUGHT },
  {
    pattern: /general cargo|cargo/i,
    words: 'general cargo ships',
    gmOfBeam: 0.06,
    beamToDraught: DEFAULT_BEAM_TO_DRAUGHT,
  },
];

const GROUP_BEAM_RATIO = { smallCraft: 3.5, workboat: 4, passenger: 6.5, ship: 6.5 } as const;
const GROUP_ROLL: Readonly<Record<VesselGroup, Omit<HullType, 'pattern'>>> = {
  smallCraft: { words: 'small craft', gmOfBeam: 0.12, beamToDraught: DEFAULT_BEAM_TO_DRAUGHT },
  workboat: { words: 'workboats', gmOfBeam: 0.11, beamToDraught: DEFAULT_BEAM_TO_DRAUGHT },
  passenger: { words: 'passenger ships', gmOfBeam: 0.055, beamToDraught: 4 },
  ship: { words: 'ships', gmOfBeam: 0.07, beamToDraught: DEFAULT_BEAM_TO_DRAUGHT },
};

/** What the search gives of the hull besides the type and length. */
export interface HullTypeAndSize extends VesselTypeAndSize {
  readonly beamM?: number | undefined;
  readonly draughtM?: number | undefined;
}

export interface HullFromTypeAndSize {
  readonly hull: VesselHull;
  /** "GM assumed as 0.1 B, typical of bulk carriers; L, B and draught from the vessel data". */
  readonly basis: string;
}

const given = (x: number | undefined, field: HullField): x is number =>
  x !== undefined && Number.isFinite(x) && x >= HULL_RANGES[field].min && x <= HULL_RANGES[field].max;

/** To a tenth (a hundredth for GM), as a navigator would write it. */
const round = (x: number, decimals: number): number => Number(x.toFixed(decimals));

const clamp = (x: number, field: HullField): number =>
  Math.min(HULL_RANGES[field].max, Math.max(HULL_RANGES[field].min, x));

/** The hull of a vessel of this type and size, what is missing assumed and said so. */
export function hullForTypeAndSize(v: HullTypeAndSize): HullFromTypeAndSize {
  const group = vesselGroup(v);
  const text = `${v.category} ${v.categoryType}`;
  const type = group === 'ship' || group === 'passenger' ? HULL_TYPES.find((t) => t.pattern.test(text)) : undefined;
  const roll = type ?? GROUP_ROLL[group];
  const assumed: HullField[] = [];
  const take = (value: number | undefined, field: HullField, otherwise: () => number): number => {
    if (given(value, field)) return value;
    assumed.push(field);
    return clamp(otherwise(), field);
  };
  const lengthM = take(v.lengthM, 'lengthM', () => typicalLengthM(group));
  const beamM = take(v.beamM, 'beamM', () => round(lengthM / GROUP_BEAM_RATIO[group], 1));
  const draughtM = take(v.draughtM, 'draughtM', () => round(beamM / roll.beamToDraught, 1));
  const gmM = take(undefined, 'gmM', () => round(roll.gmOfBeam * beamM, 2));
  const list = (fields: readonly HullField[]): string => listWords(fields.map((f) => HULL_NAMES[f]));
  const fromData = (['lengthM', 'beamM', 'draughtM'] as const).filter((f) => !assumed.includes(f));
  const guessed = assumed.filter((f) => f !== 'gmM');
  const basis = [
    `GM assumed as ${roll.gmOfBeam} B, typical of ${roll.words}`,
    ...(guessed.length > 0 ? [`${list(guessed)} assumed for the type`] : []),
    ...(fromData.length > 0 ? [`${list(fromData)} from the vessel data`] : []),
  ].join('; ');
  return { hull: { lengthM, beamM, draughtM, gmM, assumed }, basis };
}
