// From marching-squares segments to lines a chart can draw smoothly: the value grid is smoothed
// first (a field read back from an image's colours moves in steps of the colour scale, and where
// it is flat those steps would show as stairs in the line), then each level's segments are joined
// end to end into polylines, open where they leave the grid or meet a gap, closed around a low or
// a high.
import type { ContourSegment, ValueGrid } from './isobars';

export interface GridPoint {
  /** Fractional column and row, as the segments have them. */
  readonly x: number;
  readonly y: number;
}

export interface ContourLine {
  readonly points: readonly GridPoint[];
  /** The last point joins the first (a ring). */
  readonly closed: boolean;
}

/** Binomial weights (1, 2, 1) / 4: the smallest smoothing that keeps a value's place. */
const KERNEL = [1, 2, 1] as const;

/**
 * The grid smoothed `passes` times by the (1, 2, 1) kernel along rows, then columns; each value
 * is the weighted mean of the values present around it (a gap stays a gap and lends no weight).
 */
export function smoothGrid(grid: ValueGrid, passes: number): ValueGrid {
  let values = grid.values;
  for (let i = 0; i < passes; i++) {
    values = pass(values, grid.rows, grid.cols, 0, 1);
    values = pass(values, grid.rows, grid.cols, 1, 0);
  }
  return { rows: grid.rows, cols: grid.cols, values };
}

function pass(
  values: readonly (readonly (number | null)[])[],
  rows: number,
  cols: number,
  dr: number,
  dc: number,
): (number | null)[][] {
  const out: (number | null)[][] = [];
  for (let r = 0; r < rows; r++) {
    const row: (number | null)[] = [];
    for (let c = 0; c < cols; c++) {
      if ((values[r]?.[c] ?? null) === null) {
        row.push(null);
        continue;
      }
      let sum = 0;
      let weight = 0;
      for (let k = -1; k <= 1; k++) {
        const v = values[r + k * dr]?.[c + k * dc] ?? null;
        if (v === null) continue;
        sum += KERNEL[k + 1]! * v;
        weight += KERNEL[k + 1]!;
      }
      row.push(sum / weight);
    }
    out.push(row);
  }
  return out;
}

/**
 * The segments of one level joined into lines. Marching squares gives a crossing of a cell edge
 * the same coordinates in both cells that share the edge (the same two values interpolated), so
 * ends are matched exactly.
 */
export function joinSegments(segments: readonly ContourSegment[]): ContourLine[] {
  const key = (x: number, y: number): string => `${x},${y}`;
  /** Segment indices by each of their ends. */
  const atEnd = new Map<string, number[]>();
  segments.forEach((s, i) => {
    for (const k of [key(s.x1, s.y1), key(s.x2, s.y2)]) {
      const list = atEnd.get(k);
      if (list === undefined) atEnd.set(k, [i]);
      else list.push(i);
    }
  });
  const used = new Uint8Array(segments.length);
  /** From `point`, follows unused segments until none continues; the points reached. */
  const walk = (point: GridPoint): GridPoint[] => {
    const out: GridPoint[] = [];
    let at = point;
    for (;;) {
      const next = (atEnd.get(key(at.x, at.y)) ?? []).find((i) => used[i] === 0);
      if (next === undefined) return out;
      used[next] = 1;
      const s = segments[next]!;
      at = s.x1 === at.x && s.y1 === at.y ? { x: s.x2, y: s.y2 } : { x: s.x1, y: s.y1 };
      out.push(at);
    }
  };
  const lines: ContourLine[] = [];
  segments.forEach((s, i) => {
    if (used[i] === 1) return;
    used[i] = 1;
    const start = { x: s.x1, y: s.y1 };
    const end = { x: s.x2, y: s.y2 };
    const forward = walk(end);
    const last = forward.at(-1) ?? end;
    if (last.x === start.x && last.y === start.y) {
      // Back where it began: a ring (its first point is not repeated).
      lines.push({ points: [start, end, ...forward.slice(0, -1)], closed: true });
      return;
    }
    const backward = walk(start);
    lines.push({ points: [...backward.reverse(), start, end, ...forward], closed: false });
  });
  return lines;
}
