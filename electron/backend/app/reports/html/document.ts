// The report as one self-contained HTML document: styles and SVG inline, no script, and a
// Content-Security-Policy that forbids every fetch, so opening or printing it never reaches
// the network. The PDF is printed from this same document.
import type { ReportPaper } from '../../../../../shared/ipc';
import type { Report } from '../content';
import type { MercatorView } from '../svg/mercator-view';
import type { ChartLand } from '../svg/route-chart';
import { coverHtml, DEMO_MARK, STALE_MARK } from './cover';
import { esc } from '../escape';
import { utcText } from './format';
import { chartSection, signOffSection, stormSection, warningSection, waypointSection } from './sections';
import { stylesheet } from './styles';
import { weatherSection } from './weather';
import { climateSection } from './climate';
import { crewSection } from './crew';
import { portCallSection } from './port-call';
import { departureSection } from './departures';
import { seakeepingSection } from './seakeeping';

export const REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

export interface HtmlOptions {
  readonly paper: ReportPaper;
  readonly view: MercatorView;
  readonly land: ChartLand | null;
}

export function reportHtml(report: Report, options: HtmlOptions): string {
  const { demo, stale } = report.data;
  const css = stylesheet({
    paper: options.paper,
    topCentre: demo ? DEMO_MARK : null,
    topRight: stale ? STALE_MARK : null,
    bottomLeft: `${report.title} · voyage revision ${report.sources.revision} · report made ${utcText(report.sources.generatedAtUtc)}${demo ? ' · DEMO DATA' : ''}`,
  });
  const screenMarks = [
    demo ? `<div class="screen-mark demo">${esc(DEMO_MARK)}</div>` : '',
    stale ? `<div class="screen-mark stale">${esc(STALE_MARK)}</div>` : '',
  ].join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${esc(REPORT_CSP)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Passage">
<title>${esc(`${report.title}: voyage report${demo ? ' (DEMO DATA)' : ''}`)}</title>
<style>${css}</style>
</head>
<body>
${screenMarks}
${coverHtml(report)}
${chartSection(report, options.view, options.land)}
${waypointSection(report)}
${weatherSection(report)}
${climateSection(report)}
${portCallSection(report)}
${departureSection(report)}
${seakeepingSection(report)}
${stormSection(report)}
${crewSection(report)}
${warningSection(report)}
${signOffSection(report)}
</body>
</html>
`;
}
