// The dangerous zones of IMO MSC.1/Circ.1228 (Revised guidance to the master for avoiding
// dangerous situations in adverse weather and sea conditions, 11 January 2007), annex 4.2: for
// one ship, one speed and heading and one sea, which zones she is in and what leaves each.
// Paragraph numbers are the annex's. Guidance, as the circular is: no substitute for the
// master's judgement (annex 2.1), and a ship's own software or booklet comes first (annex 1.3).
import type { Encounter } from './encounter';

export type DangerKind = 'surf-riding' | 'successive-high-waves' | 'synchronous-rolling' | 'parametric-rolling';

/**
 * 4.2.1: surf-riding and broaching-to may occur above V = 1.8·√L / cos(180° − α) kn, L in m.
 * The reproductions of the annex searched from here lost the formula's typesetting (the angular
 * range 135° < α < 225° reads clearly); 1.8·√L / cos(180° − α) is the value commonly quoted
 * from it and from figure 2.
 */
export const SURF_RIDING_SPEED_PER_ROOT_M = 1.8;
/** 4.2.1: 135° < α < 225°, the waves within 45° of the stern. */
export const SURF_RIDING_SECTOR_DEG = 45;
/** 4.2.2.1: the average wave length larger than 0.8·L ... */
export const HIGH_WAVE_LENGTH_OVER_L = 0.8;
/** 4.2.2.1: ... and the significant wave height larger than 0.04·L. */
export const HIGH_WAVE_HS_OVER_L = 0.04;
/** 4.2.2.2: figure 3's zone, TE "nearly equal to double (i.e. about 1.8–3.0 times)" TW. */
export const HIGH_WAVE_TE_OVER_TW = { min: 1.8, max: 3.0 } as const;
/**
 * 4.2.3: "nearly equal" is not given a number in the circular. Passage takes within 20 % of
 * the resonant period: a forecast's mean period stands for a spread of wave periods about it,
 * the IS Code's roll period is itself an estimate, and a ship rolls heavily over a band, not at
 * one period. The same band serves synchronous (TE ≈ TR) and parametric (TE ≈ TR/2) rolling.
 */
export const RESONANCE_TOLERANCE = 0.2;
/**
 * 4.2.3.2: parametric rolling is a danger in head and following seas (and the bow and quarter
 * seas near them), where the ship's waterline changes most between crest and trough. The
 * reproductions of the annex searched from here break off at 4.2.3.2's first words, so its
 * sector could not be read: Passage takes the waves within 45° of the bow or the stern, the
 * circular's quartering sector of 4.2.1.
 */
export const PARAMETRIC_SECTOR_DEG = 45;

/** 4.2.1's speed above which surf-riding may occur, kn, for waves `offSternDeg` off the stern; Infinity outside the sector. */
export function surfRidingSpeedKn(lengthM: number, offSternDeg: number): number {
  if (offSternDeg >= SURF_RIDING_SECTOR_DEG) return Infinity;
  return (SURF_RIDING_SPEED_PER_ROOT_M * Math.sqrt(lengthM)) / Math.cos((offSternDeg * Math.PI) / 180);
}

const near = (period: number, resonant: number): boolean =>
  Number.isFinite(period) && Math.abs(period / resonant - 1) <= RESONANCE_TOLERANCE;

/** Each zone of annex 4.2, as a test on the encounter; the one home of each rule. */
export const ZONES: Readonly<Record<DangerKind, (e: Encounter) => boolean>> = {
  // 4.2.1 Surf-riding and broaching-to.
  'surf-riding': (e) => e.course.speedKn > surfRidingSpeedKn(e.hull.lengthM, 180 - e.offBowDeg),
  // 4.2.2 Successive high-wave attack: long, high waves, met at about twice their period.
  'successive-high-waves': (e) => {
    const ratio = e.encounterPeriodS / e.sea.wavePeriodS;
    return (
      e.waveLengthM > HIGH_WAVE_LENGTH_OVER_L * e.hull.lengthM &&
      e.sea.hsM > HIGH_WAVE_HS_OVER_L * e.hull.lengthM &&
      ratio >= HIGH_WAVE_TE_OVER_TW.min &&
      ratio <= HIGH_WAVE_TE_OVER_TW.max
    );
  },
  // 4.2.3.1 Synchronous rolling: TE near TR.
  'synchronous-rolling': (e) => near(e.encounterPeriodS, e.rollPeriodS),
  // 4.2.3.2 Parametric rolling: TE near TR/2, head or following seas.
  'parametric-rolling': (e) =>
    (e.offBowDeg <= PARAMETRIC_SECTOR_DEG || 180 - e.offBowDeg <= PARAMETRIC_SECTOR_DEG) &&
    near(e.encounterPeriodS, e.rollPeriodS / 2),
};

/** The zones in the annex's order (4.2.1, 4.2.2, 4.2.3.1, 4.2.3.2). */
export const DANGER_KINDS = Object.keys(ZONES) as DangerKind[];

/** The zones the ship is in: none when no sea is running (Hs 0). */
export function dangerKinds(e: Encounter): DangerKind[] {
  return e.sea.hsM > 0 ? DANGER_KINDS.filter((kind) => ZONES[kind](e)) : [];
}

/** Whether she is in any zone: dangerKinds(e) not empty, without listing them (the router asks it per member). */
export function inAnyZone(e: Encounter): boolean {
  return e.sea.hsM > 0 && DANGER_KINDS.some((kind) => ZONES[kind](e));
}
