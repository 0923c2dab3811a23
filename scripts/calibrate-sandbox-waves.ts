// Measures the demo world's own seas, uncalibrated, at the centre of every 2.5° cell where the
// KNMI/ERA-40 wave atlas has a monthly mean Hs (sea-wave-climate.ts), and writes the factors on
// the swell's and the wind sea's height that bring the world's monthly mean Hs to the atlas's,
// and on the periods that then bring its mean period to the atlas's, into
// electron/sandbox/weather/world/data/wave-calibration.json
// (wave-calibration.ts). Run it
// again when the world's wind or wave formulas change (after calibrate-sandbox-winds.ts):
//   npx tsx scripts/calibrate-sandbox-waves.ts                  (all months)
//   npx tsx scripts/calibrate-sandbox-waves.ts --months 1,2,3   (those months only, merged in)
// Each month's mean is over 4 seeds, 28 days and 4 analysis times a day (448 instants), about 2 minutes a month.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { latestRun } from '../electron/sandbox/weather/world/runs';
import { MODELS } from '../electron/sandbox/weather/world/models';
import { FieldSampler } from '../electron/sandbox/weather/world/sampler';
import { cellMeanHsM, cellMeanPeriodS } from '../electron/sandbox/weather/world/sea-wave-climate';
import { setWaveCalibration } from '../electron/sandbox/weather/world/wave-calibration';

const OUT = join(import.meta.dirname, '../electron/sandbox/weather/world/data/wave-calibration.json');
const ROWS = 72;
const COLS = 144;
const SEEDS = [1, 2, 3, 4];
const HOURS = [0, 6, 12, 18];
/** The swell keeps at least this share of its height, and grows to at most this many times it. */
const SWELL_MIN = 0.1;
const SWELL_MAX = 4;
/** The wind sea is scaled only as far as this, either way. */
const SEA_MIN = 0.5;
const SEA_MAX = 1.5;
/** The periods are scaled by at most this, either way. */
const PERIOD_MAX = 1.5;

const arg = process.argv.indexOf('--months');
const months =
  arg >= 0 ? (process.argv[arg + 1] ?? '').split(',').map(Number) : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
if (months.some((m) => !Number.isInteger(m) || m < 1 || m > 12))
  throw new Error('--months takes 1..12, comma-separated');

const hres = MODELS.find((m) => m.id === 'ecmwfhresglobal');
if (hres === undefined) throw new Error('no ecmwfhresglobal model');

/** One cell's samples: the wind sea's and the swell's energy (m²) and the swell's mean period (s). */
interface Samples {
  readonly sea: Float32Array;
  readonly swell: Float32Array;
  readonly swellPeriod: Float32Array;
}

/** Mean Hs with the wind sea's height times s and the swell's times k. */
function meanHs({ sea, swell }: Samples, s: number, k: number): number {
  let sum = 0;
  for (let i = 0; i < sea.length; i++) sum += Math.sqrt(s * s * sea[i]! + k * k * swell[i]!);
  return sum / sea.length;
}

/**
 * Mean period (m0 / m1) with those factors: the wind sea's mean period follows its height as in
 * waves.ts (0.78 × 5 √Hs), the swell keeps its own.
 */
function meanPeriod({ sea, swell, swellPeriod }: Samples, s: number, k: number): number {
  let sum = 0;
  for (let i = 0; i < sea.length; i++) {
    const seaE = s * s * sea[i]!;
    const swellE = k * k * swell[i]!;
    const seaT = Math.max(1.5, 0.78 * 5 * Math.sqrt(Math.sqrt(seaE)));
    const moment = seaE / seaT + (swellE > 0 ? swellE / swellPeriod[i]! : 0);
    sum += moment > 0 ? (seaE + swellE) / moment : seaT;
  }
  return sum / sea.length;
}

/** The x in [lo, hi] where f(x) = target, f increasing; lo or hi when the target lies beyond. */
function solve(f: (x: number) => number, target: number, lo: number, hi: number, steps = 24): number {
  if (f(lo) >= target) return lo;
  if (f(hi) <= target) return hi;
  for (let i = 0; i < steps; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The factors for one cell: the swell's that gives the atlas's mean Hs, the wind sea left as its
 * wind raised it; only where the swell alone cannot (at its bounds) the wind sea's too. Then the
 * factor on the periods that gives the atlas's mean period with those heights.
 */
function fit(samples: Samples, targetHs: number, targetPeriod: number | null): { s: number; k: number; p: number } {
  const k = solve((x) => meanHs(samples, 1, x), targetHs, SWELL_MIN, SWELL_MAX);
  const s = k === SWELL_MIN || k === SWELL_MAX ? solve((x) => meanHs(samples, x, k), targetHs, SEA_MIN, SEA_MAX) : 1;
  const own = meanPeriod(samples, s, k);
  const p = targetPeriod === null || own <= 0 ? 1 : Math.min(PERIOD_MAX, Math.max(1 / PERIOD_MAX, targetPeriod / own));
  return { s, k, p };
}

setWaveCalibration(false);
const samplers = SEEDS.map((seed) => new FieldSampler(seed));
for (const month of months) {
  const cells: { r: number; c: number; lat: number; lon: number; target: number; period: number | null }[] = [];
  for (let r = 0; r < ROWS; r++)
    for (let c = 0; c < COLS; c++) {
      const target = cellMeanHsM(month - 1, r, c);
      if (target === null) continue;
      const east = 2.5 * c + 1.25;
      const lat = -90 + 2.5 * r + 1.25;
      const lon = east >= 180 ? east - 360 : east;
      if (samplers[0]!.mask.isLand(lat, lon)) continue;
      cells.push({ r, c, lat, lon, target, period: cellMeanPeriodS(month - 1, r, c) });
    }
  const n = SEEDS.length * 28 * HOURS.length;
  const samples: Samples[] = cells.map(() => ({
    sea: new Float32Array(n),
    swell: new Float32Array(n),
    swellPeriod: new Float32Array(n),
  }));
  let i = 0;
  for (const sampler of samplers)
    for (let day = 1; day <= 28; day++)
      for (const hour of HOURS) {
        // 2025: the year before the tests' own instants.
        const timeUtc = Date.UTC(2025, month - 1, day, hour) / 1000;
        const runUtc = latestRun(hres, timeUtc);
        cells.forEach(({ lat, lon }, k) => {
          const state = sampler.sea(lat, lon, timeUtc, runUtc, undefined);
          samples[k]!.sea[i] = (state?.windSeaM ?? 0) ** 2;
          samples[k]!.swell[i] = (state?.swellM ?? 0) ** 2;
          samples[k]!.swellPeriod[i] = state?.swellPeriodS ?? 0;
        });
        i++;
      }
  const sea: (number | null)[][] = Array.from({ length: ROWS }, () => Array.from({ length: COLS }, () => null));
  const swell: (number | null)[][] = Array.from({ length: ROWS }, () => Array.from({ length: COLS }, () => null));
  const period: (number | null)[][] = Array.from({ length: ROWS }, () => Array.from({ length: COLS }, () => null));
  let seaScaled = 0;
  cells.forEach(({ r, c, target, period: targetPeriod }, k) => {
    const { s, k: kSwell, p } = fit(samples[k]!, target, targetPeriod);
    if (Math.abs(s - 1) > 0.05) seaScaled++;
    sea[r]![c] = Math.round(s * 100);
    swell[r]![c] = Math.round(kSwell * 100);
    period[r]![c] = Math.round(p * 100);
  });
  // Read just before writing, so that runs over other months at the same time are kept.
  const doc = JSON.parse(readFileSync(OUT, 'utf8')) as {
    seaScale: unknown[];
    swellScale: unknown[];
    periodScale: unknown[];
  };
  doc.seaScale[month - 1] = sea;
  doc.swellScale[month - 1] = swell;
  doc.periodScale[month - 1] = period;
  writeFileSync(OUT, `${JSON.stringify(doc)}\n`);
  process.stderr.write(
    `month ${month}: ${cells.length} cells, ${n} instants, wind sea scaled by more than 5 % in ${seaScaled}\n`,
  );
}
