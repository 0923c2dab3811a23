// The chart arrays and chart.js configurations: the ensemble fan in drawing order with its
// fills, gaps where data is missing, the limit line in the navigator's unit, the probability of
// exceeding each limit, UTC-aligned time ticks and theme colours with alpha.
import { describe, expect, it } from 'vitest';
import type { UnitPreferences } from '../../../shared/ipc';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';
import { forecastAlongVoyage } from '../../../shared/forecast';
import { buildChartData, pointsWithGaps } from '../../../renderer/src/forecast/chart-data';
import { fanDatasets, probabilityConfig, quantityConfig } from '../../../renderer/src/forecast/chart-config';
import {
  chartColours,
  timeTickLabel,
  timeTickLines,
  timeTicks,
  withAlpha,
} from '../../../renderer/src/forecast/chart-style';
import { snapshot, T0 } from './fixtures';

const KN: UnitPreferences = { speed: 'kn', distance: 'NM', waveHeight: 'm', coordinates: 'dm' };
const H_MS = 3_600_000;
const colours = chartColours(
  (name) => ({ '--accent': '#1c5d99', '--danger': '#b00020', '--fg': '#000', '--warn': 'rgb(138, 90, 0)' })[name] ?? '',
);

function data(units: UnitPreferences = KN) {
  const snap = snapshot();
  return buildChartData(snap, forecastAlongVoyage(snap, DEFAULT_VESSEL_LIMITS), units, [
    'Lizard',
    'Off Scilly',
    'Fastnet',
  ]);
}

describe('buildChartData', () => {
  it('has wind, gust, Hs and visibility; the fan only where members are, at the 3-hourly steps', () => {
    const d = data();
    expect(d.quantities.map((q) => q.quantity)).toEqual(['wind', 'gust', 'hs', 'visibility']);
    const wind = d.quantities[0]!;
    expect(wind.memberCount).toBe(4);
    expect(wind.min.map((p) => [p.x, p.y, p.step])).toEqual([
      [T0 * 1000, 18, 0],
      [(T0 + 3 * 3600) * 1000, 30, 3],
      [(T0 + 6 * 3600) * 1000, 20, 6],
    ]);
    // Members 35, 38, 40, 30 at 3 h: P90 by linear interpolation (Hyndman & Fan 7) = 39.4.
    expect(wind.p90[1]!.y).toBeCloseTo(39.4, 10);
    expect(wind.median[1]!.y).toBe(36.5);
    expect(wind.limit).toBe(34);
    expect(d.quantities[2]!.memberCount).toBe(0);
    expect(d.quantities[2]!.min).toEqual([]);
  });

  it('breaks the deterministic line over the missing hour instead of drawing across it', () => {
    const det = data().quantities[0]!.deterministic;
    expect(det.map((p) => p.y)).toEqual([20, 22, 30, 36, 33, 25]);
    // 4 h -> 6 h is 2 h apart: within the 3 h a line may bridge.
    const gapped = pointsWithGaps(snapshot().steps, (i) => (i === 2 || i === 3 || i === 4 ? null : i), 3 * H_MS);
    expect(gapped.map((p) => p.y)).toEqual([0, 1, null, 5, 6]);
    expect(gapped[2]!.x).toBe((T0 * 1000 + H_MS + T0 * 1000 + 5 * H_MS) / 2);
  });

  it('converts to the preferred units, limits included', () => {
    const d = data({ speed: 'm/s', distance: 'km', waveHeight: 'ft', coordinates: 'dm' });
    expect(d.quantities[0]!.unit).toBe('m/s');
    expect(d.quantities[0]!.limit).toBeCloseTo(34 * (1852 / 3600), 10);
    expect(d.quantities[2]!.limit).toBeCloseTo(4 / 0.3048, 10);
    expect(d.probabilities[0]!.label).toBe('Wind > 17.5 m/s');
  });

  it('gives the share of members above each limit, in percent, for limits with members', () => {
    const d = data();
    expect(d.probabilities.map((p) => p.label)).toEqual(['Wind > 34 kn', 'Gust > 45 kn']);
    expect(d.probabilities[0]!.points.map((p) => p.y)).toEqual([0, 75, 0]);
    expect(d.probabilities[1]!.points.map((p) => p.y)).toEqual([0, 25, 0]);
  });

  it('marks each waypoint once, with its name, and spans the voyage', () => {
    const d = data();
    expect(d.waypoints.map((w) => w.label)).toEqual(['WP 1 Lizard', 'WP 2 Off Scilly', 'WP 3 Fastnet']);
    expect([d.xMin, d.xMax]).toEqual([T0 * 1000, (T0 + 6 * 3600) * 1000]);
  });
});

describe('chart.js configurations', () => {
  it('draws the fan in order: min, max filled to min, P10, P90 filled to P10, median, deterministic, limit', () => {
    const d = data();
    const sets = fanDatasets(d.quantities[0]!, d, colours);
    expect(sets.map((s) => s.label)).toEqual([
      'Ensemble min',
      'Ensemble min–max',
      'Ensemble P10',
      'Ensemble P10–P90',
      'Ensemble median',
      'Deterministic',
      'Limit 34 kn',
    ]);
    expect(sets.map((s) => s.fill)).toEqual([false, '-1', false, '-1', false, false, false]);
    expect(sets[1]!.backgroundColor).toBe('rgba(28, 93, 153, 0.14)');
    expect(sets[3]!.backgroundColor).toBe('rgba(28, 93, 153, 0.32)');
    expect(sets[6]!.data).toEqual([
      { x: d.xMin, y: 34, step: 0 },
      { x: d.xMax, y: 34, step: 0 },
    ]);
    expect(sets[6]!.borderColor).toBe('#b00020');
  });

  it('without members: only the deterministic line and the limit', () => {
    const d = data();
    expect(fanDatasets(d.quantities[2]!, d, colours).map((s) => s.label)).toEqual(['Deterministic', 'Limit 4 m']);
  });

  it('hands data over unparsed and unanimated, on a linear time axis with UTC ticks', () => {
    const d = data();
    const config = quantityConfig(d.quantities[0]!, d, colours);
    expect(config.options).toMatchObject({
      parsing: false,
      normalized: true,
      animation: false,
      plugins: { decimation: { enabled: true } },
    });
    expect(config.options?.scales?.['x']).toMatchObject({ type: 'linear', min: d.xMin, max: d.xMax });
    expect(config.plugins?.map((p) => p.id)).toEqual(['passageTimeMarks']);
    const probability = probabilityConfig(d.probabilities, d, colours);
    expect(probability.options?.scales?.['y']).toMatchObject({ min: 0, max: 100 });
    expect(probability.data.datasets.map((s) => s.borderColor)).toEqual(['#1c5d99', 'rgb(138, 90, 0)']);
  });
});

describe('chart style', () => {
  it('adds alpha to hex and rgb colours and leaves names alone', () => {
    expect(withAlpha('#ff5a3c', 0.5)).toBe('rgba(255, 90, 60, 0.5)');
    expect(withAlpha('#abc', 1)).toBe('rgba(170, 187, 204, 1)');
    expect(withAlpha('rgb(1, 2, 3)', 0.2)).toBe('rgba(1, 2, 3, 0.2)');
    expect(withAlpha('red', 0.2)).toBe('red');
  });

  it('reads the palette from the theme, with fallbacks for missing variables', () => {
    const night = chartColours((name) => (name === '--accent' ? ' #b3382a ' : ''));
    expect(night.deterministic).toBe('#b3382a');
    expect(night.fanInner).toBe('rgba(179, 56, 42, 0.32)');
    expect(night.limit).toBe('#b00020');
  });

  it('puts time ticks on whole UTC hours or days, at most eight', () => {
    const start = Date.UTC(2026, 11, 1, 5, 30);
    expect(timeTicks(start, start + 10 * H_MS)).toEqual([6, 9, 12, 15].map((h) => Date.UTC(2026, 11, 1, h)));
    const month = timeTicks(start, start + 30 * 24 * H_MS);
    expect(month.length).toBeLessThanOrEqual(8);
    expect(month.every((t) => t % (24 * H_MS) === 0)).toBe(true);
    expect(timeTicks(start, start)).toEqual([start]);
    expect(timeTickLabel(Date.UTC(2026, 11, 5, 6))).toBe('05 Dec 06Z');
    expect(timeTickLines(Date.UTC(2026, 11, 5, 6))).toEqual(['05 Dec', '06Z']);
  });

  it('spaces ticks at least as far apart as their labels need (six days on a narrow chart)', () => {
    const start = Date.UTC(2026, 10, 28, 7);
    const end = start + 6 * 24 * H_MS;
    // A 350 px axis with 52 px labels and gaps needs ~21 h between ticks: days, not 12 h.
    const minStepMs = (52 * (end - start)) / 350;
    const ticks = timeTicks(start, end, 8, minStepMs);
    expect(ticks).toEqual(
      [29, 30].map((d) => Date.UTC(2026, 10, d)).concat([1, 2, 3, 4].map((d) => Date.UTC(2026, 11, d))),
    );
    for (const [i, t] of ticks.entries()) if (i > 0) expect(t - ticks[i - 1]!).toBeGreaterThanOrEqual(minStepMs);
    // Narrower still: two days, never ticks closer than the labels allow.
    const two = timeTicks(start, end, 8, 30 * H_MS);
    expect(two.every((t, i) => i === 0 || t - two[i - 1]! >= 30 * H_MS)).toBe(true);
    // Beyond the list of steps, whole days that keep the labels apart.
    const wide = timeTicks(start, start + 60 * 24 * H_MS, 8, 9 * 24 * H_MS);
    expect(wide.every((t, i) => i === 0 || t - wide[i - 1]! >= 9 * 24 * H_MS)).toBe(true);
  });
});
