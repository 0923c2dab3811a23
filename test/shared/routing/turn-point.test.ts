// Turning points placed anywhere (turn-point.ts): a weave priced on its risk becomes one turn at a
// point none of its waypoints is, within the zig-zag's slack; a turn that land forces is kept at
// the land's clearance; a least-time route is left as it is.
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../shared/domain/position';
import type { RoutingEnvironment, TimedPosition } from '../../../shared/routing/model';
import { courseChangesDeg, routeShape } from '../../../shared/routing/route-shape';
import { newSailedLeg, sailRhumb } from '../../../shared/routing/sail';
import { LEAST_TIME_COST, RISK_SLACK, ZIG_ZAG_SLACK } from '../../../shared/routing/shortcut';
import { placeTurns } from '../../../shared/routing/turn-point';
import { along, DEPART } from './fixtures';

const PRICE_H = 24;
const PRICED = { riskPriceH: PRICE_H, latestUtc: Infinity };

/** Timed by sailing the points' rhumb legs from DEPART, 1 NM sub-steps; hours and risk besides. */
function sail(
  points: readonly Position[],
  env: RoutingEnvironment,
): { route: TimedPosition[]; hours: number; risk: number } {
  const leg = newSailedLeg();
  const route: TimedPosition[] = [{ ...points[0]!, timeUtc: DEPART }];
  let risk = 0;
  for (let k = 1; k < points.length; k++) {
    sailRhumb(route[k - 1]!, points[k]!, route[k - 1]!.timeUtc, env, 1, leg);
    risk += leg.risk;
    route.push({ ...points[k]!, timeUtc: leg.arrivalUtc });
  }
  return { route, hours: (route.at(-1)!.timeUtc - DEPART) / 3600, risk };
}
const priced = (x: { hours: number; risk: number }): number => x.hours + PRICE_H * x.risk;

/** A weave north of 0°N 2°E from 0°N 0°E to 0°N 4°E: two zig-zags, three turns to alternate sides. */
const WEAVE: readonly Position[] = [
  { lat: 0, lon: 0 },
  { lat: 0.25, lon: 1 },
  { lat: 0.15, lon: 1.6 },
  { lat: 0.35, lon: 2.4 },
  { lat: 0.2, lon: 3 },
  { lat: 0, lon: 4 },
];

describe('a weave priced on its risk', () => {
  it('0°N 0°E → 0°N 4°E round a patch of excess on the equator at 2°E: one turn, off every waypoint of the weave, cheaper than it', () => {
    // Excess 0.5 at 0.1°S 2°E, falling off over 0.3° (18 NM): 24 h × its excess on the straight line is dear.
    const risk = (p: Position): number => 0.5 * Math.exp(-((p.lat + 0.1) ** 2 + (p.lon - 2) ** 2) / 0.09);
    const env: RoutingEnvironment = { speedKn: () => 10, maxSpeedKn: 10, risk };
    const weave = sail(WEAVE, env);
    expect(routeShape(weave.route).zigZags).toBe(2);
    const placed = placeTurns(weave.route, weave.route, env, 1, PRICED);
    const after = sail(placed, env);
    expect(routeShape(placed).turns).toBe(1);
    expect(routeShape(placed).zigZags).toBe(0);
    const turn = placed[1]!;
    expect(WEAVE.some((p) => Math.abs(p.lat - turn.lat) < 1e-9 && Math.abs(p.lon - turn.lon) < 1e-9)).toBe(false);
    // Within the slack of the weave's cost (hours + 24 h × excess), and here below it.
    expect(priced(after)).toBeLessThanOrEqual(
      priced(weave) + ZIG_ZAG_SLACK * weave.hours + RISK_SLACK * PRICE_H * weave.risk,
    );
    // 25.49 h against the weave's 35.23 h: the turn 0.64°N 2.01°E, north of the patch.
    expect(priced(after)).toBeCloseTo(25.49, 2);
    expect(priced(weave)).toBeCloseTo(35.23, 2);
    expect(turn.lat).toBeCloseTo(0.64, 2);
    expect(turn.lon).toBeCloseTo(2.01, 2);
    // The straight line pays for the patch: the turn is the objective's.
    expect(priced(sail([WEAVE[0]!, WEAVE.at(-1)!], env))).toBeGreaterThan(priced(after) + 1);
  });

  it('least risk with a deadline no replacement keeps (an hour after departure): the weave is left alone', () => {
    const risk = (p: Position): number => 0.5 * Math.exp(-((p.lat + 0.1) ** 2 + (p.lon - 2) ** 2) / 0.09);
    const env: RoutingEnvironment = { speedKn: () => 10, maxSpeedKn: 10, risk };
    const weave = sail(WEAVE, env);
    const placed = placeTurns(weave.route, weave.route, env, 1, { riskPriceH: PRICE_H, latestUtc: DEPART + 3600 });
    expect(placed).toEqual(weave.route);
  });
});

describe('a turn forced by land', () => {
  /** An island of radius 0.5° (margin included) at 0°N 2°E: legs checked every 0.01°. */
  const ISLAND = { lat: 0, lon: 2 };
  const RADIUS_DEG = 0.5;
  const offIsland = (p: Position): number => Math.hypot(p.lat - ISLAND.lat, p.lon - ISLAND.lon);
  const landClear = (a: Position, b: Position): boolean => {
    const n = Math.ceil(Math.hypot(b.lat - a.lat, b.lon - a.lon) / 0.01);
    for (let k = 0; k <= n; k++) {
      const p = { lat: a.lat + ((b.lat - a.lat) * k) / n, lon: a.lon + ((b.lon - a.lon) * k) / n };
      if (offIsland(p) < RADIUS_DEG) return false;
    }
    return true;
  };

  it('a weave round an island 0.5° off: bends to starboard north of it, no zig-zag, every leg clear, no nearer than 0.5°', () => {
    const env: RoutingEnvironment = { speedKn: () => 10, maxSpeedKn: 10, risk: () => 0.2, landClear };
    const weave = sail(
      [
        { lat: 0, lon: 0 },
        { lat: 0.6, lon: 1.2 },
        { lat: 0.5, lon: 1.8 },
        { lat: 0.7, lon: 2.4 },
        { lat: 0.55, lon: 3 },
        { lat: 0, lon: 4 },
      ],
      env,
    );
    expect(routeShape(weave.route).zigZags).toBeGreaterThanOrEqual(2);
    const placed = placeTurns(weave.route, weave.route, env, 1, PRICED);
    // Only zig-zags are this step's: the bend round the island (11.7° and 31.3° to starboard) stays.
    expect(routeShape(placed).zigZags).toBe(0);
    expect(routeShape(placed).turns).toBeGreaterThanOrEqual(1);
    expect(courseChangesDeg(placed).every((deg) => deg > 0)).toBe(true);
    expect(placed.slice(1, -1).every((p) => p.lat >= RADIUS_DEG)).toBe(true);
    for (let k = 0; k + 1 < placed.length; k++) expect(landClear(placed[k]!, placed[k + 1]!)).toBe(true);
    const least = Math.min(...along(placed, 0.5).map(offIsland));
    expect(least).toBeGreaterThanOrEqual(RADIUS_DEG - 0.01);
    expect(least).toBeLessThan(RADIUS_DEG + 0.05);
    // A uniform excess: the shortest clear route is the cheapest, shorter than the weave.
    expect(priced(sail(placed, env))).toBeLessThan(priced(weave));
  });
});

describe('least time', () => {
  it('in a calm field the waypoints are left exactly as shortcut.ts gave them, zig-zags and all', () => {
    const env: RoutingEnvironment = { speedKn: () => 10, maxSpeedKn: 10 };
    const weave = sail(WEAVE, env);
    expect(placeTurns(weave.route, weave.route, env, 1, LEAST_TIME_COST)).toEqual(weave.route);
  });
});
