// A passage that crosses a tropical storm's forecast track behind the storm, for the forecast's
// storm warning test (forecast-storm.spec.ts): the ship's closest approach to the storm is about
// 95 NM, it sails through the forecast cone, and its first and last hours lie outside every
// warning distance, so the warned steps are a run in the middle that the table and the charts
// must show where it is. Chosen with the app's own geodesy (fast); what the app then shows is
// checked with GeographicLib's GeodSolve and RhumbSolve (independent), below.
import { spawnSync } from 'node:child_process';
import type { Storm } from '../../shared/api/resources/storms';
import type { Position } from '../../shared/domain/position';
import { M_PER_NM } from '../../shared/domain/units';
import { coneContains } from '../../shared/forecast/point-in-polygon';
import { warningDistanceNm } from '../../shared/forecast/storm-track';
import { geodesicDirect, geodesicInverse } from '../../shared/geodesy/geodesic';
import { rhumbDirect, rhumbInverse } from '../../shared/geodesy/rhumb';
import { landClearance } from '../../shared/routing/land-clear';
import { loadLand } from '../shared/land/load';

const H = 3600;
/** A new voyage's speed on every leg (renderer/src/voyage/editor.ts DEFAULT_SPEED_KN). */
export const SPEED_KN = 12;
/** The closest approach aimed at, NM (issue 24: "a route 95 NM from a storm and inside its cone"). */
export const TARGET_CPA_NM = 95;
/** Hours at each end of the passage that must be outside every warning distance and the cone. */
const CLEAR_ENDS_H = 3;

/** The storm at an instant, as its track gives it. */
export interface StormPoint {
  readonly lat: number;
  readonly lon: number;
  readonly category: string;
}

/** Signed longitude difference b - a, degrees in [-180, 180). */
function lonDiff(a: number, b: number): number {
  return ((((b - a + 180) % 360) + 360) % 360) - 180;
}

/**
 * The storm at `timeUtc`: linear in time between the timed fixes either side (longitude the
 * short way), with the stronger-coded category of the two taken as the later one's when it
 * differs; null outside the track. Written here, not imported: the test's own reading of the
 * track (the spec gives fixes only; linear between fixes is the usual reading of an advisory).
 */
export function stormPointAt(storm: Storm, timeUtc: number): StormPoint | null {
  const fixes = storm.path
    .filter((p) => p.timestamp !== null && p.latitude !== null && p.longitude !== null)
    .sort((a, b) => a.timestamp! - b.timestamp!);
  for (let i = 0; i + 1 < fixes.length; i++) {
    const a = fixes[i]!;
    const b = fixes[i + 1]!;
    if (timeUtc < a.timestamp! || timeUtc > b.timestamp!) continue;
    const f = b.timestamp === a.timestamp ? 0 : (timeUtc - a.timestamp!) / (b.timestamp! - a.timestamp!);
    const lon = a.longitude! + f * lonDiff(a.longitude!, b.longitude!);
    const threshold = (c: string): number => warningDistanceNm(c);
    return {
      lat: a.latitude! + f * (b.latitude! - a.latitude!),
      lon: ((((lon + 180) % 360) + 360) % 360) - 180,
      // The larger warning distance is the stronger class (an unknown code the largest of all).
      category: threshold(b.category) > threshold(a.category) ? b.category : a.category,
    };
  }
  return null;
}

function lastFixUtc(storm: Storm): number {
  return Math.max(...storm.path.flatMap((p) => (p.timestamp === null ? [] : [p.timestamp])));
}

export interface Crossing {
  /** The two waypoints, degrees rounded to 4 decimals as typed. */
  readonly ends: readonly [Position, Position];
  /** A whole hour. */
  readonly departUtc: number;
  /** The closest approach the design expects, NM (the app's steps are the whole hours). */
  readonly cpaNm: number;
}

interface Step {
  readonly timeUtc: number;
  readonly ship: Position;
}

/** The ship's whole-hour positions along the rhumb line from the first end at SPEED_KN. */
function hourlySteps(ends: readonly [Position, Position], departUtc: number): Step[] {
  const [a, b] = ends;
  const { distanceM, courseDeg } = rhumbInverse(a.lat, a.lon, b.lat, b.lon);
  const hours = distanceM / M_PER_NM / SPEED_KN;
  const steps: Step[] = [];
  for (let k = 0; k <= Math.floor(hours); k++) {
    const p = rhumbDirect(a.lat, a.lon, courseDeg, k * SPEED_KN * M_PER_NM);
    steps.push({ timeUtc: departUtc + k * H, ship: { lat: p.lat, lon: p.lon } });
  }
  return steps;
}

interface Assessed {
  readonly cpaNm: number;
  readonly cpaIndex: number;
  readonly warned: readonly boolean[];
  readonly inCone: boolean;
}

/** Whether `storm` warns at a step: within its warning distance, or in its cone in its forecast period. */
function warnsAt(storm: Storm, step: Step, coneFromUtc: number): boolean {
  const at = stormPointAt(storm, step.timeUtc);
  const near =
    at !== null &&
    geodesicInverse(step.ship.lat, step.ship.lon, at.lat, at.lon).distanceM / M_PER_NM <=
      warningDistanceNm(at.category);
  const inPeriod = step.timeUtc >= coneFromUtc && step.timeUtc <= lastFixUtc(storm);
  return near || (inPeriod && coneContains(storm.cone, step.ship.lat, step.ship.lon));
}

function assess(storm: Storm, steps: readonly Step[], coneFromUtc: number): Assessed | null {
  let cpaNm = Infinity;
  let cpaIndex = -1;
  let inCone = false;
  const warned: boolean[] = [];
  const coneTo = lastFixUtc(storm);
  for (const [i, s] of steps.entries()) {
    const at = stormPointAt(storm, s.timeUtc);
    if (at === null) return null;
    const nm = geodesicInverse(s.ship.lat, s.ship.lon, at.lat, at.lon).distanceM / M_PER_NM;
    if (nm < cpaNm) [cpaNm, cpaIndex] = [nm, i];
    const cone = s.timeUtc >= coneFromUtc && s.timeUtc <= coneTo && coneContains(storm.cone, s.ship.lat, s.ship.lon);
    inCone ||= cone;
    warned.push(cone || nm <= warningDistanceNm(at.category));
  }
  return { cpaNm, cpaIndex, warned, inCone };
}

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * The ship on a course square to the storm's, crossing its track `behindNm` behind where the
 * storm is at `crossUtc`, for `halfH` hours either side.
 */
function crossingAt(storm: Storm, crossUtc: number, halfH: number, side: 1 | -1, behindNm: number): Crossing | null {
  const before = stormPointAt(storm, crossUtc - 3 * H);
  const now = stormPointAt(storm, crossUtc);
  const after = stormPointAt(storm, crossUtc + 3 * H);
  if (before === null || now === null || after === null) return null;
  const stormCourse = geodesicInverse(before.lat, before.lon, after.lat, after.lon).initialCourseDeg;
  const cross = geodesicDirect(now.lat, now.lon, stormCourse + 180, behindNm * M_PER_NM);
  const course = stormCourse + 90 * side;
  const legM = halfH * SPEED_KN * M_PER_NM;
  const a = rhumbDirect(cross.lat, cross.lon, course + 180, legM);
  const b = rhumbDirect(cross.lat, cross.lon, course, legM);
  return {
    ends: [
      { lat: round4(a.lat), lon: round4(a.lon) },
      { lat: round4(b.lat), lon: round4(b.lon) },
    ],
    departUtc: crossUtc - halfH * H,
    cpaNm: NaN,
  };
}

/**
 * The passage for `storm` as fetched at `fetchedAtUtc` (the cone covers the forecast from then):
 * crossing the track at a lead of 60-96 h (the cone is 81-145 NM wide there, so 95 NM off the
 * storm is inside it near the track), with the closest approach within 1 NM of TARGET_CPA_NM,
 * clear of the first and last CLEAR_ENDS_H hours, through the cone, and clear of land with the
 * router's margins (10 m land, as the backend checks a route), and out of the warning distances
 * and cones of the `others` (the world's other storms). Null when the storm has none.
 */
export function stormCrossing(storm: Storm, fetchedAtUtc: number, others: readonly Storm[]): Crossing | null {
  const land = loadLand('10m');
  for (const leadH of [84, 78, 90, 72, 96, 66, 60]) {
    const crossUtc = Math.ceil((fetchedAtUtc + leadH * H) / H) * H;
    for (const halfH of [24, 30, 36]) {
      if (crossUtc - halfH * H < fetchedAtUtc + 2 * H || crossUtc + halfH * H > lastFixUtc(storm)) continue;
      for (const side of [1, -1] as const) {
        // The closest approach grows with the distance behind: bisect it to TARGET_CPA_NM.
        let lo = 0;
        let hi = 400;
        let found: { crossing: Crossing; assessed: Assessed } | null = null;
        for (let i = 0; i < 30 && found === null; i++) {
          const mid = (lo + hi) / 2;
          const crossing = crossingAt(storm, crossUtc, halfH, side, mid);
          const assessed = crossing && assess(storm, hourlySteps(crossing.ends, crossing.departUtc), fetchedAtUtc);
          if (crossing === null || assessed === null) break;
          if (Math.abs(assessed.cpaNm - TARGET_CPA_NM) < 1) found = { crossing, assessed };
          else if (assessed.cpaNm < TARGET_CPA_NM) lo = mid;
          else hi = mid;
        }
        if (found === null) continue;
        const { crossing, assessed } = found;
        const n = assessed.warned.length;
        const endsClear =
          assessed.warned.slice(0, CLEAR_ENDS_H).every((w) => !w) &&
          assessed.warned.slice(n - CLEAR_ENDS_H).every((w) => !w);
        if (!endsClear || !assessed.inCone) continue;
        // The other storms of the world keep away, so every mark and band shown is this storm's.
        const steps = hourlySteps(crossing.ends, crossing.departUtc);
        if (others.some((other) => steps.some((step) => warnsAt(other, step, fetchedAtUtc)))) continue;
        if (!landClearance(land, crossing.ends)(crossing.ends[0], crossing.ends[1])) continue;
        return { ...crossing, cpaNm: assessed.cpaNm };
      }
    }
  }
  return null;
}

// --- GeographicLib, as installed on this machine (GeodSolve, RhumbSolve), for the checks ---

function solve(command: string, args: readonly string[], lines: readonly string[]): string[][] {
  const run = spawnSync(command, [...args], { input: `${lines.join('\n')}\n`, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/));
}

/** Geodesic distances (WGS84) between pairs of points, NM, by GeodSolve -i. */
export function geodSolveNm(pairs: readonly (readonly [Position, Position])[]): number[] {
  const out = solve(
    'GeodSolve',
    ['-i', '-p', '6'],
    pairs.map(([a, b]) => `${a.lat} ${a.lon} ${b.lat} ${b.lon}`),
  );
  return out.map((cols) => Number(cols[2]) / M_PER_NM);
}

/**
 * The ship at each time on the rhumb line between the ends at SPEED_KN from `departUtc`, by
 * RhumbSolve (the ellipsoidal rhumb line, as a passage plan's RL leg is sailed).
 */
export function rhumbSolveShip(
  ends: readonly [Position, Position],
  departUtc: number,
  times: readonly number[],
): Position[] {
  const [a, b] = ends;
  const [inverse] = solve('RhumbSolve', ['-i', '-p', '9'], [`${a.lat} ${a.lon} ${b.lat} ${b.lon}`]);
  const courseDeg = Number(inverse![0]);
  const lengthM = Number(inverse![1]);
  const out = solve(
    'RhumbSolve',
    ['-p', '9'],
    times.map(
      (t) => `${a.lat} ${a.lon} ${courseDeg} ${Math.min(lengthM, ((t - departUtc) / H) * SPEED_KN * M_PER_NM)}`,
    ),
  );
  return out.map((cols) => ({ lat: Number(cols[0]), lon: Number(cols[1]) }));
}
