// Section 3d, departure planning: the departures swept for this revision ranked by the navigator's
// choice (the top ten), each limit's chance shaded in the risk bands of the weather table, the
// model runs the sweep used and what changed since the sweep before it.
import { BALANCED_RISK_PER_DAY } from '../../../../../shared/forecast/departure-rank';
import { riskLevel } from '../../../../../shared/forecast/exceedance';
import type { DepartureRowOut, DepartureSweep } from '../../../../../shared/ipc';
import type { Report } from '../content';
import { REPORT_DEPARTURE_ROWS } from '../departures';
import { esc } from './escape';
import { NONE, num, pct, utcText } from './format';

const RANKING = {
  safest: 'safest first (the lowest chance of breaking a limit, then the earliest arrival)',
  earliest: 'earliest arrival within the risk cap',
  balanced: `balanced (a day's later arrival weighs as ${Math.round(BALANCED_RISK_PER_DAY * 100)} points of risk)`,
} as const;

function chanceCell(p: number): string {
  const risk = riskLevel(p, null);
  return `<td class="n${risk === 'none' ? '' : ` p-${risk}`}">${pct(p)}</td>`;
}

function stormCell(row: DepartureRowOut): string {
  const near = row.storms
    .filter((s) => s.closestNm !== null)
    .sort((a, b) => a.closestNm! - b.closestNm!)
    .at(0);
  if (near === undefined) return `<td>${NONE}</td>`;
  const warn = near.warningBroken || near.insideCone;
  return `<td${warn ? ' class="p-high"' : ''}>${esc(`${near.name} ${Math.round(near.closestNm!)} NM`)}${near.insideCone ? ' (cone)' : ''}</td>`;
}

function notes(row: DepartureRowOut): string {
  const parts = [...row.constraintProblems, ...(row.covered ? [] : ['the ensemble does not reach the whole voyage'])];
  return parts.length === 0 ? NONE : parts.join('; ');
}

function rowHtml(row: DepartureRowOut): string {
  const hours = `${num(row.hoursAbove.wind, 0)} / ${num(row.hoursAbove.gust, 0)} / ${num(row.hoursAbove.hs, 0)}`;
  const p90 = `${num(row.p90Max.windKn, 0)} / ${num(row.p90Max.gustKn, 0)} / ${num(row.p90Max.hsM)}`;
  return `<tr><td class="n">${row.rank}</td><td class="n">${esc(utcText(row.departureUtc))}</td><td class="n">${esc(utcText(row.arrivalUtc))}</td>${chanceCell(row.exceedance.wind)}${chanceCell(row.exceedance.gust)}${chanceCell(row.exceedance.hs)}<td class="n">${hours}</td><td class="n">${p90}</td>${stormCell(row)}<td>${esc(notes(row))}</td></tr>`;
}

function runsText(sweep: DepartureSweep): string {
  const runs = sweep.provenance.models.map((m) => `${m.id} run of ${utcText(m.runUtc)}`).join(', ');
  const source = sweep.provenance.source === 'demo' ? 'DEMO DATA (synthetic, not for navigation)' : 'live service';
  const stale = sweep.provenance.stale ? ' · STALE: a newer model run may be out, sweep again before sailing' : '';
  return `${runs || 'no model run'} · ${source} · swept ${utcText(sweep.createdAtUtc)}${stale}`;
}

function changeHtml(sweep: DepartureSweep): string {
  const change = sweep.change;
  if (change === null)
    return '<p>No earlier sweep of this revision was made from other model runs: there is no change to show.</p>';
  const before = change.previousRuns.map((m) => `${m.id} ${utcText(m.runUtc)}`).join(', ');
  return `<p>Since the sweep of ${esc(utcText(change.previousCreatedAtUtc))} (runs ${esc(before || 'unknown')}):</p>
<ul class="windows">${change.words.map((w) => `<li>${esc(w)}</li>`).join('')}</ul>`;
}

export function departuresSection(report: Report): string {
  const sweep = report.departures;
  if (sweep === null) return '';
  const { window, limits } = sweep;
  const shown = sweep.departures.slice(0, REPORT_DEPARTURE_ROWS);
  const head = `<h2>3d Departure planning</h2>
<p>${sweep.departures.length} departure${sweep.departures.length === 1 ? '' : 's'} from ${esc(utcText(window.fromUtc))} to ${esc(utcText(window.toUtc))}, every ${window.everyH} h, ranked ${esc(RANKING[sweep.rank])}.${shown.length < sweep.departures.length ? ` The first ${shown.length} are shown.` : ''}</p>
${sweep.top === null ? '' : `<p><strong>${esc(sweep.top.words)}</strong></p>`}`;
  const table = `<table class="departures"><thead><tr><th class="n">Rank</th><th class="n">Departure (UTC)</th><th class="n">Arrival (UTC)</th><th class="n">P wind &gt; ${esc(String(limits.windKn))} kn</th><th class="n">P gust &gt; ${esc(String(limits.gustKn))} kn</th><th class="n">P Hs &gt; ${esc(String(limits.hsM))} m</th><th class="n">Hours above<br><span class="fan">wind / gust / Hs</span></th><th class="n">P90 maximum<br><span class="fan">wind kn / gust kn / Hs m</span></th><th>Nearest storm</th><th>Notes</th></tr></thead><tbody>${shown.map(rowHtml).join('')}</tbody></table>
<p class="note">P is the share of the ensemble's members that exceed the vessel's limit at some time on the passage for that departure (each member is one model trajectory); hours above are expected over the members; the P90 maximum is the 90th percentile over the members of each member's highest value on the passage.</p>`;
  return `<section class="departures">${head}
${table}
<p>Model runs used: ${esc(runsText(sweep))}.</p>
${changeHtml(sweep)}</section>`;
}
