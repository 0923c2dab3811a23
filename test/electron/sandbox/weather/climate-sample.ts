// What the realism tests of the world's wind and seas share: open-sea points on a lattice, each
// point's monthly mean of an element per seed, and a mean with its standard error.
import { getWeatherWorld } from '../../../../electron/sandbox/weather/world';
import { landMask } from '../../../../electron/sandbox/weather/world/land';

export type NamedPoint = readonly [name: string, lat: number, lon: number];

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
