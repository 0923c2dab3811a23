// The planner's words and chart points: per cent as the forecast panel writes it, the risk band
// of a cell at the bands' edges (RISK_BANDS: 10 % and 50 %), model runs as the history lists
// them, the storm column, the estimate sentence, and uncovered departures as gaps in the chart.
import { describe, expect, it } from 'vitest';
import type { DepartureRowOut } from '../../../shared/ipc';
import {
  cellRisk,
  estimateSummary,
  historyLabel,
  hoursText,
  legChangeText,
  modelRunText,
  percent,
  runCreditsText,
  stormText,
  stormShiftText,
  worstShort,
  limitsShown,
  limitHeads,
} from '../../../renderer/src/departures/departures-text';
import {
  departureChartConfig,
  departureChartWords,
  riskPoints,
} from '../../../renderer/src/departures/departure-chart';
import { chartColours } from '../../../renderer/src/forecast/chart-style';
import { readWindow, rerank } from '../../../renderer/src/departures/departures-flow';
import { ROW_A, ROW_B, ROW_C, ROW_D, sweepOf, summaryOf, T0, H } from './fixtures';

const STORM = {
  stormId: 'AL12',
  name: 'MAYA',
  category: 'H1',
  closestNm: 118.6,
  closestUtc: T0 + 30 * H,
  stormLat: 25,
  stormLon: -60,
  legIndex: 2,
  warningNm: 150,
  warningBroken: true,
  insideCone: false,
};

describe('departures text', () => {
  it('writes per cent whole, and colours by the risk bands', () => {
    expect(percent(0.404)).toBe('40 %');
    expect(percent(0.085)).toBe('8 %');
    expect(cellRisk(0)).toBe('none');
    expect(cellRisk(0.05)).toBe('low');
    expect(cellRisk(0.1)).toBe('moderate');
    expect(cellRisk(0.499)).toBe('moderate');
    expect(cellRisk(0.5)).toBe('high');
  });

  it('names model runs by hour and day, and lists a sweep with its runs and top departure', () => {
    // 2026-11-27 00:00Z.
    expect(modelRunText({ id: 'ecmwf-ens', runUtc: Date.UTC(2026, 10, 27) / 1000 })).toBe('ecmwf-ens 00Z 27 Nov');
    const summary = summaryOf(sweepOf('s1', T0 - 12 * H));
    // Created 2026-11-30 18:00Z, run 6 h before.
    expect(historyLabel(summary)).toBe(
      '2026-11-30 18:00Z · ecmwf-ens 12Z 30 Nov · top 2026-12-01 12:00Z · 4 departures',
    );
  });

  it('puts the worst window in a cell: limit, share of members, leg and time', () => {
    const worst = {
      timeUtc: Date.UTC(2026, 10, 28, 0) / 1000,
      legIndex: 1,
      lat: 47,
      lon: -8,
      quantity: 'hs' as const,
      share: 0.7,
      shares: { wind: 0.1, gust: 0.2, hs: 0.67 },
    };
    expect(worstShort({ worst })).toBe('Hs 67 % · leg 2 · 28 Nov 00Z');
    expect(worstShort({ worst: { ...worst, legIndex: null, quantity: 'gust' } })).toBe(
      'Gusts 20 % · at a waypoint · 28 Nov 00Z',
    );
    expect(worstShort({ worst: null })).toBe('–');
  });

  it('says the nearest storm pass and what it breaks', () => {
    expect(stormText({ storms: [] })).toBe('–');
    expect(stormText({ storms: [STORM] })).toBe('MAYA 119 NM (warning broken)');
    expect(stormText({ storms: [{ ...STORM, closestNm: null, closestUtc: null, warningBroken: false }] })).toBe('–');
    // Far beyond three warning distances: not worth a cell; breaking the cone is, at any distance.
    expect(stormText({ storms: [{ ...STORM, closestNm: 4000, warningBroken: false }] })).toBe('–');
    expect(stormText({ storms: [{ ...STORM, closestNm: 700, warningBroken: false, insideCone: true }] })).toBe(
      'MAYA 700 NM (in cone)',
    );
    expect(
      stormShiftText({ stormId: 'AL12', name: 'MAYA', shiftNm: 84.6, closestBeforeNm: 120, closestAfterNm: 60.2 }),
    ).toBe('MAYA: track moved 85 NM at the closest approach (closest 120 NM → 60 NM)');
    expect(legChangeText({ legIndex: 2, quantity: 'gust', before: 0.1, after: 0.45 })).toBe('Leg 3 gusts: 10 % → 45 %');
    expect(hoursText(0)).toBe('0');
    expect(hoursText(2.345)).toBe('2.3');
    expect(hoursText(14.6)).toBe('15');
  });

  it('states the estimate against one forecast run', () => {
    const e = {
      credits: 26,
      requests: 13,
      cachedRequests: 1,
      places: 12,
      departures: 29,
      runCredits: 24,
      horizonUtc: T0,
    };
    expect(estimateSummary(e)).toBe(
      'Sweeping 29 departures will spend 26 credits (12 places along the route; 13 requests, 1 stored).',
    );
    expect(estimateSummary({ ...e, credits: 0, cachedRequests: 13 })).toBe(
      'Sweeping 29 departures will spend 0 credits: everything is already stored (12 places along the route; 13 requests, all stored).',
    );
    expect(runCreditsText(e)).toBe('One forecast run of this voyage costs 24 credits.');
  });
});

describe('departures flow', () => {
  it('draws uncovered departures as gaps, in departure order', () => {
    expect(riskPoints([ROW_D, ROW_B, ROW_A], 'gust')).toEqual([
      { x: ROW_A.departureUtc * 1000, y: 20 },
      { x: ROW_B.departureUtc * 1000, y: 8 },
      { x: ROW_D.departureUtc * 1000, y: null },
    ]);
  });

  it('heads each limit’s columns on the side it is at risk: above a maximum, below a minimum', () => {
    expect(limitHeads('wind', 'kn')).toEqual({ risk: 'Wind', hours: 'Wind above', worst: 'Wind P90 max kn' });
    expect(limitHeads('visibility', 'km')).toEqual({
      risk: 'Visibility',
      hours: 'Visibility below',
      worst: 'Visibility P10 min km',
    });
  });

  it('draws the visibility limit beside the others where the sweep judged it, as the table shows it', () => {
    const colours = chartColours(() => '#123456');
    const bands = { moderate: '#e06c00', high: '#d0021b' };
    const labels = (rows: readonly DepartureRowOut[]) =>
      departureChartConfig(rows, colours, bands).data.datasets.map((d) => d.label);
    expect(labels([ROW_A, ROW_B])).toEqual([
      'Wind (% of members above)',
      'Gusts (% of members above)',
      'Hs (% of members above)',
      'Moderate from 10 %',
      'High from 50 %',
    ]);
    const foggy = [ROW_A, ROW_B].map((r) => ({ ...r, exceedance: { ...r.exceedance, visibility: 0.3 } }));
    expect(labels(foggy)).toContain('Visibility (% of members below)');
    expect(riskPoints(foggy, 'visibility').map((p) => p.y)).toEqual([30, 30]);
    expect(departureChartWords(foggy)).toBe(
      'Share of ensemble members beyond the wind, gust, Hs and minimum visibility limits for 2 departures, against the departure time.',
    );
  });

  it('ranks rows breaking a constraint after those meeting them, and uncovered ones last', () => {
    expect(rerank([ROW_D, ROW_C, ROW_A, ROW_B], 'safest', 0.1).map((r) => [r.departureUtc, r.rank])).toEqual([
      [ROW_B.departureUtc, 1],
      [ROW_A.departureUtc, 2],
      [ROW_C.departureUtc, 3],
      [ROW_D.departureUtc, 4],
    ]);
  });

  it('refuses "arrive before" earlier than "arrive after", on that field', () => {
    const reading = readWindow({
      from: '2026-12-01T06:00Z',
      to: '2026-12-02T06:00Z',
      everyH: 6,
      arriveBefore: '2026-12-03 00:00Z',
      arriveAfter: '2026-12-04 00:00Z',
      arriveInDaylight: false,
    });
    expect(reading).toEqual({
      ok: false,
      field: 'arriveBefore',
      message: '"arrive before" must be later than "arrive after"',
    });
  });
});

describe('limitsShown', () => {
  it('shows wind, gust and Hs always, and visibility only where a row judged it', () => {
    expect(limitsShown([ROW_A, ROW_B])).toEqual(['wind', 'gust', 'hs']);
    const foggy = { ...ROW_B, exceedance: { ...ROW_B.exceedance, visibility: 0.2 } };
    expect(limitsShown([ROW_A, foggy])).toEqual(['wind', 'gust', 'hs', 'visibility']);
  });
});
