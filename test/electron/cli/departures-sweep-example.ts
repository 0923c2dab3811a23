// A departure sweep made by hand, as departures.sweep answers it: three departures of a 30-hour
// North Sea voyage to Aberdeen, asked to arrive in daylight before 3 Dec 06Z: the top choice near a
// storm, one arriving at night (a far storm left out of the table), one beyond the ensemble's
// horizon and late.
import { departureSweepSchema, type DepartureSweep } from '../../../shared/ipc';
import { arrivalProblems } from '../../../shared/forecast/departure-constraints';

const utc = (iso: string): number => Date.parse(iso) / 1000;

const ABERDEEN = { lat: 57.15, lon: -2.05 };
const WINDOW = {
  fromUtc: utc('2026-12-01T06:00Z'),
  toUtc: utc('2026-12-02T06:00Z'),
  everyH: 12,
  arriveBeforeUtc: utc('2026-12-03T06:00Z'),
  arriveInDaylight: true,
};
const problems = (arrivalUtc: number): string[] => arrivalProblems(arrivalUtc, WINDOW, ABERDEEN);

const quiet = { wind: 0, gust: 0, hs: 0 };

export const SWEEP: DepartureSweep = departureSweepSchema.parse({
  sweepId: 'sweep-1',
  voyageId: 'voyage-1',
  voyageRevision: 1,
  createdAtUtc: utc('2026-12-01T07:12Z'),
  window: WINDOW,
  rank: 'safest',
  riskCap: 0.1,
  limits: { windKn: 34, gustKn: 45, hsM: 4 },
  ensembleModels: { wind: 'ecmwf-ens', waves: 'ecmwf-ens-wam' },
  departures: [
    {
      departureUtc: utc('2026-12-01T06:00Z'),
      arrivalUtc: utc('2026-12-02T12:00Z'),
      rank: 1,
      exceedance: { wind: 0.21568627450980393, gust: 0.4117647058823529, hs: 0.13725490196078433 },
      hoursAbove: { wind: 1.8, gust: 4.25, hs: 0.9 },
      p90Max: { windKn: 36.2, gustKn: 49.71, hsM: 4.46 },
      covered: true,
      meetsConstraints: true,
      constraintProblems: problems(utc('2026-12-02T12:00Z')),
      legs: [
        { legIndex: 0, exceedance: { wind: 0.21568627450980393, gust: 0.4117647058823529, hs: 0.13725490196078433 } },
      ],
      worst: null,
      worstWords: null,
      storms: [
        {
          stormId: 'AL052026',
          name: 'ERIN',
          category: 'TS',
          closestNm: 182.4,
          closestUtc: utc('2026-12-01T21:00Z'),
          stormLat: 57.2,
          stormLon: -4.1,
          legIndex: 0,
          warningNm: 200,
          warningBroken: true,
          insideCone: false,
        },
      ],
    },
    {
      departureUtc: utc('2026-12-01T18:00Z'),
      arrivalUtc: utc('2026-12-03T00:00Z'),
      rank: 2,
      exceedance: { wind: 0.0392156862745098, gust: 0.0784313725490196, hs: 0 },
      hoursAbove: { wind: 0.12, gust: 0.47, hs: 0 },
      p90Max: { windKn: 28.44, gustKn: 39.6, hsM: 3.14 },
      covered: true,
      meetsConstraints: false,
      constraintProblems: problems(utc('2026-12-03T00:00Z')),
      legs: [{ legIndex: 0, exceedance: { wind: 0.0392156862745098, gust: 0.0784313725490196, hs: 0 } }],
      worst: {
        timeUtc: utc('2026-12-02T03:00Z'),
        legIndex: 0,
        lat: 55.5,
        lon: 2.3,
        quantity: 'gust',
        share: 0.0784313725490196,
        shares: { wind: 0.0392156862745098, gust: 0.0784313725490196, hs: 0 },
      },
      worstWords: 'gusts above 45 kn for 8 % of members on leg 1 at 02 Dec 03Z',
      storms: [
        {
          stormId: 'SH022027',
          name: 'Tropical Low Awo',
          category: 'TL',
          closestNm: 4511,
          closestUtc: utc('2026-12-01T18:00Z'),
          stormLat: 12.1,
          stormLon: 60.3,
          legIndex: null,
          warningNm: 150,
          warningBroken: false,
          insideCone: false,
        },
      ],
    },
    {
      departureUtc: utc('2026-12-02T06:00Z'),
      arrivalUtc: utc('2026-12-03T12:00Z'),
      rank: 3,
      exceedance: quiet,
      hoursAbove: quiet,
      p90Max: { windKn: 22, gustKn: null, hsM: null },
      covered: false,
      meetsConstraints: false,
      constraintProblems: problems(utc('2026-12-03T12:00Z')),
      legs: [],
      worst: null,
      worstWords: null,
      storms: [],
    },
  ],
  top: {
    departureUtc: utc('2026-12-01T06:00Z'),
    words:
      'The only departure that arrives in daylight before the limit; 41 % of members show gusts above 45 kn on leg 1.',
  },
  places: 9,
  creditsSpent: 20,
  provenance: {
    source: 'demo',
    stale: false,
    fetchedAtUtc: utc('2026-12-01T07:10Z'),
    ageS: 120,
    models: [
      { id: 'ecmwf-ens', runUtc: utc('2026-11-30T18:00Z') },
      { id: 'ecmwf-ens-wam', runUtc: utc('2026-11-30T18:00Z') },
    ],
  },
  change: {
    previousSweepId: 'sweep-0',
    previousCreatedAtUtc: utc('2026-11-30T19:40Z'),
    previousRuns: [{ id: 'ecmwf-ens', runUtc: utc('2026-11-30T06:00Z') }],
    words: ['leg 1: gusts above 45 kn from 10 % to 41 % since the 06Z run'],
    ranks: [],
    legs: [],
    comparedDepartureUtc: utc('2026-12-01T06:00Z'),
    storms: [],
  },
});

const [first, second, third] = SWEEP.departures;

/**
 * The same sweep judged on visibility too (minimum 1 NM): fog on the top choice, clear air on the
 * last, and the second without a visibility figure (a row that did not judge it shows '-').
 */
export const FOGGY_SWEEP: DepartureSweep = {
  ...SWEEP,
  limits: { ...SWEEP.limits, visibilityNm: 1 },
  departures: [
    {
      ...first!,
      exceedance: { ...first!.exceedance, visibility: 0.25 },
      hoursAbove: { ...first!.hoursAbove, visibility: 1.5 },
      p90Max: { ...first!.p90Max, visibilityNm: 0.42 },
    },
    second!,
    {
      ...third!,
      exceedance: { ...third!.exceedance, visibility: 0 },
      hoursAbove: { ...third!.hoursAbove, visibility: 0 },
      p90Max: { ...third!.p90Max, visibilityNm: 6.04 },
    },
  ],
};
