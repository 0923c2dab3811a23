// The departure planner in words (issue 16): the worst window of one departure, and why the top
// choice is the top choice, as a navigator would say it across the chart table.
import { limitOf, limitPhrase, QUANTITY_IDS } from '../domain/quantities';
import type { VesselLimits } from '../domain/voyage';
import type { DepartureRanking } from './departure-rank';
import { worstExceedance } from './departure-rank';
import type { DepartureRow, PerLimit, WorstStep } from './departure-sweep';
import type { Quantity } from './quantities';
import { formatAmount, formatDayHourUtc, formatWholeDegrees } from './text';
import { percentWords } from './chance-words';

type WorstInWords = Pick<WorstStep, 'timeUtc' | 'legIndex' | 'quantity' | 'share' | 'shares'> & {
  readonly position: { readonly lat: number; readonly lon: number };
};

/** A row as the words read it: the sweep's row, ranked, perhaps with its arrival constraints. */
export type RowInWords = Pick<DepartureRow, 'departureUtc' | 'arrivalUtc' | 'exceedance' | 'covered'> & {
  readonly worst: WorstInWords | null;
  readonly meetsConstraints?: boolean;
  readonly constraintProblems?: readonly string[];
};

/** "gusts above 45 kn", "seas (Hs) above 4 m", "visibility below 1 NM". */
export function limitWords(quantity: Quantity, limits: VesselLimits): string {
  const value = limitOf(quantity, limits);
  return limitPhrase(quantity, value === undefined ? '(no limit)' : formatAmount(value));
}

/** "leg 3 (Ushant → Finisterre)", or "leg 3" without names. */
export function legWords(legIndex: number, waypointNames: readonly string[] = []): string {
  const from = waypointNames[legIndex];
  const to = waypointNames[legIndex + 1];
  return from !== undefined && to !== undefined ? `leg ${legIndex + 1} (${from} → ${to})` : `leg ${legIndex + 1}`;
}

function whereWords(worst: WorstInWords, waypointNames: readonly string[]): string {
  const near = `near ${formatWholeDegrees(worst.position.lat, worst.position.lon)}`;
  return worst.legIndex === null ? `at a waypoint ${near}` : `on ${legWords(worst.legIndex, waypointNames)} ${near}`;
}

/** "Gusts above 45 kn on leg 3 (A → B) near 47°N 006°W around 03 Dec 06Z: 40 % of members." */
export function worstWords(worst: WorstInWords, limits: VesselLimits, waypointNames: readonly string[] = []): string {
  const what = limitWords(worst.quantity, limits);
  const share = percentWords(worst.shares[worst.quantity] ?? 0);
  return `${what[0]!.toUpperCase()}${what.slice(1)} ${whereWords(worst, waypointNames)} around ${formatDayHourUtc(worst.timeUtc)}: ${share} of members.`;
}

/** The limit a row is likeliest to break, and how likely: "gusts above 45 kn 12 %". */
function riskWords(exceedance: PerLimit, limits: VesselLimits): string {
  const worst = worstExceedance({ exceedance });
  if (worst === 0) return 'no member breaks a limit';
  return `${percentWords(worst)} of members meet ${limitWords(worstQuantity(exceedance), limits)}`;
}

/** The limit with the highest share (the first in the quantity table's order on a tie: wind). */
function worstQuantity(exceedance: PerLimit): Quantity {
  const worst = worstExceedance({ exceedance });
  return QUANTITY_IDS.find((q) => exceedance[q] === worst) ?? 'wind';
}

/** "6 h", "1 d 6 h". */
function hoursWords(seconds: number): string {
  const h = Math.round(seconds / 3600);
  return h >= 24 ? `${Math.floor(h / 24)} d${h % 24 === 0 ? '' : ` ${h % 24} h`}` : `${h} h`;
}

const RANKING_WORDS: Record<DepartureRanking, string> = {
  safest: 'the lowest risk',
  earliest: 'the earliest arrival within the risk cap',
  balanced: 'the best balance of risk and arrival',
};

/**
 * Why the first of `ranked` is the top choice, against the first departure of the window (the
 * navigator's "if we sailed as soon as we could"): how much later it leaves, what it misses that
 * the first departure meets, its own risk and arrival. Null without rows.
 */
export function topChoiceWords(
  ranked: readonly RowInWords[],
  limits: VesselLimits,
  ranking: DepartureRanking,
  waypointNames: readonly string[] = [],
): string | null {
  const top = ranked[0];
  if (top === undefined) return null;
  if (!top.covered)
    return 'No departure in the window is covered whole by the ensemble: the figures cover part of each voyage. Sweep an earlier window or a shorter route.';
  const first = ranked.reduce((a, b) => (b.departureUtc < a.departureUtc ? b : a));
  const parts: string[] = [];
  if (top === first) parts.push(`Leave ${formatDayHourUtc(top.departureUtc)}, the first departure of the window`);
  else {
    const later = `Leave ${formatDayHourUtc(top.departureUtc)}, ${hoursWords(top.departureUtc - first.departureUtc)} after the first departure`;
    const missed = first.worst;
    const q = missed?.quantity;
    const topShare = q === undefined ? undefined : top.exceedance[q];
    const firstShare = q === undefined ? undefined : first.exceedance[q];
    const missedShare = q === undefined ? 0 : (missed?.shares[q] ?? 0);
    if (
      missed === null ||
      q === undefined ||
      topShare === undefined ||
      firstShare === undefined ||
      !(topShare < firstShare)
    )
      parts.push(later);
    else if (topShare === 0)
      parts.push(
        `${later}: it misses the ${limitWords(q, limits)} ${whereWords(missed, waypointNames)} that ${percentWords(missedShare)} of members show for a ${formatDayHourUtc(first.departureUtc)} departure`,
      );
    else {
      // Still some risk of the same kind: say how much it falls, not that it is missed.
      parts.push(
        `${later}: the chance of ${limitWords(q, limits)} falls from ${percentWords(firstShare)} to ${percentWords(topShare)} (a ${formatDayHourUtc(first.departureUtc)} departure meets them ${whereWords(missed, waypointNames)}, ${percentWords(missedShare)} of members at once)`,
      );
      if (worstQuantity(top.exceedance) === q) {
        parts.push(`arrives ${formatDayHourUtc(top.arrivalUtc)}`);
        return finish(parts, top, ranking);
      }
    }
  }
  parts.push(`${riskWords(top.exceedance, limits)}; arrives ${formatDayHourUtc(top.arrivalUtc)}`);
  return finish(parts, top, ranking);
}

function finish(parts: readonly string[], top: RowInWords, ranking: DepartureRanking): string {
  let words = `${parts.join('; ')}. Ranked for ${RANKING_WORDS[ranking]}.`;
  if (top.meetsConstraints === false)
    words += ` No departure keeps every arrival constraint: ${(top.constraintProblems ?? []).join('; ')}.`;
  return words;
}

/** A storm further than this many warning distances from the ship is not worth a table cell. */
export const STORM_SHOWN_WITHIN_WARNINGS = 3;

interface PassInWords {
  readonly closestNm: number | null;
  readonly warningNm: number;
  readonly warningBroken: boolean;
  readonly insideCone: boolean;
}

/**
 * The storm pass a departure's row names: the nearest within three warning distances, or one
 * whose warning distance or cone is broken whatever the distance; null when every storm passes
 * far off (a tropical low 4000 NM away is noise in a departure table; the data keeps it).
 */
export function stormWorthSaying<S extends PassInWords>(storms: readonly S[]): (S & { closestNm: number }) | null {
  const near = storms.filter(
    (s): s is S & { closestNm: number } =>
      s.closestNm !== null &&
      (s.warningBroken || s.insideCone || s.closestNm <= STORM_SHOWN_WITHIN_WARNINGS * s.warningNm),
  );
  return near.reduce<(S & { closestNm: number }) | null>(
    (a, b) => (a === null || b.closestNm < a.closestNm ? b : a),
    null,
  );
}
