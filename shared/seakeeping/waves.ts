// The sea as the ship meets it: deep-water wave length and speed from the wave period, the
// angle of encounter, and the period at which the ship meets the crests (IMO MSC.1/Circ.1228).
import { knToMs } from '../domain/units';

/** Standard gravity, m/s² (the exact conventional value; the circular's 1.56 is g/2π rounded). */
const G_MS2 = 9.80665;

/**
 * Deep-water wave length, m, from the wave period TW, s: λ = g·TW²/(2π) ≈ 1.56·TW², as in
 * MSC.1/Circ.1228 annex 1.4 (λ = 1.56·TW², TW = 0.8·√λ). Linear (Airy) theory; in water
 * shallower than half the wave length the waves are shorter than this.
 */
export function waveLengthM(wavePeriodS: number): number {
  return (G_MS2 * wavePeriodS * wavePeriodS) / (2 * Math.PI);
}

/** Deep-water phase speed of the crests, m/s: c = λ/TW = g·TW/(2π) (the circular's C ≈ 3·TW kn). */
export function waveCelerityMs(wavePeriodS: number): number {
  return (G_MS2 * wavePeriodS) / (2 * Math.PI);
}

/**
 * The circular's angle of encounter α, degrees in [0, 360): 0 when the waves come from dead
 * ahead (head seas), 90 when they come from starboard, 180 from dead astern (the annex's table
 * of symbols under figure 1). `waveFromDeg` is where the waves come FROM, degrees true, as a
 * forecast gives the mean wave direction; `headingDeg` the ship's heading, degrees true.
 */
export function encounterAngleDeg(headingDeg: number, waveFromDeg: number): number {
  const a = (waveFromDeg - headingDeg) % 360;
  return a < 0 ? a + 360 : a;
}

/** How far the waves come from the bow, degrees in [0, 180]: 0 head seas, 180 following seas. */
export function offBowDeg(encounterDeg: number): number {
  return encounterDeg <= 180 ? encounterDeg : 360 - encounterDeg;
}

/**
 * The encounter period TE, s: the time between two crests passing the ship (annex 1.6 and the
 * diagram of figure 1, which draws this relation). The crests run at c along their direction
 * of travel; the ship, heading into them by α, closes them at V·cos α, so they pass it at
 * c + V·cos α and
 *
 *   TE = λ / |c + V·cos α| = TW / |1 + V·cos α / c|.
 *
 * In following and quartering seas cos α < 0: a ship slower than the waves' run along her
 * course is overtaken by them (c + V·cos α > 0, TE longer than TW); a faster one overtakes the
 * waves (c + V·cos α < 0) and meets the backs of the crests, at the period the absolute value
 * gives. When she keeps pace with them (c + V·cos α = 0) no crest passes: TE is Infinity.
 */
export function encounterPeriodS(wavePeriodS: number, speedKn: number, encounterDeg: number): number {
  const closingMs = waveCelerityMs(wavePeriodS) + knToMs(speedKn) * Math.cos((encounterDeg * Math.PI) / 180);
  return Math.abs(waveLengthM(wavePeriodS) / closingMs);
}
