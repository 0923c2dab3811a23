// The one wording model for chances: the words, the threshold, and that the risk colours and
// the worst windows take their "likely" line from it.
import { describe, expect, it } from 'vitest';
import { LIKELIHOOD_FROM, LIKELY_RULE_TEXT, likelihoodOf, percentWords } from '../../../shared/forecast/chance-words';
import { RISK_BANDS, riskLevel } from '../../../shared/forecast/exceedance';

describe('likelihoodOf', () => {
  it('likely from 50 %, possible from 20 %', () => {
    expect([0.62, 0.5, 0.49, 0.2, 0.19].map(likelihoodOf)).toEqual([
      'likely',
      'likely',
      'possible',
      'possible',
      'unlikely',
    ]);
  });

  it('is the line where a step turns "high" risk, so a cell coloured high is always "likely"', () => {
    expect(RISK_BANDS.highFrom).toBe(LIKELIHOOD_FROM.likely);
    for (const p of [0.49, 0.5, 0.51, 0.99]) expect(riskLevel(p, null) === 'high').toBe(likelihoodOf(p) === 'likely');
  });
});

describe('percentWords', () => {
  it('writes whole per cent rounded down, and says <1 % for a share that is not nothing', () => {
    expect(percentWords(1 / 51)).toBe('1 %');
    expect(percentWords(0.29)).toBe('29 %');
    expect(percentWords(1)).toBe('100 %');
    expect(percentWords(1 / 300)).toBe('<1 %');
    expect(percentWords(0)).toBe('0 %');
  });
});

it('never shows a figure across a threshold its word has not crossed, for any share of 51 members', () => {
  for (let k = 0; k <= 51; k++) {
    const share = k / 51;
    const shown = percentWords(share);
    const figure = shown === '<1 %' ? 0 : Number.parseInt(shown, 10);
    expect(likelihoodOf(figure / 100), `${k} of 51 reads ${shown}`).toBe(likelihoodOf(share));
  }
});

describe('LIKELY_RULE_TEXT', () => {
  it('states the thresholds the words use', () => {
    expect(LIKELY_RULE_TEXT).toBe('likely = 50 % of members or more; possible = 20 % or more');
  });
});
