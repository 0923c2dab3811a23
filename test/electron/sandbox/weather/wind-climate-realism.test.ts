// The demo world's wind against the sea's climate: at open-ocean and enclosed-sea points, the
// world's monthly mean 10 m wind is within ±15 % of NOAA's Blended Sea Winds mean for that month
// (electron/sandbox/weather/world/data/sea-winds-monthly.json, which names its source). Measured
// over seeds and a year the calibration never saw (scripts/calibrate-sandbox-winds.ts uses seeds
// 1-8 in 2025), at analysis time, 16 seeds x 28 days x two times a day per month.
import { describe, expect, it } from 'vitest';
import { lattice, meanAndError, NAMED_SEAS, seedMeans } from './climate-sample';
import { seaWindMeanMs } from '../../../../electron/sandbox/weather/world/sea-wind-climate';

const SEEDS = Array.from({ length: 16 }, (_, i) => 11 + i);
const MONTHS = [1, 4, 7, 10];
const TOLERANCE = 0.15;

describe('the demo world blows as the sea climate does (NOAA Blended Sea Winds, ±15 %)', () => {
  const points = [...NAMED_SEAS, ...lattice()];

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
