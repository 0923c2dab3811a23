// Local time at a place: a UTC instant in an IANA zone (a port's Europe/Amsterdam, Etc/GMT+2 at
// sea), written as tables write times, `2026-12-01 07:00 (UTC+1)`. Intl does the zone rules
// (daylight saving included); the offset is worked out from its parts, as every zone has one.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  readonly date: string;
  readonly hhmm: string;
  /** Offset of the zone from UTC at that instant, minutes, east positive. */
  readonly offsetMin: number;
}

/** The wall clock in `zone` at `timeUtc` (nearest minute). Throws RangeError for an unknown zone. */
export function wallClock(timeUtc: number, zone: string): WallClock {
  const ms = Math.round(timeUtc / 60) * 60_000;
  const parts: Record<string, string> = {};
  for (const p of formatter(zone).formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = p.value;
  const y = Number(parts.year);
  const mo = Number(parts.month);
  const d = Number(parts.day);
  const h = Number(parts.hour) % 24;
  const mi = Number(parts.minute);
  const offsetMin = Math.round((Date.UTC(y, mo - 1, d, h, mi) - ms) / 60_000);
  const two = (n: number): string => String(n).padStart(2, '0');
  return { date: `${y}-${two(mo)}-${two(d)}`, hhmm: `${two(h)}:${two(mi)}`, offsetMin };
}

/** `UTC+1`, `UTC−3:30` (minus sign), `UTC` for no offset. */
export function formatUtcOffset(offsetMin: number): string {
  if (offsetMin === 0) return 'UTC';
  const abs = Math.abs(offsetMin);
  const minutes = abs % 60;
  return `UTC${offsetMin > 0 ? '+' : '\u2212'}${Math.floor(abs / 60)}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`}`;
}

/** `2026-12-01 07:00 (UTC+1)`: the instant on the place's clock, with the offset that clock keeps then. */
export function formatZoneTime(timeUtc: number, zone: string): string {
  const clock = wallClock(timeUtc, zone);
  return `${clock.date} ${clock.hhmm} (${formatUtcOffset(clock.offsetMin)})`;
}
