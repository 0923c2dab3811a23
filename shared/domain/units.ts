// Unit conversions for speed (kn, m/s, km/h, mph, Beaufort) and length (m, NM, km, ft, mi, cm),
// and the unit spellings the web service writes (spec §2.2: 'kt', 'mph', 'km/h', 'm/s', 'Bft').
import { InputError, requireFinite } from './errors';

export type SpeedUnit = 'kn' | 'm/s' | 'km/h' | 'mph' | 'Bft';
export type LengthUnit = 'm' | 'NM' | 'km' | 'ft' | 'mi' | 'cm';

/** Metres in one international nautical mile (exact by definition). */
export const M_PER_NM = 1852;
/** Metres per second in one knot: 1852 m per 3600 s (exact by definition). */
export const MS_PER_KN = 1852 / 3600;

// Each unit as a whole number of tenths of a millimetre (length) or tenths of a millimetre per
// hour (speed): every factor is then an exact integer (1 ft = 0.3048 m = 3048, 1 mph = 0.44704 m/s
// = 16 093 440 per hour), so a conversion `value * from / to` is rounded at most twice.
const LENGTH_FACTOR: Record<LengthUnit, number> = {
  m: 10_000,
  NM: 18_520_000,
  km: 10_000_000,
  ft: 3_048,
  mi: 16_093_440,
  cm: 100,
};
const SPEED_FACTOR: Record<Exclude<SpeedUnit, 'Bft'>, number> = {
  kn: 18_520_000,
  'm/s': 36_000_000,
  'km/h': 10_000_000,
  mph: 16_093_440,
};

/** Knots to metres per second. */
export function knToMs(speedKn: number): number {
  return (requireFinite(speedKn, 'speedKn') * SPEED_FACTOR.kn) / SPEED_FACTOR['m/s'];
}

/** Metres per second to knots. */
export function msToKn(speedMs: number): number {
  return (requireFinite(speedMs, 'speedMs') * SPEED_FACTOR['m/s']) / SPEED_FACTOR.kn;
}

/** Metres to nautical miles. */
export function mToNm(distanceM: number): number {
  return requireFinite(distanceM, 'distanceM') / M_PER_NM;
}

/** Nautical miles to metres. */
export function nmToM(distanceNm: number): number {
  return requireFinite(distanceNm, 'distanceNm') * M_PER_NM;
}

/** Converts a length; negative values are allowed (an offset, a difference). */
export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  requireFinite(value, 'value');
  return from === to ? value : (value * LENGTH_FACTOR[from]) / LENGTH_FACTOR[to];
}

/**
 * Converts a speed. Negative values are allowed (u/v wind components are signed) except to or
 * from Beaufort. To 'Bft' gives the force number (see beaufortFromMs); from 'Bft' gives the middle
 * of that force's WMO range, and for force 12, which has no upper limit, its lower limit 32.7 m/s.
 */
export function convertSpeed(value: number, from: SpeedUnit, to: SpeedUnit): number {
  requireFinite(value, 'value');
  if (from === to) {
    if (from === 'Bft') requireForce(value);
    return value;
  }
  const speedMs = from === 'Bft' ? beaufortMiddleMs(value) : (value * SPEED_FACTOR[from]) / SPEED_FACTOR['m/s'];
  if (to === 'Bft') return beaufortFromMs(speedMs);
  return (speedMs * SPEED_FACTOR['m/s']) / SPEED_FACTOR[to];
}

// WMO Beaufort scale of wind force, "equivalent speed at 10 m above sea level", m/s column, as
// tabulated in WMO-No. 8 (Guide to Instruments and Methods of Observation). Entry n-1 is the LOWER
// limit of force n: force 1 is 0.3-1.5 m/s, force 2 1.6-3.3 m/s, ... force 12 is 32.7 m/s and over.
const BEAUFORT_LOWER_MS = [0.3, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7] as const;

export const MAX_BEAUFORT_FORCE = 12;

/**
 * Beaufort force (0..12) of a wind speed in m/s. The m/s limits are read as half-open ranges:
 * a speed at or above a force's lower limit belongs to that force (7.99 m/s is 4, 8.0 m/s is 5),
 * so every real speed has exactly one force and tenths of m/s match the WMO table exactly.
 */
export function beaufortFromMs(speedMs: number): number {
  requireFinite(speedMs, 'speedMs');
  if (speedMs < 0) {
    throw new InputError(
      'invalid-speed',
      `wind speed ${speedMs} m/s is negative; Beaufort needs a speed of 0 or more`,
      'speedMs',
    );
  }
  let force = 0;
  while (force < MAX_BEAUFORT_FORCE && speedMs >= (BEAUFORT_LOWER_MS[force] ?? Infinity)) force += 1;
  return force;
}

/**
 * Beaufort force of a wind speed in knots, on the same m/s limits as beaufortFromMs so a wind has
 * one force whatever its unit. The WMO knots column (<1, 1-3, 4-6, 7-10, 11-16, 17-21, 22-27,
 * 28-33, 34-40, 41-47, 48-55, 56-63, >=64) agrees for every whole knot except 16 kn (8.23 m/s,
 * force 5 here, 4 in the knots column) and 21 kn (10.80 m/s, force 6 here, 5 there): the two
 * columns were rounded separately and cannot both hold.
 */
export function beaufortFromKn(speedKn: number): number {
  requireFinite(speedKn, 'speedKn');
  if (speedKn < 0) {
    throw new InputError(
      'invalid-speed',
      `wind speed ${speedKn} kn is negative; Beaufort needs a speed of 0 or more`,
      'speedKn',
    );
  }
  return beaufortFromMs(knToMs(speedKn));
}

export interface BeaufortRange {
  /** Lowest speed of the force, m/s (inclusive). */
  readonly minMs: number;
  /** First speed of the next force, m/s (exclusive); Infinity for force 12. */
  readonly maxMs: number;
}

/** The speeds a Beaufort force stands for, as a half-open range [minMs, maxMs). */
export function beaufortRangeMs(force: number): BeaufortRange {
  requireForce(force);
  return {
    minMs: force === 0 ? 0 : (BEAUFORT_LOWER_MS[force - 1] ?? Infinity),
    maxMs: BEAUFORT_LOWER_MS[force] ?? Infinity,
  };
}

/** The same range in knots. */
export function beaufortRangeKn(force: number): { readonly minKn: number; readonly maxKn: number } {
  const { minMs, maxMs } = beaufortRangeMs(force);
  return { minKn: msToKn(minMs), maxKn: maxMs === Infinity ? Infinity : msToKn(maxMs) };
}

/** A representative speed for a force: the middle of its range; force 12 its lower limit. */
function beaufortMiddleMs(force: number): number {
  const { minMs, maxMs } = beaufortRangeMs(force);
  return maxMs === Infinity ? minMs : (minMs + maxMs) / 2;
}

function requireForce(force: number): void {
  if (!Number.isInteger(force) || force < 0 || force > MAX_BEAUFORT_FORCE) {
    throw new InputError('invalid-speed', `Beaufort force ${force} is not a whole number from 0 to 12`, 'force');
  }
}

// Spellings accepted for each unit: our own names plus the web service's (spec §2.2).
const SPEED_SPELLINGS: Record<string, SpeedUnit> = {
  kn: 'kn',
  kt: 'kn',
  'm/s': 'm/s',
  'km/h': 'km/h',
  mph: 'mph',
  Bft: 'Bft',
};
const LENGTH_SPELLINGS: Record<string, LengthUnit> = {
  m: 'm',
  NM: 'NM',
  km: 'km',
  ft: 'ft',
  mi: 'mi',
  cm: 'cm',
};

/** Reads a speed unit as written by the service or by us; exact spelling, case included. */
export function parseSpeedUnit(text: string, field = 'unit'): SpeedUnit {
  return lookUp(SPEED_SPELLINGS, text, 'speed', field);
}

/** Reads a length unit ('NM' is ours: the service has no nautical miles). */
export function parseLengthUnit(text: string, field = 'unit'): LengthUnit {
  return lookUp(LENGTH_SPELLINGS, text, 'length', field);
}

function lookUp<U>(spellings: Record<string, U>, text: string, what: string, field: string): U {
  const unit = Object.hasOwn(spellings, text) ? spellings[text] : undefined;
  if (unit === undefined) {
    const known = Object.keys(spellings).join(', ');
    throw new InputError('invalid-unit', `"${text}" is not a ${what} unit Passage knows (${known})`, field);
  }
  return unit;
}
