import { describe, expect, it } from 'vitest';
import { formatDuration, formatIsoUtc, formatUtcMinute, nauticalZoneH, parseIsoUtc } from '../../../shared/domain/time';

describe('UTC time text', () => {
  it('parses ISO 8601 with Z or an offset', () => {
    expect(parseIsoUtc('2026-12-01T06:00Z')).toBe(Date.UTC(2026, 11, 1, 6) / 1000);
    expect(parseIsoUtc('2026-12-01T06:00:30.5Z')).toBe(Date.UTC(2026, 11, 1, 6, 0, 30, 500) / 1000);
    expect(parseIsoUtc('2026-12-01 15:00+09:00')).toBe(Date.UTC(2026, 11, 1, 6) / 1000);
    expect(parseIsoUtc('2026-12-01T01:00-0500')).toBe(Date.UTC(2026, 11, 1, 6) / 1000);
  });

  it('refuses local times, impossible dates and junk with the field named', () => {
    expect(() => parseIsoUtc('2026-12-01T06:00', 'departure')).toThrow('Add the zone');
    expect(() => parseIsoUtc('2026-02-30T06:00Z')).toThrow('not a real date');
    expect(() => parseIsoUtc('2026-12-01T24:30Z')).toThrow('not a real date');
    expect(() => parseIsoUtc('tomorrow')).toThrow('Use ISO 8601');
  });

  it('formats to the second and to the minute, rounding to nearest', () => {
    const t = Date.UTC(2026, 11, 1, 6, 29, 59, 600) / 1000;
    expect(formatIsoUtc(t)).toBe('2026-12-01T06:30:00Z');
    expect(formatUtcMinute(t - 29)).toBe('2026-12-01 06:30Z');
    expect(formatUtcMinute(t - 31)).toBe('2026-12-01 06:29Z');
  });

  it('formats durations', () => {
    expect(formatDuration(3 * 86400 + 4 * 3600 + 20 * 60 + 29)).toBe('3 d 04 h 20 min');
    expect(formatDuration(5400)).toBe('1 h 30 min');
  });

  it('gives the nautical zone, east positive', () => {
    expect(nauticalZoneH(4.5)).toBe(0);
    expect(nauticalZoneH(-20)).toBe(-1);
    expect(nauticalZoneH(139.8)).toBe(9);
    expect(nauticalZoneH(-73.8)).toBe(-5);
    expect(nauticalZoneH(-180)).toBe(-12);
    expect(nauticalZoneH(179.9)).toBe(12);
    expect(Object.is(nauticalZoneH(-3), 0)).toBe(true);
  });
});
