// Local time at a place: the zone's rules (daylight saving, half-hour zones, the nautical Etc
// zones at sea, whose sign is inverted in their names), in the tables' form.
import { describe, expect, it } from 'vitest';
import { formatUtcOffset, formatZoneTime, isTimeZone, wallClock } from '../../../shared/domain/zone-time';

const WINTER = Date.UTC(2026, 11, 1, 6) / 1000;
const SUMMER = Date.UTC(2026, 5, 12, 23, 30) / 1000;

describe('zone time', () => {
  it('follows daylight saving and shows the local date when it is not the UTC date', () => {
    expect(formatZoneTime(WINTER, 'Europe/Amsterdam')).toBe('2026-12-01 07:00 (UTC+1)');
    expect(formatZoneTime(SUMMER, 'Europe/Amsterdam')).toBe('2026-06-13 01:30 (UTC+2)');
    expect(formatZoneTime(WINTER, 'America/New_York')).toBe('2026-12-01 01:00 (UTC\u22125)');
  });

  it('reads half-hour zones and the nautical zones at sea (Etc/GMT+2 is two hours behind UTC)', () => {
    expect(formatZoneTime(WINTER, 'Asia/Kolkata')).toBe('2026-12-01 11:30 (UTC+5:30)');
    expect(wallClock(WINTER, 'Etc/GMT+2')).toEqual({ date: '2026-12-01', hhmm: '04:00', offsetMin: -120 });
    expect(formatZoneTime(WINTER, 'UTC')).toBe('2026-12-01 06:00 (UTC)');
  });

  it('writes offsets with a minus sign, and knows which zones exist', () => {
    expect(formatUtcOffset(-210)).toBe('UTC\u22123:30');
    expect(formatUtcOffset(0)).toBe('UTC');
    expect(isTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(() => wallClock(WINTER, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
