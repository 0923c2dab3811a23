// The departure planner's words and cell values: the estimate, progress, per cent as the forecast
// panel writes them, the risk band of a cell (the bands the chart and the map use), the storm
// column, the history's model runs ("ecmwf-ens 00Z 27 Nov") and what changed since the last run.
// Pure, so the wording is tested under Node.
import type { DepartureRowOut, ModelRun, SweepChange, SweepEstimate, SweepSummary } from '../../../shared/ipc';
import { riskLevel, type RiskLevel } from '../../../shared/forecast/exceedance';
import { worstExceedance, type DepartureRanking } from '../../../shared/forecast/departure-rank';
import { worstPercentile } from '../../../shared/forecast/departure-sweep';
import { QUANTITIES, QUANTITY_IDS, quantitiesIn, type Quantity } from '../../../shared/domain/quantities';
import { formatUtcMinute } from '../../../shared/domain/time';
import { formatDayHourUtc } from '../../../shared/forecast/text';
import { stormWorthSaying } from '../../../shared/forecast/departure-words';
import { percentWords } from '../../../shared/forecast/chance-words';

/** The limits the rows judged: wind, gust and Hs always, visibility where some row has it. */
export function limitsShown(rows: readonly Pick<DepartureRowOut, 'exceedance'>[]): Quantity[] {
  return quantitiesIn(rows.map((r) => r.exceedance));
}

export const LIMIT_NAMES = Object.fromEntries(QUANTITY_IDS.map((q) => [q, QUANTITIES[q].short])) as Readonly<
  Record<Quantity, string>
>;

/**
 * A limit's column heads in the table, on the side of the limit it is at risk: "Wind", "Wind
 * above", "Wind P90 max kn"; "Visibility", "Visibility below", "Visibility P10 min NM".
 */
export function limitHeads(q: Quantity, unit: string): { risk: string; hours: string; worst: string } {
  const { sense, row } = QUANTITIES[q];
  const extreme = sense === 'above' ? 'max' : 'min';
  return {
    risk: LIMIT_NAMES[q],
    hours: `${LIMIT_NAMES[q]} ${sense}`,
    worst: `${row} P${worstPercentile(sense)} ${extreme} ${unit}`,
  };
}

export const RANKING_WORDS: Readonly<Record<DepartureRanking, string>> = {
  safest: 'Safest (lowest risk first)',
  earliest: 'Earliest arrival within a risk cap',
  balanced: 'Balanced (risk against a later arrival)',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A fraction of members as the forecast panel writes it: 0.4 is "40%". */
export function percent(fraction: number): string {
  return percentWords(fraction);
}

/** The band of a cell's exceedance: riskLevel's, as the forecast chart and the map colour legs. */
export function cellRisk(fraction: number): RiskLevel {
  return riskLevel(fraction, null);
}

/** The sentence above "Sweep departures". */
export function estimateSummary(e: SweepEstimate): string {
  const requests = `${plural(e.requests, 'request')}, ${e.cachedRequests === e.requests && e.requests > 0 ? 'all' : e.cachedRequests} stored`;
  const cost = e.credits === 0 ? '0 credits: everything is already stored' : `${plural(e.credits, 'credit')}`;
  return `Sweeping ${plural(e.departures, 'departure')} will spend ${cost} (${plural(e.places, 'place')} along the route; ${requests}).`;
}

/** The comparison the issue promises: a sweep costs about one forecast run of the voyage. */
export function runCreditsText(e: SweepEstimate): string {
  return `One forecast run of this voyage costs ${plural(e.runCredits, 'credit')}.`;
}

export function horizonText(e: SweepEstimate): string {
  return `The ensemble reaches ${formatUtcMinute(e.horizonUtc)}: departures arriving later are marked "not covered", not guessed.`;
}

/** "ecmwf-ens 00Z 27 Nov": a model run as the history lists it. */
export function modelRunText(run: ModelRun): string {
  const d = new Date(run.runUtc * 1000);
  const hour = String(d.getUTCHours()).padStart(2, '0');
  return `${run.id} ${hour}Z ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] ?? '???'}`;
}

/** One line of the sweep history: when, which runs, the top departure then. */
export function historyLabel(s: SweepSummary): string {
  const runs = s.provenance.models.length === 0 ? 'no model runs' : s.provenance.models.map(modelRunText).join(', ');
  const top = s.topDepartureUtc === null ? 'no departures' : `top ${formatUtcMinute(s.topDepartureUtc)}`;
  return `${formatUtcMinute(s.createdAtUtc)} · ${runs} · ${top} · ${plural(s.departureCount, 'departure')}`;
}

/** The storm cell: the nearest pass worth naming, in NM, and whether its warning distance or cone is broken. */
export function stormText(row: Pick<DepartureRowOut, 'storms'>): string {
  const near = stormWorthSaying(row.storms);
  if (near === null) return '–';
  const marks = [...(near.warningBroken ? ['warning broken'] : []), ...(near.insideCone ? ['in cone'] : [])];
  return `${near.name} ${Math.round(near.closestNm)} NM${marks.length === 0 ? '' : ` (${marks.join(', ')})`}`;
}

/** Expected hours above a limit: one decimal under 10 h, whole hours above. */
export function hoursText(hours: number): string {
  return hours === 0 ? '0' : hours < 10 ? hours.toFixed(1) : String(Math.round(hours));
}

/** "Leg 3 gusts: 10% → 45%". */
export function legChangeText(leg: SweepChange['legs'][number]): string {
  return `Leg ${leg.legIndex + 1} ${LIMIT_NAMES[leg.quantity].toLowerCase()}: ${percent(leg.before)} → ${percent(leg.after)}`;
}

/** "2026-12-01 06:00Z: rank 4 → 1" for a departure in both sweeps. */
export function rankShiftText(shift: SweepChange['ranks'][number]): string {
  return `${formatUtcMinute(shift.departureUtc)}: rank ${shift.before} → ${shift.after}`;
}

/** "MAYA: track moved 85 NM at the closest approach (closest 120 → 60 NM)". */
export function stormShiftText(storm: SweepChange['storms'][number]): string {
  const nm = (v: number | null) => (v === null ? 'none' : `${Math.round(v)} NM`);
  return `${storm.name}: track moved ${Math.round(storm.shiftNm)} NM at the closest approach (closest ${nm(storm.closestBeforeNm)} → ${nm(storm.closestAfterNm)})`;
}

/** The heading's tail: "since the sweep of 2026-11-26 06:00Z (ecmwf-ens 00Z 26 Nov)". */
export function changeSinceText(change: SweepChange): string {
  const runs = change.previousRuns.length === 0 ? '' : ` (${change.previousRuns.map(modelRunText).join(', ')})`;
  return `since the sweep of ${formatUtcMinute(change.previousCreatedAtUtc)}${runs}`;
}

/** The top choice when the navigator re-ranked the sweep here: the sweep's own words are for its ranking. */
export function rerankedTopText(row: DepartureRowOut | undefined, ranking: DepartureRanking): string | null {
  if (row === undefined) return null;
  const worst = worstExceedance(row);
  return `Ranked ${RANKING_WORDS[ranking].toLowerCase()}: leave ${formatUtcMinute(row.departureUtc)}, arrive ${formatUtcMinute(row.arrivalUtc)}, worst risk ${percent(worst)} of members.`;
}

/** The worst window in a table cell: "Hs 67 % · leg 2 · 28 Nov 00Z"; the full words go in its title. */
export function worstShort(row: Pick<DepartureRowOut, 'worst'>): string {
  const w = row.worst;
  if (w === null) return '–';
  const where = w.legIndex === null ? 'at a waypoint' : `leg ${w.legIndex + 1}`;
  return `${LIMIT_NAMES[w.quantity]} ${percent(w.shares[w.quantity] ?? 0)} · ${where} · ${formatDayHourUtc(w.timeUtc)}`;
}
