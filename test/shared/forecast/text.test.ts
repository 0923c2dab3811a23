// Bulletin words for times and positions.
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDayHourUtc, formatWholeDegrees } from '../../../shared/forecast/text';
import { utc } from './helpers';

describe('formatDayHourUtc', () => {
  it('writes day, month and hour in UTC', () => {
    expect(formatDayHourUtc(utc(2026, 12, 12, 6))).toBe('12 Dec 06Z');
    expect(formatDayHourUtc(utc(2026, 12, 13, 0))).toBe('13 Dec 00Z');
    expect(formatDayHourUtc(utc(2027, 1, 5, 18))).toBe('05 Jan 18Z');
  });

  it('adds minutes when off the hour, rounded to the nearest minute', () => {
    expect(formatDayHourUtc(utc(2026, 12, 12, 6, 30))).toBe('12 Dec 0630Z');
    expect(formatDayHourUtc(utc(2026, 12, 31, 23, 59) + 40)).toBe('01 Jan 00Z');
  });
});

describe('formatWholeDegrees', () => {
  it.each([
    [46.6, -32.4, '47°N 032°W'],
    [-33.5, 151.2, '34°S 151°E'],
    [-0.4, -0.3, '00°N 000°E'],
    [5, 179.6, '05°N 180°W'],
    [5, -180, '05°N 180°W'],
    [12, 185, '12°N 175°W'],
    [-89.9, 7, '90°S 007°E'],
  ])('%s, %s -> %s', (lat, lon, text) => {
    expect(formatWholeDegrees(lat, lon)).toBe(text);
  });
});

describe('formatAmount', () => {
  it('drops trailing zeros and keeps one decimal', () => {
    expect([4, 4.5, 34, 4.04, 4.06, -0.01].map((v) => formatAmount(v))).toEqual(['4', '4.5', '34', '4', '4.1', '0']);
  });
});
