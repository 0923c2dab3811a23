// A turn earns its keep (turn-worth.ts): on a route priced on risk a turn the weather pays for
// stays when sailing straight past it would cost more than TURN_WORTH of the leg's cost, and goes
// when it would cost less; a least-time route is left as the straightening gives it.
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../shared/domain/position';
import type { RoutingEnvironment, TimedPosition } from '../../../shared/routing/model';
import { sailFrom } from '../../../shared/routing/sail';
import { countZigZags, courseChangesDeg } from '../../../shared/routing/route-shape';
import { rhumbDirect } from '../../../shared/geodesy/rhumb';
import { LEAST_TIME_COST, type LegCost } from '../../../shared/routing/shortcut';
import { dropCheapTurns, TURN_WORTH } from '../../../shared/routing/turn-worth';
import { DEPART } from './fixtures';

const PRICE_H = 24;
const PRICED: LegCost = { riskPriceH: PRICE_H, latestUtc: Infinity };

/** A dog-leg 30' north of the equator from 0°E to 2°E (RhumbSolve: 248,583 m against 222,639 m straight). */
const DOG_LEG: readonly Position[] = [
  { lat: 0, lon: 0 },
  { lat: 0.5, lon: 1 },
  { lat: 0, lon: 2 },
];

/** 10 kn; risk `bump` within 3 NM of the equator (the straight leg's whole length), none elsewhere. */
function bandEnv(bump: number): RoutingEnvironment {
  return { speedKn: () => 10, maxSpeedKn: 10, risk: (p) => (Math.abs(p.lat) < 0.05 ? bump : 0) };
}

/** The points sailed from DEPART: timed waypoints and hours + price × risk. */
function sail(points: readonly Position[], env: RoutingEnvironment): { route: TimedPosition[]; cost: number } {
  const s = sailFrom(points, DEPART, env, 5)!;
  const hours = (s.waypoints.at(-1)!.timeUtc - DEPART) / 3600;
  return { route: s.waypoints, cost: hours + PRICE_H * s.riskTo.at(-1)! };
}

/** What the turn saves as a share of the dog-leg's cost, for a band of risk `bump`. */
function turnShare(bump: number): number {
  const env = bandEnv(bump);
  const via = sail(DOG_LEG, env).cost;
  return (sail([DOG_LEG[0]!, DOG_LEG[2]!], env).cost - via) / via;
}

/** The band's risk at which the turn saves `share` of the cost (the share is linear in it). */
function bumpFor(share: number): number {
  // cost difference = c1·bump − c0; the route's cost barely moves with the bump at these sizes.
  const lo = turnShare(0);
  const hi = turnShare(0.01);
  let bump = ((share - lo) / (hi - lo)) * 0.01;
  // Refine once for the cost's own small change with the bump.
  bump += ((share - turnShare(bump)) / (hi - lo)) * 0.01;
  return bump;
}

describe('a turn earns its keep on a route priced on risk', () => {
  it('a turn saving half of TURN_WORTH goes; one saving twice it stays', () => {
    for (const [share, kept] of [
      [TURN_WORTH / 2, false],
      [TURN_WORTH * 2, true],
    ] as const) {
      const env = bandEnv(bumpFor(share));
      expect(turnShare(bumpFor(share))).toBeCloseTo(share, 5);
      const out = dropCheapTurns(sail(DOG_LEG, env).route, env, 5, PRICED);
      expect(out.length).toBe(kept ? 3 : 2);
      // The leg grows by at most TURN_WORTH of its cost for the turn taken out.
      const after = sail(out, env).cost;
      const before = sail(DOG_LEG, env).cost;
      expect(after).toBeLessThanOrEqual(before * (1 + TURN_WORTH) + 1e-9);
      if (!kept) expect(after).toBeGreaterThan(before);
    }
  });

  it('a turn that pays nothing goes, and the route then arrives sooner with less risk', () => {
    // Risk everywhere alike: the dog-leg only adds miles, and risk with them.
    const env: RoutingEnvironment = { speedKn: () => 10, maxSpeedKn: 10, risk: () => 0.5 };
    const out = dropCheapTurns(sail(DOG_LEG, env).route, env, 5, PRICED);
    expect(out.map(({ lat, lon }) => ({ lat, lon }))).toEqual([DOG_LEG[0], DOG_LEG[2]]);
    // 222,638.982 m at 10 kn: 12.0217 h.
    expect((out.at(-1)!.timeUtc - DEPART) / 3600).toBeCloseTo(222_638.982 / (10 * 1852), 4);
  });

  it('a turn round land, past the deadline or on a least-time route is not touched', () => {
    const env: RoutingEnvironment = { speedKn: () => 10, maxSpeedKn: 10, risk: () => 0.5 };
    const route = sail(DOG_LEG, env).route;
    expect(dropCheapTurns(route, { ...env, landClear: () => false }, 5, PRICED)).toHaveLength(3);
    // The straight leg arrives at 12.02 h: a deadline before it keeps the turn (the dog-leg is the caller's).
    expect(dropCheapTurns(route, env, 5, { riskPriceH: PRICE_H, latestUtc: DEPART + 12 * 3600 })).toHaveLength(3);
    expect(dropCheapTurns(route, env, 5, LEAST_TIME_COST)).toHaveLength(3);
  });

  it('a turn is not taken out where that makes the route weave more', () => {
    // Heading east, 60 NM legs: +10° at A, −4° at B, then −20° or +20° at C. A and C are held by
    // land (only B may go). Without B the route would turn +8° at A and −22° at C: a zig-zag it
    // did not have (−4° is below the zig-zag's 5°), so B stays; turning +20° at C, B goes.
    for (const [turnAtC, bStays] of [
      [-20, true],
      [20, false],
    ] as const) {
      const points: Position[] = [{ lat: 0, lon: 0 }];
      let course = 90;
      for (const turn of [0, 10, -4, turnAtC]) {
        course += turn;
        const from = points.at(-1)!;
        points.push(rhumbDirect(from.lat, from.lon, course, 60 * 1852));
      }
      const [p0, a, b, c, p4] = points as [Position, Position, Position, Position, Position];
      const key = (p: Position): string => `${p.lat.toFixed(6)},${p.lon.toFixed(6)}`;
      const clear = new Set(
        [
          [p0, a],
          [a, b],
          [b, c],
          [c, p4],
          [a, c],
        ].map(([x, y]) => `${key(x!)}>${key(y!)}`),
      );
      const env: RoutingEnvironment = {
        speedKn: () => 10,
        maxSpeedKn: 10,
        risk: () => 0.5,
        landClear: (x, y) => clear.has(`${key(x)}>${key(y)}`),
      };
      expect(countZigZags(courseChangesDeg(points))).toBe(0);
      const out = dropCheapTurns(sail(points, env).route, env, 5, PRICED);
      expect(out.map(key)).toEqual((bStays ? points : [p0, a, c, p4]).map(key));
      expect(countZigZags(courseChangesDeg(out))).toBe(0);
    }
  });
});
