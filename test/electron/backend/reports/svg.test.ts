// The report's drawings and escaping in isolation: the chart across the antimeridian, the fan
// chart over 3-hourly members with a real gap, and text that must not break out of markup or CSS.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport, type ReportSources } from '../../../../electron/backend/app/reports/content';
import { cssString, esc } from '../../../../electron/backend/app/reports/escape';
import {
  fitRouteView,
  landResolutionFor,
  routeChartSvg,
} from '../../../../electron/backend/app/reports/svg/route-chart';
import { seriesChartSvg } from '../../../../electron/backend/app/reports/svg/series-chart';
import type { EnsembleStats } from '../../../../shared/forecast/ensemble-stats';
import { parseLand } from '../../../../shared/land';
import type { Voyage } from '../../../../shared/domain/voyage';
import { activeStorms } from '../../../../electron/sandbox/storms/storms';
import { coneContains } from '../../../../shared/forecast/point-in-polygon';

const T0 = Date.UTC(2026, 11, 1) / 1000;

/** Yokohama to Dutch Harbor: a great circle across the 180th meridian. */
const pacific: Voyage = {
  name: 'Yokohama to Dutch Harbor',
  route: {
    name: '',
    waypoints: [
      { id: 'a', name: 'Yokohama', position: { lat: 35.3, lon: 139.8 }, legGeometry: 'rhumb' },
      { id: 'b', name: 'Off Hokkaido', position: { lat: 42, lon: 146 }, legGeometry: 'rhumb' },
      { id: 'c', name: 'Dutch Harbor', position: { lat: 53.9, lon: -166.5 }, legGeometry: 'greatCircle' },
    ],
  },
  departureUtc: T0,
  speedsKn: [15],
  staysS: {},
};

function sources(voyage: Voyage): ReportSources {
  return {
    voyageId: 'v',
    revision: 1,
    savedAtUtc: T0,
    latestRevision: 1,
    voyage,
    snapshot: null,
    storms: null,
    land: null,
    importWarnings: [],
    generatedAtUtc: T0,
    preparedBy: null,
  };
}

/** x coordinates of every point of the route's leg polylines, in order. */
function legXs(svg: string): number[] {
  return [...svg.matchAll(/<polyline class="leg" stroke="[^"]+" points="([^"]+)"/g)].flatMap((m) =>
    (m[1] ?? '').split(' ').map((p) => Number(p.split(',')[0])),
  );
}

describe('the route chart', () => {
  const report = buildReport(sources(pacific));
  const view = fitRouteView(report);

  it('frames a Pacific crossing as one picture, its longitudes unwrapped past 180°', () => {
    expect(view.west).toBeGreaterThan(130);
    expect(view.east).toBeGreaterThan(190);
    expect(view.east - view.west).toBeLessThan(70);
    expect(view.nearLon(-166.5)).toBeCloseTo(193.5, 9);
    expect(landResolutionFor(view.east - view.west)).toBe('50m');
  });

  it('draws the route eastward without a jump at the antimeridian, and the land of both sides', () => {
    const land = parseLand(
      JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../resources/land/land-110m.json'), 'utf8')),
    );
    const svg = routeChartSvg(report, view, { resolution: '110m', land });
    const xs = legXs(svg);
    expect(xs.length).toBeGreaterThan(20);
    expect(xs.every((x, i) => x >= 0 && x <= view.widthPx && (i === 0 || x >= (xs[i - 1] ?? 0) - 0.11))).toBe(true);
    // East of 180° the land is the next world copy: two land paths, one per copy.
    expect(svg.match(/<path class="land"/g)).toHaveLength(2);
    expect(svg).toContain('<text class="waypoint-label"');
    expect(svg).toContain('Route (no forecast)');
  });

  it('says the land check did not run when there is no land data, and that storms were not checked', () => {
    expect(report.warnings.map((w) => w.kind)).toEqual(['land', 'storms']);
    expect(report.warnings[0]?.text).toContain('Land crossings were not checked');
  });
});

describe('the fan chart', () => {
  const stats = (v: number): EnsembleStats => ({
    count: 51,
    min: v - 3,
    max: v + 3,
    mean: v,
    median: v,
    p10: v - 2,
    p25: v - 1,
    p75: v + 1,
    p90: v + 2,
  });
  // Hourly steps for 48 h; members every 3 h, none from hour 18 to 30 (a real gap).
  const times = Array.from({ length: 48 }, (_, i) => T0 + i * 3600);
  const fan = times.map((_, i) => (i % 3 === 0 && (i < 18 || i > 30) ? stats(10 + i / 4) : null));

  it('joins members 3 h apart into one band, and breaks it at a longer gap', () => {
    const svg = seriesChartSvg({
      title: 'Mean wind',
      unit: 'kn',
      timesUtc: times,
      deterministic: times.map((_, i) => 12 + i / 5),
      stats: fan,
      limit: 34,
      waypoints: [{ timeUtc: T0, label: '1' }],
    });
    expect(svg.match(/class="fan-outer"/g)).toHaveLength(2);
    expect(svg.match(/class="median"/g)).toHaveLength(2);
    expect(svg.match(/class="deterministic"/g)).toHaveLength(1);
    expect(svg).toContain('limit 34 kn');
    // The axis reaches above the limit line, so the line is always on the chart.
    expect(svg).toMatch(/>40<\/text>/);
  });
});

describe("a storm's cone in the report", () => {
  // Super Typhoon Fengshen (demo world 11, 2026-11-28 10:30Z) recurves from the China coast to
  // Japan; a passage across the East China Sea inside the bend is far from every cone circle.
  const fetchedAtUtc = Date.UTC(2026, 10, 28, 10, 30) / 1000;
  const fengshen = activeStorms(11, fetchedAtUtc).find((s) => s.name === 'Super Typhoon Fengshen');
  const across: Voyage = {
    ...pacific,
    name: 'Across the bend',
    route: {
      name: '',
      waypoints: [
        { id: 'a', name: 'West', position: { lat: 29, lon: 124.5 }, legGeometry: 'rhumb' },
        { id: 'b', name: 'East', position: { lat: 27.5, lon: 128.5 }, legGeometry: 'rhumb' },
      ],
    },
    departureUtc: fetchedAtUtc,
    speedsKn: [12],
  };
  const report = buildReport({
    ...sources(across),
    storms: { storms: fengshen === undefined ? [] : [fengshen], fetchedAtUtc, source: 'demo' },
  });

  it('draws the cone as one path filled by the nonzero rule, and says the passage stays out of it', () => {
    expect(fengshen?.cone.length).toBe(1);
    const svg = routeChartSvg(report, fitRouteView(report), null);
    const cones = [...svg.matchAll(/<path class="cone" fill-rule="nonzero" d="([^"]+)"\/>/g)];
    expect(cones).toHaveLength(1);
    expect(cones[0]?.[1]?.match(/M/g)).toHaveLength(1);
    const row = report.storms?.find((r) => r.storm.name === 'Super Typhoon Fengshen');
    expect(row?.proximity.entersCone).toBe(false);
    // The cone's own rings leave out where the passage starts, inside the bend.
    const first = across.route.waypoints[0]!.position;
    expect(coneContains(fengshen?.cone ?? [], first.lat, first.lon)).toBe(false);
  });
});

describe('escaping', () => {
  it('escapes text for HTML and SVG', () => {
    expect(esc(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes a CSS string that no text can end, outside printable ASCII as hex escapes', () => {
    expect(cssString('a"b\\c<d>é\n}')).toBe('"a\\22 b\\5c c\\3c d\\3e \\e9 \\a }"');
    expect(cssString('Ushant → Ambrose')).toBe('"Ushant \\2192  Ambrose"');
  });
});
