// The demo world's wind made to blow, on average, as the sea's climate does. The world's own
// weather (climate.ts background, systems, breezes) gives a mean that was set from memory at six
// points; here each point's wind is scaled by target / own mean, month by month: the target from
// NOAA's Blended Sea Winds (sea-wind-climate.ts), the world's own mean from data/world-raw-winds.json,
// which scripts/calibrate-sandbox-winds.ts measures from the uncalibrated world (regenerate it
// when the world's wind formulas change; the realism test fails when it is stale). Over land the
// world keeps its own wind: the scale fades with the land around the point.
import rawWinds from './data/world-raw-winds.json' with { type: 'json' };
import { seaWindMeanMs } from './sea-wind-climate';

const CELL_DEG = 2.5;
const ROWS = 72;
const COLS = 144;
/** Never more than this, nor less than its inverse: a stale or noisy cell cannot run away. */
const MAX_SCALE = 4;

let enabled = true;
let raw: Float32Array | undefined;

/** For the calibration script only: the world as it blows by itself. */
export function setWindCalibration(on: boolean): void {
  enabled = on;
}

function rawTable(): Float32Array {
  if (raw !== undefined) return raw;
  const months: unknown = rawWinds.months;
  const out = new Float32Array(12 * ROWS * COLS).fill(Number.NaN);
  if (!Array.isArray(months) || months.length !== 12) throw new Error('world-raw-winds.json: expected 12 months');
  months.forEach((rows: unknown, m) => {
    if (!Array.isArray(rows) || rows.length !== ROWS) throw new Error(`world-raw-winds.json: month ${m + 1} rows`);
    rows.forEach((cols: unknown, r) => {
      if (!Array.isArray(cols) || cols.length !== COLS) throw new Error(`world-raw-winds.json: row ${r} columns`);
      cols.forEach((value: unknown, c) => {
        if (typeof value === 'number' && value > 0) out[(m * ROWS + r) * COLS + c] = value / 10;
      });
    });
  });
  raw = out;
  return out;
}

function rawMonthMs(month0: number, lat: number, lon: number): number | null {
  const y = (lat + 90) / CELL_DEG - 0.5;
  const x = (((lon % 360) + 360) % 360) / CELL_DEG - 0.5;
  const r0 = Math.floor(y);
  const c0 = Math.floor(x);
  const fy = y - r0;
  const fx = x - c0;
  const t = rawTable();
  let sum = 0;
  let weight = 0;
  for (const [dr, dc, w] of [
    [0, 0, (1 - fy) * (1 - fx)],
    [0, 1, (1 - fy) * fx],
    [1, 0, fy * (1 - fx)],
    [1, 1, fy * fx],
  ] as const) {
    const r = Math.min(ROWS - 1, Math.max(0, r0 + dr));
    const c = (((c0 + dc) % COLS) + COLS) % COLS;
    const v = t[(month0 * ROWS + r) * COLS + c] ?? Number.NaN;
    if (Number.isNaN(v) || w === 0) continue;
    sum += v * w;
    weight += w;
  }
  return weight === 0 ? null : sum / weight;
}

/** The world's own mean at sea for the time of year, m/s (linear between mid-months). */
function rawMeanMs(lat: number, lon: number, timeUtc: number): number | null {
  const date = new Date(timeUtc * 1000);
  const year = date.getUTCFullYear();
  const month0 = date.getUTCMonth();
  const mid = (m: number): number => Date.UTC(year, m, 15, 12) / 1000;
  const before = timeUtc < mid(month0) ? month0 - 1 : month0;
  const w = Math.min(1, Math.max(0, (timeUtc - mid(before)) / (mid(before + 1) - mid(before))));
  const a = rawMonthMs((before + 12) % 12, lat, lon);
  const b = rawMonthMs((before + 13) % 12, lat, lon);
  if (a === null || b === null) return a ?? b;
  return a + (b - a) * w;
}

/** The factor on the world's own (non-cyclone) wind here and now: 1 over land and where no figures are. */
export function windScale(lat: number, lon: number, timeUtc: number, landFraction: number): number {
  if (!enabled || landFraction >= 1) return 1;
  const target = seaWindMeanMs(lat, lon, timeUtc);
  const own = rawMeanMs(lat, lon, timeUtc);
  if (target === null || own === null || own <= 0) return 1;
  const scale = Math.min(MAX_SCALE, Math.max(1 / MAX_SCALE, target / own));
  return 1 + (scale - 1) * (1 - landFraction);
}
