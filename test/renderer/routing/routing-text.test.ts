// The route optimiser's words: the estimate beside the naive full grid, progress, and the
// comparison rows (NM from metres at 1852 m, durations and ETAs at the minute, risk in per cent).
import { describe, expect, it } from 'vitest';
import {
  dangerousSeasText,
  estimateText,
  naiveText,
  memberSpreadText,
  ownRow,
  stormListText,
  showsDangerHours,
  summaryRow,
} from '../../../renderer/src/routing/routing-text';

const UNITS = { speed: 'kn', distance: 'NM', waveHeight: 'm', coordinates: 'dm' } as const;
const DEPART = Date.UTC(2026, 11, 1, 6) / 1000;

describe('routing text', () => {
  it('prices the optimisation beside a full grid', () => {
    const e = { credits: 18, requests: 9, cachedRequests: 2, places: 21, naiveCredits: 160 };
    expect(estimateText(e)).toBe(
      'Optimising will spend 18 credits (21 places over the corridor; 9 requests, 2 stored).',
    );
    expect(estimateText({ ...e, credits: 0, cachedRequests: 9 })).toBe(
      'Optimising will spend 0 credits: everything is already stored (21 places over the corridor; 9 requests, all stored).',
    );
    expect(naiveText(e)).toBe('A full grid over the same corridor (every 30 NM) would cost 160 credits.');
  });

  it('says the dangerous seas are priced for the profile’s hull, and nothing without one', () => {
    const hull = { lengthM: 50, beamM: 10, draughtM: 4, gmM: 1, assumed: ['gmM' as const] };
    expect(dangerousSeasText({ name: 'Swift', hull })).toBe(
      'Time in the dangerous seas of MSC.1/Circ.1228 (surf-riding, successive high waves, synchronous and ' +
        'parametric rolling) is priced for the hull of Swift: L 50 m, B 10 m, draught 4 m, GM 1 m (GM assumed). ' +
        'The wave answers then carry the mean period, and the route is searched on the graph (the isochrones ' +
        'cannot price the zones).',
    );
    expect(dangerousSeasText({ name: 'Swift' })).toBeNull();
    expect(dangerousSeasText(undefined)).toBeNull();
  });

  it('writes a route summary row, with dashes for risk without limits', () => {
    const s = {
      distanceM: 2_256_274.845,
      durationS: 101.5 * 3600 + 20,
      etaUtc: DEPART + 101.5 * 3600 + 20,
      exceedance: { wind: 0.044, gust: 0.5, hs: 0 },
      p90Max: { windKn: 30.44, gustKn: null, hsM: 3.62 },
      storms: [],
    };
    expect(summaryRow('Optimised', s, true, UNITS)).toEqual({
      label: 'Optimised',
      distanceNm: '1218.3',
      duration: '4 d 05 h 30 min',
      eta: '2026-12-05 11:30Z',
      risk: ['4 %', '50 %', '0 %'],
      maxima: ['30', '–', '3.6'],
      storm: '–',
      stormWarning: false,
      danger: '–',
    });
    expect(summaryRow('Baseline', s, false, UNITS).risk).toEqual(['–', '–', '–']);
    // With a hull: the hours in a dangerous zone, and the column shown.
    expect(summaryRow('Optimised', { ...s, dangerHours: 5.2 }, true, UNITS).danger).toBe('5.2 h');
    expect(showsDangerHours([s, { ...s, dangerHours: 0 }])).toBe(true);
    expect(showsDangerHours([s])).toBe(false);
    const own = { distanceM: 1852 * 100, durationS: 36_000, etaUtc: DEPART + 36_000, track: [] };
    expect(ownRow(own, null, true, UNITS)).toMatchObject({
      label: 'Your route (as planned, weather ignored)',
      distanceNm: '100.0',
      duration: '10 h 00 min',
      eta: '2026-12-01 16:00Z',
      risk: ['–', '–', '–'],
    });
    // Read by the backend in the same weather: its own figures.
    expect(ownRow(own, s, true, UNITS)).toMatchObject({
      label: 'Your route (same speed model)',
      risk: ['4 %', '50 %', '0 %'],
    });
  });

  it('names the storm that comes closest against its warning distance, and says when it is broken', () => {
    const pass = (name: string, closestNm: number, warningNm: number, warningBroken: boolean) => ({
      stormId: name,
      name,
      category: 'TS',
      closestNm,
      closestUtc: DEPART,
      stormLat: 20,
      stormLon: -60,
      legIndex: 0,
      warningNm,
      warningBroken,
      insideCone: false,
    });
    const base = {
      distanceM: 1852,
      durationS: 3600,
      etaUtc: DEPART + 3600,
      exceedance: { wind: 0, gust: 0, hs: 0 },
      p90Max: { windKn: null, gustKn: null, hsM: null },
    };
    // Closest against its own warning distance: 250 NM from a hurricane (300) beats 180 NM from a depression (150).
    const near = summaryRow(
      'R',
      { ...base, storms: [pass('Bo', 180.4, 150, false), pass('Awo', 250, 300, true)] },
      true,
      UNITS,
    );
    expect(near).toMatchObject({ storm: { name: 'Awo', distance: '250 NM (warning 300)' }, stormWarning: true });
    const clear = summaryRow('R', { ...base, storms: [pass('Bo', 180.4, 150, false)] }, true, UNITS);
    expect(clear).toMatchObject({ storm: { name: 'Bo', distance: '180 NM (warning 150)' }, stormWarning: false });
    // An ocean away is not worth the cell.
    const far = summaryRow('R', { ...base, storms: [pass('Bo', 1000.5, 150, false)] }, true, UNITS);
    expect(far).toMatchObject({ storm: '–', stormWarning: false });
    expect(stormListText({ count: 2, fetchedAtUtc: DEPART, stale: false })).toBe(
      '2 active storms kept clear of (storm list of 2026-12-01 06:00Z).',
    );
    expect(stormListText({ count: 0, fetchedAtUtc: DEPART, stale: true })).toBe(
      'No active storms (storm list of 2026-12-01 06:00Z, STALE: the service did not answer).',
    );
  });

  it("says the spread of the members' ETAs, and in how many no route keeps the limits", () => {
    expect(memberSpreadText([])).toBeNull();
    const h = 3600;
    const members = [DEPART + 30 * h, null, DEPART + 28 * h, DEPART + 29 * h].map((etaUtc) => ({ etaUtc }));
    expect(memberSpreadText(members)).toBe(
      "Routed in each member's weather (3 of 4): ETA earliest 2026-12-02 10:00Z, median 2026-12-02 11:00Z, latest 2026-12-02 12:00Z. In 1 member's weather no route keeps the limits.",
    );
    expect(memberSpreadText([{ etaUtc: null }, { etaUtc: null }])).toBe(
      "In no member's weather of 2 does a route keep the limits.",
    );
  });
});
