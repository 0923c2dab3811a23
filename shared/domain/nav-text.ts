// Navigational quantities as tables print them (the route editor's table and the voyage report
// share these, so both read the same): stays as h:mm, courses as three digits, NM with one
// decimal, and ship's time in the nautical zone of a longitude ("0600 (UTC+1)").
import { nauticalZoneH } from './time';

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
