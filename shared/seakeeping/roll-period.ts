// The ship's natural roll period from her main dimensions and GM, by the IS Code's formula, for
// comparing with the period at which she meets the waves (MSC.1/Circ.1228 annex 4.2.3).

/**
 * The IS Code's roll-period coefficient C (2008 IS Code, MSC.267(85), part A 2.3.4, the
 * weather criterion's rolling period):
 *
 *   C = 0.373 + 0.023·(B/d) − 0.043·(L_wl/100)
 *
 * B moulded breadth, m; d mean moulded draught, m; L_wl length on the waterline, m.
 */
export function isCodeRollCoefficient(beamM: number, draughtM: number, waterlineLengthM: number): number {
  return 0.373 + 0.023 * (beamM / draughtM) - 0.043 * (waterlineLengthM / 100);
}

/**
 * Natural roll period, s: T_R = 2·C·B/√GM (IS Code part A 2.3.4), GM the metacentric height
 * corrected for free surfaces, m. The coefficient folds the radius of gyration in roll
 * (about 0.35–0.45·B) into C; a stability booklet's or a measured roll period is better where
 * the master has one.
 */
export function rollPeriodS(beamM: number, draughtM: number, waterlineLengthM: number, gmM: number): number {
  return (2 * isCodeRollCoefficient(beamM, draughtM, waterlineLengthM) * beamM) / Math.sqrt(gmM);
}

/**
 * Breadth over draught assumed when the draught is not given: 2.5, a loaded merchant ship's
 * (the typical hulls of shared/routing/hull.ts: bulk carrier 32.26/12.8 = 2.52, tanker 2.48,
 * general cargo 2.47). C moves by 0.023 per unit of B/d: for that bulk carrier in ballast at
 * B/d = 4 the roll period is about 10 % longer than this assumes.
 */
export const DEFAULT_BEAM_TO_DRAUGHT = 2.5;
