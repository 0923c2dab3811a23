// The passage-wide exceedance: members above the limit at least once, the peak step, the
// deterministic maximum.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exceedanceAlong, type LimitExceedance } from '../../../shared/forecast/exceedance';
import type { QuantitySeries } from '../../../shared/forecast/quantities';
import { voyageExceedance } from '../../../shared/forecast/voyage-exceedance';

function hs(deterministic: (number | null)[], members: (number | null)[][], limit = 4): LimitExceedance {
  const series: QuantitySeries = { quantity: 'hs', unit: 'm', deterministic, members, models: ['m'], errors: [] };
  return { quantity: 'hs', limit, series, steps: exceedanceAlong(series, limit, deterministic.length) };
}

describe('voyageExceedance', () => {
  it('counts a member once however many steps it is above, and never at exactly the limit', () => {
    // Member 0 above at steps 0 and 1, member 1 above at step 2 only, member 2 at the limit, member 3 below.
    const e = voyageExceedance(
      hs(
        [3, 4.2, 3.9],
        [
          [4.5, 4.6, 3],
          [3, 3, 4.1],
          [4, 4, 4],
          [2, 2, 2],
        ],
      ),
    );
    expect(e).toMatchObject({ membersAbove: 2, membersWithValue: 4, probabilityAnyStep: 0.5, unit: 'm', limit: 4 });
    // Per step: 1/4, 1/4, 1/4; the earliest of equals is the peak.
    expect(e.peakProbability).toBe(0.25);
    expect(e.peakStep).toBe(0);
    expect(e.maxDeterministic).toBe(4.2);
    expect(e.maxDeterministicStep).toBe(1);
  });

  it('leaves out members without any value and gives null without members', () => {
    const some = voyageExceedance(
      hs(
        [null, null],
        [
          [null, null],
          [5, null],
          [null, 1],
        ],
      ),
    );
    expect(some).toMatchObject({
      membersAbove: 1,
      membersWithValue: 2,
      probabilityAnyStep: 0.5,
      maxDeterministic: null,
      maxDeterministicStep: null,
    });
    const none = voyageExceedance(hs([5, 3], []));
    expect(none).toMatchObject({
      probabilityAnyStep: null,
      peakStep: null,
      peakProbability: null,
      maxDeterministic: 5,
      maxDeterministicStep: 0,
    });
  });

  it('is never below the highest per-step probability, and within [0, 1], when members share their range', () => {
    // Ensemble members end together (the ensemble's range), so a step has values from all or none.
    const scenario = fc.integer({ min: 1, max: 6 }).chain((steps) =>
      fc.record({
        present: fc.array(fc.boolean(), { minLength: steps, maxLength: steps }),
        members: fc.array(
          fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: steps, maxLength: steps }),
          { minLength: 1, maxLength: 12 },
        ),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ present, members }) => {
        const masked = members.map((m) => m.map((v, i) => (present[i] ? v : null)));
        const e = voyageExceedance(
          hs(
            present.map(() => null),
            masked,
          ),
        );
        if (e.probabilityAnyStep === null) return e.membersWithValue === 0 && !present.includes(true);
        return (
          e.probabilityAnyStep >= 0 && e.probabilityAnyStep <= 1 && e.probabilityAnyStep >= (e.peakProbability ?? 0)
        );
      }),
    );
  });
});
