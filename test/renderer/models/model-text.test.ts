// The model-choice words and numbers: catalogue points at mid-leg (across the antimeridian the
// short way), the quick outlook's cost against the full run's, and the comparison chart's lines
// in the navigator's units with each model's run in the legend.
import { describe, expect, it } from 'vitest';
import type { ModelComparison, UnitPreferences } from '../../../shared/ipc';
import {
  CATALOGUE_POINTS,
  catalogueProbePoints,
  outlookAlternativeText,
  outlookCostText,
  seriesLabel,
} from '../../../renderer/src/models/model-text';
import { compareConfig } from '../../../renderer/src/forecast/compare-chart';
import { chartColours } from '../../../renderer/src/forecast/chart-style';

const UNITS = { speed: 'm/s', waveHeight: 'm', distance: 'NM', coordinates: 'dm' } as unknown as UnitPreferences;

describe('model choice text', () => {
  it('asks the catalogue at the middle of each leg, the short way across the antimeridian, at most a few', () => {
    expect(
      catalogueProbePoints([
        { lat: 10, lon: 170 },
        { lat: 20, lon: -170 },
      ]),
    ).toEqual([{ lat: 15, lon: -180 }]);
    const many = Array.from({ length: 30 }, (_, i) => ({ lat: 0, lon: i }));
    const points = catalogueProbePoints(many);
    expect(points).toHaveLength(CATALOGUE_POINTS);
    expect(points[0]).toEqual({ lat: 0, lon: 0.5 });
    expect(points.at(-1)).toEqual({ lat: 0, lon: 28.5 });
    expect(points.map((p) => p.lon)).toEqual([0.5, 9.5, 19.5, 28.5]);
  });

  it('says what the quick outlook and the full forecast cost, and which the outlook uses', () => {
    const cheaper = outlookCostText({
      credits: 40,
      requests: [],
      outlook: { credits: 8, requests: 2, waypoints: 4, cheaper: 'outlook' },
    });
    expect(cheaper).toEqual({
      cost: 'Quick outlook: 8 credits (route ensemble, 4 waypoints × 2 elements in 2 requests). Full forecast: 40 credits.',
      uses: 'The quick outlook uses the route ensemble: 32 credits cheaper than the full forecast, with the ensemble mean at each waypoint only.',
    });
    const dearer = outlookCostText({
      credits: 1,
      requests: [],
      outlook: { credits: 6, requests: 1, waypoints: 3, cheaper: 'full' },
    });
    expect(dearer?.uses).toContain('the full forecast is cheaper here (1 credit)');
    expect(outlookCostText({ credits: 1, requests: [] })).toBeNull();
    expect(
      outlookAlternativeText({
        credits: 40,
        requests: [],
        outlook: { credits: 8, requests: 2, waypoints: 4, cheaper: 'outlook' },
      }),
    ).toBe("A quick outlook (the route ensemble's mean wind and gust at 4 waypoints) would cost 8 credits instead.");
    expect(
      outlookAlternativeText({
        credits: 1,
        requests: [],
        outlook: { credits: 6, requests: 1, waypoints: 3, cheaper: 'full' },
      }),
    ).toBeNull();
  });

  it('draws one line per answered model in the navigator units, its run in the legend', () => {
    const comparison: ModelComparison = {
      lat: 0,
      lon: 0,
      element: 'windspeed',
      level: '10m',
      unit: 'kt',
      series: [
        { model: 'a', runUtc: Date.UTC(2026, 10, 25, 6) / 1000, timesUtc: [0, 3600], values: [10, null] },
        { model: 'b', runUtc: null, timesUtc: [], values: [], error: 'The service refused model b.' },
        { model: 'c', runUtc: 0, timesUtc: [0, 3600], values: [20, 30] },
      ],
      creditsSpent: 0,
      provenance: { source: 'demo', stale: false, fetchedAtUtc: 0, ageS: 0, models: [] },
    };
    const config = compareConfig(
      comparison,
      UNITS,
      chartColours(() => ''),
      'Wind speed',
    );
    const datasets = config.data.datasets;
    expect(datasets.map((d) => d.label)).toEqual(['a, run 2026-11-25 06:00Z', 'c, run 1970-01-01 00:00Z']);
    expect(datasets[0]!.data.map((p) => p.y)).toEqual([10 * (1852 / 3600), null]);
    expect(datasets[0]!.data.map((p) => p.x)).toEqual([0, 3_600_000]);
    expect(datasets[0]!.borderColor).not.toBe(datasets[1]!.borderColor);
    expect(seriesLabel(comparison.series[1]!)).toBe('b: no values');
  });
});
