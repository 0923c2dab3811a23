// Scheduling a 1,000-waypoint, 30-day voyage at hourly steps: Passage's schedule against a
// straightforward turf-based one written here (spherical, the way one would first write it).
import rhumbDistance from '@turf/rhumb-distance';
import rhumbDestination from '@turf/rhumb-destination';
import distance from '@turf/distance';
import destination from '@turf/destination';
import bearing from '@turf/bearing';
import rhumbBearing from '@turf/rhumb-bearing';
import { scheduleVoyage, type ScheduleWaypoint } from '../shared/schedule/schedule';
import { legTrackMemo, type LegTrackOf } from '../shared/geodesy/leg';
import { defined } from '../shared/domain/defined';
import { fmt, keep, quantile, timeRuns, type BenchSize, type Report } from './harness';

const SPEED_KN = 14;
const DEPART = Date.UTC(2026, 11, 1, 6, 17) / 1000;

/** 1,000 waypoints zig-zagging west across the oceans, ~10 NM legs, half of them great circles: 30 days at 14 kn. */
export function benchVoyage(count = 1000): ScheduleWaypoint[] {
  const wps: ScheduleWaypoint[] = [];
  for (let i = 0; i < count; i++) {
    const lon = 170 - i * 0.1095;
    const lat = 10 + 8 * Math.sin(i / 40) + (i % 2) * 0.05;
    wps.push({
      name: `WP${i + 1}`,
      position: { lat, lon: ((lon + 540) % 360) - 180 },
      legGeometry: i % 2 ? 'greatCircle' : 'rhumb',
    });
  }
  return wps;
}

/** The route with new position objects, as a voyage opened from the store has. */
function freshCopy(wps: readonly ScheduleWaypoint[]): ScheduleWaypoint[] {
  return wps.map((w) => ({ ...w, position: { lat: w.position.lat, lon: w.position.lon } }));
}

/** The route with waypoint `n` (cycling through the middle ones) nudged north or south by ~10 m, as a drag step makes it. */
function movedOne(wps: readonly ScheduleWaypoint[], n: number): ScheduleWaypoint[] {
  const k = 1 + (n % (wps.length - 2));
  const w = wps[k]!;
  const moved = wps.slice();
  moved[k] = { ...w, position: { lat: w.position.lat + (n % 2 ? 1e-4 : -1e-4), lon: w.position.lon } };
  return moved;
}

interface TurfLeg {
  a: number[];
  gc: boolean;
  d: number;
  brg: number;
}

function turfLegs(wps: readonly ScheduleWaypoint[]): TurfLeg[] {
  const legs: TurfLeg[] = [];
  for (let i = 1; i < wps.length; i++) {
    const a = [wps[i - 1]!.position.lon, wps[i - 1]!.position.lat];
    const b = [wps[i]!.position.lon, wps[i]!.position.lat];
    const gc = wps[i]!.legGeometry === 'greatCircle';
    legs.push({
      a,
      gc,
      d: gc ? distance(a, b, { units: 'meters' }) : rhumbDistance(a, b, { units: 'meters' }),
      brg: gc ? bearing(a, b) : rhumbBearing(a, b),
    });
  }
  return legs;
}

function turfPoint(leg: TurfLeg, along: number) {
  return leg.gc
    ? destination(leg.a, along, leg.brg, { units: 'meters' })
    : rhumbDestination(leg.a, along, leg.brg, { units: 'meters' });
}

/**
 * The straightforward turf version, the way turf's own along() works: for every time step,
 * measure the legs from the start until the distance sailed is reached, then step along that
 * leg. Waypoint ETAs from the leg lengths.
 */
function turfScheduleStraightforward(
  wps: readonly ScheduleWaypoint[],
  speedKn: number,
  departUtc: number,
  stepS: number,
) {
  const speedMs = (speedKn * 1852) / 3600;
  const legs = turfLegs(wps);
  const etas = [departUtc];
  for (const leg of legs) etas.push(etas[etas.length - 1]! + leg.d / speedMs);
  const arrival = etas[etas.length - 1]!;
  const points = [];
  for (let step = Math.floor(departUtc / stepS) + 1; step * stepS < arrival; step++) {
    const sailed = (step * stepS - departUtc) * speedMs;
    let start = 0;
    for (let k = 0; k < wps.length - 1; k++) {
      const a = [wps[k]!.position.lon, wps[k]!.position.lat];
      const b = [wps[k + 1]!.position.lon, wps[k + 1]!.position.lat];
      const gc = wps[k + 1]!.legGeometry === 'greatCircle';
      const d = gc ? distance(a, b, { units: 'meters' }) : rhumbDistance(a, b, { units: 'meters' });
      if (start + d > sailed) {
        points.push(
          turfPoint({ a, gc, d, brg: gc ? bearing(a, b) : rhumbBearing(a, b) }, sailed - start).geometry.coordinates,
        );
        break;
      }
      start += d;
    }
  }
  return { etas, points };
}

/** A hand-tuned turf version for reference: leg lengths once, a moving leg pointer. */
function turfScheduleTuned(wps: readonly ScheduleWaypoint[], speedKn: number, departUtc: number, stepS: number) {
  const speedMs = (speedKn * 1852) / 3600;
  const legs = turfLegs(wps);
  const etds = [departUtc];
  for (const leg of legs) etds.push(etds[etds.length - 1]! + leg.d / speedMs);
  const arrival = etds[etds.length - 1]!;
  const points = [];
  let k = 0;
  for (let step = Math.floor(departUtc / stepS) + 1; step * stepS < arrival; step++) {
    const time = step * stepS;
    while (etds[k + 1]! <= time) k++;
    points.push(turfPoint(legs[k]!, (time - etds[k]!) * speedMs).geometry.coordinates);
  }
  return { etds, points };
}

export function benchSchedule(report: Report, size: BenchSize): void {
  report.section('Schedule: 1,000 waypoints, 30 days, hourly steps');
  const quick = size === 'quick';
  const wps = benchVoyage(quick ? 50 : 1000);
  const once = scheduleVoyage({ waypoints: wps, speedsKn: [SPEED_KN], departureUtc: DEPART });
  report.row(
    'voyage',
    `${fmt(once.totalDistanceNm, 0)} NM, ${fmt(once.durationS / 86400, 1)} days, ${once.timesteps.length} points`,
  );
  // Passage and the hand-tuned version in alternating rounds, each figure the median of its
  // round medians: a burst from another process on a shared machine (or a GC) then tilts both
  // alike, and the spread of the rounds says how noisy the run was. Passage is timed twice: on
  // new position objects each run (a voyage opened: every leg solved), and after one waypoint
  // moved with the editor's memory of legs (legTrackMemo: an edit solves two legs).
  const rounds = quick ? 1 : 9;
  const runs = quick ? 3 : 40;
  const firstRounds: number[] = [];
  const editRounds: number[] = [];
  const tunedRounds: number[] = [];
  const schedule = (waypoints: readonly ScheduleWaypoint[], legTrackOf?: LegTrackOf) =>
    keep(scheduleVoyage({ waypoints, speedsKn: [SPEED_KN], departureUtc: DEPART, ...defined({ legTrackOf }) }));
  const memo = legTrackMemo();
  for (let r = 0; r < rounds; r++) {
    const copies = Array.from({ length: runs + Math.min(20, runs) }, () => freshCopy(wps));
    let next = 0;
    firstRounds.push(timeRuns(() => schedule(copies[next++]!), runs).medianMs);
    let moves = 0;
    editRounds.push(timeRuns(() => schedule(movedOne(wps, moves++), memo), runs).medianMs);
    tunedRounds.push(timeRuns(() => keep(turfScheduleTuned(wps, SPEED_KN, DEPART, 3600)), runs).medianMs);
  }
  for (const xs of [firstRounds, editRounds, tunedRounds]) xs.sort((x, y) => x - y);
  const ours = { medianMs: quantile(firstRounds, 0.5) };
  const edit = quantile(editRounds, 0.5);
  const tuned = { medianMs: quantile(tunedRounds, 0.5) };
  const straight = timeRuns(
    () => keep(turfScheduleStraightforward(wps, SPEED_KN, DEPART, 3600)),
    quick ? 1 : 10,
    quick ? 0 : 2,
  );
  const spread = (xs: number[]) => `rounds ${fmt(xs[0]!, 2)} to ${fmt(xs[xs.length - 1]!, 2)}`;
  report.row(
    `median ms, Passage (WGS84, geodesic + rhumb, exact), ${rounds} rounds`,
    `${fmt(ours.medianMs, 3)}  (${spread(firstRounds)})`,
  );
  report.row(
    'median ms, Passage again after one waypoint moved',
    `${fmt(edit, 3)}  (${fmt(edit / ours.medianMs, 2)}× the first; ${spread(editRounds)})`,
  );
  report.row(
    'median ms, turf straightforward (sphere, along-style)',
    `${fmt(straight.medianMs, 3)}  (${fmt(straight.medianMs / ours.medianMs, 1)}× Passage)`,
  );
  report.row(
    'median ms, turf hand-tuned (sphere, leg pointer)',
    `${fmt(tuned.medianMs, 3)}  (${fmt(tuned.medianMs / ours.medianMs)}× Passage; reference only; ${spread(tunedRounds)})`,
  );
  report.target('schedule at most 5 ms', ours.medianMs <= 5, `${fmt(ours.medianMs, 3)} ms median`);
  report.target(
    'schedule at least 3× faster than the straightforward turf version',
    straight.medianMs / ours.medianMs >= 3,
    `${fmt(straight.medianMs / ours.medianMs, 1)}×`,
  );
}
