// A vessel's hull as the navigator types it in the profile form (L, B, draught, GM in metres):
// read, checked field by field with the reason in words (shared/domain/vessel-hull-schema.ts's
// ranges and schema), and said back with what was assumed. Pure; the form and the profile list
// load it with the vessel panel, not at start-up.
import {
  HULL_FIELDS,
  HULL_NAMES,
  HULL_RANGES,
  vesselHullSchema,
  type HullField,
  type VesselHull,
} from '../../../shared/domain/vessel-hull-schema';
import { readDecimal } from './limits';

export type HullText = Readonly<Record<HullField, string>>;

export type HullResult =
  | { readonly ok: true; readonly hull: VesselHull | undefined }
  | { readonly ok: false; readonly problems: Readonly<Partial<Record<HullField, string>>> };

export const EMPTY_HULL_TEXT: HullText = { lengthM: '', beamM: '', draughtM: '', gmM: '' };

/** The hull as text for the form's fields; empty fields without one. */
export function hullText(hull: VesselHull | undefined): HullText {
  if (hull === undefined) return EMPTY_HULL_TEXT;
  return {
    lengthM: String(hull.lengthM),
    beamM: String(hull.beamM),
    draughtM: String(hull.draughtM),
    gmM: String(hull.gmM),
  };
}

/**
 * Reads the four fields: all empty is no hull (the seakeeping then takes a typical ship's and
 * says so); otherwise every field is needed. A field still as `before` had it keeps its
 * "assumed" mark; one the navigator typed is the navigator's own.
 */
export function parseHull(text: HullText, before: VesselHull | undefined): HullResult {
  if (HULL_FIELDS.every((f) => text[f].trim() === '')) return { ok: true, hull: undefined };
  const problems: Partial<Record<HullField, string>> = {};
  const values = {} as Record<HullField, number>;
  for (const field of HULL_FIELDS) {
    const r = HULL_RANGES[field];
    values[field] = readDecimal(text[field]);
    if (text[field].trim() === '')
      problems[field] = `${r.what} is needed with the rest of the hull (or clear all four).`;
    else if (Number.isNaN(values[field])) problems[field] = `${r.what} must be a number of metres, e.g. ${r.min * 10}.`;
  }
  const assumed = HULL_FIELDS.filter(
    (f) => before !== undefined && before.assumed.includes(f) && values[f] === before[f],
  );
  const parsed = vesselHullSchema.safeParse({ ...values, assumed });
  if (parsed.success && Object.keys(problems).length === 0) return { ok: true, hull: parsed.data };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as HullField;
    problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}

/** "L 229 m, B 32.3 m, draught 14.2 m, GM 3.1 m (GM assumed)"; a typical ship's when none is given. */
export function describeHull(hull: VesselHull | undefined): string {
  if (hull === undefined) return 'hull not given (a typical ship’s is assumed for the sea-state dangers)';
  const parts = HULL_FIELDS.map((f) => `${HULL_NAMES[f]} ${hull[f]} m`).join(', ');
  const assumed = hull.assumed.map((f) => HULL_NAMES[f]);
  return assumed.length === 0 ? parts : `${parts} (${assumed.join(', ')} assumed)`;
}
