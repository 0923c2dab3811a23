// Intensity scales: the category code (spec §2.12 `category`) and the stage word of a storm's
// full name, from its maximum sustained wind. One scale per basin family, as each agency uses:
//   saffir-simpson (AL, EP, NHC):   TD, TS, H1..H5         "Hurricane"
//   jma (WP, with JTWC's super typhoon): TD, TS, STS, TY, STY "Typhoon" / "Super Typhoon"
//   imd (IO):                        D, DD, CS, SCS, VSCS, ESCS, SuCS
//   australian (SI, AU, SP):         TD (tropical low), I..V "Tropical Cyclone"
// The winds are treated as one sustained wind whatever the agency's averaging period (1, 3 or
// 10 minutes): close enough for synthetic data, and one number keeps the units consistent.
import type { ScaleId } from './basins';

interface Stage {
  /** Lowest sustained wind of the stage, knots. */
  readonly fromKn: number;
  readonly code: string;
  readonly word: string;
}

const SCALES: Record<ScaleId, readonly Stage[]> = {
  'saffir-simpson': [
    { fromKn: 0, code: 'TD', word: 'Tropical Depression' },
    { fromKn: 34, code: 'TS', word: 'Tropical Storm' },
    { fromKn: 64, code: 'H1', word: 'Hurricane' },
    { fromKn: 83, code: 'H2', word: 'Hurricane' },
    { fromKn: 96, code: 'H3', word: 'Major Hurricane' },
    { fromKn: 113, code: 'H4', word: 'Major Hurricane' },
    { fromKn: 137, code: 'H5', word: 'Major Hurricane' },
  ],
  jma: [
    { fromKn: 0, code: 'TD', word: 'Tropical Depression' },
    { fromKn: 34, code: 'TS', word: 'Tropical Storm' },
    { fromKn: 48, code: 'STS', word: 'Severe Tropical Storm' },
    { fromKn: 64, code: 'TY', word: 'Typhoon' },
    { fromKn: 130, code: 'STY', word: 'Super Typhoon' },
  ],
  imd: [
    { fromKn: 0, code: 'D', word: 'Depression' },
    { fromKn: 28, code: 'DD', word: 'Deep Depression' },
    { fromKn: 34, code: 'CS', word: 'Cyclonic Storm' },
    { fromKn: 48, code: 'SCS', word: 'Severe Cyclonic Storm' },
    { fromKn: 64, code: 'VSCS', word: 'Very Severe Cyclonic Storm' },
    { fromKn: 90, code: 'ESCS', word: 'Extremely Severe Cyclonic Storm' },
    { fromKn: 120, code: 'SuCS', word: 'Super Cyclonic Storm' },
  ],
  australian: [
    { fromKn: 0, code: 'TD', word: 'Tropical Low' },
    { fromKn: 34, code: 'I', word: 'Tropical Cyclone' },
    { fromKn: 48, code: 'II', word: 'Tropical Cyclone' },
    { fromKn: 64, code: 'III', word: 'Severe Tropical Cyclone' },
    { fromKn: 86, code: 'IV', word: 'Severe Tropical Cyclone' },
    { fromKn: 108, code: 'V', word: 'Severe Tropical Cyclone' },
  ],
};

/** The stage of a storm with sustained wind `windKn` on `scale`. */
export function stageOf(scale: ScaleId, windKn: number): { code: string; word: string } {
  const stages = SCALES[scale];
  let stage = stages[0];
  for (const s of stages) if (windKn >= s.fromKn) stage = s;
  if (stage === undefined) throw new Error(`scale ${scale} has no stages`);
  return { code: stage.code, word: stage.word };
}

/** Every category code a scale can give, weakest first (for tests and legends). */
export function categoryCodes(scale: ScaleId): string[] {
  return SCALES[scale].map((s) => s.code);
}
