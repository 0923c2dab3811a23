// The per-quantity columns of the `passage departures` table and the words that explain them, built
// from the quantity table (shared/domain/quantities.ts) so a fifth quantity is one entry there.
// One share column per quantity judged; the hours beyond the limit and the voyage's worst value at
// the percentile, one column per side of the limit (above: wind, gust, Hs; below: visibility).
import {
  QUANTITIES,
  quantitiesIn,
  type LimitSense,
  type Quantity,
  type VesselLimitField,
} from '../../shared/domain/quantities';
import { formatAmount } from '../../shared/forecast/text';
import { percentFigure } from '../../shared/forecast/chance-words';
import { worstPercentile } from '../../shared/forecast/departure-sweep';
import type { DepartureRowOut } from '../../shared/ipc';

/** A voyage's worst value on each side: its maximum above the limit, its minimum below it. */
const EXTREME: Record<LimitSense, { readonly short: string; readonly word: string }> = {
  above: { short: 'max', word: 'maximum' },
  below: { short: 'min', word: 'minimum' },
};

type Figures = Pick<DepartureRowOut, 'exceedance' | 'hoursAbove' | 'p90Max'>;

/** Wind, gust, Hs, and visibility where some row judged it (the vessel has the limit, the ensemble the values). */
export function judgedQuantities(rows: readonly Figures[]): Quantity[] {
  return quantitiesIn(rows.map((r) => r.exceedance));
}

/** The sides of the limit the quantities are judged on, in the table's order (above first). */
function sensesOf(quantities: readonly Quantity[]): LimitSense[] {
  return [...new Set(quantities.map((q) => QUANTITIES[q].sense))];
}

function onSide(quantities: readonly Quantity[], sense: LimitSense): Quantity[] {
  return quantities.filter((q) => QUANTITIES[q].sense === sense);
}

/** Wind, Gust, Hs[, Visibility], Hours above[, Hours below], P90 max[, P10 min]. */
export function quantityHeader(quantities: readonly Quantity[]): string[] {
  const senses = sensesOf(quantities);
  return [
    ...quantities.map((q) => QUANTITIES[q].row),
    ...senses.map((sense) => `Hours ${sense}`),
    ...senses.map((sense) => `P${worstPercentile(sense)} ${EXTREME[sense].short}`),
  ];
}

/** Rounded down as everywhere a chance is written (shared/forecast/chance-words.ts). */
const percent = (fraction: number): string => `${percentFigure(fraction)}%`;

/** Whole knots; metres and miles to a tenth. */
const worstDecimals = (q: Quantity): number => (QUANTITIES[q].unit === 'kn' ? 0 : 1);

/** "36/50 kn 4.5 m": the values side by side, each run of one unit followed by it. */
function worstCell(worst: Partial<Record<VesselLimitField, number | null>>, quantities: readonly Quantity[]): string {
  const runs: { unit: string; values: string[] }[] = [];
  for (const q of quantities) {
    const { unit, limit } = QUANTITIES[q];
    const value = worst[limit.field] ?? null;
    const text = value === null ? '-' : formatAmount(value, worstDecimals(q));
    const last = runs.at(-1);
    if (last?.unit === unit) last.values.push(text);
    else runs.push({ unit, values: [text] });
  }
  return runs.map((run) => `${run.values.join('/')} ${run.unit}`).join(' ');
}

/** A row's cells under quantityHeader; '-' where this row did not judge a quantity. */
export function quantityCells(row: Figures, quantities: readonly Quantity[]): string[] {
  const { exceedance: share, hoursAbove: hours } = row;
  const senses = sensesOf(quantities);
  const hoursText = (x: number | undefined): string => (x === undefined ? '-' : formatAmount(x));
  return [
    ...quantities.map((q) => {
      const value = share[q];
      return value === undefined ? '-' : percent(value);
    }),
    ...senses.map((sense) =>
      onSide(quantities, sense)
        .map((q) => hoursText(hours[q]))
        .join('/'),
    ),
    ...senses.map((sense) => worstCell(row.p90Max, onSide(quantities, sense))),
  ];
}

/**
 * What the columns hold: "Wind, Gust, Hs: the share of ensemble members (...) above the limit
 * somewhere on the voyage; hours above (wind/gust/Hs) expected over the members; P90 of the voyage
 * maximum", each side of the limit judged said in turn.
 */
export function quantityLegend(quantities: readonly Quantity[], models: string): string {
  const senses = sensesOf(quantities);
  const names = (sense: LimitSense, name: (q: Quantity) => string, join: string): string =>
    onSide(quantities, sense).map(name).join(join);
  const shares = senses.map((sense, i) => {
    const heads = names(sense, (q) => QUANTITIES[q].row, ', ');
    return i === 0
      ? `${heads}: the share of ensemble members (${models}) ${sense} the limit somewhere on the voyage`
      : `${heads}: the share ${sense} its limit`;
  });
  const hours = senses.map((sense) => `${sense} (${names(sense, (q) => QUANTITIES[q].limit.name, '/')})`);
  const worst = senses.map((sense) => `P${worstPercentile(sense)} of the voyage ${EXTREME[sense].word}`);
  return `${shares.join('; ')}; hours ${hours.join(' and ')} expected over the members; ${worst.join(', ')}`;
}
