// What moved between two sweeps of the same voyage made from different model runs (issue 16):
// the ranking, per leg the share of members above each limit for the departure compared, and
// how far each storm's position at the closest approach moved.
import { QUANTITY_IDS } from '../domain/quantities';
import type { VesselLimits } from '../domain/voyage';
import { mToNm } from '../domain/units';
import { geodesicInverse } from '../geodesy/geodesic';
import type { PerLimit } from './departure-sweep';
import { legWords, limitWords, stormWorthSaying } from './departure-words';
import { percentWords } from './chance-words';
import type { Quantity } from './quantities';
import { formatDayHourUtc } from './text';

interface StormAt {
  readonly stormId: string;
  readonly name: string;
  readonly closestNm: number | null;
  readonly stormLat: number | null;
  readonly stormLon: number | null;
  readonly warningNm: number;
  readonly warningBroken: boolean;
  readonly insideCone: boolean;
}

/** A sweep's row as the comparison reads it. */
export interface ComparedRow {
  readonly departureUtc: number;
  readonly rank: number;
  readonly legs: readonly { readonly legIndex: number; readonly exceedance: PerLimit }[];
  readonly storms: readonly StormAt[];
}

export interface ComparedSweep {
  /** In rank order. */
  readonly departures: readonly ComparedRow[];
  /** Model runs used, Unix seconds UTC. */
  readonly runs: readonly { readonly id: string; readonly runUtc: number }[];
}

export interface SweepChangeFigures {
  readonly words: string[];
  readonly ranks: { departureUtc: number; before: number; after: number }[];
  readonly comparedDepartureUtc: number | null;
  readonly legs: { legIndex: number; quantity: Quantity; before: number; after: number }[];
  readonly storms: {
    stormId: string;
    name: string;
    shiftNm: number;
    closestBeforeNm: number | null;
    closestAfterNm: number | null;
  }[];
}

/** A leg's share that moved less than this is not worth a line (one member of 51 is 2 %). */
export const LEG_CHANGE_WORTH_SAYING = 0.05;
/** A storm position that moved less than this, NM, is within any track forecast's noise. */
export const STORM_SHIFT_WORTH_SAYING_NM = 10;
/** Lines of leg changes in the words, largest first. */
export const LEG_LINES = 3;

/** "the 27 Nov 00Z run" (the newest of the runs before), or `without` (e.g. "the previous sweep") without any. */
export function runWords(runs: readonly { readonly runUtc: number }[], without = 'the previous sweep'): string {
  if (runs.length === 0) return without;
  return `the ${formatDayHourUtc(Math.max(...runs.map((r) => r.runUtc)))} run`;
}

function legChanges(before: ComparedRow, after: ComparedRow): SweepChangeFigures['legs'] {
  const earlier = new Map(before.legs.map((l) => [l.legIndex, l.exceedance]));
  return after.legs
    .flatMap((leg) => {
      const was = earlier.get(leg.legIndex);
      if (was === undefined) return [];
      return QUANTITY_IDS.flatMap((quantity) => {
        const b = was[quantity];
        const a = leg.exceedance[quantity];
        // A limit judged in one sweep only (visibility where one ensemble had it) is not a change.
        if (a === undefined || b === undefined) return [];
        return a === 0 && b === 0 ? [] : [{ legIndex: leg.legIndex, quantity, before: b, after: a }];
      });
    })
    .sort((x, y) => Math.abs(y.after - y.before) - Math.abs(x.after - x.before) || x.legIndex - y.legIndex);
}

function stormChanges(before: ComparedRow, after: ComparedRow): SweepChangeFigures['storms'] {
  const earlier = new Map(before.storms.map((s) => [s.stormId, s]));
  return after.storms.flatMap((now) => {
    const was = earlier.get(now.stormId);
    if (was === undefined || was.stormLat === null || was.stormLon === null || now.stormLat === null) return [];
    if (now.stormLon === null) return [];
    const shiftNm = mToNm(geodesicInverse(was.stormLat, was.stormLon, now.stormLat, now.stormLon).distanceM);
    return [
      {
        stormId: now.stormId,
        name: now.name,
        shiftNm,
        closestBeforeNm: was.closestNm,
        closestAfterNm: now.closestNm,
      },
    ];
  });
}

/**
 * The change from `before` to `after`. The departure compared is the top choice now when the
 * earlier sweep had it too, else the best-ranked departure now that both swept; null when the
 * two sweeps share no departure (the ranks and words then say only that).
 */
export function sweepChange(
  before: ComparedSweep,
  after: ComparedSweep,
  limits: VesselLimits,
  waypointNames: readonly string[] = [],
): SweepChangeFigures {
  const since = runWords(before.runs);
  const earlier = new Map(before.departures.map((r) => [r.departureUtc, r]));
  const ranks = after.departures.flatMap((r) => {
    const was = earlier.get(r.departureUtc);
    return was === undefined ? [] : [{ departureUtc: r.departureUtc, before: was.rank, after: r.rank }];
  });
  const compared = after.departures.find((r) => earlier.has(r.departureUtc)) ?? null;
  const words: string[] = [];
  const topBefore = before.departures[0];
  const topAfter = after.departures[0];
  if (topBefore !== undefined && topAfter !== undefined) {
    words.push(
      topBefore.departureUtc === topAfter.departureUtc
        ? `The top departure is still ${formatDayHourUtc(topAfter.departureUtc)}, as with ${since}.`
        : `The top departure moved from ${formatDayHourUtc(topBefore.departureUtc)} to ${formatDayHourUtc(topAfter.departureUtc)} since ${since}.`,
    );
  }
  if (compared === null) {
    words.push(`No departure of this sweep was swept with ${since}: nothing to compare leg by leg.`);
    return { words, ranks, comparedDepartureUtc: null, legs: [], storms: [] };
  }
  const was = earlier.get(compared.departureUtc)!;
  const legs = legChanges(was, compared);
  const storms = stormChanges(was, compared);
  const departure = formatDayHourUtc(compared.departureUtc);
  const moved = legs.filter((l) => Math.abs(l.after - l.before) >= LEG_CHANGE_WORTH_SAYING);
  for (const l of moved.slice(0, LEG_LINES))
    words.push(
      `${legWords(l.legIndex, waypointNames)}: ${limitWords(l.quantity, limits)} from ${percentWords(l.before)} to ${percentWords(l.after)} since ${since} (departing ${departure}).`,
    );
  if (moved.length === 0 && legs.length > 0)
    words.push(`No leg's risk moved by ${percentWords(LEG_CHANGE_WORTH_SAYING)} or more (departing ${departure}).`);
  // A storm far off the track either time is noise in the words, however far its forecast moved.
  const nearEitherTime = new Set(
    [...was.storms, ...compared.storms].filter((s) => stormWorthSaying([s]) !== null).map((s) => s.stormId),
  );
  for (const s of storms.filter((x) => x.shiftNm >= STORM_SHIFT_WORTH_SAYING_NM && nearEitherTime.has(x.stormId))) {
    const closest =
      s.closestBeforeNm !== null && s.closestAfterNm !== null
        ? `; closest approach ${Math.round(s.closestBeforeNm)} → ${Math.round(s.closestAfterNm)} NM`
        : '';
    words.push(
      `${s.name}: at the closest approach the storm is ${Math.round(s.shiftNm)} NM from where ${since} put it${closest}.`,
    );
  }
  return { words, ranks, comparedDepartureUtc: compared.departureUtc, legs, storms };
}
