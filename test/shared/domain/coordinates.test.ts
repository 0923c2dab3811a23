// Coordinate text: every accepted form with its exact value, every rejected form with its code.
import { describe, it, expect } from 'vitest';
import {
  formatLat,
  formatLatCompact,
  formatLatDms,
  formatLon,
  formatLonCompact,
  formatLonDms,
  formatPosition,
  formatPositionCompact,
  formatPositionDms,
  parseLat,
  parseLon,
  parsePosition,
} from '../../../shared/domain/coordinates';
import { InputError, type InputErrorCode } from '../../../shared/domain/errors';

/** The InputError `fn` throws; fails the test if it throws nothing or something else. */
function thrown(fn: () => unknown): InputError {
  try {
    fn();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected an InputError, nothing was thrown');
}

// Rotterdam approach: 51°54.30'N 004°28.70'E, i.e. 51°54'18"N 004°28'42"E.
const ROTTERDAM_LAT = 51 + 54.3 / 60;
const ROTTERDAM_LON = 4 + 28.7 / 60;
// Values are compared to 1e-12 degrees (~0.1 µm): only float rounding may differ.
const DIGITS = 12;

describe('parsePosition: accepted forms', () => {
  const cases: readonly [string, number, number][] = [
    [`51°54.30'N 004°28.70'E`, ROTTERDAM_LAT, ROTTERDAM_LON],
    ['51 54.3N 4 28.7E', ROTTERDAM_LAT, ROTTERDAM_LON],
    [`51°54.3' N, 4°28.7' E`, ROTTERDAM_LAT, ROTTERDAM_LON],
    [`N51°54'18" E4°28'42"`, ROTTERDAM_LAT, ROTTERDAM_LON],
    [`51°54'18"N 004°28'42"E`, ROTTERDAM_LAT, ROTTERDAM_LON],
    [`51°54'18''N 4°28'42''E`, ROTTERDAM_LAT, ROTTERDAM_LON],
    ['51-54.3N 004-28.7E', ROTTERDAM_LAT, ROTTERDAM_LON],
    ['51-54-18N 004-28-42E', ROTTERDAM_LAT, ROTTERDAM_LON],
    ['N 51 54.3 E 4 28.7', ROTTERDAM_LAT, ROTTERDAM_LON],
    ['51 54.3n 4 28.7e', ROTTERDAM_LAT, ROTTERDAM_LON],
    ['51º54′18″N 4º28′42″E', ROTTERDAM_LAT, ROTTERDAM_LON],
    ['51˚54’18”N 004˚28’42”E', ROTTERDAM_LAT, ROTTERDAM_LON],
    [`004°28.70'E 51°54.30'N`, ROTTERDAM_LAT, ROTTERDAM_LON],
    [`  51   54.3  N ,  4  28.7  E  `, ROTTERDAM_LAT, ROTTERDAM_LON],
    [`51°54.30'N004°28.70'E`, ROTTERDAM_LAT, ROTTERDAM_LON],
    ['51 54,3N 4 28,7E', ROTTERDAM_LAT, ROTTERDAM_LON],
    ['51 54,3 N, 4 28,7 E', ROTTERDAM_LAT, ROTTERDAM_LON],
    [`51°54.3' 4°28.7'`, ROTTERDAM_LAT, ROTTERDAM_LON],
    // Bare numbers: 51 54.3 can only end the latitude (decimals come last), so one split fits.
    ['51 54.3 4 28.7', ROTTERDAM_LAT, ROTTERDAM_LON],
    // Six bare numbers can only be two DMS triples.
    ['51 54 18 4 28 42', ROTTERDAM_LAT, ROTTERDAM_LON],
    ['51 54.3, 4 28.7', ROTTERDAM_LAT, ROTTERDAM_LON],
    ['51.905, 4.478', 51.905, 4.478],
    ['51.905 4.478', 51.905, 4.478],
    ['51.905,4.478', 51.905, 4.478],
    ['-33.86, 151.21', -33.86, 151.21],
    ['-33.86 -151.21', -33.86, -151.21],
    ['+51.905 +4.478', 51.905, 4.478],
    ['−33.86, 151.21', -33.86, 151.21],
    ['51.905N 4.478E', 51.905, 4.478],
    ['51,905N 4,478E', 51.905, 4.478],
    ['33 51.6S 151 12.6E', -(33 + 51.6 / 60), 151 + 12.6 / 60],
    [`S33°51.6' W151°12.6'`, -(33 + 51.6 / 60), -(151 + 12.6 / 60)],
    [`90°00.00'N 000°00.00'E`, 90, 0],
    [`90°00.00'S 000°00.00'E`, -90, 0],
    [`00°00.00'S 000°00.00'W`, 0, 0],
    // 180°E and 180°W are one meridian; longitudes are kept in [-180, 180).
    [`00°00.0'N 180°00.0'W`, 0, -180],
    ['0N 180E', 0, -180],
    ['0, 180', 0, -180],
    ['0, -180', 0, -180],
    ['51 4', 51, 4],
    // One comma and no spaces: the comma separates (a position needs two coordinates).
    ['51,5', 51, 5],
    ['-21,6', -21, 6],
    ['-33,18.5', -33, 18.5],
    ['0,-180', 0, -180],
  ];
  it.each(cases)('%s', (text, latDeg, lonDeg) => {
    const p = parsePosition(text);
    expect(p.lat).toBeCloseTo(latDeg, DIGITS);
    expect(p.lon).toBeCloseTo(lonDeg, DIGITS);
  });

  it('never returns negative zero', () => {
    const p = parsePosition(`00°00.00'S 000°00.00'W`);
    expect(Object.is(p.lat, 0)).toBe(true);
    expect(Object.is(p.lon, 0)).toBe(true);
  });
});

describe('parseLat / parseLon: accepted forms', () => {
  const lats: readonly [string, number][] = [
    [`51°54.30'N`, ROTTERDAM_LAT],
    ['51 54.3N', ROTTERDAM_LAT],
    [`N51°54'18"`, ROTTERDAM_LAT],
    [`51°54'18"N`, ROTTERDAM_LAT],
    ['51-54.3N', ROTTERDAM_LAT],
    ['51 54,3N', ROTTERDAM_LAT],
    ['51 54.3', ROTTERDAM_LAT],
    ['s 33 51.6', -(33 + 51.6 / 60)],
    ['-33.86', -33.86],
    [`51°54.3'`, ROTTERDAM_LAT],
    ['90N', 90],
    ['90 00.0S', -90],
    ['-0', 0],
  ];
  it('reads -0 as 0', () => {
    expect(Object.is(parseLat('-0'), 0)).toBe(true);
  });
  it.each(lats)('latitude %s', (text, latDeg) => {
    expect(parseLat(text)).toBeCloseTo(latDeg, DIGITS);
  });

  const lons: readonly [string, number][] = [
    [`004°28.70'E`, ROTTERDAM_LON],
    ['4 28.7E', ROTTERDAM_LON],
    [`W004°28'42"`, -ROTTERDAM_LON],
    ['151.21', 151.21],
    ['-151.21', -151.21],
    ['180E', -180],
    [`180°00.0'W`, -180],
    ['180', -180],
  ];
  it.each(lons)('longitude %s', (text, lonDeg) => {
    expect(parseLon(text)).toBeCloseTo(lonDeg, DIGITS);
  });
});

describe('rejected input', () => {
  const positions: readonly [string, InputErrorCode, string][] = [
    ['', 'coordinate-syntax', 'no position given'],
    ['   ', 'coordinate-syntax', 'no position given'],
    ['51 64.3N 4 28.7E', 'coordinate-range', '"51 64.3N 4 28.7E": minutes must be below 60'],
    ['51 60N 4E', 'coordinate-range', 'minutes must be below 60'],
    [`51°54'60"N 4E`, 'coordinate-range', 'seconds must be below 60'],
    ['51 -54.3N 4 28.7E', 'coordinate-range', 'minutes cannot be negative'],
    ['91N 4E', 'coordinate-range', 'latitude must be 90° or less'],
    ['90 00.1N 4E', 'coordinate-range', 'latitude must be 90° or less'],
    ['51N 180 00.1E', 'coordinate-range', 'longitude must be 180° or less'],
    ['-91, 4', 'coordinate-range', 'latitude must be 90° or less'],
    ['51, 181', 'coordinate-range', 'longitude must be 180° or less'],
    ['-51 54.3N 4 28.7E', 'coordinate-ambiguous', 'both a sign and a hemisphere letter'],
    ['51 54.3N +4 28.7E', 'coordinate-ambiguous', 'both a sign and a hemisphere letter'],
    ['51N 52N', 'coordinate-syntax', 'both are latitudes'],
    ['4E 5W', 'coordinate-syntax', 'both are longitudes'],
    ['51.905', 'coordinate-syntax', 'a position needs a latitude and a longitude'],
    [`51°54.30'N`, 'coordinate-syntax', 'a position needs a latitude and a longitude'],
    ['51 54 4 28', 'coordinate-ambiguous', 'cannot tell where the latitude ends'],
    ['51 54 4', 'coordinate-ambiguous', 'cannot tell where the latitude ends'],
    ['51.905N 4.478', 'coordinate-ambiguous', 'cannot tell where the latitude ends'],
    ['N51.905 4.478', 'coordinate-ambiguous', 'hemisphere letter with both coordinates or with neither'],
    ['51,5 4', 'coordinate-ambiguous', 'decimal comma or a separator'],
    ['91,0', 'coordinate-range', 'latitude must be 90° or less'],
    ['51 54,3 4 28,7', 'coordinate-ambiguous', 'decimal comma or a separator'],
    ['51N 4E xyz', 'coordinate-syntax', 'cannot read "x"'],
    ['51N 4E 5', 'coordinate-syntax', 'nothing may follow the hemisphere letter E'],
    ['51.5 30N 4E', 'coordinate-syntax', 'only the last number'],
    ['51 54 18 1N 4E', 'coordinate-syntax', 'more numbers than degrees, minutes and seconds'],
    [`54'51°N 4E`, 'coordinate-syntax', 'marked as'],
    ['51.905, 4.478, 3', 'coordinate-syntax', 'expected one comma'],
    ['51.905,', 'coordinate-syntax', 'expected degrees'],
    ['51N 4E;', 'coordinate-syntax', 'cannot read ";"'],
    ['51.N 4E', 'coordinate-syntax', 'cannot read "."'],
  ];
  it.each(positions)('parsePosition(%j) -> %s', (text, code, words) => {
    const error = thrown(() => parsePosition(text));
    expect(error.code).toBe(code);
    expect(error.message).toContain(words);
    expect(error.message.startsWith(`"${text.trim()}": `)).toBe(true);
    expect(error.field).toBe('position');
  });

  const axes: readonly [(text: string) => number, string, InputErrorCode, string][] = [
    [parseLat, '4E', 'coordinate-syntax', 'E is a longitude hemisphere; a latitude is N or S'],
    [parseLat, 'w4', 'coordinate-syntax', 'W is a longitude hemisphere'],
    [parseLon, '51N', 'coordinate-syntax', 'N is a latitude hemisphere; a longitude is E or W'],
    [parseLon, 'S51', 'coordinate-syntax', 'S is a latitude hemisphere'],
    [parseLat, '51 64.3N', 'coordinate-range', '"51 64.3N": minutes must be below 60'],
    [parseLat, '51 -54.3N', 'coordinate-range', 'minutes cannot be negative'],
    [parseLat, '51 -54.3', 'coordinate-range', 'minutes cannot be negative'],
    [parseLat, '-51N', 'coordinate-ambiguous', 'both a sign and a hemisphere letter'],
    [parseLat, '90.5', 'coordinate-range', 'latitude must be 90° or less'],
    [parseLon, '180.001W', 'coordinate-range', 'longitude must be 180° or less'],
    [parseLat, '', 'coordinate-syntax', 'no latitude given'],
    [parseLon, '', 'coordinate-syntax', 'no longitude given'],
    [parseLat, '51N 4E', 'coordinate-syntax', 'nothing may follow the hemisphere letter N'],
    [parseLat, '51N 52N', 'coordinate-syntax', 'nothing may follow the hemisphere letter N'],
    [parseLat, '51.905, 4.478', 'coordinate-syntax', 'found a comma'],
    [parseLat, 'NS51', 'coordinate-syntax', 'two hemisphere letters'],
    [parseLat, 'N51S', 'coordinate-syntax', 'two hemisphere letters'],
    [parseLat, '--51', 'coordinate-syntax', 'two signs'],
    [parseLat, '51 54 abc', 'coordinate-syntax', 'cannot read "a"'],
    [parseLat, `51 ${'0'.repeat(200)}`, 'coordinate-syntax', 'coordinate text is 203 characters long'],
  ];
  it.each(axes)('%o(%j) -> %s', (parse, text, code, words) => {
    const error = thrown(() => parse(text));
    expect(error.code).toBe(code);
    expect(error.message).toContain(words);
  });
});

describe('formatting', () => {
  it('writes degrees and decimal minutes, latitude 2 and longitude 3 degree digits', () => {
    expect(formatLat(ROTTERDAM_LAT)).toBe(`51°54.30'N`);
    expect(formatLon(ROTTERDAM_LON)).toBe(`004°28.70'E`);
    expect(formatPosition({ lat: ROTTERDAM_LAT, lon: ROTTERDAM_LON })).toBe(`51°54.30'N 004°28.70'E`);
    expect(formatPosition({ lat: -33.86, lon: 151.21 })).toBe(`33°51.60'S 151°12.60'E`);
    expect(formatPosition({ lat: -(1 + 2.5 / 60), lon: -(9 + 0.25 / 60) })).toBe(`01°02.50'S 009°00.25'W`);
  });

  it('takes the number of decimals of the minutes', () => {
    expect(formatLat(ROTTERDAM_LAT, { decimals: 0 })).toBe(`51°54'N`);
    expect(formatLat(ROTTERDAM_LAT, { decimals: 1 })).toBe(`51°54.3'N`);
    expect(formatLon(ROTTERDAM_LON, { decimals: 3 })).toBe(`004°28.700'E`);
    expect(() => formatLat(1, { decimals: 7 })).toThrow(RangeError);
    expect(() => formatLat(1, { decimals: 1.5 })).toThrow(RangeError);
  });

  it('carries rounded minutes of 60.00 into the degrees', () => {
    expect(formatLat(59 + 59.999 / 60)).toBe(`60°00.00'N`);
    expect(formatLat(-(59 + 59.995 / 60))).toBe(`60°00.00'S`);
    expect(formatLat(59 + 59.994 / 60)).toBe(`59°59.99'N`);
    expect(formatLon(9 + 59.9951 / 60)).toBe(`010°00.00'E`);
    expect(formatLatDms(59 + 59 / 60 + 59.96 / 3600)).toBe(`60°00'00.0"N`);
  });

  it('prints zero as N and E, never -0', () => {
    expect(formatLat(-0)).toBe(`00°00.00'N`);
    expect(formatLat(-1e-9)).toBe(`00°00.00'N`);
    expect(formatLon(-0)).toBe(`000°00.00'E`);
    expect(formatLon(-0.00001 / 60)).toBe(`000°00.00'E`);
    expect(formatLatDms(-1e-9)).toBe(`00°00'00.0"N`);
  });

  it('prints the 180° meridian as W, whatever side it comes from', () => {
    expect(formatLon(180)).toBe(`180°00.00'W`);
    expect(formatLon(-180)).toBe(`180°00.00'W`);
    expect(formatLon(179 + 59.999 / 60)).toBe(`180°00.00'W`);
    expect(formatLon(540)).toBe(`180°00.00'W`);
    expect(formatLon(360 + 4.5)).toBe(`004°30.00'E`);
  });

  it('writes the poles', () => {
    expect(formatLat(90)).toBe(`90°00.00'N`);
    expect(formatLat(-90)).toBe(`90°00.00'S`);
  });

  it('writes degrees, minutes and seconds', () => {
    expect(formatLatDms(ROTTERDAM_LAT)).toBe(`51°54'18.0"N`);
    expect(formatLonDms(-ROTTERDAM_LON)).toBe(`004°28'42.0"W`);
    expect(formatLatDms(ROTTERDAM_LAT, { decimals: 0 })).toBe(`51°54'18"N`);
    expect(formatPositionDms({ lat: ROTTERDAM_LAT, lon: ROTTERDAM_LON })).toBe(`51°54'18.0"N 004°28'42.0"E`);
  });

  it('writes the compact ship-log form for tables', () => {
    expect(formatLatCompact(ROTTERDAM_LAT)).toBe('51 54.30N');
    expect(formatLonCompact(-ROTTERDAM_LON)).toBe('004 28.70W');
    expect(formatPositionCompact({ lat: -33.86, lon: 151.21 })).toBe('33 51.60S 151 12.60E');
  });

  it('rejects what is not a latitude', () => {
    expect(thrown(() => formatLat(90.001)).code).toBe('coordinate-range');
    expect(thrown(() => formatLat(Number.NaN)).code).toBe('not-finite');
    expect(thrown(() => formatLon(Number.POSITIVE_INFINITY)).code).toBe('not-finite');
  });
});
