// No-go areas drawn on the chart: polygons with rhumb-line sides, tested exactly in Mercator
// coordinates, and the router going round them.
import { describe, expect, it } from 'vitest';
import { avoidingNoGo, endInsideNoGo, noGoAreas, type NoGo, type NoGoArea } from '../../../shared/routing/no-go';
import { optimiseRoute } from '../../../shared/routing/route';
import { M_PER_NM } from '../../../shared/domain/units';
import { rhumbDirect, rhumbInverse } from '../../../shared/geodesy/rhumb';
import { DEPART } from './fixtures';

function prepared(areas: NoGoArea[]): NoGo {
  const r = noGoAreas(areas);
  if (!r.ok) throw new Error(r.message);
  return r.noGo;
}

function failure(areas: NoGoArea[]): string {
  const r = noGoAreas(areas);
  return r.ok ? 'accepted' : r.message;
}

const box = (south: number, west: number, north: number, east: number): NoGoArea => [
  { lat: south, lon: west },
  { lat: south, lon: east },
  { lat: north, lon: east },
  { lat: north, lon: west },
];

describe('the point test', () => {
  const noGo = prepared([box(10, 20, 11, 21), [...box(-1, 5, 1, 6), { lat: -1, lon: 5 }]]);

  it('finds the area holding a point, and none outside', () => {
    expect(noGo.areaAt({ lat: 10.5, lon: 20.5 })).toBe(0);
    expect(noGo.areaAt({ lat: 0, lon: 5.5 })).toBe(1);
    expect(noGo.areaAt({ lat: 11.01, lon: 20.5 })).toBe(-1);
    expect(noGo.areaAt({ lat: 10.5, lon: 21.01 })).toBe(-1);
    expect(noGo.areaAt({ lat: 0, lon: 4.99 })).toBe(-1);
  });

  it('works across the antimeridian, whichever way the longitudes are written', () => {
    const across = prepared([box(-0.5, 179.5, 0.5, -179.5)]);
    expect(across.areaAt({ lat: 0, lon: 180 })).toBe(0);
    expect(across.areaAt({ lat: 0, lon: -180 })).toBe(0);
    expect(across.areaAt({ lat: 0.4, lon: 179.6 })).toBe(0);
    expect(across.areaAt({ lat: 0, lon: -179.6 })).toBe(0);
    expect(across.areaAt({ lat: 0, lon: 179.4 })).toBe(-1);
    expect(across.areaAt({ lat: 0, lon: -179.4 })).toBe(-1);
    expect(across.areaAt({ lat: 0, lon: 0 })).toBe(-1);
  });
});

describe('the edge test', () => {
  it('refuses an edge across an area 100 m wide that sub-steps of 5 NM would jump', () => {
    // 0.0009° of longitude at the equator is 100 m.
    const wall = prepared([box(-0.5, 1, 0.5, 1.0009)]);
    expect(wall.edgeClear({ lat: 0, lon: 0.9 }, { lat: 0, lon: 1.1 })).toBe(false);
    expect(wall.edgeClear({ lat: 0.3, lon: 0.9 }, { lat: -0.3, lon: 1.1 })).toBe(false);
    // Ending inside, or starting inside and leaving.
    expect(wall.edgeClear({ lat: 0, lon: 0.9 }, { lat: 0, lon: 1.0004 })).toBe(false);
    expect(wall.edgeClear({ lat: 0, lon: 1.0004 }, { lat: 0, lon: 1.1 })).toBe(false);
    // Past its end, beside it, and along it.
    expect(wall.edgeClear({ lat: 0.51, lon: 0.9 }, { lat: 0.51, lon: 1.1 })).toBe(true);
    expect(wall.edgeClear({ lat: -0.6, lon: 0.99 }, { lat: 0.6, lon: 0.99 })).toBe(true);
    // Touching a corner or running along a side counts as entering.
    expect(wall.edgeClear({ lat: 0.6, lon: 1 }, { lat: 0.5, lon: 1 })).toBe(false);
    expect(wall.edgeClear({ lat: 0.5, lon: 0.9 }, { lat: 0.5, lon: 1.1 })).toBe(false);
    // Beside a corner: from 0.6°N to 0.4°N the rhumb line crosses 1°E north of 0.5°N (ψ is convex in latitude).
    expect(wall.edgeClear({ lat: 0.6, lon: 1.1 }, { lat: 0.4, lon: 0.9 })).toBe(true);
  });

  it('is exact for rhumb lines, which are not straight in latitude and longitude', () => {
    // echo "50 0 60 20" | RhumbSolve -i → s12 1690004.188401 m; halfway,
    // echo "50 0 48.79829535106007 845002.094200745" | RhumbSolve → 55.002062614°N 9.375382374°E,
    // 0.31° north of the straight line in latitude and longitude (54.687691°N at that longitude).
    const a = { lat: 50, lon: 0 };
    const b = { lat: 60, lon: 20 };
    const onRhumb = [
      { lat: 54.95, lon: 9.3 },
      { lat: 54.95, lon: 9.45 },
      { lat: 55.05, lon: 9.375 },
    ];
    const onChord = [
      { lat: 54.65, lon: 9.3 },
      { lat: 54.65, lon: 9.45 },
      { lat: 54.75, lon: 9.375 },
    ];
    expect(prepared([onRhumb]).edgeClear(a, b)).toBe(false);
    expect(prepared([onRhumb]).edgeClear(b, a)).toBe(false);
    expect(prepared([onChord]).edgeClear(a, b)).toBe(true);
  });

  it('unwraps longitudes across the antimeridian', () => {
    const across = prepared([box(-0.5, 179.5, 0.5, -179.5)]);
    expect(across.edgeClear({ lat: 0, lon: 179 }, { lat: 0, lon: -179 })).toBe(false);
    expect(across.edgeClear({ lat: 0, lon: -179 }, { lat: 0, lon: 179 })).toBe(false);
    expect(across.edgeClear({ lat: 1, lon: 179 }, { lat: 0.6, lon: 180.6 - 360 })).toBe(true);
    expect(across.edgeClear({ lat: 1, lon: 179 }, { lat: 1, lon: -179 })).toBe(true);
    // An area drawn in the west, an edge written in the east's longitudes.
    const west = prepared([box(-0.5, -179.8, 0.5, -179.6)]);
    expect(west.edgeClear({ lat: 0, lon: 179.9 }, { lat: 0, lon: 180.5 })).toBe(false);
    expect(west.edgeClear({ lat: 0, lon: 170 }, { lat: 0, lon: 179.9 })).toBe(true);
  });
});

describe('checking the areas', () => {
  it('names the area that crosses itself, and the sides', () => {
    const bowTie = [
      { lat: 0, lon: 0 },
      { lat: 1, lon: 1 },
      { lat: 1, lon: 0 },
      { lat: 0, lon: 1 },
    ];
    expect(failure([box(0, 0, 1, 1), bowTie])).toBe(
      'No-go area 2 crosses itself (sides 1 and 3): redraw or remove it.',
    );
  });

  it('refuses too few points, a line, a folded side, a ring round a pole and too many areas', () => {
    expect(
      failure([
        [
          { lat: 0, lon: 0 },
          { lat: 1, lon: 1 },
          { lat: 0, lon: 0 },
        ],
      ]),
    ).toBe('No-go area 1 has fewer than 3 distinct points: redraw or remove it.');
    const line = [
      { lat: 0, lon: 0 },
      { lat: 0, lon: 1 },
      { lat: 0, lon: 2 },
    ];
    expect(failure([line])).toBe('No-go area 1 crosses itself (sides 1 and 3): redraw or remove it.');
    const folded = [
      { lat: 0, lon: 0 },
      { lat: 0, lon: 2 },
      { lat: 0, lon: 1 },
      { lat: 1, lon: 1 },
    ];
    expect(failure([folded])).toBe('No-go area 1 crosses itself (sides 1 and 2): redraw or remove it.');
    const polar = [0, 90, 180, -90].map((lon) => ({ lat: 80, lon }));
    expect(failure([polar])).toBe('No-go area 1 goes round a pole: redraw or remove it.');
    expect(
      failure([
        [
          { lat: 0, lon: 0 },
          { lat: Number.NaN, lon: 1 },
          { lat: 1, lon: 0 },
        ],
      ]),
    ).toMatch(/^No-go area 1 has a point/);
    expect(failure(Array.from({ length: 21 }, () => box(0, 0, 1, 1)))).toBe('At most 20 no-go areas: remove some.');
  });

  it('accepts the ring open or closed', () => {
    const closed = [...box(0, 0, 1, 1), { lat: 0, lon: 0 }];
    expect(prepared([closed]).areaAt({ lat: 0.5, lon: 0.5 })).toBe(0);
  });

  it('says which end is inside an area', () => {
    const noGo = prepared([box(-0.1, -0.1, 0.1, 0.1), box(0.9, 0.9, 1.1, 1.1)]);
    const at = (lat: number, lon: number) => ({ lat, lon });
    expect(endInsideNoGo(noGo, [at(0.5, 0.5), at(3, 3), at(5, 5)])).toBe(null);
    const start = endInsideNoGo(noGo, [at(0, 0), at(5, 5)]);
    expect(start).toEqual({
      ok: false,
      reason: 'start-not-allowed',
      message: 'The start is inside no-go area 1: move it or remove the area.',
    });
    const via = endInsideNoGo(noGo, [at(3, 3), at(1, 1), at(5, 5)]);
    expect(via?.message).toBe('Via 1 is inside no-go area 2: move it or remove the area.');
    const end = endInsideNoGo(noGo, [at(3, 3), at(1, 1)]);
    expect(end?.message).toBe('The end is inside no-go area 2: move it or remove the area.');
  });
});

describe('the router round a drawn area', () => {
  it('0°N 0°E → 0°N 2°E round a square across the great circle is within 1 % of the way by its corners', () => {
    // The square 0.2°S–0.2°N, 0.8°E–1.2°E: its sides are parallels and meridians. The shortest
    // way round passes its northern (or southern) corners, the geodesic between them bulging
    // poleward, clear of the side:
    // echo "0 0 0.2 0.8" | GeodSolve -i -p 6 → 91760.195301 m (and the same from 0.2°N 1.2°E to the end);
    // echo "0.2 0.8 0.2 1.2" | GeodSolve -i -p 6 → 44527.526854 m.
    const optimumNm = (2 * 91760.195301 + 44527.526854) / M_PER_NM;
    expect(optimumNm).toBeCloseTo(123.136, 3);
    const noGo = prepared([box(-0.2, 0.8, 0.2, 1.2)]);
    const from = { lat: 0, lon: 0 };
    const to = { lat: 0, lon: 2 };
    expect(endInsideNoGo(noGo, [from, to])).toBe(null);
    const env = avoidingNoGo({ speedKn: () => 10, maxSpeedKn: 10 }, noGo);
    const r = optimiseRoute({
      from,
      to,
      departUtc: DEPART,
      env,
      corridor: { stageSpacingNm: 4, lateralSpacingNm: 0.5, halfWidthNm: 30 },
      subStepNm: 5,
      toleranceNm: 0.2,
    });
    if (!r.ok) throw new Error(r.message);
    const lengthNm = r.distanceM / M_PER_NM;
    expect(lengthNm).toBeGreaterThan(optimumNm);
    expect(lengthNm / optimumNm - 1).toBeLessThan(0.01);
    // Every point of the legs, 0.05 NM apart, is outside the square (inside it is |lat| < 0.2 and 0.8 < lon < 1.2).
    let checked = 0;
    for (let k = 0; k + 1 < r.waypoints.length; k++) {
      const a = r.waypoints[k]!;
      const b = r.waypoints[k + 1]!;
      const { distanceM, courseDeg } = rhumbInverse(a.lat, a.lon, b.lat, b.lon);
      for (let d = 0; d <= distanceM; d += 0.05 * M_PER_NM) {
        const p = rhumbDirect(a.lat, a.lon, courseDeg, d);
        expect(Math.abs(p.lat) >= 0.2 || p.lon <= 0.8 || p.lon >= 1.2).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2400);
  });

  it('goes round a wall 100 m thick rather than through it between sub-steps', () => {
    const noGo = prepared([box(-0.3, 1, 0.3, 1.0009)]);
    const from = { lat: 0, lon: 0 };
    const to = { lat: 0, lon: 2 };
    expect(endInsideNoGo(noGo, [from, to])).toBe(null);
    const env = avoidingNoGo({ speedKn: () => 10, maxSpeedKn: 10 }, noGo);
    const r = optimiseRoute({
      from,
      to,
      departUtc: DEPART,
      env,
      corridor: { stageSpacingNm: 4, lateralSpacingNm: 0.5, halfWidthNm: 30 },
      toleranceNm: 0.2,
    });
    if (!r.ok) throw new Error(r.message);
    // Where the route passes 1°E it is beyond the wall's end, 0.3° (18 NM) off the great circle.
    for (let k = 0; k + 1 < r.waypoints.length; k++) {
      const a = r.waypoints[k]!;
      const b = r.waypoints[k + 1]!;
      if ((a.lon - 1) * (b.lon - 1) > 0) continue;
      const latAt1 = a.lat + ((1 - a.lon) / (b.lon - a.lon)) * (b.lat - a.lat);
      expect(Math.abs(latAt1)).toBeGreaterThan(0.3);
    }
    // Going round the end costs at least the two sides of the triangle through it and within 1 % of them:
    // echo "0 0 0.3 1" | GeodSolve -i -p 6 → 116156.433682 m, each side.
    const viaEndNm = (2 * 116156.433682) / M_PER_NM;
    expect(r.distanceM / M_PER_NM).toBeGreaterThan(viaEndNm);
    expect(r.distanceM / M_PER_NM / viaEndNm - 1).toBeLessThan(0.01);
  });
});
