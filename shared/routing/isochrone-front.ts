// One step of the isochrone method: every point of a front fans out over headings around its
// course to the goal, and the candidates are pruned into sectors of bearing from the start, one
// kept in each (Hagiwara 1989, the modified isochrone method). Only the candidates that would win
// a sector are sailed and checked against land, best first, so the cost grows with the sectors,
// not the fan.
//
// Hagiwara keeps the point farthest from the start; this keeps the one nearest the goal (rhumb
// distance to go). The two agree until a sector's ray passes abeam of the goal; beyond, farthest
// from the start runs on past the goal along the coast behind it. From Bishop Rock, sectors 1°
// wide are 50 NM wide off New York: the farthest points ran south past Ambrose down the Jersey
// shore and never came back, where the nearest-to-go points converge on the goal.
import type { Position } from '../domain/position';
import { MS_PER_KN } from '../domain/units';
import { sinCosDegInto } from '../geodesy/ellipsoid';
import { normalizeCourseDeg, rhumbDistanceM, rhumbInverse, rhumbPoint, rhumbStart } from '../geodesy/rhumb';
import type { RoutingEnvironment } from './model';
import { newSailedLeg, sailRhumb } from './sail';

/** A point of an isochrone: where the ship is, when (Unix seconds), and where it came from. */
export interface FrontPoint extends Position {
  readonly timeUtc: number;
  readonly parent: FrontPoint | null;
}

/** What does not change from one step of a leg to the next. */
export interface FrontGeometry {
  readonly start: Position;
  readonly goal: Position;
  /** Rhumb course from the start to the goal, degrees: sectors are counted from the bearing opposite it. */
  readonly goalCourseDeg: number;
  /** The time step between isochrones, seconds. */
  readonly stepS: number;
  readonly sectorDeg: number;
  readonly headingSpanDeg: number;
  readonly headingStepDeg: number;
  readonly subStepNm: number;
  readonly env: RoutingEnvironment;
  /** Least distance to go reached so far in each sector, metres (the earlier isochrones); Infinity: none yet. */
  readonly nearestToGoM: Float64Array;
}

interface Candidate {
  readonly lat: number;
  readonly lon: number;
  readonly parent: FrontPoint;
  /** Rhumb distance to the goal, metres. */
  readonly toGoM: number;
}

export interface FrontStep {
  /** The new front, ordered by sector (a line drawn through it in order is the isochrone). */
  readonly front: FrontPoint[];
  /** Longest step any candidate made, metres: how far the goal may be to be tried from the front. */
  readonly longestStepM: number;
  readonly edgesSailed: number;
}

export function sectorCount(sectorDeg: number): number {
  return Math.ceil(360 / sectorDeg);
}

const sc = new Float64Array(2);
/** The least gain on the earlier isochrones of a sector, as a fraction of the candidate's step. */
const CREEP = 0.25;

/**
 * Advances `front` to the isochrone of `targetUtc`. Each candidate's end is placed by a midpoint
 * estimate of its speed (the speed at the start of the step takes it half-way, the speed there
 * half a step later gives the distance), second order, so the candidates of a front are close to
 * isochronal; the ones kept are then sailed with sailRhumb, whose arrival is the time they carry
 * (the next step aims at the next isochrone from it, so the small differences do not add up).
 * A candidate no nearer the goal than an earlier isochrone in its sector is dropped: that ground
 * was reached sooner. So is one that gains less than a quarter of its step on it: sliding along
 * the edge of what can be reached (a coast, a zone round the goal) it would gain ever smaller
 * amounts and the fronts would never die out.
 */
export function advanceFront(g: FrontGeometry, front: readonly FrontPoint[], targetUtc: number): FrontStep {
  const { env, start, goal, nearestToGoM, stepS } = g;
  const sectors = new Map<number, Candidate[]>();
  const fan = Math.floor(g.headingSpanDeg / g.headingStepDeg + 1e-9);
  let longestStepM = 0;
  for (const p of front) {
    // Never less than half a step nor more than one and a half: a point well behind still moves.
    const durationS = Math.min(1.5 * stepS, Math.max(0.5 * stepS, targetUtc - p.timeUtc));
    const toGoal = rhumbInverse(p.lat, p.lon, goal.lat, goal.lon).courseDeg;
    const origin = rhumbStart(p.lat, p.lon);
    for (let j = -fan; j <= fan; j++) {
      const heading = normalizeCourseDeg(toGoal + j * g.headingStepDeg);
      sinCosDegInto(heading, sc);
      const sin = sc[0]!;
      const cos = sc[1]!;
      const v0 = env.speedKn(p, p.timeUtc, heading);
      if (!(v0 > 0)) continue;
      const mid = rhumbPoint(origin, sin, cos, (v0 * MS_PER_KN * durationS) / 2);
      if (Number.isNaN(mid.lon)) continue;
      const v1 = env.speedKn(mid, p.timeUtc + durationS / 2, heading);
      if (!(v1 > 0)) continue;
      const stepM = v1 * MS_PER_KN * durationS;
      const q = rhumbPoint(origin, sin, cos, stepM);
      if (Number.isNaN(q.lon)) continue;
      const toGoM = rhumbDistanceM(q.lat, q.lon, goal.lat, goal.lon);
      const sector = sectorOf(rhumbInverse(start.lat, start.lon, q.lat, q.lon).courseDeg, g, nearestToGoM.length);
      if (toGoM >= nearestToGoM[sector]! - CREEP * stepM) continue;
      longestStepM = Math.max(longestStepM, stepM);
      let list = sectors.get(sector);
      if (list === undefined) sectors.set(sector, (list = []));
      list.push({ lat: q.lat, lon: q.lon, parent: p, toGoM });
    }
  }
  const leg = newSailedLeg();
  let edgesSailed = 0;
  const kept: [number, FrontPoint][] = [];
  for (const [sector, list] of sectors) {
    list.sort((a, b) => a.toGoM - b.toGoM);
    for (const c of list) {
      sailRhumb(c.parent, c, c.parent.timeUtc, env, g.subStepNm, leg);
      edgesSailed++;
      if (Number.isNaN(leg.arrivalUtc)) continue;
      if (env.landClear !== undefined && !env.landClear(c.parent, c)) continue;
      kept.push([sector, { lat: c.lat, lon: c.lon, timeUtc: leg.arrivalUtc, parent: c.parent }]);
      nearestToGoM[sector] = c.toGoM;
      break;
    }
  }
  kept.sort((a, b) => a[0] - b[0]);
  return { front: kept.map((k) => k[1]), longestStepM, edgesSailed };
}

/** Sector of a bearing from the start, counted from the bearing opposite the goal's: the goal's course is in the middle one. */
function sectorOf(courseDeg: number, g: FrontGeometry, count: number): number {
  const fromOpposite = normalizeCourseDeg(courseDeg - g.goalCourseDeg + 180);
  return Math.min(count - 1, Math.floor(fromOpposite / g.sectorDeg));
}
