// Storm tracks in time (linear between fixes, never extrapolated) and category warning classes.
import { describe, expect, it } from 'vitest';
import { stormAt, stormClassOf, stormFixes, warningDistanceNm } from '../../../shared/forecast/storm-track';
import { storm } from './storm-helpers';

const T0 = 1_800_000_000;
const H = 3600;

describe('stormClassOf and warningDistanceNm', () => {
  it.each([
    ['H1', 'hurricane', 300],
    ['H5', 'hurricane', 300],
    ['TY', 'hurricane', 300],
    ['STY', 'hurricane', 300],
    ['I', 'hurricane', 300],
    ['V', 'hurricane', 300],
    ['SCS', 'hurricane', 300],
    ['VSCS', 'hurricane', 300],
    ['ESCS', 'hurricane', 300],
    ['SuCS', 'hurricane', 300],
    ['TS', 'tropicalStorm', 200],
    ['STS', 'tropicalStorm', 200],
    ['CS', 'tropicalStorm', 200],
    ['TD', 'depression', 150],
    ['D', 'depression', 150],
    ['DD', 'depression', 150],
    [' td ', 'depression', 150],
    ['EX', 'unknown', 300],
    ['', 'unknown', 300],
  ])('%s is %s, warned at %s NM', (code, cls, nm) => {
    expect(stormClassOf(code)).toBe(cls);
    expect(warningDistanceNm(code)).toBe(nm);
  });

  it('uses configured distances, and the largest of them for an unknown code', () => {
    const distances = { hurricane: 250, tropicalStorm: 180, depression: 400 };
    expect(warningDistanceNm('TS', distances)).toBe(180);
    expect(warningDistanceNm('XX', distances)).toBe(400);
  });
});

describe('stormFixes', () => {
  it('drops points without time or position, sorts by time, and keeps the later of two at one time', () => {
    const s = storm([
      { timeUtc: T0 + 6 * H, lat: 11, lon: 140, category: 'TS' },
      { timeUtc: null, lat: 12, lon: 141 },
      { timeUtc: T0, lat: 10, lon: 139, category: 'TD' },
      { timeUtc: T0 + 12 * H, lat: null, lon: 142 },
      { timeUtc: T0 + 6 * H, lat: 11.2, lon: 140.1, category: 'TS' },
    ]);
    expect(stormFixes(s)).toEqual([
      { timeUtc: T0, lat: 10, lon: 139, category: 'TD' },
      { timeUtc: T0 + 6 * H, lat: 11.2, lon: 140.1, category: 'TS' },
    ]);
  });
});

describe('stormAt', () => {
  const fixes = stormFixes(
    storm([
      { timeUtc: T0, lat: 10, lon: 179, category: 'TS' },
      { timeUtc: T0 + 6 * H, lat: 12, lon: -179, category: 'TY' },
      { timeUtc: T0 + 12 * H, lat: 13, lon: -178, category: 'TS' },
    ]),
  );

  it('interpolates linearly in time, the short way across the antimeridian', () => {
    expect(stormAt(fixes, T0 + 3 * H)).toEqual({ timeUtc: T0 + 3 * H, lat: 11, lon: -180, category: 'TY' });
    const early = stormAt(fixes, T0 + 1.5 * H);
    expect(early?.lat).toBeCloseTo(10.5, 12);
    expect(early?.lon).toBeCloseTo(179.5, 12);
    const late = stormAt(fixes, T0 + 9 * H);
    expect(late?.lat).toBeCloseTo(12.5, 12);
    expect(late?.lon).toBeCloseTo(-178.5, 12);
  });

  it('takes the stronger category between two fixes, the fix own category at its time', () => {
    expect(stormAt(fixes, T0 + H)?.category).toBe('TY');
    expect(stormAt(fixes, T0)?.category).toBe('TS');
    expect(stormAt(fixes, T0 + 12 * H)).toEqual({ timeUtc: T0 + 12 * H, lat: 13, lon: -178, category: 'TS' });
  });

  it('never extrapolates before the first or after the last fix', () => {
    expect(stormAt(fixes, T0 - 1)).toBeNull();
    expect(stormAt(fixes, T0 + 12 * H + 1)).toBeNull();
    expect(stormAt([], T0)).toBeNull();
  });
});
