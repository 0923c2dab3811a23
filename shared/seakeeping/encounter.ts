// One ship, one speed and heading, one sea: the quantities MSC.1/Circ.1228 judges its dangerous
// zones on (wave length, angle of encounter, encounter period, roll period).
import { HULL_RANGES } from '../domain/vessel-hull-schema';
import { DEFAULT_BEAM_TO_DRAUGHT, rollPeriodS } from './roll-period';
import { encounterAngleDeg, encounterPeriodS, offBowDeg, waveLengthM } from './waves';

/** What the method needs of the ship. */
export interface ShipHull {
  /** Length between perpendiculars, m (the circular's L); also taken as the waterline length of the IS Code's C. */
  readonly lengthM: number;
  /** Moulded breadth, m. */
  readonly beamM: number;
  /** Metacentric height corrected for free surfaces, m. */
  readonly gmM: number;
  /** Mean draught, m; absent: beamM / DEFAULT_BEAM_TO_DRAUGHT. */
  readonly draughtM?: number | undefined;
}

/** The hull with the draught the roll period was worked with. */
export type HullWithDraught = ShipHull & { readonly draughtM: number };

/** The ship's speed through the water and heading. */
export interface ShipCourse {
  readonly speedKn: number;
  /** Degrees true, [0, 360]. */
  readonly headingDeg: number;
}

/** The dominant wave system (the forecast's mean or peak period and mean direction). */
export interface SeaState {
  readonly wavePeriodS: number;
  /** Where the waves come FROM, degrees true, [0, 360]. */
  readonly waveFromDeg: number;
  /** Significant wave height, m. */
  readonly hsM: number;
}

/**
 * The values the method is meant for, the one home of these ranges (the CLI checks its options
 * against them); the hull's are the vessel profile's (domain/vessel-hull-schema.ts). Speed 0 is
 * a ship lying stopped; 40 kn the fastest ships' service speed. Wave periods of 1–30 s span a
 * ripple to the longest ocean swell.
 */
export const SEAKEEPING_LIMITS = {
  lengthM: HULL_RANGES.lengthM,
  beamM: HULL_RANGES.beamM,
  gmM: HULL_RANGES.gmM,
  draughtM: HULL_RANGES.draughtM,
  speedKn: { min: 0, max: 40 },
  directionDeg: { min: 0, max: 360 },
  wavePeriodS: { min: 1, max: 30 },
  hsM: { min: 0, max: 30 },
} as const;

/** Everything the zones are judged on, for one ship, course and sea. */
export interface Encounter {
  readonly hull: HullWithDraught;
  readonly course: ShipCourse;
  readonly sea: SeaState;
  readonly waveLengthM: number;
  /** The circular's α: 0 head seas, 90 from starboard, 180 following seas. */
  readonly encounterDeg: number;
  /** Degrees the waves come from off the bow, [0, 180]. */
  readonly offBowDeg: number;
  /** Infinity when the ship keeps pace with the waves. */
  readonly encounterPeriodS: number;
  readonly rollPeriodS: number;
}

/** The hull with its draught: the given one, or the assumed B / 2.5. */
export function withDraught(hull: ShipHull): HullWithDraught {
  return { ...hull, draughtM: hull.draughtM ?? hull.beamM / DEFAULT_BEAM_TO_DRAUGHT };
}

/** The quantities of the circular for this ship, speed and heading, and sea. */
export function encounterOf(hull: HullWithDraught, course: ShipCourse, sea: SeaState): Encounter {
  const e = { hull, course, sea, waveLengthM: 0, encounterDeg: 0, offBowDeg: 0, encounterPeriodS: 0, rollPeriodS: 0 };
  return encounterInto(e, hull, course, sea);
}

/** An Encounter that encounterInto may write. */
export type EncounterScratch = { -readonly [K in keyof Encounter]: Encounter[K] };

/**
 * encounterOf written into `out`: one object reused where every member's sea is judged at every
 * step of a search (shared/routing/dangerous-seas.ts), the same quantities by the same formulas.
 */
export function encounterInto(
  out: EncounterScratch,
  hull: HullWithDraught,
  course: ShipCourse,
  sea: SeaState,
): Encounter {
  const encounterDeg = encounterAngleDeg(course.headingDeg, sea.waveFromDeg);
  out.hull = hull;
  out.course = course;
  out.sea = sea;
  out.waveLengthM = waveLengthM(sea.wavePeriodS);
  out.encounterDeg = encounterDeg;
  out.offBowDeg = offBowDeg(encounterDeg);
  out.encounterPeriodS = encounterPeriodS(sea.wavePeriodS, course.speedKn, encounterDeg);
  out.rollPeriodS = rollPeriodS(hull.beamM, hull.draughtM, hull.lengthM, hull.gmM);
  return out;
}
