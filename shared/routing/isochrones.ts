// The time-dependent isochrone method (Hagiwara 1989): from the start at the departure, the set
// of places the ship can reach is advanced one time step after another, each front pruned to one
// point per sector of bearing from the start (isochrone-front.ts), until the goal is within reach
// of a front; the track is rebuilt from back-pointers. Least time only: the least-risk objective
// stays with the graph search (route.ts).
import type { Position } from '../domain/position';
import { formatPosition } from '../domain/coordinates';
import { MS_PER_KN } from '../domain/units';
import { geodesicInverse } from '../geodesy/geodesic';
import { rhumbDistanceM, rhumbInverse } from '../geodesy/rhumb';
import { advanceFront, sectorCount, type FrontGeometry, type FrontPoint } from './isochrone-front';
import type { RoutingEnvironment, RoutingFailure, TimedPosition } from './model';
import { newSailedLeg, sailRhumb } from './sail';

export interface IsochroneOptions {
  /** Time between isochrones, seconds (default: an estimated crossing over 150, at least 1 h). */
  readonly stepS?: number;
  /** Headings are fanned this far either side of the course to the goal, degrees (default 90). */
  readonly headingSpanDeg?: number;
  /** Between fanned headings, degrees (default 5). */
  readonly headingStepDeg?: number;
  /** Width of the pruning sectors of bearing from the start, degrees (default: one step's run at the goal's distance, 0.1° to 1°). */
  readonly sectorDeg?: number;
  /** Isochrones advanced before giving up (default six times the estimated crossing's, at least 100). */
  readonly maxSteps?: number;
}

export interface IsochroneLeg {
  readonly ok: true;
  /** From the start at the departure to the goal at the arrival, a point per isochrone. */
  readonly track: TimedPosition[];
  /** Every isochrone from the start's, each ordered by bearing from the start. */
  readonly fronts: Position[][];
  readonly edgesSailed: number;
  /** Front points kept over all isochrones. */
  readonly pointsKept: number;
}

/**
 * The goal is tried from front points this many steps' run from it: the straight leg is sailed
 * exactly, so a longer reach only adds candidates, and it lets sparse fronts (sectors of bearing
 * from a distant start are wide near the goal) reach a goal tucked behind a headland.
 */
const REACH_STEPS = 3;

interface Arrival {
  readonly arrivalUtc: number;
  /** The front point the goal is sailed from. */
  readonly via: FrontPoint;
}

interface Resolved {
  readonly stepS: number;
  readonly headingSpanDeg: number;
  readonly headingStepDeg: number;
  readonly sectorDeg: number;
  readonly maxSteps: number;
  /** The estimated run of one step, metres. */
  readonly firstStepM: number;
}

/** The options' problem in words, or null when they are usable. */
export function isochroneOptionsProblem(o: IsochroneOptions): string | null {
  const bad = (x: number | undefined, ok: (x: number) => boolean) => x !== undefined && !ok(x);
  if (bad(o.stepS, (x) => x >= 60 && x <= 24 * 3600)) return 'The isochrone step must be from 1 minute to 24 hours.';
  if (bad(o.headingSpanDeg, (x) => x > 0 && x <= 180)) return 'The heading fan must be more than 0° and at most 180°.';
  if (bad(o.headingStepDeg, (x) => x >= 0.1 && x <= (o.headingSpanDeg ?? 90))) {
    return 'The heading step must be at least 0.1° and at most the fan.';
  }
  if (bad(o.sectorDeg, (x) => x >= 0.01 && x <= 45)) return 'The pruning sectors must be from 0.01° to 45° wide.';
  if (bad(o.maxSteps, (x) => Number.isInteger(x) && x >= 1 && x <= 100_000)) {
    return 'The step limit must be a whole number from 1 to 100000.';
  }
  return null;
}

/**
 * The least-time track from `from` to `to` leaving at `departUtc`. Each edge is sailed with
 * sailRhumb (speed, and `allowed` at the instant the ship is there, every `subStepNm`) and must be
 * clear of land. The leg to the goal is tried from every front point within three steps' run of
 * it, sailed exactly; the earliest arrival wins once no later front can beat it.
 */
export function isochroneLeastTime(
  from: Position,
  to: Position,
  departUtc: number,
  env: RoutingEnvironment,
  subStepNm: number,
  options: IsochroneOptions = {},
): IsochroneLeg | RoutingFailure {
  const problem = isochroneOptionsProblem(options);
  if (problem !== null || !(subStepNm > 0)) return fail('bad-input', problem ?? 'The sub-step must be positive.');
  if (env.allowed !== undefined && !env.allowed(from, departUtc)) {
    return fail(
      'start-not-allowed',
      'The start is inside a no-go zone or breaks a limit at departure: depart later or from elsewhere.',
    );
  }
  if (rhumbDistanceM(from.lat, from.lon, to.lat, to.lon) === 0) {
    return { ok: true, track: [{ ...from, timeUtc: departUtc }], fronts: [[from]], edgesSailed: 0, pointsKept: 1 };
  }
  return march(from, to, departUtc, env, subStepNm, resolve(from, to, departUtc, env, options));
}

/** The search itself, with options resolved. */
function march(
  from: Position,
  to: Position,
  departUtc: number,
  env: RoutingEnvironment,
  subStepNm: number,
  o: Resolved,
): IsochroneLeg | RoutingFailure {
  const g: FrontGeometry = {
    start: from,
    goal: to,
    goalCourseDeg: rhumbInverse(from.lat, from.lon, to.lat, to.lon).courseDeg,
    stepS: o.stepS,
    sectorDeg: o.sectorDeg,
    headingSpanDeg: o.headingSpanDeg,
    headingStepDeg: o.headingStepDeg,
    subStepNm,
    env,
    nearestToGoM: new Float64Array(sectorCount(o.sectorDeg)).fill(Infinity),
  };
  const leg = newSailedLeg();
  let best: Arrival | null = null;
  let edgesSailed = 0;
  let pointsKept = 1;
  /** The leg to the goal from every point of the front within reachM of it, if it beats `sofar`. */
  const tryGoal = (front: readonly FrontPoint[], reachM: number, sofar: Arrival | null): Arrival | null => {
    let found = sofar;
    for (const p of front) {
      if (rhumbDistanceM(p.lat, p.lon, to.lat, to.lon) > reachM) continue;
      sailRhumb(p, to, p.timeUtc, env, subStepNm, leg);
      edgesSailed++;
      if (!(leg.arrivalUtc < (found?.arrivalUtc ?? Infinity))) continue;
      if (env.landClear !== undefined && !env.landClear(p, to)) continue;
      found = { arrivalUtc: leg.arrivalUtc, via: p };
    }
    return found;
  };
  let front: FrontPoint[] = [{ lat: from.lat, lon: from.lon, timeUtc: departUtc, parent: null }];
  const fronts: Position[][] = [[from]];
  // From the start the goal is tried at the estimated step's run (with the fan's speeds unknown yet).
  best = tryGoal(front, REACH_STEPS * o.firstStepM, best);
  for (let k = 1; ; k++) {
    if (k > o.maxSteps) {
      if (best !== null) break;
      return fail(
        'no-route',
        `No route from ${fmt(from)} to ${fmt(to)} within ${o.maxSteps} isochrones (${hours(o.maxSteps * o.stepS)} at sea): the end may be inside a no-go zone or cut off by land, or the way round too long. Relax the limits, move the end or add a via.`,
      );
    }
    const step = advanceFront(g, front, departUtc + k * o.stepS);
    edgesSailed += step.edgesSailed;
    const next = step.front;
    if (best !== null && (next.length === 0 || best.arrivalUtc <= Math.min(...next.map((p) => p.timeUtc)))) break;
    if (next.length === 0) {
      return fail(
        'no-route',
        `No route from ${fmt(from)} to ${fmt(to)}: after ${hours((k - 1) * o.stepS)} at sea every heading meets land, a limit or a no-go zone. Relax the limits, depart at another time or add a via round the obstacle.`,
      );
    }
    pointsKept += next.length;
    fronts.push(next.map((p) => ({ lat: p.lat, lon: p.lon })));
    best = tryGoal(next, REACH_STEPS * step.longestStepM, best);
    front = next;
  }
  const end = best;
  const track: TimedPosition[] = [{ lat: to.lat, lon: to.lon, timeUtc: end.arrivalUtc }];
  for (let p: FrontPoint | null = end.via; p !== null; p = p.parent) {
    track.push({ lat: p.lat, lon: p.lon, timeUtc: p.timeUtc });
  }
  track.reverse();
  return { ok: true, track, fronts, edgesSailed, pointsKept };
}

/** At most `max` fronts, evenly chosen, the first and last always: enough to draw on a chart. */
export function thinFronts(fronts: readonly Position[][], max: number): Position[][] {
  if (fronts.length <= max) return fronts.slice();
  const out: Position[][] = [];
  for (let i = 0; i < max; i++) out.push(fronts[Math.round((i * (fronts.length - 1)) / (max - 1))]!);
  return out;
}

/** Estimated crossings are made at the top speed when known, else at the start's speed towards the goal (10 kn if none). */
function resolve(
  from: Position,
  to: Position,
  departUtc: number,
  env: RoutingEnvironment,
  o: IsochroneOptions,
): Resolved {
  const g = geodesicInverse(from.lat, from.lon, to.lat, to.lon);
  const atStart = env.speedKn(from, departUtc, g.initialCourseDeg);
  const speedKn = env.maxSpeedKn !== undefined && env.maxSpeedKn > 0 ? env.maxSpeedKn : atStart > 0 ? atStart : 10;
  const crossingS = g.distanceM / (speedKn * MS_PER_KN);
  const stepS = o.stepS ?? Math.max(3600, crossingS / 150);
  const steps = crossingS / stepS;
  const runM = speedKn * MS_PER_KN * stepS;
  const sectorDeg = o.sectorDeg ?? Math.min(1, Math.max(0.1, ((runM / g.distanceM) * 180) / Math.PI));
  return {
    stepS,
    headingSpanDeg: o.headingSpanDeg ?? 90,
    headingStepDeg: o.headingStepDeg ?? 5,
    sectorDeg,
    maxSteps: o.maxSteps ?? Math.max(100, Math.ceil(6 * steps)),
    firstStepM: runM,
  };
}

function hours(s: number): string {
  return s >= 48 * 3600 ? `${(s / 86400).toFixed(1)} days` : `${Math.round(s / 3600)} h`;
}

/** In the navigator's notation (degrees and decimal minutes), never raw decimals. */
function fmt(p: Position): string {
  return formatPosition(p);
}

function fail(reason: RoutingFailure['reason'], message: string): RoutingFailure {
  return { ok: false, reason, message };
}
