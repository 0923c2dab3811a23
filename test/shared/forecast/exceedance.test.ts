// Exceedance of the vessel's limits: share of members strictly above, risk bands, worst of limits.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  exceedanceAlong,
  limitExceedances,
  riskLevel,
  stepRisks,
  worseRisk,
} from '../../../shared/forecast/exceedance';
import type { QuantitySeries } from '../../../shared/forecast/quantities';
import { membersWithCounts, series, step } from './helpers';

function hsSeries(deterministic: (number | null)[], members: (number | null)[][]): QuantitySeries {
  return { quantity: 'hs', unit: 'm', deterministic, members, models: ['m'], errors: [] };
}

describe('exceedanceAlong', () => {
  it('51 members, exactly 31 above the limit: 31/51 = 60.8 %', () => {
    const [e] = exceedanceAlong(hsSeries([4.5], membersWithCounts(51, [31], 4.8, 3.2)), 4, 1);
    expect(e?.membersAbove).toBe(31);
    expect(e?.membersWithValue).toBe(51);
    expect(e?.probability).toBeCloseTo(0.6078, 4);
    expect(e?.deterministicAbove).toBe(true);
    expect(e?.risk).toBe('high');
  });

  it('counts strictly greater: a member exactly at the limit does not exceed it', () => {
    const [e] = exceedanceAlong(hsSeries([4], [[4], [4.01], [3.99], [4]]), 4, 1);
    expect(e).toMatchObject({
      membersAbove: 1,
      membersWithValue: 4,
      probability: 0.25,
      deterministicAbove: false,
      risk: 'moderate',
    });
  });

  it('divides by the members that have a value, and gives null without any', () => {
    const members = [
      [5, null],
      [null, null],
      [3, null],
    ];
    const [first, second] = exceedanceAlong(hsSeries([null, 5], members), 4, 2);
    expect(first).toMatchObject({ probability: 0.5, membersWithValue: 2, deterministicAbove: null });
    expect(second).toMatchObject({ probability: null, membersWithValue: 0, deterministicAbove: true, risk: 'high' });
  });

  it('keeps the probability in [0, 1]', () => {
    const value = fc.oneof(fc.double({ min: 0, max: 20, noNaN: true }), fc.constant(null));
    fc.assert(
      fc.property(
        fc.array(fc.array(value, { minLength: 3, maxLength: 3 }), { maxLength: 60 }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (members, limit) =>
          exceedanceAlong(hsSeries([null, null, null], members), limit, 3).every(
            (e) =>
              e.probability === null ||
              (e.probability >= 0 && e.probability <= 1 && e.membersAbove <= e.membersWithValue),
          ),
      ),
    );
  });
});

describe('exceedanceAlong with members at every third step (3-hourly ensemble, hourly route)', () => {
  it('gives a step between member steps the worse risk of its neighbours, not a deterministic-only one', () => {
    // Members at steps 0, 3 and 6: 0 %, 0 % and 60 % above 4 m. Deterministic above at steps 1, 4 and 7.
    const members = Array.from({ length: 10 }, (_, m) => [3, null, null, 3, null, null, m < 6 ? 5 : 3, null]);
    const steps = exceedanceAlong(hsSeries([3, 4.7, 3, 3, 4.7, 3, 4.5, 4.6], members), 4, 8);
    expect(steps.map((e) => e.risk)).toEqual([
      'none',
      // Between two 0 % steps: the deterministic value alone raises it to low, as on a member step.
      'low',
      'none',
      'none',
      // Between 0 % and 60 %: the worse neighbour.
      'high',
      'high',
      'high',
      // Beyond the last member step: deterministic-only, as before.
      'high',
    ]);
    expect(steps.map((e) => e.probability)).toEqual([0, null, null, 0, null, null, 0.6, null]);
  });
});

describe('riskLevel', () => {
  it.each([
    [0, null, 'none'],
    [0, false, 'none'],
    [0, true, 'low'],
    [0.02, false, 'low'],
    [0.0999, null, 'low'],
    [0.1, false, 'moderate'],
    [0.4999, true, 'moderate'],
    [0.5, false, 'high'],
    [1, false, 'high'],
    [null, true, 'high'],
    [null, false, 'none'],
    [null, null, 'unknown'],
  ] as const)('probability %s, deterministic above %s -> %s', (p, det, expected) => {
    expect(riskLevel(p, det)).toBe(expected);
  });

  it('worseRisk ranks unknown < none < low < moderate < high', () => {
    expect(worseRisk('unknown', 'none')).toBe('none');
    expect(worseRisk('high', 'low')).toBe('high');
    expect(worseRisk('low', 'moderate')).toBe('moderate');
  });
});

describe('limitExceedances and stepRisks', () => {
  it('applies each limit to its quantity and takes the worst per step', () => {
    const t = 1_800_000_000;
    const snapshot = {
      steps: [step(t, 47, -32), step(t + 3600, 47, -31), step(t + 7200, 47, -30)],
      series: [
        series('windSpeed10m', 'kt', { level: '10m', deterministic: [30, 35, null] }),
        series('waveHeightSignificant', 'm', {
          deterministic: [null, null, null],
          members: membersWithCounts(10, [0, 0, 3], 4.5, 2),
        }),
      ],
    };
    const exceedances = limitExceedances(snapshot, { windKn: 34, gustKn: 45, hsM: 4 });
    expect(exceedances.map((e) => [e.quantity, e.limit])).toEqual([
      ['wind', 34],
      ['hs', 4],
    ]);
    expect(exceedances[0]?.steps.map((s) => s.risk)).toEqual(['none', 'high', 'unknown']);
    expect(exceedances[1]?.steps.map((s) => s.probability)).toEqual([0, 0, 0.3]);
    expect(stepRisks(exceedances, 3)).toEqual(['none', 'high', 'moderate']);
  });
});
