// Marching squares on known fields: a plane gives straight lines where the level lies, a bowl
// gives closed rings around its low, a saddle is split by the cell mean, and gaps are skipped.
import { describe, expect, it } from 'vitest';
import { contourLevels, marchingSquares, type ValueGrid } from '../../../shared/glyphs/isobars';

function gridOf(rows: number, cols: number, f: (r: number, c: number) => number | null): ValueGrid {
  return {
    rows,
    cols,
    values: Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => f(r, c))),
  };
}

describe('marchingSquares', () => {
  it('traces a plane rising eastwards as a north-south line where the level is', () => {
    // 1000 hPa at column 0, 2 hPa more per column: 1005 lies at column 2.5.
    const grid = gridOf(4, 6, (_r, c) => 1000 + 2 * c);
    const [contour] = marchingSquares(grid, [1005]);
    expect(contour!.segments).toHaveLength(3);
    for (const s of contour!.segments) {
      expect(s.x1).toBeCloseTo(2.5, 9);
      expect(s.x2).toBeCloseTo(2.5, 9);
    }
    const ys = contour!.segments.flatMap((s) => [s.y1, s.y2]).sort((a, b) => a - b);
    expect(ys[0]).toBe(0);
    expect(ys.at(-1)).toBe(3);
  });

  it('rings a low: every segment of a level around it lies at that level on a cone', () => {
    // p = 980 + 8·distance from (3, 3): the 996 ring has radius 2.
    const grid = gridOf(7, 7, (r, c) => 980 + 8 * Math.hypot(r - 3, c - 3));
    const [ring] = marchingSquares(grid, [996]);
    expect(ring!.segments.length).toBeGreaterThanOrEqual(8);
    // Closed: every end point is shared by exactly two segments.
    const ends = new Map<string, number>();
    for (const s of ring!.segments) {
      for (const key of [`${s.x1.toFixed(6)},${s.y1.toFixed(6)}`, `${s.x2.toFixed(6)},${s.y2.toFixed(6)}`]) {
        ends.set(key, (ends.get(key) ?? 0) + 1);
      }
    }
    expect([...ends.values()].every((n) => n === 2)).toBe(true);
    // Linear interpolation along cell edges of a cone: within 0.25 cell of the true circle.
    for (const s of ring!.segments) expect(Math.abs(Math.hypot(s.x1 - 3, s.y1 - 3) - 2)).toBeLessThan(0.25);
  });

  it('splits a saddle by the cell mean', () => {
    // Corners sw 1, se 0, ne 1, nw 0 (code 5); mean 0.5 ≥ level 0.4: the high corners connect.
    const high = marchingSquares(
      {
        rows: 2,
        cols: 2,
        values: [
          [1, 0],
          [0, 1],
        ],
      },
      [0.4],
    )[0]!.segments;
    expect(high).toHaveLength(2);
    // The lines cut off the low corners se (1, 0) and nw (0, 1).
    const cutsOff = (x: number, y: number): boolean =>
      high.some((s) => Math.hypot((s.x1 + s.x2) / 2 - x, (s.y1 + s.y2) / 2 - y) < 0.5);
    expect(cutsOff(1, 0) && cutsOff(0, 1)).toBe(true);
    const low = marchingSquares(
      {
        rows: 2,
        cols: 2,
        values: [
          [1, 0],
          [0, 1],
        ],
      },
      [0.6],
    )[0]!.segments;
    const cutsOffHigh = (x: number, y: number): boolean =>
      low.some((s) => Math.hypot((s.x1 + s.x2) / 2 - x, (s.y1 + s.y2) / 2 - y) < 0.5);
    expect(cutsOffHigh(0, 0) && cutsOffHigh(1, 1)).toBe(true);
  });

  it('skips cells with a missing value', () => {
    const grid = gridOf(3, 3, (r, c) => (r === 1 && c === 1 ? null : 1000 + c));
    expect(marchingSquares(grid, [1000.5])[0]!.segments).toHaveLength(0);
  });
});

describe('contourLevels', () => {
  it('gives the multiples of the step within the values', () => {
    expect(
      contourLevels(
        gridOf(2, 2, (r, c) => 997 + 5 * r + 3 * c),
        4,
      ),
    ).toEqual([1000, 1004]);
    expect(
      contourLevels(
        gridOf(2, 2, () => null),
        4,
      ),
    ).toEqual([]);
  });
});
