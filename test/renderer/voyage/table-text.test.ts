// renderer/src/voyage/table-text.ts: stays, courses, ship's time and speeds as the table shows and reads them.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../shared/domain/errors';
import {
  formatCourse,
  formatNm,
  formatShipTime,
  formatStay,
  formatZone,
  parseSpeedKn,
  parseStay,
} from '../../../renderer/src/voyage/table-text';

const T0600 = Date.UTC(2026, 11, 1, 6) / 1000;

describe('parseStay and formatStay', () => {
  it.each<[string, number]>([
    ['', 0],
    ['  ', 0],
    ['2:30', 9000],
    ['0:05', 300],
    ['3', 10800],
    ['26:00', 93600],
    [' 1:5 ', 3900],
  ])('"%s" is %i s', (text, seconds) => {
    expect(parseStay(text)).toBe(seconds);
  });

  it.each(['1:75', '-1:00', '1.5', 'two hours', '1:30:00', '1:'])(
    'refuses "%s" with an InputError naming the field',
    (text) => {
      expect(() => parseStay(text, 'staysS[2]')).toThrow(InputError);
      try {
        parseStay(text, 'staysS[2]');
      } catch (e) {
        expect(e instanceof InputError && [e.code, e.field]).toEqual(['invalid-stay', 'staysS[2]']);
      }
    },
  );

  it('formats to h:mm at the nearest minute, empty for no stay', () => {
    expect([formatStay(0), formatStay(9000), formatStay(93600), formatStay(89), formatStay(29)]).toEqual([
      '',
      '2:30',
      '26:00',
      '0:01',
      '',
    ]);
  });

  it('round-trips', () => {
    for (const s of [300, 3600, 9000, 86400 + 60]) expect(parseStay(formatStay(s))).toBe(s);
  });
});

describe('formatCourse and formatNm', () => {
  it('three digits and a degree sign, 359.6 rounding to 000', () => {
    expect([0, 5, 45.4, 90, 270.5, 359.4, 359.6].map(formatCourse)).toEqual([
      '000°',
      '005°',
      '045°',
      '090°',
      '271°',
      '359°',
      '000°',
    ]);
  });
  it('NM to one decimal', () => {
    expect([formatNm(60.108), formatNm(0), formatNm(1234.56)]).toEqual(['60.1', '0.0', '1234.6']);
  });
});

describe('formatShipTime', () => {
  it('zones are UTC+n, UTC−n (minus sign) and UTC', () => {
    expect([formatZone(1), formatZone(-5), formatZone(0), formatZone(12)]).toEqual([
      'UTC+1',
      'UTC\u22125',
      'UTC',
      'UTC+12',
    ]);
  });

  it("0600 UTC at 4°28'E is 0600 (UTC), at 15°E 0700 (UTC+1), at 75°W 0100 (UTC−5)", () => {
    expect(formatShipTime(T0600, 4.478)).toBe('0600 (UTC)');
    expect(formatShipTime(T0600, 15)).toBe('0700 (UTC+1)');
    expect(formatShipTime(T0600, -75)).toBe('0100 (UTC\u22125)');
  });

  it('leads with the local date when it is not the UTC date', () => {
    expect(formatShipTime(T0600 + 17 * 3600, 150)).toBe('2026-12-02 0900 (UTC+10)');
    expect(formatShipTime(T0600, -120)).toBe('2026-11-30 2200 (UTC\u22128)');
    // 180° is kept as -180: zone −12.
    expect(formatShipTime(T0600, -180)).toBe('2026-11-30 1800 (UTC\u221212)');
  });

  it('rounds to the nearest minute', () => {
    expect(formatShipTime(T0600 + 29, 0)).toBe('0600 (UTC)');
    expect(formatShipTime(T0600 + 31, 0)).toBe('0601 (UTC)');
  });
});

describe('parseSpeedKn', () => {
  it('reads knots, with a decimal point or comma', () => {
    expect([parseSpeedKn('12'), parseSpeedKn(' 12.5 '), parseSpeedKn('9,5'), parseSpeedKn('0')]).toEqual([
      12, 12.5, 9.5, 0,
    ]);
  });
  it.each(['', 'fast', '12 kn', 'Infinity'])('refuses "%s"', (text) => {
    expect(() => parseSpeedKn(text, 'speedsKn[1]')).toThrow(/is not a speed/);
  });
});
