// Times are UTC instants (Unix seconds). Text in must carry its zone; text out is ISO 8601 Z.
import { InputError } from './errors';

/** ISO 8601 with an explicit zone: Z or ±hh:mm (seconds and fractions optional). */
const ISO_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Parses an ISO 8601 date-time into Unix seconds. A time without a zone is refused rather
 * than read as local time: on a ship the machine's zone is rarely the one meant.
 */
export function parseIsoUtc(text: string, field = 'time'): number {
  const t = text.trim();
  const m = ISO_WITH_ZONE.exec(t);
  if (!m) {
    const hint = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(t)
      ? ' Add the zone, e.g. "Z" for UTC.'
      : ' Use ISO 8601, e.g. 2026-12-01T06:00Z.';
    throw new InputError('invalid-time', `"${text}" is not a date-time with a time zone.${hint}`, field);
  }
  const [, y, mo, d, h, mi, s] = m;
  const ms = Date.parse(t.replace(' ', 'T').toUpperCase());
  // Date.parse rolls 30 February over into March; compare the fields to refuse it.
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)));
  const valid =
    Number.isFinite(ms) &&
    check.getUTCFullYear() === Number(y) &&
    check.getUTCMonth() === Number(mo) - 1 &&
    check.getUTCDate() === Number(d) &&
    check.getUTCHours() === Number(h) &&
    check.getUTCMinutes() === Number(mi);
  if (!valid) throw new InputError('invalid-time', `"${text}" is not a real date and time.`, field);
  return ms / 1000;
}

/** Unix seconds to `2026-12-01T06:00:00Z`, rounded to the nearest second. */
export function formatIsoUtc(timeUtc: number): string {
  return new Date(Math.round(timeUtc) * 1000).toISOString().replace('.000Z', 'Z');
}

/** Unix seconds to `2026-12-01 06:00Z` (nearest minute), the form used in tables. */
export function formatUtcMinute(timeUtc: number): string {
  return new Date(Math.round(timeUtc / 60) * 60_000).toISOString().slice(0, 16).replace('T', ' ') + 'Z';
}

/**
 * Ship's time offset from UTC in the nautical time-zone system, hours, east positive:
 * round(lon / 15), so 20°W keeps UTC−1 (zone description +1). A band edge at an odd multiple
 * of 7.5° rounds east (JavaScript Math.round); the 180° meridian, -180 in Passage's range,
 * is zone −12.
 */
export function nauticalZoneH(lonDeg: number): number {
  return Math.round(lonDeg / 15) + 0;
}

/** Duration in seconds as `3 d 04 h 20 min` (nearest minute). */
export function formatDuration(durationS: number): string {
  const totalMin = Math.round(durationS / 60);
  const d = Math.floor(totalMin / 1440);
  const h = Math.floor((totalMin % 1440) / 60);
  const m = totalMin % 60;
  return d > 0
    ? `${d} d ${String(h).padStart(2, '0')} h ${String(m).padStart(2, '0')} min`
    : `${h} h ${String(m).padStart(2, '0')} min`;
}
