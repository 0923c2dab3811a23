// Text of the waypoint table as navigators read and type it: stays as hours:minutes, courses as
// three digits, ship's time in the nautical zone of the waypoint ("0600 (UTC+1)"), speeds in knots.
import { InputError } from '../../../shared/domain/errors';
import { nauticalZoneH } from '../../../shared/domain/time';

const STAY = /^(\d{1,4})(?::(\d{1,2}))?$/;

/**
 * A stay typed as `h:mm` (2:30, 26:00) or whole hours (3) to seconds; empty is no stay.
 * Minutes must be under 60, so 1:75 is refused rather than read as 2:15.
 */
export function parseStay(text: string, field = 'stay'): number {
  const t = text.trim();
  if (t === '') return 0;
  const m = STAY.exec(t);
  const minutes = Number(m?.[2] ?? 0);
  if (!m || minutes >= 60) {
    throw new InputError('invalid-stay', `"${t}" is not a stay; type hours and minutes, e.g. 2:30, or leave it empty.`, field);
  }
  return Number(m[1]) * 3600 + minutes * 60;
}

/** Seconds to `h:mm` (nearest minute); 0 gives the empty string, as no stay is typed. */
export function formatStay(stayS: number): string {
  const totalMin = Math.round(stayS / 60);
  if (totalMin <= 0) return '';
  return `${Math.floor(totalMin / 60)}:${String(totalMin % 60).padStart(2, '0')}`;
}

/** A course in degrees as three digits, `045°`; 359.6 rounds to `000°`, never `360°`. */
export function formatCourse(courseDeg: number): string {
  const whole = Math.round(courseDeg) % 360;
  return `${String(whole < 0 ? whole + 360 : whole).padStart(3, '0')}°`;
}

/** Nautical miles with one decimal, `123.4`. */
export function formatNm(distanceNm: number): string {
  return distanceNm.toFixed(1);
}

/** The nautical zone as text: `UTC+1`, `UTC−5` (minus sign), `UTC` for zone 0. */
export function formatZone(zoneH: number): string {
  if (zoneH === 0) return 'UTC';
  return `UTC${zoneH > 0 ? '+' : '\u2212'}${Math.abs(zoneH)}`;
}

/**
 * Ship's time at a waypoint: the UTC instant in the nautical zone of its longitude (nearest
 * minute), `0600 (UTC+1)`. When that local date is not the UTC date, the local date leads
 * (`2026-12-02 0100 (UTC+10)`), so a time is never read on the wrong day.
 */
export function formatShipTime(timeUtc: number, lonDeg: number): string {
  const zoneH = nauticalZoneH(lonDeg);
  const utcMin = Math.round(timeUtc / 60) * 60_000;
  const local = new Date(utcMin + zoneH * 3_600_000).toISOString();
  const utcDate = new Date(utcMin).toISOString().slice(0, 10);
  const hhmm = local.slice(11, 13) + local.slice(14, 16);
  const date = local.slice(0, 10);
  return `${date === utcDate ? '' : `${date} `}${hhmm} (${formatZone(zoneH)})`;
}

/** A speed typed in knots (a decimal comma is accepted); the editor checks that it is above zero. */
export function parseSpeedKn(text: string, field = 'speedKn'): number {
  const t = text.trim().replace(',', '.');
  const value = t === '' ? NaN : Number(t);
  if (!Number.isFinite(value)) throw new InputError('invalid-speed', `"${text.trim()}" is not a speed; type knots, e.g. 12.5.`, field);
  return value;
}
