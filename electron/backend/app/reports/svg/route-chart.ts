// The report's chart, drawn by Passage as SVG (never a screenshot of online tiles): Natural
// Earth land, a graticule, the route with its legs coloured by forecast risk, waypoints, day
// ticks, storm tracks and cones with each storm's closest approach, a legend and an NM scale.
import { formatLat, formatLon } from '../../../../../shared/domain/coordinates';
import { lonDiffDeg, normalizeLonDeg } from '../../../../../shared/geodesy/angles';
import { routeLatLngs } from '../../../../../shared/geodesy/route-polyline';
import { formatDayHourUtc } from '../../../../../shared/forecast/text';
import type { RiskLevel } from '../../../../../shared/forecast/exceedance';
import { LEG_COLOURS, RISK_WORDS } from '../../../../../shared/forecast/risk-palette';
import { stormFixes } from '../../../../../shared/forecast/storm-track';
import { landSvgPath, type LandData, type LandResolution, type LonLatBounds } from '../../../../../shared/land';
import type { Report } from '../content';
import { esc } from '../escape';
import { fitMercatorView, type MercatorView } from './mercator-view';

/** Paper is read as the day chart is. */
const COLOURS = LEG_COLOURS.day;

export interface ChartLand {
  readonly resolution: LandResolution;
  readonly land: LandData;
}

/** The land resolution that suits a view `spanDeg` wide (resources/land/README.md). */
export function landResolutionFor(spanDeg: number): LandResolution {
  if (spanDeg < 15) return '10m';
  return spanDeg < 100 ? '50m' : '110m';
}

const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

function polyline(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ');
}

/** The points the view must hold: the route, and the ship and storm at each storm's CPA. */
function viewPoints(report: Report, legs: readonly (readonly [number, number])[][]): { lat: number; lon: number }[] {
  const points = legs.flatMap((leg) => leg.map(([lat, lon]) => ({ lat, lon })));
  for (const row of report.storms ?? []) {
    const cpa = row.proximity.cpa;
    // A storm within twice its warning distance belongs on the chart; a far one only in the table.
    if (cpa !== null && cpa.distanceNm <= 2 * cpa.thresholdNm) points.push(cpa.ship, cpa.storm);
  }
  return points;
}

export function fitRouteView(report: Report, widthPx = 1000): MercatorView {
  const route = routeLatLngs(
    report.sources.voyage.route.waypoints.map((w) => w.position),
    report.sources.voyage.route.waypoints.slice(1).map((w) => w.legGeometry),
  );
  return fitMercatorView(viewPoints(report, route.legs), { widthPx });
}

function landPaths(view: MercatorView, land: LandData): string {
  const span = view.east - view.west;
  const bounds: LonLatBounds | undefined =
    span >= 359
      ? undefined
      : { west: normalizeLonDeg(view.west), east: normalizeLonDeg(view.east), south: view.south, north: view.north };
  // Each ring is drawn unsplit on every world copy the view reaches (rings are already cut at
  // ±180), so a continent across the view's far meridian never turns into a band across it.
  const paths: string[] = [];
  for (let k = Math.floor((view.west + 180) / 360); k <= Math.floor((view.east + 180) / 360); k++) {
    const d = landSvgPath(land, (lon, lat) => view.project(lat, lon + 360 * k), bounds, 1);
    if (d !== '') paths.push(`<path class="land" fill-rule="evenodd" d="${d}"/>`);
  }
  return paths.join('');
}

/** Graticule spacing (degrees) giving about 4 to 8 lines across the longer side. */
function graticuleStepDeg(spanDeg: number): number {
  for (const step of [30, 20, 10, 5, 2, 1, 0.5, 1 / 6]) if (spanDeg / step >= 4) return step;
  return 1 / 6;
}

function graticule(view: MercatorView): string {
  const step = graticuleStepDeg(Math.max(view.east - view.west, view.north - view.south));
  const out: string[] = [];
  for (let k = Math.ceil(view.west / step); k * step <= view.east; k++) {
    const lon = k * step;
    const [x] = view.project(0, lon);
    out.push(`<line class="grid" x1="${n1(x)}" y1="0" x2="${n1(x)}" y2="${view.heightPx}"/>`);
    out.push(
      `<text class="grid-label" x="${n1(x + 3)}" y="${view.heightPx - 5}">${esc(formatLon(lon, { decimals: 0 }))}</text>`,
    );
  }
  for (let k = Math.ceil(view.south / step); k * step <= view.north; k++) {
    const lat = k * step;
    const [, y] = view.project(lat, view.west);
    out.push(`<line class="grid" x1="0" y1="${n1(y)}" x2="${view.widthPx}" y2="${n1(y)}"/>`);
    out.push(`<text class="grid-label" x="4" y="${n1(y - 3)}">${esc(formatLat(lat, { decimals: 0 }))}</text>`);
  }
  return out.join('');
}

/** A track unwrapped from its first point's copy nearest the view. */
function unwrapped(view: MercatorView, points: readonly { lat: number; lon: number }[]): [number, number][] {
  const out: [number, number][] = [];
  let lon = NaN;
  for (const p of points) {
    lon = Number.isNaN(lon) ? view.nearLon(p.lon) : lon + lonDiffDeg(lon, p.lon);
    out.push([p.lat, lon]);
  }
  return out;
}

function storms(report: Report, view: MercatorView): string {
  const fetchedAtUtc = report.data.storms?.fetchedAtUtc ?? Infinity;
  const out: string[] = [];
  for (const { storm, proximity } of report.storms ?? []) {
    // One path of all the cone's rings, filled by the nonzero rule as coneContains tests the cone:
    // a hole (a clockwise ring, where the track loops) stays clear.
    const rings = storm.cone.map((ring) =>
      unwrapped(
        view,
        ring.map(([lon, lat]) => ({ lat, lon })),
      ).map(([lat, lon]) => view.project(lat, lon)),
    );
    if (rings.length > 0)
      out.push(`<path class="cone" fill-rule="nonzero" d="${rings.map((pts) => `M${polyline(pts)}Z`).join(' ')}"/>`);
    const fixes = stormFixes(storm);
    const track = unwrapped(view, fixes).map(([lat, lon]) => view.project(lat, lon));
    // History up to the fetch, forecast after it; the forecast line starts at the last fix of
    // the history so the two join.
    const split = fixes.findIndex((f) => f.timeUtc > fetchedAtUtc);
    const past = split < 0 ? track : track.slice(0, split);
    const forecast = split < 0 ? [] : track.slice(Math.max(0, split - 1));
    const lastPast = past[past.length - 1];
    if (past.length > 1) out.push(`<polyline class="storm-track" points="${polyline(past)}"/>`);
    if (forecast.length > 1) out.push(`<polyline class="storm-forecast" points="${polyline(forecast)}"/>`);
    for (const [x, y] of track) out.push(`<circle class="storm-fix" cx="${n1(x)}" cy="${n1(y)}" r="2.2"/>`);
    const labelAt = lastPast ?? forecast[0];
    if (labelAt !== undefined) {
      out.push(
        `<text class="storm-label" x="${n1(labelAt[0] + 7)}" y="${n1(labelAt[1] - 6)}">${esc(`${storm.name} (${storm.category})`)}</text>`,
      );
    }
    const cpa = proximity.cpa;
    if (cpa !== null && cpa.distanceNm <= 2 * cpa.thresholdNm) {
      const shipLon = view.nearLon(cpa.ship.lon);
      const [sx, sy] = view.project(cpa.ship.lat, shipLon);
      const [tx, ty] = view.project(cpa.storm.lat, shipLon + lonDiffDeg(shipLon, cpa.storm.lon));
      const cls = proximity.breaches ? 'cpa breach' : 'cpa';
      out.push(`<line class="${cls}" x1="${n1(sx)}" y1="${n1(sy)}" x2="${n1(tx)}" y2="${n1(ty)}"/>`);
      const text = `CPA ${Math.round(cpa.distanceNm)} NM ${formatDayHourUtc(cpa.timeUtc)}`;
      // At the storm's end of the line, away from the route and its day labels.
      const below = ty >= sy;
      out.push(`<text class="cpa-label" x="${n1(tx + 6)}" y="${n1(ty + (below ? 14 : -6))}">${esc(text)}</text>`);
    }
  }
  return out.join('');
}

function route(report: Report, view: MercatorView): string {
  const waypoints = report.sources.voyage.route.waypoints;
  const lines = routeLatLngs(
    waypoints.map((w) => w.position),
    waypoints.slice(1).map((w) => w.legGeometry),
    { nearLonDeg: view.nearLon(waypoints[0]?.position.lon ?? 0) },
  );
  const risks: readonly RiskLevel[] | null = report.weather?.along.legs.map((l) => l.risk) ?? null;
  const out: string[] = [];
  lines.legs.forEach((leg) =>
    out.push(`<polyline class="leg-casing" points="${polyline(leg.map(([lat, lon]) => view.project(lat, lon)))}"/>`),
  );
  lines.legs.forEach((leg, i) => {
    const colour = risks === null ? COLOURS.route : COLOURS.risk[risks[i] ?? 'unknown'];
    out.push(
      `<polyline class="leg" stroke="${colour}" points="${polyline(leg.map(([lat, lon]) => view.project(lat, lon)))}"/>`,
    );
  });
  // Whole UTC days along the planned track (the schedule's hourly positions).
  for (const s of report.schedule.timesteps) {
    if (s.timeUtc % 86_400 !== 0) continue;
    const [x, y] = view.project(s.lat, view.nearLon(s.lon));
    out.push(`<circle class="day-tick" cx="${n1(x)}" cy="${n1(y)}" r="2.6"/>`);
    out.push(
      `<text class="day-label" x="${n1(x + 5)}" y="${n1(y + 13)}">${esc(formatDayHourUtc(s.timeUtc).slice(0, 6))}</text>`,
    );
  }
  lines.waypoints.forEach(([lat, lon], i) => {
    const [x, y] = view.project(lat, lon);
    out.push(`<circle class="waypoint" cx="${n1(x)}" cy="${n1(y)}" r="5"/>`);
    out.push(`<text class="waypoint-label" x="${n1(x + 7)}" y="${n1(y - 7)}">${i + 1}</text>`);
  });
  return out.join('');
}

/** Height of the strip under the map that holds the legend and the scale, user units. */
const STRIP_PX = 54;

/** A round length in NM about a fifth of the width, drawn in the strip at the right. */
function scaleBar(view: MercatorView, top: number): string {
  const midLat = (view.south + view.north) / 2;
  const [, y0] = view.project(midLat, view.west);
  const [, y1] = view.project(midLat + 1 / 60, view.west);
  const pxPerNm = Math.abs(y0 - y1);
  const target = view.widthPx / 5 / pxPerNm;
  const nice = [1, 2, 5, 10, 20, 50, 100, 200, 250, 500, 1000, 2000].reduce((best, v) =>
    Math.abs(v - target) < Math.abs(best - target) ? v : best,
  );
  const len = nice * pxPerNm;
  // On the legend's second row, right-aligned, with its label to its left.
  const x = view.widthPx - len - 12;
  const y = top + 38;
  return (
    `<g class="scale"><line x1="${n1(x)}" y1="${y}" x2="${n1(x + len)}" y2="${y}"/><line x1="${n1(x)}" y1="${y - 5}" x2="${n1(x)}" y2="${y + 5}"/>` +
    `<line x1="${n1(x + len)}" y1="${y - 5}" x2="${n1(x + len)}" y2="${y + 5}"/>` +
    `<text x="${n1(x - 8)}" y="${y + 4}" text-anchor="end">${nice} NM (at ${esc(formatLat(midLat, { decimals: 0 }))})</text></g>`
  );
}

/** The legend in two rows under the map: leg colours, then storms and day marks. */
function legend(report: Report, top: number): string {
  const first: string[] = [];
  const second: string[] = [];
  const levels: RiskLevel[] = report.weather === null ? [] : ['none', 'low', 'moderate', 'high', 'unknown'];
  const item = (row: string[], x: number, y: number, symbol: string, label: string): number => {
    row.push(`${symbol}<text x="${x + 30}" y="${y + 4}">${esc(label)}</text>`);
    return x + 30 + label.length * 6.2 + 16;
  };
  let x = 4;
  let y = top + 16;
  if (levels.length === 0)
    item(
      first,
      x,
      y,
      `<line x1="${x}" y1="${y}" x2="${x + 24}" y2="${y}" stroke="${COLOURS.route}" class="legend-line"/>`,
      'Route (no forecast)',
    );
  for (const level of levels)
    x = item(
      first,
      x,
      y,
      `<line x1="${x}" y1="${y}" x2="${x + 24}" y2="${y}" stroke="${COLOURS.risk[level]}" class="legend-line"/>`,
      RISK_WORDS[level],
    );
  x = 4;
  y = top + 38;
  if ((report.storms ?? []).length > 0) {
    x = item(second, x, y, `<rect x="${x}" y="${y - 6}" width="24" height="12" class="cone"/>`, 'Storm cone');
    x = item(second, x, y, `<line x1="${x}" y1="${y}" x2="${x + 24}" y2="${y}" class="storm-track"/>`, 'Storm track');
    x = item(
      second,
      x,
      y,
      `<line x1="${x}" y1="${y}" x2="${x + 24}" y2="${y}" class="storm-forecast"/>`,
      'Storm forecast track',
    );
    x = item(second, x, y, `<line x1="${x}" y1="${y}" x2="${x + 24}" y2="${y}" class="cpa"/>`, 'Closest approach');
  }
  item(second, x, y, `<circle cx="${x + 12}" cy="${y}" r="2.6" class="day-tick"/>`, 'Ship at 00Z');
  return `<g class="legend">${first.join('')}${second.join('')}</g>`;
}

/** The chart as one <svg> element (inline in the report, no external reference). */
export function routeChartSvg(report: Report, view: MercatorView, land: ChartLand | null): string {
  const w = view.widthPx;
  const h = view.heightPx;
  return (
    `<svg class="route-chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h + STRIP_PX}" role="img" aria-label="Chart of the route">` +
    `<defs><clipPath id="chart-frame"><rect x="0" y="0" width="${w}" height="${h}"/></clipPath></defs>` +
    `<g clip-path="url(#chart-frame)"><rect class="sea" x="0" y="0" width="${w}" height="${h}"/>` +
    (land === null ? '' : landPaths(view, land.land)) +
    graticule(view) +
    storms(report, view) +
    route(report, view) +
    `</g><rect class="frame" x="0.5" y="0.5" width="${w - 1}" height="${h - 1}"/>${legend(report, h)}${scaleBar(view, h)}</svg>`
  );
}
