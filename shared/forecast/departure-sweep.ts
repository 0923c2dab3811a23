// The departure sweep's analysis: for each departure, the chance that the ensemble's members
// break the vessel's limits anywhere on the voyage (issue 16), read from ensemble answers stored
// by place, so that departures passing the same places reuse the same answers.
import type { Position } from '../domain/position';
import {
  QUANTITIES,
  QUANTITY_IDS,
  beyondLimit,
  limitOf,
  riskSidePercentile,
  severity,
  type LimitSense,
  type PerLimitField,
  type PerQuantity,
} from '../domain/quantities';
import type { VesselLimits } from '../domain/voyage';
import type { Schedule } from '../schedule';
import { percentileOfSorted } from './ensemble-stats';
import type { Quantity } from './quantities';
import { relativeSchedule, requireStep, stepsOf, type SweepPlace, type SweepVoyage } from './sweep-steps';

/**
 * A departure's worst value (p90Max) is this percentile over the members of each member's worst
 * value along the voyage: of its maximum, or for a limit at risk below it, the mirror percentile
 * (P10) of its minimum. One home for the figure the CLI, the app and the report head it with.
 */
const WORST_PERCENTILE = 90;

/** The percentile of the worst value on the risk side of a limit: P90 above it, P10 below it. */
export function worstPercentile(sense: LimitSense): number {
  return riskSidePercentile(sense, WORST_PERCENTILE);
}

/** The members at one place and step; null where the ensemble has no value (beyond its horizon). */
export interface MemberValues {
  /** Wind speed per member, knots. */
  readonly wind: ArrayLike<number> | null;
  /** Gust per member, knots. */
  readonly gust: ArrayLike<number> | null;
  /** Significant wave height per member, metres. */
  readonly hs: ArrayLike<number> | null;
  /** Visibility per member, nautical miles, where the ensemble gives it (absent: not asked). */
  readonly visibility?: ArrayLike<number> | null;
  /** Mean wave direction per member, degrees true the waves come FROM, when it was asked (the router asks it). */
  readonly waveFrom?: ArrayLike<number> | null;
  /** Mean wave period per member, seconds, when it was asked (the seakeeping check asks it). */
  readonly wavePeriod?: ArrayLike<number> | null;
}

/** Stored ensemble answers: members at a place key and an ensemble step time (Unix seconds UTC). */
export type MemberLookup = (placeKey: string, timeUtc: number) => MemberValues;

export interface SweepInput {
  readonly voyage: SweepVoyage;
  /** Departures, Unix seconds UTC. */
  readonly departuresUtc: readonly number[];
  /** From sweepPlaces, in order of distance along the route. */
  readonly places: readonly SweepPlace[];
  readonly lookup: MemberLookup;
  readonly limits: VesselLimits;
  /** Ensemble step, hours (3 for ECMWF ENS). */
  readonly stepH: number;
  /** Ensemble steps fall on stepOriginUtc + k·step; default 0 (whole UTC hours). */
  readonly stepOriginUtc?: number;
}

/** One figure per limit; visibility only where it was judged (the vessel has the limit, the ensemble the values). */
export type PerLimit = PerQuantity<number>;

/** The step where the largest share of members is above any limit: data for wording later. */
export interface WorstStep {
  readonly timeUtc: number;
  /** The leg being sailed (from waypoint legIndex), or null at a waypoint (a stay). */
  readonly legIndex: number | null;
  readonly placeKey: string;
  /** The place's rounded position, degrees. */
  readonly position: Position;
  /** The limit broken by the largest share of members here (in the table's order on a tie: wind first). */
  readonly quantity: Quantity;
  /** Share of members above at least one limit at this step, 0..1. */
  readonly share: number;
  /** Share of members above each limit at this step, 0..1. */
  readonly shares: PerLimit;
}

export interface DepartureRow {
  readonly departureUtc: number;
  readonly arrivalUtc: number;
  /** Fraction of members (0..1) beyond each limit at some step of the voyage (counted once). */
  readonly exceedance: PerLimit;
  /** Hours above each limit, expected over members. */
  readonly hoursAbove: PerLimit;
  /**
   * P90 over members of each member's worst value along the voyage (its maximum; for visibility,
   * at risk below, the P10 of its minimum); null without any value.
   */
  readonly p90Max: PerLimitField<number | null>;
  /** False when some step lacks members of a quantity: the figures then cover the steps with data only. */
  readonly covered: boolean;
  /** Per leg sailed, in order: the share of members above each limit at some step of that leg (0..1). */
  readonly legs: readonly { readonly legIndex: number; readonly exceedance: PerLimit }[];
  /** The earliest step with the largest share of members above any limit; null when no member is above. */
  readonly worst: WorstStep | null;
}

/** Per member and quantity (QUANTITY_IDS order): beyond the limit at some step, steps beyond, the worst severity. */
class MemberTally {
  readonly everAbove: Uint8Array[];
  readonly stepsAbove: Uint32Array[];
  readonly max: Float64Array[];
  /** Quantities judged at some step (the vessel has the limit and the ensemble had values). */
  readonly judged: boolean[];
  memberCount = 0;

  constructor(capacity: number) {
    this.everAbove = QUANTITY_IDS.map(() => new Uint8Array(capacity));
    this.stepsAbove = QUANTITY_IDS.map(() => new Uint32Array(capacity));
    this.max = QUANTITY_IDS.map(() => new Float64Array(capacity).fill(-Infinity));
    this.judged = QUANTITY_IDS.map(() => false);
  }
}

/**
 * A quantity is judged when the vessel has its limit; one whose limit is optional (visibility)
 * also needs the ensemble to have been asked for it (undefined: not asked, so not "uncovered").
 */
function judgedLimit(input: SweepInput, values: MemberValues, q: Quantity): number | undefined {
  const limit = limitOf(q, input.limits);
  if (limit === undefined) return undefined;
  if (QUANTITIES[q].limit.optional && values[q] === undefined) return undefined;
  return limit;
}

/** The figure of each quantity judged, as a PerLimit (the optional ones only where judged). */
function perLimit(figure: (qi: number) => number, judged: readonly boolean[]): PerLimit {
  const out: Partial<Record<Quantity, number>> = {};
  QUANTITY_IDS.forEach((q, qi) => {
    if (judged[qi] === true || !QUANTITIES[q].limit.optional) out[q] = figure(qi);
  });
  return out as PerLimit;
}

/** Room per tally: ECMWF ENS has 51 members, a multi-model ensemble a few hundred at most. */
const MAX_MEMBERS = 256;

/** One departure's row; the same numbers whatever other departures are swept with it. */
function analyseDeparture(input: SweepInput, schedule: Schedule, departureUtc: number): DepartureRow {
  const arrivalUtc = departureUtc + schedule.durationS;
  const tally = new MemberTally(MAX_MEMBERS);
  const legTallies = new Map<number, LegTally>();
  let covered = true;
  let worst: WorstStep | null = null;
  const aboveAny = new Uint8Array(MAX_MEMBERS);
  for (const step of stepsOf(schedule, input.places, departureUtc, input.stepH * 3600, input.stepOriginUtc ?? 0)) {
    const { timeUtc, legIndex, place } = step;
    const values = input.lookup(place.key, timeUtc);
    let leg: LegTally | undefined;
    if (legIndex !== null) {
      leg = legTallies.get(legIndex) ?? { ever: QUANTITY_IDS.map(() => new Uint8Array(MAX_MEMBERS)), members: 0 };
      legTallies.set(legIndex, leg);
    }
    aboveAny.fill(0);
    let stepMembers = 0;
    const counts = QUANTITY_IDS.map(() => 0);
    QUANTITY_IDS.forEach((q, qi) => {
      const limit = judgedLimit(input, values, q);
      if (limit === undefined) return;
      const members = values[q] ?? null;
      if (members === null) {
        covered = false;
        return;
      }
      tally.judged[qi] = true;
      if (members.length > MAX_MEMBERS) throw new Error(`departure sweep: more than ${MAX_MEMBERS} members`);
      const n = members.length;
      stepMembers = Math.max(stepMembers, n);
      tally.memberCount = Math.max(tally.memberCount, n);
      const ever = tally.everAbove[qi]!;
      const steps = tally.stepsAbove[qi]!;
      const max = tally.max[qi]!;
      const legEver = leg?.ever[qi];
      for (let m = 0; m < n; m++) {
        const v = members[m]!;
        const worse = severity(q, v);
        if (worse > max[m]!) max[m] = worse;
        if (beyondLimit(q, v, limit)) {
          ever[m] = 1;
          steps[m]!++;
          aboveAny[m] = 1;
          counts[qi]!++;
          if (legEver !== undefined) legEver[m] = 1;
        }
      }
    });
    if (leg !== undefined) leg.members = Math.max(leg.members, stepMembers);
    if (stepMembers === 0) continue;
    let any = 0;
    for (let m = 0; m < stepMembers; m++) any += aboveAny[m]!;
    const share = any / stepMembers;
    if (share > (worst?.share ?? 0)) {
      const shares = counts.map((c) => c / stepMembers);
      // The first of the largest shares, in the table's order.
      const top = shares.reduce((best, x, qi) => (x > shares[best]! ? qi : best), 0);
      const { key: placeKey, position } = place;
      const quantity = QUANTITY_IDS[top]!;
      worst = {
        timeUtc,
        legIndex,
        placeKey,
        position,
        quantity,
        share,
        shares: perLimit((qi) => shares[qi]!, tally.judged),
      };
    }
  }
  const legs = [...legTallies].map(([legIndex, leg]) => ({ legIndex, exceedance: legShares(leg, tally.judged) }));
  return { departureUtc, arrivalUtc, ...summary(tally, input.stepH), covered, legs, worst };
}

/** Per member and quantity on one leg: above the limit at some step of it. */
interface LegTally {
  readonly ever: Uint8Array[];
  members: number;
}

function legShares(leg: LegTally, judged: readonly boolean[]): PerLimit {
  const share = (qi: number) => {
    if (leg.members === 0) return 0;
    let ever = 0;
    for (let m = 0; m < leg.members; m++) ever += leg.ever[qi]![m]!;
    return ever / leg.members;
  };
  return perLimit(share, judged);
}

function summary(tally: MemberTally, stepH: number): Pick<DepartureRow, 'exceedance' | 'hoursAbove' | 'p90Max'> {
  const n = tally.memberCount;
  const per = QUANTITY_IDS.map((q, qi) => {
    let ever = 0;
    let steps = 0;
    const maxima: number[] = [];
    for (let m = 0; m < n; m++) {
      ever += tally.everAbove[qi]![m]!;
      steps += tally.stepsAbove[qi]![m]!;
      const max = tally.max[qi]![m]!;
      if (max > -Infinity) maxima.push(max);
    }
    maxima.sort((a, b) => a - b);
    return {
      exceedance: n > 0 ? ever / n : 0,
      hoursAbove: n > 0 ? (steps * stepH) / n : 0,
      // Severity back to a value: the P90 of -minimum is minus the P10 of the minimum.
      p90: maxima.length > 0 ? severity(q, percentileOfSorted(maxima, WORST_PERCENTILE / 100)) : null,
    };
  });
  const p90Max: Partial<Record<string, number | null>> = {};
  QUANTITY_IDS.forEach((q, qi) => {
    if (tally.judged[qi] === true || !QUANTITIES[q].limit.optional) p90Max[QUANTITIES[q].limit.field] = per[qi]!.p90;
  });
  return {
    exceedance: perLimit((qi) => per[qi]!.exceedance, tally.judged),
    hoursAbove: perLimit((qi) => per[qi]!.hoursAbove, tally.judged),
    p90Max: p90Max as DepartureRow['p90Max'],
  };
}

/**
 * One row per departure, in the order given. Positions are taken at every ensemble step from
 * departure to arrival (stays included) and read at the nearest place along the route; a
 * member above a limit at several steps counts once in `exceedance` ("exceeds" is strictly
 * above, as in exceedance.ts). Steps without data are marked (covered false), never filled.
 */
export function sweepDepartures(input: SweepInput): DepartureRow[] {
  if (input.places.length === 0) throw new Error('sweepDepartures: no places (use sweepPlaces)');
  requireStep(input.stepH);
  const schedule = relativeSchedule(input.voyage);
  return input.departuresUtc.map((departureUtc) => analyseDeparture(input, schedule, departureUtc));
}
