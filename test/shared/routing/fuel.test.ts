import { describe, expect, it } from 'vitest';
import { CO2_FACTOR_T_PER_T, co2T, fuelModelOf, fuelRateTPerH, fuelT } from '../../../shared/routing/fuel';

const limits = { windKn: 34, gustKn: 45, hsM: 4 };

describe('fuel model', () => {
  it('assumes the typical bulk carrier and says so', () => {
    const m = fuelModelOf();
    expect(m.serviceSpeedKn).toBe(14);
    expect(m.serviceTPerDay).toBe(28);
    expect(m.fuelType).toBe('HFO');
    expect(m.minSpeedKn).toBe(8.4);
    expect(m.maxSpeedKn).toBe(14.8);
    expect(m.assumed).toBe('typical bulk carrier: 14 kn, 28 t/day, 8.4-14.8 kn range, HFO assumed');
  });

  it('assumes nothing when the profile gives every figure', () => {
    const m = fuelModelOf({
      name: 'Aurora',
      limits,
      fuel: { serviceSpeedKn: 12, consumptionTPerDay: 20, minSpeedKn: 8, maxSpeedKn: 13, fuelType: 'MDO/MGO' },
    });
    expect(m.assumed).toBeNull();
    expect(m.co2Factor).toBe(3.206);
  });

  it('follows the cube law per hour and the square per mile (hand computed)', () => {
    const m = fuelModelOf();
    // 28 t/day at 14 kn is 1.1667 t/h; at 7 kn an eighth of it.
    expect(fuelRateTPerH(m, 14)).toBeCloseTo(28 / 24, 12);
    expect(fuelRateTPerH(m, 7)).toBeCloseTo(28 / 24 / 8, 12);
    // 140 NM: 10 h at 14 kn burn 11.667 t; 20 h at 7 kn burn a quarter of that.
    expect(fuelT(m, 14, 10)).toBeCloseTo(11.6667, 4);
    expect(fuelT(m, 7, 20)).toBeCloseTo(11.6667 / 4, 4);
  });

  it('scales the consumption in ballast by the displacement to the power 2/3', () => {
    const laden = fuelModelOf({ name: 'A', limits, fuel: { consumptionTPerDay: 30 } });
    const ballast = fuelModelOf({ name: 'A', limits, fuel: { consumptionTPerDay: 30, loading: 'ballast' } });
    expect(ballast.serviceTPerDay / laden.serviceTPerDay).toBeCloseTo(0.6 ** (2 / 3), 12);
  });

  it('takes the admiralty coefficient instead of a consumption (P = Δ^(2/3)·V³/C, 180 g/kWh)', () => {
    const m = fuelModelOf({
      name: 'A',
      limits,
      fuel: { serviceSpeedKn: 14, admiraltyCoefficient: 500, displacementT: 70_000 },
    });
    const powerKw = (70_000 ** (2 / 3) * 14 ** 3) / 500;
    expect(m.serviceTPerDay).toBeCloseTo((powerKw * 180 * 24) / 1e6, 9);
    expect(m.assumed).toContain('180 g/kWh');
  });

  it('gives CO2 as fuel times the IMO conversion factor', () => {
    expect(CO2_FACTOR_T_PER_T).toEqual({ HFO: 3.114, LFO: 3.151, 'MDO/MGO': 3.206, LNG: 2.75 });
    expect(co2T(fuelModelOf(), 100)).toBeCloseTo(311.4, 9);
    const lng = fuelModelOf({ name: 'A', limits, fuel: { fuelType: 'LNG' } });
    expect(co2T(lng, 10)).toBeCloseTo(27.5, 9);
  });

  it('refuses a least speed at or above the most', () => {
    expect(() => fuelModelOf({ name: 'A', limits, fuel: { minSpeedKn: 12, maxSpeedKn: 11 } })).toThrow(
      /below the most/,
    );
  });
});
