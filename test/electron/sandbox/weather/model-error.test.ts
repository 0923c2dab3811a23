// Models compared at a point disagree as real ones do: close at the analysis, apart days later.
import { describe, expect, it } from 'vitest';
import { modelsForecast } from '../../../../electron/sandbox/weather/endpoints/timeseries';
import type { SandboxEnv } from '../../../../electron/sandbox/contract';

const env = { seed: 1, nowUtc: () => Date.UTC(2026, 10, 25, 12) / 1000, baseUrl: 'http://127.0.0.1:1' } as SandboxEnv;

async function wind(model: string, lat: number, lon: number): Promise<number[]> {
  const answer = await modelsForecast(
    { lat, lon, model, elements: ['windspeed'], levels: ['10m'], units: ['kt'] },
    env,
  );
  return answer.elements[0]!.values;
}

const meanAbsDiff = (a: number[], b: number[], from: number, to: number): number => {
  let sum = 0;
  for (let h = from; h < to; h++) sum += Math.abs(a[h]! - b[h]!);
  return sum / (to - from);
};

describe('the comparison models', () => {
  it('agree with ECMWF near the analysis and drift apart with lead time', async () => {
    const points: [number, number][] = [
      [48, -30],
      [20, -40],
      [-45, 60],
      [35, 140],
    ];
    let early = 0;
    let late = 0;
    for (const [lat, lon] of points) {
      const ecmwf = await wind('ecmwfhresglobal', lat, lon);
      for (const model of ['ncep-gfs-global', 'dwd-icon-global']) {
        const other = await wind(model, lat, lon);
        early += meanAbsDiff(ecmwf, other, 0, 12);
        late += meanAbsDiff(ecmwf, other, 120, 168);
      }
    }
    early /= points.length * 2;
    late /= points.length * 2;
    expect(early).toBeLessThan(2.5);
    expect(late).toBeGreaterThan(2 * early);
    expect(late).toBeGreaterThan(2);
  });

  it('are deterministic: the same answer twice', async () => {
    expect(await wind('ncep-gfs-global', 10, 10)).toEqual(await wind('ncep-gfs-global', 10, 10));
  });
});
