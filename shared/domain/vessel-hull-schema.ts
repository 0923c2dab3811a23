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

function hullField(field: HullField) {
  const r = HULL_RANGES[field];
  const words = { error: (issue: { input: unknown }) => hullRangeWords(field, Number(issue.input)) };
  return z.number().min(r.min, words).max(r.max, words);
}

const inRange = (field: HullField, value: number): boolean =>
  value >= HULL_RANGES[field].min && value <= HULL_RANGES[field].max;

// Said once both are in range (a length out of range is said on its own).
const shorterThanLength = (field: 'beamM' | 'draughtM', v: Record<HullField, number>) =>
  !inRange('lengthM', v.lengthM) || !inRange(field, v[field]) || v[field] < v.lengthM;

// A hull wherever it is given: each field in its range, beam and draught less than the length
// (said on the beam or the draught, once both are in range).
export const vesselHullSchema = z
  .object({
    // Length between perpendiculars, m: the circular's L.
    lengthM: hullField('lengthM'),
    // Moulded breadth, m.
    beamM: hullField('beamM'),
    // Mean draught, m.
    draughtM: hullField('draughtM'),
    // Metacentric height corrected for free surfaces, m, in the loading condition sailed.
    gmM: hullField('gmM'),
    // The fields Passage assumed from the vessel's type and size rather than the navigator's own
    // figures (shared/domain/vessel-hull.ts), said wherever the hull is.
    assumed: z.array(z.enum(HULL_FIELDS)).max(HULL_FIELDS.length),
  })
  .refine((v) => shorterThanLength('beamM', v), {
    path: ['beamM'],
    error: (issue) => {
      const v = issue.input as Record<HullField, number>;
      return `The beam (${v.beamM} m) must be less than the length (${v.lengthM} m).`;
    },
  })
  .refine((v) => shorterThanLength('draughtM', v), {
    path: ['draughtM'],
    error: (issue) => {
      const v = issue.input as Record<HullField, number>;
      return `The draught (${v.draughtM} m) must be less than the length (${v.lengthM} m).`;
    },
  });
export type VesselHull = z.infer<typeof vesselHullSchema>;
