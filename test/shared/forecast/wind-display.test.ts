// Wind for the table: knots, Beaufort (shared/domain/units) and the 16-point direction.
import { describe, expect, it } from 'vitest';
import { compassPoint, windCell, windColumn } from '../../../shared/forecast/wind-display';
import { series, step } from './helpers';

describe('windCell', () => {
  it.each([
    [0, 0],
    [10, 3],
    [16, 5], // 8.23 m/s: force 5 on the m/s limits (see beaufortFromKn)
    [33, 7],
    [34, 8],
    [64, 12],
  ])('%s kn is force %s', (windKn, force) => {
    expect(windCell(windKn)?.beaufort).toBe(force);
  });

  it('carries the direction it blows from, wrapped, with its compass point', () => {
    expect(windCell(25, 200)).toEqual({ windKn: 25, beaufort: 6, directionDeg: 200, compass: 'SSW' });
    expect(windCell(25, -10)).toMatchObject({ directionDeg: 350, compass: 'N' });
    expect(windCell(25, 360)).toMatchObject({ directionDeg: 0, compass: 'N' });
    expect(windCell(25, null)).toMatchObject({ directionDeg: null, compass: null });
  });

  it('reads a hair below zero as calm, and gives null without a speed', () => {
    expect(windCell(-0.001)?.beaufort).toBe(0);
    expect(windCell(null)).toBeNull();
  });
});

describe('compassPoint', () => {
  it('splits the circle into 22.5° sectors centred on each point', () => {
    expect([0, 11.24, 11.25, 45, 90, 191.25, 270, 348.74, 348.75, 720].map(compassPoint)).toEqual([
      'N',
      'N',
      'NNE',
      'NE',
      'E',
      'SSW',
      'W',
      'NNW',
      'N',
      'N',
    ]);
  });
});

describe('windColumn', () => {
  it('joins the deterministic wind (converted to kn) with the direction at each step', () => {
    const snapshot = {
      steps: [step(0, 0, 0), step(1, 0, 0), step(2, 0, 0)],
      series: [
        series('windspeed', 'm/s', { level: '10m', deterministic: [10, null, 20] }),
        series('winddirection', '°', { level: '10m', deterministic: [270, 90, null] }),
      ],
    };
    expect(windColumn(snapshot)).toEqual([
      { windKn: expect.closeTo(19.44, 2), beaufort: 5, directionDeg: 270, compass: 'W' },
      null,
      { windKn: expect.closeTo(38.88, 2), beaufort: 8, directionDeg: null, compass: null },
    ]);
  });

  it('refuses a direction not in degrees', () => {
    const snapshot = {
      steps: [step(0, 0, 0)],
      series: [
        series('windSpeed10m', 'kt', { deterministic: [10] }),
        series('windDirection10m', 'rad', { deterministic: [1] }),
      ],
    };
    expect(() => windColumn(snapshot)).toThrow(/wind direction series "windDirection10m" is in "rad"/);
  });
});
