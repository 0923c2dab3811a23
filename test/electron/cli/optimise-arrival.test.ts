// `passage optimise --arrive-by` (issue 28): the options read, and what --json and the text add.
import { describe, expect, it } from 'vitest';
import { readOptimiseArgs } from '../../../electron/cli/optimise';
import { optimiseJson, optimiseText } from '../../../electron/cli/optimise-text';
import { UsageError } from '../../../electron/cli/io';
import { InputError } from '../../../shared/domain/errors';
import { optimisedRouteSchema, type OptimisedRoute, type SpeedPlanResult } from '../../../shared/ipc';

const T0 = Date.UTC(2026, 11, 1, 3) / 1000;
const BASE = ['--from', '55.5,7', '--to', '57.9,11.2', '--depart', '2026-12-01T03:00Z', '--speed', '12'];

describe('passage optimise --arrive-by: the options', () => {
  it('reads the RTA, and no vessel when no particulars are given (typical figures then)', () => {
    const args = readOptimiseArgs([...BASE, '--arrive-by', '2026-12-02T12:00+02:00']);
    expect(args).not.toBe('help');
    if (args === 'help') return;
    expect(args.arrival).toEqual({ arriveByUtc: Date.UTC(2026, 11, 2, 10) / 1000 });
  });

  it('reads the fuel particulars into the vessel, MGO as MDO/MGO', () => {
    const args = readOptimiseArgs([
      ...BASE,
      '--arrive-by=2026-12-02T12:00Z',
      '--service-speed',
      '13.5',
      '--consumption',
      '24',
      '--fuel',
      'mgo',
      '--ballast',
      '--min-speed',
      '9',
    ]);
    if (args === 'help') throw new Error('help');
    expect(args.arrival.vessel?.fuel).toEqual({
      serviceSpeedKn: 13.5,
      consumptionTPerDay: 24,
      minSpeedKn: 9,
      fuelType: 'MDO/MGO',
      loading: 'ballast',
    });
    expect(args.arrival.vessel?.limits).toEqual({ windKn: 34, gustKn: 45, hsM: 4 });
  });

  it('refuses an RTA not after the departure, and particulars without an RTA', () => {
    expect(() => readOptimiseArgs([...BASE, '--arrive-by', '2026-12-01T03:00Z'])).toThrow(InputError);
    expect(() => readOptimiseArgs([...BASE, '--arrive-by', '2026-12-01T03:00Z'])).toThrow(/not after the departure/);
    expect(() => readOptimiseArgs([...BASE, '--arrive-by', 'tomorrow'])).toThrow(UsageError);
    expect(() => readOptimiseArgs([...BASE, '--fuel', 'HFO'])).toThrow(/are for --arrive-by/);
    expect(() => readOptimiseArgs([...BASE, '--arrive-by=2026-12-02T12:00Z', '--fuel', 'coal'])).toThrow(
      /--fuel must be one of HFO, LFO, MDO\/MGO, LNG, MDO, MGO/,
    );
  });
});

describe('passage optimise --arrive-by: the answer', () => {
  const summary = (hours: number, fuel?: number) => ({
    distanceM: 221 * 1852,
    durationS: hours * 3600,
    etaUtc: T0 + hours * 3600,
    exceedance: { wind: 0, gust: 0, hs: 0 },
    p90Max: { windKn: 18, gustKn: 24, hsM: 2.2 },
    storms: [],
    ...(fuel === undefined ? {} : { fuelT: fuel, co2T: fuel * 3.114 }),
  });
  const plan: SpeedPlanResult = {
    arriveByUtc: T0 + 24 * 3600,
    verdict: 'on-time',
    etaUtc: T0 + 24 * 3600 - 30,
    fuelT: 9.1,
    co2T: 28.34,
    waitH: 0.01,
    lateS: 0,
    legs: [
      { fromIndex: 0, toIndex: 1, speedKn: 9.84, etaUtc: T0 + 9 * 3600, fuelT: 3.4, breach: false },
      { fromIndex: 1, toIndex: 2, speedKn: 10.12, etaUtc: T0 + 24 * 3600 - 30, fuelT: 5.7, breach: true },
    ],
    fullSpeed: { speedKn: 12, etaUtc: T0 + 19 * 3600, fuelT: 13.8, co2T: 42.97, waitH: 5, lateS: 0 },
    savedFuelT: 4.7,
    savedCo2T: 14.63,
    vessel: {
      serviceSpeedKn: 14,
      serviceTPerDay: 28,
      minSpeedKn: 8.4,
      maxSpeedKn: 14.8,
      fuelType: 'HFO',
      loading: 'laden',
      co2Factor: 3.114,
      assumed: 'typical bulk carrier: 14 kn, 28 t/day, 8.4-14.8 kn range, HFO assumed',
    },
  };
  // Parsed, as the CLI receives it (defaults filled in).
  const result: OptimisedRoute = optimisedRouteSchema.parse({
    route: { waypoints: [] },
    optimised: summary(19, 13.8),
    baseline: summary(19.1, 13.9),
    own: null,
    stormList: { count: 0, fetchedAtUtc: T0, stale: false },
    creditsSpent: 0,
    samples: 0,
    provenance: { source: 'demo', stale: false, fetchedAtUtc: T0, ageS: 0, models: [] },
    members: [],
    method: 'graph',
    isochrones: [],
    corridor: [],
    speedPlan: plan,
  });

  it('adds fuelT and co2T to each summary and the speed plan, the other keys unchanged', () => {
    const json = optimiseJson(result);
    expect(Object.keys(json.optimised)).toEqual(['distanceM', 'durationS', 'exceedance', 'p90Max', 'fuelT', 'co2T']);
    expect(json.baseline.fuelT).toBe(13.9);
    expect(json.speedPlan).toEqual(plan);
    const without = optimiseJson({ ...result, optimised: summary(19), baseline: summary(19.1), speedPlan: undefined });
    expect(Object.keys(without)).toEqual(['route', 'optimised', 'baseline', 'creditsSpent']);
    expect(Object.keys(without.optimised)).toEqual(['distanceM', 'durationS', 'exceedance', 'p90Max']);
  });

  it('prints the speed per leg and the fuel beside full speed and wait, saying what was assumed', () => {
    const text = optimiseText(result, 90, true);
    expect(text).toContain('Required time of arrival 2026-12-02 03:00Z: speed per leg for the least fuel.');
    expect(text).toMatch(/1-2\s+9\.8\s+2026-12-01 12:00Z\s+3\.4/);
    expect(text).toMatch(/2-3\s+10\.1\s+2026-12-02 03:00Z\s+5\.7\s+LIMITS/);
    expect(text).toContain('Arrives 2026-12-02 03:00Z, on time for 2026-12-02 03:00Z.');
    expect(text).toContain('Full speed and wait (12 kn, then waits 5 h 00 min at anchor): 13.8 t HFO, 43 t CO2.');
    expect(text).toContain('Saved against full speed and wait: 4.7 t fuel, 14.7 t CO2.');
    expect(text).toContain('typical bulk carrier: 14 kn, 28 t/day, 8.4-14.8 kn range, HFO assumed');
    expect(text).toContain("No speed in the vessel's range keeps leg 2-3 within the limits");
  });
});
