// Section 3b, the climate along the route, for a voyage beyond the forecast range: the ten-year
// monthly mean wind and gust at the route samples for the month the ship is there, labelled as
// climate (never as a forecast), with where the averages came from.
import { climateKn } from '../../../../../shared/forecast/climate-rows';
import { monthName } from '../../../../../shared/forecast/text';
import { ensembleReachWords } from '../../../../../shared/schedule/ensemble-reach';
import type { Report } from '../content';
import { esc } from '../escape';
import { num, positionText, utcText } from './format';

const WHERE = { departure: 'Departure', route: 'Along the route', arrival: 'Arrival' } as const;

function sourceText(report: Report): string {
  const p = report.climate?.outlook?.provenance;
  if (p === undefined) return '';
  const parts = [
    p.source === 'demo' ? 'DEMO DATA (synthetic, not for navigation)' : 'live service',
    `fetched ${utcText(p.fetchedAtUtc)}`,
  ];
  if (p.stale) parts.push('STALE: served from the store, some positions may be missing');
  return parts.join(' · ');
}

export function climateSection(report: Report): string {
  const climate = report.climate;
  if (climate === null) return '';
  const head = `<h2>3b Climate along the route</h2><p><strong>10-year monthly averages, not a forecast.</strong> ${
    climate.departureBeyond
      ? `The departure is beyond the forecast range (${ensembleReachWords()}): the forecast above holds no weather for this passage yet.`
      : `The passage ends beyond the forecast range (${ensembleReachWords()}): the forecast above does not reach the arrival.`
  } The climate tells what the season usually brings there.</p>`;
  const outlook = climate.outlook;
  if (outlook === null)
    return `<section class="climate">${head}<p>No climate outlook is stored for this voyage. Open the climate outlook in the forecast panel (or run <code>passage report</code> again), then export the report again.</p></section>`;
  const months = outlook.months.map((m) => `${monthName(m.month)} ${m.year}`).join(', ');
  const rows = outlook.samples.map(
    (s) =>
      `<tr><td>${esc(WHERE[s.kind])}</td><td class="n">${Math.round(s.distanceNm)}</td><td class="n">${esc(positionText(s.lat, s.lon, 0))}</td><td class="n">${esc(utcText(s.etaUtc))}</td><td>${esc(monthName(s.month))}</td><td class="n">${num(climateKn(s.windSpeedMs), 0)}</td><td class="n">${num(climateKn(s.windGustMs), 0)}</td></tr>`,
  );
  return `<section class="climate">${head}
<p>Months spanned: ${esc(months)}. Source: ${esc(sourceText(report))}.</p>
<table class="climate"><thead><tr><th>Where</th><th class="n">Distance (NM)</th><th class="n">Position (DM)</th><th class="n">ETA (UTC)</th><th>Month</th><th class="n">Mean wind (kn)</th><th class="n">Mean gust (kn)</th></tr></thead><tbody>${rows.join('')}</tbody></table>
<p class="note">Climate: the mean wind and gust of that calendar month over the past ten years at the position, not the weather expected on the day. Positions are rounded to a quarter degree. Run the forecast again once the departure is within the forecast range (${ensembleReachWords()}).</p></section>`;
}
