// The demo world's seas against the sea's climate: at open-ocean and enclosed-sea points, the
// world's monthly mean significant wave height is within ±15 % of the KNMI/ERA-40 wave atlas's
// (electron/sandbox/weather/world/data/sea-waves-monthly.json, which names its source), ±25 %
// where the atlas gives only the period and Hs is inferred from it (North Sea, Baltic, Red Sea:
// sea-wave-climate.ts). Measured over seeds and a year the calibration never saw
// (scripts/calibrate-sandbox-waves.ts uses seeds 1-4 in 2025), at analysis time, 12 seeds x 28
// days x two times a day per month.
import { describe, expect, it } from 'vitest';
import { lattice, meanAndError, NAMED_SEAS, seedMeans } from './climate-sample';
import { cellHsFromPeriod, seaWaveMeanHsM } from '../../../../electron/sandbox/weather/world/sea-wave-climate';

const SEEDS = Array.from({ length: 12 }, (_, i) => 31 + i);
const MONTHS = [1, 4, 7, 10];
const TOLERANCE = 0.15;
const TOLERANCE_FROM_PERIOD = 0.25;

describe('the demo world raises the seas of the wave climate (KNMI/ERA-40 wave atlas, ±15 %)', () => {
  const points = [...NAMED_SEAS, ...lattice()];

  it.each(MONTHS)(
    'month %i: the monthly mean significant wave height at every point',
    (month) => {
      expect(points.length).toBeGreaterThan(40);
      const perSeed = seedMeans(points, month, SEEDS, 'waveheight_significant', null);
      const midMonth = Date.UTC(2027, month - 1, 15, 12) / 1000;
      const errors: number[] = [];
      let checked = 0;
      const off = points.flatMap(([name, lat, lon], i) => {
        const target = seaWaveMeanHsM(lat, lon, midMonth);
        if (target === null) return [];
        checked++;
        const fromPeriod = cellHsFromPeriod(month - 1, Math.floor((lat + 90) / 2.5), Math.floor((lon + 360) / 2.5));
        // A month of one world varies as a real month does from year to year: the world's own
        // mean is estimated over 12 seeds and judged with twice its standard error.
        const { mean, standardError } = meanAndError(perSeed[i] ?? []);
        const error = mean / target - 1;
        if (!fromPeriod) errors.push(Math.abs(error));
        const tolerance = fromPeriod ? TOLERANCE_FROM_PERIOD : TOLERANCE;
        return Math.abs(error) > tolerance + (2 * standardError) / target
          ? [
              `${name}: ${mean.toFixed(2)} ± ${standardError.toFixed(2)} m, atlas ${target.toFixed(2)}${fromPeriod ? ' (from its period)' : ''}`,
            ]
          : [];
      });
      expect(off).toEqual([]);
      expect(checked).toBeGreaterThan(40);
      // And not only within the band: typically much closer.
      errors.sort((a, b) => a - b);
      expect(errors[errors.length >> 1]).toBeLessThan(0.08);
    },
    240_000,
  );
});
