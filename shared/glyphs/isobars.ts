// Isobars by marching squares (W. E. Lorensen and H. E. Cline's cell cases in two dimensions):
// each cell of a regular grid whose corners straddle a level gives one or two segments, their
// ends interpolated linearly along the cell's edges. A saddle (two opposite corners above) is
// split by the cell's mean, the usual disambiguation.

/** A grid of values, `values[row][col]`, row 0 the southern row; null where there is no value. */
export interface ValueGrid {
  readonly rows: number;
  readonly cols: number;
  readonly values: readonly (readonly (number | null)[])[];
}

/** A segment in grid coordinates: x is the fractional column, y the fractional row. */
export interface ContourSegment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

export interface Contour {
  readonly level: number;
  readonly segments: readonly ContourSegment[];
}

/** Levels `stepHpa` apart (multiples of it) within the grid's range, ascending. */
export function contourLevels(grid: ValueGrid, step: number): number[] {
  let min = Infinity;
  let max = -Infinity;
  for (const row of grid.values) {
    for (const v of row) {
      if (v === null || !Number.isFinite(v)) continue;
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
  }
  if (!(step > 0) || min > max) return [];
  const levels: number[] = [];
  for (let level = Math.ceil(min / step) * step; level <= max; level += step) levels.push(level);
  return levels;
}

/** Where along an edge from value a to value b the level lies, 0..1. */
function cut(a: number, b: number, level: number): number {
  return a === b ? 0.5 : (level - a) / (b - a);
}

/**
 * The segments of each level. A corner exactly on a level counts as above it, so a line never
 * passes through a corner twice; cells with a missing corner are skipped. Each cell is visited
 * once, for the levels between its lowest and highest corner only.
 */
export function marchingSquares(grid: ValueGrid, levels: readonly number[]): Contour[] {
  const segments: ContourSegment[][] = levels.map(() => []);
  for (let r = 0; r + 1 < grid.rows; r++) {
    const south = grid.values[r];
    const north = grid.values[r + 1];
    for (let c = 0; c + 1 < grid.cols; c++) {
      const sw = south?.[c] ?? null;
      const se = south?.[c + 1] ?? null;
      const ne = north?.[c + 1] ?? null;
      const nw = north?.[c] ?? null;
      if (sw === null || se === null || ne === null || nw === null) continue;
      const low = Math.min(sw, se, ne, nw);
      const high = Math.max(sw, se, ne, nw);
      for (let i = 0; i < levels.length; i++) {
        const level = levels[i]!;
        // All corners above (or on) the level, or all below: no line crosses the cell.
        if (level <= low || level > high) continue;
        cellSegments(c, r, sw, se, ne, nw, level, segments[i]!);
      }
    }
  }
  return levels.map((level, i) => ({ level, segments: segments[i]! }));
}

function cellSegments(
  c: number,
  r: number,
  sw: number,
  se: number,
  ne: number,
  nw: number,
  level: number,
  out: ContourSegment[],
): void {
  const code = (sw >= level ? 1 : 0) | (se >= level ? 2 : 0) | (ne >= level ? 4 : 0) | (nw >= level ? 8 : 0);
  if (code === 0 || code === 15) return;
  // Edge crossing points: south, east, north, west.
  const s = (): [number, number] => [c + cut(sw, se, level), r];
  const e = (): [number, number] => [c + 1, r + cut(se, ne, level)];
  const n = (): [number, number] => [c + cut(nw, ne, level), r + 1];
  const w = (): [number, number] => [c, r + cut(sw, nw, level)];
  const add = (a: [number, number], b: [number, number]): void => {
    out.push({ x1: a[0], y1: a[1], x2: b[0], y2: b[1] });
  };
  switch (code) {
    case 1:
    case 14:
      return add(w(), s());
    case 2:
    case 13:
      return add(s(), e());
    case 3:
    case 12:
      return add(w(), e());
    case 4:
    case 11:
      return add(e(), n());
    case 6:
    case 9:
      return add(s(), n());
    case 7:
    case 8:
      return add(w(), n());
    case 5:
    case 10: {
      // Saddle: the mean decides whether the high corners (sw+ne for 5, se+nw for 10) connect.
      const centreHigh = (sw + se + ne + nw) / 4 >= level;
      if ((code === 5) === centreHigh) {
        add(w(), n());
        add(s(), e());
      } else {
        add(w(), s());
        add(e(), n());
      }
      return;
    }
  }
}
