// A storm's track as a function of time (its history and forecast fixes, linear in time between
// them) and the warning class of its category code, for the closest-approach warnings.
import type { Storm } from '../api/resources/storms';
import { lonDiffDeg, normalizeLonDeg } from '../geodesy/angles';

/** The three warning classes of commercial routing services; 'unknown' for a code not listed. */
export type StormClass = 'hurricane' | 'tropicalStorm' | 'depression' | 'unknown';

export interface WarningDistancesNm {
  readonly hurricane: number;
  readonly tropicalStorm: number;
  readonly depression: number;
}

/** Defaults as commercial routing services use: 300 / 200 / 150 NM. */
export const DEFAULT_WARNING_DISTANCES_NM: WarningDistancesNm = { hurricane: 300, tropicalStorm: 200, depression: 150 };

// Codes of the basin scales (NHC Saffir-Simpson H1-H5 and HU, JMA/JTWC TY and STY, Australian
// categories I-V, IMD SCS and above) -> hurricane/typhoon; tropical-storm strength (TS, JMA STS,
// IMD CS) -> tropical storm; depressions (TD, IMD D and DD) -> depression. Australian I-II and
// IMD SCS are below hurricane force but are kept with hurricanes: the larger distance errs safe.
const CLASS_OF_CODE: Record<string, Exclude<StormClass, 'unknown'>> = {
  H1: 'hurricane',
  H2: 'hurricane',
  H3: 'hurricane',
  H4: 'hurricane',
  H5: 'hurricane',
  HU: 'hurricane',
  TY: 'hurricane',
  STY: 'hurricane',
  I: 'hurricane',
  II: 'hurricane',
  III: 'hurricane',
  IV: 'hurricane',
  V: 'hurricane',
  SCS: 'hurricane',
  VSCS: 'hurricane',
  ESCS: 'hurricane',
  SUCS: 'hurricane',
  TS: 'tropicalStorm',
  STS: 'tropicalStorm',
  CS: 'tropicalStorm',
  TD: 'depression',
  D: 'depression',
  DD: 'depression',
};

/** The warning class of a category code, case-insensitive ('SuCS' = 'SUCS'). */
export function stormClassOf(category: string): StormClass {
  const code = category.trim().toUpperCase();
  return Object.hasOwn(CLASS_OF_CODE, code) ? (CLASS_OF_CODE[code] ?? 'unknown') : 'unknown';
}

/**
 * The warning distance of a category, NM. An unknown code gets the strictest (largest) of the
 * three distances: a storm Passage cannot classify must not be let closer than any other.
 */
export function warningDistanceNm(
  category: string,
  distances: WarningDistancesNm = DEFAULT_WARNING_DISTANCES_NM,
): number {
  const cls = stormClassOf(category);
  return cls === 'unknown'
    ? Math.max(distances.hurricane, distances.tropicalStorm, distances.depression)
    : distances[cls];
}

export interface StormFix {
  readonly timeUtc: number;
  readonly lat: number;
  /** Degrees in [-180, 180). */
  readonly lon: number;
  readonly category: string;
}

/**
 * The track points that can be placed in time and space (timestamp, latitude and longitude all
 * present), in time order. Two points at one time: the later in the path wins (the current
 * position repeated after the history is the newer advisory).
 */
export function stormFixes(storm: Pick<Storm, 'path'>): StormFix[] {
  const byTime = new Map<number, StormFix>();
  for (const p of storm.path) {
    if (p.timestamp === null || p.latitude === null || p.longitude === null) continue;
    byTime.set(p.timestamp, {
      timeUtc: p.timestamp,
      lat: p.latitude,
      lon: normalizeLonDeg(p.longitude),
      category: p.category,
    });
  }
  return [...byTime.values()].sort((a, b) => a.timeUtc - b.timeUtc);
}

const CLASS_RANK: Record<StormClass, number> = { depression: 0, tropicalStorm: 1, hurricane: 2, unknown: 3 };

/**
 * The storm at `timeUtc`: position linear in time between the fixes on either side (longitude
 * the short way round, so a track across the antimeridian stays continuous), and the category
 * of the stronger of the two, since the storm may have strengthened by then. Null before the
 * first fix or after the last: a track is never extrapolated.
 */
export function stormAt(fixes: readonly StormFix[], timeUtc: number): StormFix | null {
  const first = fixes[0];
  const last = fixes[fixes.length - 1];
  if (first === undefined || last === undefined || !(timeUtc >= first.timeUtc && timeUtc <= last.timeUtc)) return null;
  // Binary search: the last fix at or before timeUtc.
  let lo = 0;
  let hi = fixes.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if ((fixes[mid]?.timeUtc ?? Infinity) <= timeUtc) lo = mid;
    else hi = mid - 1;
  }
  const a = fixes[lo];
  const b = fixes[lo + 1];
  if (a === undefined) return null;
  if (b === undefined || a.timeUtc === timeUtc) return { ...a, timeUtc };
  const f = (timeUtc - a.timeUtc) / (b.timeUtc - a.timeUtc);
  const category =
    CLASS_RANK[stormClassOf(b.category)] > CLASS_RANK[stormClassOf(a.category)] ? b.category : a.category;
  return {
    timeUtc,
    lat: a.lat + f * (b.lat - a.lat),
    lon: normalizeLonDeg(a.lon + f * lonDiffDeg(a.lon, b.lon)),
    category,
  };
}

/**
 * The storm's sustained wind at `timeUtc`, kn: the stronger of the timed track points either
 * side (as stormAt takes the stronger category), or the point at that time. Null when neither
 * has a wind or the time is outside the track.
 */
export function stormWindKnAt(storm: Pick<Storm, 'path'>, timeUtc: number): number | null {
  let before: { t: number; kn: number | null } | null = null;
  let after: { t: number; kn: number | null } | null = null;
  for (const p of storm.path) {
    if (p.timestamp === null) continue;
    const point = { t: p.timestamp, kn: p.windSpeed.kts };
    if (p.timestamp <= timeUtc && (before === null || p.timestamp >= before.t)) before = point;
    if (p.timestamp >= timeUtc && (after === null || p.timestamp < after.t)) after = point;
  }
  if (before === null || after === null) return null;
  const winds = [before.kn, after.kn].filter((kn): kn is number => kn !== null);
  return winds.length === 0 ? null : Math.max(...winds);
}
