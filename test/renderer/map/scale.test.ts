// Scale bar: 1-2-5 × 10^n NM, as long as fits, right for the latitude.
import { describe, expect, it } from 'vitest';
import { geodesicInverse } from '../../../shared/geodesy/geodesic';
import { metresPerPixel, niceNm, scaleBar } from '../../../renderer/src/map/scale';

describe('niceNm', () => {
  it.each([
    [1, 1],
    [1.9, 1],
    [2, 2],
    [4.99, 2],
    [5, 5],
    [9.9, 5],
    [10, 10],
    [37, 20],
    [740, 500],
    [1999, 1000],
    [0.7, 0.5],
    [0.3, 0.2],
    [0.15, 0.1],
    [0.05, 0.05],
  ])('%d NM of room: %d NM', (max, nice) => {
    expect(niceNm(max)).toBe(nice);
  });

  it('gives NaN for no room', () => {
    expect(niceNm(0)).toBeNaN();
    expect(niceNm(-3)).toBeNaN();
    expect(niceNm(NaN)).toBeNaN();
  });
});

describe('scaleBar', () => {
  it('always picks 1, 2 or 5 × 10^n NM, between 40 and 100 px wide', () => {
    for (let zoom = 1; zoom <= 16; zoom += 0.5) {
      for (const lat of [0, 23.4, 45, 60, 75, -50]) {
        const s = scaleBar(lat, zoom, 100);
        const exponent = Math.floor(Math.log10(s.distanceNm) + 1e-9);
        const mantissa = Math.round(s.distanceNm / 10 ** exponent);
        expect([1, 2, 5]).toContain(mantissa);
        expect(s.distanceNm).toBeCloseTo(mantissa * 10 ** exponent, 12);
        expect(s.widthPx).toBeLessThanOrEqual(100);
        // 1-2-5 steps are at most 2.5× apart, so the bar never shrinks below 40 % of its room.
        expect(s.widthPx).toBeGreaterThanOrEqual(40);
        expect(s.label).toBe(`${s.distanceNm} NM`);
      }
    }
  });

  it('is shorter in NM at high latitude, where Mercator stretches the chart', () => {
    expect(scaleBar(0, 5).distanceNm).toBe(200);
    expect(scaleBar(60, 5).distanceNm).toBe(100);
    expect(scaleBar(0, 12).distanceNm).toBe(2);
    expect(scaleBar(0, 13).distanceNm).toBe(1);
    expect(scaleBar(0, 14).label).toBe('0.5 NM');
  });

  it('matches the ground distance along a parallel within 0.5 %', () => {
    // 100 px along the parallel at 50°N, zoom 6: Leaflet's 256·2^6 px per 360°.
    const zoom = 6;
    const dLon = (100 / (256 * 2 ** zoom)) * 360;
    const ground = geodesicInverse(50, 0, 50, dLon).distanceM;
    expect(Math.abs(metresPerPixel(50, zoom) * 100 - ground) / ground).toBeLessThan(0.005);
  });
});
