// The sandbox's climate temperature by place and month: maritime west coasts mild, continental
// interiors cold in winter, the tropics flat. Reference: monthly mean 2 m temperature,
// 1991–2020 normals as the national services publish them (KNMI De Bilt/Rotterdam, Roshydromet
// Moscow, NOAA NCEI Central Park, MSS Singapore, Roshydromet Murmansk), rounded; figures quoted
// from memory of those tables, so the tolerance is wide (±4 °C): the demo must look right to a
// navigator, not replace a climate atlas.
import { describe, expect, it } from 'vitest';
import { climateHandler } from '../../../../electron/sandbox/weather/products/climate';
import { getWeatherWorld } from '../../../../electron/sandbox/weather/world';
import type { SandboxEnv } from '../../../../electron/sandbox/contract';

const env = { seed: 1, nowUtc: () => Date.UTC(2026, 10, 25, 12) / 1000, baseUrl: 'http://127.0.0.1:1' } as SandboxEnv;

const PLACES = [
  { name: 'Rotterdam', lat: 51.92, lon: 4.48, januaryC: 3.8, julyC: 17.9 },
  { name: 'Moscow', lat: 55.75, lon: 37.6, januaryC: -6.2, julyC: 19.2 },
  { name: 'New York', lat: 40.78, lon: -73.97, januaryC: 0.9, julyC: 25.3 },
  { name: 'Singapore', lat: 1.29, lon: 103.85, januaryC: 26.5, julyC: 27.9 },
  { name: 'Murmansk', lat: 68.97, lon: 33.08, januaryC: -10.1, julyC: 12.8 },
] as const;

describe('climate air temperature', () => {
  const handler = climateHandler(getWeatherWorld);

  it.each(PLACES)('$name: January and July means within 4 °C of the normals', async (place) => {
    const answer = await handler({ lat: place.lat, lon: place.lon }, env);
    const mean = (month: number): number => {
      const p = answer.periods.find((period) => period.month === month)!;
      return (p.temperatureLow + p.temperatureHigh) / 2;
    };
    expect(Math.abs(mean(1) - place.januaryC)).toBeLessThanOrEqual(4);
    expect(Math.abs(mean(7) - place.julyC)).toBeLessThanOrEqual(4);
  });

  it('keeps a west coast in the westerlies milder in winter than an interior at its latitude', async () => {
    const coast = await handler({ lat: 51.92, lon: 4.48 }, env);
    const interior = await handler({ lat: 51.9, lon: 45 }, env);
    expect(coast.periods[0]!.temperatureHigh).toBeGreaterThan(interior.periods[0]!.temperatureHigh + 5);
  });
});
