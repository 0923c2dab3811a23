// The router against a dense brute-force search (every edge of a corridor four times finer,
// stage after stage) in a synthetic field that changes with place, time and heading.
import { describe, expect, it } from 'vitest';
import { optimiseRoute } from '../../../shared/routing/route';
import { bruteForceLeastTime } from '../../../shared/routing/brute-force';
import { newSailedLeg, sailRhumb } from '../../../shared/routing/sail';
import { DEPART, bandedSpeedKn } from './fixtures';

describe('least time against brute force', () => {
  it('10°N 40°W → 12°N 35°W: within 1 % of the dense search, and faster than the great circle sailed straight', () => {
    // echo "10 -40 12 -35" | GeodSolve -i -p 6 → s12 589488.180102 m (318.3 NM).
    const from = { lat: 10, lon: -40 };
    const to = { lat: 12, lon: -35 };
    const env = { speedKn: bandedSpeedKn, maxSpeedKn: 15 };
    const brute = bruteForceLeastTime(
      from,
      to,
      DEPART,
      env,
      { stageSpacingNm: 5, lateralSpacingNm: 1.25, halfWidthNm: 60 },
      70,
      1,
    );
    const r = optimiseRoute({ from, to, departUtc: DEPART, env, corridor: { halfWidthNm: 60 } });
    if (!r.ok) throw new Error(r.message);
    expect(brute.durationS / 3600).toBeGreaterThan(25);
    expect(brute.durationS / 3600).toBeLessThan(32);
    expect(Math.abs(r.durationS / brute.durationS - 1)).toBeLessThan(0.01);
    // Sailing the great circle as one rhumb line takes longer than either: the field is worth routing.
    const straight = sailRhumb(from, to, DEPART, env, 1, newSailedLeg());
    expect(straight.arrivalUtc - DEPART).toBeGreaterThan(brute.durationS * 1.01);
    expect(r.stats.edgesSailed).toBeLessThan(brute.edgesSailed / 10);
  });
});

describe('FIFO sailing', () => {
  it('leaving later never arrives earlier on an edge whose speed changes with time', () => {
    const env = { speedKn: bandedSpeedKn };
    const leg = newSailedLeg();
    let previous = -Infinity;
    for (let m = 0; m <= 48 * 60; m += 10) {
      const arrival = sailRhumb(
        { lat: 10.1, lon: -40 },
        { lat: 10.4, lon: -39.7 },
        DEPART + m * 60,
        env,
        5,
        leg,
      ).arrivalUtc;
      expect(arrival).toBeGreaterThan(previous);
      previous = arrival;
    }
    // 25 NM at 7 to 15 kn: 1.7 to 3.6 hours.
    expect((previous - DEPART - 48 * 3600) / 3600).toBeGreaterThan(1.6);
    expect((previous - DEPART - 48 * 3600) / 3600).toBeLessThan(3.7);
  });
});
