// The vessel's hull as the sea-state dangers need it (IMO MSC.1/Circ.1228: length L against the
// waves; the roll period from beam, draught and GM by the IS Code): the one home of the hull's
// ranges, schema and words. The profile, the IPC contract, the CLI's --length-m, --beam-m,
// --draught-m and --gm-m and shared/seakeeping read them here.
import { z } from 'zod';

export type HullField = 'lengthM' | 'beamM' | 'draughtM' | 'gmM';
export const HULL_FIELDS = ['lengthM', 'beamM', 'draughtM', 'gmM'] as const satisfies readonly HullField[];

export interface HullRange {
  readonly min: number;
  readonly max: number;
  // The field as a navigator names it, at the start of a sentence.
  readonly what: string;
}

// L of 5-500 m: a launch to the largest ships afloat (about 400 m). Beam to 80 m, draught 0.5 to
// 30 m likewise. GM 0.05 to 20 m: below 0.05 m a ship is all but unstable and no roll period
// means anything; 20 m is a pontoon's, not a ship's.
export const HULL_RANGES: Readonly<Record<HullField, HullRange>> = {
  lengthM: { min: 5, max: 500, what: 'The length (L)' },
  beamM: { min: 1, max: 80, what: 'The beam (B)' },
  draughtM: { min: 0.5, max: 30, what: 'The draught' },
  gmM: { min: 0.05, max: 20, what: 'GM' },
};

// "The beam (B) must be 1 to 80 m, got 120 m."
export function hullRangeWords(field: HullField, value?: number): string {
  const r = HULL_RANGES[field];
  return `${r.what} must be ${r.min} to ${r.max} m${value === undefined ? '' : `, got ${value} m`}.`;
}

// The hull's fields as a navigator names them in a sentence: "L 229 m, B 32.3 m (B assumed)".
export const HULL_NAMES: Readonly<Record<HullField, string>> = {
  lengthM: 'L',
  beamM: 'B',
  draughtM: 'draught',
  gmM: 'GM',
};

// How a refusal of the hull is said. The profile's words are whole sentences with the value; the
// app contract's are a reason after the field's path (shared/ipc/methods/seakeeping.ts).
export interface HullWords {
  // A field out of its range.
  readonly range: (field: HullField, value: number) => string;
  // The beam or the draught not less than the length.
  readonly notShorter: (field: 'beamM' | 'draughtM', value: number, lengthM: number) => string;
}

const PROFILE_WORDS: HullWords = {
  range: hullRangeWords,
  notShorter: (field, value, lengthM) =>
    `${field === 'beamM' ? 'The beam' : 'The draught'} (${value} m) must be less than the length (${lengthM} m).`,
};

function hullField(field: HullField, words: HullWords) {
  const r = HULL_RANGES[field];
  const error = { error: (issue: { input: unknown }) => words.range(field, Number(issue.input)) };
  return z.number().min(r.min, error).max(r.max, error);
}

// The hull's four fields, each in its range: the one base of every hull schema.
export function hullShape(words: HullWords = PROFILE_WORDS) {
  return {
    // Length between perpendiculars, m: the circular's L.
    lengthM: hullField('lengthM', words),
    // Moulded breadth, m.
    beamM: hullField('beamM', words),
    // Mean draught, m.
    draughtM: hullField('draughtM', words),
    // Metacentric height corrected for free surfaces, m, in the loading condition sailed.
    gmM: hullField('gmM', words),
  };
}

const inRange = (field: HullField, value: unknown): value is number =>
  typeof value === 'number' && value >= HULL_RANGES[field].min && value <= HULL_RANGES[field].max;

export interface HullDimensions {
  readonly lengthM: number;
  readonly beamM: number;
  readonly draughtM?: number | undefined;
}

// The one rule between the fields: beam and draught (when given) less than the length. The
// fields that break it, judged once both are in range (a field out of range is said on its own).
export function notShorterThanLength(hull: HullDimensions): ('beamM' | 'draughtM')[] {
  return (['beamM', 'draughtM'] as const).filter((field) => {
    const value = hull[field];
    return inRange('lengthM', hull.lengthM) && inRange(field, value) && value >= hull.lengthM;
  });
}

// The refinement of every hull schema: the rule, said on the beam or the draught.
export function shorterThanLength(words: HullWords = PROFILE_WORDS) {
  return (hull: HullDimensions, ctx: z.RefinementCtx): void => {
    for (const field of notShorterThanLength(hull))
      ctx.addIssue({ code: 'custom', path: [field], message: words.notShorter(field, hull[field]!, hull.lengthM) });
  };
}

// A hull wherever it is given: each field in its range, beam and draught less than the length.
export const vesselHullSchema = z
  .object({
    ...hullShape(),
    // The fields Passage assumed from the vessel's type and size rather than the navigator's own
    // figures (shared/seakeeping/vessel-hull.ts), said wherever the hull is.
    assumed: z.array(z.enum(HULL_FIELDS)).max(HULL_FIELDS.length),
  })
  .superRefine(shorterThanLength());
export type VesselHull = z.infer<typeof vesselHullSchema>;
