// Issue 28, "seamanlike" for the routes priced on risk: the soft limits' route (hours + price ×
// excess) and the least-risk route weave through a risk field whose patches pay a little for it;
// straightened on their own cost they do not, and cost at most the slack more. A turn that land
// forces is kept all the same.
import { describe, expect, it } from 'vitest';
import { optimiseRoute, type RoutedRoute } from '../../../shared/routing/route';
import { landClearance } from '../../../shared/routing/land-clear';
import { countZigZags, courseChangesDeg, routeShape } from '../../../shared/routing/route-shape';
import { newSailedLeg, sailRhumb } from '../../../shared/routing/sail';
import { RISK_SLACK, ZIG_ZAG_SLACK } from '../../../shared/routing/shortcut';
import type { Position } from '../../../shared/domain/position';
import type { RoutingEnvironment, TimedPosition } from '../../../shared/routing/model';
import { loadLand } from '../land/load';
import { DEPART } from './fixtures';

/** soft-route.ts's price of the excess over the limits, hours per unit. */
const PRICE_H = 24;

/**
 * An excess of 0.5 (a limit's value half as much again) less up to `amplitude` of it in patches
 * 0.625° (two of the corridor's 18.8 NM stages) apart along the equator and 10 NM across it, the
 * lows of neighbouring patches on opposite sides. At 8 % a route stepping 5 NM to each side every
 * stage meets 0.7 % less excess for 3.5 % more hours, 0.35 % less hours + 24 h × excess than the
 * straight line (389.34 against 390.70); at 15 %, 3.8 % less (376.25): beyond any slack.
 */
function patchyEnv(amplitude: number): RoutingEnvironment {
  const risk = (p: Position): number =>
    0.5 * (1 - amplitude * Math.cos((2 * Math.PI * p.lon) / 0.625) * Math.cos((2 * Math.PI * p.lat * 60) / 10));
  return { speedKn: () => 10, maxSpeedKn: 10, risk };
}
const ENV = patchyEnv(0.08);

/** Hours and risk of sailing the points' rhumb legs from the first one's time, 1 NM sub-steps. */
function sailed(points: readonly TimedPosition[], env: RoutingEnvironment): { hours: number; risk: number } {
  const leg = newSailedLeg();
  let t = points[0]!.timeUtc;
  let risk = 0;
  for (let k = 0; k + 1 < points.length; k++) {
    sailRhumb(points[k]!, points[k + 1]!, t, env, 1, leg);
    t = leg.arrivalUtc;
    risk += leg.risk;
  }
  return { hours: (t - points[0]!.timeUtc) / 3600, risk };
}

function route(
  objective: { riskPriceH: number } | { allowanceS: number },
  straighten: boolean,
  env = ENV,
): RoutedRoute {
  const r = optimiseRoute({
    from: { lat: 0, lon: 0 },
    to: { lat: 0, lon: 5 },
    departUtc: DEPART,
    env,
    objective: 'risk',
    ...objective,
    corridor: { halfWidthNm: 30 },
    subStepNm: 1,
    straighten,
  });
  if (!r.ok) throw new Error(r.message);
  return r;
}

describe('straightening a route priced on its risk', () => {
  it('soft limits, 0°N 0°E → 0°N 5°E through patches paying 0.35 % for weaving: no zig-zag, hours + 24 h × excess within the slack', () => {
    const weaving = route({ riskPriceH: PRICE_H }, false);
    const straight = route({ riskPriceH: PRICE_H }, true);
    // The search weaves through the patches; without straightening so do the waypoints.
    expect(countZigZags(courseChangesDeg(weaving.track))).toBeGreaterThan(5);
    expect(routeShape(weaving.waypoints).zigZags).toBeGreaterThan(5);
    expect(routeShape(straight.waypoints).zigZags).toBe(0);
    expect(routeShape(straight.waypoints).turns).toBeLessThan(routeShape(weaving.waypoints).turns);
    // The searched track's own cost, and the straightened route's: at most the slack more.
    const track = sailed(straight.track, ENV);
    const cost = (x: { hours: number; risk: number }) => x.hours + PRICE_H * x.risk;
    const after = cost({ hours: straight.durationS / 3600, risk: straight.risk });
    expect(after).toBeGreaterThan(cost(track));
    expect(after).toBeLessThanOrEqual(cost(track) + ZIG_ZAG_SLACK * track.hours + RISK_SLACK * PRICE_H * track.risk);
    // Straight is quicker: the weave's 3 % more miles are gone. The equator, 300.54 NM (5° of 60.108 NM) at 10 kn.
    expect(straight.durationS / 3600).toBeLessThan(track.hours);
    expect(straight.durationS / 3600).toBeCloseTo(30.054, 3);
  });

  it('a weave that saves 3.8 % of hours + 24 h × excess is the objective’s, not noise: it is kept', () => {
    const env = patchyEnv(0.15);
    const searched = route({ riskPriceH: PRICE_H }, true, env);
    expect(routeShape(searched.waypoints).zigZags).toBeGreaterThan(5);
    const cost = searched.durationS / 3600 + PRICE_H * searched.risk;
    const straightLine = sailed([searched.waypoints[0]!, searched.waypoints.at(-1)!], env);
    expect(cost).toBeLessThan((straightLine.hours + PRICE_H * straightLine.risk) * 0.97);
  });

  it('least risk within 12 h: the same patches, no zig-zag, the risk within RISK_SLACK of the track’s and the time within the allowance', () => {
    const weaving = route({ allowanceS: 12 * 3600 }, false);
    const straight = route({ allowanceS: 12 * 3600 }, true);
    expect(routeShape(weaving.waypoints).zigZags).toBeGreaterThan(5);
    expect(routeShape(straight.waypoints).zigZags).toBe(0);
    const track = sailed(straight.track, ENV);
    expect(straight.risk).toBeGreaterThan(track.risk);
    expect(straight.risk).toBeLessThanOrEqual(track.risk * (1 + RISK_SLACK) + ZIG_ZAG_SLACK * track.hours);
    // The equator, 300.54 NM (5° of 60.108 NM) at 10 kn: quicker than the weave, well within the allowance.
    expect(straight.durationS / 3600).toBeCloseTo(30.054, 3);
    expect(straight.durationS / 3600).toBeLessThan(track.hours);
  });
});

describe('a forced turn priced on risk is kept', () => {
  it('49.7°N 3.5°W → 46.5°N 4°W priced at 24 h per unit of a uniform excess still rounds Ushant 10 NM off', () => {
    const land = loadLand('10m');
    const from = { lat: 49.7, lon: -3.5 };
    const to = { lat: 46.5, lon: -4 };
    const r = optimiseRoute({
      from,
      to,
      departUtc: DEPART,
      env: { speedKn: () => 12, maxSpeedKn: 12, landClear: landClearance(land, [from, to]), risk: () => 0.2 },
      objective: 'risk',
      riskPriceH: PRICE_H,
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.turnReasons.slice(1, -1)).toContain('land');
    const shape = routeShape(r.waypoints, { land, ends: [from, to], sampleNm: 0.5 });
    expect(shape.leastLandNm).toBeGreaterThanOrEqual(10);
    expect(shape.turns).toBeGreaterThanOrEqual(1);
    expect(shape.zigZags).toBe(0);
    // A uniform excess: the priced route is the least-time one, risk 0.2 per hour sailed.
    expect(r.risk).toBeCloseTo((0.2 * r.durationS) / 3600, 6);
  });
});
