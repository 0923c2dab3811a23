// Worst windows in words, in the exact form of issue 7.
import { describe, expect, it } from 'vitest';
import { limitExceedances } from '../../../shared/forecast/exceedance';
import { worstWindows } from '../../../shared/forecast/worst-windows';
import { membersWithCounts, series, step, utc } from './helpers';

const LIMITS = { windKn: 34, gustKn: 45, hsM: 4 };
const T0 = utc(2026, 12, 12, 0);
const H6 = 6 * 3600;

/** Six 6-hourly steps from 12 Dec 00Z, sailing west along 47°N from 30.5°W. */
const steps = [0, 1, 2, 3, 4, 5].map((i) => step(T0 + i * H6, 46.6 + i * 0.05, -30.5 - i * 0.95));

describe('worstWindows', () => {
  it('names the window as in the issue: "Hs above 4 m likely (62 %) between 12 Dec 06Z and 13 Dec 00Z near 47°N 032°W"', () => {
    // 50 members: 10, 25, 31, 27, 25, 5 above 4 m -> 20 %, 50 %, 62 %, 54 %, 50 %, 10 %.
    const snapshot = {
      steps,
      series: [
        series('waveheight_significant', 'm', {
          deterministic: steps.map(() => null),
          members: membersWithCounts(50, [10, 25, 31, 27, 25, 5], 4.6, 3),
        }),
      ],
    };
    const windows = worstWindows(limitExceedances(snapshot, LIMITS), steps);
    expect(windows).toHaveLength(1);
    const [w] = windows;
    expect(w?.text).toBe('Hs above 4 m likely (62 %) between 12 Dec 06Z and 13 Dec 00Z near 47°N 032°W');
    expect(w).toMatchObject({
      quantity: 'hs',
      basis: 'ensemble',
      startStep: 1,
      endStep: 4,
      startUtc: T0 + H6,
      endUtc: T0 + 4 * H6,
      maxProbability: 0.62,
      likelihood: 'likely',
      worstStep: 2,
      position: { lat: 46.7, lon: -32.4 },
    });
  });

  it('finds "possible" windows when asked from 20 %, and says "at" for a single step', () => {
    const snapshot = {
      steps,
      series: [
        series('windspeed', 'kt', {
          level: '10m',
          deterministic: steps.map(() => 20),
          members: membersWithCounts(10, [0, 3, 0, 0, 6, 2], 40, 20),
        }),
      ],
    };
    const exceedances = limitExceedances(snapshot, LIMITS);
    expect(worstWindows(exceedances, steps).map((w) => w.text)).toEqual([
      'Wind above 34 kn likely (60 %) at 13 Dec 00Z near 47°N 034°W',
    ]);
    expect(worstWindows(exceedances, steps, { minProbability: 0.2 }).map((w) => w.text)).toEqual([
      'Wind above 34 kn likely (60 %) between 13 Dec 00Z and 13 Dec 06Z near 47°N 034°W',
      'Wind above 34 kn possible (30 %) at 12 Dec 06Z near 47°N 031°W',
    ]);
  });

  it('breaks ties of probability at the highest member mean', () => {
    const members = Array.from({ length: 4 }, (_, m) => [m < 4 ? 50 : 0, m < 4 ? 60 : 0, m < 4 ? 55 : 0, 0, 0, 0]);
    const snapshot = {
      steps,
      series: [series('windGust10m', 'kt', { level: '10m', deterministic: steps.map(() => null), members })],
    };
    const [w] = worstWindows(limitExceedances(snapshot, LIMITS), steps);
    expect(w?.worstStep).toBe(1);
    expect(w?.text).toBe('Gusts above 45 kn likely (100 %) between 12 Dec 00Z and 12 Dec 12Z near 47°N 031°W');
  });

  it('words deterministic-only windows with the highest value', () => {
    const snapshot = {
      steps,
      series: [series('waveHeightSignificant', 'm', { deterministic: [3, 4.2, 5.24, 3.9, 4.1, 4.0] })],
    };
    const windows = worstWindows(limitExceedances(snapshot, LIMITS), steps);
    expect(windows.map((w) => [w.basis, w.maxProbability, w.text])).toEqual([
      ['deterministic', null, 'Hs above 4 m forecast (5.2 m) between 12 Dec 06Z and 12 Dec 12Z near 47°N 032°W'],
      ['deterministic', null, 'Hs above 4 m forecast (4.1 m) at 13 Dec 00Z near 47°N 034°W'],
    ]);
  });

  it('sorts ensemble windows by probability over all limits', () => {
    const snapshot = {
      steps,
      series: [
        series('windspeed', 'kt', { level: '10m', members: membersWithCounts(10, [6, 0, 0, 0, 0, 0], 40, 20) }),
        series('waveheight_significant', 'm', { members: membersWithCounts(10, [0, 0, 0, 0, 9, 9], 5, 2) }),
      ],
    };
    expect(worstWindows(limitExceedances(snapshot, LIMITS), steps).map((w) => [w.quantity, w.maxProbability])).toEqual([
      ['hs', 0.9],
      ['wind', 0.6],
    ]);
  });
});

describe('worstWindows with members at every third step (3-hourly ensemble, hourly route)', () => {
  const H1 = 3600;
  const hourly = Array.from({ length: 12 }, (_, i) => step(T0 + i * H1, 47, -30 - i * 0.2));
  /** 10 members with values at steps 0, 3, 6 and 9 only: 2, 6, 7 and 1 of them above 4 m. */
  const members = Array.from({ length: 10 }, (_, m) =>
    hourly.map((_, i) => (i % 3 !== 0 ? null : m < ([2, 6, 7, 1][i / 3] ?? 0) ? 4.8 : 3)),
  );

  it('keeps one window across the steps between member steps, instead of one-step pieces', () => {
    // Deterministic above the limit at step 1 (inside the ensemble's range, neighbours below 50 %)
    // and at steps 10 and 11 (beyond the last member step).
    const deterministic = hourly.map((_, i) => (i === 1 || i >= 10 ? 4.5 : 3.5));
    const snapshot = { steps: hourly, series: [series('waveheight_significant', 'm', { deterministic, members })] };
    const windows = worstWindows(limitExceedances(snapshot, LIMITS), hourly);
    expect(windows.map((w) => [w.basis, w.startStep, w.endStep, w.maxProbability])).toEqual([
      ['ensemble', 3, 6, 0.7],
      ['deterministic', 10, 11, null],
    ]);
    expect(windows[0]?.text).toBe('Hs above 4 m likely (70 %) between 12 Dec 03Z and 12 Dec 06Z near 47°N 031°W');
  });
});
