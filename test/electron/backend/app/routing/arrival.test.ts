import { describe, expect, it } from 'vitest';
import { checkArriveBy, withArrival } from '../../../../../electron/backend/app/routing/arrival';
import { optimisedRouteSchema, routingMethods, type RouteSummary } from '../../../../../shared/ipc';
import { M_PER_NM } from '../../../../../shared/domain/units';

const T0 = Date.UTC(2026, 11, 1, 6) / 1000;
// Two legs of 300 NM along the equator (60 NM per degree, to the WGS84 ellipsoid's metre).
const route = [
  { lat: 0, lon: 0, timeUtc: T0 },
  { lat: 0, lon: 5, timeUtc: T0 },
  { lat: 0, lon: 10, timeUtc: T0 },
];
const summary: RouteSummary = {
  distanceM: 600 * M_PER_NM,
  durationS: 50 * 3600,
  etaUtc: T0 + 50 * 3600,
  exceedance: { wind: 0, gust: 0, hs: 0 },
  p90Max: { windKn: null, gustKn: null, hsM: null },
  storms: [],
};
const input = routingMethods['routing.optimise'].input.parse({
  taskId: 'rta-test',
  from: { lat: 0, lon: 0 },
  to: { lat: 0, lon: 10 },
  departUtc: T0,
  speedKn: 14,
  limits: null,
});
const calm = (speedKn: number) => ({ speedKn: () => speedKn });

describe('arrival on time with the least fuel', () => {
  it('leaves the summaries exactly as they were without an RTA', () => {
    const out = withArrival(input, route, calm, { optimised: summary, baseline: summary, own: null });
    expect(out).toEqual({ optimised: summary, baseline: summary, own: null });
  });

  it('adds fuel and CO2 to each summary and one constant speed per leg in calm water', () => {
    const distanceNm = 601.1; // 10° of longitude on the WGS84 equator, NM
    const arriveByUtc = T0 + (distanceNm / 12) * 3600;
    const out = withArrival({ ...input, arriveByUtc }, route, calm, {
      optimised: summary,
      baseline: summary,
      own: summary,
    });
    // 50 h at 14 kn on the typical bulk carrier's 28 t/day.
    expect(out.optimised.fuelT).toBeCloseTo((28 / 24) * 50, 1);
    expect(out.optimised.co2T).toBeCloseTo((28 / 24) * 50 * 3.114, 0);
    expect(out.own?.fuelT).toBe(out.optimised.fuelT);
    const plan = out.speedPlan!;
    expect(plan.verdict).toBe('on-time');
    for (const leg of plan.legs) expect(leg.speedKn).toBeCloseTo(12, 1);
    expect(plan.legs.map((l) => [l.fromIndex, l.toIndex])).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(plan.savedFuelT).toBeGreaterThan(0);
    expect(plan.vessel.assumed).toMatch(/^typical bulk carrier: 14 kn, 28 t\/day/);
    // The answer crosses the contract.
    const parsed = optimisedRouteSchema.shape.speedPlan.parse(plan);
    expect(parsed).toEqual(plan);
  });

  it('refuses an RTA at or before the departure, naming the field', () => {
    expect(() => checkArriveBy({ departUtc: T0, arriveByUtc: T0 })).toThrow(/not after the departure/);
    expect(() => checkArriveBy({ departUtc: T0, arriveByUtc: T0 + 1 })).not.toThrow();
  });
});
