// A monthly global table on 2.5° cells (12 months × 72 rows from the south × 144 columns east
// from 0°, in tenths of the unit, null where there is no value), read once and looked up
// bilinearly between the cell centres that have a value, and linearly in time between the
// middles of the months. The sea-wind climate and the world's own winds are both such tables.

const CELL_DEG = 2.5;
const ROWS = 72;
const COLS = 144;

export class MonthlyGrid {
  private values: Float32Array | undefined;

  /** `months` as the JSON holds it; checked at the first look-up, `name` naming the file in errors. */
  constructor(
    private readonly name: string,
    private readonly months: unknown,
  ) {}

  private table(): Float32Array {
    if (this.values !== undefined) return this.values;
    const out = new Float32Array(12 * ROWS * COLS).fill(Number.NaN);
    const months = this.months;
    if (!Array.isArray(months) || months.length !== 12) throw new Error(`${this.name}: expected 12 months`);
    months.forEach((rows: unknown, m) => {
      if (!Array.isArray(rows) || rows.length !== ROWS) throw new Error(`${this.name}: month ${m + 1} rows`);
      rows.forEach((cols: unknown, r) => {
        if (!Array.isArray(cols) || cols.length !== COLS) throw new Error(`${this.name}: row ${r} columns`);
        cols.forEach((value: unknown, c) => {
          if (value === null) return;
          if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1000) {
            throw new Error(`${this.name}: month ${m + 1} row ${r} col ${c} is ${String(value)}`);
          }
          out[(m * ROWS + r) * COLS + c] = value / 10;
        });
      });
    });
    this.values = out;
    return out;
  }

  /** The value of one cell for a month (0..11); null where there is none. */
  cell(month0: number, row: number, col: number): number | null {
    if (row < 0 || row >= ROWS) return null;
    const c = ((col % COLS) + COLS) % COLS;
    const v = this.table()[(month0 * ROWS + row) * COLS + c] ?? Number.NaN;
    return Number.isNaN(v) ? null : v;
  }

  /** Bilinear between the four nearest cell centres that have a value; null when none has. */
  private month(month0: number, lat: number, lon: number): number | null {
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
      const v = this.cell(month0, Math.min(ROWS - 1, Math.max(0, r0 + dr)), c0 + dc);
      if (v === null || w === 0) continue;
      sum += v * w;
      weight += w;
    }
    return weight === 0 ? null : sum / weight;
  }

  /** The value for the time of year at a point: linear between mid-months; null where none is near. */
  at(lat: number, lon: number, timeUtc: number): number | null {
    const { before, w } = monthsAround(timeUtc);
    const a = this.month((before + 12) % 12, lat, lon);
    const b = this.month((before + 13) % 12, lat, lon);
    if (a === null || b === null) return a ?? b;
    return a + (b - a) * w;
  }
}

/**
 * The month whose middle is at or before `timeUtc` (-1 for the December before) and the share of
 * the way to the next middle. Every table is looked up at the same instant many times in a row
 * (wind now and before, the seas' three factors), so the last answer is kept.
 */
let lastTime = Number.NaN;
let last = { before: 0, w: 0 };
function monthsAround(timeUtc: number): { before: number; w: number } {
  if (timeUtc === lastTime) return last;
  const date = new Date(timeUtc * 1000);
  const year = date.getUTCFullYear();
  const month0 = date.getUTCMonth();
  const mid = (m: number): number => Date.UTC(year, m, 15, 12) / 1000;
  const before = timeUtc < mid(month0) ? month0 - 1 : month0;
  const w = Math.min(1, Math.max(0, (timeUtc - mid(before)) / (mid(before + 1) - mid(before))));
  lastTime = timeUtc;
  last = { before, w };
  return last;
}
