// The committed land files and the queries on them: known places, the grid index against a
// brute-force even-odd test, the antimeridian cut, distances to land, and drawing helpers.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distanceToLandNm, isLand, parseLand, type LandData } from '../../../shared/land/land';
import { landGeoJson, landLatLngs, landPolygonsIn, landSvgPath } from '../../../shared/land/draw';
import { landJson, loadLand } from './load';

const RESOLUTIONS = ['110m', '50m', '10m'] as const;

/** Even-odd over every edge of every ring: slow and obviously right. */
function bruteForceLand(land: LandData, lat: number, lon: number): boolean {
  let inside = false;
  for (let r = 0; r + 1 < land.ringStart.length; r++) {
    for (let i = land.ringStart[r]!; i < land.ringStart[r + 1]! - 1; i++) {
      const ay = land.lats[i]!;
      const by = land.lats[i + 1]!;
      if (ay > lat !== by > lat) {
        const x = land.lons[i]! + ((lat - ay) * (land.lons[i + 1]! - land.lons[i]!)) / (by - ay);
        if (x < lon) inside = !inside;
      }
    }
  }
  return inside;
}

describe.each(RESOLUTIONS)('land-%s.json', (resolution) => {
  const land = loadLand(resolution);

  it('says where it comes from and under what licence', () => {
    expect(land.header.resolution).toBe(resolution);
    expect(land.header.source).toMatch(/Natural Earth/);
    expect(land.header.licence).toMatch(/Public domain/);
    expect(land.header.generatedBy).toMatch(/scripts\/build-land\.ts/);
    expect(land.ringStart.length - 1).toBe(land.header.ringCount);
    expect(land.lons.length).toBe(land.header.pointCount + land.header.ringCount);
  });

  it('keeps every ring within [-180, 180] with no edge longer than 180° of longitude (already cut)', () => {
    let widest = 0;
    let longestEdge = 0;
    for (let r = 0; r + 1 < land.ringStart.length; r++) {
      for (let i = land.ringStart[r]!; i < land.ringStart[r + 1]!; i++) {
        widest = Math.max(widest, Math.abs(land.lons[i]!));
        if (i + 1 < land.ringStart[r + 1]!)
          longestEdge = Math.max(longestEdge, Math.abs(land.lons[i + 1]! - land.lons[i]!));
      }
    }
    expect(widest).toBe(180);
    // The longest are the 10° steps along the South Pole that close Antarctica.
    expect(longestEdge).toBeLessThanOrEqual(10);
    // The land that used to straddle 180 (Chukotka, Wrangel Island, Fiji) is now cut along it.
    const touching = [...land.lons].filter((x) => Math.abs(x) === 180).length;
    expect(touching).toBeGreaterThan(4);
  });

  it.each([
    ['Paris', 48.8566, 2.3522, true],
    ['Sahara', 23, 10, true],
    ['Chukotka west of 180', 66.5, 179.5, true],
    ['Chukotka east of 180', 66, -175, true],
    ['Antarctic interior beyond the coastline data (-85°)', -88, 0, true],
    ['South Pole', -90, 45, true],
    ['mid-Atlantic', 35, -40, false],
    ['North Pole (sea ice is not land)', 89.9, 0, false],
    ['Caspian Sea (a hole in Eurasia)', 42, 51, false],
    ['Pacific at 180', 30, 180, false],
    ['Pacific at -180', 30, -180, false],
  ])('%s (%f, %f) is land: %s', (_name, lat, lon, expected) => {
    expect(isLand(land, lat, lon)).toBe(expected);
  });

  it('answers as a brute-force even-odd test over all rings does (1,000 random points)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lon) => {
          expect(isLand(land, lat, lon)).toBe(bruteForceLand(land, lat, lon));
        },
      ),
      { numRuns: resolution === '10m' ? 200 : 1000, seed: 20261 },
    );
  });

  it('answers near coastlines as the brute-force test does (points around ring vertices)', () => {
    let checked = 0;
    for (
      let i = 0;
      i < land.lons.length;
      i += Math.max(1, Math.floor(land.lons.length / (resolution === '10m' ? 120 : 400)))
    ) {
      for (const [dx, dy] of [
        [3e-3, 1e-3],
        [-2e-3, 2.5e-3],
        [1e-3, -3e-3],
      ] as const) {
        const lat = Math.max(-90, Math.min(90, land.lats[i]! + dy));
        const lon = Math.max(-180, Math.min(180, land.lons[i]! + dx));
        expect(isLand(land, lat, lon), `near (${land.lats[i]}, ${land.lons[i]})`).toBe(bruteForceLand(land, lat, lon));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('gives false, not a throw, for positions off the globe, and wraps longitudes', () => {
    expect(isLand(land, NaN, 0)).toBe(false);
    expect(isLand(land, 91, 0)).toBe(false);
    expect(isLand(land, 48.8566, 2.3522 + 360)).toBe(true);
    expect(distanceToLandNm(land, NaN, 0, 5)).toBeNaN();
  });
});

describe('known places at 1:10m (the resolution of the land-crossing check)', () => {
  const land = loadLand('10m');
  it.each([
    // Between Tarifa (36.01N) and Punta Cires (35.91N): the strait is under 8 NM wide.
    ['Strait of Gibraltar', 35.95, -5.6],
    ['Singapore Strait, south of Sentosa', 1.2, 103.85],
    ['Dover Strait', 51.0, 1.5],
    ['Bering Strait', 65.8, -169.0],
    ['Kattegat', 57.0, 11.5],
  ])('%s (%f, %f) is sea', (_name, lat, lon) => {
    expect(isLand(land, lat, lon)).toBe(false);
  });

  it('reads the Suez Canal as land: Natural Earth land has no canals at any scale', () => {
    // The canal is ~300 m wide; the 1:10m coastline closes it (and the Panama and Kiel Canals).
    expect(isLand(land, 30.5, 32.35)).toBe(true);
    expect(isLand(loadLand('50m'), 30.5, 32.35)).toBe(true);
  });

  it('measures distance to land in NM (Dover Strait: about 8 NM to either shore; tolerance 1 NM)', () => {
    expect(distanceToLandNm(land, 51.0, 1.5, 20)).toBeGreaterThan(7);
    expect(distanceToLandNm(land, 51.0, 1.5, 20)).toBeLessThan(9.5);
    expect(distanceToLandNm(land, 51.0, 1.5, 2)).toBe(Infinity);
    expect(distanceToLandNm(land, 48.8566, 2.3522, 2)).toBe(0);
    expect(distanceToLandNm(land, 35, -40, 50)).toBe(Infinity);
  });

  it('finds land across the antimeridian within the search radius', () => {
    // Wrangel Island spans 180 at 71°N; from the sea just east of its eastern cape land is near.
    const east = distanceToLandNm(land, 71.2, -177.3, 10);
    expect(east).toBeGreaterThan(0);
    expect(east).toBeLessThan(10);
    // A point at -180 exactly, north of the island: the nearest coast is across the line.
    expect(distanceToLandNm(land, 71.65, -180, 30)).toBeLessThan(30);
  });
});

describe('drawing', () => {
  const land = loadLand('110m');

  it('gives Leaflet [lat, lon] rings and GeoJSON [lon, lat] rings, closed, for every polygon', () => {
    const latLngs = landLatLngs(land);
    const geo = landGeoJson(land);
    expect(latLngs).toHaveLength(land.header.polygonCount);
    expect(geo.coordinates).toHaveLength(land.header.polygonCount);
    const outer = geo.coordinates[0]![0]!;
    expect(outer[0]).toEqual(outer[outer.length - 1]);
    expect(latLngs[0]![0]![0]).toEqual([outer[0]![1], outer[0]![0]]);
    // The Caspian Sea is a hole of Eurasia.
    expect(geo.coordinates.some((p) => p.length === 2)).toBe(true);
  });

  it('selects polygons by box, also across the antimeridian', () => {
    const all = landPolygonsIn(land).length;
    const nz = landPolygonsIn(land, { west: 165, south: -48, east: 179, north: -34 });
    expect(nz.length).toBeGreaterThan(0);
    expect(nz.length).toBeLessThan(all);
    const across = landPolygonsIn(land, { west: 175, south: 60, east: -170, north: 72 });
    expect(across.length).toBeGreaterThan(
      landPolygonsIn(land, { west: 175, south: 60, east: 180, north: 72 }).length - 1,
    );
    expect(across.length).toBeLessThan(all);
  });

  it('writes an SVG path with one subpath per ring', () => {
    const d = landSvgPath(land, (lon, lat) => [lon + 180, 90 - lat], { west: -10, south: 35, east: 30, north: 60 });
    expect(d).toMatch(/^M[\d.]+ [\d.]+L/);
    expect(d.split('Z').length - 1).toBe(d.split('M').length - 1);
  });
});

describe('parseLand', () => {
  it('rejects what is not a land file, naming the place', () => {
    expect(() => parseLand({})).toThrow(/format/);
    const json = landJson('110m') as { polygons: number[][][] };
    const bad = { ...json, polygons: [[[1, 2, 3.5, 4, 5, 6]]] };
    expect(() => parseLand(bad)).toThrow(/whole numbers/);
    const offGlobe = { ...json, polygons: [[[1_900_000, 0, 10, 0, 0, 10]]] };
    expect(() => parseLand(offGlobe)).toThrow(RangeError);
  });
});
