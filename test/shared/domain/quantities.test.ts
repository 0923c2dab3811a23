// The quantity table: one entry per quantity, its sense, and visibility (the fourth) read from the
// service in km, judged below its limit in NM, through the same functions as wind, gust and Hs.
import { describe, expect, it } from 'vitest';
import {
  QUANTITIES,
  QUANTITY_IDS,
  beyondLimit,
  limitOf,
  limitPhrase,
  limitsGiven,
  riskSidePercentile,
  severity,
} from '../../../shared/domain/quantities';
import {
  DEFAULT_VESSEL_LIMITS,
  REQUIRED_DEFAULT_LIMITS,
  VESSEL_LIMIT_FIELDS,
  judgedLimits,
  limitsOfVoyage,
} from '../../../shared/domain/vessel-limits-schema';
import { limitExceedances } from '../../../shared/forecast/exceedance';
import { findQuantity } from '../../../shared/forecast/quantities';
import { voyageExceedance } from '../../../shared/forecast/voyage-exceedance';
import { worstWindows } from '../../../shared/forecast/worst-windows';
import { series, step } from '../forecast/helpers';

describe('the quantity table', () => {
  it('lists wind, gust, Hs and visibility, each with its own limit field in the order of the limits', () => {
    expect(QUANTITY_IDS).toEqual(['wind', 'gust', 'hs', 'visibility']);
    expect(QUANTITY_IDS.map((q) => QUANTITIES[q].limit.field)).toEqual(VESSEL_LIMIT_FIELDS);
    for (const q of QUANTITY_IDS) {
      const { min, max, default: d } = QUANTITIES[q].limit;
      expect(min > 0 && min <= d && d <= max, q).toBe(true);
    }
  });

  it('judges wind, gust and Hs above the limit and visibility below it, the limit itself within', () => {
    expect(beyondLimit('hs', 4.01, 4)).toBe(true);
    expect(beyondLimit('hs', 4, 4)).toBe(false);
    expect(beyondLimit('visibility', 0.99, 1)).toBe(true);
    expect(beyondLimit('visibility', 1, 1)).toBe(false);
    expect(beyondLimit('visibility', 5, 1)).toBe(false);
    // The worse value has the higher severity either way.
    expect(severity('wind', 40)).toBeGreaterThan(severity('wind', 30));
    expect(severity('visibility', 0.2)).toBeGreaterThan(severity('visibility', 3));
    expect(limitPhrase('visibility', '1')).toBe('visibility below 1 NM');
    expect(limitPhrase('gust', '45')).toBe('gusts above 45 kn');
  });

  it('reads a vessel without a visibility limit (saved before it) as not judged on it', () => {
    expect(limitOf('visibility', { windKn: 34, gustKn: 45, hsM: 4 })).toBeUndefined();
    expect(limitOf('visibility', DEFAULT_VESSEL_LIMITS)).toBe(1);
  });
});

describe('visibility through the forecast', () => {
  const steps = [0, 1, 2, 3].map((h) => step(h * 3600, 50, -5 + h));

  it('converts km and metres to NM exactly (1 NM = 1.852 km)', () => {
    const km = findQuantity({ series: [series('visibility', 'km', { deterministic: [1.852, 0.926] })] }, 'visibility');
    expect(km?.unit).toBe('NM');
    expect(km?.deterministic[0]).toBeCloseTo(1, 12);
    expect(km?.deterministic[1]).toBeCloseTo(0.5, 12);
    const m = findQuantity({ series: [series('visibility', 'm', { deterministic: [3704] })] }, 'visibility');
    expect(m?.deterministic[0]).toBeCloseTo(2, 12);
  });

  it('gives the share of members BELOW the limit, and the deterministic fog', () => {
    // Members in km: 0.5 km = 0.27 NM is fog under a 1 NM limit; 1.852 km is exactly 1 NM, within.
    const members = [
      [10, 0.5, 1.852, 10],
      [10, 0.5, 0.5, 10],
      [10, 10, 1.852, 10],
      [10, 10, 10, 10],
    ];
    const snapshot = {
      steps,
      series: [series('visibility', 'km', { deterministic: [20, 0.9, 1.852, 20], members })],
    };
    const [e] = limitExceedances(snapshot, { windKn: 34, gustKn: 45, hsM: 4, visibilityNm: 1 });
    expect(e?.quantity).toBe('visibility');
    expect(e?.steps.map((s) => s.probability)).toEqual([0, 0.5, 0.25, 0]);
    expect(e?.steps.map((s) => s.deterministicAbove)).toEqual([false, true, false, false]);
    expect(e?.steps.map((s) => s.risk)).toEqual(['none', 'high', 'moderate', 'none']);
    // Whole passage: two members meet fog at some step; the worst deterministic value is the lowest.
    const v = voyageExceedance(e!);
    expect(v).toMatchObject({ membersAbove: 2, membersWithValue: 4, probabilityAnyStep: 0.5, maxDeterministicStep: 1 });
    expect(v.maxDeterministic).toBeCloseTo(0.9 / 1.852, 12);
    const [w] = worstWindows([e!], steps);
    expect(w?.text).toMatch(/^Visibility below 1 NM likely \(50 %\) at /);
    // Without the limit (a vessel saved before it) visibility is not judged at all.
    expect(limitExceedances(snapshot, { windKn: 34, gustKn: 45, hsM: 4 })).toEqual([]);
  });
});

describe('the risk side of a limit', () => {
  it('is the high percentile above a limit and the low one below it', () => {
    expect(riskSidePercentile(QUANTITIES.wind.sense, 90)).toBe(90);
    expect(riskSidePercentile(QUANTITIES.visibility.sense, 90)).toBe(10);
    expect(riskSidePercentile(QUANTITIES.visibility.sense, 75)).toBe(25);
  });

  it('keeps the optional limits only where they were judged', () => {
    const all = { windKn: 34, gustKn: 45, hsM: 4, visibilityNm: 1 };
    expect(judgedLimits(all, true)).toEqual(all);
    expect(judgedLimits(all, false)).toEqual({ windKn: 34, gustKn: 45, hsM: 4 });
    expect(judgedLimits(DEFAULT_VESSEL_LIMITS, false)).not.toHaveProperty('visibilityNm');
  });

  it('judges a voyage on its vessel’s limits, else on the defaults with their 1 NM visibility', () => {
    const vessel = { name: 'Fogbound', limits: { windKn: 30, gustKn: 40, hsM: 3 } };
    expect(limitsOfVoyage({ vessel })).toBe(vessel.limits);
    expect(limitsOfVoyage({})).toEqual({ windKn: 34, gustKn: 45, hsM: 4, visibilityNm: 1 });
    expect(limitsOfVoyage(undefined)).toBe(DEFAULT_VESSEL_LIMITS);
    // The command line's defaults leave the optional limits out, so its JSON keeps its keys.
    expect(REQUIRED_DEFAULT_LIMITS).toEqual({ windKn: 34, gustKn: 45, hsM: 4 });
  });

  it('lists the limits given in the table’s order, an optional one only when given', () => {
    expect(limitsGiven({ hsM: 4, windKn: 34, gustKn: 45 })).toEqual([
      { quantity: 'wind', value: 34 },
      { quantity: 'gust', value: 45 },
      { quantity: 'hs', value: 4 },
    ]);
    expect(limitsGiven({ windKn: 34, gustKn: 45, hsM: 4, visibilityNm: 1 }).at(-1)).toEqual({
      quantity: 'visibility',
      value: 1,
    });
  });
});
