// The monthly mean 10 m wind over the sea the demo world is calibrated to: NOAA's Blended Sea
// Winds, averaged to 2.5° cells (data/sea-winds-monthly.json says where every figure comes
// from). Looked up bilinearly between cell centres, over the cells at sea only, and linearly in
// time between the middles of the months.
import seaWinds from './data/sea-winds-monthly.json' with { type: 'json' };

const CELL_DEG = 2.5;
const ROWS = 72;
const COLS = 144;
const DAY_S = 86400;

/** Decimetres per second by month, row (south to north) and column (east from 0°); -1 where none. */
let grid: Int16Array | undefined;

function table(): Int16Array {
  if (grid !== undefined) return grid;
  const months: unknown = seaWinds.months;
  const out = new Int16Array(12 * ROWS * COLS).fill(-1);
  if (!Array.isArray(months) || months.length !== 12) throw new Error('sea-winds-monthly.json: expected 12 months');
  months.forEach((rows: unknown, m) => {
    if (!Array.isArray(rows) || rows.length !== ROWS) throw new Error(`sea-winds-monthly.json: month ${m + 1} rows`);
    rows.forEach((cols: unknown, r) => {
      if (!Array.isArray(cols) || cols.length !== COLS) throw new Error(`sea-winds-monthly.json: row ${r} columns`);
      cols.forEach((value: unknown, c) => {
        if (value === null) return;
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 400) {
          throw new Error(`sea-winds-monthly.json: month ${m + 1} row ${r} col ${c} is ${String(value)}`);
        }
        out[(m * ROWS + r) * COLS + c] = value;
      });
    });
  });
  grid = out;
  return out;
}

/** The table's value for a month (0..11) and cell, m/s; null over land. */
export function cellMeanMs(month0: number, row: number, col: number): number | null {
  if (row < 0 || row >= ROWS) return null;
  const c = ((col % COLS) + COLS) % COLS;
  const v = table()[(month0 * ROWS + row) * COLS + c] ?? -1;
  return v < 0 ? null : v / 10;
}

/** Bilinear between the four nearest cell centres that are at sea; null when none is. */
function monthMeanMs(month0: number, lat: number, lon: number): number | null {
  const y = (lat + 90) / CELL_DEG - 0.5;
  const x = (((lon % 360) + 360) % 360) / CELL_DEG - 0.5;
  const r0 = Math.floor(y);
  const c0 = Math.floor(x);
  const fy = y - r0;
  const fx = x - c0;
  let sum = 0;
  let weight = 0;
  for (const [dr, dc, w] of [
    [0, 0, (1 - fy) * (1 - fx)],
    [0, 1, (1 - fy) * fx],
    [1, 0, fy * (1 - fx)],
    [1, 1, fy * fx],
  ] as const) {
    const v = cellMeanMs(month0, Math.min(ROWS - 1, Math.max(0, r0 + dr)), c0 + dc);
    if (v === null || w === 0) continue;
    sum += v * w;
    weight += w;
  }
  return weight === 0 ? null : sum / weight;
}

/**
 * Mean 10 m wind speed at sea for the time of year, m/s; null over land (or sea ice, where the
 * satellites gave too little). Between mid-months, linear.
 */
export function seaWindMeanMs(lat: number, lon: number, timeUtc: number): number | null {
  const date = new Date(timeUtc * 1000);
  const year = date.getUTCFullYear();
  const month0 = date.getUTCMonth();
  const mid = (m: number): number => Date.UTC(year, m, 15, 12) / 1000;
  const before = timeUtc < mid(month0) ? month0 - 1 : month0;
  const from = mid(before);
  const to = mid(before + 1);
  const w = Math.min(1, Math.max(0, (timeUtc - from) / Math.max(DAY_S, to - from)));
  const a = monthMeanMs((before + 12) % 12, lat, lon);
  const b = monthMeanMs((before + 13) % 12, lat, lon);
  if (a === null || b === null) return a ?? b;
  return a + (b - a) * w;
}
