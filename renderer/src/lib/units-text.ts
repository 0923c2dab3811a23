// Forecast values in the navigator's units (Settings > units): speeds from knots, wave heights
// from metres, visibility in NM or km, positions as DM, DMS or decimal degrees. Conversions are
// shared/domain/units; this file only chooses the unit and the decimals a bridge table uses.
import type { UnitPreferences } from '../../../shared/ipc';
import type { Position } from '../../../shared/domain/position';
import { convertLength, convertSpeed, type LengthUnit } from '../../../shared/domain/units';
import { formatPosition, formatPositionDms } from '../../../shared/domain/coordinates';
import { normalizeLonDeg } from '../../../shared/geodesy/angles';
import { assertNever } from '../../../shared/domain/errors';

export type SpeedPreference = UnitPreferences['speed'];
export type WavePreference = UnitPreferences['waveHeight'];

/** A wind or gust speed, knots -> the preferred unit. */
export function speedFromKn(speedKn: number, unit: SpeedPreference): number {
  return convertSpeed(speedKn, 'kn', unit);
}

/** A wave height, metres -> the preferred unit. */
export function waveFromM(heightM: number, unit: WavePreference): number {
  return convertLength(heightM, 'm', unit);
}

/** Decimals a bridge table shows: whole knots and km/h, tenths of m/s. */
export function speedDecimals(unit: SpeedPreference): number {
  return unit === 'm/s' ? 1 : 0;
}

/** Tenths of a metre, whole feet. */
export function waveDecimals(unit: WavePreference): number {
  return unit === 'm' ? 1 : 0;
}

/** A number with fixed decimals, never "-0". */
export function fixed(value: number, decimals: number): string {
  const text = value.toFixed(decimals);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

export function formatSpeed(speedKn: number, unit: SpeedPreference): string {
  return fixed(speedFromKn(speedKn, unit), speedDecimals(unit));
}

export function formatWave(heightM: number, unit: WavePreference): string {
  return fixed(waveFromM(heightM, unit), waveDecimals(unit));
}

/** A visibility in the preferred distance unit: NM or km, one decimal. */
export function formatVisibility(value: number, fromUnit: LengthUnit, unit: UnitPreferences['distance']): string {
  return fixed(convertLength(value, fromUnit, unit), 1);
}

/** One axis in decimal degrees; what rounds to 0 takes N or E, as the DM form does. */
function decimalAxis(valueDeg: number, width: number, positive: string, negative: string): string {
  const text = fixed(Math.abs(valueDeg), 4);
  return `${text.padStart(width, '0')}°${valueDeg < 0 && Number(text) !== 0 ? negative : positive}`;
}

/** `51.9050°N 004.4780°E`: decimal degrees with hemisphere letters, padded as the DM form is. */
function formatDecimal(p: Position): string {
  return `${decimalAxis(p.lat, 7, 'N', 'S')} ${decimalAxis(normalizeLonDeg(p.lon), 8, 'E', 'W')}`;
}

/** A position as Settings asks: degrees and minutes (one decimal in tables), DMS, or decimal. */
export function formatPositionAs(p: Position, style: UnitPreferences['coordinates']): string {
  switch (style) {
    case 'dm':
      return formatPosition(p, { decimals: 1 });
    case 'dms':
      return formatPositionDms(p, { decimals: 0 });
    case 'decimal':
      return formatDecimal(p);
    default:
      return assertNever(style, 'coordinate style');
  }
}
