// Unit conversions: exact factors, the WMO Beaufort limits on both sides, the service's spellings.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MS_PER_KN,
  M_PER_NM,
  beaufortFromKn,
  beaufortFromMs,
  beaufortRangeKn,
  beaufortRangeMs,
  convertLength,
  convertSpeed,
  knToMs,
  mToNm,
  msToKn,
  nmToM,
  parseLengthUnit,
  parseSpeedUnit,
  type LengthUnit,
  type SpeedUnit,
} from '../../../shared/domain/units';
import { InputError, type InputErrorCode } from '../../../shared/domain/errors';

function thrownCode(fn: () => unknown): InputErrorCode {
  try {
    fn();
  } catch (error) {
    if (error instanceof InputError) return error.code;
    throw error;
  }
  throw new Error('expected an InputError, nothing was thrown');
}

describe('speed', () => {
  it('uses 1 kn = 1852/3600 m/s exactly', () => {
    expect(MS_PER_KN).toBe(1852 / 3600);
    expect(Math.abs(knToMs(10) - 5.1444444444444)).toBeLessThan(1e-12);
    expect(knToMs(10)).toBe(18520 / 3600);
    expect(Math.abs(msToKn(1) - 1.9438444924406)).toBeLessThan(1e-12);
    expect(knToMs(0)).toBe(0);
    expect(knToMs(-3)).toBe((-3 * 1852) / 3600);
  });

  const exact: readonly [number, SpeedUnit, SpeedUnit, number][] = [
    [10, 'kn', 'km/h', 18.52],
    [18.52, 'km/h', 'kn', 10],
    [36, 'km/h', 'm/s', 10],
    [10, 'm/s', 'km/h', 36],
    [1, 'mph', 'm/s', 0.44704],
    [1, 'mph', 'km/h', 1.609344],
    [3600, 'kn', 'm/s', 1852],
    [100, 'kn', 'mph', 115.07794480235425],
    [12.5, 'kn', 'kn', 12.5],
    [-4, 'm/s', 'kn', -7.775377969762419],
  ];
  it.each(exact)('%s %s = %s %s', (value, from, to, expected) => {
    expect(Math.abs(convertSpeed(value, from, to) - expected)).toBeLessThan(1e-12);
  });

  it('goes there and back again', () => {
    const unit = fc.constantFrom<SpeedUnit>('kn', 'm/s', 'km/h', 'mph');
    fc.assert(
      fc.property(fc.double({ min: -500, max: 500, noNaN: true }), unit, unit, (value, from, to) => {
        const back = convertSpeed(convertSpeed(value, from, to), to, from);
        expect(Math.abs(back - value)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(value)));
      }),
    );
  });
});

describe('length', () => {
  it('uses 1 NM = 1852 m exactly', () => {
    expect(M_PER_NM).toBe(1852);
    expect(nmToM(1)).toBe(1852);
    expect(nmToM(2.5)).toBe(4630);
    expect(mToNm(1852)).toBe(1);
    expect(mToNm(926)).toBe(0.5);
  });

  const exact: readonly [number, LengthUnit, LengthUnit, number][] = [
    [1, 'NM', 'm', 1852],
    [1, 'NM', 'km', 1.852],
    [1, 'ft', 'm', 0.3048],
    [1, 'mi', 'm', 1609.344],
    [1, 'mi', 'ft', 5280],
    [1, 'm', 'cm', 100],
    [250, 'cm', 'm', 2.5],
    [1, 'km', 'NM', 1000 / 1852],
    [10, 'ft', 'cm', 304.8],
    [3, 'km', 'km', 3],
  ];
  it.each(exact)('%s %s = %s %s', (value, from, to, expected) => {
    expect(Math.abs(convertLength(value, from, to) - expected)).toBeLessThan(1e-12 * Math.max(1, expected));
  });
  it('gives whole-number factors back exactly', () => {
    expect(convertLength(1, 'mi', 'ft')).toBe(5280);
    expect(convertLength(1, 'NM', 'm')).toBe(1852);
    expect(convertLength(1, 'ft', 'm')).toBe(0.3048);
  });
});

describe('Beaufort', () => {
  // WMO m/s lower limits of forces 1..12.
  const lowerMs = [0.3, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7];

  it.each(lowerMs.map((limit, i) => [i + 1, limit] as [number, number]))(
    'force %d starts at %d m/s',
    (force, limitMs) => {
      expect(beaufortFromMs(limitMs)).toBe(force);
      expect(beaufortFromMs(limitMs - 1e-9)).toBe(force - 1);
      // The WMO table is in tenths: x.x - 0.1 is the top of the force below.
      expect(beaufortFromMs(Math.round((limitMs - 0.1) * 10) / 10)).toBe(force - 1);
      // The same boundary given in knots.
      expect(beaufortFromKn(msToKn(limitMs) + 1e-9)).toBe(force);
      expect(beaufortFromKn(msToKn(limitMs) - 1e-9)).toBe(force - 1);
    },
  );

  it('is 0 for calm and 12 for any hurricane', () => {
    expect(beaufortFromMs(0)).toBe(0);
    expect(beaufortFromKn(0)).toBe(0);
    expect(beaufortFromMs(100)).toBe(12);
    expect(beaufortFromKn(200)).toBe(12);
  });

  // WMO knots column; our scale follows the m/s column and differs only at 16 and 21 kn.
  const knotsColumn: readonly [number, number, number][] = [
    [0, 0, 0],
    [1, 3, 1],
    [4, 6, 2],
    [7, 10, 3],
    [11, 16, 4],
    [17, 21, 5],
    [22, 27, 6],
    [28, 33, 7],
    [34, 40, 8],
    [41, 47, 9],
    [48, 55, 10],
    [56, 63, 11],
    [64, 120, 12],
  ];
  it.each(knotsColumn)('whole knots %d to %d are force %d (but 16 and 21 kn)', (fromKn, toKn, force) => {
    for (let kn = fromKn; kn <= toKn; kn += 1) {
      const expected = kn === 16 ? 5 : kn === 21 ? 6 : force;
      expect(beaufortFromKn(kn)).toBe(expected);
    }
  });

  it('gives each force a half-open range and a middle', () => {
    expect(beaufortRangeMs(0)).toEqual({ minMs: 0, maxMs: 0.3 });
    expect(beaufortRangeMs(5)).toEqual({ minMs: 8.0, maxMs: 10.8 });
    expect(beaufortRangeMs(12)).toEqual({ minMs: 32.7, maxMs: Infinity });
    expect(beaufortRangeKn(8).minKn).toBeCloseTo(17.2 / MS_PER_KN, 12);
    expect(beaufortRangeKn(12).maxKn).toBe(Infinity);
    expect(convertSpeed(5, 'Bft', 'm/s')).toBeCloseTo(9.4, 12);
    expect(convertSpeed(0, 'Bft', 'm/s')).toBeCloseTo(0.15, 12);
    expect(convertSpeed(12, 'Bft', 'm/s')).toBe(32.7);
    expect(convertSpeed(8, 'Bft', 'kn')).toBeCloseTo(19 / MS_PER_KN, 12);
    expect(convertSpeed(34, 'kn', 'Bft')).toBe(8);
    expect(convertSpeed(7.9, 'm/s', 'Bft')).toBe(4);
    expect(convertSpeed(7, 'Bft', 'Bft')).toBe(7);
  });

  it('maps every force to a speed that maps back to it', () => {
    for (let force = 0; force <= 12; force += 1) {
      expect(convertSpeed(convertSpeed(force, 'Bft', 'kn'), 'kn', 'Bft')).toBe(force);
    }
  });

  it('rejects a force that is not 0..12 and a negative wind', () => {
    for (const force of [-1, 13, 4.5]) {
      expect(thrownCode(() => beaufortRangeMs(force))).toBe('invalid-speed');
      expect(thrownCode(() => convertSpeed(force, 'Bft', 'kn'))).toBe('invalid-speed');
      expect(thrownCode(() => convertSpeed(force, 'Bft', 'Bft'))).toBe('invalid-speed');
    }
    expect(thrownCode(() => beaufortFromMs(-0.1))).toBe('invalid-speed');
    expect(thrownCode(() => beaufortFromKn(-1))).toBe('invalid-speed');
    expect(thrownCode(() => convertSpeed(-1, 'kn', 'Bft'))).toBe('invalid-speed');
  });
});

describe('unit spellings', () => {
  const speeds: readonly [string, SpeedUnit][] = [
    ['kn', 'kn'],
    ['kt', 'kn'],
    ['m/s', 'm/s'],
    ['km/h', 'km/h'],
    ['mph', 'mph'],
    ['Bft', 'Bft'],
  ];
  it.each(speeds)('speed %s', (text, unit) => {
    expect(parseSpeedUnit(text)).toBe(unit);
  });
  const lengths: readonly [string, LengthUnit][] = [
    ['m', 'm'],
    ['NM', 'NM'],
    ['km', 'km'],
    ['ft', 'ft'],
    ['mi', 'mi'],
    ['cm', 'cm'],
  ];
  it.each(lengths)('length %s', (text, unit) => {
    expect(parseLengthUnit(text)).toBe(unit);
  });
  it.each(['knots', 'KT', 'kts', 'm/s ', '', 'toString', 'hPa', '°C'])('rejects speed unit %j', (text) => {
    expect(thrownCode(() => parseSpeedUnit(text))).toBe('invalid-unit');
  });
  it.each(['nm', 'M', 'in', 'constructor', '', 'mm'])('rejects length unit %j', (text) => {
    expect(thrownCode(() => parseLengthUnit(text))).toBe('invalid-unit');
  });
  it('says what it accepts', () => {
    try {
      parseSpeedUnit('knots', 'elements[0].unit');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      if (!(error instanceof InputError)) return;
      expect(error.message).toBe('"knots" is not a speed unit Passage knows (kn, kt, m/s, km/h, mph, Bft)');
      expect(error.field).toBe('elements[0].unit');
    }
  });
});

describe('not-finite input', () => {
  const calls: readonly [string, (x: number) => unknown][] = [
    ['knToMs', knToMs],
    ['msToKn', msToKn],
    ['mToNm', mToNm],
    ['nmToM', nmToM],
    ['beaufortFromKn', beaufortFromKn],
    ['beaufortFromMs', beaufortFromMs],
    ['convertSpeed', (x) => convertSpeed(x, 'kn', 'm/s')],
    ['convertSpeed to Bft', (x) => convertSpeed(x, 'kn', 'Bft')],
    ['convertSpeed from Bft', (x) => convertSpeed(x, 'Bft', 'kn')],
    ['convertLength', (x) => convertLength(x, 'm', 'NM')],
  ];
  it.each(calls)('%s', (_name, call) => {
    expect(thrownCode(() => call(Number.NaN))).toBe('not-finite');
    expect(thrownCode(() => call(Number.POSITIVE_INFINITY))).toBe('not-finite');
    expect(thrownCode(() => call(Number.NEGATIVE_INFINITY))).toBe('not-finite');
  });
});
