// The report's sections after the cover, except the weather: the chart, the waypoint table,
// the storms with their closest approach, the warnings still standing, and the sign-off block.
import { formatLat, formatLon } from '../../../../../shared/domain/coordinates';
import { mToNm } from '../../../../../shared/domain/units';
import { formatCourse, formatShipTime, formatStay } from '../../../../../shared/domain/nav-text';
import { formatDayHourUtc } from '../../../../../shared/forecast/text';
import { stormClassOf, type StormClass } from '../../../../../shared/forecast/storm-track';
import type { Report, StormRow, WarningKind } from '../content';
import { routeChartSvg, type ChartLand } from '../svg/route-chart';
import type { MercatorView } from '../svg/mercator-view';
import { RISK_SHORT } from '../svg/palette';
import { esc } from '../escape';
import { NONE, positionText, utcText } from './format';

const LEG_LABEL = { rhumb: 'RL', greatCircle: 'GC' } as const;

export function chartSection(report: Report, view: MercatorView, land: ChartLand | null): string {
  const landNote =
    land === null
      ? 'Land could not be drawn: the Natural Earth data was not found.'
      : `Land: Natural Earth 1:${land.resolution.replace('m', ' million')}.`;
  const legNote =
    report.weather === null
      ? 'Legs are drawn in the route colour: there is no forecast in this report.'
      : 'Each leg is coloured by the worst risk of exceeding a vessel limit on it.';
  return `<section class="page"><h2>1 Chart</h2>
<figure>${routeChartSvg(report, view, land)}
<figcaption>Mercator projection, north up. Waypoints are numbered as in the waypoint table. ${esc(legNote)} Dots mark the ship at 00Z each day. ${esc(landNote)} Not for navigation: use official charts.</figcaption></figure>
${legRiskTable(report)}</section>`;
}

function legRiskTable(report: Report): string {
  const weather = report.weather;
  if (weather === null || weather.along.legs.length === 0) return '';
  const waypoints = report.sources.voyage.route.waypoints;
  const rows = weather.along.legs.map((leg) => {
    const step = leg.worstStepIndex === null ? undefined : weather.rows[leg.worstStepIndex];
    const from = waypoints[leg.fromWaypointIndex]?.name ?? '';
    const to = waypoints[leg.toWaypointIndex]?.name ?? '';
    return `<tr><td class="n">${leg.legIndex + 1}</td><td>${esc(`${from} → ${to}`)}</td><td><span class="risk risk-${leg.risk}">${esc(RISK_SHORT[leg.risk])}</span></td><td>${step === undefined || leg.risk === 'none' || leg.risk === 'unknown' ? NONE : esc(`${formatDayHourUtc(step.timeUtc)}, ${positionText(step.lat, step.lon, 0)}`)}</td></tr>`;
  });
  return `<h3>Risk by leg</h3><table><thead><tr><th class="n">Leg</th><th>From → to</th><th>Worst risk</th><th>Worst at (UTC, position)</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function waypointSection(report: Report): string {
  const { schedule } = report;
  const waypoints = report.sources.voyage.route.waypoints;
  const rows = schedule.waypoints.map((w, i) => {
    const leg = i > 0 ? schedule.legs[i - 1] : undefined;
    const last = i === schedule.waypoints.length - 1;
    return `<tr><td class="n">${i + 1}</td><td>${esc(waypoints[i]?.id ?? '')}</td><td>${esc(w.name)}</td><td class="n">${esc(formatLat(w.position.lat))}<br>${esc(formatLon(w.position.lon))}</td>
<td>${leg === undefined ? NONE : LEG_LABEL[leg.geometry]}</td><td class="n">${leg === undefined ? NONE : formatCourse(leg.courseDeg)}</td><td class="n">${leg === undefined ? NONE : leg.distanceNm.toFixed(1)}</td><td class="n">${mToNm(w.distanceM).toFixed(1)}</td><td class="n">${leg === undefined ? NONE : leg.speedKn.toFixed(1)}</td>
<td class="n">${i === 0 ? NONE : esc(utcText(w.etaUtc))}</td><td class="n">${i === 0 ? NONE : esc(formatShipTime(w.etaUtc, w.position.lon))}</td><td class="n">${esc(formatStay(w.stayS)) || NONE}</td><td class="n">${last ? NONE : esc(utcText(w.etdUtc))}</td></tr>`;
  });
  const gcNote = schedule.legs.some((l) => l.geometry === 'greatCircle')
    ? ' On great-circle (GC) legs the course is the initial course.'
    : '';
  return `<section class="page"><h2>2 Waypoints and schedule</h2>
<table class="waypoints"><thead><tr><th class="n">No.</th><th>Id</th><th>Name</th><th class="n">Position (DM)</th><th>Leg</th><th class="n">Course (°T)</th><th class="n">Leg (NM)</th><th class="n">Total (NM)</th><th class="n">Speed (kn)</th><th class="n">ETA (UTC)</th><th class="n">ETA (ship's time)</th><th class="n">Stay (h:mm)</th><th class="n">ETD (UTC)</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>
<p class="note">Leg type, course, distance and speed are those of the leg arriving at the waypoint: RL rhumb line, GC great circle (WGS84).${esc(gcNote)} Ship's time is the nautical zone of the waypoint's longitude.</p></section>`;
}

const CLASS_WORDS: Record<StormClass, string> = {
  hurricane: 'hurricane/typhoon',
  tropicalStorm: 'tropical storm',
  depression: 'tropical depression',
  unknown: 'unclassified (strictest)',
};

/** Which warning distance the storm breaks, and when, in words. */
export function stormVerdict({ proximity }: StormRow): string {
  const { cpa, firstBreach } = proximity;
  if (cpa === null) return 'Its track does not overlap the voyage in time: no closest approach.';
  const parts: string[] = [];
  if (firstBreach !== null) {
    const inside = Math.round(firstBreach.thresholdNm - firstBreach.distanceNm);
    parts.push(
      `BREAKS the ${firstBreach.thresholdNm} NM ${CLASS_WORDS[stormClassOf(firstBreach.category)]} warning distance from ${formatDayHourUtc(firstBreach.timeUtc)} (${Math.round(firstBreach.distanceNm)} NM, ${inside} NM inside)`,
    );
    if (cpa.timeUtc !== firstBreach.timeUtc)
      parts.push(
        `closest ${Math.round(cpa.distanceNm)} NM at ${formatDayHourUtc(cpa.timeUtc)} against ${cpa.thresholdNm} NM`,
      );
  } else {
    parts.push(
      `Clear: ${Math.round(cpa.distanceNm - cpa.thresholdNm)} NM outside the ${cpa.thresholdNm} NM ${CLASS_WORDS[stormClassOf(cpa.category)]} warning distance`,
    );
  }
  if (proximity.entersCone && proximity.firstConeEntryUtc !== null)
    parts.push(`the ship is inside the forecast cone from ${formatDayHourUtc(proximity.firstConeEntryUtc)}`);
  return `${parts.join('; ')}.`;
}

export function stormSection(report: Report): string {
  const storms = report.storms;
  let body: string;
  if (storms === null) {
    body =
      '<p>No storm list is stored for this data source, so tropical storms were not checked. Run a forecast with storms on, then export again.</p>';
  } else if (storms.length === 0) {
    body = `<p>No active tropical storm in the list fetched ${esc(utcText(report.data.storms?.fetchedAtUtc ?? 0))}.</p>`;
  } else {
    const rows = storms.map((r) => {
      const cpa = r.proximity.cpa;
      const cls = r.proximity.breaches || r.proximity.entersCone ? ' class="p-high"' : '';
      return `<tr><td${cls}>${esc(`${r.storm.name}`)}<br><span class="muted">${esc(r.storm.id)}</span></td><td>${esc(r.storm.category)}</td>
<td class="n">${cpa === null ? NONE : Math.round(cpa.distanceNm)}</td><td class="n">${cpa === null ? NONE : esc(utcText(cpa.timeUtc))}</td>
<td class="n">${cpa === null ? NONE : esc(positionText(cpa.ship.lat, cpa.ship.lon, 0))}</td><td class="n">${cpa === null ? NONE : esc(positionText(cpa.storm.lat, cpa.storm.lon, 0))}</td>
<td class="n">${r.proximity.thresholdNm}</td><td>${esc(stormVerdict(r))}</td></tr>`;
    });
    body = `<table class="storms"><thead><tr><th>Storm</th><th>Category now</th><th class="n">CPA (NM)</th><th class="n">CPA time (UTC)</th><th class="n">Ship at CPA</th><th class="n">Storm at CPA</th><th class="n">Warning distance (NM)</th><th>Verdict</th></tr></thead><tbody>${rows.join('')}</tbody></table>
<p class="note">Closest point of approach between the ship and the storm's centre at the same instants (WGS84 geodesic), the track taken linearly between its fixes and never extrapolated. Warning distances: 300 NM hurricane/typhoon, 200 NM tropical storm, 150 NM depression, by the storm's category at that time. Storm list fetched ${esc(utcText(report.data.storms?.fetchedAtUtc ?? 0))}.</p>`;
  }
  return `<section><h2>4 Tropical storms</h2>${body}</section>`;
}

const WARNING_LABEL: Record<WarningKind, string> = {
  land: 'Land crossing',
  import: 'Route import',
  revision: 'Voyage revision',
  forecast: 'Forecast',
  storms: 'Storms',
};

export function warningSection(report: Report): string {
  const body =
    report.warnings.length === 0
      ? '<p>No warning stands: no leg crosses land (Natural Earth 1:10 million), the import left no open point, and the forecast covers the passage.</p>'
      : `<ul class="warnings">${report.warnings.map((w) => `<li><strong>${esc(WARNING_LABEL[w.kind])}:</strong> ${esc(w.text)}</li>`).join('')}</ul>`;
  return `<section><h2>5 Warnings still standing</h2>${body}</section>`;
}

export function signOffSection(report: Report): string {
  const prepared = report.sources.preparedBy === null ? '' : esc(report.sources.preparedBy);
  return `<section class="signoff"><h2>6 Sign-off</h2>
<p>The passage plan above has been appraised and checked against the vessel's limits and the latest information available.</p>
<table><colgroup><col style="width: 26%"><col style="width: 32%"><col style="width: 12%"><col style="width: 30%"></colgroup><tbody>
<tr><th scope="row">Prepared by (navigating officer)</th><td>${prepared}</td><th scope="row">Signature</th><td></td></tr>
<tr><th scope="row">Date and time (UTC)</th><td></td><th scope="row">Rank</th><td></td></tr>
<tr><th scope="row">Checked and approved by (Master)</th><td></td><th scope="row">Signature</th><td></td></tr>
<tr><th scope="row">Date and time (UTC)</th><td></td><th scope="row">Remarks</th><td></td></tr>
</tbody></table></section>`;
}
