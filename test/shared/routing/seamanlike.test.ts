// Issue 28, "seamanlike": a field built to make the search zig-zag comes out straight, a turn
// forced round a headland or an island is kept and says why, and the coast keeps its margin.
import { describe, expect, it } from 'vitest';
import { optimiseRoute } from '../../../shared/routing/route';
import { landClearance } from '../../../shared/routing/land-clear';
import { countZigZags, courseChangesDeg, routeShape } from '../../../shared/routing/route-shape';
import { ZIG_ZAG_SLACK } from '../../../shared/routing/shortcut';
import { OFFING_NM, OFFING_SLACK } from '../../../shared/routing/offing';
import { M_PER_NM } from '../../../shared/domain/units';
import { separationM } from '../../helpers/geo';
import { loadLand } from '../land/load';
import { DEPART } from './fixtures';

/**
 * 10 kn steering 090°, up to 3.8 % faster steering 14° or more either side of it (a polar that
 * rewards tacking). On the corridor below (300.6 NM in 16 stages of 18.8 NM) a 5 NM side-step is
 * 14.9° off, so weaving makes good 10.38 · cos 14.9° = 10.031 kn along the course: 0.31 % quicker
 * than straight, within the straightening slack (0.5 %), and the search, exact on its graph, weaves.
 */
function tackingKn(_p: unknown, _t: number, headingDeg: number): number {
  const off = Math.abs(((headingDeg - 90 + 540) % 360) - 180);
  return 10 * (1 + 0.038 * Math.min(1, off / 14));
}

describe('straightening a zig-zag', () => {
  it('0°N 0°E → 0°N 5°E in a field that pays 0.31 % for weaving comes out with no zig-zag, at most 0.5 % slower', () => {
    const r = optimiseRoute({
      from: { lat: 0, lon: 0 },
      to: { lat: 0, lon: 5 },
      departUtc: DEPART,
      env: { speedKn: tackingKn, maxSpeedKn: 10.38 },
      corridor: { halfWidthNm: 30 },
      subStepNm: 1,
    });
    if (!r.ok) throw new Error(r.message);
    // The searched track weaves: turns to alternate sides, each far beyond 5°.
    expect(countZigZags(courseChangesDeg(r.track))).toBeGreaterThan(3);
    // The waypoints do not, and pay no more than the slack for it.
    expect(routeShape(r.waypoints).zigZags).toBe(0);
    const trackS = r.track.at(-1)!.timeUtc - DEPART;
    expect(r.durationS).toBeLessThanOrEqual(trackS * (1 + ZIG_ZAG_SLACK));
    expect(r.durationS).toBeGreaterThan(trackS);
    expect(r.turnReasons).toHaveLength(r.waypoints.length);
    expect(r.turnReasons[0]).toBe('start');
    expect(r.turnReasons.at(-1)).toBe('end');
  });
});

describe('forced turns are kept and explained', () => {
  it('49.7°N 3.5°W → 46.5°N 4°W rounds Ushant: a turn for land, and every point at sea 10 NM or more off', () => {
    const land = loadLand('10m');
    const from = { lat: 49.7, lon: -3.5 };
    const to = { lat: 46.5, lon: -4 };
    const r = optimiseRoute({
      from,
      to,
      departUtc: DEPART,
      env: { speedKn: () => 12, maxSpeedKn: 12, landClear: landClearance(land, [from, to]) },
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.turnReasons).toHaveLength(r.waypoints.length);
    expect(r.turnReasons.slice(1, -1)).toContain('land');
    expect(r.turnReasons.slice(1, -1).every((x) => x === 'land' || x === 'great-circle')).toBe(true);
    // The margin is 10 NM beyond 29 NM of an end (land-clear.ts): measured from 30 NM, every 0.5 NM.
    const shape = routeShape(r.waypoints, { land, ends: [from, to], sampleNm: 0.5 });
    expect(shape.leastLandNm).toBeGreaterThanOrEqual(10);
    expect(shape.zigZags).toBe(0);
  });

  it('0°N 0°E → 0°N 2°E round a 20 NM no-go disc: the waypoints on its arc are there because the chord is not allowed', () => {
    const outside = (p: { lat: number; lon: number }) => separationM(0, 1, p.lat, p.lon) >= 20 * M_PER_NM;
    const r = optimiseRoute({
      from: { lat: 0, lon: 0 },
      to: { lat: 0, lon: 2 },
      departUtc: DEPART,
      env: { speedKn: () => 10, allowed: outside, maxSpeedKn: 10 },
      corridor: { stageSpacingNm: 4, lateralSpacingNm: 0.5, halfWidthNm: 30 },
      subStepNm: 1,
      toleranceNm: 0.2,
    });
    if (!r.ok) throw new Error(r.message);
    const inner = r.turnReasons.slice(1, -1);
    expect(inner.length).toBeGreaterThan(0);
    expect(inner.every((x) => x === 'not-allowed')).toBe(true);
    // Round one side only: every turn to the same side, no zig-zag.
    expect(routeShape(r.waypoints).zigZags).toBe(0);
  });

  it('a via is named as such, between the start and the end', () => {
    const r = optimiseRoute({
      from: { lat: 0, lon: 0 },
      vias: [{ lat: 1, lon: 1 }],
      to: { lat: 0, lon: 2 },
      departUtc: DEPART,
      env: { speedKn: () => 10, maxSpeedKn: 10 },
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.turnReasons).toEqual(['start', 'via', 'end']);
  });
});

describe('an offing from land', () => {
  it('Bishop Rock → Ambrose in a calm sea passes Newfoundland 15 NM off, not at the 10 NM margin, for at most 0.5 % more time', () => {
    const land = loadLand('10m');
    const from = { lat: 49 + 52.4 / 60, lon: -(6 + 26.7 / 60) };
    const to = { lat: 40 + 27.5 / 60, lon: -(73 + 49.9 / 60) };
    const route = (straighten: boolean) => {
      const r = optimiseRoute({
        from,
        to,
        departUtc: DEPART,
        env: { speedKn: () => 14, maxSpeedKn: 14, landClear: landClearance(land, [from, to]) },
        straighten,
      });
      if (!r.ok) throw new Error(r.message);
      return r;
    };
    const hugging = route(false);
    const off = route(true);
    const shape = (r: typeof off) => routeShape(r.waypoints, { land, ends: [from, to], sampleNm: 0.5 });
    // The least-time route rounds the land at the margin; the seamanlike one keeps the offing.
    expect(shape(hugging).leastLandNm).toBeLessThan(10 + OFFING_NM);
    expect(shape(off).leastLandNm).toBeGreaterThanOrEqual(10 + OFFING_NM);
    expect(off.durationS).toBeLessThanOrEqual(hugging.durationS * (1 + OFFING_SLACK + ZIG_ZAG_SLACK));
    expect(off.turnReasons.slice(1, -1)).toContain('land');
  });
});
