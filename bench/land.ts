// The land-crossing check (issue 6): a 100-leg ocean route checked against Natural Earth 1:10m
// land, bare and as an import runs it (target ≤ 50 ms each), isLand calls per second, and what
// loading each land file costs.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseLand, isLand, type LandData } from '../shared/land/land';
import { routeLandCrossings, type LandCheckWaypoint } from '../shared/land/crossing';
import type { LandResolution } from '../shared/land/file';
import { lonDiffDeg, normalizeLonDeg } from '../shared/geodesy/angles';
import { callsPerSecond, fmt, keep, timeRuns, type BenchSize, type Report } from './harness';
import { rng } from '../electron/sandbox/random';
import { checkRouteLand } from '../shared/formats/land-check';
import type { Route } from '../shared/domain/voyage';

const LAND_DIR = join(import.meta.dirname, '..', 'resources', 'land');

/**
 * Sea marks of a voyage round the world westabout from the North Sea: Channel, Atlantic, Cape of
 * Good Hope, Indian Ocean, south of Australia, across the antimeridian in the South Pacific,
 * then north and east across it again to Japan. Each stretch is cut into legs, 100 in all.
 * Drawn as straight stretches, it clips Santiago (Cape Verde), King and Flinders Islands and New
 * Zealand's North Island: five stretches over land, so the check has land to find as well as sea.
 */
const ANCHORS: readonly [number, number][] = [
  [52.0, 3.9],
  [51.0, 1.5],
  [48.5, -5.5],
  [43.0, -12.0],
  [30.0, -20.0],
  [10.0, -25.0],
  [-10.0, -15.0],
  [-30.0, 5.0],
  [-37.0, 20.0],
  [-35.0, 45.0],
  [-30.0, 80.0],
  [-38.0, 115.0],
  [-40.0, 145.0],
  [-42.0, 165.0],
  [-35.0, -170.0],
  [-15.0, -150.0],
  [10.0, -170.0],
  [25.0, 170.0],
  [33.0, 142.0],
];

export function benchRoute(legs = 100): LandCheckWaypoint[] {
  const stretches = ANCHORS.length - 1;
  const wps: LandCheckWaypoint[] = [{ name: 'WP1', position: { lat: ANCHORS[0]![0], lon: ANCHORS[0]![1] } }];
  for (let s = 0; s < stretches; s++) {
    const [lat1, lon1] = ANCHORS[s]!;
    const [lat2, lon2] = ANCHORS[s + 1]!;
    const parts = Math.floor(legs / stretches) + (s < legs % stretches ? 1 : 0);
    const dLon = lonDiffDeg(lon1, lon2);
    for (let k = 1; k <= parts; k++) {
      const f = k / parts;
      const n = wps.length;
      wps.push({
        name: `WP${n + 1}`,
        position: { lat: lat1 + f * (lat2 - lat1), lon: normalizeLonDeg(lon1 + f * dLon) },
        legGeometry: n % 2 ? 'greatCircle' : 'rhumb',
      });
    }
  }
  return wps;
}

function load(resolution: LandResolution): { land: LandData; bytes: number; gzBytes: number; parseMs: number } {
  const path = join(LAND_DIR, `land-${resolution}.json`);
  const text = readFileSync(path, 'utf8');
  const t0 = performance.now();
  const land = parseLand(JSON.parse(text));
  const parseMs = performance.now() - t0;
  return { land, bytes: statSync(path).size, gzBytes: gzipSync(text).length, parseMs };
}

export function benchLandCrossing(report: Report, size: BenchSize): void {
  report.section('Land: route land-crossing check and isLand (Natural Earth land)');
  const quick = size === 'quick';
  const [runs, warmup] = quick ? [2, 0] : [20, 5];
  const files = (['110m', '50m', '10m'] as const).map((r) => ({ resolution: r, ...load(r) }));
  for (const f of files) {
    report.row(
      `land-${f.resolution}.json: size, gzipped, JSON.parse + parseLand`,
      `${fmt(f.bytes / 1024, 0)} kB, ${fmt(f.gzBytes / 1024, 0)} kB, ${fmt(f.parseMs, 1)} ms (${f.land.lons.length} points)`,
    );
  }
  const land = files[2]!.land;
  const route = benchRoute();
  const found = routeLandCrossings(land, route);
  report.row(
    'route',
    `${route.length - 1} legs, rhumb and great circle alternating, ${found.length} stretch(es) over land`,
  );
  const check = timeRuns(() => keep(routeLandCrossings(land, route)), runs, warmup);
  report.row(
    'routeLandCrossings median ms (1:10m, 5 NM chords)',
    `${fmt(check.medianMs, 2)} (p99 ${fmt(check.p99Ms, 2)})`,
  );
  report.target(
    '100-leg route checked in at most 50 ms (issue 6)',
    check.medianMs <= 50,
    `${fmt(check.medianMs, 2)} ms median of ${check.runs}`,
  );
  // What an import runs: the crossings plus waypoints on land and the canal and river rules.
  const imported: Route = {
    name: 'bench',
    waypoints: route.map((w, i) => ({
      id: `wp${i + 1}`,
      name: w.name,
      position: w.position,
      legGeometry: w.legGeometry ?? 'rhumb',
    })),
  };
  const notes = checkRouteLand(land, imported, 'bench.rtz').notes;
  const importCheck = timeRuns(() => keep(checkRouteLand(land, imported, 'bench.rtz')), runs, warmup);
  report.row('checkRouteLand (the import check), warnings', `${notes.length}`);
  report.row('checkRouteLand median ms (1:10m)', `${fmt(importCheck.medianMs, 2)} (p99 ${fmt(importCheck.p99Ms, 2)})`);
  report.target(
    '100-leg route checked on import in at most 50 ms (issue 6)',
    importCheck.medianMs <= 50,
    `${fmt(importCheck.medianMs, 2)} ms median of ${importCheck.runs}`,
  );

  // The editor's live check (renderer/src/exchange): the same check on the route being edited,
  // run in a Web Worker after edits pause. A 500-waypoint route must come back well within the
  // 400 ms pause, so the warnings follow the navigator's edits without lagging behind them.
  const edited = benchRoute(499);
  const editedRoute: Route = {
    name: 'bench',
    waypoints: edited.map((w, i) => ({
      id: `wp${i + 1}`,
      name: w.name,
      position: w.position,
      legGeometry: w.legGeometry ?? 'rhumb',
    })),
  };
  const liveCheck = timeRuns(() => keep(checkRouteLand(land, editedRoute, '')), quick ? 1 : 10, quick ? 0 : 3);
  report.row(
    "checkRouteLand median ms, 500 waypoints (the editor's live check)",
    `${fmt(liveCheck.medianMs, 2)} (p99 ${fmt(liveCheck.p99Ms, 2)})`,
  );
  report.target(
    '500-waypoint route checked in its worker in at most 200 ms',
    liveCheck.medianMs <= 200,
    `${fmt(liveCheck.medianMs, 2)} ms median of ${liveCheck.runs}`,
  );

  const random = rng(7);
  const world = Array.from({ length: 4096 }, () => [random() * 180 - 90, random() * 360 - 180] as const);
  // Near coastlines: ring vertices nudged by ~300 m, where the grid cell holds edges to test.
  const coast = Array.from({ length: 4096 }, () => {
    const i = Math.floor(random() * land.lons.length);
    return [
      Math.max(-90, Math.min(90, land.lats[i]! + (random() - 0.5) * 0.006)),
      land.lons[i]! + (random() - 0.5) * 0.006,
    ] as const;
  });
  const rateMs = quick ? 20 : 400;
  const worldRate = callsPerSecond((i) => isLand(land, world[i & 4095]![0], world[i & 4095]![1]), rateMs);
  const coastRate = callsPerSecond((i) => isLand(land, coast[i & 4095]![0], coast[i & 4095]![1]), rateMs);
  report.row('isLand calls/s, 1:10m, uniform over the globe', fmt(worldRate, 0));
  report.row('isLand calls/s, 1:10m, within ~300 m of a coastline', fmt(coastRate, 0));
}
