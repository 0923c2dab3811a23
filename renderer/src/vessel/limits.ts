// A vessel's operating limits as the navigator types them (wind kn, gust kn, Hs m): read,
// checked field by field with the reason in words (shared/domain/vessel-limits-schema.ts's
// ranges and schema), and said back. Pure, for the profile form.
import type { Vessel } from '../../../shared/domain/voyage';
import {
  DEFAULT_VESSEL_LIMITS,
  VESSEL_LIMIT_FIELDS,
  VESSEL_LIMIT_RANGES,
  vesselLimitsSchema,
  type VesselLimitRange,
  type VesselLimits,
} from '../../../shared/domain/vessel-limits-schema';
import { beaufortFromKn } from '../../../shared/domain/units';

export type LimitField = keyof VesselLimits;

export type LimitsText = Readonly<Record<LimitField, string>>;

export type LimitsResult =
  | { readonly ok: true; readonly limits: VesselLimits }
  | { readonly ok: false; readonly problems: Readonly<Partial<Record<LimitField, string>>> };

/** Each field's range (shared, the same as the backend's and the CLI's) and the example it shows. */
export const LIMIT_RANGES: Readonly<Record<LimitField, VesselLimitRange & { readonly example: number }>> = {
  windKn: { ...VESSEL_LIMIT_RANGES.windKn, example: DEFAULT_VESSEL_LIMITS.windKn },
  gustKn: { ...VESSEL_LIMIT_RANGES.gustKn, example: DEFAULT_VESSEL_LIMITS.gustKn },
  hsM: { ...VESSEL_LIMIT_RANGES.hsM, example: DEFAULT_VESSEL_LIMITS.hsM },
};

/** Limits as text for the form's fields. */
export function limitsText(limits: VesselLimits): LimitsText {
  return { windKn: String(limits.windKn), gustKn: String(limits.gustKn), hsM: String(limits.hsM) };
}

/** A number as typed: "34", "3.5", "3,5" (a decimal comma is common on the bridge); else NaN. */
export function readDecimal(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Reads the three fields; every field with a problem gets its own sentence. What is typed but not
 * a number is said here; ranges and "gust at least wind" are the shared schema's, in its words.
 */
export function parseLimits(text: LimitsText): LimitsResult {
  const values = { windKn: readDecimal(text.windKn), gustKn: readDecimal(text.gustKn), hsM: readDecimal(text.hsM) };
  const problems: Partial<Record<LimitField, string>> = {};
  for (const field of VESSEL_LIMIT_FIELDS) {
    const range = LIMIT_RANGES[field];
    if (Number.isNaN(values[field]))
      problems[field] =
        `${range.what} must be a number of ${range.unit === 'kn' ? 'knots' : 'metres'}, e.g. ${range.example}.`;
  }
  const parsed = vesselLimitsSchema.safeParse(values);
  if (parsed.success) return { ok: true, limits: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LimitField;
    problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}

/** "wind 34 kn (Bft 8), gust 45 kn, Hs 4 m". */
export function describeLimits(limits: VesselLimits): string {
  return `wind ${limits.windKn} kn (Bft ${beaufortFromKn(limits.windKn)}), gust ${limits.gustKn} kn, Hs ${limits.hsM} m`;
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
