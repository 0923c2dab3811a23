// The vessel's operating limits (mean wind kn, gust kn, Hs m, checked against the forecast): the
// one home of their ranges, default, schema and words. The IPC contract, the store, the CLI's
// --limits and the renderer's profile form all read them here, so the app and the command line
// accept the same limits and refuse the rest in the same words.
import { z } from 'zod';

export type VesselLimitField = 'windKn' | 'gustKn' | 'hsM';

export interface VesselLimitRange {
  // Inclusive bounds, in `unit`.
  readonly min: number;
  readonly max: number;
  readonly unit: 'kn' | 'm';
  // The field as a navigator names it, at the start of a sentence.
  readonly what: string;
}

// What a limit may be. A limit is a value the forecast is compared with, so a limit no forecast
// can reach never binds and is a typo (340 for 34), not a setting:
//  - Wind 1..100 kn. Below 1 kn is calm (Beaufort 0): no limit. Hurricane force (Beaufort 12) starts
//    at 64 kn; the global models Passage reads (about 25 km grids) seldom give a mean wind above
//    100 kn even in a tropical cyclone, and no ship plans to sail in one.
//  - Gust 1..150 kn: gust factors at sea are about 1.2-1.4 (WMO/TD-No. 1555, Guidelines for
//    converting between various wind averaging periods in tropical cyclone conditions), so 150 kn
//    leaves room above the highest wind limit's gust.
//  - Hs 0.1..20 m: the highest significant wave height measured is 19 m (WMO, North Atlantic buoy,
//    4 February 2013); a sea of 0.1 m is flat calm for any vessel.
// Passage once had two sets (the app 100/150/20, the CLI 200/250/30); these are the app's, which
// the renderer has always enforced, so no profile saved through the app becomes invalid.
export const VESSEL_LIMIT_RANGES: Readonly<Record<VesselLimitField, VesselLimitRange>> = {
  windKn: { min: 1, max: 100, unit: 'kn', what: 'The wind limit' },
  gustKn: { min: 1, max: 150, unit: 'kn', what: 'The gust limit' },
  hsM: { min: 0.1, max: 20, unit: 'm', what: 'The wave height limit (Hs)' },
};

export const VESSEL_LIMIT_FIELDS: readonly VesselLimitField[] = ['windKn', 'gustKn', 'hsM'];

// "The wind limit must be 1 to 100 kn, got 340 kn." (without `value`, no "got").
export function limitRangeWords(field: VesselLimitField, value?: number): string {
  const r = VESSEL_LIMIT_RANGES[field];
  const got = value === undefined ? '' : `, got ${value} ${r.unit}`;
  return `${r.what} must be ${r.min} to ${r.max} ${r.unit}${got}.`;
}

// "wind 1 to 100 kn, gust 1 to 150 kn, Hs 0.1 to 20 m": the ranges in one line, for help texts.
export function limitRangesText(): string {
  const r = VESSEL_LIMIT_RANGES;
  const one = (name: string, x: VesselLimitRange) => `${name} ${x.min} to ${x.max} ${x.unit}`;
  return `${one('wind', r.windKn)}, ${one('gust', r.gustKn)}, ${one('Hs', r.hsM)}`;
}

// Gusts are peaks above the mean wind: a gust limit below the wind limit could never bind.
export function gustBelowWindWords(limits: { readonly windKn: number; readonly gustKn: number }): string {
  return `The gust limit (${limits.gustKn} kn) must be at least the wind limit (${limits.windKn} kn): gusts are peaks above the mean wind.`;
}

export function inLimitRange(field: VesselLimitField, value: number): boolean {
  const r = VESSEL_LIMIT_RANGES[field];
  return value >= r.min && value <= r.max;
}

function limitField(field: VesselLimitField) {
  const r = VESSEL_LIMIT_RANGES[field];
  const words = { error: (issue: { input: unknown }) => limitRangeWords(field, Number(issue.input)) };
  return z.number().min(r.min, words).max(r.max, words);
}

// The vessel's limits wherever they are given (IPC inputs, CLI options, the profile form): each
// in its range, and the gust limit at least the wind limit (said on gustKn, once both are in range).
export const vesselLimitsSchema = z
  .object({
    // Mean wind speed limit, knots.
    windKn: limitField('windKn'),
    // Gust limit, knots.
    gustKn: limitField('gustKn'),
    // Significant wave height limit, metres.
    hsM: limitField('hsM'),
  })
  .refine((v) => !inLimitRange('windKn', v.windKn) || !inLimitRange('gustKn', v.gustKn) || v.gustKn >= v.windKn, {
    path: ['gustKn'],
    error: (issue) => gustBelowWindWords(issue.input as { windKn: number; gustKn: number }),
  });
export type VesselLimits = z.infer<typeof vesselLimitsSchema>;

// Limits as an earlier Passage may have saved them (any positive numbers, before the ranges):
// stored profiles and voyages, and answers made from them, are read with this so none is lost;
// saving them again applies vesselLimitsSchema.
export const storedVesselLimitsSchema = z.object({
  windKn: z.number().positive(),
  gustKn: z.number().positive(),
  hsM: z.number().positive(),
});

// Limits a navigator recognises as a sensible start for a merchant ship (gale force 8, 4 m).
export const DEFAULT_VESSEL_LIMITS: VesselLimits = { windKn: 34, gustKn: 45, hsM: 4 };
