// Section 3e, the sea state by IMO MSC.1/Circ.1228: each step of the forecast whose sea puts the
// ship in a dangerous zone, the cause and the way out in a master's words, for the hull said; or
// why nothing was judged and what to do about it.
import { HULL_NAMES } from '../../../../../shared/domain/vessel-hull-schema';
import { forecastSeaLine } from '../../../../../shared/forecast/sea-zone-windows';
import { course3 } from '../../../../../shared/seakeeping/danger-words';
import type { Report } from '../content';
import { esc } from '../escape';
import { positionText, utcAndShipHtml } from './format';

/** Steps listed before "and N more". */
export const REPORT_SEAKEEPING_ROWS = 30;

const TITLE = '<h2>3e Sea state (IMO MSC.1/Circ.1228)</h2>';

/** The cover summary's line for the section: the forecast summary's own words, '' without a forecast. */
export function seakeepingCoverItem(report: Report): string {
  if (report.seakeeping === null) return '';
  const { level, text } = forecastSeaLine(report.seakeeping);
  const said = level === 'danger' ? `<strong>${esc(text)}</strong>` : esc(text);
  return `<li>${said} (section 3e).</li>`;
}

export function seakeepingSection(report: Report): string {
  const check = report.seakeeping;
  if (check === null) return '';
  if (check.kind === 'no-hull')
    return `<section class="seakeeping">${TITLE}<p>Not checked: ${
      check.vesselName === null
        ? 'no vessel is chosen for this voyage'
        : `the profile of ${esc(check.vesselName)} has no hull`
    }. Enter the length L, beam B, draught and GM in the Vessel tab, then export the report again. Passage does not guess a hull.</p></section>`;
  if (check.kind === 'no-sea')
    return `<section class="seakeeping">${TITLE}<p>Not checked: the forecast holds no mean wave direction and period. Run the forecast again, then export the report again.</p></section>`;
  const h = check.hull;
  const assumed =
    h.assumed.length === 0 ? '' : ` (${h.assumed.map((f) => HULL_NAMES[f]).join(', ')} assumed from her type and size)`;
  const basis = `<p>The forecast's own sea (${esc(check.waveModel)}: significant height, mean direction and mean period; wind sea and swell are not given apart) at each of ${check.judged} steps under way, judged for L ${h.lengthM} m, B ${h.beamM} m, draught ${h.draughtM} m, GM ${h.gmM} m${esc(assumed)} at the planned speed and heading. The share of ensemble members in each zone is in the app's Forecast tab (Sea state). Guidance only: the ship's stability booklet and the master's judgement come first (annex 1.3, 2.1).</p>`;
  if (check.rows.length === 0)
    return `<section class="seakeeping">${TITLE}${basis}<p><strong>No dangerous zone of the circular at any step.</strong></p></section>`;
  const shown = check.rows.slice(0, REPORT_SEAKEEPING_ROWS);
  const rows = shown.map(
    (r) =>
      `<tr><td class="n">${utcAndShipHtml(r.timeUtc, r.lon)}</td><td class="n">${esc(positionText(r.lat, r.lon))}</td><td class="n">${esc(course3(r.headingDeg))} ${r.speedKn.toFixed(1)} kn</td><td>${r.dangers.map((d) => esc(d.detail)).join('<br>')}</td></tr>`,
  );
  const more =
    shown.length < check.rows.length
      ? `<p class="note">The first ${shown.length} of ${check.rows.length} steps in a zone are shown.</p>`
      : '';
  return `<section class="seakeeping">${TITLE}${basis}
<p><strong>${check.rows.length} of ${check.judged} steps in a dangerous zone.</strong></p>
<table class="storms"><thead><tr><th class="n">Time (UTC)</th><th class="n">Position</th><th class="n">Heading, speed</th><th>Danger and the way out</th></tr></thead><tbody>${rows.join('')}</tbody></table>
${more}</section>`;
}
