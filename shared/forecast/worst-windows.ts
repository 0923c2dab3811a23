// The worst windows of a voyage in words: contiguous runs of steps where exceeding a limit is
// likely (or possible), e.g. "Hs above 4 m likely (62%) between 12 Dec 06Z and 13 Dec 00Z near 47°N 032°W".
import type { Snapshot } from '../ipc/methods/forecasts';
import type { LimitExceedance } from './exceedance';
import { membersAt } from './ensemble-stats';
import { QUANTITIES, severity, type QuantityUnit } from '../domain/quantities';
import type { Quantity } from './quantities';
import { formatAmount, formatDayHourUtc, formatWholeDegrees } from './text';
import { LIKELIHOOD_FROM, likelihoodOf, percentWords, type Likelihood } from './chance-words';

type Step = Pick<Snapshot['steps'][number], 'timeUtc' | 'lat' | 'lon'>;

export interface WorstWindow {
  readonly quantity: Quantity;
  readonly limit: number;
  readonly unit: QuantityUnit;
  /** 'ensemble': steps where the members' probability reaches the threshold; 'deterministic':
   * steps with no members where the deterministic value is beyond the limit. */
  readonly basis: 'ensemble' | 'deterministic';
  readonly startStep: number;
  readonly endStep: number;
  readonly startUtc: number;
  readonly endUtc: number;
  /** Highest probability in the window; null for a deterministic window. */
  readonly maxProbability: number | null;
  /** Worst deterministic value in the window (highest; lowest for visibility), in `unit`, or null. */
  readonly maxDeterministic: number | null;
  readonly likelihood: Likelihood | null;
  /** The worst step: highest probability, ties going to the highest member mean (ensemble),
   * or the highest deterministic value; the earliest of equals. */
  readonly worstStep: number;
  readonly position: { readonly lat: number; readonly lon: number };
  readonly text: string;
}

export interface WorstWindowOptions {
  /** Lowest probability a step needs to be in a window, as a fraction. Default 0.5 ("likely"). */
  readonly minProbability?: number;
}

function mean(values: readonly (number | null)[]): number {
  let sum = 0;
  let n = 0;
  for (const v of values) {
    if (v === null) continue;
    sum += v;
    n += 1;
  }
  return n === 0 ? -Infinity : sum / n;
}

/** The severity of the members' mean at a step; -Infinity without members. */
function memberSeverity(quantity: Quantity, members: readonly (number | null)[]): number {
  const m = mean(members);
  return m === -Infinity ? m : severity(quantity, m);
}

/** The window's text; a one-step window says "at" instead of "between". */
function describe(w: Omit<WorstWindow, 'text'>): string {
  const start = formatDayHourUtc(w.startUtc);
  const when = w.startStep === w.endStep ? `at ${start}` : `between ${start} and ${formatDayHourUtc(w.endUtc)}`;
  const how =
    w.maxProbability === null
      ? `forecast${w.maxDeterministic === null ? '' : ` (${formatAmount(w.maxDeterministic)} ${w.unit})`}`
      : `${w.likelihood ?? likelihoodOf(w.maxProbability)} (${percentWords(w.maxProbability)})`;
  const q = QUANTITIES[w.quantity];
  return `${q.short} ${q.sense} ${formatAmount(w.limit)} ${w.unit} ${how} ${when} near ${formatWholeDegrees(w.position.lat, w.position.lon)}`;
}

/**
 * Windows of one limit. A step is in an 'ensemble' window when its probability is at least
 * `minProbability`; a step without members is in a 'deterministic' window when its
 * deterministic value is above the limit. A run ends where a step does not qualify or the basis
 * changes (the ensemble range is often shorter than the deterministic one).
 *
 * Steps between two steps with members (members every 3 h on an hourly route) were not sampled
 * by the ensemble, which still covers them: such a step joins an ensemble window when the member
 * steps on both sides are in it, and otherwise is in no window. Deterministic windows are for
 * steps beyond the ensemble's range. (Regression: 3-hourly members broke every ensemble window
 * into one-step pieces with deterministic pieces between them.)
 */
export function windowsOf(
  exceedance: LimitExceedance,
  steps: readonly Step[],
  options: WorstWindowOptions = {},
): WorstWindow[] {
  const minProbability = options.minProbability ?? LIKELIHOOD_FROM.likely;
  const qualifies = (i: number): boolean => (exceedance.steps[i]?.probability ?? -1) >= minProbability;
  const previousMember: number[] = [];
  let last = -1;
  exceedance.steps.forEach((e, i) => {
    previousMember[i] = last;
    if (e.probability !== null) last = i;
  });
  const nextMember: number[] = [];
  let next = -1;
  for (let i = exceedance.steps.length - 1; i >= 0; i--) {
    nextMember[i] = next;
    if (exceedance.steps[i]?.probability !== null) next = i;
  }
  const basisAt = (i: number): WorstWindow['basis'] | null => {
    const e = exceedance.steps[i];
    if (e === undefined) return null;
    if (e.probability !== null) return e.probability >= minProbability ? 'ensemble' : null;
    const before = previousMember[i] ?? -1;
    const after = nextMember[i] ?? -1;
    if (before >= 0 && after >= 0) return qualifies(before) && qualifies(after) ? 'ensemble' : null;
    return e.deterministicAbove === true ? 'deterministic' : null;
  };
  const windows: WorstWindow[] = [];
  let i = 0;
  while (i < steps.length) {
    const basis = basisAt(i);
    if (basis === null) {
      i += 1;
      continue;
    }
    let end = i;
    while (end + 1 < steps.length && basisAt(end + 1) === basis) end += 1;
    windows.push(makeWindow(exceedance, steps, basis, i, end));
    i = end + 1;
  }
  return windows;
}

function makeWindow(
  exceedance: LimitExceedance,
  steps: readonly Step[],
  basis: WorstWindow['basis'],
  startStep: number,
  endStep: number,
): WorstWindow {
  const { series, quantity } = exceedance;
  let worstStep = startStep;
  let worstKey: readonly [number, number] = [-Infinity, -Infinity];
  let maxProbability: number | null = null;
  let maxDeterministic: number | null = null;
  for (let s = startStep; s <= endStep; s++) {
    const p = exceedance.steps[s]?.probability ?? null;
    const det = series.deterministic[s] ?? null;
    if (p !== null) maxProbability = Math.max(maxProbability ?? 0, p);
    if (det !== null && (maxDeterministic === null || severity(quantity, det) > severity(quantity, maxDeterministic)))
      maxDeterministic = det;
    const key: readonly [number, number] =
      basis === 'ensemble'
        ? [p ?? 0, memberSeverity(quantity, membersAt(series.members, s))]
        : [det === null ? -Infinity : severity(quantity, det), 0];
    if (key[0] > worstKey[0] || (key[0] === worstKey[0] && key[1] > worstKey[1])) {
      worstKey = key;
      worstStep = s;
    }
  }
  const at = steps[worstStep];
  const base = {
    quantity: exceedance.quantity,
    limit: exceedance.limit,
    unit: series.unit,
    basis,
    startStep,
    endStep,
    startUtc: steps[startStep]?.timeUtc ?? NaN,
    endUtc: steps[endStep]?.timeUtc ?? NaN,
    maxProbability: basis === 'ensemble' ? maxProbability : null,
    maxDeterministic,
    likelihood: basis === 'ensemble' && maxProbability !== null ? likelihoodOf(maxProbability) : null,
    worstStep,
    position: { lat: at?.lat ?? NaN, lon: at?.lon ?? NaN },
  };
  return { ...base, text: describe(base) };
}

/**
 * Windows of every limit, worst first: ensemble windows by highest probability, then
 * deterministic ones, each group in time order.
 */
export function worstWindows(
  exceedances: readonly LimitExceedance[],
  steps: readonly Step[],
  options: WorstWindowOptions = {},
): WorstWindow[] {
  const rank = (w: WorstWindow): number => w.maxProbability ?? -1;
  return exceedances
    .flatMap((e) => windowsOf(e, steps, options))
    .sort((a, b) => rank(b) - rank(a) || a.startUtc - b.startUtc);
}
