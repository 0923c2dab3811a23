// The whole computation on one small voyage: stats, exceedance, risk per step and leg, windows, wind.
import { describe, expect, it } from 'vitest';
import { forecastAlongVoyage } from '../../../shared/forecast/along-voyage';
import { membersWithCounts, series, step, utc, waypoint } from './helpers';

describe('forecastAlongVoyage', () => {
  it('agrees across table, legs and windows', () => {
    const t0 = utc(2026, 12, 12, 0);
    const h6 = 6 * 3600;
    const steps = [
      waypoint(0, t0, 46, -30),
      step(t0 + h6, 46.5, -31),
      waypoint(1, t0 + 2 * h6, 47, -32),
      step(t0 + 3 * h6, 47, -33),
      waypoint(2, t0 + 4 * h6, 47, -34),
    ];
    const snapshot = {
      steps,
      series: [
        series('windSpeed10m', 'kt', { level: '10m', deterministic: [20, 25, 30, 36, 28] }),
        series('winddirection', '°', { level: '10m', deterministic: [250, 260, 270, 280, 290] }),
        series('waveheight_significant', 'm', { members: membersWithCounts(20, [0, 1, 13, 4, 0], 4.5, 3) }),
      ],
    };
    const result = forecastAlongVoyage(snapshot, { windKn: 34, gustKn: 45, hsM: 4 });
    expect(Object.keys(result.quantities)).toEqual(['wind', 'hs']);
    expect(result.quantities.hs?.stats[2]).toMatchObject({ count: 20, min: 3, max: 4.5, median: 4.5 });
    expect(result.quantities.wind?.stats[0]).toBeNull();
    // Hs: 0 %, 5 %, 65 %, 20 %, 0 %; wind deterministic above 34 kn at step 3 only (no members).
    expect(result.stepRisks).toEqual(['none', 'low', 'high', 'high', 'none']);
    expect(result.legs.map((l) => l.risk)).toEqual(['high', 'high']);
    expect(result.windows.map((w) => w.text)).toEqual([
      'Hs above 4 m likely (65 %) at 12 Dec 12Z near 47°N 032°W',
      'Wind above 34 kn forecast (36 kn) at 12 Dec 18Z near 47°N 033°W',
    ]);
    expect(result.wind.map((c) => c?.compass ?? null)).toEqual(['WSW', 'W', 'W', 'W', 'WNW']);
  });
});
