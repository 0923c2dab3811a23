// The point forecast's contract: one value per time in every series, the window within the
// ensemble horizon, an input that names no unknown keys.
import { describe, expect, it } from 'vitest';
import { pointForecastInputSchema, pointForecastSchema } from '../../../shared/ipc';

const provenance = { source: 'demo', stale: false, fetchedAtUtc: 0, ageS: 0, models: [] };
const series = (deterministic: (number | null)[], members: (number | null)[][] = []) => ({
  element: 'windspeed',
  level: '10m',
  unit: 'kt',
  model: 'm',
  deterministic,
  members,
});

describe('pointForecastSchema', () => {
  it('accepts series with one value per time', () => {
    const point = {
      lat: 1,
      lon: 2,
      timesUtc: [0, 3600],
      series: [series([1, null], [[null, 2]])],
      creditsSpent: 0,
      provenance,
    };
    expect(pointForecastSchema.parse(point).series[0]!.members).toEqual([[null, 2]]);
  });

  it('names the series and member whose length is wrong', () => {
    const point = {
      lat: 1,
      lon: 2,
      timesUtc: [0, 3600],
      series: [series([1, 2], [[1, 2], [1]])],
      creditsSpent: 0,
      provenance,
    };
    const issues = pointForecastSchema.safeParse(point).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['series.0.members.1', 'needs 2 values, one per time'],
    ]);
  });
});

describe('pointForecastInputSchema', () => {
  it('takes a position, an optional window of at most 240 h and an optional voyage', () => {
    expect(pointForecastInputSchema.parse({ lat: 50, lon: -5, fromUtc: 1, hours: 240, voyageId: 'v' })).toEqual({
      lat: 50,
      lon: -5,
      fromUtc: 1,
      hours: 240,
      voyageId: 'v',
    });
    expect(pointForecastInputSchema.safeParse({ lat: 50, lon: -5, hours: 241 }).success).toBe(false);
    expect(pointForecastInputSchema.safeParse({ lat: 50, lon: 181 }).success).toBe(false);
    expect(pointForecastInputSchema.safeParse({ lat: 50, lon: 0, model: 'x' }).success).toBe(false);
  });
});
