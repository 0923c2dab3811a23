// The risk words follow the bands that riskLevel uses: a legend cannot promise 10 % while the
// bands say something else.
import { describe, expect, it } from 'vitest';
import { RISK_BANDS, RISK_LEVELS, riskLevel } from '../../../shared/forecast/exceedance';
import { LEG_COLOURS, RISK_WORDS } from '../../../shared/forecast/risk-palette';

describe('risk palette', () => {
  it('words name the bands of riskLevel', () => {
    const low = Math.round(RISK_BANDS.lowBelow * 100);
    const high = Math.round(RISK_BANDS.highFrom * 100);
    expect(RISK_WORDS.low).toBe(`Exceedance under ${low} %`);
    expect(RISK_WORDS.moderate).toBe(`Exceedance ${low} to ${high} %`);
    expect(RISK_WORDS.high).toBe(`Exceedance ${high} % or more`);
    // The edges the words name are the edges riskLevel draws.
    expect(riskLevel(RISK_BANDS.lowBelow - 0.001, null)).toBe('low');
    expect(riskLevel(RISK_BANDS.lowBelow, null)).toBe('moderate');
    expect(riskLevel(RISK_BANDS.highFrom, null)).toBe('high');
  });

  it('every level has a colour by day and by night, all distinct within a mode', () => {
    for (const mode of ['day', 'night'] as const) {
      const colours = RISK_LEVELS.map((level) => LEG_COLOURS[mode].risk[level]);
      for (const c of colours) expect(c).toMatch(/^#[0-9a-f]{6}$/);
      expect(new Set([...colours, LEG_COLOURS[mode].route]).size).toBe(RISK_LEVELS.length + 1);
    }
  });
});
