// The climate handler (spec §2.11): twelve monthly periods of ten-year averages, coordinates
// echoed as strings, physically ordered values, seasons, and determinism.
import { describe, expect, it } from 'vitest';
import { env } from './fake-world';
import { climate } from './helpers';

describe('weather.climate', () => {
  it('gives twelve months with the coordinates echoed as strings', async () => {
    const body = await climate({ lat: 51.9, lon: 4.5 });
    expect(body.period).toBe('month');
    expect(body.periods.map((p) => p.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(body.periods.every((p) => p.period === 1)).toBe(true);
    expect([body.latitude, body.longitude]).toEqual(['51.9', '4.5']);
  });

  it('keeps lows below highs, gusts above wind, and sums and hours in range', async () => {
    const body = await climate({ lat: -33.9, lon: 18.4 });
    for (const p of body.periods) {
      expect(p.temperatureLow).toBeLessThan(p.temperatureHigh);
      expect(p.windGust).toBeGreaterThanOrEqual(p.windSpeed);
      expect(p.precipitationSum).toBeGreaterThanOrEqual(0);
      expect(p.sunshineHours).toBeGreaterThanOrEqual(0);
      expect(p.sunshineHours).toBeLessThanOrEqual(31 * 24);
    }
  });

  it('has its seasons the right way round in each hemisphere', async () => {
    const north = await climate({ lat: 55, lon: -30 });
    const south = await climate({ lat: -45, lon: -30 });
    const high = (body: typeof north, month: number) => body.periods[month - 1]?.temperatureHigh ?? Number.NaN;
    expect(high(north, 7)).toBeGreaterThan(high(north, 1));
    expect(high(south, 1)).toBeGreaterThan(high(south, 7));
    // Longer days, more sunshine: June against December in the north.
    expect(north.periods[5]?.sunshineHours ?? 0).toBeGreaterThan(north.periods[11]?.sunshineHours ?? 0);
  });

  it('answers at the poles, where the sun stays up or down for months', async () => {
    const north = await climate({ lat: 90, lon: 0 });
    expect(north.periods[11]?.sunshineHours).toBe(0); // December: polar night
    expect(north.periods[5]?.sunshineHours ?? 0).toBeGreaterThan(0);
    const south = await climate({ lat: -90, lon: 180 });
    expect(south.periods[5]?.sunshineHours).toBe(0);
  });

  it('answers monthly for half_month and ten_days too (the response enum is month only)', async () => {
    const month = await climate({ lat: 10, lon: 100 });
    const half = await climate({ lat: 10, lon: 100, period: 'half_month' });
    const ten = await climate({ lat: 10, lon: 100, period: 'ten_days' });
    expect(half).toEqual(month);
    expect(ten).toEqual(month);
  });

  it('is deterministic for a seed and changes with it', async () => {
    const a = await climate({ lat: 30, lon: -40 });
    expect(await climate({ lat: 30, lon: -40 })).toEqual(a);
    expect(await climate({ lat: 30, lon: -40 }, { ...env, seed: 99 })).not.toEqual(a);
  });
});
