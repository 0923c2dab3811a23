import { describe, expect, it } from 'vitest';
import { fuelModelOf, fuelT } from '../../../shared/routing/fuel';
import { speedPlan, type RtaLeg } from '../../../shared/routing/rta';

const T0 = Date.UTC(2026, 11, 1, 6) / 1000;
const model = fuelModelOf();

/** A calm-water leg of `nm` miles: it takes nm/v hours. */
const calm = (nm: number): RtaLeg => ({ sail: (v, t) => t + (3600 * nm) / v });
/** A leg where the weather takes a fixed share of the speed made good. */
const slowed = (nm: number, keep: number): RtaLeg => ({ sail: (v, t) => t + (3600 * nm) / (v * keep) });

const planFuel = (legs: readonly number[], speeds: readonly number[]): number =>
  legs.reduce((s, nm, i) => s + fuelT(model, speeds[i]!, nm / speeds[i]!), 0);

describe('speed plan for a required time of arrival', () => {
  it('in calm water sails the one constant speed that just meets the RTA (analytic optimum)', () => {
    const legsNm = [120, 300, 80];
    const rta = T0 + (500 / 12) * 3600; // 500 NM at 12 kn
    const plan = speedPlan(legsNm.map(calm), model, T0, rta, 14);
    expect(plan.verdict).toBe('on-time');
    for (const leg of plan.legs) expect(leg.speedKn).toBeCloseTo(12, 2);
    expect(Math.abs(plan.etaUtc - rta)).toBeLessThan(60);
    // Fuel per mile ∝ v²: 500 NM at 12 kn burn 28/24·(12/14)³·500/12 t.
    expect(plan.fuelT).toBeCloseTo((28 / 24) * (12 / 14) ** 3 * (500 / 12), 1);
  });

  it('costs more fuel when one leg is faster and another slower to the same arrival (convexity)', () => {
    const legsNm = [250, 250];
    const best = planFuel(legsNm, [12, 12]);
    for (const dv of [0.2, 0.5, 1]) {
      // Faster on the first leg, the second slowed so the total time is the same.
      const v1 = 12 + dv;
      const hoursLeft = 500 / 12 - 250 / v1;
      const v2 = 250 / hoursLeft;
      expect(planFuel(legsNm, [v1, v2])).toBeGreaterThan(best);
    }
  });

  it('compares with the planned speed then waiting at anchor', () => {
    const rta = T0 + (500 / 12) * 3600;
    const plan = speedPlan([calm(500)], model, T0, rta, 14);
    expect(plan.fullSpeed.speedKn).toBe(14);
    expect(plan.fullSpeed.fuelT).toBeCloseTo((28 / 24) * (500 / 14), 6);
    expect(plan.fullSpeed.waitH).toBeCloseTo(500 / 12 - 500 / 14, 6);
    // Fuel per mile ∝ v²: the saving is 1 − (12/14)² of the full-speed fuel.
    expect(plan.savedFuelT / plan.fullSpeed.fuelT).toBeCloseTo(1 - (12 / 14) ** 2, 3);
    expect(plan.savedCo2T).toBeCloseTo(plan.savedFuelT * 3.114, 6);
  });

  it('says how late the ship is when even the most speed cannot meet the RTA', () => {
    const rta = T0 + 30 * 3600;
    const plan = speedPlan([calm(500)], model, T0, rta, 14);
    expect(plan.verdict).toBe('late');
    expect(plan.legs[0]!.speedKn).toBeCloseTo(model.maxSpeedKn, 2);
    expect(plan.lateS).toBeCloseTo((500 / model.maxSpeedKn - 30) * 3600, -2);
  });

  it('sails the least speed and waits when the RTA is far later than needed', () => {
    const rta = T0 + 100 * 3600;
    const plan = speedPlan([calm(500)], model, T0, rta, 14);
    expect(plan.verdict).toBe('early');
    expect(plan.legs[0]!.speedKn).toBeCloseTo(model.minSpeedKn, 2);
    expect(plan.waitH).toBeCloseTo(100 - 500 / model.minSpeedKn, 3);
  });

  it('with a fixed share of speed lost per leg still orders one speed (the loss scales time and fuel alike)', () => {
    const legs = [slowed(200, 0.8), calm(300)];
    const rta = T0 + (200 / (12 * 0.8) + 300 / 12) * 3600;
    const plan = speedPlan(legs, model, T0, rta, 14);
    for (const leg of plan.legs) expect(leg.speedKn).toBeCloseTo(12, 1);
  });

  it('keeps a leg within the limits at a speed that does, and flags a leg no speed keeps within them', () => {
    // Above 11 kn the first leg meets a limit (arrives into weather too early); the second leg breaks one at any speed.
    const legs: RtaLeg[] = [
      { sail: (v, t, withLimits) => (withLimits && v > 11 ? Number.NaN : t + (3600 * 200) / v) },
      { sail: (v, t, withLimits) => (withLimits ? Number.NaN : t + (3600 * 100) / v) },
    ];
    const plan = speedPlan(legs, model, T0, T0 + 30 * 3600, 14);
    expect(plan.legs[0]!.speedKn).toBeLessThanOrEqual(11);
    expect(plan.legs[0]!.breach).toBe(false);
    expect(plan.legs[1]!.breach).toBe(true);
  });
});

describe('speed plan where the weather breaks convexity', () => {
  it('takes up the time a jump in speed left over, without breaking a limit, instead of arriving hours early', () => {
    // The first leg keeps the limits only at 9 kn or less or 13 kn or more (a weather window):
    // as λ grows the plan jumps from late (9 kn then slower) to early (13 kn on both legs).
    const windowed: RtaLeg = {
      sail: (v, t, withLimits) => (withLimits && v > 9 && v < 13 ? Number.NaN : t + (3600 * 200) / v),
    };
    const rta = T0 + (400 / 11) * 3600;
    const plan = speedPlan([windowed, calm(200)], model, T0, rta, 14);
    expect(plan.verdict).toBe('on-time');
    expect(rta - plan.etaUtc).toBeLessThan(60);
    expect(plan.legs.some((l) => l.breach)).toBe(false);
    const v1 = plan.legs[0]!.speedKn;
    expect(v1 <= 9 + 1e-9 || v1 >= 13 - 1e-9).toBe(true);
    // Less fuel than both legs at 13 kn and then waiting.
    expect(plan.fuelT).toBeLessThan(planFuel([200, 200], [13, 13]));
  });
});
