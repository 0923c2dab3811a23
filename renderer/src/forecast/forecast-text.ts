// The forecast panel's words: what a run will cost (and what is already stored), earlier
// forecasts, the chance over the passage. Pure, so the wording is tested under Node.
import type { CreditEstimate, SnapshotSummary, UnitPreferences } from '../../../shared/ipc';
import { likelihoodOf, percentWords, type VoyageExceedance, type WorstWindow } from '../../../shared/forecast';
import { formatUtcMinute } from '../../../shared/domain/time';
import { QUANTITIES, beyondLimit } from '../../../shared/domain/quantities';
import { quantityDisplay } from '../lib/quantity-units';

/** What each endpoint of a run fetches, in a navigator's words. */
const ENDPOINT_WORDS: Readonly<Record<string, string>> = {
  'marine.shipping.route': 'Weather and sea along the route',
  'weather.ensemble.point': 'Wind ensemble (51 members) at a position',
  'marine.ensemble.point': 'Wave ensemble (51 members) at a position',
  storms: 'Tropical storms',
};

export interface EstimateLine {
  readonly endpoint: string;
  readonly label: string;
  readonly requests: number;
  /** Of them, answered from the store for 0 credits. */
  readonly cached: number;
  readonly credits: number;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The estimate per endpoint, in the order the run sends them. */
export function estimateLines(estimate: CreditEstimate): EstimateLine[] {
  const lines = new Map<string, { requests: number; cached: number; credits: number }>();
  for (const r of estimate.requests) {
    const line = lines.get(r.endpoint) ?? { requests: 0, cached: 0, credits: 0 };
    line.requests += 1;
    line.cached += r.cached ? 1 : 0;
    line.credits += r.credits;
    lines.set(r.endpoint, line);
  }
  return [...lines].map(([endpoint, line]) => ({ endpoint, label: ENDPOINT_WORDS[endpoint] ?? endpoint, ...line }));
}

/** "3 requests, 1 stored" for one line of the estimate. */
export function estimateLineText(line: EstimateLine): string {
  const stored = line.cached === 0 ? '' : line.cached === line.requests ? ', all stored' : `, ${line.cached} stored`;
  return `${plural(line.requests, 'request')}${stored}: ${plural(line.credits, 'credit')}`;
}

/** The sentence above the Confirm button. */
export function estimateSummary(estimate: CreditEstimate): string {
  const total = estimate.requests.length;
  const cached = estimate.requests.filter((r) => r.cached).length;
  if (estimate.credits === 0) return '0 credits: everything is already stored.';
  const stored = cached === 0 ? 'nothing is stored yet' : `${cached} of ${total} already stored, free`;
  return `This forecast will spend ${plural(estimate.credits, 'credit')} (${plural(total, 'request')}; ${stored}).`;
}

/**
 * What a run still has to bring while its first results are shown, e.g. "Deterministic
 * forecast shown. Members: 12 of 30 parts in; the fans fill in as the rest arrive."
 */
export function comingText(ensembleParts: { readonly done: number; readonly total: number }): string {
  const shown = 'Deterministic forecast shown.';
  if (ensembleParts.total === 0) return `${shown} The stored forecast follows when the run ends.`;
  const members = `Members: ${ensembleParts.done} of ${ensembleParts.total} parts in`;
  return ensembleParts.done === 0
    ? `${shown} ${members}; the ensemble fans appear as they arrive.`
    : `${shown} ${members}; the fans fill in as the rest arrive.`;
}

/** One line for the list of earlier forecasts: when, which revision, what it cost. */
export function snapshotLabel(summary: SnapshotSummary): string {
  const what = summary.ensemble ? `${summary.memberCount}-member ensemble` : 'deterministic only';
  return `${formatUtcMinute(summary.createdAtUtc)} · revision ${summary.voyageRevision} · ${what} · ${plural(summary.creditsSpent, 'credit')}`;
}

/** "Hs above 4.0 m", "Visibility below 1.0 NM", in the navigator's units. */
function limitHead(e: VoyageExceedance, units: UnitPreferences): string {
  const { format, unit } = quantityDisplay(e.quantity, units);
  const { short, sense } = QUANTITIES[e.quantity];
  return `${short} ${sense} ${format(e.limit)} ${unit}`;
}

/**
 * The chance over the whole passage with its word (chance-words.ts), e.g. "Hs above 4.0 m: 62 %
 * of members somewhere on the passage (31 of 50), likely; at most 40% at one time";
 * deterministic-only: the worst value (the highest; the lowest visibility) and whether it is beyond.
 */
export function passageChanceText(e: VoyageExceedance, units: UnitPreferences): string {
  const { format, unit } = quantityDisplay(e.quantity, units);
  const head = limitHead(e, units);
  if (e.probabilityAnyStep !== null) {
    const peak = e.peakProbability === null ? '' : `; at most ${percentWords(e.peakProbability)} at one time`;
    return `${head}: ${percentWords(e.probabilityAnyStep)} of members somewhere on the passage (${e.membersAbove} of ${e.membersWithValue}), ${likelihoodOf(e.probabilityAnyStep)}${peak}`;
  }
  if (e.maxDeterministic === null) return `${head}: no forecast values`;
  const beyond = beyondLimit(e.quantity, e.maxDeterministic, e.limit);
  const worst = QUANTITIES[e.quantity].sense === 'above' ? 'highest' : 'lowest';
  return `${head}: ${beyond ? 'forecast' : 'not forecast'} (${worst} ${format(e.maxDeterministic)} ${unit}, deterministic only)`;
}

export interface Headline {
  /** 'danger': a storm warns or a limit is likely; 'warn': possible, or above in the deterministic run only. */
  readonly level: 'danger' | 'warn' | 'ok';
  readonly text: string;
}

/**
 * The summary's first line, which must agree with every line beneath it: the storms that warn
 * first, then the limits by the same words as their chance lines (likely / possible, from the
 * passage-wide share, which is at least the share at any one time). It says "no limit is likely"
 * only when no chance line says likely, no window is shown and no storm warns.
 */
export function forecastHeadline(
  passages: readonly VoyageExceedance[],
  windows: readonly WorstWindow[],
  warningStormNames: readonly string[],
  units: UnitPreferences,
): Headline {
  const share = (e: VoyageExceedance): number => Math.max(e.probabilityAnyStep ?? 0, e.peakProbability ?? 0);
  const likely = passages.filter((e) => likelihoodOf(share(e)) === 'likely');
  const possible = passages.filter((e) => likelihoodOf(share(e)) === 'possible');
  const deterministic = passages.filter(
    (e) =>
      likelihoodOf(share(e)) !== 'likely' &&
      windows.some((w) => w.basis === 'deterministic' && w.quantity === e.quantity),
  );
  const list = (es: readonly VoyageExceedance[]): string =>
    es.map((e) => `${limitHead(e, units)} (${percentWords(share(e))} of members)`).join('; ');
  const parts: string[] = [];
  if (warningStormNames.length > 0) parts.push(`Storm warning: ${warningStormNames.join(', ')}.`);
  if (likely.length > 0) parts.push(`Exceeding a limit is likely: ${list(likely)}.`);
  if (deterministic.length > 0)
    parts.push(
      `Above a limit in the deterministic forecast: ${deterministic.map((e) => limitHead(e, units)).join('; ')}.`,
    );
  if (likely.length === 0 && deterministic.length === 0) {
    if (warningStormNames.length > 0)
      parts.push('No limit reaches likely in the model forecast; the storm warning stands.');
    else if (possible.length > 0) parts.push(`No limit is likely to be exceeded; possible: ${list(possible)}.`);
    else parts.push('No limit is likely to be exceeded along the voyage.');
  }
  const level =
    warningStormNames.length > 0 || likely.length > 0
      ? 'danger'
      : possible.length > 0 || deterministic.length > 0
        ? 'warn'
        : 'ok';
  return { level, text: parts.join(' ') };
}
