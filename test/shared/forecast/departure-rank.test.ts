// Ranking of swept departures: safest, earliest under a risk cap, balanced; uncovered last.
import { describe, expect, it } from 'vitest';
import { departureJson, rankDepartures } from '../../../shared/forecast/departure-rank';
import type { DepartureRow } from '../../../shared/forecast/departure-sweep';

const H = 3600;
const D = 1_800_000_000;

function row(departH: number, risk: number, covered = true): DepartureRow {
  return {
    departureUtc: D + departH * H,
    arrivalUtc: D + (departH + 100) * H,
    exceedance: { wind: risk / 2, gust: risk, hs: 0 },
    hoursAbove: { wind: 1, gust: 2, hs: 0 },
    p90Max: { windKn: 30, gustKn: 40, hsM: 2 },
    covered,
    legs: [],
    worst: null,
  };
}

const rows = [row(0, 0.4), row(6, 0.05), row(12, 0.02), row(18, 0), row(24, 0, false)];
const order = (ranked: { departureUtc: number }[]) => ranked.map((r) => (r.departureUtc - D) / H);

describe('rankDepartures', () => {
  it('ranks departures that break an arrival constraint after those that keep them, uncovered last', () => {
    const constrained = rows.map((r, i) => ({ ...r, meetsConstraints: i !== 3 }));
    expect(order(rankDepartures(constrained, { rank: 'safest' }))).toEqual([12, 6, 0, 18, 24]);
  });

  it('safest: the worst limit first, then arrival; uncovered last; ranks 1..n', () => {
    const ranked = rankDepartures(rows, { rank: 'safest' });
    expect(order(ranked)).toEqual([18, 12, 6, 0, 24]);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('earliest: earliest arrival within the risk cap, then the rest safest first', () => {
    expect(order(rankDepartures(rows, { rank: 'earliest' }))).toEqual([6, 12, 18, 0, 24]);
    expect(order(rankDepartures(rows, { rank: 'earliest', riskCap: 0.03 }))).toEqual([12, 18, 6, 0, 24]);
    expect(order(rankDepartures(rows, { rank: 'earliest', riskCap: 0.5 }))).toEqual([0, 6, 12, 18, 24]);
  });

  it('balanced: a day later weighs as much as 5 points of risk', () => {
    // Scores: 0 h 0.4, 6 h 0.05 + 0.0125, 12 h 0.02 + 0.025, 18 h 0 + 0.0375.
    expect(order(rankDepartures(rows, { rank: 'balanced' }))).toEqual([18, 12, 6, 0, 24]);
    const late = [row(0, 0.06), row(72, 0)]; // 3 days later: 0.15 against 0.06
    expect(order(rankDepartures(late, { rank: 'balanced' }))).toEqual([0, 72]);
  });

  it('does not change the rows given', () => {
    const copy = structuredClone(rows);
    rankDepartures(rows, { rank: 'balanced' });
    expect(rows).toEqual(copy);
  });
});

describe('departureJson', () => {
  it('gives the CLI row with ISO times and the storms given', () => {
    const [first] = rankDepartures([row(0, 0.1)], { rank: 'safest' });
    expect(departureJson(first!, ['s'])).toEqual({
      departureUtc: new Date(D * 1000).toISOString(),
      arrivalUtc: new Date((D + 100 * H) * 1000).toISOString(),
      rank: 1,
      exceedance: { wind: 0.05, gust: 0.1, hs: 0 },
      hoursAbove: { wind: 1, gust: 2, hs: 0 },
      p90Max: { windKn: 30, gustKn: 40, hsM: 2 },
      storms: ['s'],
      covered: true,
    });
  });
});
