// Isobar lines from marching squares: segments joined into rings round a low and open lines
// across a plane, every segment used once; smoothing keeps a flat field's line straight where
// the values step as an image's colours do (no stairs), and keeps gaps as gaps.
import { describe, expect, it } from 'vitest';
import { joinSegments, smoothGrid, type ContourLine } from '../../../shared/glyphs/contour-lines';
import { marchingSquares, type ValueGrid } from '../../../shared/glyphs/isobars';

function gridOf(rows: number, cols: number, f: (r: number, c: number) => number | null): ValueGrid {
  return {
    rows,
    cols,
    values: Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => f(r, c))),
  };
}

describe('joinSegments', () => {
  it('joins a ring round a low into one closed line through every segment', () => {
    // p = 980 + 8·distance from (5, 5): the 996 ring has radius 2, the 1004 ring radius 3.
    const grid = gridOf(11, 11, (r, c) => 980 + 8 * Math.hypot(r - 5, c - 5));
    for (const contour of marchingSquares(grid, [996, 1004])) {
      const lines = joinSegments(contour.segments);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.closed).toBe(true);
      // A ring of n segments has n points (the first is not repeated).
      expect(lines[0]!.points).toHaveLength(contour.segments.length);
    }
  });

  it('joins a line across a plane into one open line from edge to edge, in order', () => {
    const grid = gridOf(8, 6, (r, c) => 1000 + 2 * c + 0.5 * r);
    const [contour] = marchingSquares(grid, [1005]);
    const [line, ...more] = joinSegments(contour!.segments);
    expect(more).toHaveLength(0);
    expect(line!.closed).toBe(false);
    expect(line!.points).toHaveLength(contour!.segments.length + 1);
    // From one edge of the grid to the other, in order along it (either way round).
    const ys = line!.points.map((p) => p.y);
    if (ys[0]! > ys.at(-1)!) ys.reverse();
    expect([ys[0], ys.at(-1)]).toEqual([0, 7]);
    for (let i = 1; i < ys.length; i++) expect(ys[i]!).toBeGreaterThanOrEqual(ys[i - 1]!);
  });

  it('leaves a line broken where a gap cuts it', () => {
    const grid = gridOf(8, 6, (r, c) => (r === 4 ? null : 1000 + 2 * c));
    const lines = joinSegments(marchingSquares(grid, [1005])[0]!.segments);
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => !l.closed)).toBe(true);
  });
});

describe('smoothGrid', () => {
  /** How much the lines turn along their length, degrees: 0 for straight lines, large for stairs. */
  function turningDeg(lines: readonly ContourLine[]): number {
    let sum = 0;
    for (const { points: p } of lines) {
      for (let i = 1; i + 1 < p.length; i++) {
        const a = Math.atan2(p[i]!.y - p[i - 1]!.y, p[i]!.x - p[i - 1]!.x);
        const b = Math.atan2(p[i + 1]!.y - p[i]!.y, p[i + 1]!.x - p[i]!.x);
        const d = Math.abs(b - a);
        sum += Math.min(d, 2 * Math.PI - d);
      }
    }
    return (sum * 180) / Math.PI;
  }

  it('takes the stairs out of a flat field read back in steps, as an image gives it', () => {
    // 0.1 hPa a cell, read back to the nearest 0.15 hPa (a colour scale's step): plateaus 1.5 cells wide.
    const truth = (r: number, c: number): number => 1000 + 0.1 * (c + 2 * r);
    const read = gridOf(24, 60, (r, c) => Math.round(truth(r, c) / 0.15) * 0.15);
    const level = 1004; // the true line is straight: c + 2r = 40
    const raw = joinSegments(marchingSquares(read, [level])[0]!.segments);
    const smooth = joinSegments(marchingSquares(smoothGrid(read, 2), [level])[0]!.segments);
    expect(raw).toHaveLength(1);
    expect(smooth).toHaveLength(1);
    // Read back as it is, the line zigzags (some 1,300° of turning over 25 rows); smoothed, it
    // turns by less than a right angle in all, most of it where the edge of the grid bends it.
    expect(turningDeg(raw)).toBeGreaterThan(720);
    expect(turningDeg(smooth)).toBeLessThan(90);
  });

  it('keeps a plane a plane away from the edges, a constant constant, and a gap a gap', () => {
    const plane = smoothGrid(
      gridOf(6, 6, (r, c) => 1000 + 3 * c - r),
      2,
    );
    expect(plane.values[3]![3]).toBeCloseTo(1000 + 9 - 3, 9);
    const flat = smoothGrid(
      gridOf(5, 5, (r, c) => (r === 2 && c === 2 ? null : 1013)),
      3,
    );
    expect(flat.values[2]![2]).toBeNull();
    expect(flat.values.flat().every((v) => v === null || Math.abs(v - 1013) < 1e-9)).toBe(true);
  });
});
