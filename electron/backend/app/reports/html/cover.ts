// The report's first page: what voyage, when, which vessel and limits, where the data came
// from (live or DEMO, model runs, fetched at, credits spent, stale), the credits for the data,
// and the summary a master reads first.
import { QUANTITIES, QUANTITY_IDS } from '../../../../../shared/domain/quantities';
import { formatDuration } from '../../../../../shared/domain/time';
import { formatDayHourUtc, formatWholeDegrees } from '../../../../../shared/forecast/text';
import { worseRisk } from '../../../../../shared/forecast/exceedance';
import { LIKELIHOOD_FROM } from '../../../../../shared/forecast/chance-words';
import type { Quantity } from '../../../../../shared/forecast/quantities';
import type { Report } from '../content';
import { RISK_SHORT } from '../svg/palette';
import { esc } from '../escape';
import { pct, utcAndShipHtml, utcText } from './format';
import { seakeepingCoverItem } from './seakeeping';
import { waypointName } from '../../../../../shared/domain/waypoint-name';

export const QUANTITY_LABEL = Object.fromEntries(QUANTITY_IDS.map((q) => [q, QUANTITIES[q].title])) as Record<
  Quantity,
  string
>;
export const QUANTITY_SHORT = Object.fromEntries(QUANTITY_IDS.map((q) => [q, QUANTITIES[q].short])) as Record<
  Quantity,
  string
>;

export const DEMO_MARK = 'DEMO DATA - synthetic, not for navigation';
export const STALE_MARK = 'STALE FORECAST - served from the store';

function row(label: string, valueHtml: string): string {
  return `<tr><th scope="row">${esc(label)}</th><td>${valueHtml}</td></tr>`;
}

function speedsText(report: Report): string {
  const speeds = report.schedule.legs.map((l) => l.speedKn);
  const min = Math.min(...speeds);
  const max = Math.max(...speeds);
  const sailingS = report.schedule.legs.reduce((sum, l) => sum + l.durationS, 0);
  const average = sailingS > 0 ? report.schedule.totalDistanceNm / (sailingS / 3600) : 0;
  const planned = min === max ? `${min.toFixed(1)} kn` : `${min.toFixed(1)} to ${max.toFixed(1)} kn by leg`;
  return `${planned} (average ${average.toFixed(1)} kn under way)`;
}

function voyageFacts(report: Report): string {
  const { schedule, sources } = report;
  const first = schedule.waypoints[0];
  const last = schedule.waypoints[schedule.waypoints.length - 1];
  const stayS = schedule.waypoints.reduce((sum, w) => sum + w.stayS, 0);
  const gc = schedule.legs.filter((l) => l.geometry === 'greatCircle').length;
  return `<table class="facts"><tbody>${[
    row('Departure', utcAndShipHtml(schedule.departureUtc, first?.position.lon ?? 0)),
    row('Arrival', utcAndShipHtml(schedule.arrivalUtc, last?.position.lon ?? 0)),
    row('Distance', esc(`${schedule.totalDistanceNm.toFixed(1)} NM`)),
    row(
      'Duration',
      esc(`${formatDuration(schedule.durationS)}${stayS > 0 ? `, of which ${formatDuration(stayS)} in stays` : ''}`),
    ),
    row(
      'Route',
      esc(
        `${schedule.waypoints.length} waypoints, ${schedule.legs.length} legs${gc > 0 ? ` (${gc} great circle)` : ''}`,
      ),
    ),
    row('Planned speed', esc(speedsText(report))),
    row('Voyage', esc(`revision ${sources.revision}, saved ${utcText(sources.savedAtUtc)}`)),
    row('Report made', esc(utcText(sources.generatedAtUtc))),
  ].join('')}</tbody></table>`;
}

function vesselFacts(report: Report): string {
  const { vessel } = report;
  const { limits } = vessel;
  const rows = [
    row('Vessel', vessel.name === null ? '<span class="muted">Not set on this voyage</span>' : esc(vessel.name)),
    ...(vessel.imo === null ? [] : [row('IMO', esc(vessel.imo))]),
    ...(vessel.mmsi === null ? [] : [row('MMSI', esc(vessel.mmsi))]),
    row('Limit: mean wind', esc(`${limits.windKn} kn`)),
    row('Limit: gusts', esc(`${limits.gustKn} kn`)),
    row('Limit: Hs', esc(`${limits.hsM} m`)),
  ];
  const note = vessel.defaultLimits
    ? `<p class="note">No vessel is set on this voyage: Passage's default limits are used (gale force 8, gusts 45 kn, Hs 4 m).</p>`
    : '';
  return `<table class="facts"><tbody>${rows.join('')}</tbody></table>${note}`;
}

function dataSource(report: Report): string {
  const { data } = report;
  const f = data.forecast;
  const rows: string[] = [];
  rows.push(
    row(
      'Source',
      data.demo
        ? `<strong class="demo-text">DEMO: synthetic data from Passage's built-in demo service. Not real weather; not for navigation.</strong>`
        : esc(f === null && data.storms === null ? 'No service data in this report' : 'Live weather service'),
    ),
  );
  if (f === null) {
    rows.push(
      row(
        'Forecast',
        '<span class="muted">None: this report holds the schedule only. Run a forecast and export again for weather and limits.</span>',
      ),
    );
  } else {
    rows.push(
      row(
        'Forecast',
        esc(`snapshot ${f.snapshotId}, made ${utcText(f.createdAtUtc)} for voyage revision ${f.voyageRevision}`),
      ),
    );
    rows.push(
      row(
        'Model runs',
        f.models.length === 0
          ? '<span class="muted">not recorded</span>'
          : f.models.map((m) => esc(`${m.id}: run of ${utcText(m.runUtc)}`)).join('<br>'),
      ),
    );
    rows.push(
      row(
        'Fetched',
        esc(
          `${utcText(f.fetchedAtUtc)} (${Math.max(0, Math.round((report.sources.generatedAtUtc - f.fetchedAtUtc) / 3600))} h before this report)`,
        ),
      ),
    );
    rows.push(
      row(
        'Ensemble',
        esc(
          f.memberCount > 0
            ? `${f.memberCount} members, ${f.stepCount} positions along the route`
            : `deterministic only, ${f.stepCount} positions along the route`,
        ),
      ),
    );
    rows.push(row('Credits spent', esc(String(f.creditsSpent))));
    if (f.stale)
      rows.push(
        row(
          'Freshness',
          `<strong class="stale-text">STALE: the service could not be reached and this forecast came from the store.</strong>`,
        ),
      );
  }
  rows.push(
    row(
      'Storm list',
      data.storms === null
        ? '<span class="muted">None stored for this source</span>'
        : esc(
            `${data.storms.count} active storm${data.storms.count === 1 ? '' : 's'}, fetched ${utcText(data.storms.fetchedAtUtc)}`,
          ),
    ),
  );
  return `<table class="facts"><tbody>${rows.join('')}</tbody></table>`;
}

function credits(report: Report): string {
  const weather = report.data.demo
    ? "Weather, sea and storm data: Passage's demo service (seeded synthetic data, no real observations or models)."
    : 'Weather, sea and storm data: the weather service configured in Passage, with the model runs listed above.';
  return `<p class="note">${esc(weather)} Land: made with Natural Earth (public domain). Chart, schedule, ensemble statistics and storm approaches: computed by Passage.</p>`;
}

function summary(report: Report): string {
  const items: string[] = [];
  const weather = report.weather;
  if (weather === null) {
    items.push('<li>No forecast in this report: weather, limits and risk were not assessed.</li>');
  } else {
    const worstLeg = weather.along.legs.reduce<(typeof weather.along.legs)[number] | null>(
      (worst, leg) => (worst === null || worseRisk(worst.risk, leg.risk) !== worst.risk ? leg : worst),
      null,
    );
    if (worstLeg !== null) {
      const names = report.sources.voyage.route.waypoints;
      const from = waypointName(names[worstLeg.fromWaypointIndex]?.name, worstLeg.fromWaypointIndex);
      const to = waypointName(names[worstLeg.toWaypointIndex]?.name, worstLeg.toWaypointIndex);
      items.push(
        `<li>Highest risk on the route: <span class="risk risk-${worstLeg.risk}">${esc(RISK_SHORT[worstLeg.risk])}</span> on leg ${worstLeg.legIndex + 1} (${esc(`${from} → ${to}`)}).</li>`,
      );
    }
    for (const limit of weather.limits) {
      const peak = limit.peakStep === null ? undefined : weather.rows[limit.peakStep];
      const chance =
        limit.probabilityAnyStep === null
          ? 'no ensemble'
          : `${pct(limit.probabilityAnyStep)} chance at some time on the passage`;
      const peakText =
        peak === undefined || limit.peakProbability === null
          ? ''
          : `; highest ${pct(limit.peakProbability)} at ${formatDayHourUtc(peak.timeUtc)} near ${formatWholeDegrees(peak.lat, peak.lon)}`;
      items.push(
        `<li>${esc(`${QUANTITY_SHORT[limit.quantity]} above ${limit.limit} ${limit.unit}: ${chance}${peakText}.`)}</li>`,
      );
    }
    const windows = weather.along.windows;
    items.push(
      windows.length === 0
        ? `<li>No window where exceeding a limit is likely (${pct(LIKELIHOOD_FROM.likely)} or more).</li>`
        : `<li>Worst window: ${esc(windows[0]?.text ?? '')}.</li>`,
    );
  }
  const storms = report.storms;
  if (storms !== null) {
    const near = storms.filter((r) => r.proximity.breaches || r.proximity.entersCone);
    items.push(
      near.length === 0
        ? `<li>No storm comes within its warning distance of the ship (${storms.length} active storm${storms.length === 1 ? '' : 's'} checked).</li>`
        : `<li><strong>${near.length} storm${near.length === 1 ? '' : 's'} within warning distance or cone:</strong> ${esc(near.map((r) => r.storm.name).join(', '))} (section 4).</li>`,
    );
  }
  const sea = seakeepingCoverItem(report);
  if (sea !== '') items.push(sea);
  if (report.warnings.length > 0)
    items.push(
      `<li><strong>${report.warnings.length} warning${report.warnings.length === 1 ? '' : 's'} still stand${report.warnings.length === 1 ? 's' : ''}</strong> (section 5).</li>`,
    );
  return `<ul class="windows">${items.join('')}</ul>`;
}

export function coverHtml(report: Report): string {
  const marks = [
    report.data.demo
      ? `<div class="banner demo">${esc(DEMO_MARK)}. Every figure in this report is made up by Passage's demo service.</div>`
      : '',
    report.data.stale
      ? `<div class="banner stale">${esc(STALE_MARK)} after the service failed; it may not be the latest model run.</div>`
      : '',
  ].join('');
  const routeName = report.sources.voyage.route.name.trim();
  return `<section class="cover">
<p class="kicker">Passage plan · voyage report</p>
<h1>${esc(report.title)}</h1>
<p class="route-line">${esc(`${report.from} → ${report.to}`)}${routeName !== '' && routeName !== report.title ? ` <span class="muted">(${esc(routeName)})</span>` : ''}</p>
${marks}
<div class="cover-grid"><div><h3>Voyage</h3>${voyageFacts(report)}</div><div><h3>Vessel and limits</h3>${vesselFacts(report)}</div></div>
<h3>Data source</h3>${dataSource(report)}${credits(report)}
<h2>Summary</h2>${summary(report)}
<p class="note">Laid out in the order of the IMO Guidelines for Voyage Planning (Resolution A.893(21)): appraisal, planning, execution and monitoring. Times are UTC unless marked as ship's time (nautical zone of the position).</p>
</section>`;
}
