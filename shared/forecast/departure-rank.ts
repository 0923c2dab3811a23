// Ranking of swept departures by the navigator's choice (issue 16), and the row as the CLI's
// `--json` prints it.
import { QUANTITY_IDS } from '../domain/quantities';
import type { DepartureRow } from './departure-sweep';

export type DepartureRanking = 'safest' | 'earliest' | 'balanced';

export interface RankOptions {
  readonly rank: DepartureRanking;
  /** 'earliest': the worst limit's exceedance at most this (0..1) counts as acceptable. Default 0.1. */
  readonly riskCap?: number;
}

export type RankedDepartureRow<R extends DepartureRow = DepartureRow> = R & { readonly rank: number };

/** The default risk cap: the upper edge of the 'low' risk band (exceedance.ts RISK_BANDS). */
export const DEFAULT_RISK_CAP = 0.1;

/**
 * 'balanced': one day of later arrival weighs as much as 5 percentage points of risk. A
 * navigator waits a day to halve a 10 % chance of a gale, not a week to shave 1 %.
 */
export const BALANCED_RISK_PER_DAY = 0.05;

/** The voyage's worst risk: the highest exceedance over the three limits, 0..1. */
export function worstExceedance(row: Pick<DepartureRow, 'exceedance'>): number {
  return Math.max(...QUANTITY_IDS.map((q) => row.exceedance[q] ?? 0));
}

type Compare = (a: DepartureRow, b: DepartureRow) => number;

const byDeparture: Compare = (a, b) => a.departureUtc - b.departureUtc;
const byArrival: Compare = (a, b) => a.arrivalUtc - b.arrivalUtc || byDeparture(a, b);
const safest: Compare = (a, b) => worstExceedance(a) - worstExceedance(b) || byArrival(a, b);

function comparator(rows: readonly DepartureRow[], options: RankOptions): Compare {
  switch (options.rank) {
    case 'safest':
      return safest;
    case 'earliest': {
      const cap = options.riskCap ?? DEFAULT_RISK_CAP;
      const within = (r: DepartureRow) => (worstExceedance(r) <= cap ? 0 : 1);
      return (a, b) => within(a) - within(b) || (within(a) === 0 ? byArrival(a, b) : safest(a, b));
    }
    case 'balanced': {
      const earliest = Math.min(...rows.filter((r) => r.covered).map((r) => r.arrivalUtc));
      const score = (r: DepartureRow) =>
        worstExceedance(r) + (BALANCED_RISK_PER_DAY * (r.arrivalUtc - earliest)) / 86_400;
      return (a, b) => score(a) - score(b) || safest(a, b);
    }
  }
}

/** A row that may say whether its arrival keeps the navigator's constraints (absent: it does). */
type Constrained = DepartureRow & { readonly meetsConstraints?: boolean };

/** 0: covered and keeps the arrival constraints; 1: covered, breaks one; 2: not covered whole. */
const tier = (r: Constrained) => (!r.covered ? 2 : r.meetsConstraints === false ? 1 : 0);

/**
 * Rows in rank order with `rank` 1..n. Departures whose arrival breaks a constraint rank after
 * those that keep them, and departures the ensemble does not cover whole rank last (by
 * departure): their figures leave steps out and must not look safer than a full answer.
 * Ties fall to the earlier arrival, then the earlier departure, so the order is total.
 */
export function rankDepartures<R extends Constrained>(
  rows: readonly R[],
  options: RankOptions,
): RankedDepartureRow<R>[] {
  const compare = comparator(rows, options);
  const sorted = [...rows].sort((a, b) =>
    tier(a) !== tier(b) ? tier(a) - tier(b) : a.covered ? compare(a, b) : byDeparture(a, b),
  );
  return sorted.map((row, i) => ({ ...row, rank: i + 1 }));
}

/** A departure as `passage departures --json` prints it; storms come from the caller. */
export interface DepartureJson<S> {
  readonly departureUtc: string;
  readonly arrivalUtc: string;
  readonly rank: number;
  readonly exceedance: DepartureRow['exceedance'];
  readonly hoursAbove: DepartureRow['hoursAbove'];
  readonly p90Max: DepartureRow['p90Max'];
  readonly storms: readonly S[];
  readonly covered: boolean;
}

/** Times as ISO strings with Z (the CLI takes --from/--to in ISO); every figure as in the row. */
export function departureJson<S>(
  row: Pick<
    RankedDepartureRow,
    'departureUtc' | 'arrivalUtc' | 'rank' | 'exceedance' | 'hoursAbove' | 'p90Max' | 'covered'
  >,
  storms: readonly S[],
): DepartureJson<S> {
  const iso = (utc: number) => new Date(utc * 1000).toISOString();
  return {
    departureUtc: iso(row.departureUtc),
    arrivalUtc: iso(row.arrivalUtc),
    rank: row.rank,
    exceedance: row.exceedance,
    hoursAbove: row.hoursAbove,
    p90Max: row.p90Max,
    storms,
    covered: row.covered,
  };
}
