// Kwon's speed loss: each published coefficient table, a worked example, the guards past the fits'
// peaks, monotonicity in force and direction, and bad input named by field.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MAX_SPEED_LOSS_PERCENT,
  directionCoefficient,
  formCoefficient,
  froudeNumber,
  kwonSpeedLossPercent,
  speedCoefficient,
  speedInWaves,
  waveAngleOffBowDeg,
  waveSector,
  type KwonInput,
  type Loading,
  type WaveSector,
} from '../../../shared/routing/speed-loss';
import { hullOf } from '../../../shared/routing/hull';
import { InputError } from '../../../shared/domain/errors';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';

function thrown(fn: () => unknown): { code: string; field: string | undefined } {
  try {
    fn();
  } catch (error) {
    if (error instanceof InputError) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('expected an InputError, nothing was thrown');
}

describe('direction reduction coefficient C_β (the table gives 2C_β)', () => {
  // [sector, BN, 2C_β worked by hand from the published formula]
  const table: readonly [WaveSector, number, number][] = [
    ['head', 0, 2],
    ['head', 6, 2],
    ['head', 12, 2],
    ['bow', 2, 1.7 - 0.03 * 4], // 1.58
    ['bow', 4, 1.7],
    ['bow', 6, 1.58],
    ['bow', 8, 1.22], // 1.7 - 0.03·16
    ['beam', 4, 0.66], // 0.9 - 0.06·4
    ['beam', 6, 0.9],
    ['beam', 8, 0.66],
    ['beam', 9, 0.36], // 0.9 - 0.06·9
    ['beam', 10, -0.06], // below zero as published
    ['following', 4, -0.08], // 0.4 - 0.03·16
    ['following', 6, 0.28],
    ['following', 8, 0.4],
    ['following', 9, 0.37],
    ['following', 10, 0.28],
  ];
  it.each(table)('%s seas at BN %i: 2C_β = %d', (sector, bn, twice) => {
    expect(directionCoefficient(sector, bn)).toBeCloseTo(twice / 2, 12);
  });

  it('puts each wave angle in its sector, boundaries going to the sector nearer the bow', () => {
    const cases: readonly [number, WaveSector][] = [
      [0, 'head'],
      [30, 'head'],
      [30.001, 'bow'],
      [60, 'bow'],
      [60.5, 'beam'],
      [150, 'beam'],
      [150.5, 'following'],
      [180, 'following'],
      [-45, 'bow'], // port and starboard alike
      [200, 'following'], // 160° off the other bow
      [330, 'head'],
      [390, 'head'],
    ];
    for (const [angle, sector] of cases) expect(waveSector(angle), `${angle}°`).toBe(sector);
  });

  it('measures the waves off the bow from the heading and the direction they come from', () => {
    expect(waveAngleOffBowDeg(350, 10)).toBeCloseTo(20, 12);
    expect(waveAngleOffBowDeg(90, 270)).toBeCloseTo(180, 12);
    expect(waveAngleOffBowDeg(10, 200)).toBeCloseTo(170, 12);
    expect(waveAngleOffBowDeg(0, 0)).toBe(0);
    expect(waveAngleOffBowDeg(45, 315)).toBeCloseTo(90, 12);
  });
});

describe('speed reduction coefficient C_U, one published row per C_B', () => {
  // [C_B, loading, Fn, C_U worked by hand from the row's c0 + c1·Fn + c2·Fn²]
  const rows: readonly [number, Loading, number, number][] = [
    [0.55, 'laden', 0.2, 1.7 - 1.4 * 0.2 - 7.4 * 0.04], // 1.124
    [0.6, 'laden', 0.2, 2.2 - 2.5 * 0.2 - 9.7 * 0.04], // 1.312
    [0.65, 'laden', 0.2, 2.6 - 3.7 * 0.2 - 11.6 * 0.04], // 1.396
    [0.7, 'laden', 0.2, 3.1 - 5.3 * 0.2 - 12.4 * 0.04], // 1.544
    [0.75, 'laden', 0.15, 2.4 - 10.6 * 0.15 - 9.5 * 0.0225], // 0.59625
    [0.8, 'laden', 0.15, 2.6 - 13.1 * 0.15 - 15.1 * 0.0225], // 0.29525
    [0.85, 'laden', 0.15, 3.1 - 18.7 * 0.15 + 28.0 * 0.0225], // 0.925
    [0.75, 'ballast', 0.15, 2.6 - 12.5 * 0.15 - 13.5 * 0.0225], // 0.42125
    [0.8, 'ballast', 0.15, 3.0 - 16.3 * 0.15 - 21.6 * 0.0225], // 0.069
    [0.85, 'ballast', 0.15, 3.4 - 20.9 * 0.15 + 31.8 * 0.0225], // 0.9805
    [0.85, 'laden', 0.1, 1.51],
    [0.55, 'laden', 0.1, 1.486],
  ];
  it.each(rows)('C_B %d %s at Fn %d', (cb, loading, fn, expected) => {
    expect(speedCoefficient(cb, fn, loading)).toBeCloseTo(expected, 12);
  });

  it('has no ballast rows finer than 0.75, so a fine ship in ballast reads the normal rows', () => {
    expect(speedCoefficient(0.6, 0.2, 'ballast')).toBeCloseTo(1.312, 12);
  });

  it('interpolates between rows and holds the end rows outside 0.55-0.85', () => {
    // Halfway between 0.70 (2.446 at Fn 0.1) and 0.75 (1.245 at Fn 0.1).
    expect(speedCoefficient(0.725, 0.1, 'laden')).toBeCloseTo((2.446 + 1.245) / 2, 12);
    expect(speedCoefficient(0.5, 0.2, 'laden')).toBeCloseTo(1.124, 12);
    expect(speedCoefficient(0.9, 0.15, 'laden')).toBeCloseTo(0.925, 12);
  });

  it('floors a row that the fit takes below zero (a full ship driven fast) at 0', () => {
    // C_B 0.80 laden at Fn 0.2: 2.6 - 2.62 - 0.604 = -0.624.
    expect(speedCoefficient(0.8, 0.2, 'laden')).toBe(0);
  });
});

describe('ship form coefficient C_Form', () => {
  it('follows the three published formulas (∇ = 1000 m³, so ∇^(2/3) = 100)', () => {
    const pow = 2 ** 6.5; // 90.50966799187809
    expect(formCoefficient(2, 1000, 'laden', 'normal')).toBeCloseTo(0.5 * 2 + pow / 270, 10);
    expect(formCoefficient(2, 1000, 'ballast', 'normal')).toBeCloseTo(0.7 * 2 + pow / 270, 10);
    expect(formCoefficient(2, 1000, 'laden', 'container')).toBeCloseTo(0.7 * 2 + pow / 2200, 10);
    expect(formCoefficient(2, 1000, 'ballast', 'container')).toBeCloseTo(1.4 + pow / 2200, 10);
    expect(formCoefficient(0, 1000, 'laden', 'normal')).toBe(0);
  });

  it('gives 34.19 at BN 6 for a 50 000 m³ laden ship and 8.03 for a container ship', () => {
    expect(formCoefficient(6, 50_000, 'laden', 'normal')).toBeCloseTo(34.18693490384176, 9);
    expect(formCoefficient(6, 50_000, 'laden', 'container')).toBeCloseTo(8.027487465471488, 9);
    expect(formCoefficient(8, 50_000, 'laden', 'normal')).toBeCloseTo(206.33661572805218, 9);
  });
});

describe('Froude number', () => {
  it('is v/√(gL) with g = 9.80665 m/s²', () => {
    // 14 kn = 7.2022 m/s; √(9.80665·187) = 42.8237 m/s.
    expect(froudeNumber(14, 187)).toBeCloseTo(0.16818427065526423, 12);
    expect(froudeNumber(0, 187)).toBe(0);
  });
});

describe('worked example: the default bulk carrier at 14 kn', () => {
  // Supramax bulk carrier (hull.ts): L 187 m, C_B 0.84, ∇ = 0.84·187·32.26·12.8 = 64 862.7 m³, laden.
  // Fn = 7.2022 / √(9.80665·187) = 0.168184. C_U: the 0.80 row gives -0.03033, floored at 0; the
  // 0.85 row 3.1 - 18.7·Fn + 28·Fn² = 0.74696; at C_B 0.84, 0 + 0.8·0.74696 = 0.59757.
  // BN 6 head seas: C_Form = 0.5·6 + 6^6.5 / (2.7·∇^(2/3)) = 3 + 114 283.4 / (2.7·1614.35) = 29.2194,
  // so Δv/v = C_β·C_U·C_Form = 1 · 0.59757 · 29.2194 = 17.46 %.
  const hull = hullOf({ name: 'Bulk', limits: DEFAULT_VESSEL_LIMITS }, { shipType: 'bulk-carrier' });
  const input = (beaufort: number, waveAngleDeg: number): KwonInput => ({
    beaufort,
    waveAngleDeg,
    blockCoefficient: hull.blockCoefficient,
    froudeNumber: froudeNumber(14, hull.waterlineLengthM),
    loading: hull.loading,
    shipForm: hull.shipForm,
    displacementM3: hull.displacementM3,
  });

  it('loses 17.46 % in force 6 head seas, 13.79 % on the bow, 7.86 % abeam, 2.44 % from astern', () => {
    expect(kwonSpeedLossPercent(input(6, 0))).toBeCloseTo(17.460587652978223, 9);
    expect(kwonSpeedLossPercent(input(6, 45))).toBeCloseTo(13.793864245852795, 9);
    expect(kwonSpeedLossPercent(input(6, 90))).toBeCloseTo(7.8572644438402, 9);
    expect(kwonSpeedLossPercent(input(6, 170))).toBeCloseTo(2.4444822714169514, 9);
  });

  it('makes 11.56 kn through the water in 25 kn of wind (force 6) from ahead', () => {
    expect(speedInWaves({ speedKn: 14, windKn: 25, waveAngleDeg: 0, hull })).toBeCloseTo(
      14 * (1 - 17.460587652978223 / 100),
      9,
    );
    expect(speedInWaves({ speedKn: 14, windKn: 0, waveAngleDeg: 0, hull })).toBe(14);
  });

  it('caps the loss at 75 % where the formula passes 100 % (force 8 ahead: 104 %)', () => {
    expect(kwonSpeedLossPercent(input(8, 0))).toBe(MAX_SPEED_LOSS_PERCENT);
    expect(speedInWaves({ speedKn: 14, windKn: 36, waveAngleDeg: 10, hull })).toBeCloseTo(3.5, 12);
  });

  it('keeps the force 9 loss abeam at force 10, where the published C_β goes below zero', () => {
    expect(kwonSpeedLossPercent(input(9, 90))).toBeCloseTo(39.82780119193421, 9);
    expect(kwonSpeedLossPercent(input(10, 90))).toBeCloseTo(39.82780119193421, 9);
  });

  it('never costs more from astern than abeam, though the published parabolas cross at BN 9', () => {
    // Bare formula at BN 9: following 40.93 %, beam 39.83 %.
    expect(directionCoefficient('following', 9)).toBeGreaterThan(directionCoefficient('beam', 9));
    expect(kwonSpeedLossPercent(input(9, 170))).toBeCloseTo(39.82780119193421, 9);
  });
});

describe('properties', () => {
  const sectors = [0, 45, 90, 170] as const;
  const hullArb = fc.record({
    blockCoefficient: fc.double({ min: 0.5, max: 0.9, noNaN: true }),
    froudeNumber: fc.double({ min: 0, max: 0.35, noNaN: true }),
    loading: fc.constantFrom<Loading>('laden', 'ballast'),
    shipForm: fc.constantFrom('normal' as const, 'container' as const),
    displacementM3: fc.double({ min: 2_000, max: 250_000, noNaN: true }),
  });

  it('loses more (or as much) speed as the force rises, from every direction', () => {
    fc.assert(
      fc.property(hullArb, fc.double({ min: 0, max: 180, noNaN: true }), (h, waveAngleDeg) => {
        let previous = 0;
        for (let beaufort = 0; beaufort <= 12; beaufort += 1) {
          const loss = kwonSpeedLossPercent({ ...h, beaufort, waveAngleDeg });
          expect(loss).toBeGreaterThanOrEqual(previous);
          previous = loss;
        }
      }),
    );
  });

  it('is the bare published product up to force 8 (negatives read as no loss), the guards acting only above', () => {
    fc.assert(
      fc.property(hullArb, fc.integer({ min: 0, max: 8 }), fc.constantFrom(...sectors), (h, beaufort, waveAngleDeg) => {
        const bare =
          Math.max(0, directionCoefficient(waveSector(waveAngleDeg), beaufort)) *
          speedCoefficient(h.blockCoefficient, h.froudeNumber, h.loading) *
          formCoefficient(beaufort, h.displacementM3, h.loading, h.shipForm);
        const loss = kwonSpeedLossPercent({ ...h, beaufort, waveAngleDeg });
        expect(Math.abs(loss - Math.min(MAX_SPEED_LOSS_PERCENT, bare))).toBeLessThanOrEqual(1e-9 * Math.max(1, bare));
      }),
    );
  });

  it('loses most in head seas, then bow, beam and following seas, at every force', () => {
    fc.assert(
      fc.property(hullArb, fc.integer({ min: 0, max: 12 }), (h, beaufort) => {
        const losses = sectors.map((waveAngleDeg) => kwonSpeedLossPercent({ ...h, beaufort, waveAngleDeg }));
        for (let i = 1; i < losses.length; i += 1) expect(losses[i]).toBeLessThanOrEqual(losses[i - 1] ?? Infinity);
      }),
    );
  });

  it('stays within 0 and the cap, and the speed within 0 and the planned speed', () => {
    const hull = hullOf();
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 120, noNaN: true }),
        fc.double({ min: -720, max: 720, noNaN: true }),
        (speedKn, windKn, waveAngleDeg) => {
          const speed = speedInWaves({ speedKn, windKn, waveAngleDeg, hull });
          expect(speed).toBeGreaterThanOrEqual(speedKn * (1 - MAX_SPEED_LOSS_PERCENT / 100) - 1e-9);
          expect(speed).toBeLessThanOrEqual(speedKn);
        },
      ),
    );
  });
});

describe('bad input is refused with the field named', () => {
  const good: KwonInput = {
    beaufort: 6,
    waveAngleDeg: 0,
    blockCoefficient: 0.7,
    froudeNumber: 0.2,
    loading: 'laden',
    shipForm: 'normal',
    displacementM3: 20_000,
  };
  const cases: readonly [string, () => unknown, string, string][] = [
    ['NaN force', () => kwonSpeedLossPercent({ ...good, beaufort: NaN }), 'not-finite', 'beaufort'],
    ['fractional force', () => kwonSpeedLossPercent({ ...good, beaufort: 4.5 }), 'invalid-speed', 'beaufort'],
    ['force 13', () => kwonSpeedLossPercent({ ...good, beaufort: 13 }), 'invalid-speed', 'beaufort'],
    ['NaN angle', () => kwonSpeedLossPercent({ ...good, waveAngleDeg: NaN }), 'not-finite', 'waveAngleDeg'],
    ['C_B 0', () => kwonSpeedLossPercent({ ...good, blockCoefficient: 0 }), 'invalid-hull', 'blockCoefficient'],
    ['C_B 1.2', () => kwonSpeedLossPercent({ ...good, blockCoefficient: 1.2 }), 'invalid-hull', 'blockCoefficient'],
    ['Fn -0.1', () => kwonSpeedLossPercent({ ...good, froudeNumber: -0.1 }), 'invalid-speed', 'froudeNumber'],
    ['Fn 1.5', () => kwonSpeedLossPercent({ ...good, froudeNumber: 1.5 }), 'invalid-speed', 'froudeNumber'],
    ['∇ -1', () => kwonSpeedLossPercent({ ...good, displacementM3: -1 }), 'invalid-hull', 'displacementM3'],
    ['∇ Infinity', () => kwonSpeedLossPercent({ ...good, displacementM3: Infinity }), 'not-finite', 'displacementM3'],
    ['speed -1 kn', () => froudeNumber(-1, 100), 'invalid-speed', 'speedKn'],
    ['length 0', () => froudeNumber(10, 0), 'invalid-hull', 'waterlineLengthM'],
    [
      'negative speed',
      () => speedInWaves({ speedKn: -3, windKn: 10, waveAngleDeg: 0, hull: hullOf() }),
      'invalid-speed',
      'speedKn',
    ],
    [
      'NaN speed',
      () => speedInWaves({ speedKn: NaN, windKn: 10, waveAngleDeg: 0, hull: hullOf() }),
      'not-finite',
      'speedKn',
    ],
    [
      'negative wind',
      () => speedInWaves({ speedKn: 12, windKn: -5, waveAngleDeg: 0, hull: hullOf() }),
      'invalid-speed',
      'windKn',
    ],
    ['NaN heading', () => waveAngleOffBowDeg(NaN, 10), 'not-finite', 'headingDeg'],
  ];
  it.each(cases)('%s', (_name, fn, code, field) => {
    expect(thrown(fn)).toEqual({ code, field });
  });
});
