// Leg colours by risk, day and night.
import { describe, expect, it } from 'vitest';
import { RISK_LEVELS } from '../../../shared/forecast/exceedance';
import { chartPalette, DAY_PALETTE, legColour, NIGHT_PALETTE } from '../../../renderer/src/chart/palette';

describe('legColour', () => {
  it('uses the route colour before any forecast', () => {
    expect(legColour(undefined, 0, DAY_PALETTE)).toBe(DAY_PALETTE.route);
    expect(legColour([], 3, NIGHT_PALETTE)).toBe(NIGHT_PALETTE.route);
  });

  it('colours each leg by its risk, unknown past the end of the list', () => {
    const risks = ['none', 'high', 'moderate'] as const;
    expect([0, 1, 2, 3].map((i) => legColour(risks, i, DAY_PALETTE))).toEqual([
      DAY_PALETTE.risk.none,
      DAY_PALETTE.risk.high,
      DAY_PALETTE.risk.moderate,
      DAY_PALETTE.risk.unknown,
    ]);
  });

  it('gives every risk level its own colour, by day and by night', () => {
    for (const night of [false, true]) {
      const p = chartPalette(night);
      expect(new Set(RISK_LEVELS.map((r) => p.risk[r])).size).toBe(RISK_LEVELS.length);
    }
    expect(chartPalette(true)).toBe(NIGHT_PALETTE);
  });
});
