import { describe, expect, it } from 'vitest';
import { forecastStepFor } from '../../../shared/schedule/forecastStep';

const run = Date.UTC(2026, 11, 1, 6) / 1000;
const H = 3600;

describe('forecastStepFor (spec §2.5 offset / offsetTime)', () => {
  it('takes the nearest hourly step', () => {
    expect(forecastStepFor(run + 5 * H + 1799, run)).toEqual({
      offsetH: 5,
      offsetTimeUtc: run + 5 * H,
      withinRange: true,
    });
    expect(forecastStepFor(run + 5 * H + 1801, run)).toEqual({
      offsetH: 6,
      offsetTimeUtc: run + 6 * H,
      withinRange: true,
    });
  });

  it('sends an exact half-step tie to the later step', () => {
    expect(forecastStepFor(run + 5 * H + 1800, run).offsetH).toBe(6);
    expect(forecastStepFor(run + 4 * H + 1.5 * H, run, { stepH: 3 }).offsetH).toBe(6);
  });

  it('uses 3-hourly ensemble steps', () => {
    const s = forecastStepFor(run + 100 * H, run, { stepH: 3 });
    expect(s.offsetH).toBe(99);
    expect(s.offsetTimeUtc).toBe(run + 99 * H);
    expect(s.offsetTimeUtc).toBe(run + s.offsetH * 3600);
  });

  it('flags moments before the run or past its horizon and clamps to the edge step', () => {
    expect(forecastStepFor(run - 2 * H, run)).toEqual({ offsetH: 0, offsetTimeUtc: run, withinRange: false });
    expect(forecastStepFor(run + 300 * H, run, { maxOffsetH: 240 })).toEqual({
      offsetH: 240,
      offsetTimeUtc: run + 240 * H,
      withinRange: false,
    });
    expect(forecastStepFor(run + 240 * H, run).withinRange).toBe(true);
    expect(forecastStepFor(run + 359 * H, run, { stepH: 3, maxOffsetH: 360 }).offsetH).toBe(360);
  });
});
