// Why a waypoint is there, and what a turn the weather pays for is worth (issue 28: every turn a
// navigator is asked to make explainable, with figures). Distances from GeographicLib's
// RhumbSolve (-i, WGS84): 0°N 0°E → 0°30'N 1°E and on to 0°N 2°E, 124,291.535 m each;
// 0°N 0°E → 0°N 2°E, 222,638.982 m.
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../shared/domain/position';
import type { RoutingEnvironment, TimedPosition } from '../../../shared/routing/model';
import { newSailedLeg, sailRhumb } from '../../../shared/routing/sail';
import { turnReasons, waypointGain } from '../../../shared/routing/turn-reasons';
import { turnWords } from '../../../shared/routing/turn-words';
import { DEPART } from './fixtures';

const KN_M_PER_S = 1852 / 3600;
const VIA_M = 2 * 124_291.535;
const STRAIGHT_M = 222_638.982;
/** Hours at 10 kn. */
const hoursAt10 = (m: number): number => m / (10 * KN_M_PER_S) / 3600;

/** The points timed by sailing their rhumb legs from DEPART, 1 NM sub-steps. */
function timed(points: readonly Position[], env: RoutingEnvironment): TimedPosition[] {
  const leg = newSailedLeg();
  const out: TimedPosition[] = [{ ...points[0]!, timeUtc: DEPART }];
  for (let k = 1; k < points.length; k++) {
    sailRhumb(out[k - 1]!, points[k]!, out[k - 1]!.timeUtc, env, 1, leg);
    out.push({ ...points[k]!, timeUtc: leg.arrivalUtc });
  }
  return out;
}

const DOG_LEG: readonly Position[] = [
  { lat: 0, lon: 0 },
  { lat: 0.5, lon: 1 },
  { lat: 0, lon: 2 },
];

describe('turn reasons and what a weather turn is worth', () => {
  it('a dog-leg round a band of risk on the straight line: 1.40 h later, most of the exposure avoided', () => {
    // Risk 1 within 3 NM of the equator: the straight leg runs in it all the way.
    const env: RoutingEnvironment = {
      speedKn: () => 10,
      maxSpeedKn: 10,
      risk: (p) => (Math.abs(p.lat) < 0.05 ? 1 : 0),
    };
    const [start, turn, end] = turnReasons(timed(DOG_LEG, env), env, 1);
    expect(start).toEqual({ why: 'start', gain: null });
    expect(end).toEqual({ why: 'end', gain: null });
    expect(turn!.why).toBe('weather');
    // The turn costs the dog-leg's extra miles at 10 kn: 25,944.088 m, 1.4009 h.
    expect(turn!.gain!.hours).toBeCloseTo(-(hoursAt10(VIA_M) - hoursAt10(STRAIGHT_M)), 3);
    // Straight: 12.02 h in the band. Through the turn: the first and last tenth of each leg (3 NM
    // of 30' of latitude), 24,858 m, 1.34 h, within a sub-step (1 NM, 0.1 h) of it.
    const inBand = hoursAt10(0.2 * 124_291.535);
    expect(turn!.gain!.risk).toBeGreaterThan(hoursAt10(STRAIGHT_M) - inBand - 0.2);
    expect(turn!.gain!.risk).toBeLessThan(hoursAt10(STRAIGHT_M) - inBand + 0.2);
    // As the navigator reads it: the share of the straight route's exposure the turn avoids.
    const routeRisk = hoursAt10(STRAIGHT_M) - turn!.gain!.risk;
    const gain = waypointGain(turn!.gain, routeRisk)!;
    expect(gain.exposure).toBeCloseTo(turn!.gain!.risk / hoursAt10(STRAIGHT_M), 9);
    expect(turnWords('weather', gain)).toBe('the weather pays: 89 % less exposure to the limits for 1.4 h more');
  });

  it('a dog-leg through a fair current: sooner, and no exposure on a route without risk', () => {
    // 14 kn north of 0°10'N, 10 kn south of it: the dog-leg's miles are mostly sailed fast.
    const env: RoutingEnvironment = { speedKn: (p) => (p.lat > 1 / 6 ? 14 : 10), maxSpeedKn: 14 };
    const [, turn] = turnReasons(timed(DOG_LEG, env), env, 1);
    expect(turn!.why).toBe('weather');
    expect(turn!.gain!.hours).toBeGreaterThan(1);
    expect(turn!.gain!.risk).toBe(0);
    const gain = waypointGain(turn!.gain, 0)!;
    expect(gain.exposure).toBe(0);
    expect(turnWords('weather', gain)).toMatch(/^the weather pays: \d+(\.\d)? h sooner$/);
  });

  it('a straight leg that is allowed but leads into a closed area later: the turn keeps out of it', () => {
    // East of 2°30'E closed until 15.7 h after departure: straight on, the ship is there at about
    // 15 h (12.02 h + 30' of longitude); through the turn at about 16.4 h.
    const closedUntil = DEPART + 15.7 * 3600;
    const env: RoutingEnvironment = {
      speedKn: () => 10,
      maxSpeedKn: 10,
      allowed: (p, t) => !(p.lon > 2.5 && t < closedUntil),
    };
    const route = timed([...DOG_LEG, { lat: 0, lon: 4 }], env);
    expect(route.every((p) => Number.isFinite(p.timeUtc))).toBe(true);
    expect(turnReasons(route, env, 1).map((r) => r.why)).toEqual(['start', 'not-allowed', 'weather', 'end']);
  });

  it('a bend along the great circle and a gain too small to name keep their plain words', () => {
    expect(turnWords('great-circle', null)).toBe('follows the great circle');
    expect(turnWords('weather', { hours: 0.01, exposure: 0.0004 })).toBe('the weather pays for the turn');
    expect(turnWords('weather', { hours: 2.26, exposure: 0.031 })).toBe(
      'the weather pays: 2.3 h sooner, 3.1 % less exposure to the limits',
    );
    expect(turnWords('weather', { hours: 0.5, exposure: -0.02 })).toBe(
      'the weather pays: 0.5 h sooner for 2 % more exposure to the limits',
    );
  });
});
