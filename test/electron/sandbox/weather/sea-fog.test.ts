// The demo world's sea fog (sea-fog.ts): where and when mariners meet it, about as often as the
// climate tables say, and never over open warm water. Arranged by place and month, not hoped for.
import { describe, expect, it } from 'vitest';
import { getWeatherWorld } from '../../../../electron/sandbox/weather/world';
import { seaFogFrequency } from '../../../../electron/sandbox/weather/world/sea-fog';

const world = getWeatherWorld(1);

/** Share of 3-hourly steps of a month with visibility under 1 km, from 12-hourly runs. */
function fogShare(lat: number, lon: number, month: number): number {
  const start = Date.UTC(2026, month - 1, 1) / 1000;
  let fog = 0;
  let n = 0;
  for (let h = 0; h < 30 * 24; h += 3) {
    const timeUtc = start + h * 3600;
    const runUtc = Math.floor(timeUtc / 43_200) * 43_200;
    const v = world.sample({ element: 'visibility', level: null, lat, lon, timeUtc, runUtc })!;
    if (v < 1000) fog++;
    n++;
  }
  return fog / n;
}

describe('sea fog in the demo world', () => {
  it('fogs the Grand Banks in July about 40 % of the time, and far less in January', () => {
    expect(seaFogFrequency(45, -50, Date.UTC(2026, 6, 15) / 1000)).toBeCloseTo(0.4, 2);
    const july = fogShare(45, -50, 7);
    expect(july).toBeGreaterThan(0.25);
    expect(july).toBeLessThan(0.6);
    expect(fogShare(45, -50, 1)).toBeLessThan(july / 3);
  });

  it('has no fog over the open subtropical Atlantic or in the tropics', () => {
    expect(fogShare(35, -40, 7)).toBe(0);
    expect(fogShare(5, -30, 1)).toBe(0);
  });

  it('fogs the California coast in summer and the Benguela coast the year round', () => {
    expect(fogShare(37, -124, 7)).toBeGreaterThan(0.15);
    expect(fogShare(-23, 12, 1)).toBeGreaterThan(0.1);
    expect(fogShare(-23, 12, 7)).toBeGreaterThan(0.03);
  });
});
