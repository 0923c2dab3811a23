// Seas that fit their winds (waves.ts, swell-exposure.ts): the wind sea grows as the published
// growth laws say, limited by fetch and by how long the wind blows; swell comes only from where
// open water leads; and Hs, the mean period and the mean direction agree with one another and
// with the wave atlas's mean period. Each check names its source and tolerance.
import { describe, expect, it } from 'vitest';
import { getWeatherWorld } from '../../../../electron/sandbox/weather/world';
import { seasonAt } from '../../../../electron/sandbox/weather/world/climate';
import { landMask, type LandMask } from '../../../../electron/sandbox/land/mask';
import { seaWaveMeanPeriodS } from '../../../../electron/sandbox/weather/world/sea-wave-climate';
import { swellExposure } from '../../../../electron/sandbox/weather/world/swell-exposure';
import { FieldSampler } from '../../../../electron/sandbox/weather/world/sampler';
import { noStorm } from '../../../../electron/sandbox/weather/world/vortex';
import { seaStateAt, type WaveInputs } from '../../../../electron/sandbox/weather/world/waves';

const G = 9.81;

/** A straight north-south coast at 0°E, land to the west; the sea open to the east for ever. */
const COAST: LandMask = {
  isLand: (_lat, lon) => lon < 0,
  landFraction: () => 0,
  upwindLand: () => 0,
};

/** A steady wind over that sea, no weather systems, no storm, no swell scaling. */
function steadySea(lon: number, windMs: number, windFromDeg: number) {
  const input: WaveInputs = {
    lat: 0,
    lon,
    landFraction: 0,
    windMs,
    windFromDeg,
    windBeforeMs: windMs,
    states: { values: new Float64Array(0), count: 0 },
    season: seasonAt(Date.UTC(2026, 0, 15) / 1000),
    storm: noStorm(),
    seaScale: 1,
    swellScale: 1,
    periodScale: 1,
  };
  return seaStateAt(COAST, input);
}

describe('the wind sea grows as the growth laws say', () => {
  it('is fetch-limited off a coast: JONSWAP, g Hs / U² = 1.6e-3 (g F / U²)^½ (Hasselmann et al. 1973), ±15 %', () => {
    // 20 m/s blowing off the coast (from the west), 100 km out: 0.0016 × 20 × √(100 km / g) = 3.2 m.
    const lon = 100 / 111.2;
    const sea = steadySea(lon, 20, 270);
    expect(sea.windSeaM / 3.23 - 1).toBeGreaterThan(-0.15);
    expect(sea.windSeaM / 3.23 - 1).toBeLessThan(0.15);
    // A quarter of the way out, half of it (the fetch is walked in 40 km steps).
    const ratio = steadySea(lon / 4, 20, 270).windSeaM / sea.windSeaM;
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(0.65);
  });

  it('is duration-limited over the open sea: Shore Protection Manual (1984) 15 h of 20 m/s give 5.7 m, ±15 %', () => {
    // The wind blowing onshore: the whole ocean to windward, so only its duration limits the sea.
    const sea = steadySea(30, 20, 90);
    expect(sea.windSeaM / 5.67 - 1).toBeGreaterThan(-0.15);
    expect(sea.windSeaM / 5.67 - 1).toBeLessThan(0.15);
  });

  it('never exceeds the fully developed sea of its wind: Pierson & Moskowitz (1964), Hs = 0.0246 U²', () => {
    for (const u of [3, 6, 10, 15, 25])
      expect(steadySea(60, u, 90).windSeaM).toBeLessThanOrEqual(0.0246 * u * u + 1e-9);
  });
});

describe('swell comes only from where open water leads', () => {
  const mask = landMask();
  it.each([
    ['North Sea 56N 3E, from the south-west (the British Isles in the way)', 56, 3, 240, 0, 0.3],
    ['North Sea 56N 3E, from the north (the Norwegian Sea)', 56, 3, 350, 0.6, 1],
    ['Baltic 57N 19E, from the west', 57, 19, 270, 0, 0.2],
    ['Baltic 57N 19E, from the south', 57, 19, 180, 0, 0.2],
    ['Western Mediterranean 39N 5E, from the Atlantic (west)', 39, 5, 280, 0, 0.3],
    ['Red Sea 20N 38.5E, from the south-south-east (only the Red Sea itself)', 20, 38.5, 160, 0, 0.3],
    ['Gulf of Mexico 25N 90W, from the Atlantic (east)', 25, -90, 90, 0, 0.5],
    ['North Atlantic 48N 30W, from the west', 48, -30, 270, 0.95, 1],
    ['Southern Ocean 50S 90E, from the south-west', -50, 90, 225, 0.95, 1],
  ] as const)('%s', (_name, lat, lon, fromDeg, low, high) => {
    const share = swellExposure(mask, lat, lon, fromDeg, 2000);
    expect(share).toBeGreaterThanOrEqual(low);
    expect(share).toBeLessThanOrEqual(high);
  });

  it('leaves the Baltic and the North Sea without the Southern Ocean swell the open ocean gets', () => {
    const world = getWeatherWorld(5);
    const hres = world.model('ecmwfhresglobal');
    const swellOf = (lat: number, lon: number, timeUtc: number) => {
      const sea = world.sample({
        element: 'waveheight_significant',
        level: null,
        lat,
        lon,
        timeUtc,
        runUtc: world.latestRun(hres, timeUtc),
      });
      return sea ?? 0;
    };
    // Over a calm summer fortnight the Baltic's sea is its wind's alone: under a metre on average,
    // while the open South Atlantic keeps its swell.
    let baltic = 0;
    let atlantic = 0;
    for (let day = 1; day <= 14; day++) {
      const t = Date.UTC(2027, 6, day, 12) / 1000;
      baltic += swellOf(57, 19, t) / 14;
      atlantic += swellOf(-30, -20, t) / 14;
    }
    expect(baltic).toBeLessThan(1);
    expect(atlantic).toBeGreaterThan(1.5);
  });
});

describe('Hs, the mean period and the mean direction agree', () => {
  const world = getWeatherWorld(7);
  const hres = world.model('ecmwfhresglobal');
  const points: readonly (readonly [string, number, number])[] = [
    ['North Atlantic 48N 30W', 48, -30],
    ['North Sea 56N 3E', 56, 3],
    ['Baltic 57N 19E', 57, 19],
    ['Western Mediterranean 39N 5E', 39, 5],
    ['Gulf of Mexico 25N 90W', 25, -90],
    ['Atlantic trades 15N 40W', 15, -40],
    ['Southern Ocean 50S 90E', -50, 90],
    ['Western Pacific warm pool 0N 160E', 0, 160],
  ];
  const at = (element: string, lat: number, lon: number, timeUtc: number) =>
    world.sample({ element, level: null, lat, lon, timeUtc, runUtc: world.latestRun(hres, timeUtc) }) ?? Number.NaN;

  it('keeps every sea below the steepness at which waves break: Hs / (g Tm² / 2π) under 1/12', () => {
    for (const [name, lat, lon] of points)
      for (let day = 1; day <= 28; day += 3) {
        const t = Date.UTC(2027, 0, day, 6) / 1000;
        const hs = at('waveheight_significant', lat, lon, t);
        const tm = at('waveperiod_mean', lat, lon, t);
        expect(hs / ((G * tm * tm) / (2 * Math.PI)), `${name} day ${day}`).toBeLessThan(1 / 12);
      }
  });

  it.each(points)(
    '%s: the monthly mean period within a quarter of the atlas value (ERA-40 mean wave period)',
    (_n, lat, lon) => {
      for (const month of [1, 7]) {
        let sum = 0;
        for (let day = 1; day <= 28; day++)
          sum += at('waveperiod_mean', lat, lon, Date.UTC(2027, month - 1, day, 12) / 1000) / 28;
        const atlas = seaWaveMeanPeriodS(lat, lon, Date.UTC(2027, month - 1, 15, 12) / 1000) ?? Number.NaN;
        expect(Math.abs(sum / atlas - 1), `month ${month}: ${sum.toFixed(1)} s vs ${atlas.toFixed(1)} s`).toBeLessThan(
          0.25,
        );
      }
    },
  );

  it('points the mean direction into the wind where the wind sea holds 90 % of the energy, within 30°', () => {
    const sampler = new FieldSampler(7);
    let checked = 0;
    for (const [name, lat, lon] of points)
      for (let day = 1; day <= 28; day += 2) {
        const t = Date.UTC(2027, 3, day, 0) / 1000;
        const runUtc = world.latestRun(hres, t);
        const sea = sampler.sea(lat, lon, t, runUtc, undefined);
        if (sea === null || sea.windSeaM ** 2 < 0.9 * sea.heightM ** 2) continue;
        const windFrom = world.sample({ element: 'winddirection', level: '10m', lat, lon, timeUtc: t, runUtc }) ?? 0;
        const diff = Math.abs(((sea.directionDeg - windFrom + 540) % 360) - 180);
        expect(diff, `${name} day ${day}`).toBeLessThan(30);
        // And the element the service reports is that direction.
        expect(at('wavedirection_mean', lat, lon, t)).toBeCloseTo(sea.directionDeg, 6);
        checked++;
      }
    expect(checked).toBeGreaterThan(3);
  });
});
