// Text of the waypoint table as navigators read and type it: stays as hours:minutes, courses as
// three digits, ship's time in the nautical zone of the waypoint ("0600 (UTC+1)"), speeds in knots.
import { InputError } from '../../../shared/domain/errors';

// The formatters live in shared/domain so the voyage report prints exactly what this table shows.
export { formatCourse, formatNm, formatShipTime, formatStay, formatZone } from '../../../shared/domain/nav-text';

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
    throw new InputError(
      'invalid-stay',
      `"${t}" is not a stay; type hours and minutes, e.g. 2:30, or leave it empty.`,
      field,
    );
  }
  return Number(m[1]) * 3600 + minutes * 60;
}

/** A speed typed in knots (a decimal comma is accepted); the editor checks that it is above zero. */
export function parseSpeedKn(text: string, field = 'speedKn'): number {
  const t = text.trim().replace(',', '.');
  const value = t === '' ? NaN : Number(t);
  if (!Number.isFinite(value))
    throw new InputError('invalid-speed', `"${text.trim()}" is not a speed; type knots, e.g. 12.5.`, field);
  return value;
}
