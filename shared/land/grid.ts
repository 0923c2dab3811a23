// The spatial index behind every land query: a regular lon/lat grid whose cells list the ring
// edges that touch them, and whether each cell's reference point is on land. A point then
// needs only the edges of its own cell: it is on land when the reference point is and the
// segment between them crosses an even number of edges (or not, and odd).

/** Ring points as parallel arrays; the edges are (i, i + 1) for every i that is not the last point of its ring. */
export interface RingPoints {
  /** Longitudes, degrees in [-180, 180]. */
  readonly lons: Float64Array;
  /** Latitudes, degrees in [-90, 90]. */
  readonly lats: Float64Array;
  /** Ring r is points ringStart[r] .. ringStart[r + 1] − 1, closed (its last point repeats its first). */
  readonly ringStart: Int32Array;
}

export interface LandGrid {
  /** Cell size, degrees of latitude and of longitude. */
  readonly cellDeg: number;
  readonly cols: number;
  readonly rows: number;
  /** Edges of cell c (row-major, from lon −180, lat −90) are cellEdges[cellStart[c] .. cellStart[c + 1] − 1]. */
  readonly cellStart: Int32Array;
  /** An edge is named by its first point's index. */
  readonly cellEdges: Int32Array;
  /** 1 where the cell's reference point is on land. */
  readonly cellLand: Uint8Array;
}

// The reference point sits just off the cell centre, at an offset no 1e-4° coordinate, and no
// edge between two of them, can be expected to meet exactly.
const REF_X = 0.5 + 1.2345678e-4;
const REF_Y = 0.5 + 2.3456789e-4;

export function cellCol(grid: LandGrid, lonDeg: number): number {
  const c = Math.floor((lonDeg + 180) / grid.cellDeg);
  return c < 0 ? 0 : c >= grid.cols ? grid.cols - 1 : c;
}

export function cellRow(grid: LandGrid, latDeg: number): number {
  const r = Math.floor((latDeg + 90) / grid.cellDeg);
  return r < 0 ? 0 : r >= grid.rows ? grid.rows - 1 : r;
}

export function buildGrid(points: RingPoints, cellDeg: number): LandGrid {
  const { lons, lats, ringStart } = points;
  const cols = Math.round(360 / cellDeg);
  const rows = Math.round(180 / cellDeg);
  const shell = {
    cellDeg,
    cols,
    rows,
    cellStart: new Int32Array(0),
    cellEdges: new Int32Array(0),
    cellLand: new Uint8Array(0),
  };
  const counts = new Int32Array(cols * rows + 1);
  // Each edge goes into every cell of its bounding box: edges are short, so that is about the cells it crosses.
  const visit = (fn: (edge: number, cell: number) => void): void => {
    for (let r = 0; r + 1 < ringStart.length; r++) {
      for (let e = ringStart[r]!; e < ringStart[r + 1]! - 1; e++) {
        const c0 = cellCol(shell, Math.min(lons[e]!, lons[e + 1]!));
        const c1 = cellCol(shell, Math.max(lons[e]!, lons[e + 1]!));
        const r0 = cellRow(shell, Math.min(lats[e]!, lats[e + 1]!));
        const r1 = cellRow(shell, Math.max(lats[e]!, lats[e + 1]!));
        for (let row = r0; row <= r1; row++) for (let col = c0; col <= c1; col++) fn(e, row * cols + col);
      }
    }
  };
  visit((_, cell) => counts[cell + 1]!++);
  for (let c = 0; c < cols * rows; c++) counts[c + 1]! += counts[c]!;
  const cellEdges = new Int32Array(counts[cols * rows]!);
  const fill = counts.slice(0, cols * rows);
  visit((edge, cell) => (cellEdges[fill[cell]!++] = edge));
  const grid = { ...shell, cellStart: counts, cellEdges, cellLand: new Uint8Array(cols * rows) };
  markLandCells(grid, points);
  return grid;
}

/**
 * Whether each cell's reference point is on land, one row at a time: the edges crossing the
 * row's reference latitude (all of them listed in that row's cells) cut it into runs, and the
 * parity of the crossings west of a reference point decides it (even-odd rule).
 */
function markLandCells(grid: LandGrid & { cellLand: Uint8Array }, { lons, lats }: RingPoints): void {
  const { cols, rows, cellDeg, cellStart, cellEdges, cellLand } = grid;
  const seen = new Int32Array(lons.length).fill(-1);
  const xs: number[] = [];
  for (let row = 0; row < rows; row++) {
    const y = -90 + (row + REF_Y) * cellDeg;
    xs.length = 0;
    for (let k = cellStart[row * cols]!; k < cellStart[(row + 1) * cols]!; k++) {
      const e = cellEdges[k]!;
      if (seen[e] === row) continue;
      seen[e] = row;
      const ya = lats[e]!;
      const yb = lats[e + 1]!;
      if (ya > y !== yb > y) xs.push(lons[e]! + ((y - ya) * (lons[e + 1]! - lons[e]!)) / (yb - ya));
    }
    const sorted = Float64Array.from(xs).sort();
    let k = 0;
    for (let col = 0; col < cols; col++) {
      const x = -180 + (col + REF_X) * cellDeg;
      while (k < sorted.length && sorted[k]! < x) k++;
      cellLand[row * cols + col] = k & 1;
    }
  }
}

/**
 * Even-odd point in polygon through the grid, for a longitude in [-180, 180] and a latitude in
 * [-90, 90]. The segment from the point to its cell's reference point lies in the cell, so only
 * that cell's edges can cross it. Vertices on the segment's line count as on its right (a
 * half-open rule), so a vertex the segment passes through is counted once or not at all, as it should.
 */
export function pointOnLand(grid: LandGrid, { lons, lats }: RingPoints, lonDeg: number, latDeg: number): boolean {
  const col = cellCol(grid, lonDeg);
  const row = cellRow(grid, latDeg);
  const cell = row * grid.cols + col;
  let land = grid.cellLand[cell] === 1;
  const end = grid.cellStart[cell + 1]!;
  const px = lonDeg;
  const py = latDeg;
  const qx = -180 + (col + REF_X) * grid.cellDeg;
  const qy = -90 + (row + REF_Y) * grid.cellDeg;
  const dx = qx - px;
  const dy = qy - py;
  for (let k = grid.cellStart[cell]!; k < end; k++) {
    const e = grid.cellEdges[k]!;
    const ax = lons[e]!;
    const ay = lats[e]!;
    const bx = lons[e + 1]!;
    const by = lats[e + 1]!;
    const sa = dx * (ay - py) - dy * (ax - px) > 0;
    const sb = dx * (by - py) - dy * (bx - px) > 0;
    if (sa === sb) continue;
    const ex = bx - ax;
    const ey = by - ay;
    const sp = ex * (py - ay) - ey * (px - ax) > 0;
    const sq = ex * (qy - ay) - ey * (qx - ax) > 0;
    if (sp !== sq) land = !land;
  }
  return land;
}
