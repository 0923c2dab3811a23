// A sweep's departures from the ensemble answers in hand: rows from the members (the pure core,
// shared/forecast/departure-sweep), the arrival constraints, the storms, the ranking and the
// words, in the contract's shape. No I/O: the lookup, storms and constraint check are given.
import type { VesselLimits, Voyage } from '../../../../shared/domain/voyage';
import type { DepartureRowOut, DepartureSweep, StormPass, SweepWindow } from '../../../../shared/ipc';
import { sweepDepartures, type DepartureRow, type MemberLookup } from '../../../../shared/forecast/departure-sweep';
import { type SweepPlace } from '../../../../shared/forecast/sweep-steps';
import { rankDepartures, type DepartureRanking } from '../../../../shared/forecast/departure-rank';
import { topChoiceWords, worstWords } from '../../../../shared/forecast/departure-words';
import { ENSEMBLE_STEP_H } from '../../../../shared/schedule/ensemble-reach';
import type { Position } from '../../../../shared/domain/position';

/** The constraints broken by an arrival, in words; [] when every one holds. */
export type ArrivalCheck = (arrivalUtc: number, window: SweepWindow, destination: Position) => string[];

interface AnalysisInput {
  readonly voyage: Pick<Voyage, 'route' | 'speedsKn' | 'staysS'>;
  readonly window: SweepWindow;
  readonly departuresUtc: readonly number[];
  readonly places: readonly SweepPlace[];
  readonly lookup: MemberLookup;
  readonly limits: VesselLimits;
  readonly rank: DepartureRanking;
  readonly riskCap?: number;
  /** Storm passes per departure, in the order of `departuresUtc`. */
  readonly storms: (departuresUtc: readonly number[], durationS: number) => readonly (readonly StormPass[])[];
  /** The arrival constraints broken, in words (injected: the daylight check lives elsewhere). */
  readonly arrivalProblems: ArrivalCheck;
}

type AnalysedDepartures = Pick<DepartureSweep, 'departures' | 'top'>;

type CheckedRow = DepartureRow & {
  readonly constraintProblems: string[];
  readonly meetsConstraints: boolean;
  readonly storms: readonly StormPass[];
};

function contractRow(
  row: CheckedRow & { rank: number },
  limits: VesselLimits,
  waypointNames: readonly string[],
): DepartureRowOut {
  const { worst } = row;
  return {
    departureUtc: row.departureUtc,
    // Whole seconds, as the contract times are: a schedule's arrival carries the fraction of its speeds.
    arrivalUtc: Math.round(row.arrivalUtc),
    rank: row.rank,
    exceedance: { ...row.exceedance },
    hoursAbove: { ...row.hoursAbove },
    p90Max: { ...row.p90Max },
    covered: row.covered,
    meetsConstraints: row.meetsConstraints,
    constraintProblems: row.constraintProblems,
    legs: row.legs.map((leg) => ({ legIndex: leg.legIndex, exceedance: { ...leg.exceedance } })),
    worst:
      worst === null
        ? null
        : {
            timeUtc: worst.timeUtc,
            legIndex: worst.legIndex,
            lat: worst.position.lat,
            lon: worst.position.lon,
            quantity: worst.quantity,
            share: worst.share,
            shares: { ...worst.shares },
          },
    worstWords: worst === null ? null : worstWords(worst, limits, waypointNames),
    storms: [...row.storms],
  };
}

/**
 * Every departure ranked by the navigator's ranking, those breaking an arrival constraint after
 * those keeping them (rankDepartures). A departure's figures never depend on the others swept
 * with it (the core reads each one alone).
 */
export function analyseDepartures(input: AnalysisInput): AnalysedDepartures {
  const rows = sweepDepartures({
    voyage: input.voyage,
    departuresUtc: input.departuresUtc,
    places: input.places,
    lookup: input.lookup,
    limits: input.limits,
    stepH: ENSEMBLE_STEP_H,
  });
  const durationS = rows.length === 0 ? 0 : rows[0]!.arrivalUtc - rows[0]!.departureUtc;
  const storms = input.storms(input.departuresUtc, durationS);
  const destination = input.voyage.route.waypoints[input.voyage.route.waypoints.length - 1]!.position;
  const checked: CheckedRow[] = rows.map((row, i) => {
    const constraintProblems = input.arrivalProblems(row.arrivalUtc, input.window, destination);
    return { ...row, constraintProblems, meetsConstraints: constraintProblems.length === 0, storms: storms[i] ?? [] };
  });
  const ranked = rankDepartures(checked, {
    rank: input.rank,
    ...(input.riskCap === undefined ? {} : { riskCap: input.riskCap }),
  });
  const waypointNames = input.voyage.route.waypoints.map((w) => w.name);
  const first = ranked[0];
  const words = topChoiceWords(ranked, input.limits, input.rank, waypointNames);
  return {
    departures: ranked.map((row) => contractRow(row, input.limits, waypointNames)),
    top: first === undefined || words === null ? null : { departureUtc: first.departureUtc, words },
  };
}
