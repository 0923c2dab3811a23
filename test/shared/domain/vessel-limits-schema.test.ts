// shared/domain/vessel-limits-schema.ts: the one home of the vessel limits' ranges, default,
// schema and words. Regression: the app took at most 100/150/20 and the CLI 200/250/30, and only
// the renderer checked that the gust limit is at least the wind limit.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VESSEL_LIMITS,
  gustBelowWindWords,
  limitRangeWords,
  limitRangesText,
  storedVesselLimitsSchema,
  VESSEL_LIMIT_FIELDS,
  VESSEL_LIMIT_RANGES,
  vesselLimitsSchema,
} from '../../../shared/domain/vessel-limits-schema';
import { LIMITS_BY_LENGTH } from '../../../shared/domain/vessel-limits';

/** The messages the schema gives for these limits, by field. */
function problems(limits: object): Record<string, string> {
  const parsed = vesselLimitsSchema.safeParse(limits);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('vesselLimitsSchema', () => {
  it('accepts the default and every class of the by-length table', () => {
    expect(vesselLimitsSchema.parse(DEFAULT_VESSEL_LIMITS)).toEqual({
      windKn: 34,
      gustKn: 45,
      hsM: 4,
      visibilityNm: 1,
    });
    for (const c of LIMITS_BY_LENGTH) expect(problems(c.limits), c.words).toEqual({});
  });

  it('accepts each range inclusive of its ends and refuses just outside, naming field and range', () => {
    const base = { windKn: 1, gustKn: 150, hsM: 20 };
    expect(problems(base)).toEqual({});
    expect(problems({ windKn: 100, gustKn: 100, hsM: 0.1 })).toEqual({});
    const cases: [string, number, string][] = [
      ['windKn', 0.9, 'The wind limit must be 1 to 100 kn, got 0.9 kn.'],
      ['windKn', 100.5, 'The wind limit must be 1 to 100 kn, got 100.5 kn.'],
      ['gustKn', 0, 'The gust limit must be 1 to 150 kn, got 0 kn.'],
      ['gustKn', 151, 'The gust limit must be 1 to 150 kn, got 151 kn.'],
      ['hsM', 0.05, 'The wave height limit (Hs) must be 0.1 to 20 m, got 0.05 m.'],
      ['hsM', 30, 'The wave height limit (Hs) must be 0.1 to 20 m, got 30 m.'],
    ];
    for (const [field, value, words] of cases) {
      const limits = field === 'windKn' ? { ...base, windKn: value, gustKn: 150 } : { ...base, [field]: value };
      expect(problems(limits), `${field} ${value}`).toEqual({ [field]: words });
    }
  });

  it('refuses a gust limit below the wind limit, on the gust field, in words', () => {
    expect(problems({ windKn: 40, gustKn: 35, hsM: 4 })).toEqual({
      gustKn: 'The gust limit (35 kn) must be at least the wind limit (40 kn): gusts are peaks above the mean wind.',
    });
    expect(problems({ windKn: 40, gustKn: 40, hsM: 4 })).toEqual({});
    // Said once: a wind limit out of range is the one problem, not also the gust below it.
    expect(problems({ windKn: 340, gustKn: 45, hsM: 4 })).toEqual({ windKn: limitRangeWords('windKn', 340) });
  });

  it('refuses what is not a finite number', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '34', null]) {
      expect(vesselLimitsSchema.safeParse({ windKn: bad, gustKn: 45, hsM: 4 }).success, String(bad)).toBe(false);
    }
  });

  it('reads stored limits leniently, so no profile saved before the ranges is lost', () => {
    const old = { windKn: 150, gustKn: 120, hsM: 25 };
    expect(vesselLimitsSchema.safeParse(old).success).toBe(false);
    expect(storedVesselLimitsSchema.parse(old)).toEqual(old);
    expect(storedVesselLimitsSchema.safeParse({ windKn: 0, gustKn: 45, hsM: 4 }).success).toBe(false);
  });
});

describe('the words', () => {
  it('name the field and the range, with the value when given', () => {
    expect(limitRangeWords('gustKn')).toBe('The gust limit must be 1 to 150 kn.');
    expect(limitRangeWords('hsM', 25)).toBe('The wave height limit (Hs) must be 0.1 to 20 m, got 25 m.');
    expect(gustBelowWindWords({ windKn: 30, gustKn: 25 })).toContain('at least the wind limit (30 kn)');
    expect(limitRangesText()).toBe(
      'wind 1 to 100 kn, gust 1 to 150 kn, Hs 0.1 to 20 m, minimum visibility 0.1 to 10 NM',
    );
  });

  it('ranges hold the default and keep the gust range at least the wind range', () => {
    for (const f of VESSEL_LIMIT_FIELDS) {
      const r = VESSEL_LIMIT_RANGES[f];
      const d = DEFAULT_VESSEL_LIMITS[f] ?? Number.NaN;
      expect(r.min > 0 && r.min <= d && d <= r.max, f).toBe(true);
    }
    expect(VESSEL_LIMIT_RANGES.gustKn.max).toBeGreaterThanOrEqual(VESSEL_LIMIT_RANGES.windKn.max);
  });
});
