// The forecast panel's words: the credit estimate (and the all-stored case), earlier forecasts,
// the chance over the passage, and values in the navigator's units.
import { describe, expect, it } from 'vitest';
import type { CreditEstimate, UnitPreferences } from '../../../shared/ipc';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';
import { limitExceedances, voyageExceedance, type VoyageExceedance } from '../../../shared/forecast';
import fc from 'fast-check';
import {
  estimateLines,
  estimateLineText,
  estimateSummary,
  forecastHeadline,
  passageChanceText,
  snapshotLabel,
} from '../../../renderer/src/forecast/forecast-text';
import { fixed, formatPositionAs, formatSpeed, formatWave } from '../../../renderer/src/lib/units-text';
import { limitsText } from '../../../renderer/src/lib/quantity-units';
import { snapshot, SUMMARY } from './fixtures';

const KN: UnitPreferences = { speed: 'kn', distance: 'NM', waveHeight: 'm', coordinates: 'dm' };

const estimate: CreditEstimate = {
  credits: 5,
  requests: [
    { endpoint: 'marine.shipping.route', credits: 1, cached: false },
    { endpoint: 'weather.ensemble.point', credits: 0, cached: true },
    { endpoint: 'weather.ensemble.point', credits: 1, cached: false },
    { endpoint: 'marine.ensemble.point', credits: 1, cached: false },
    { endpoint: 'marine.ensemble.point', credits: 1, cached: false },
    { endpoint: 'storms', credits: 1, cached: false },
  ],
};

describe('credit estimate', () => {
  it('sums up what the run will spend and what is already stored', () => {
    expect(estimateSummary(estimate)).toBe(
      'This forecast will spend 5 credits (6 requests; 1 of 6 already stored, free).',
    );
    expect(estimateSummary({ ...estimate, requests: estimate.requests.map((r) => ({ ...r, cached: false })) })).toBe(
      'This forecast will spend 5 credits (6 requests; nothing is stored yet).',
    );
  });

  it('says plainly when everything is stored', () => {
    const stored: CreditEstimate = {
      credits: 0,
      requests: estimate.requests.map((r) => ({ ...r, credits: 0, cached: true })),
    };
    expect(estimateSummary(stored)).toBe('0 credits: everything is already stored.');
    expect(estimateLines(stored).map(estimateLineText)).toEqual([
      '1 request, all stored: 0 credits',
      '2 requests, all stored: 0 credits',
      '2 requests, all stored: 0 credits',
      '1 request, all stored: 0 credits',
    ]);
  });

  it('groups requests per endpoint in the order they are sent, in words', () => {
    const lines = estimateLines(estimate);
    expect(lines.map((l) => [l.label, estimateLineText(l)])).toEqual([
      ['Weather and sea along the route', '1 request: 1 credit'],
      ['Wind ensemble (51 members) at a position', '2 requests, 1 stored: 1 credit'],
      ['Wave ensemble (51 members) at a position', '2 requests: 2 credits'],
      ['Tropical storms', '1 request: 1 credit'],
    ]);
  });
});

describe('summaries', () => {
  it('labels an earlier forecast by time, revision, ensemble and cost', () => {
    expect(snapshotLabel(SUMMARY)).toBe('2026-12-01 04:00Z · revision 2 · 4-member ensemble · 9 credits');
    expect(snapshotLabel({ ...SUMMARY, ensemble: false, memberCount: 0, creditsSpent: 1 })).toBe(
      '2026-12-01 04:00Z · revision 2 · deterministic only · 1 credit',
    );
  });

  it('gives the chance of meeting each limit somewhere on the passage', () => {
    const [wind, gust, hs] = limitExceedances(snapshot(), DEFAULT_VESSEL_LIMITS).map((e) =>
      passageChanceText(voyageExceedance(e), KN),
    );
    expect(wind).toBe(
      'Wind above 34 kn: 75 % of members somewhere on the passage (3 of 4), likely; at most 75 % at one time',
    );
    expect(gust).toBe(
      'Gusts above 45 kn: 25 % of members somewhere on the passage (1 of 4), possible; at most 25 % at one time',
    );
    expect(hs).toBe('Hs above 4.0 m: forecast (highest 4.0 m, deterministic only)');
  });

  it('says visibility below its minimum, by its lowest value, in NM or km', () => {
    // The fixture's visibility (metres) falls to 926 m = 0.5 NM at step 3: fog under the 1 NM default.
    const visibility = limitExceedances(snapshot(), DEFAULT_VESSEL_LIMITS).find((e) => e.quantity === 'visibility')!;
    expect(passageChanceText(voyageExceedance(visibility), KN)).toBe(
      'Visibility below 1.0 NM: forecast (lowest 0.5 NM, deterministic only)',
    );
    expect(passageChanceText(voyageExceedance(visibility), { ...KN, distance: 'km' })).toBe(
      'Visibility below 1.9 km: forecast (lowest 0.9 km, deterministic only)',
    );
  });
});

describe('forecastHeadline', () => {
  const hs = (probabilityAnyStep: number | null, peakProbability: number | null): VoyageExceedance => ({
    quantity: 'hs',
    limit: 5.5,
    unit: 'm',
    probabilityAnyStep,
    membersAbove: 27,
    membersWithValue: 51,
    peakStep: 3,
    peakProbability,
    maxDeterministic: 5,
    maxDeterministicStep: 3,
  });

  it('calls a limit likely when its chance line does, though no single time reaches 50 % (issue 24)', () => {
    // 53 % of members somewhere on the passage, at most 40 % at one time: no worst window.
    const line = passageChanceText(hs(0.53, 0.4), KN);
    expect(line).toContain('likely');
    const headline = forecastHeadline([hs(0.53, 0.4)], [], [], KN);
    expect(headline.text).toBe('Exceeding a limit is likely: Hs above 5.5 m (53 % of members).');
    expect(headline.level).toBe('danger');
    expect(headline.text).not.toMatch(/No limit is likely/);
  });

  it('never says all clear while a storm warns', () => {
    const headline = forecastHeadline([hs(0, 0)], [], ['Typhoon TEST'], KN);
    expect(headline.level).toBe('danger');
    expect(headline.text).toBe(
      'Storm warning: Typhoon TEST. No limit reaches likely in the model forecast; the storm warning stands.',
    );
    expect(headline.text).not.toMatch(/No limit is likely/);
  });

  it('says possible below 50 %, and all clear only when nothing is', () => {
    expect(forecastHeadline([hs(0.3, 0.2)], [], [], KN)).toEqual({
      level: 'warn',
      text: 'No limit is likely to be exceeded; possible: Hs above 5.5 m (30 % of members).',
    });
    expect(forecastHeadline([hs(0.1, 0.1)], [], [], KN)).toEqual({
      level: 'ok',
      text: 'No limit is likely to be exceeded along the voyage.',
    });
  });

  it('agrees with every chance line of a forecast: likely in the headline exactly when a line says likely', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 51 }), { minLength: 1, maxLength: 3 }), (aboves) => {
        const passages = aboves.map((above) => hs(above / 51, above / 51 / 2));
        const headline = forecastHeadline(passages, [], [], KN).text;
        const anyLikely = passages.some((e) => / likely(;|$)/.test(passageChanceText(e, KN)));
        expect(headline.startsWith('Exceeding a limit is likely')).toBe(anyLikely);
        expect(headline.includes('No limit is likely')).toBe(!anyLikely);
      }),
    );
  });
});

describe('units', () => {
  it('formats speeds, heights, limits and positions as Settings asks', () => {
    expect(formatSpeed(34, 'kn')).toBe('34');
    expect(formatSpeed(34, 'km/h')).toBe('63');
    expect(formatSpeed(34, 'm/s')).toBe('17.5');
    expect(formatWave(4, 'ft')).toBe('13');
    expect(fixed(-0.04, 1)).toBe('0.0');
    expect(limitsText(DEFAULT_VESSEL_LIMITS, KN)).toBe('wind 34 kn, gust 45 kn, Hs 4.0 m, visibility at least 1.0 NM');
    expect(limitsText({ windKn: 34, gustKn: 45, hsM: 4 }, KN)).toBe('wind 34 kn, gust 45 kn, Hs 4.0 m');
    const p = { lat: -33.85674, lon: 180 };
    expect(formatPositionAs(p, 'dm')).toBe(`33°51.4'S 180°00.0'W`);
    expect(formatPositionAs(p, 'dms')).toBe(`33°51'24"S 180°00'00"W`);
    expect(formatPositionAs(p, 'decimal')).toBe('33.8567°S 180.0000°W');
    expect(formatPositionAs({ lat: -0.00001, lon: 4.5 }, 'decimal')).toBe('00.0000°N 004.5000°E');
  });
});
