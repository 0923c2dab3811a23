// The measures of a route's shape (issue 28) on routes whose turns and lengths are known by hand.
import { describe, expect, it } from 'vitest';
import { countZigZags, courseChangesDeg, routeShape } from '../../../shared/routing/route-shape';
import { distanceToLandNm } from '../../../shared/land/land';
import { M_PER_NM } from '../../../shared/domain/units';
import { separationM } from '../../helpers/geo';
import { loadLand } from '../land/load';

describe('courseChangesDeg', () => {
  it('is 0 along the equator and across the antimeridian, and 0 at a zero-length leg', () => {
    expect(
      courseChangesDeg([
        { lat: 0, lon: 0 },
        { lat: 0, lon: 1 },
        { lat: 0, lon: 2 },
      ]),
    ).toEqual([0]);
    const across = courseChangesDeg([
      { lat: 0, lon: 179 },
      { lat: 0, lon: -179 },
      { lat: 0, lon: -178 },
    ]);
    expect(Math.abs(across[0]!)).toBeLessThan(1e-9);
    expect(
      courseChangesDeg([
        { lat: 0, lon: 0 },
        { lat: 0, lon: 1 },
        { lat: 0, lon: 1 },
        { lat: 1, lon: 1 },
      ]),
    ).toEqual([0, 0]);
  });

  it('turns +89.62° then −89.62° on a saw-tooth across the equator (rhumb courses 45.19° and 134.81°)', () => {
    // WGS84 isometric latitude of 1°: ψ = 0.0173365 rad (dψ/dφ = 1 − e² at the equator, to 1e-5),
    // so the rhumb course to 1°N 1°E is atan(0.0174533 / 0.0173365) = 45.19°; the next leg steers
    // 180° − 45.19° = 134.81°: a turn of 89.62° to starboard, then the same to port.
    const changes = courseChangesDeg([
      { lat: 0, lon: 0 },
      { lat: 1, lon: 1 },
      { lat: 0, lon: 2 },
      { lat: 1, lon: 3 },
    ]);
    expect(changes[0]).toBeCloseTo(89.62, 1);
    expect(changes[1]).toBeCloseTo(-89.62, 1);
  });
});

describe('countZigZags', () => {
  it('counts opposite turns beyond 5° each, not a great circle bending one way nor a wobble of 4°', () => {
    expect(countZigZags([10, -10, 10])).toBe(2);
    expect(countZigZags([-3, -3, -3, -3])).toBe(0);
    expect(countZigZags([4, -4, 4])).toBe(0);
    expect(countZigZags([20, 2, -20])).toBe(0);
  });
});

describe('routeShape', () => {
  it('measures the saw-tooth: 3 legs, 2 turns, 1 zig-zag, waypoints per 1,000 NM from the length', () => {
    const wps = [
      { lat: 0, lon: 0 },
      { lat: 1, lon: 1 },
      { lat: 0, lon: 2 },
      { lat: 1, lon: 3 },
    ];
    const s = routeShape(wps);
    // Each leg 84.72 NM: the geodesic is 156899.568 m (echo "0 0 1 1" | GeodSolve -i -p 3), and a
    // rhumb line of 1° this near the equator is within a metre of it.
    expect(s.longestLegNm).toBeCloseTo(156899.568 / M_PER_NM, 3);
    expect(s.distanceNm).toBeCloseTo((3 * 156899.568) / M_PER_NM, 2);
    expect(s.waypointsPer1000Nm).toBeCloseTo((4 * 1000) / s.distanceNm, 9);
    expect(s.turns).toBe(2);
    expect(s.zigZags).toBe(1);
    // No land data: nothing is near land.
    expect(s.leastLandNm).toBe(Infinity);
  });

  it('along the equator: 2° (120.2 NM), no turn, 3 waypoints → 24.95 per 1,000 NM', () => {
    const s = routeShape([
      { lat: 0, lon: 0 },
      { lat: 0, lon: 1 },
      { lat: 0, lon: 2 },
    ]);
    expect(s.distanceNm).toBeCloseTo(separationM(0, 0, 0, 2) / M_PER_NM, 3);
    expect(s.waypointsPer1000Nm).toBeCloseTo(3000 / (separationM(0, 0, 0, 2) / M_PER_NM), 6);
    expect(s.turns).toBe(0);
  });

  it('least distance to land: 0 across Brittany, the sampled minimum off it, none in mid-ocean, ends left out', () => {
    const land = loadLand('10m');
    // 48.3°N from 6°W to 1°W runs over Brittany (Finistère reaches 4.8°W).
    expect(
      routeShape(
        [
          { lat: 48.3, lon: -6 },
          { lat: 48.3, lon: -1 },
        ],
        { land },
      ).leastLandNm,
    ).toBe(0);
    // Mid-Atlantic: no land within 100 NM.
    expect(
      routeShape(
        [
          { lat: 45, lon: -30 },
          { lat: 45, lon: -25 },
        ],
        { land },
      ).leastLandNm,
    ).toBe(Infinity);
    // Due west along 49.0°N from 3.0°W to 7.5°W, north of Brittany: the least of the samples, each
    // 1 NM apart and more than 30 NM from both ends, measured here one by one.
    const a = { lat: 49, lon: -3 };
    const b = { lat: 49, lon: -7.5 };
    const s = routeShape([a, b], { land, sampleNm: 1 });
    const lengthNm = separationM(49, -3, 49, -7.5) / M_PER_NM;
    let least = Infinity;
    const n = Math.ceil(lengthNm);
    for (let i = 0; i <= n; i++) {
      const lon = -3 - (4.5 * i) / n;
      const fromA = separationM(49, -3, 49, lon) / M_PER_NM;
      if (fromA < 30 || lengthNm - fromA < 30) continue;
      least = Math.min(least, distanceToLandNm(land, 49, lon, 100));
    }
    expect(least).toBeGreaterThan(5);
    expect(s.leastLandNm).toBeCloseTo(least, 1);
    // Ends within 30 NM of every point: nothing measured.
    expect(
      routeShape(
        [
          { lat: 48.3, lon: -4.6 },
          { lat: 48.3, lon: -4.4 },
        ],
        { land },
      ).leastLandNm,
    ).toBeNaN();
  });
});
