// The departure planner's words: the worst window of a departure, the top choice explained, and
// what changed since the previous model run.
import { describe, expect, it } from 'vitest';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';
import { topChoiceWords, worstWords, type RowInWords } from '../../../shared/forecast/departure-words';
import { percentWords } from '../../../shared/forecast/chance-words';
import { sweepChange, type ComparedRow } from '../../../shared/forecast/departure-change';

const H = 3600;
const T0 = Date.UTC(2026, 11, 1, 6) / 1000; // 01 Dec 06Z
const limits = { windKn: 34, gustKn: 45, hsM: 5 };
const names = ['Brest', 'Ushant', 'Finisterre', 'Lisbon'];

const worst = {
  timeUtc: T0 + 30 * H,
  legIndex: 2,
  position: { lat: 43.2, lon: -9.6 },
  quantity: 'hs' as const,
  share: 0.4,
  shares: { wind: 0.1, gust: 0.2, hs: 0.4 },
};

function row(departH: number, hs: number, extra: Partial<RowInWords> = {}): RowInWords {
  return {
    departureUtc: T0 + departH * H,
    arrivalUtc: T0 + (departH + 60) * H,
    exceedance: { wind: 0, gust: 0.02, hs },
    covered: true,
    worst: hs > 0 ? worst : null,
    ...extra,
  };
}

describe('worstWords', () => {
  it('says the limit, the leg by its waypoints, where, when and how many members', () => {
    expect(worstWords(worst, limits, names)).toBe(
      'Seas (Hs) above 5 m on leg 3 (Finisterre → Lisbon) near 43°N 010°W around 02 Dec 12Z: 40 % of members.',
    );
    expect(worstWords({ ...worst, legIndex: null }, limits)).toMatch(/^Seas \(Hs\) above 5 m at a waypoint near/);
  });

  it('never says 0 % for one member of many', () => {
    expect(percentWords(1 / 51)).toBe('1 %');
    expect(percentWords(1 / 300)).toBe('<1 %');
    expect(percentWords(0)).toBe('0 %');
  });
});

describe('topChoiceWords', () => {
  it('says how much later the top choice leaves and what it misses', () => {
    const words = topChoiceWords([row(6, 0), row(0, 0.4)], limits, 'safest', names);
    expect(words).toBe(
      'Leave 01 Dec 12Z, 6 h after the first departure: it misses the seas (Hs) above 5 m on leg 3 (Finisterre → Lisbon) near 43°N 010°W that 40 % of members show for a 01 Dec 06Z departure; 2 % of members meet gusts above 45 kn; arrives 04 Dec 00Z. Ranked for the lowest risk.',
    );
  });

  it('says how much a risk falls when the top choice still meets some of it', () => {
    expect(topChoiceWords([row(6, 0.2), row(0, 0.4)], limits, 'safest', names)).toBe(
      'Leave 01 Dec 12Z, 6 h after the first departure: the chance of seas (Hs) above 5 m falls from 40 % to 20 % (a 01 Dec 06Z departure meets them on leg 3 (Finisterre → Lisbon) near 43°N 010°W, 40 % of members at once); arrives 04 Dec 00Z. Ranked for the lowest risk.',
    );
  });

  it('names the first departure when it is the best, and broken constraints', () => {
    expect(topChoiceWords([row(0, 0), row(6, 0.1)], DEFAULT_VESSEL_LIMITS, 'balanced')).toMatch(
      /^Leave 01 Dec 06Z, the first departure of the window; .*Ranked for the best balance/,
    );
    const broken = row(0, 0, { meetsConstraints: false, constraintProblems: ['arrives at night'] });
    expect(topChoiceWords([broken], limits, 'safest')).toMatch(
      /No departure keeps every arrival constraint: arrives at night\.$/,
    );
    expect(topChoiceWords([row(0, 0, { covered: false })], limits, 'safest')).toMatch(
      /^No departure in the window is covered/,
    );
    expect(topChoiceWords([], limits, 'safest')).toBeNull();
  });
});

describe('sweepChange', () => {
  const legs = (gust2: number) => [
    { legIndex: 0, exceedance: { wind: 0, gust: 0, hs: 0 } },
    { legIndex: 2, exceedance: { wind: 0, gust: gust2, hs: 0.02 } },
  ];
  const storm = (lat: number, closestNm: number) => ({
    stormId: 'AL12',
    name: 'Hurricane Fay',
    closestNm,
    stormLat: lat,
    stormLon: -40,
    warningNm: 150,
    warningBroken: closestNm <= 150,
    insideCone: false,
  });
  const r = (departH: number, rank: number, gust2: number, stormLat: number, closest: number): ComparedRow => ({
    departureUtc: T0 + departH * H,
    rank,
    legs: legs(gust2),
    storms: [storm(stormLat, closest)],
  });
  const before = {
    departures: [r(0, 1, 0.1, 30, 400), r(6, 2, 0.2, 30, 380)],
    runs: [{ id: 'ecmwf-ens', runUtc: Date.UTC(2026, 10, 30, 0) / 1000 }],
  };
  const after = { departures: [r(6, 1, 0.1, 31, 300), r(0, 2, 0.45, 31, 320), r(12, 3, 0, 31, 500)], runs: [] };

  it('shows the ranking shift, the leg risk before and after, and the storm shift at the closest approach', () => {
    const change = sweepChange(before, after, limits, names);
    expect(change.ranks).toEqual([
      { departureUtc: T0 + 6 * H, before: 2, after: 1 },
      { departureUtc: T0, before: 1, after: 2 },
    ]);
    expect(change.comparedDepartureUtc).toBe(T0 + 6 * H);
    expect(change.legs[0]).toEqual({ legIndex: 2, quantity: 'gust', before: 0.2, after: 0.1 });
    // GeodSolve -i 30 -40 31 -40: 110 860.9 m = 59.86 NM.
    expect(change.storms[0]!.shiftNm).toBeCloseTo(110_860.926 / 1852, 2);
    expect(change.words).toEqual([
      'The top departure moved from 01 Dec 06Z to 01 Dec 12Z since the 30 Nov 00Z run.',
      'leg 3 (Finisterre → Lisbon): gusts above 45 kn from 20 % to 10 % since the 30 Nov 00Z run (departing 01 Dec 12Z).',
      'Hurricane Fay: at the closest approach the storm is 60 NM from where the 30 Nov 00Z run put it; closest approach 380 → 300 NM.',
    ]);
  });

  it('leaves out of the words a storm that passes far off both times', () => {
    const far = (departures: ComparedRow[]) =>
      departures.map((d) => ({ ...d, storms: d.storms.map((s) => ({ ...s, closestNm: 4000, warningBroken: false })) }));
    const change = sweepChange(
      { ...before, departures: far(before.departures) },
      { ...after, departures: far(after.departures) },
      limits,
    );
    expect(change.storms).toHaveLength(1); // the figures keep it
    expect(change.words.some((w) => w.includes('Fay'))).toBe(false);
  });

  it('says so when no departure was swept before', () => {
    const change = sweepChange({ departures: [r(48, 1, 0, 30, 1)], runs: [] }, after, limits);
    expect(change.comparedDepartureUtc).toBeNull();
    expect(change.words[1]).toMatch(/nothing to compare leg by leg/);
  });
});
