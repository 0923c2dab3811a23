// A vessel's operating limits as the navigator types them (wind kn, gust kn, Hs m): read,
// checked field by field with the reason in words, and said back. Pure, for the profile form.
import { DEFAULT_VESSEL_LIMITS, type Vessel, type VesselLimits } from '../../../shared/domain/voyage';
import { beaufortFromKn } from '../../../shared/domain/units';

export type LimitField = keyof VesselLimits;

export type LimitsText = Readonly<Record<LimitField, string>>;

export type LimitsResult =
  | { readonly ok: true; readonly limits: VesselLimits }
  | { readonly ok: false; readonly problems: Readonly<Partial<Record<LimitField, string>>> };

/**
 * Plausible ranges: above any limit a ship would set (hurricane force is 64 kn; Hs beyond 20 m
 * is rarer than a once-a-century wave), so a typo such as 340 is caught, not stored.
 */
export const LIMIT_RANGES: Readonly<
  Record<LimitField, { readonly max: number; readonly unit: string; readonly what: string; readonly example: number }>
> = {
  windKn: { max: 100, unit: 'kn', what: 'The wind limit', example: DEFAULT_VESSEL_LIMITS.windKn },
  gustKn: { max: 150, unit: 'kn', what: 'The gust limit', example: DEFAULT_VESSEL_LIMITS.gustKn },
  hsM: { max: 20, unit: 'm', what: 'The wave height limit (Hs)', example: DEFAULT_VESSEL_LIMITS.hsM },
};

/** Limits as text for the form's fields. */
export function limitsText(limits: VesselLimits): LimitsText {
  return { windKn: String(limits.windKn), gustKn: String(limits.gustKn), hsM: String(limits.hsM) };
}

/** A number as typed: "34", "3.5", "3,5" (a decimal comma is common on the bridge); else NaN. */
function readNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function fieldProblem(field: LimitField, value: number): string | null {
  const range = LIMIT_RANGES[field];
  if (Number.isNaN(value))
    return `${range.what} must be a number of ${range.unit === 'kn' ? 'knots' : 'metres'}, e.g. ${range.example}.`;
  if (value <= 0) return `${range.what} must be above 0 ${range.unit}.`;
  if (value > range.max)
    return `${range.what} of ${value} ${range.unit} is above ${range.max} ${range.unit}; check the number.`;
  return null;
}

/** Reads the three fields; every field with a problem gets its own sentence. */
export function parseLimits(text: LimitsText): LimitsResult {
  const values = { windKn: readNumber(text.windKn), gustKn: readNumber(text.gustKn), hsM: readNumber(text.hsM) };
  const problems: Partial<Record<LimitField, string>> = {};
  for (const field of ['windKn', 'gustKn', 'hsM'] as const) {
    const problem = fieldProblem(field, values[field]);
    if (problem !== null) problems[field] = problem;
  }
  // Gusts are peaks above the mean wind: a gust limit below the wind limit can never bind.
  if (problems.windKn === undefined && problems.gustKn === undefined && values.gustKn < values.windKn) {
    problems.gustKn = `The gust limit (${values.gustKn} kn) must be at least the wind limit (${values.windKn} kn): gusts are peaks above the mean wind.`;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, limits: values };
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
