// Fitting a route into the chart pane: Leaflet's zoom arithmetic (256 px world at zoom 0,
// spherical Mercator), great circles' poleward bulge, the antimeridian, and a covered edge.
import { describe, expect, it } from 'vitest';
import { fitRoute } from '../../../renderer/src/exchange/map-fit';

const wp = (lat: number, lon: number, legGeometry: 'rhumb' | 'greatCircle' = 'rhumb') => ({
  position: { lat, lon },
  legGeometry,
});

describe('fitRoute', () => {
  it('centres a route and picks the largest whole zoom that fits it with the padding', () => {
    // 10° of longitude on the equator: 10/360 of the world; 800 - 80 px usable → 2^z ≤ 720·36/256 = 101.25 → z 6.
    const fit = fitRoute([wp(0, 0), wp(0, 10)], { width: 800, height: 600 });
    expect(fit).toEqual({ center: { lat: 0, lon: 5 }, zoom: 6 });
  });

  it('takes the great circle’s bulge into the bounds', () => {
    // Along 40°N for 60° of longitude: the rhumb line stays on 40°N, the great circle reaches ~44.6°N.
    const rhumb = fitRoute([wp(40, -10), wp(40, -70)], { width: 900, height: 400 })!;
    const great = fitRoute([wp(40, -10), wp(40, -70, 'greatCircle')], { width: 900, height: 400 })!;
    expect(rhumb.center.lat).toBeCloseTo(40, 9);
    expect(great.center.lat).toBeGreaterThan(42);
  });

  it('centres a route across the antimeridian on 180°, not on the other side of the world', () => {
    const fit = fitRoute([wp(-40, 170), wp(-42, -175)], { width: 800, height: 600 })!;
    expect(Math.abs(Math.abs(fit.center.lon) - 177.5)).toBeLessThan(1e-9);
    expect(fit.zoom).toBeGreaterThanOrEqual(4);
  });

  it('fits beside a covered right edge: the centre moves east by half the cover', () => {
    const open = fitRoute([wp(0, 0), wp(0, 10)], { width: 1000, height: 600 })!;
    const covered = fitRoute([wp(0, 0), wp(0, 10)], { width: 1000, height: 600 }, { coveredRightPx: 400 })!;
    expect(covered.zoom).toBe(open.zoom - 1);
    // At zoom z a pixel is 360 / (256·2^z) degrees: 200 px east of the route's middle.
    expect(covered.center.lon).toBeCloseTo(5 + (200 * 360) / (256 * 2 ** covered.zoom), 9);
    // However much is covered, 300 px stay for the route.
    const mostly = fitRoute([wp(0, 0), wp(0, 10)], { width: 1000, height: 600 }, { coveredRightPx: 2000 })!;
    expect(mostly.center.lon).toBeCloseTo(5 + (350 * 360) / (256 * 2 ** mostly.zoom), 9);
  });

  it('keeps short routes off street level, shows one waypoint at zoom 6, and nothing for none', () => {
    expect(fitRoute([wp(51.9, 4.4), wp(51.91, 4.41)], { width: 800, height: 600 })!.zoom).toBe(10);
    expect(fitRoute([wp(51.9, 4.4)], { width: 800, height: 600 })).toEqual({
      center: { lat: 51.9, lon: 4.4 },
      zoom: 6,
    });
    expect(fitRoute([], { width: 800, height: 600 })).toBeNull();
  });
});
