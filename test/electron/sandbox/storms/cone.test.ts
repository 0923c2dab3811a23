// The forecast cone of a recurving (U-shaped) track: the area a circle sweeps along the track,
// not the convex hull of the circles, which would fill the inside of the bend.
import { describe, expect, it } from 'vitest';
import { forecastCone } from '../../../../electron/sandbox/storms/cone';
import { coneContains } from '../../../../shared/forecast/point-in-polygon';
import { geodesicInverse } from '../../../../shared/geodesy/geodesic';
import { coneRadiusNm } from '../../../../shared/forecast/storm-cone';
import { polygonFaults, sweptMarginNm, type Centre } from '../../../helpers/cone-truth';

/** North from 15°N 135°E, recurving east and back south: the bend opens to the south. */
const U_TRACK: Centre[] = [
  { leadH: 0, latDeg: 15, lonDeg: 135 },
  { leadH: 12, latDeg: 17, lonDeg: 135 },
  { leadH: 24, latDeg: 19, lonDeg: 135.5 },
  { leadH: 36, latDeg: 21, lonDeg: 136.5 },
  { leadH: 48, latDeg: 22.5, lonDeg: 138.5 },
  { leadH: 72, latDeg: 23, lonDeg: 141 },
  { leadH: 96, latDeg: 21.5, lonDeg: 144 },
  { leadH: 120, latDeg: 18, lonDeg: 146 },
];

/** Nearest approach to any of the track's own circles, NM (negative inside one). */
function fromCirclesNm(centres: readonly Centre[], lat: number, lon: number): number {
  return Math.min(
    ...centres.map((c) => geodesicInverse(lat, lon, c.latDeg, c.lonDeg).distanceM / 1852 - coneRadiusNm(c.leadH)),
  );
}

/**
 * Tolerance where the cone may disagree with the swept area, NM: the circles are 24-gons, cut in
 * by up to r (1 - cos 7.5°), under 1 % (2 NM at 205 NM); the tangent edges are straight in the
 * lon/lat plane the cone is drawn in, not geodesics (a few NM over a leg of a few hundred NM);
 * and the swept area here is sampled in steps of under 3 NM. 8 NM holds all with room.
 */
const TOLERANCE_NM = 8;

describe('forecastCone on a recurving track', () => {
  const cone = forecastCone(U_TRACK);

  it('is one valid ring: closed, counter-clockwise, crossing and touching itself nowhere', () => {
    expect(cone).toHaveLength(1);
    expect(polygonFaults(cone)).toEqual([]);
    const ring = cone[0]!;
    let twiceArea = 0;
    for (let i = 0; i + 1 < ring.length; i++)
      twiceArea += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
    expect(twiceArea).toBeGreaterThan(0);
  });

  it('leaves out the inside of the bend, far from every circle, which the convex hull would hold', () => {
    const bend = { lat: 17.5, lon: 140.5 };
    // Between the arms: east of the northbound arm, west of the southbound one, south of the top.
    expect(bend.lon).toBeGreaterThan(136.5);
    expect(bend.lon).toBeLessThan(144);
    expect(bend.lat).toBeGreaterThan(Math.min(U_TRACK[0]!.latDeg, U_TRACK[U_TRACK.length - 1]!.latDeg));
    expect(bend.lat).toBeLessThan(22.5);
    expect(fromCirclesNm(U_TRACK, bend.lat, bend.lon)).toBeGreaterThan(100);
    expect(sweptMarginNm(U_TRACK, bend.lat, bend.lon)).toBeGreaterThan(80);
    expect(coneContains(cone, bend.lat, bend.lon)).toBe(false);
  });

  it('holds every point within a circle, and every forecast position', () => {
    for (const c of U_TRACK) {
      expect(coneContains(cone, c.latDeg, c.lonDeg)).toBe(true);
      // Points 90 % of the radius out, every 30°, east and west of each centre and so on.
      const r = 0.9 * coneRadiusNm(c.leadH) * 1852;
      for (let bearing = 0; bearing < 360; bearing += 30) {
        const dLat = (r * Math.cos((bearing * Math.PI) / 180)) / 111_000;
        const dLon = (r * Math.sin((bearing * Math.PI) / 180)) / (111_000 * Math.cos((c.latDeg * Math.PI) / 180));
        const lat = c.latDeg + dLat;
        const lon = c.lonDeg + dLon;
        // The step above is approximate: only points GeographicLib's inverse puts inside are tested.
        if (fromCirclesNm([c], lat, lon) < -TOLERANCE_NM) expect(coneContains(cone, lat, lon)).toBe(true);
      }
    }
  });

  it('agrees with the swept area, sampled on a grid, everywhere beyond the tolerance of its edge', () => {
    let inside = 0;
    let outside = 0;
    const wrong: string[] = [];
    for (let lat = 11; lat <= 28; lat += 0.4) {
      for (let lon = 130; lon <= 152; lon += 0.4) {
        const margin = sweptMarginNm(U_TRACK, lat, lon);
        if (Math.abs(margin) <= TOLERANCE_NM) continue;
        const truth = margin < 0;
        if (truth) inside++;
        else outside++;
        if (coneContains(cone, lat, lon) !== truth) wrong.push(`${lat},${lon}: ${margin.toFixed(1)} NM`);
      }
    }
    expect(wrong).toEqual([]);
    expect(inside).toBeGreaterThan(300);
    expect(outside).toBeGreaterThan(300);
  });
});

describe('forecastCone on a track that loops', () => {
  // A slow storm making a small loop: the circles leave a hole only where the loop is wider than
  // the circles; here the 12–36 h circles ring round a point they do not reach.
  const loop: Centre[] = [
    { leadH: 0, latDeg: 20, lonDeg: 130 },
    { leadH: 12, latDeg: 22, lonDeg: 131.5 },
    { leadH: 24, latDeg: 21.5, lonDeg: 134 },
    { leadH: 36, latDeg: 19, lonDeg: 133.5 },
    { leadH: 48, latDeg: 19, lonDeg: 130.5 },
  ];
  const cone = forecastCone(loop);

  it('has a hole, clockwise, where the swept area has one, and is valid', () => {
    const hole = { lat: 20.4, lon: 132.2 };
    const margin = sweptMarginNm(loop, hole.lat, hole.lon);
    expect(margin).toBeGreaterThan(TOLERANCE_NM);
    expect(polygonFaults(cone)).toEqual([]);
    expect(cone.length).toBe(2);
    expect(coneContains(cone, hole.lat, hole.lon)).toBe(false);
    // The outer ring counter-clockwise, the hole (the ring round the point) clockwise.
    const twiceArea = (ring: readonly (readonly [number, number])[]): number =>
      ring.slice(1).reduce((sum, b, i) => sum + ring[i]![0] * b[1] - b[0] * ring[i]![1], 0);
    const [inner, outer] = [...cone].sort((x, y) => Math.abs(twiceArea(x)) - Math.abs(twiceArea(y)));
    expect(coneContains([inner!], hole.lat, hole.lon)).toBe(true);
    expect(twiceArea(inner!)).toBeLessThan(0);
    expect(twiceArea(outer!)).toBeGreaterThan(0);
    for (let lat = 17; lat <= 24; lat += 0.25) {
      for (let lon = 127; lon <= 137; lon += 0.25) {
        const m = sweptMarginNm(loop, lat, lon);
        if (Math.abs(m) > TOLERANCE_NM) expect(coneContains(cone, lat, lon), `${lat},${lon}`).toBe(m < 0);
      }
    }
  });
});

describe('forecastCone across the antimeridian', () => {
  const track: Centre[] = [
    { leadH: 0, latDeg: 20, lonDeg: 176 },
    { leadH: 24, latDeg: 23, lonDeg: 179 },
    { leadH: 48, latDeg: 26, lonDeg: -178 },
    { leadH: 72, latDeg: 30, lonDeg: -176 },
  ];
  const cone = forecastCone(track);

  it('comes in two valid rings within ±180°, which together agree with the swept area', () => {
    expect(cone).toHaveLength(2);
    expect(polygonFaults(cone)).toEqual([]);
    for (const ring of cone) for (const [lon] of ring) expect(Math.abs(lon)).toBeLessThanOrEqual(180);
    for (let lat = 15; lat <= 35; lat += 0.4) {
      for (let lon = 170; lon <= 190; lon += 0.4) {
        const m = sweptMarginNm(track, lat, lon);
        const wrapped = lon > 180 ? lon - 360 : lon;
        if (Math.abs(m) > TOLERANCE_NM) expect(coneContains(cone, lat, wrapped), `${lat},${wrapped}`).toBe(m < 0);
      }
    }
  });
});

describe('forecastCone without a forecast', () => {
  it('is empty', () => {
    expect(forecastCone([{ leadH: 0, latDeg: 20, lonDeg: 130 }])).toEqual([]);
  });
});
