// What moved between two forecasts of the same route made from different model runs (issue 16):
// per leg, the share of ensemble members above each vessel limit before and after, in the words
// of a sweep's change ("leg 3 (A → B): gusts above 45 kn from 10 % to 45 % since the 27 Nov 00Z run.").
import { beyondLimit, QUANTITY_IDS } from '../domain/quantities';
import type { VesselLimits } from '../domain/voyage';
import type { Snapshot } from '../ipc/methods/forecasts';
import { LEG_CHANGE_WORTH_SAYING, LEG_LINES, runWords } from './departure-change';
import { legWords, limitWords } from './departure-words';
import { percentWords } from './chance-words';
import { limitExceedances } from './exceedance';
import { legStepIndices } from './leg-risk';
import type { Quantity } from './quantities';

type Compared = Pick<Snapshot, 'steps' | 'series'>;

export interface LegShares {
  readonly legIndex: number;
  /**
   * Per limit: members above it (strictly) at one step of the leg or more / members with a value
   * on the leg, in [0, 1]; null without members there (or without the quantity). The leg's risk,
   * as a sweep counts it: a member that exceeds at three steps of the leg counts once.
   */
  readonly shares: Readonly<Record<Quantity, number | null>>;
}

export interface LegChange {
  readonly legIndex: number;
  readonly quantity: Quantity;
  /** Shares of members, in [0, 1]. */
  readonly before: number;
  readonly after: number;
}

export interface ForecastChange {
  /** Every leg and limit with members both times and some risk either time, largest change first. */
  readonly legs: readonly LegChange[];
  /** "the 27 Nov 00Z run": the newest model run of the forecast before. */
  readonly since: string;
  readonly words: readonly string[];
}

/** Two shares this close are equal: 3/20 − 2/20 is 0.04999… in floating point, and 5 points are worth saying. */
const SHARE_EPSILON = 1e-9;

function memberShare(
  quantity: Quantity,
  members: readonly (readonly (number | null)[])[],
  steps: readonly number[],
  limit: number,
) {
  let above = 0;
  let withValue = 0;
  for (const member of members) {
    let hasValue = false;
    let exceeds = false;
    for (const i of steps) {
      const v = member[i] ?? null;
      if (v === null) continue;
      hasValue = true;
      // Strictly beyond, as exceedanceAlong counts: a vessel rated for 4 m is within it at 4 m.
      if (beyondLimit(quantity, v, limit)) {
        exceeds = true;
        break;
      }
    }
    if (hasValue) withValue += 1;
    if (exceeds) above += 1;
  }
  return withValue === 0 ? null : above / withValue;
}

/** The risk of each leg (steps grouped as the chart colours legs), per limit. */
export function legShares(snapshot: Compared, limits: VesselLimits): LegShares[] {
  const exceedances = limitExceedances(snapshot, limits);
  return legStepIndices(snapshot.steps).map((steps, legIndex) => {
    const shares = Object.fromEntries(QUANTITY_IDS.map((q) => [q, null])) as Record<Quantity, number | null>;
    for (const e of exceedances) shares[e.quantity] = memberShare(e.quantity, e.series.members, steps, e.limit);
    return { legIndex, shares };
  });
}

/**
 * The change from `before` to `after` (the same route: the caller checks): every leg's share per
 * limit both times, and in words the largest changes of 5 points or more (at most three), or a
 * line saying none moved that far. Legs are matched by index.
 */
export function forecastChange(
  before: Compared & { readonly summary: Pick<Snapshot['summary'], 'provenance'> },
  after: Compared,
  limits: VesselLimits,
  waypointNames: readonly string[] = [],
): ForecastChange {
  const since = runWords(before.summary.provenance.models, 'the previous forecast');
  const earlier = new Map(legShares(before, limits).map((l) => [l.legIndex, l.shares]));
  let compared = false;
  const legs = legShares(after, limits)
    .flatMap((leg) => {
      const was = earlier.get(leg.legIndex);
      if (was === undefined) return [];
      return QUANTITY_IDS.flatMap((quantity) => {
        const b = was[quantity];
        const a = leg.shares[quantity];
        if (a === null || b === null) return [];
        compared = true;
        return a === 0 && b === 0 ? [] : [{ legIndex: leg.legIndex, quantity, before: b, after: a }];
      });
    })
    .sort((x, y) => Math.abs(y.after - y.before) - Math.abs(x.after - x.before) || x.legIndex - y.legIndex);
  const moved = legs.filter((l) => Math.abs(l.after - l.before) >= LEG_CHANGE_WORTH_SAYING - SHARE_EPSILON);
  const words = moved
    .slice(0, LEG_LINES)
    .map(
      (l) =>
        `${legWords(l.legIndex, waypointNames)}: ${limitWords(l.quantity, limits)} from ${percentWords(l.before)} to ${percentWords(l.after)} since ${since}.`,
    );
  if (!compared) words.push(`No leg has ensemble members in both forecasts: no risk to compare with ${since}.`);
  else if (moved.length === 0)
    words.push(`No leg's risk moved by ${percentWords(LEG_CHANGE_WORTH_SAYING)} or more since ${since}.`);
  return { legs, since, words };
}
