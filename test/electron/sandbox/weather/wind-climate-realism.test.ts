// The demo world's wind against the sea's climate: at open-ocean and enclosed-sea points, the
// world's monthly mean 10 m wind is within ±15 % of NOAA's Blended Sea Winds mean for that month
// (electron/sandbox/weather/world/data/sea-winds-monthly.json, which names its source). Measured
// over seeds and a year the calibration never saw (scripts/calibrate-sandbox-winds.ts uses seeds
// 1-8 in 2025), at analysis time, 16 seeds x 28 days x two times a day per month.
import { describe, expect, it } from 'vitest';
import { lattice, meanAndError, seedMeans, type NamedPoint } from './climate-sample';
import { seaWindMeanMs } from '../../../../electron/sandbox/weather/world/sea-wind-climate';

const SEEDS = Array.from({ length: 16 }, (_, i) => 11 + i);
const MONTHS = [1, 4, 7, 10];
const TOLERANCE = 0.15;

/** Named points the issue and navigators ask about, each well away from its coasts. */
const NAMED: readonly NamedPoint[] = [
  ['North Atlantic 48N 30W', 48, -30],
  ['North Sea 56N 3E', 56, 3],
  ['Baltic 56.5N 19E', 56.5, 19],
  ['Mediterranean, Ionian 36N 18E', 36, 18],
  ['Western Mediterranean 39N 5E', 39, 5],
  ['Gulf of Mexico 25N 90W', 25, -90],
  ['Red Sea 20N 38.5E', 20, 38.5],
  ['South China Sea 14N 114E', 14, 114],
  ['Southern Ocean 50S 90E', -50, 90],
  ['Atlantic trades 15N 40W', 15, -40],
  ['Pacific trades 15S 120W', -15, -120],
  ['Western Pacific warm pool 0N 160E', 0, 160],
  ['North Pacific 45N 170W', 45, -170],
  ['Arabian Sea 15N 65E', 15, 65],
  ['Tasman Sea 38S 160E', -38, 160],
];

describe('the demo world blows as the sea climate does (NOAA Blended Sea Winds, ±15 %)', () => {
  const points = [...NAMED, ...lattice()];

  it.each(MONTHS)(
    'month %i: the monthly mean 10 m wind at every point',
    (month) => {
      expect(points.length).toBeGreaterThan(40);
      const perSeed = seedMeans(points, month, SEEDS, 'windspeed', '10m');
      const midMonth = Date.UTC(2027, month - 1, 15, 12) / 1000;
      const errors: number[] = [];
      const off = points.flatMap(([name, lat, lon], i) => {
        const target = seaWindMeanMs(lat, lon, midMonth);
        if (target === null) return [];
        // One month of one world varies by about a fifth, as a real month does from year to year:
        // the world's own mean is estimated over 16 seeds, and judged with twice its standard error.
        const { mean, standardError } = meanAndError(perSeed[i] ?? []);
        const error = mean / target - 1;
        errors.push(Math.abs(error));
        return Math.abs(error) > TOLERANCE + (2 * standardError) / target
          ? [`${name}: ${mean.toFixed(1)} ± ${standardError.toFixed(1)} m/s, climate ${target.toFixed(1)}`]
          : [];
      });
      expect(off).toEqual([]);
      // And not only within the band: typically much closer.
      errors.sort((a, b) => a - b);
      expect(errors[errors.length >> 1]).toBeLessThan(0.08);
    },
    120_000,
  );
});
