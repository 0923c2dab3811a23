// The climate endpoint against the climate the world is calibrated to (NOAA Blended Sea Winds,
// sea-wind-climate.ts; wind-climate-realism.test.ts and wave-climate-realism.test.ts check the
// world's wind and seas against their tables everywhere); the sea has physical bounds; an
// ordinary trade-wind crossing is no gale. Sampled sparsely.
import { describe, expect, it } from 'vitest';
import { climateHandler } from '../../../../electron/sandbox/weather/products/climate';
import { getWeatherWorld } from '../../../../electron/sandbox/weather/world';
import { seaWindMeanMs } from '../../../../electron/sandbox/weather/world/sea-wind-climate';

const SEED = 11;
const world = getWeatherWorld(SEED);
const H = 3600;
const MS_PER_KN = 1852 / 3600;

/** The westerlies of both northern oceans and the Atlantic trades. */
const ENDPOINT_POINTS = [
  { name: 'North Atlantic westerlies', lat: 48, lon: -30 },
  { name: 'North Pacific westerlies', lat: 45, lon: -170 },
  { name: 'Atlantic north-east trades', lat: 15, lon: -40 },
];

const within = (value: number, reference: number, share: number) => Math.abs(value / reference - 1) <= share;

describe('climate of the world', () => {
  it('has the climate endpoint give the same mean wind at the westerlies and the trades', async () => {
    const handler = climateHandler(getWeatherWorld);
    const env = { seed: SEED, nowUtc: () => Date.UTC(2026, 10, 25) / 1000, baseUrl: 'http://127.0.0.1:1' };
    for (const point of ENDPOINT_POINTS) {
      const body = await handler({ lat: point.lat, lon: point.lon, period: 'month' }, env);
      for (const p of body.periods) {
        const climate = seaWindMeanMs(point.lat, point.lon, Date.UTC(2026, p.month - 1, 15, 12) / 1000) ?? NaN;
        expect(within(p.windSpeed ?? 0, climate, 0.25), `${point.name} month ${p.month}`).toBe(true);
        // Gusts a plausible factor of the mean wind over the sea.
        expect((p.windGust ?? 0) / (p.windSpeed ?? 1)).toBeLessThan(1.45);
      }
    }
  });

  it('never raises Hs above 20 m outside a tropical cyclone, even in deepened members at day 10', () => {
    const ens = world.model('ecmwf-ens');
    const run = Date.UTC(2026, 0, 10) / 1000;
    let highest = 0;
    for (const [lat, lon] of [
      [55, -30],
      [50, -20],
      [45, 170],
      [50, -165],
      [-50, 90],
      [-55, -120],
    ] as const) {
      for (let member = 0; member < ens.members; member += 2) {
        for (const leadH of [120, 192, 240]) {
          const q = {
            element: 'waveheight_significant',
            level: null,
            lat,
            lon,
            timeUtc: run + leadH * H,
            runUtc: run,
            member,
          };
          highest = Math.max(highest, world.sample(q) ?? 0);
        }
      }
    }
    expect(highest).toBeGreaterThan(3);
    expect(highest).toBeLessThanOrEqual(20);
  });

  it('breaks no 34 kn limit in most members on an ordinary trade-wind crossing', () => {
    // Canaries to the Caribbean in late January, 10 days at about 11 kn: no hurricane season.
    const ens = world.model('ecmwf-ens');
    const run = Date.UTC(2026, 0, 20) / 1000;
    const from = [24, -20];
    const to = [15, -58];
    const gales = Array.from({ length: ens.members }, (_, member) => {
      let max = 0;
      for (let k = 0; k <= 20; k++) {
        const f = k / 20;
        const q = {
          element: 'windspeed',
          level: '10m',
          lat: from[0]! + (to[0]! - from[0]!) * f,
          lon: from[1]! + (to[1]! - from[1]!) * f,
          timeUtc: run + k * 12 * H,
          runUtc: run,
          member,
        };
        max = Math.max(max, (world.sample(q) ?? 0) / MS_PER_KN);
      }
      return max > 34;
    });
    expect(gales.filter(Boolean).length).toBeLessThan(ens.members / 4);
  });
});
