// Measures the demo world's own monthly mean 10 m wind at sea, uncalibrated, at the centre of
// every 2.5° cell that NOAA's Blended Sea Winds cover (sea-winds-monthly.json), and writes
// electron/sandbox/weather/world/data/world-raw-winds.json, which wind-calibration.ts divides by.
// Run it again when the world's wind formulas change:
//   npx tsx scripts/calibrate-sandbox-winds.ts                    (all months, about 20 minutes)
//   npx tsx scripts/calibrate-sandbox-winds.ts --months 1,2,3     (those months only, merged in)
// Each month's mean is over 8 seeds, 28 days and 4 analysis times a day (896 instants).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getWeatherWorld } from '../electron/sandbox/weather/world';
import { cellMeanMs } from '../electron/sandbox/weather/world/sea-wind-climate';
import { setWindCalibration } from '../electron/sandbox/weather/world/wind-calibration';

const OUT = join(import.meta.dirname, '../electron/sandbox/weather/world/data/world-raw-winds.json');
const ROWS = 72;
const COLS = 144;
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const HOURS = [0, 6, 12, 18];

const arg = process.argv.indexOf('--months');
const months =
  arg >= 0 ? (process.argv[arg + 1] ?? '').split(',').map(Number) : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
if (months.some((m) => !Number.isInteger(m) || m < 1 || m > 12))
  throw new Error('--months takes 1..12, comma-separated');

setWindCalibration(false);
for (const month of months) {
  const cells: { r: number; c: number; lat: number; lon: number }[] = [];
  for (let r = 0; r < ROWS; r++)
    for (let c = 0; c < COLS; c++) {
      if (cellMeanMs(month - 1, r, c) === null) continue;
      const east = 2.5 * c + 1.25;
      cells.push({ r, c, lat: -90 + 2.5 * r + 1.25, lon: east >= 180 ? east - 360 : east });
    }
  const sums = new Float64Array(cells.length);
  let n = 0;
  for (const seed of SEEDS) {
    const world = getWeatherWorld(seed);
    const hres = world.model('ecmwfhresglobal');
    for (let day = 1; day <= 28; day++)
      for (const hour of HOURS) {
        // 2025: the year before the tests' own instants.
        const timeUtc = Date.UTC(2025, month - 1, day, hour) / 1000;
        const runUtc = world.latestRun(hres, timeUtc);
        cells.forEach(({ lat, lon }, i) => {
          sums[i]! += world.sample({ element: 'windspeed', level: '10m', lat, lon, timeUtc, runUtc }) ?? 0;
        });
        n++;
      }
  }
  const grid: (number | null)[][] = Array.from({ length: ROWS }, () => Array.from({ length: COLS }, () => null));
  cells.forEach(({ r, c }, i) => {
    grid[r]![c] = Math.round(((sums[i] ?? 0) / n) * 10);
  });
  // Read just before writing, so that runs over other months at the same time are kept.
  const doc = JSON.parse(readFileSync(OUT, 'utf8')) as { months: (number | null)[][][] };
  doc.months[month - 1] = grid;
  writeFileSync(OUT, `${JSON.stringify(doc)}\n`);
  process.stderr.write(`month ${month}: ${cells.length} cells, ${n} instants\n`);
}
