// Section 3d, departure planning (issue 16): when a departure sweep was made for the reported
// revision, its ranked table, the model runs it used and what changed since the sweep before.
import {
  QUANTITIES,
  QUANTITY_IDS,
  limitsGiven,
  quantitiesIn,
  type Quantity,
} from '../../../../../shared/domain/quantities';
import { riskLevel } from '../../../../../shared/forecast/exceedance';
import { worstExceedance } from '../../../../../shared/forecast/departure-rank';
import { worstPercentile } from '../../../../../shared/forecast/departure-sweep';
import { stormWorthSaying } from '../../../../../shared/forecast/departure-words';
import type { DepartureRowOut, DepartureSweep } from '../../../../../shared/ipc';
import type { Report } from '../content';
import { esc } from '../escape';
import { NONE, num, pct, utcText } from './format';

/** Rows in the printed table: the ranked top, enough to choose from on one page. */
export const REPORT_SWEEP_ROWS = 12;

const RANKING_TEXT = {
  safest: 'safest first (risk, then arrival)',
  earliest: 'earliest arrival within the risk cap',
  balanced: 'balanced (risk against arrival)',
} as const;

/** "wind 34 kn, gust 45 kn, Hs 4.0 m, minimum visibility 1.0 NM": the limits the sweep judged. */
function limitsText(limits: DepartureSweep['limits']): string {
  return limitsGiven(limits)
    .map(({ quantity, value }) => {
      const { limit, unit } = QUANTITIES[quantity];
      return `${limit.name} ${num(value, unit === 'kn' ? 0 : 1)} ${unit}`;
    })
    .join(', ');
}

function riskCell(probability: number): string {
  const level = riskLevel(probability, null);
  return `<td class="n"><span class="risk risk-${level}">${esc(pct(probability))}</span></td>`;
}

function stormCell(row: DepartureRowOut): string {
  const near = stormWorthSaying(row.storms);
  if (near === null) return `<td>${NONE}</td>`;
  const marks = [near.warningBroken ? 'within warning distance' : '', near.insideCone ? 'in the cone' : '']
    .filter((m) => m !== '')
    .join(', ');
  return `<td>${esc(`${near.name} ${Math.round(near.closestNm)} NM`)}${marks === '' ? '' : `<br><strong>${esc(marks)}</strong>`}</td>`;
}

/** The optional limits (visibility) some row judged: a risk column each after Hs, and its worst value. */
function extrasOf(rows: readonly DepartureRowOut[]): Quantity[] {
  return quantitiesIn(rows.map((r) => r.exceedance)).filter((q) => QUANTITIES[q].limit.optional);
}

function rowHtml(row: DepartureRowOut, extras: readonly Quantity[]): string {
  const notes = [...(row.covered ? [] : ['not covered whole']), ...row.constraintProblems];
  const worst = row.p90Max as Partial<Record<string, number | null>>;
  const extraRisk = extras.map((q) => {
    const share = row.exceedance[q];
    return share === undefined ? `<td class="n">${NONE}</td>` : riskCell(share);
  });
  const extraWorst = extras.map((q) => `<td class="n">${num(worst[QUANTITIES[q].limit.field] ?? null, 1)}</td>`);
  const hours = QUANTITY_IDS.reduce((sum, q) => sum + (row.hoursAbove[q] ?? 0), 0);
  return `<tr><td class="n">${row.rank}</td><td class="n">${esc(utcText(row.departureUtc))}</td><td class="n">${esc(utcText(row.arrivalUtc))}</td>${riskCell(row.exceedance.wind)}${riskCell(row.exceedance.gust)}${riskCell(row.exceedance.hs)}${extraRisk.join('')}<td class="n">${num(hours, 1)}</td><td class="n">${num(row.p90Max.windKn, 0)} / ${num(row.p90Max.gustKn, 0)}</td><td class="n">${num(row.p90Max.hsM, 1)}</td>${extraWorst.join('')}${stormCell(row)}<td>${esc(notes.join('; ') || NONE)}</td></tr>`;
}

function runsText(sweep: DepartureSweep): string {
  const runs = sweep.provenance.models.map((m) => `${m.id} ${utcText(m.runUtc)}`);
  return runs.length === 0 ? NONE : runs.join(', ');
}

function sourceText(sweep: DepartureSweep): string {
  const p = sweep.provenance;
  return [
    p.source === 'demo' ? 'DEMO DATA (synthetic, not for navigation)' : 'live service',
    `swept ${utcText(sweep.createdAtUtc)}`,
    `fetched ${utcText(p.fetchedAtUtc)}`,
    ...(p.stale ? ['STALE: a newer model run may be out'] : []),
  ].join(' · ');
}

function changeHtml(sweep: DepartureSweep): string {
  const change = sweep.change;
  if (change === null) return '<p>No earlier sweep of this voyage with other model runs: nothing to compare yet.</p>';
  const before = change.previousRuns.map((m) => `${m.id} ${utcText(m.runUtc)}`).join(', ') || NONE;
  return `<h3>Since the previous sweep (${esc(utcText(change.previousCreatedAtUtc))}, runs ${esc(before)})</h3>
<ul>${change.words.map((w) => `<li>${esc(w)}</li>`).join('')}</ul>`;
}

export function departureSection(report: Report): string {
  const sweep = report.departures;
  if (sweep === null) return '';
  const { window } = sweep;
  const shown = sweep.departures.slice(0, REPORT_SWEEP_ROWS);
  const extras = extrasOf(sweep.departures);
  // Limits at risk below them (visibility): their hours are the hours below.
  const below = extras.filter((q) => QUANTITIES[q].sense === 'below').map((q) => QUANTITIES[q].limit.name);
  const worst = Math.min(...sweep.departures.map(worstExceedance));
  const constraints = [
    window.arriveAfterUtc === undefined ? '' : `arrive after ${utcText(window.arriveAfterUtc)}`,
    window.arriveBeforeUtc === undefined ? '' : `arrive before ${utcText(window.arriveBeforeUtc)}`,
    window.arriveInDaylight ? 'arrive in daylight' : '',
  ].filter((c) => c !== '');
  return `<section class="departures"><h2>3d Departure planning</h2>
<p>${sweep.departures.length} departures from ${esc(utcText(window.fromUtc))} to ${esc(utcText(window.toUtc))}, every ${window.everyH} h${constraints.length === 0 ? '' : `; ${esc(constraints.join(', '))}`}. Ranked ${esc(RANKING_TEXT[sweep.rank])}. Limits: ${esc(limitsText(sweep.limits))}.</p>
${sweep.top === null ? '' : `<p><strong>${esc(sweep.top.words)}</strong></p>`}
<table class="departures"><thead><tr><th class="n">Rank</th><th class="n">Departure (UTC)</th><th class="n">Arrival (UTC)</th><th class="n">Wind risk</th><th class="n">Gust risk</th><th class="n">Hs risk</th>${extras.map((q) => `<th class="n">${esc(QUANTITIES[q].short)} risk</th>`).join('')}<th class="n">Hours beyond limits</th><th class="n">P90 max wind / gust (kn)</th><th class="n">P90 max Hs (m)</th>${extras.map((q) => `<th class="n">P${worstPercentile(QUANTITIES[q].sense)} ${QUANTITIES[q].sense === 'above' ? 'max' : 'min'} ${esc(QUANTITIES[q].label)} (${QUANTITIES[q].unit})</th>`).join('')}<th>Nearest storm</th><th>Notes</th></tr></thead><tbody>${shown.map((r) => rowHtml(r, extras)).join('')}</tbody></table>
<p class="note">Risk: the share of the ${esc(sweep.ensembleModels.wind)} / ${esc(sweep.ensembleModels.waves)} ensemble members that break the limit anywhere on the voyage (a member counts once). Hours beyond limits: expected over the members, all limits together (above wind, gust and Hs${below.map((name) => `; below the ${esc(name)}`).join('')}). ${shown.length < sweep.departures.length ? `The ${shown.length} best of ${sweep.departures.length} departures are shown. ` : ''}Lowest risk of any departure: ${esc(pct(worst))}.</p>
<p>Model runs used: ${esc(runsText(sweep))}. Source: ${esc(sourceText(sweep))}.</p>
${changeHtml(sweep)}</section>`;
}
