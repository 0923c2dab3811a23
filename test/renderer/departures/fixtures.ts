// A small departure sweep for the planner's UI tests, written out by hand so every expected rank
// can be worked on paper: four departures 6 h apart, each a 48 h passage.
//   A 00h: worst risk 40 % (wind), arrives first        covered, meets the constraints
//   B 06h: worst risk  8 % (gust)                       covered, meets the constraints
//   C 12h: no risk, but arrives at night                covered, breaks a constraint
//   D 18h: no member above, but the ensemble ends early not covered
import type { DepartureRowOut, DepartureSweep, SweepSummary } from '../../../shared/ipc';

/** 2026-12-01 06:00Z. */
export const T0 = Date.UTC(2026, 11, 1, 6) / 1000;
export const H = 3600;

function row(
  k: number,
  exceedance: DepartureRowOut['exceedance'],
  extra: Partial<DepartureRowOut> = {},
): DepartureRowOut {
  return {
    departureUtc: T0 + k * 6 * H,
    arrivalUtc: T0 + k * 6 * H + 48 * H,
    rank: 1,
    exceedance,
    hoursAbove: { wind: exceedance.wind * 10, gust: exceedance.gust * 10, hs: exceedance.hs * 10 },
    p90Max: { windKn: 30 + k, gustKn: 40 + k, hsM: 3 + k / 10 },
    covered: true,
    meetsConstraints: true,
    constraintProblems: [],
    legs: [],
    worst: null,
    worstWords: null,
    storms: [],
    ...extra,
  };
}

export const ROW_A = row(0, { wind: 0.4, gust: 0.2, hs: 0.1 });
export const ROW_B = row(1, { wind: 0.05, gust: 0.08, hs: 0 });
export const ROW_C = row(
  2,
  { wind: 0, gust: 0, hs: 0 },
  { meetsConstraints: false, constraintProblems: ['arrives at night'] },
);
export const ROW_D = row(3, { wind: 0, gust: 0, hs: 0 }, { covered: false });

export function sweepOf(sweepId: string, createdAtUtc: number, stale = false): DepartureSweep {
  return {
    sweepId,
    voyageId: 'v1',
    voyageRevision: 2,
    createdAtUtc,
    window: { fromUtc: T0, toUtc: T0 + 18 * H, everyH: 6, arriveInDaylight: true },
    rank: 'safest',
    riskCap: 0.1,
    limits: { windKn: 34, gustKn: 45, hsM: 4 },
    ensembleModels: { wind: 'ecmwf-ens', waves: 'ecmwf-wam-ens' },
    // In the backend's rank order for 'safest'.
    departures: [ROW_B, ROW_A, ROW_C, ROW_D].map((r, i) => ({ ...r, rank: i + 1 })),
    top: { departureUtc: ROW_B.departureUtc, words: 'Leave 2026-12-01 12:00Z: 8 % of members see gusts above 45 kn.' },
    places: 12,
    creditsSpent: 24,
    provenance: {
      source: 'demo',
      stale,
      fetchedAtUtc: createdAtUtc,
      ageS: 0,
      models: [{ id: 'ecmwf-ens', runUtc: createdAtUtc - 6 * H }],
    },
    change: null,
  };
}

export function summaryOf(sweep: DepartureSweep): SweepSummary {
  return {
    sweepId: sweep.sweepId,
    voyageRevision: sweep.voyageRevision,
    createdAtUtc: sweep.createdAtUtc,
    window: sweep.window,
    rank: sweep.rank,
    creditsSpent: sweep.creditsSpent,
    provenance: sweep.provenance,
    departureCount: sweep.departures.length,
    topDepartureUtc: sweep.top?.departureUtc ?? null,
  };
}
