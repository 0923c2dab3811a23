// The navigator's storm warning distances: read from what they type (whole or decimal NM, within
// reason), and kept in this window's storage so they survive a reload. Defaults are
// shared/forecast's 300 / 200 / 150 NM.
import { z } from 'zod';
import { DEFAULT_WARNING_DISTANCES_NM, type WarningDistancesNm } from '../../../shared/forecast/storm-track';

/** Beyond this a "warning" covers half an ocean and means nothing, NM. */
export const MAX_WARNING_DISTANCE_NM = 1500;
const STORAGE_KEY = 'passage.stormWarningDistancesNm';

const distanceSchema = z.number().finite().positive().max(MAX_WARNING_DISTANCE_NM);
const storedSchema = z.object({ hurricane: distanceSchema, tropicalStorm: distanceSchema, depression: distanceSchema });

export type DistanceResult =
  { readonly ok: true; readonly valueNm: number } | { readonly ok: false; readonly message: string };

/** A typed distance: `250`, `250 NM`, `187.5`. */
export function parseWarningDistance(text: string): DistanceResult {
  const trimmed = text.trim().replace(/\s*nm$/i, '');
  if (trimmed === '') return { ok: false, message: 'Enter a distance in nautical miles, e.g. 300.' };
  const value = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(value))
    return { ok: false, message: `"${text.trim()}" is not a number of nautical miles, e.g. 300.` };
  if (value <= 0) return { ok: false, message: 'The distance must be more than 0 NM.' };
  if (value > MAX_WARNING_DISTANCE_NM) return { ok: false, message: `At most ${MAX_WARNING_DISTANCE_NM} NM.` };
  return { ok: true, valueNm: value };
}

/** The subset of Web Storage used here, so tests can pass a map. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored distances, or the defaults when none are stored or what is stored is unreadable. */
export function loadWarningDistances(storage: KeyValueStore | null): WarningDistancesNm {
  try {
    const text = storage?.getItem(STORAGE_KEY);
    if (!text) return DEFAULT_WARNING_DISTANCES_NM;
    const parsed = storedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_WARNING_DISTANCES_NM;
  } catch {
    return DEFAULT_WARNING_DISTANCES_NM;
  }
}

/** Keeps the distances; the defaults are stored as nothing, so a later change of defaults applies. */
export function saveWarningDistances(storage: KeyValueStore | null, distances: WarningDistancesNm): void {
  try {
    const isDefault = (Object.keys(DEFAULT_WARNING_DISTANCES_NM) as (keyof WarningDistancesNm)[]).every(
      (k) => distances[k] === DEFAULT_WARNING_DISTANCES_NM[k],
    );
    if (isDefault) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify(distances));
  } catch {
    // Storage may be off or full: the distances then last for this window only.
  }
}
