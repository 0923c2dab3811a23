// Typical hulls per ship type and what a profile's own figures change.
import { describe, it, expect } from 'vitest';
import {
  DEFAULT_SHIP_TYPE,
  hullOf,
  typicalDisplacementM3,
  type HullHints,
  type ShipType,
} from '../../../shared/routing/hull';
import { InputError } from '../../../shared/domain/errors';
import { froudeNumber, kwonSpeedLossPercent } from '../../../shared/routing/speed-loss';
import { DEFAULT_VESSEL_LIMITS, type Vessel } from '../../../shared/domain/voyage';

const TEST_VESSEL: Vessel = { name: 'Test', limits: DEFAULT_VESSEL_LIMITS };

describe('typical hulls', () => {
  it('falls back to a laden bulk carrier when the profile says nothing', () => {
    expect(DEFAULT_SHIP_TYPE).toBe('bulk-carrier');
    const plain: Vessel = { name: 'No hull', limits: DEFAULT_VESSEL_LIMITS };
    for (const hull of [hullOf(), hullOf(plain)]) {
      expect(hull.waterlineLengthM).toBe(187);
      expect(hull.blockCoefficient).toBe(0.84);
      expect(hull.displacementM3).toBeCloseTo(0.84 * 187 * 32.26 * 12.8, 9); // 64 862.7 m³
      expect(hull.loading).toBe('laden');
      expect(hull.shipForm).toBe('normal');
    }
  });

  // ∇ = C_B·L·B·T of each representative ship.
  const volumes: readonly [ShipType, number][] = [
    ['bulk-carrier', 0.84 * 187 * 32.26 * 12.8], // 64 862.7
    ['tanker', 0.82 * 180 * 32.2 * 13], // 61 786.9
    ['container-ship', 0.65 * 285 * 32.2 * 12], // 71 580.6
    ['general-cargo', 0.72 * 135 * 21 * 8.5], // 17 350.2
    ['ro-ro', 0.6 * 185 * 28 * 7.2], // 22 377.6
  ];
  it.each(volumes)('%s displaces %d m³ loaded', (shipType, volume) => {
    expect(typicalDisplacementM3(shipType)).toBeCloseTo(volume, 6);
  });

  it('keeps each block coefficient inside the range quoted for its type', () => {
    const ranges: readonly [ShipType, number, number][] = [
      ['bulk-carrier', 0.8, 0.85],
      ['tanker', 0.8, 0.85],
      ['general-cargo', 0.55, 0.75],
      ['container-ship', 0.5, 0.7],
      ['ro-ro', 0.5, 0.7],
    ];
    for (const [shipType, min, max] of ranges) {
      const cb = hullOf(TEST_VESSEL, { shipType }).blockCoefficient;
      expect(cb, shipType).toBeGreaterThanOrEqual(min);
      expect(cb, shipType).toBeLessThanOrEqual(max);
    }
  });

  it('loses 62 % of 14 kn in force 6 head seas as a general cargo ship, 17.5 % as the default bulk carrier', () => {
    const headSeaLoss = (shipType: ShipType): number => {
      const h = hullOf(TEST_VESSEL, { shipType });
      return kwonSpeedLossPercent({
        beaufort: 6,
        waveAngleDeg: 0,
        blockCoefficient: h.blockCoefficient,
        froudeNumber: froudeNumber(14, h.waterlineLengthM),
        loading: h.loading,
        shipForm: h.shipForm,
        displacementM3: h.displacementM3,
      });
    };
    expect(headSeaLoss('general-cargo')).toBeCloseTo(62.1, 1);
    expect(headSeaLoss(DEFAULT_SHIP_TYPE)).toBeCloseTo(17.46, 2);
  });

  it('uses the container form for container ships only', () => {
    expect(hullOf(TEST_VESSEL, { shipType: 'container-ship' }).shipForm).toBe('container');
    expect(hullOf(TEST_VESSEL, { shipType: 'ro-ro' }).shipForm).toBe('normal');
  });
});

describe("a profile's own figures", () => {
  it('takes 0.6 of the loaded displacement in ballast when none is given', () => {
    const hull = hullOf(TEST_VESSEL, { shipType: 'tanker', loading: 'ballast' });
    expect(hull.loading).toBe('ballast');
    expect(hull.displacementM3).toBeCloseTo(0.6 * 0.82 * 180 * 32.2 * 13, 6);
    expect(hull.waterlineLengthM).toBe(180);
  });

  it('reads the loading from the fuel particulars when the hull does not say it', () => {
    expect(hullOf({ name: 'Test', limits: DEFAULT_VESSEL_LIMITS, fuel: { loading: 'ballast' } }).loading).toBe(
      'ballast',
    );
    expect(hullOf({ ...TEST_VESSEL, fuel: { loading: 'ballast' } }, { loading: 'laden' }).loading).toBe('laden');
  });

  it('scales the displacement as the cube of a given length', () => {
    const hull = hullOf(TEST_VESSEL, { shipType: 'bulk-carrier', waterlineLengthM: 220 });
    expect(hull.waterlineLengthM).toBe(220);
    expect(hull.displacementM3).toBeCloseTo(64_862.73024 * (220 / 187) ** 3, 4); // 105 617.6 m³
  });

  it('scales the length as the cube root of a given displacement', () => {
    const hull = hullOf(TEST_VESSEL, { shipType: 'bulk-carrier', displacementM3: 8 * 64_862.73024 });
    expect(hull.displacementM3).toBeCloseTo(518_901.84192, 4);
    expect(hull.waterlineLengthM).toBeCloseTo(374, 9);
  });

  it('takes every figure given as it is', () => {
    const hull = hullOf(TEST_VESSEL, {
      shipType: 'ro-ro',
      waterlineLengthM: 150,
      displacementM3: 12_000,
      blockCoefficient: 0.58,
    });
    expect(hull).toEqual({
      waterlineLengthM: 150,
      blockCoefficient: 0.58,
      displacementM3: 12_000,
      loading: 'laden',
      shipForm: 'normal',
    });
  });

  it('refuses figures no hull has, naming the field', () => {
    const cases: readonly [HullHints, string, string][] = [
      [{ waterlineLengthM: 0 }, 'invalid-hull', 'hull.waterlineLengthM'],
      [{ displacementM3: -5 }, 'invalid-hull', 'hull.displacementM3'],
      [{ blockCoefficient: 1.3 }, 'invalid-hull', 'hull.blockCoefficient'],
      [{ blockCoefficient: NaN }, 'not-finite', 'hull.blockCoefficient'],
    ];
    for (const [hints, code, field] of cases) {
      let caught: unknown;
      try {
        hullOf(TEST_VESSEL, hints);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(InputError);
      expect({ code: (caught as InputError).code, field: (caught as InputError).field }).toEqual({ code, field });
    }
  });

  it('takes the profile hull’s own L, B and draught, not those Passage assumed for the type', () => {
    const own = { lengthM: 200, beamM: 32, draughtM: 12, gmM: 3, assumed: ['gmM' as const] };
    const fromProfile = hullOf({ ...TEST_VESSEL, hull: own });
    // ∇ = C_B·L·B·T with the bulk carrier's 0.84: 0.84 · 200 · 32 · 12 = 64 512 m³.
    expect(fromProfile.waterlineLengthM).toBe(200);
    expect(fromProfile.displacementM3).toBeCloseTo(64_512, 6);
    // An assumed beam: the length alone, the displacement scaled from the typical ship's by (L/L₀)³.
    const lengthOnly = hullOf({ ...TEST_VESSEL, hull: { ...own, assumed: ['beamM', 'gmM'] } });
    expect(lengthOnly.displacementM3).toBeCloseTo(typicalDisplacementM3('bulk-carrier') * (200 / 187) ** 3, 6);
    // All assumed: the typical ship, as without a hull.
    const assumed = hullOf({ ...TEST_VESSEL, hull: { ...own, assumed: ['lengthM', 'beamM', 'draughtM', 'gmM'] } });
    expect(assumed).toEqual(hullOf());
  });
});
