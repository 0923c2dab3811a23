// A vessel's operating limits as the navigator types them (wind kn, gust kn, Hs m, minimum
// visibility NM): read, checked field by field with the reason in words (shared/domain/
// vessel-limits-schema.ts's ranges and schema, from the quantity table), and said back. Pure,
// for the profile form.
import type { Vessel } from '../../../shared/domain/voyage';
import {
  DEFAULT_VESSEL_LIMITS,
  VESSEL_LIMIT_FIELDS,
  VESSEL_LIMIT_RANGES,
  isOptionalLimit,
  vesselLimitsSchema,
  type VesselLimitRange,
  type VesselLimits,
} from '../../../shared/domain/vessel-limits-schema';
import { QUANTITIES, QUANTITY_IDS, type QuantityUnit } from '../../../shared/domain/quantities';
import { beaufortFromKn } from '../../../shared/domain/units';

export type LimitField = keyof VesselLimits;

/** The form's text per field; an optional limit (visibility) may be absent or empty: no limit. */
export type LimitsText = { readonly [F in keyof VesselLimits]: string };

export type LimitsResult =
  | { readonly ok: true; readonly limits: VesselLimits }
  | { readonly ok: false; readonly problems: Readonly<Partial<Record<LimitField, string>>> };

const DEFAULTS = DEFAULT_VESSEL_LIMITS as Record<LimitField, number>;

/** Each field's range (shared, the same as the backend's and the CLI's) and the example it shows. */
export const LIMIT_RANGES = Object.fromEntries(
  VESSEL_LIMIT_FIELDS.map((f) => [f, { ...VESSEL_LIMIT_RANGES[f], example: DEFAULTS[f] }]),
) as Readonly<Record<LimitField, VesselLimitRange & { readonly example: number }>>;

/** The form's fields in the quantity table's order, with their labels. */
export const LIMIT_FORM_FIELDS: readonly { readonly field: LimitField; readonly label: string }[] = QUANTITY_IDS.map(
  (q) => ({ field: QUANTITIES[q].limit.field, label: QUANTITIES[q].limit.form }),
);

/** Limits as text for the form's fields ('' for a limit the vessel does not have). */
export function limitsText(limits: VesselLimits): Required<LimitsText> {
  const values = limits as Partial<Record<LimitField, number>>;
  return Object.fromEntries(
    VESSEL_LIMIT_FIELDS.map((f) => [f, values[f] === undefined ? '' : String(values[f])]),
  ) as Required<LimitsText>;
}

/** A number as typed: "34", "3.5", "3,5" (a decimal comma is common on the bridge); else NaN. */
export function readDecimal(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const UNIT_WORDS: Readonly<Record<QuantityUnit, string>> = { kn: 'knots', m: 'metres', NM: 'nautical miles' };

/**
 * Reads the fields; every field with a problem gets its own sentence. What is typed but not a
 * number is said here; ranges and "gust at least wind" are the shared schema's, in its words.
 * An optional limit left empty is no limit.
 */
export function parseLimits(text: LimitsText): LimitsResult {
  const typed = text as Partial<Record<LimitField, string>>;
  const values: Partial<Record<LimitField, number>> = {};
  const problems: Partial<Record<LimitField, string>> = {};
  for (const field of VESSEL_LIMIT_FIELDS) {
    const t = typed[field] ?? '';
    if (t.trim() === '' && isOptionalLimit(field)) continue;
    values[field] = readDecimal(t);
    const range = LIMIT_RANGES[field];
    if (Number.isNaN(values[field]))
      problems[field] = `${range.what} must be a number of ${UNIT_WORDS[range.unit]}, e.g. ${range.example}.`;
  }
  const parsed = vesselLimitsSchema.safeParse(values);
  if (parsed.success) return { ok: true, limits: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LimitField;
    problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}

/** "wind 34 kn (Bft 8), gust 45 kn, Hs 4 m", and ", visibility at least 1 NM" when it has one. */
export function describeLimits(limits: VesselLimits): string {
  const visibility = limits.visibilityNm === undefined ? '' : `, visibility at least ${limits.visibilityNm} NM`;
  return `wind ${limits.windKn} kn (Bft ${beaufortFromKn(limits.windKn)}), gust ${limits.gustKn} kn, Hs ${limits.hsM} m${visibility}`;
}

/** The limits a forecast is judged against, and where they come from. */
export interface ForecastLimits {
  readonly limits: VesselLimits;
  /** True when no vessel is chosen and the defaults apply. */
  readonly isDefault: boolean;
  /** "Limits of NORDIC STAR" or "Default limits (no vessel chosen)". */
  readonly label: string;
}

export function forecastLimits(vessel: Vessel | undefined): ForecastLimits {
  if (vessel === undefined)
    return { limits: DEFAULT_VESSEL_LIMITS, isDefault: true, label: 'Default limits (no vessel chosen)' };
  return { limits: vessel.limits, isDefault: false, label: `Limits of ${vessel.name}` };
}
