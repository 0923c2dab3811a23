// When no route keeps the vessel's limits: how far above them the percentile is (the soft cost),
// which limit breaks where, when and by how much, and the first later departure that keeps them.
import { describe, expect, it } from 'vitest';
import { softExcess } from '../../../../../electron/backend/app/routing/environment';
import { limitBreaches } from '../../../../../electron/backend/app/routing/breaches';
import { laterDeparture, laterDepartures } from '../../../../../electron/backend/app/routing/later-departure';
import type { Position } from '../../../../../shared/domain/position';
import type { RoutedRoute } from '../../../../../shared/routing/route';
import type { RoutingFailure } from '../../../../../shared/routing/model';

const H = 3600;
/** A whole day (divisible by 6 h): 2027-01-15 00:00Z. */
const T0 = 1_800_000_000 - (1_800_000_000 % (24 * H));
const LIMITS = { windKn: 30, gustKn: 40, hsM: 4 };

describe('softExcess', () => {
  it('is 0 within every limit and sums each limit’s fraction over', () => {
    expect(softExcess([30, 40, 4], LIMITS)).toBe(0);
    expect(softExcess([36, 40, 4], LIMITS)).toBeCloseTo(0.2, 12);
    expect(softExcess([36, 50, 5], LIMITS)).toBeCloseTo(0.2 + 0.25 + 0.25, 12);
  });

  it('counts unknown values (past the ensemble) as within', () => {
    expect(softExcess([Number.NaN, Number.NaN, Number.NaN], LIMITS)).toBe(0);
  });
});

/** Along 50°N from 10°W to 0°, 36 h: wind 40 kn west of 6°W, 20 kn east of it; gusts and Hs always within. */
const ROUTE = [
  { lat: 50, lon: -10, timeUtc: T0 },
  { lat: 50, lon: 0, timeUtc: T0 + 36 * H },
];
const westGale = {
  percentileAt(p: Position, _t: number, out: Float64Array): void {
    out[0] = p.lon < -6 ? 40 : 20;
    out[1] = 30;
    out[2] = 2;
  },
};

describe('limitBreaches', () => {
  it('names the limit broken, its worst value, where and when, and the hours above it', () => {
    const [wind, ...others] = limitBreaches(ROUTE, westGale, LIMITS);
    expect(others).toEqual([]);
    expect(wind).toMatchObject({ quantity: 'wind', limit: 30, worst: 40, firstUtc: T0 });
    // The worst is met first at the start; RhumbSolve -i 50 -10 50 -6 gives 286 783 m of the
    // route's 716 958 m (10°), so the wind is above for 4/10 of 36 h, less the last sample's 10 NM.
    expect(wind!.worstUtc).toBe(T0);
    expect(wind).toMatchObject({ lat: 50, lon: -10 });
    expect(wind!.hoursAbove).toBeGreaterThan(14 - 0.7);
    expect(wind!.hoursAbove).toBeLessThanOrEqual(14.4);
    expect(wind!.lastUtc).toBeLessThan(T0 + 14.4 * H + 1);
  });

  it('is empty when the route keeps every limit', () => {
    expect(limitBreaches(ROUTE, westGale, { windKn: 45, gustKn: 45, hsM: 4 })).toEqual([]);
  });
});

describe('laterDeparture', () => {
  const figures = { waypoints: ROUTE, distanceM: 716_958, durationS: 36 * H, etaUtc: T0 + 36 * H };
  // A gale over the whole route until T0 + 40 h; the ship makes 10 kn.
  const allowed = (_p: Position, t: number): boolean => t >= T0 + 40 * H;
  const env = { speedKn: () => 10, allowed };
  const found = (departUtc: number): RoutedRoute =>
    ({ ok: true, etaUtc: departUtc + 39 * H }) as unknown as RoutedRoute;

  it('tries the planner’s grid from the next step to a day before the reach ends', () => {
    expect(laterDepartures(T0 + 1, 6, T0 + 4 * 24 * H)).toEqual(
      Array.from({ length: 12 }, (_, k) => T0 + (k + 1) * 6 * H),
    );
  });

  /** Later departures from T0 over a 9-day reach, each confirmation searched recorded. */
  function tryLater(answerOf: (t: number) => RoutedRoute | RoutingFailure) {
    const searched: number[] = [];
    const answer = laterDeparture({
      departUtc: T0,
      stepH: 6,
      reachToUtc: T0 + 9 * 24 * H,
      routes: [figures],
      env,
      search: (t) => {
        searched.push(t);
        return answerOf(t);
      },
    });
    return { answer, searched };
  }

  it('offers the first departure after the gale, confirmed by a search, with its ETA', () => {
    const { answer, searched } = tryLater(found);
    expect(answer.found).toEqual({ departUtc: T0 + 42 * H, etaUtc: T0 + 81 * H, checkedUntilUtc: T0 + 81 * H });
    expect(searched).toEqual([T0 + 42 * H]);
  });

  it('says none when the search cannot confirm, trying at most three times', () => {
    const { answer, searched } = tryLater(() => ({ ok: false, reason: 'no-route', message: 'no' }));
    expect(answer.found).toBeNull();
    expect(searched).toEqual([T0 + 42 * H, T0 + 48 * H, T0 + 54 * H]);
    expect(answer.triedUntilUtc).toBe(T0 + 54 * H);
  });

  it('says none when the limits are never kept within the reach', () => {
    const answer = laterDeparture({
      departUtc: T0,
      stepH: 6,
      reachToUtc: T0 + 9 * 24 * H,
      routes: [figures],
      env: { speedKn: () => 10, allowed: () => false },
      search: found,
    });
    expect(answer).toEqual({ found: null, triedUntilUtc: T0 + 8 * 24 * H });
  });
});
