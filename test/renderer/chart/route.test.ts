// The route's polylines: continuous across the antimeridian, great circles on the geodesic,
// rhumb lines as two points.
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../shared/domain/position';
import type { LegGeometry } from '../../../shared/domain/voyage';
import { geodesicInverse } from '../../../shared/geodesy/geodesic';
import { GREAT_CIRCLE_SPACING_NM, routeLatLngs, sameLatLngs } from '../../../renderer/src/chart/route';

const M_PER_NM = 1852;

// Yokohama -> off the Aleutians -> across 180° -> San Francisco approach.
const PACIFIC: Position[] = [
  { lat: 35.3, lon: 139.8 },
  { lat: 45, lon: 165 },
  { lat: 48, lon: -175 },
  { lat: 37.7, lon: -123 },
];

describe('routeLatLngs across the antimeridian', () => {
  for (const geometry of ['rhumb', 'greatCircle'] as const) {
    it(`draws one continuous polyline, longitudes increasing through 180 (${geometry})`, () => {
      const route = routeLatLngs(PACIFIC, [geometry, geometry, geometry]);
      expect(route.legs).toHaveLength(3);
      // Legs join exactly where the next begins, and at the waypoints.
      route.legs.forEach((leg, i) => {
        expect(leg[0]).toEqual(route.waypoints[i]);
        expect(leg.at(-1)).toEqual(route.waypoints[i + 1]);
      });
      const line = route.legs.flatMap((leg, i) => (i === 0 ? leg : leg.slice(1)));
      const lons = line.map(([, lon]) => lon);
      for (let i = 1; i < lons.length; i++) {
        expect(lons[i]!).toBeGreaterThan(lons[i - 1]!);
        // No jump across the map: each step is a short one (25 NM or a whole rhumb leg).
        expect(lons[i]! - lons[i - 1]!).toBeLessThan(60);
      }
      expect(lons[0]).toBe(139.8);
      expect(Math.max(...lons)).toBeCloseTo(360 - 123, 9);
      expect(lons.some((lon) => lon > 180)).toBe(true);
    });
  }

  it('unwraps westward crossings below -180 and keeps later legs on the same copy', () => {
    const route = routeLatLngs(
      [
        { lat: -17, lon: -150 },
        { lat: -18, lon: 178 },
        { lat: -20, lon: 150 },
      ],
      ['rhumb', 'rhumb'],
    );
    expect(route.waypoints.map(([, lon]) => lon)).toEqual([-150, -182, -210]);
  });

  it('puts the first waypoint within 180° of nearLonDeg', () => {
    const route = routeLatLngs(
      [
        { lat: 50, lon: -175 },
        { lat: 50, lon: -170 },
      ],
      ['rhumb'],
      { nearLonDeg: 179 },
    );
    expect(route.waypoints).toEqual([
      [50, 185],
      [50, 190],
    ]);
    expect(routeLatLngs([{ lat: 0, lon: 10 }], [], { nearLonDeg: 10 }).waypoints).toEqual([[0, 10]]);
  });

  it('gives nothing for no waypoints and a lone marker for one', () => {
    expect(routeLatLngs([], [])).toEqual({ waypoints: [], legs: [] });
    expect(routeLatLngs([{ lat: 1, lon: 2 }], [])).toEqual({ waypoints: [[1, 2]], legs: [] });
  });
});

describe('routeLatLngs leg shapes', () => {
  it('densifies a great-circle leg with points on the geodesic, about every 25 NM', () => {
    const from = { lat: 49.9, lon: -5.5 }; // off the Lizard
    const to = { lat: 40.5, lon: -73.8 }; // New York approach
    const [leg] = routeLatLngs([from, to], ['greatCircle']).legs;
    const total = geodesicInverse(from.lat, from.lon, to.lat, to.lon).distanceM;
    expect(leg).toHaveLength(Math.ceil(total / (GREAT_CIRCLE_SPACING_NM * M_PER_NM)) + 1);
    for (const [lat, lon] of leg!) {
      const a = geodesicInverse(from.lat, from.lon, lat, lon).distanceM;
      const b = geodesicInverse(lat, lon, to.lat, to.lon).distanceM;
      // On the geodesic, the two parts add up to the whole; 1 mm over 3,000 NM.
      expect(Math.abs(a + b - total)).toBeLessThan(1e-3);
    }
    for (let i = 1; i < leg!.length; i++) {
      const [lat1, lon1] = leg![i - 1]!;
      const [lat2, lon2] = leg![i]!;
      expect(geodesicInverse(lat1, lon1, lat2, lon2).distanceM / M_PER_NM).toBeLessThanOrEqual(
        GREAT_CIRCLE_SPACING_NM + 1e-9,
      );
    }
    // The curve bows poleward of the rhumb line on a Mercator chart: the vertex is north of both ends.
    expect(Math.max(...leg!.map(([lat]) => lat))).toBeGreaterThan(51);
  });

  it('draws a great circle across 180° on the geodesic too (unwrapped longitudes wrap back)', () => {
    const from = { lat: 45, lon: 165 };
    const to = { lat: 48, lon: -175 };
    const [leg] = routeLatLngs([from, to], ['greatCircle']).legs;
    const total = geodesicInverse(from.lat, from.lon, to.lat, to.lon).distanceM;
    for (const [lat, lon] of leg!) {
      const a = geodesicInverse(from.lat, from.lon, lat, lon).distanceM;
      const b = geodesicInverse(lat, lon, to.lat, to.lon).distanceM;
      expect(Math.abs(a + b - total)).toBeLessThan(1e-3);
    }
    expect(leg!.at(-1)![0]).toBe(48);
    expect(leg!.at(-1)![1]).toBeCloseTo(185, 9);
  });

  it('draws a rhumb leg as its two ends, each segment of a rhumb route as two points', () => {
    const geometries: LegGeometry[] = ['rhumb', 'rhumb', 'rhumb'];
    const route = routeLatLngs(PACIFIC, geometries);
    expect(route.legs.map((leg) => leg.length)).toEqual([2, 2, 2]);
    expect(route.legs[1]).toEqual([
      [45, 165],
      [48, 185],
    ]);
  });

  it('treats a missing geometry as rhumb and a zero-length great circle as one segment', () => {
    const p = { lat: 10, lon: 10 };
    expect(routeLatLngs([p, { lat: 12, lon: 12 }], []).legs[0]).toHaveLength(2);
    expect(routeLatLngs([p, p], ['greatCircle']).legs[0]).toEqual([
      [10, 10],
      [10, 10],
    ]);
  });
});

describe('sameLatLngs', () => {
  it('compares point by point', () => {
    expect(
      sameLatLngs(
        [
          [1, 2],
          [3, 4],
        ],
        [
          [1, 2],
          [3, 4],
        ],
      ),
    ).toBe(true);
    expect(
      sameLatLngs(
        [
          [1, 2],
          [3, 4],
        ],
        [
          [1, 2],
          [3, 5],
        ],
      ),
    ).toBe(false);
    expect(
      sameLatLngs(
        [[1, 2]],
        [
          [1, 2],
          [3, 4],
        ],
      ),
    ).toBe(false);
    expect(sameLatLngs(undefined, [])).toBe(false);
  });
});
