// What the realism tests of the world's wind and seas share: the named seas and open-sea points on
// a lattice, each point's monthly mean of an element per seed, and a mean with its standard error.
import { getWeatherWorld } from '../../../../electron/sandbox/weather/world';
import { landMask } from '../../../../electron/sandbox/land/mask';

export type NamedPoint = readonly [name: string, lat: number, lon: number];

/** Named points the issue and navigators ask about, each well away from its coasts. */
export const NAMED_SEAS: readonly NamedPoint[] = [
  ['North Atlantic 48N 30W', 48, -30],
  ['Bay of Biscay 46N 7W', 46, -7],
  ['North Sea 56N 3E', 56, 3],
  ['Baltic 56.5N 19E', 56.5, 19],
  ['Mediterranean, Ionian 36N 18E', 36, 18],
  ['Western Mediterranean 39N 5E', 39, 5],
  ['Gulf of Mexico 25N 90W', 25, -90],
  ['Caribbean 15N 75W', 15, -75],
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

/** Open-sea points on a 20° lattice between 60S and 60N: all of the sea, not chosen by hand. */
export function lattice(): NamedPoint[] {
  const mask = landMask();
  const points: NamedPoint[] = [];
  for (let lat = -55; lat <= 55; lat += 20)
    for (let lon = -170; lon < 180; lon += 20)
      if (mask.landFraction(lat, lon) === 0) points.push([`${lat}, ${lon}`, lat, lon]);
  return points;
}

/**
 * Each point's mean of `element` over a month of 2027 (28 days, at 00 and 12 UTC, analysis
 * time), per seed: [point][seed].
 */
export function seedMeans(
  points: readonly NamedPoint[],
  month: number,
  seeds: readonly number[],
  element: string,
  level: string | null,
): number[][] {
  const means = points.map(() => seeds.map(() => 0));
  seeds.forEach((seed, k) => {
    const world = getWeatherWorld(seed);
    const hres = world.model('ecmwfhresglobal');
    let n = 0;
    const sums = points.map(() => 0);
    for (let day = 1; day <= 28; day++)
      for (const hour of [0, 12]) {
        const timeUtc = Date.UTC(2027, month - 1, day, hour) / 1000;
        const runUtc = world.latestRun(hres, timeUtc);
        points.forEach(([, lat, lon], i) => {
          sums[i]! += world.sample({ element, level, lat, lon, timeUtc, runUtc }) ?? 0;
        });
        n++;
      }
    sums.forEach((sum, i) => (means[i]![k] = sum / n));
  });
  return means;
}

export function meanAndError(values: readonly number[]): { mean: number; standardError: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
  return { mean, standardError: Math.sqrt(variance / values.length) };
}
