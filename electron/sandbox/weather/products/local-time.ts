// Local days for the forecast's daily and daypart sections: the IANA zone of a coordinate
// (tz-lookup; at sea it gives the nautical Etc/GMT zones) and its UTC offset at an instant.
import tzLookup from '@photostructure/tz-lookup';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The IANA time zone at a coordinate. */
export function zoneAt(lat: number, lon: number): string {
  return tzLookup(lat, lon);
}

/** Offset of local time from UTC in `zone` at `timeUtc`, seconds (east positive). */
export function utcOffsetS(zone: string, timeUtc: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(timeUtc * 1000))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc =
    Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    ) / 1000;
  return asUtc - Math.floor(timeUtc);
}

/**
 * The UTC instant of local wall-clock `hour` on the local day `dayOffset` days after the one
 * holding `timeUtc`. Evaluated twice so a DST change between the guess and the answer is seen.
 */
export function localTimeUtc(zone: string, timeUtc: number, dayOffset: number, hour: number): number {
  const offset = utcOffsetS(zone, timeUtc);
  const localDay = Math.floor((timeUtc + offset) / 86_400) + dayOffset;
  const wallS = localDay * 86_400 + hour * 3600;
  const guess = wallS - offset;
  return wallS - utcOffsetS(zone, guess);
}

/** Local wall-clock hour in `zone` at `timeUtc`, 0..23. */
export function localHour(zone: string, timeUtc: number): number {
  const localS = Math.floor(timeUtc) + utcOffsetS(zone, timeUtc);
  return Math.floor((((localS % 86_400) + 86_400) % 86_400) / 3600);
}
