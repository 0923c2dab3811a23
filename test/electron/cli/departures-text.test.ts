// What `passage departures` prints for a hand-made sweep: the ranked table with its notes, the
// top choice, the change since the previous sweep, runs and credits; and exactly the JSON.
import { describe, expect, it } from 'vitest';
import { departuresJson, departuresText, estimateLine } from '../../../electron/cli/departures-text';
import { FOGGY_SWEEP, SWEEP } from './departures-sweep-example';

describe('departures text', () => {
  it('prints the ranked table, the constraints broken, the top choice, the change, runs and credits', () => {
    expect(departuresText(SWEEP)).toBe(
      [
        'Departures, 3 departures every 12 h from 2026-12-01 06:00Z to 2026-12-02 06:00Z, ranked safest first (the lowest chance of breaking a limit, then the earliest arrival).',
        'Limits: wind 34 kn, gust 45 kn, Hs 4 m. Wind, Gust, Hs: the share of ensemble members (ecmwf-ens and ecmwf-ens-wam) above the limit somewhere on the voyage; hours above (wind/gust/Hs) expected over the members; P90 of the voyage maximum; the nearest storm within 3 times its warning distance (or breaking it).',
        '',
        '  #  Departure          Arrival              Wind  Gust  Hs   Hours above  P90 max         Storm                       Covered',
        '  1  2026-12-01 06:00Z  2026-12-02 12:00Z    21%   41%   13%  1.8/4.3/0.9  36/50 kn 4.5 m  ERIN 182 NM inside warning  yes',
        '  2  2026-12-01 18:00Z  2026-12-03 00:00Z !  3%    7%    0%   0.1/0.5/0    28/40 kn 3.1 m  -                           yes',
        '  3  2026-12-02 06:00Z  2026-12-03 12:00Z !  0%    0%    0%   0/0/0        22/- kn - m     -                           part',
        '  part: the ensemble does not reach the whole voyage; its figures cover the steps it reaches.',
        '',
        '! Arrival constraints broken:',
        '  #2 2026-12-01 18:00Z: arrives at night, 03 Dec 00Z (sunrise 03 Dec 0826Z, 8 h 26 min later)',
        '  #3 2026-12-02 06:00Z: arrives 03 Dec 12Z, 6 h 00 min after the 03 Dec 06Z limit',
        '',
        'Top choice: leave 2026-12-01 06:00Z. The only departure that arrives in daylight before the limit; 41 % of members show gusts above 45 kn on leg 1.',
        '',
        'Since the sweep of 2026-11-30 19:40Z (runs ecmwf-ens 30 Nov 06Z):',
        '  leg 1: gusts above 45 kn from 10 % to 41 % since the 06Z run',
        '',
        'Model runs: ecmwf-ens 30 Nov 18Z, ecmwf-ens-wam 30 Nov 18Z. 9 places along the route sampled.',
        'Demo service (DEMO DATA - synthetic, not for navigation), fetched 2026-12-01 07:10Z; 20 credits spent.',
        '',
      ].join('\n'),
    );
  });

  it('adds visibility columns (share, hours below, P10 minimum) where the sweep judged visibility', () => {
    const lines = departuresText(FOGGY_SWEEP).split('\n');
    expect(lines[1]).toBe(
      'Limits: wind 34 kn, gust 45 kn, Hs 4 m, minimum visibility 1 NM. Wind, Gust, Hs: the share of ensemble members (ecmwf-ens and ecmwf-ens-wam) above the limit somewhere on the voyage; Visibility: the share below its limit; hours above (wind/gust/Hs) and below (minimum visibility) expected over the members; P90 of the voyage maximum, P10 of the voyage minimum; the nearest storm within 3 times its warning distance (or breaking it).',
    );
    expect(lines.slice(3, 7)).toEqual([
      '  #  Departure          Arrival              Wind  Gust  Hs   Visibility  Hours above  Hours below  P90 max         P10 min  Storm                       Covered',
      '  1  2026-12-01 06:00Z  2026-12-02 12:00Z    21%   41%   13%  25%         1.8/4.3/0.9  1.5          36/50 kn 4.5 m  0.4 NM   ERIN 182 NM inside warning  yes',
      '  2  2026-12-01 18:00Z  2026-12-03 00:00Z !  3%    7%    0%   -           0.1/0.5/0    -            28/40 kn 3.1 m  - NM     -                           yes',
      '  3  2026-12-02 06:00Z  2026-12-03 12:00Z !  0%    0%    0%   0%          0/0/0        0            22/- kn - m     6 NM     -                           part',
    ]);
  });

  it('says a visibility limit the sweep could not judge (no ensemble gives visibility)', () => {
    const legend = departuresText({ ...SWEEP, limits: { ...SWEEP.limits, visibilityNm: 1 } }).split('\n')[1]!;
    expect(legend).toMatch(
      /^Limits: wind 34 kn, gust 45 kn, Hs 4 m, minimum visibility 1 NM \(not judged: the ensembles give none\)\. /,
    );
    expect(legend).not.toContain('Visibility:');
  });

  it('says when there is no departure, no run and no earlier sweep', () => {
    const empty = {
      ...SWEEP,
      departures: [],
      top: null,
      change: null,
      provenance: { ...SWEEP.provenance, models: [] },
      creditsSpent: 0,
    };
    const text = departuresText(empty);
    expect(text).toContain('\n  (none)\n');
    expect(text).toContain('\nNo departure in the window.\n');
    expect(text).toContain('\nModel runs: none. 9 places along the route sampled.\n');
    expect(text).toContain('from the store, no credit spent.');
    expect(text).not.toContain('Since the sweep');
  });

  it('gives the estimate before spending in one line', () => {
    const horizonUtc = Date.parse('2026-12-11T06:00Z') / 1000;
    expect(
      estimateLine({
        credits: 20,
        runCredits: 19,
        departures: 29,
        horizonUtc,
        cachedRequests: 2,
        requests: 20,
        places: 9,
      }),
    ).toBe(
      '29 departures: about 20 credits (one forecast run of the voyage: 19), 2 of 20 answers already stored; the ensemble reaches 2026-12-11 06:00Z.',
    );
    expect(
      estimateLine({ credits: 1, runCredits: 1, departures: 1, horizonUtc, cachedRequests: 0, requests: 2, places: 1 }),
    ).toBe('1 departure: about 1 credit (one forecast run of the voyage: 1); the ensemble reaches 2026-12-11 06:00Z.');
  });
});

describe('departures JSON', () => {
  it('is exactly { departures, creditsSpent, runs }, times ISO with Z, exceedance as fractions', () => {
    const json = departuresJson(SWEEP);
    expect(Object.keys(json)).toEqual(['departures', 'creditsSpent', 'runs']);
    expect(json.creditsSpent).toBe(20);
    expect(json.runs).toEqual([
      { id: 'ecmwf-ens', runUtc: '2026-11-30T18:00:00.000Z' },
      { id: 'ecmwf-ens-wam', runUtc: '2026-11-30T18:00:00.000Z' },
    ]);
    expect(json.departures.map((d) => Object.keys(d))).toEqual(
      Array(3).fill(['departureUtc', 'arrivalUtc', 'rank', 'exceedance', 'hoursAbove', 'p90Max', 'storms', 'covered']),
    );
    expect(json.departures[0]).toEqual({
      departureUtc: '2026-12-01T06:00:00.000Z',
      arrivalUtc: '2026-12-02T12:00:00.000Z',
      rank: 1,
      exceedance: { wind: 0.21568627450980393, gust: 0.4117647058823529, hs: 0.13725490196078433 },
      hoursAbove: { wind: 1.8, gust: 4.25, hs: 0.9 },
      p90Max: { windKn: 36.2, gustKn: 49.71, hsM: 4.46 },
      storms: [
        {
          stormId: 'AL052026',
          name: 'ERIN',
          closestNm: 182.4,
          closestUtc: '2026-12-01T21:00:00.000Z',
          warningBroken: true,
          insideCone: false,
        },
      ],
      covered: true,
    });
    expect(json.departures.map((d) => [d.rank, d.departureUtc, d.covered])).toEqual([
      [1, '2026-12-01T06:00:00.000Z', true],
      [2, '2026-12-01T18:00:00.000Z', true],
      [3, '2026-12-02T06:00:00.000Z', false],
    ]);
    expect(json.departures[2]?.p90Max).toEqual({ windKn: 22, gustKn: null, hsM: null });
  });

  it('keeps the same keys where visibility was judged, its figures added inside each as the sweep gives them', () => {
    const json = departuresJson(FOGGY_SWEEP);
    expect(Object.keys(json)).toEqual(['departures', 'creditsSpent', 'runs']);
    expect(json.departures.map((d) => Object.keys(d))).toEqual(
      Array(3).fill(['departureUtc', 'arrivalUtc', 'rank', 'exceedance', 'hoursAbove', 'p90Max', 'storms', 'covered']),
    );
    const [foggy, unjudged] = json.departures;
    expect(foggy?.exceedance).toEqual({
      wind: 0.21568627450980393,
      gust: 0.4117647058823529,
      hs: 0.13725490196078433,
      visibility: 0.25,
    });
    expect(foggy?.hoursAbove).toEqual({ wind: 1.8, gust: 4.25, hs: 0.9, visibility: 1.5 });
    expect(foggy?.p90Max).toEqual({ windKn: 36.2, gustKn: 49.71, hsM: 4.46, visibilityNm: 0.42 });
    expect(foggy?.storms.map((s) => Object.keys(s))).toEqual([
      ['stormId', 'name', 'closestNm', 'closestUtc', 'warningBroken', 'insideCone'],
    ]);
    expect(Object.keys(unjudged!.exceedance)).toEqual(['wind', 'gust', 'hs']);
    expect(json.runs.map((r) => Object.keys(r))).toEqual([
      ['id', 'runUtc'],
      ['id', 'runUtc'],
    ]);
  });
});
