// Section 3c, the port call: the arrival port the port-call panel was used for, the ETA there in
// UTC, ship's time and local time, and the Dutch road-traffic summary as stored at export.
import { formatZoneTime } from '../../../../../shared/domain/zone-time';
import type { Report } from '../content';
import { esc } from '../escape';
import { positionText, utcAndShipHtml, utcText } from './format';

function trafficHtml(report: Report): string {
  const traffic = report.portCall?.traffic ?? null;
  if (traffic === null)
    return '<p>No road traffic is stored. Open the port-call panel in Passage, then export the report again.</p>';
  const { jams, events, length, updated } = traffic.summary;
  const source = [
    traffic.source === 'demo' ? 'DEMO DATA (synthetic, not for navigation)' : 'live service',
    `fetched ${utcText(traffic.fetchedAtUtc)}`,
    ...(traffic.stale ? ['STALE: older than the service’s update interval, the roads may have changed'] : []),
  ].join(' · ');
  return `<p class="traffic${traffic.stale ? ' stale' : ''}">Road traffic in the Netherlands: ${jams} jam${jams === 1 ? '' : 's'}, ${events} event${events === 1 ? '' : 's'}, ${(length / 1000).toFixed(1)} km of queues (service updated ${esc(updated)}).</p>
<p class="note">Source: ${esc(source)}.</p>`;
}

export function portCallSection(report: Report): string {
  const call = report.portCall;
  if (call === null) return '';
  const { port } = call;
  return `<section class="port-call"><h2>3c Port call: ${esc(port.name)}</h2>
<table class="port-call"><tbody>
<tr><th>Port</th><td>${esc(port.name)}, ${esc(positionText(port.lat, port.lon))}</td></tr>
<tr><th>ETA</th><td>${utcAndShipHtml(call.etaUtc, port.lon)}<br><span class="muted">local ${esc(formatZoneTime(call.etaUtc, call.zone))} (${esc(call.zone)})</span></td></tr>
<tr><th>Panel used</th><td>${esc(utcText(call.usedAtUtc))}</td></tr>
</tbody></table>
${trafficHtml(report)}</section>`;
}
