// The vessel's operating limits (mean wind kn, gust kn, Hs m, minimum visibility NM, checked
// against the forecast): their schema, default and words, derived from the quantity table
// (quantities.ts, where each range is given with its reason). The IPC contract, the store, the
// CLI's --limits and the renderer's profile form all read them here, so the app and the command
// line accept the same limits and refuse the rest in the same words.
import { z } from 'zod';
import { QUANTITIES, QUANTITY_IDS, type QuantityUnit, type VesselLimitField } from './quantities';

export type { VesselLimitField } from './quantities';

export interface VesselLimitRange {
  // Inclusive bounds, in `unit`.
  readonly min: number;
  readonly max: number;
  readonly unit: QuantityUnit;
  // The field as a navigator names it, at the start of a sentence.
  readonly what: string;
}

// Passage once had two sets (the app 100/150/20, the CLI 200/250/30); these are the app's, which
// the renderer has always enforced, so no profile saved through the app becomes invalid.
export const VESSEL_LIMIT_RANGES = Object.fromEntries(
  QUANTITY_IDS.map((q) => {
    const { limit, unit } = QUANTITIES[q];
    return [limit.field, { min: limit.min, max: limit.max, unit, what: limit.what }];
  }),
) as Readonly<Record<VesselLimitField, VesselLimitRange>>;

/** The limit fields in the quantity table's order: windKn, gustKn, hsM, visibilityNm. */
export const VESSEL_LIMIT_FIELDS: readonly VesselLimitField[] = QUANTITY_IDS.map((q) => QUANTITIES[q].limit.field);

const LIMIT_OF_FIELD = Object.fromEntries(QUANTITY_IDS.map((q) => [QUANTITIES[q].limit.field, QUANTITIES[q].limit]));

/** A limit a vessel may lack (one Passage did not always have): see QuantityLimit.optional. */
export function isOptionalLimit(field: VesselLimitField): boolean {
  return LIMIT_OF_FIELD[field]?.optional === true;
}

/**
 * The limits a check judged: every limit a vessel always has, and the optional ones (visibility)
 * only where `optionalJudged` (the vessel has the limit and the forecast the values). What a
 * sweep or a route stores and says it judged against, never a default it did not apply.
 */
export function judgedLimits(limits: VesselLimits, optionalJudged: boolean): StoredVesselLimits {
  const judged = VESSEL_LIMIT_FIELDS.filter((field) => optionalJudged || !isOptionalLimit(field));
  const given = judged.flatMap((field) => (limits[field] === undefined ? [] : [[field, limits[field]] as const]));
  return storedVesselLimitsSchema.parse(Object.fromEntries(given));
}

// "The wind limit must be 1 to 100 kn, got 340 kn." (without `value`, no "got").
export function limitRangeWords(field: VesselLimitField, value?: number): string {
  const r = VESSEL_LIMIT_RANGES[field];
  const got = value === undefined ? '' : `, got ${value} ${r.unit}`;
  return `${r.what} must be ${r.min} to ${r.max} ${r.unit}${got}.`;
}

// "wind 1 to 100 kn, gust 1 to 150 kn, Hs 0.1 to 20 m, ...": the ranges in one line, for help texts.
export function limitRangesText(): string {
  return QUANTITY_IDS.map((q) => {
    const { limit, unit } = QUANTITIES[q];
    return `${limit.name} ${limit.min} to ${limit.max} ${unit}`;
  }).join(', ');
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

type Table = typeof QUANTITIES;
type LimitOf<Q extends keyof Table> = Table[Q]['limit'];
// One zod field per quantity, optional where the quantity's limit is.
type LimitShape<Field extends z.ZodTypeAny> = {
  [Q in keyof Table as LimitOf<Q>['field']]: LimitOf<Q>['optional'] extends true ? z.ZodOptional<Field> : Field;
};

function shapeOf<Field extends z.ZodTypeAny>(field: (name: VesselLimitField) => Field): LimitShape<Field> {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const q of QUANTITY_IDS) {
    const { limit } = QUANTITIES[q];
    shape[limit.field] = limit.optional ? field(limit.field).optional() : field(limit.field);
  }
  return shape as LimitShape<Field>;
}

// The vessel's limits wherever they are given (IPC inputs, CLI options, the profile form): each
// in its range, and the gust limit at least the wind limit (said on gustKn, once both are in range).
// Units in the names: windKn and gustKn knots, hsM metres, visibilityNm nautical miles (a minimum).
export const vesselLimitsSchema = z
  .object(shapeOf(limitField))
  .refine((v) => !inLimitRange('windKn', v.windKn) || !inLimitRange('gustKn', v.gustKn) || v.gustKn >= v.windKn, {
    path: ['gustKn'],
    error: (issue) => gustBelowWindWords(issue.input as { windKn: number; gustKn: number }),
  });
export type VesselLimits = z.infer<typeof vesselLimitsSchema>;

// Limits as an earlier Passage may have saved them (any positive numbers, before the ranges; no
// visibility before it was a limit): stored profiles and voyages, and answers made from them, are
// read with this so none is lost; saving them again applies vesselLimitsSchema.
export const storedVesselLimitsSchema = z.object(shapeOf(() => z.number().positive()));
export type StoredVesselLimits = z.infer<typeof storedVesselLimitsSchema>;

// Limits a navigator recognises as a sensible start for a merchant ship (gale force 8, 4 m, 1 NM).
// Built from the quantity table and parsed by the limits' own schema (ranges, gust at least wind),
// so a default out of its range fails at start rather than being typed into place. It holds every
// limit; code handed it reads it like any vessel's limits, where an optional one may be missing.
export const DEFAULT_VESSEL_LIMITS: VesselLimits = vesselLimitsSchema.parse(
  Object.fromEntries(QUANTITY_IDS.map((q) => [QUANTITIES[q].limit.field, QUANTITIES[q].limit.default])),
);

/**
 * The limits a voyage is judged on: its vessel's, else the defaults, the 1 NM visibility among
 * them. One rule for every screen and every request made for the voyage (forecast, point
 * forecast, departure sweep, router, report), so that none judges a limit another leaves out.
 * Without a voyage (a point picked before one is saved) the defaults too.
 */
export function limitsOfVoyage(
  voyage: { readonly vessel?: { readonly limits: VesselLimits } | undefined } | undefined,
): VesselLimits {
  return voyage?.vessel?.limits ?? DEFAULT_VESSEL_LIMITS;
}

/** The defaults without the optional limits: what the CLI judges when given no vessel or limits. */
export const REQUIRED_DEFAULT_LIMITS: VesselLimits = vesselLimitsSchema.parse(
  judgedLimits(DEFAULT_VESSEL_LIMITS, false),
);
