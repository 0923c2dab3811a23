// The ensemble's reach, one home: the instants a run, a sweep, a route and a point may ask, and
// the words every layer says them in, which must state the same hours as the numbers.
import { describe, expect, it } from 'vitest';
import {
  ENSEMBLE_HORIZON_H,
  ENSEMBLE_RUN_AGE_H,
  ENSEMBLE_STEP_H,
  beyondEnsembleReach,
  ensembleReach,
  ensembleReachWords,
} from '../../../shared/schedule/ensemble-reach';

const NOW = Date.UTC(2026, 11, 1, 7, 20) / 1000;
const H = 3600;

describe('ensemble reach', () => {
  it('runs from one step before now to the horizon of a run as old as allowed (228 h)', () => {
    expect(ENSEMBLE_STEP_H).toBe(3);
    expect(ENSEMBLE_HORIZON_H - ENSEMBLE_RUN_AGE_H).toBe(228);
    expect(ensembleReach(NOW)).toEqual({ fromUtc: NOW - 3 * H, toUtc: NOW + 228 * H });
  });

  it('puts only what lies past the end of the reach beyond it', () => {
    expect(beyondEnsembleReach(NOW + 228 * H, NOW)).toBe(false);
    expect(beyondEnsembleReach(NOW + 228 * H + 1, NOW)).toBe(true);
    expect(beyondEnsembleReach(NOW - 10 * 24 * H, NOW)).toBe(false);
  });

  it('says the same hours as it reaches: 3 hours ago, 228 h = 9.5 days ahead', () => {
    const reach = ensembleReach(NOW);
    const words = ensembleReachWords();
    expect(words).toBe('from 3 hours ago to 9.5 days ahead');
    const [, agoH, aheadDays] = /^from (\d+) hours ago to ([\d.]+) days ahead$/.exec(words) ?? [];
    expect(NOW - Number(agoH) * H).toBe(reach.fromUtc);
    expect(NOW + Number(aheadDays) * 24 * H).toBe(reach.toUtc);
  });
});
