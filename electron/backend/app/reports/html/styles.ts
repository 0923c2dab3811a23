// The report's stylesheet, screen and print: clean type, tabular figures, units in headers,
// tables that never split a row across pages, page numbers and the DEMO/stale marks in the
// page margins (CSS paged media, which Chromium and Electron's printToPDF both honour).
import type { ReportPaper } from '../../../../../shared/ipc';
import { LEG_COLOURS } from '../../../../../shared/forecast/risk-palette';
import { RISK_LEVELS } from '../../../../../shared/forecast/exceedance';
import { cssString } from '../escape';

export interface PageMarks {
  readonly paper: ReportPaper;
  /** Top of every page, centred (the DEMO mark when demo data). */
  readonly topCentre: string | null;
  /** Top right of every page (the stale mark). */
  readonly topRight: string | null;
  /** Bottom left of every page: voyage and revision. */
  readonly bottomLeft: string;
}

// Spelled out where used in the page margins: margin boxes do not reliably see :root variables.
const SANS =
  '"Source Sans 3", "Segoe UI", "Helvetica Neue", Helvetica, Arial, "Liberation Sans", "DejaVu Sans", sans-serif';

/** `.risk-high { background: … }` for every level, in the day chart's colours (paper is read by day). */
function riskClasses(): string {
  const backgrounds = RISK_LEVELS.map((level) => `.risk-${level} { background: ${LEG_COLOURS.day.risk[level]}; }`);
  // White on the chart's yellow is hard to read on paper: dark ink there instead.
  return `${backgrounds.join(' ')} .risk.risk-low { color: var(--ink); }`;
}

const BASE = `
:root { --ink: #1b2530; --muted: #5b6672; --rule: #c9d1d9; --head: #eef2f5; --accent: #0b4f71; --demo: #c0001a; --stale: #9a5b00;
  --sans: ${SANS};
  --narrow: "Arial Narrow", "Liberation Sans Narrow", "DejaVu Sans Condensed", var(--sans); }
* { box-sizing: border-box; }
html { color: var(--ink); font: 10pt/1.35 var(--sans); -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0 auto; max-width: 190mm; padding: 8mm 0; font-variant-numeric: tabular-nums; }
h1 { font-size: 22pt; line-height: 1.1; margin: 0 0 2mm; color: var(--accent); }
h2 { font-size: 13pt; margin: 7mm 0 2.5mm; padding-bottom: 1mm; border-bottom: 1.5pt solid var(--accent); color: var(--accent); break-after: avoid; }
h3 { font-size: 10.5pt; margin: 4mm 0 1.5mm; break-after: avoid; }
p { margin: 1.5mm 0; }
.kicker { text-transform: uppercase; letter-spacing: 0.08em; font-size: 8.5pt; color: var(--muted); margin: 0 0 1mm; }
.route-line { font-size: 13pt; margin: 0 0 4mm; }
.muted, .note { color: var(--muted); }
.note { font-size: 8.5pt; }
section.page { break-before: page; }
table { border-collapse: collapse; width: 100%; margin: 1.5mm 0 3mm; }
th, td { padding: 1.1mm 1.6mm; border-bottom: 0.5pt solid var(--rule); text-align: left; vertical-align: top; }
thead th { background: var(--head); font-size: 8pt; font-weight: 600; border-bottom: 1pt solid var(--ink); vertical-align: bottom; }
thead { display: table-header-group; }
tr { break-inside: avoid; page-break-inside: avoid; }
td.n, th.n { text-align: right; white-space: nowrap; }
table.facts th { width: 34%; font-weight: 600; color: var(--muted); background: none; border-bottom: 0.5pt solid var(--rule); font-size: 9pt; }
.cover-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 6mm; }
.banner { border: 1.5pt solid; padding: 2mm 3mm; margin: 2mm 0 3mm; font-weight: 700; }
.banner.demo { color: var(--demo); border-color: var(--demo); background: #fff0f2; }
.banner.stale { color: var(--stale); border-color: var(--stale); background: #fff7e6; }
.risk { display: inline-block; min-width: 4.5em; padding: 0 1.2mm; border-radius: 1mm; color: #fff; font-weight: 600; text-align: center; }
${riskClasses()}
td.p-high { background: #fbd5d9; font-weight: 700; } td.p-moderate { background: #fde3cc; } td.p-low { background: #fbf1c7; }
ul.windows, ul.warnings { margin: 1mm 0 3mm; padding-left: 5mm; } ul.windows li, ul.warnings li { margin: 0.8mm 0; break-inside: avoid; }
table.weather { font-family: var(--narrow); font-size: 7.6pt; }
table.waypoints, table.storms, table.limits { font-family: var(--narrow); font-size: 8.4pt; }
table.weather th, table.weather td { padding: 0.45mm 0.9mm; }
table.departures { font-family: var(--narrow); font-size: 7.6pt; }
table.departures th, table.departures td { padding: 0.45mm 0.8mm; }
table.departures .risk { min-width: 3.2em; }
table.weather td { white-space: nowrap; }
table.weather tr.wp td { font-weight: 700; background: #f3f6f8; }
.fan { color: var(--muted); font-size: 6.8pt; }
figure { margin: 2mm 0 4mm; break-inside: avoid; }
figure svg { display: block; width: 100%; height: auto; }
figcaption { font-size: 8.5pt; color: var(--muted); margin-top: 1mm; }
.signoff { break-inside: avoid; margin-top: 6mm; }
.signoff td { height: 14mm; vertical-align: bottom; border-bottom: 0.75pt solid var(--ink); }
.signoff table { table-layout: fixed; }
.signoff th { vertical-align: bottom; font-weight: 600; }
.screen-mark { display: none; }
@media screen {
  .screen-mark { display: block; position: sticky; top: 0; z-index: 2; padding: 1.5mm 3mm; font-weight: 700; text-align: center; }
  .screen-mark.demo { background: var(--demo); color: #fff; } .screen-mark.stale { background: #ffe2a8; color: #5c3700; }
}
/* SVG */
.route-chart .sea { fill: #dcebf4; } .route-chart .land { fill: #dcc98f; stroke: #a99a78; stroke-width: 0.6; }
.route-chart .grid { stroke: #5b7a93; stroke-opacity: 0.35; stroke-width: 0.7; }
.route-chart text { font-family: var(--sans); font-size: 13px; fill: #1b2530; }
.route-chart .grid-label { font-size: 11px; fill: #2b4660; }
.route-chart .leg-casing { fill: none; stroke: #fff; stroke-width: 7; stroke-linejoin: round; stroke-linecap: round; }
.route-chart .leg, .route-chart .legend-line { fill: none; stroke-width: 4; stroke-linejoin: round; stroke-linecap: round; }
.route-chart .waypoint { fill: #fff; stroke: #3a2a4f; stroke-width: 2; }
.route-chart .waypoint-label { font-weight: 700; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
.route-chart .day-tick { fill: #3a2a4f; } .route-chart .day-label { font-size: 11px; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
.route-chart .cone { fill: #d0021b; fill-opacity: 0.12; stroke: #d0021b; stroke-opacity: 0.6; stroke-width: 1; stroke-dasharray: 4 3; }
.route-chart .storm-track { fill: none; stroke: #8b0015; stroke-width: 2; }
.route-chart .storm-forecast { fill: none; stroke: #8b0015; stroke-width: 2; stroke-dasharray: 7 4; }
.route-chart .storm-fix { fill: #8b0015; }
.route-chart .storm-label { font-weight: 700; fill: #8b0015; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
.route-chart .cpa { stroke: #3a2a4f; stroke-width: 1.3; stroke-dasharray: 3 3; } .route-chart .cpa.breach { stroke: #d0021b; stroke-width: 2; }
.route-chart .cpa-label { font-size: 11px; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
.route-chart .legend-box { fill: #fff; fill-opacity: 0.9; stroke: #8a96a3; stroke-width: 0.8; }
.route-chart .legend text, .route-chart .scale text { font-size: 12px; }
.route-chart .scale line { stroke: #1b2530; stroke-width: 2; }
.route-chart .frame, .series-chart .plot-frame { fill: none; stroke: #1b2530; stroke-width: 1; }
.series-chart text { font-family: var(--sans); font-size: 12px; fill: #1b2530; }
.series-chart .chart-title { font-weight: 700; font-size: 13px; }
.series-chart .grid { stroke: #8a96a3; stroke-opacity: 0.35; stroke-width: 0.7; }
.series-chart .wp-line { stroke: #3a2a4f; stroke-opacity: 0.6; stroke-dasharray: 2 3; } .series-chart .wp-label { font-size: 11px; font-weight: 700; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
.series-chart .fan-outer { fill: #0b4f71; fill-opacity: 0.10; } .series-chart .fan-mid { fill: #0b4f71; fill-opacity: 0.18; } .series-chart .fan-inner { fill: #0b4f71; fill-opacity: 0.28; }
.series-chart .median { fill: none; stroke: #0b4f71; stroke-width: 1; stroke-dasharray: 4 2; }
.series-chart .deterministic { fill: none; stroke: #111; stroke-width: 2; }
.series-chart .limit { stroke: #d0021b; stroke-width: 2; stroke-dasharray: 8 4; } .series-chart .limit-label { fill: #d0021b; font-weight: 700; }
`;

/** The stylesheet, with the page size and the texts printed in every page's margins. */
export function stylesheet(marks: PageMarks): string {
  const size = marks.paper === 'Letter' ? 'letter' : 'A4';
  const margin = (content: string | null, style: string): string =>
    content === null ? '' : `content: ${cssString(content)}; ${style}`;
  return `${BASE}
@page { size: ${size}; margin: 17mm 13mm 16mm;
  @top-center { ${margin(marks.topCentre, `color: #c0001a; font: 700 9pt ${SANS};`)} }
  @top-right { ${margin(marks.topRight, `color: #9a5b00; font: 700 8.5pt ${SANS};`)} }
  @bottom-left { ${margin(marks.bottomLeft, `color: #5b6672; font: 7.5pt ${SANS};`)} }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); color: #5b6672; font: 7.5pt ${SANS}; }
}
@media print { body { max-width: none; padding: 0; } }
`;
}
