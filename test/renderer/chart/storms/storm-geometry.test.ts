// Storms as the chart draws them: history and forecast split at the advisory time, and tracks
// and cones that cross the antimeridian drawn in one piece, next to each other.
import { describe, expect, it } from 'vitest';
import { stormDrawing, stormPointLabel, stormPointTime } from '../../../../renderer/src/chart/storms/storm-geometry';
import { activeStorms } from '../../../../electron/sandbox/storms/storms';
import { storm } from '../../../shared/forecast/storm-helpers';

const T0 = Date.UTC(2026, 10, 22, 0) / 1000;
const H = 3600;

describe('stormDrawing', () => {
  it('splits the track at the advisory time: history, the current position, forecast', () => {
    const s = storm([
      { timeUtc: T0, lat: 15, lon: 140, category: 'TS' },
      { timeUtc: T0 + 6 * H, lat: 16, lon: 139, category: 'TY' },
      { timeUtc: T0 + 12 * H, lat: 17, lon: 138, category: 'TY' },
      { timeUtc: T0 + 24 * H, lat: 19, lon: 137, category: 'STY' },
    ]);
    const d = stormDrawing(s, T0 + 6 * H + 120);
    expect(d.points.map((p) => p.kind)).toEqual(['history', 'current', 'forecast', 'forecast']);
    expect(d.segments.map((g) => g.forecast)).toEqual([false, true, true]);
    // Each segment takes the category at its start.
    expect(d.segments.map((g) => g.category)).toEqual(['TS', 'TY', 'TY']);
  });

  it('skips path points without a time or position, and keeps the later of two at one time', () => {
    const s = storm([
      { timeUtc: T0, lat: 15, lon: 140 },
      { timeUtc: null, lat: 15.5, lon: 139.5 },
      { timeUtc: T0 + 6 * H, lat: null, lon: 139 },
      { timeUtc: T0 + 6 * H, lat: 16, lon: 139, category: 'TY' },
      { timeUtc: T0 + 6 * H, lat: 16.2, lon: 138.9, category: 'STY' },
    ]);
    const d = stormDrawing(s, T0);
    expect(d.points.map((p) => p.latLng)).toEqual([
      [15, 140],
      [16.2, 138.9],
    ]);
    expect(d.points[1]!.category).toBe('STY');
  });

  it('draws a track across 180 as one line, longitudes continuing past 180', () => {
    const s = storm([
      { timeUtc: T0, lat: -15, lon: 176 },
      { timeUtc: T0 + 6 * H, lat: -16, lon: 179.5 },
      { timeUtc: T0 + 12 * H, lat: -17, lon: -177 },
      { timeUtc: T0 + 18 * H, lat: -18, lon: -173.5 },
    ]);
    const d = stormDrawing(s, T0);
    expect(d.points.map((p) => p.latLng[1])).toEqual([176, 179.5, 183, 186.5]);
    for (const g of d.segments) expect(Math.abs(g.to[1] - g.from[1])).toBeLessThan(10);
    expect([d.minLonDeg, d.maxLonDeg]).toEqual([176, 186.5]);
  });

  it('puts the two halves of a cone cut at 180 side by side, with no seam in the outline', () => {
    const west: [number, number][] = [
      [176, -14],
      [180, -14],
      [180, -20],
      [176, -20],
      [176, -14],
    ];
    const east: [number, number][] = [
      [-180, -14],
      [-172, -15],
      [-172, -21],
      [-180, -20],
      [-180, -14],
    ];
    const s = storm(
      [
        { timeUtc: T0, lat: -16, lon: 177 },
        { timeUtc: T0 + 24 * H, lat: -18, lon: -175 },
      ],
      [west, east],
    );
    const d = stormDrawing(s, T0);
    expect(d.cones).toHaveLength(2);
    const spans = d.cones.map((ring) => [
      Math.min(...ring.map(([, lon]) => lon)),
      Math.max(...ring.map(([, lon]) => lon)),
    ]);
    expect(spans).toEqual([
      [176, 180],
      [180, 188],
    ]);
    // Outlines: no segment runs along the cut (both ends on 180), and they stay on the near side.
    for (const line of d.coneOutlines) {
      for (let i = 1; i < line.length; i++) {
        const a = line[i - 1]!;
        const b = line[i]!;
        expect(
          a[1] === 180 && b[1] === 180,
          `segment ${JSON.stringify(a)} -> ${JSON.stringify(b)} lies on the cut`,
        ).toBe(false);
      }
    }
    // Each half keeps its three outer edges as one piece.
    expect(d.coneOutlines.map((l) => l.length)).toEqual([4, 4]);
  });

  it('unwraps a cone ring that crosses 180 without being cut', () => {
    const ring: [number, number][] = [
      [178, 10],
      [-178, 10],
      [-178, 14],
      [178, 14],
    ];
    const s = storm([{ timeUtc: T0, lat: 12, lon: 179 }], [ring]);
    const d = stormDrawing(s, T0);
    expect(d.cones[0]!.map(([, lon]) => lon)).toEqual([178, 182, 182, 178]);
    // Closed outline: back to the first corner.
    expect(d.coneOutlines).toEqual([
      [
        [10, 178],
        [10, 182],
        [14, 182],
        [14, 178],
        [10, 178],
      ],
    ]);
  });

  it('draws every sandbox storm of a year without a jump across the map', () => {
    // Real synthetic storms (seed 1), sampled every 5 days: tracks and cones from every basin,
    // including South Pacific storms that cross 180.
    const start = Date.UTC(2026, 0, 1) / 1000;
    let crossings = 0;
    for (let t = start; t < start + 365 * 86_400; t += 5 * 86_400) {
      for (const s of activeStorms(1, t)) {
        const d = stormDrawing(s, t);
        for (const g of d.segments) expect(Math.abs(g.to[1] - g.from[1])).toBeLessThan(30);
        for (const ring of d.cones) {
          for (let i = 1; i < ring.length; i++) expect(Math.abs(ring[i]![1] - ring[i - 1]![1])).toBeLessThan(60);
          const mid = (Math.min(...ring.map(([, lon]) => lon)) + Math.max(...ring.map(([, lon]) => lon))) / 2;
          expect(Math.abs(mid - (d.minLonDeg + d.maxLonDeg) / 2)).toBeLessThan(60);
        }
        if (d.maxLonDeg > 180 || d.minLonDeg < -180) crossings++;
      }
    }
    expect(crossings).toBeGreaterThan(0);
  });
});

describe('storm point times', () => {
  it('labels forecast points as advisories do, in UTC', () => {
    expect(stormPointLabel(Date.UTC(2026, 10, 23, 6) / 1000)).toBe('23/0600Z');
    expect(stormPointLabel(Date.UTC(2026, 10, 3, 18, 30) / 1000)).toBe('03/1830Z');
    expect(stormPointTime(Date.UTC(2026, 10, 23, 6) / 1000)).toBe('23 Nov 2026 0600Z');
  });
});
