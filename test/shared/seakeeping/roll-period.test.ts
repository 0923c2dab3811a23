// The IS Code's roll period T_R = 2·C·B/√GM, C = 0.373 + 0.023·(B/d) − 0.043·(L/100), worked by hand.
import { describe, expect, it } from 'vitest';
import { isCodeRollCoefficient, rollPeriodS } from '../../../shared/seakeeping/roll-period';

describe('IS Code roll period (2008 IS Code, part A 2.3.4)', () => {
  // Supramax bulk carrier: B = 32.26 m, d = 12.8 m, L = 187 m. B/d = 2.5203125;
  // C = 0.373 + 0.023·2.5203125 − 0.043·1.87 = 0.373 + 0.0579672 − 0.08041 = 0.3505572.
  it('C for B 32.26 m, d 12.8 m, L 187 m is 0.350557', () => {
    expect(isCodeRollCoefficient(32.26, 12.8, 187)).toBeCloseTo(0.350557, 6);
  });

  it('GM 2 m: T_R = 2·0.3505572·32.26/√2 = 15.993 s', () => {
    expect(rollPeriodS(32.26, 12.8, 187, 2)).toBeCloseTo(15.9933, 3);
  });

  it('a quarter of the GM doubles the period: GM 0.5 m gives 31.987 s', () => {
    expect(rollPeriodS(32.26, 12.8, 187, 0.5)).toBeCloseTo(31.9866, 3);
  });

  // B = 16 m, d = 6.4 m (B/d 2.5), L = 100 m: C = 0.373 + 0.0575 − 0.043 = 0.3875; GM 1 m: 12.4 s.
  it('B 16 m, d 6.4 m, L 100 m, GM 1 m: C 0.3875, T_R 12.4 s', () => {
    expect(isCodeRollCoefficient(16, 6.4, 100)).toBeCloseTo(0.3875, 12);
    expect(rollPeriodS(16, 6.4, 100, 1)).toBeCloseTo(12.4, 12);
  });
});
