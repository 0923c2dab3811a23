// Section 3, the weather along the route: charts of wind, gust and Hs with the ensemble fan and
// the limit lines, the probability of exceeding each limit, the worst windows in words, and the
// table at every forecast step.
import { QUANTITIES, QUANTITY_IDS } from '../../../../../shared/domain/quantities';
import { formatDayHourUtc, formatWholeDegrees } from '../../../../../shared/forecast/text';
import type { Quantity } from '../../../../../shared/forecast/quantities';
import { RISK_BANDS, type RiskLevel } from '../../../../../shared/forecast/exceedance';
import { LIKELIHOOD_FROM } from '../../../../../shared/forecast/chance-words';
import type { Report, WeatherRow, WeatherSection } from '../content';
import { seriesChartSvg } from '../svg/series-chart';
import { RISK_SHORT } from '../svg/palette';
import { QUANTITY_LABEL, QUANTITY_SHORT } from './cover';
import { esc } from '../escape';
import { NONE, num, pct, positionText } from './format';

const TABLE_EXTRAS = ['waveDirection', 'wavePeriod', 'pressure'] as const;

function charts(weather: WeatherSection): string {
  const timesUtc = weather.rows.map((r) => r.timeUtc);
  // A waypoint with a stay has two steps (arrival, departure): marked at both, numbered once.
  const waypoints = weather.rows.flatMap((r, i) => {
    if (r.waypointIndex === null) return [];
    const again = weather.rows.slice(0, i).some((earlier) => earlier.waypointIndex === r.waypointIndex);
    return [{ timeUtc: r.timeUtc, label: again ? '' : String(r.waypointIndex + 1) }];
  });
  return QUANTITY_IDS.flatMap((quantity) => {
    const q = weather.along.quantities[quantity];
    const limit = weather.limits.find((l) => l.quantity === quantity);
    if (q === undefined || limit === undefined) return [];
    const svg = seriesChartSvg({
      title: QUANTITY_LABEL[quantity],
      unit: q.series.unit,
      timesUtc,
      deterministic: q.series.deterministic,
      stats: q.stats,
      limit: limit.limit,
      waypoints,
    });
    return [`<figure>${svg}</figure>`];
  }).join('');
}

function limitsTable(weather: WeatherSection): string {
  const rows = weather.limits.map((l) => {
    const peak = l.peakStep === null ? undefined : weather.rows[l.peakStep];
    const det = l.maxDeterministicStep === null ? undefined : weather.rows[l.maxDeterministicStep];
    const members = l.membersWithValue === 0 ? NONE : `${l.membersAbove} of ${l.membersWithValue}`;
    const where = (r: WeatherRow | undefined): string =>
      r === undefined ? NONE : `${formatDayHourUtc(r.timeUtc)}, ${formatWholeDegrees(r.lat, r.lon)}`;
    return `<tr><td>${esc(QUANTITY_LABEL[l.quantity])}</td><td class="n">${esc(`${l.limit} ${l.unit}`)}</td><td class="n${(l.probabilityAnyStep ?? 0) >= RISK_BANDS.highFrom ? ' p-high' : ''}">${pct(l.probabilityAnyStep)}</td><td class="n">${members}</td>
<td class="n">${pct(l.peakProbability)}</td><td>${esc(l.peakProbability === null || l.peakProbability === 0 ? NONE : where(peak))}</td><td class="n">${num(l.maxDeterministic)}</td><td>${esc(where(det))}</td></tr>`;
  });
  return `<table class="limits"><thead><tr><th>Limit</th><th class="n">Vessel limit</th><th class="n">Chance at some time on the passage</th><th class="n">Members beyond</th><th class="n">Highest chance at one step</th><th>When, where</th><th class="n">Worst forecast value</th><th>When, where</th></tr></thead><tbody>${rows.join('')}</tbody></table>
<p class="note">"Chance at some time" is the share of ensemble members that exceed the limit at one position or more along the route; each member is one model trajectory. Exceeding is strictly above the limit (for visibility, a minimum: strictly below it). The worst forecast value is the deterministic (higher-resolution) run's: its highest, for visibility its lowest.${visibilityNote(weather)}</p>`;
}

/** Says when visibility comes from the deterministic run only (no ensemble member has it). */
function visibilityNote(weather: WeatherSection): string {
  const v = weather.along.quantities.visibility;
  if (v === undefined || v.series.members.length > 0) return '';
  return ' Visibility is from the deterministic run only: the ensembles give none, so its chance is the deterministic forecast alone.';
}

function windowsList(weather: WeatherSection): string {
  const windows = weather.along.windows;
  if (windows.length === 0)
    return `<p>No window where exceeding a vessel limit is likely (${pct(LIKELIHOOD_FROM.likely)} of members or more), and no step where the deterministic forecast alone is above a limit.</p>`;
  return `<ul class="windows">${windows.map((w) => `<li>${esc(w.text)}</li>`).join('')}</ul>`;
}

/** A member step's probability, shaded by its risk; a step the ensemble did not sample shows the dash, unshaded. */
function probabilityCell(p: number | null | undefined, risk: RiskLevel | undefined): string {
  const cls =
    p !== null && p !== undefined && (risk === 'high' || risk === 'moderate' || risk === 'low') ? ` p-${risk}` : '';
  return `<td class="n${cls}">${pct(p)}</td>`;
}

function valueWithFan(row: WeatherRow, quantity: Quantity, decimals: number): string {
  const cell = row.quantities[quantity];
  if (cell === undefined) return `<td class="n">${NONE}</td>`;
  const fan =
    cell.stats === null
      ? ''
      : ` <span class="fan">${num(cell.stats.p10, decimals)}–${num(cell.stats.p90, decimals)}</span>`;
  return `<td class="n">${num(cell.value, decimals)}${fan}</td>`;
}

function stepTable(weather: WeatherSection): string {
  const extras = TABLE_EXTRAS.flatMap((key) => weather.extras.filter((e) => e.key === key));
  const present = QUANTITY_IDS.filter((q) => weather.along.quantities[q] !== undefined);
  const limitOf = (q: Quantity): string => {
    const l = weather.limits.find((x) => x.quantity === q);
    return l === undefined ? '' : `${l.limit} ${l.unit}`;
  };
  const head = [
    '<th>Time (UTC)</th><th class="n">WP</th><th class="n">Position</th><th class="n">Dist (NM)</th>',
    present.includes('wind')
      ? '<th class="n">Wind (kn)<br><span class="fan">P10–P90</span></th><th class="n">Bft</th><th>From</th>'
      : '',
    present.includes('gust') ? '<th class="n">Gust (kn)<br><span class="fan">P10–P90</span></th>' : '',
    present.includes('hs') ? '<th class="n">Hs (m)<br><span class="fan">P10–P90</span></th>' : '',
    present.includes('visibility') ? '<th class="n">Visibility (NM)<br><span class="fan">P10–P90</span></th>' : '',
    ...extras.map((e) => `<th class="n">${esc(`${e.label} (${e.unit})`)}</th>`),
    ...present.map(
      (q) =>
        `<th class="n">P ${esc(QUANTITY_SHORT[q])} ${QUANTITIES[q].sense === 'above' ? '&gt;' : '&lt;'} ${esc(limitOf(q))}</th>`,
    ),
    '<th>Risk</th>',
  ].join('');
  const rows = weather.rows.map((row) => {
    const wp = row.waypointIndex;
    const cells = [
      `<td>${esc(formatDayHourUtc(row.timeUtc))}</td><td class="n">${wp === null ? '' : wp + 1}</td><td class="n">${esc(positionText(row.lat, row.lon, 0))}</td><td class="n">${row.distanceNm.toFixed(0)}</td>`,
      present.includes('wind')
        ? `${valueWithFan(row, 'wind', 0)}<td class="n">${row.wind === null ? NONE : row.wind.beaufort}</td><td>${esc(row.wind?.compass ?? NONE)}</td>`
        : '',
      present.includes('gust') ? valueWithFan(row, 'gust', 0) : '',
      present.includes('hs') ? valueWithFan(row, 'hs', 1) : '',
      present.includes('visibility') ? valueWithFan(row, 'visibility', 1) : '',
      ...extras.map(
        (e) =>
          `<td class="n">${num(e.values[row.step] ?? null, e.key === 'pressure' || e.key === 'waveDirection' ? 0 : 1)}</td>`,
      ),
      ...present.map((q) => {
        const e = row.quantities[q]?.exceedance;
        return probabilityCell(e?.probability, e?.risk);
      }),
      `<td><span class="risk risk-${row.risk}">${esc(RISK_SHORT[row.risk])}</span></td>`,
    ];
    return `<tr${row.kind === 'waypoint' ? ' class="wp"' : ''}>${cells.join('')}</tr>`;
  });
  return `<table class="weather"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>
<p class="note">One row per forecast position: every model time step and every waypoint (bold, numbered as in the waypoint table). Values are the deterministic forecast, P10–P90 the ensemble's 10th to 90th percentile, "P … &gt;" the share of members above the vessel's limit. Wind is the 10 m mean; "From" the direction it blows from.</p>`;
}

export function weatherSection(report: Report): string {
  const weather = report.weather;
  if (weather === null) {
    return `<section class="page"><h2>3 Weather along the route</h2><p>No forecast is in this report. Run a forecast for this voyage, then export the report again to see the weather, the chance of exceeding the vessel's limits and the worst windows.</p></section>`;
  }
  return `<section class="page"><h2>3 Weather along the route</h2>
<h3>3.1 Wind, gusts and sea against the vessel's limits</h3>${charts(weather)}
<p class="note">Black line: deterministic forecast. Shading: ensemble from minimum to maximum (lightest), P10–P90 and P25–P75 (darkest); dashed blue: ensemble median. Red dashed line: the vessel's limit. Numbered dotted lines: waypoints.</p>
<h3>3.2 Probability of exceeding each limit</h3>${limitsTable(weather)}
<h3>3.3 Worst windows</h3>${windowsList(weather)}
<h3>3.4 Weather at each forecast step</h3>${stepTable(weather)}</section>`;
}
