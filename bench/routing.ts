// Weather routing (issue 17): Bishop Rock to Ambrose light, whose great circle crosses
// Newfoundland, through a synthetic time-dependent field and Natural Earth 1:10m land with a
// 10 NM margin, against the dense brute-force search of the same problem (target ≤ 10 s); the
// isochrone method beside the graph search.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLand } from '../shared/land/land';
import { routeLandCrossings } from '../shared/land/crossing';
import { M_PER_NM } from '../shared/domain/units';
import type { Position } from '../shared/domain/position';
import { optimiseRoute, type RoutedRoute } from '../shared/routing/route';
import { bruteForceLeastTime } from '../shared/routing/brute-force';
import { landClearance } from '../shared/routing/land-clear';
import type { RoutingEnvironment } from '../shared/routing/model';
import { fmt, keep, timeRuns, type BenchSize, type Report } from './harness';

const BISHOP_ROCK = { lat: 49 + 52.4 / 60, lon: -(6 + 26.7 / 60) };
const AMBROSE = { lat: 40 + 27.5 / 60, lon: -(73 + 49.9 / 60) };
/** Quick runs stop in mid-ocean: every code path, a fraction of the work. */
const MID_ATLANTIC = { lat: 48, lon: -20 };
export const DEPART = Date.UTC(2026, 11, 1, 6) / 1000;
const DEG = Math.PI / 180;
export const PLANNED_KN = 14;

/**
 * 14 kn through the water less up to 3 kn in head seas from 250°: a swell whose strength runs in
 * bands across the ocean and moves with an 8 h period, so where and when matter.
 */
export function speedKn(p: Position, timeUtc: number, headingDeg: number): number {
  const hours = (timeUtc - DEPART) / 3600;
  const swell = (1 + Math.sin(p.lat / 3 + p.lon / 5 - hours / 8)) / 2;
  return PLANNED_KN - 3 * swell * ((1 + Math.cos((headingDeg - 250) * DEG)) / 2);
}

export function benchRouting(report: Report, size: BenchSize): void {
  const quick = size === 'quick';
  const to = quick ? MID_ATLANTIC : AMBROSE;
  report.section('Weather routing: Bishop Rock → Ambrose, synthetic time-dependent field, 1:10m land (10 NM margin)');
  const land = parseLand(
    JSON.parse(readFileSync(join(import.meta.dirname, '..', 'resources', 'land', 'land-10m.json'), 'utf8')),
  );
  // A fresh land check per run: its cache of node clearances would otherwise carry over.
  const env = (): RoutingEnvironment => ({
    speedKn,
    maxSpeedKn: PLANNED_KN,
    landClear: landClearance(land, [BISHOP_ROCK, to]),
  });
  let route: RoutedRoute | undefined;
  const routed = timeRuns(
    () => {
      const r = optimiseRoute({ from: BISHOP_ROCK, to, departUtc: DEPART, env: env() });
      if (!r.ok) throw new Error(r.message);
      keep((route = r));
    },
    quick ? 1 : 3,
    quick ? 0 : 1,
  );
  const r = route!;
  const crossings = routeLandCrossings(
    land,
    r.waypoints.map((w, i) => ({ name: `WP${i + 1}`, position: w })),
  );
  report.row(
    'router: distance, duration, waypoints',
    `${fmt(r.distanceM / M_PER_NM, 1)} NM, ${fmt(r.durationS / 3600, 2)} h, ${r.waypoints.length} waypoints, corridor ±${r.halfWidthNm} NM, ${r.stats.searches} search(es)`,
  );
  report.row('router: nodes settled, edges sailed', `${r.stats.settled}, ${r.stats.edgesSailed}`);
  report.row('router: median ms (land index built beforehand)', fmt(routed.medianMs, 1));
  report.row('router: legs over land (land check of the output)', String(crossings.length));
  let brute: ReturnType<typeof bruteForceLeastTime> | undefined;
  // The same problem on a corridor four times as fine both ways, every edge sailed, half the sub-step.
  const dense = { stageSpacingNm: 5, lateralSpacingNm: 1.25, halfWidthNm: r.halfWidthNm };
  const bruteTiming = timeRuns(
    () => keep((brute = bruteForceLeastTime(BISHOP_ROCK, to, DEPART, env(), dense, 60, 2.5))),
    1,
    0,
  );
  const b = brute!;
  report.row(
    'brute force: duration, edges sailed',
    `${fmt(b.durationS / 3600, 2)} h, ${b.edgesSailed} edges (stages 5 NM, nodes 1.25 NM, sub-steps 2.5 NM)`,
  );
  report.row('brute force: ms', fmt(bruteTiming.medianMs, 1));
  const gap = r.durationS / b.durationS - 1;
  report.row(
    'router against brute force',
    `${fmt(gap * 100, 3)} % in time, ${fmt(bruteTiming.medianMs / routed.medianMs, 1)}× faster`,
  );
  report.target('the router within 1 % of the brute-force time', Math.abs(gap) <= 0.01, `${fmt(gap * 100, 3)} %`);
  let iso: RoutedRoute | undefined;
  const isoTiming = timeRuns(
    () => {
      const x = optimiseRoute({ from: BISHOP_ROCK, to, departUtc: DEPART, env: env(), method: 'isochrones' });
      if (!x.ok) throw new Error(x.message);
      keep((iso = x));
    },
    quick ? 1 : 3,
    quick ? 0 : 1,
  );
  const i = iso!;
  const isoCrossings = routeLandCrossings(
    land,
    i.waypoints.map((w, k) => ({ name: `WP${k + 1}`, position: w })),
  );
  report.row(
    'isochrones: distance, duration, waypoints',
    `${fmt(i.distanceM / M_PER_NM, 1)} NM, ${fmt(i.durationS / 3600, 2)} h, ${i.waypoints.length} waypoints, ${i.stats.settled} front points, ${i.stats.edgesSailed} edges sailed`,
  );
  report.row('isochrones: median ms', fmt(isoTiming.medianMs, 1));
  const isoGap = i.durationS / b.durationS - 1;
  report.row(
    'isochrones against brute force and the graph search',
    `${fmt(isoGap * 100, 3)} % and ${fmt((i.durationS / r.durationS - 1) * 100, 3)} % in time, ${fmt(isoTiming.medianMs / routed.medianMs, 1)}× the graph search's time`,
  );
  report.target(
    'the isochrones within 1 % of the brute-force time',
    Math.abs(isoGap) <= 0.01,
    `${fmt(isoGap * 100, 3)} %`,
  );
  report.target('the isochrone route crosses no land', isoCrossings.length === 0, `${isoCrossings.length} crossing(s)`);
  report.target(
    'Bishop Rock → Ambrose routed in at most 10 s',
    routed.medianMs <= 10_000,
    `${fmt(routed.medianMs, 0)} ms`,
  );
  report.target('the route crosses no land', crossings.length === 0, `${crossings.length} crossing(s)`);
}
