// A route that must head far off its course to get round: a wall across the great circle close
// ahead of the start, open only beyond 90 NM to either side. Within 60° of the course the widest
// corridor cannot reach the gap before the wall; the router then searches once more with turns up
// to 75°, and finds the way round the wall's end.
import { describe, expect, it } from 'vitest';
import { optimiseRoute } from '../../../shared/routing/route';
import { M_PER_NM } from '../../../shared/domain/units';
import { rhumbDirect, rhumbInverse } from '../../../shared/geodesy/rhumb';
import { DEPART } from './fixtures';

/** The wall: 0.5°E, from 1.5°S to 1.5°N, 2 NM thick. */
const clearOfWall = (p: { lat: number; lon: number }): boolean =>
  !(Math.abs(p.lat) <= 1.5 && Math.abs(p.lon - 0.5) <= 1 / 60);

function route(maxDeviationDeg?: number) {
  return optimiseRoute({
    from: { lat: 0, lon: 0 },
    to: { lat: 0, lon: 3 },
    departUtc: DEPART,
    env: { speedKn: () => 10, allowed: clearOfWall, maxSpeedKn: 10 },
    corridor: { stageSpacingNm: 10, lateralSpacingNm: 2, halfWidthNm: 60 },
    maxHalfWidthNm: 120,
    subStepNm: 0.5,
    ...(maxDeviationDeg === undefined ? {} : { maxDeviationDeg }),
  });
}

describe('turning sharply when nothing gets through within 60°', () => {
  it("goes round the wall's end, never through it, no longer than round the end allows", () => {
    const r = route();
    if (!r.ok) throw new Error(r.message);
    // Round either end: at least start → (1.5°, 0.5°) → end, by the rhumb lines' lengths
    // (RhumbSolve -i: 0 0 1.5 0.5 → 174949.818 m, 1.5 0.5 0 3 → 323948.669 m on WGS84).
    const lowerNm = (rhumbInverse(0, 0, 1.5, 0.5).distanceM + rhumbInverse(1.5, 0.5, 0, 3).distanceM) / M_PER_NM;
    expect(lowerNm).toBeCloseTo((174949.818 + 323948.669) / M_PER_NM, 3);
    const lengthNm = r.distanceM / M_PER_NM;
    expect(lengthNm).toBeGreaterThanOrEqual(lowerNm - 0.5);
    expect(lengthNm).toBeLessThan(lowerNm * 1.03);
    for (let k = 0; k + 1 < r.waypoints.length; k++) {
      const a = r.waypoints[k]!;
      const b = r.waypoints[k + 1]!;
      const { distanceM, courseDeg } = rhumbInverse(a.lat, a.lon, b.lat, b.lon);
      for (let d = 0; d <= distanceM; d += 0.2 * M_PER_NM)
        expect(clearOfWall(rhumbDirect(a.lat, a.lon, courseDeg, d))).toBe(true);
    }
  });

  it('finds it with 75° given, and says the heading limit when even that fails (a wall with no end)', () => {
    expect(route(75).ok).toBe(true);
    const tight = optimiseRoute({
      from: { lat: 0, lon: 0 },
      to: { lat: 0, lon: 3 },
      departUtc: DEPART,
      env: { speedKn: () => 10, allowed: (p) => !(Math.abs(p.lon - 0.5) <= 1 / 60), maxSpeedKn: 10 },
      corridor: { stageSpacingNm: 10, lateralSpacingNm: 2, halfWidthNm: 60 },
      maxHalfWidthNm: 120,
      subStepNm: 0.5,
    });
    expect(tight).toMatchObject({ ok: false, reason: 'no-route', message: expect.stringContaining('at most 75°') });
  });
});
