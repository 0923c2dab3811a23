// renderer/src/vessel/limits.ts: limits typed on the bridge, checked field by field.
import { describe, expect, it } from 'vitest';
import { describeLimits, forecastLimits, limitsText, parseLimits } from '../../../renderer/src/vessel/limits';
import { DEFAULT_VESSEL_LIMITS, limitRangeWords } from '../../../shared/domain/vessel-limits-schema';

describe('parseLimits', () => {
  it('reads the defaults back exactly, and a decimal comma', () => {
    expect(parseLimits(limitsText(DEFAULT_VESSEL_LIMITS))).toEqual({
      ok: true,
      limits: { windKn: 34, gustKn: 45, hsM: 4, visibilityNm: 1 },
    });
    expect(parseLimits({ windKn: ' 30 ', gustKn: '42.5', hsM: '3,5' })).toEqual({
      ok: true,
      limits: { windKn: 30, gustKn: 42.5, hsM: 3.5 },
    });
  });

  it('names each wrong field in words, all at once', () => {
    const result = parseLimits({ windKn: 'abc', gustKn: '0', hsM: '-2' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.windKn).toBe('The wind limit must be a number of knots, e.g. 34.');
    expect(result.problems.gustKn).toBe('The gust limit must be 1 to 150 kn, got 0 kn.');
    // "-2" is not a number as typed (no sign allowed): said as such, with the example.
    expect(result.problems.hsM).toBe('The wave height limit (Hs) must be a number of metres, e.g. 4.');
  });

  it('catches typos outside the shared ranges, in the shared words', () => {
    const result = parseLimits({ windKn: '340', gustKn: '45', hsM: '40' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.windKn).toBe(limitRangeWords('windKn', 340));
    expect(result.problems.windKn).toBe('The wind limit must be 1 to 100 kn, got 340 kn.');
    expect(result.problems.hsM).toBe('The wave height limit (Hs) must be 0.1 to 20 m, got 40 m.');
    // The gust rule waits until the wind limit itself is right.
    expect(result.problems.gustKn).toBeUndefined();
  });

  it('refuses a gust limit below the wind limit', () => {
    const result = parseLimits({ windKn: '40', gustKn: '35', hsM: '4' });
    expect(result).toEqual({
      ok: false,
      problems: {
        gustKn: 'The gust limit (35 kn) must be at least the wind limit (40 kn): gusts are peaks above the mean wind.',
      },
    });
    expect(parseLimits({ windKn: '40', gustKn: '40', hsM: '4' }).ok).toBe(true);
    // The shared bounds themselves are accepted: 1 kn, 150 kn, 0.1 m.
    expect(parseLimits({ windKn: '1', gustKn: '150', hsM: '0.1' }).ok).toBe(true);
    expect(parseLimits({ windKn: '0.5', gustKn: '45', hsM: '4' }).ok).toBe(false);
  });

  it('refuses empty fields and stray text', () => {
    for (const bad of ['', ' ', '3.', '1e3', '4 m', 'NaN', 'Infinity']) {
      expect(parseLimits({ windKn: '34', gustKn: '45', hsM: bad }).ok, `"${bad}"`).toBe(false);
    }
  });
});

describe('limits said back', () => {
  it('gives the Beaufort force of the wind limit', () => {
    expect(describeLimits(DEFAULT_VESSEL_LIMITS)).toBe(
      'wind 34 kn (Bft 8), gust 45 kn, Hs 4 m, visibility at least 1 NM',
    );
    expect(describeLimits({ windKn: 34, gustKn: 45, hsM: 4 })).toBe('wind 34 kn (Bft 8), gust 45 kn, Hs 4 m');
  });

  it('uses the voyage vessel’s limits, else the defaults, labelled as such', () => {
    expect(forecastLimits(undefined)).toEqual({
      limits: DEFAULT_VESSEL_LIMITS,
      isDefault: true,
      label: 'Default limits (no vessel chosen)',
    });
    const vessel = { name: 'NORDIC STAR', limits: { windKn: 28, gustKn: 38, hsM: 3 } };
    expect(forecastLimits(vessel)).toEqual({ limits: vessel.limits, isDefault: false, label: 'Limits of NORDIC STAR' });
  });
});
