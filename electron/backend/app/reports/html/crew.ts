// The report's crew journeys: the public transport journeys chosen for the port call's crew
// change (transit.choose), each with its legs in Dutch local time and UTC. Absent when none.
import type { ChosenJourney } from '../../../../../shared/ipc';
import { journeySummary, legText, modifiersText } from '../../../../../shared/transit/journey-text';
import type { Report } from '../content';
import { esc } from '../escape';

const PURPOSE: Record<ChosenJourney['purpose'], string> = {
  relieving: 'Relieving crew',
  'signed-off': 'Signed-off crew',
};

function journeyHtml(chosen: ChosenJourney): string {
  const j = chosen.journey;
  const legs = j.legs.map((leg) => `<li>${esc(legText(leg))}</li>`).join('');
  return `<li><strong>${esc(PURPOSE[chosen.purpose])}: ${esc(chosen.origin)} to ${esc(chosen.destination)}</strong><br>${esc(
    journeySummary(j),
  )}<br><span class="muted">${esc(modifiersText(j.modifiers))}</span><ul>${legs}</ul></li>`;
}

export function crewSection(report: Report): string {
  const chosen = report.sources.crewJourneys ?? [];
  if (chosen.length === 0) return '';
  return `<section class="crew"><h2>4b Crew journeys</h2>
<p>Public transport journeys chosen for the crew change, as the journey planner offered them when they were chosen. Times are Dutch local time (NL) with UTC; check them again on the day.</p>
<ol>${chosen.map(journeyHtml).join('')}</ol></section>`;
}
