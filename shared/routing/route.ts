// Weather routing's entry point: the least-time route, or the least-risk route within a time
// allowance, from a start to an end through any vias, searched on a corridor around each leg's
// great circle (widened when nothing gets through) or, for least time, by isochrones, then
// simplified to rhumb-line waypoints.
import type { Position } from '../domain/position';
import { formatPosition } from '../domain/coordinates';
import { rhumbDistanceM } from '../geodesy/rhumb';
import {
  buildCorridor,
  corridorNodeCount,
  maxLateralStep,
  CORRIDOR_DEFAULTS,
  type Corridor,
  type CorridorOptions,
} from './corridor';
import { isochroneLeastTime, isochroneOptionsProblem, thinFronts, type IsochroneOptions } from './isochrones';
import type { RoutingEnvironment, RoutingFailure, TimedPosition } from './model';
import { newSailedLeg, sailRhumb } from './sail';
import { edgeLandCache, searchCorridor, type SearchPath, type SearchWeights } from './search';
import { simplifyTrack } from './simplify';
import { LEAST_TIME_COST, shortcutWaypoints, type LegCost } from './shortcut';
import { leastRisk } from './least-risk';
import { turnReasons, type TurnGain, type TurnReason } from './turn-reasons';
import { offingEnvironment, offingWorthIt } from './offing';
import { placeTurns } from './turn-point';
import { dropCheapTurns } from './turn-worth';

export interface RouteRequest {
  readonly from: Position;
  readonly to: Position;
  /** Points the route must pass, in order; each leg between them is searched on its own. */
  readonly vias?: readonly Position[];
  /** Departure, Unix seconds. */
  readonly departUtc: number;
  readonly env: RoutingEnvironment;
  /** 'time' (default): least time. 'risk': least accumulated risk arriving within allowanceS of the least time. */
  readonly objective?: 'time' | 'risk';
  /** Extra time the least-risk route may take over the least-time one, seconds (default 12 h). */
  readonly allowanceS?: number;
  /**
   * With objective 'risk': one search at this fixed price of risk, in hours per unit, instead of
   * the least risk within the allowance (which bisects the price over a score of searches): the
   * route minimising hours + riskPriceH × risk. The allowance is then not applied.
   */
  readonly riskPriceH?: number;
  readonly corridor?: CorridorOptions;
  /** The corridor is doubled up to this half-width when no route is found, NM (default 4 × the first). */
  readonly maxHalfWidthNm?: number;
  /**
   * Largest angle between an edge and the great-circle course, degrees (default 60). When the
   * widest corridor finds no route, it is searched once more with turns up to SHARP_TURN_DEG (when
   * larger), so a route that must head well away from its end (round a storm crossing ahead, out
   * of a bay) is found at the cost of one slower search.
   */
  readonly maxDeviationDeg?: number;
  /** Edge integration sub-step, NM (default 5). */
  readonly subStepNm?: number;
  /** Douglas–Peucker tolerance of the waypoints, NM (default 2). */
  readonly toleranceNm?: number;
  /**
   * 'graph' (default): the time-dependent search on a corridor. 'isochrones': Hagiwara's
   * isochrone method (isochrones.ts), least time only: with objective 'risk' the graph search is
   * used all the same, and RoutedRoute.method says which ran.
   */
  readonly method?: 'graph' | 'isochrones';
  /** Step, heading fan and pruning sectors of the isochrone method. */
  readonly isochrones?: IsochroneOptions;
  /**
   * false: the router before issue 28 (the bench compares the two): only the shortcuts that cost
   * nothing, zig-zags and all, and land passed at the margin. Default true: shortcut.ts's slack
   * straightens zig-zags, and a route with an offing from land (offing.ts) is taken when it costs little.
   */
  readonly straighten?: boolean;
}

export interface RoutedRoute {
  readonly ok: true;
  /** The searched track, a node per stage, timed. */
  readonly track: TimedPosition[];
  /** The rhumb-line waypoints, each timed by sailing the simplified legs. */
  readonly waypoints: TimedPosition[];
  /** Sum of the rhumb legs between the waypoints, metres. */
  readonly distanceM: number;
  readonly durationS: number;
  readonly etaUtc: number;
  /** Risk accumulated along the waypoints (0 without a risk function). */
  readonly risk: number;
  /** Widest corridor half-width a leg needed, NM (0 for isochrones). */
  readonly halfWidthNm: number;
  /** The method that ran: 'graph' whenever the objective is 'risk'. */
  readonly method: 'graph' | 'isochrones';
  /** Each leg's searched corridor as its two edges, start to end (for showing it on the chart); empty for isochrones. */
  readonly corridors: readonly CorridorOutline[];
  /** The isochrones of all legs, at most 40 evenly chosen, each ordered by bearing from its leg's start; empty for the graph. */
  readonly isochrones: readonly (readonly Position[])[];
  /** Searches run (one per leg for isochrones), nodes settled (isochrone points kept) and edges sailed over all of them. */
  readonly stats: { readonly searches: number; readonly settled: number; readonly edgesSailed: number };
  /** Why each waypoint is there, one per waypoint (turn-reasons.ts): the navigator's answer to "why turn here?". */
  readonly turnReasons: readonly TurnReason[];
  /** For each waypoint the weather pays for, what its turn is worth (null for the others). */
  readonly turnGains: readonly (TurnGain | null)[];
}

export interface CorridorOutline {
  /** Outermost nodes to port and to starboard of the great circle, stage by stage. */
  readonly left: readonly Position[];
  readonly right: readonly Position[];
}

interface Settings {
  readonly env: RoutingEnvironment;
  readonly corridor: CorridorOptions;
  readonly maxHalfWidthNm: number;
  readonly maxDeviationDeg: number;
  readonly subStepNm: number;
  readonly toleranceNm: number;
  readonly objective: 'time' | 'risk';
  readonly allowanceS: number;
  readonly riskPriceH: number | null;
  readonly isochrones: IsochroneOptions | null;
  readonly straighten: boolean;
}

const LEAST_TIME: SearchWeights = { perHour: 1, perRisk: 0 };
/** The edge integration's sub-step unless the request gives one, NM. */
export const DEFAULT_SUB_STEP_NM = 5;
/** The heading limit of the last attempt, degrees: 31 edges from each node where 60° has 13. */
const SHARP_TURN_DEG = 75;
/** About 100 MB of search state and a minute of work: beyond it the spacings were a mistake. */
const MAX_NODES = 2_000_000;
/** Isochrones drawn on the chart: more only clutter it. */
const MAX_FRONTS_SHOWN = 40;

export function optimiseRoute(req: RouteRequest): RoutedRoute | RoutingFailure {
  const points = [req.from, ...(req.vias ?? []), req.to];
  if (!Number.isFinite(req.departUtc) || points.some((p) => !(Math.abs(p.lat) <= 90) || !Number.isFinite(p.lon))) {
    return fail('bad-input', 'The start, end, vias and departure must be finite positions and a valid instant.');
  }
  const c = req.corridor ?? {};
  const positive = [c.stageSpacingNm, c.lateralSpacingNm, req.subStepNm, req.maxDeviationDeg];
  const nonNegative = [c.halfWidthNm, req.maxHalfWidthNm, req.toleranceNm, req.allowanceS, req.riskPriceH];
  if (positive.some((x) => x !== undefined && !(x > 0)) || nonNegative.some((x) => x !== undefined && !(x >= 0))) {
    return fail(
      'bad-input',
      'Spacings, sub-step and deviation must be positive; widths, tolerance and allowance not negative.',
    );
  }
  const isochroneProblem = req.method === 'isochrones' ? isochroneOptionsProblem(req.isochrones ?? {}) : null;
  if (isochroneProblem !== null) return fail('bad-input', isochroneProblem);
  if (req.env.allowed !== undefined && !req.env.allowed(req.from, req.departUtc)) {
    return fail(
      'start-not-allowed',
      'The start is inside a no-go zone or breaks a limit at departure: depart later or from elsewhere.',
    );
  }
  const halfWidthNm = req.corridor?.halfWidthNm ?? CORRIDOR_DEFAULTS.halfWidthNm;
  const set: Settings = {
    env: req.env,
    corridor: req.corridor ?? {},
    maxHalfWidthNm: req.maxHalfWidthNm ?? 4 * halfWidthNm,
    maxDeviationDeg: req.maxDeviationDeg ?? 60,
    subStepNm: req.subStepNm ?? DEFAULT_SUB_STEP_NM,
    toleranceNm: req.toleranceNm ?? 2,
    objective: req.objective ?? 'time',
    allowanceS: req.allowanceS ?? 12 * 3600,
    riskPriceH: req.riskPriceH ?? null,
    isochrones: req.method === 'isochrones' && req.objective !== 'risk' ? (req.isochrones ?? {}) : null,
    straighten: req.straighten ?? true,
  };
  const track: TimedPosition[] = [{ ...req.from, timeUtc: req.departUtc }];
  const waypoints: TimedPosition[] = [{ ...req.from, timeUtc: req.departUtc }];
  const reasons: TurnReason[] = ['start'];
  const gains: (TurnGain | null)[] = [null];
  const stats = { searches: 0, settled: 0, edgesSailed: 0 };
  const corridors: CorridorOutline[] = [];
  const fronts: Position[][] = [];
  let widest = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const t0 = waypoints[waypoints.length - 1]!.timeUtc;
    if (a.lat === b.lat && a.lon === b.lon) continue;
    let legTrack: TimedPosition[];
    let legEnv = set.env;
    let legCost = LEAST_TIME_COST;
    if (set.isochrones !== null) {
      const leg = isochroneLeastTime(a, b, t0, set.env, set.subStepNm, set.isochrones);
      if (!leg.ok) return leg;
      stats.searches++;
      stats.settled += leg.pointsKept;
      stats.edgesSailed += leg.edgesSailed;
      fronts.push(...leg.fronts);
      legTrack = leg.track;
    } else {
      const leg = routeLeg(a, b, t0, set, halfWidthNm, stats);
      if (!leg.ok) return leg;
      widest = Math.max(widest, leg.corridor.halfWidthNm);
      corridors.push(outline(leg.corridor));
      legTrack = leg.path.nodes.map((n, k) => ({ ...leg.corridor.nodes[n]!, timeUtc: leg.path.timesUtc[k]! }));
      legEnv = leg.env;
      legCost = leg.cost;
    }
    track.push(...legTrack.slice(1));
    const simplified = simplifyTrack(legTrack, legEnv, set.toleranceNm, set.subStepNm);
    const shortcut = shortcutWaypoints(simplified, legEnv, set.subStepNm, legCost, set.straighten);
    const placed = set.straighten ? placeTurns(shortcut, simplified, legEnv, set.subStepNm, legCost) : shortcut;
    const legWaypoints = set.straighten ? dropCheapTurns(placed, legEnv, set.subStepNm, legCost) : placed;
    waypoints.push(...legWaypoints.slice(1));
    if (reasons.length > 1) reasons[reasons.length - 1] = 'via';
    for (const r of turnReasons(legWaypoints, legEnv, set.subStepNm).slice(1)) {
      reasons.push(r.why);
      gains.push(r.gain);
    }
  }
  let distanceM = 0;
  let risk = 0;
  const sailed = newSailedLeg();
  for (let k = 0; k + 1 < waypoints.length; k++) {
    const p = waypoints[k]!;
    const q = waypoints[k + 1]!;
    distanceM += rhumbDistanceM(p.lat, p.lon, q.lat, q.lon);
    if (set.env.risk !== undefined) risk += sailRhumb(p, q, p.timeUtc, set.env, set.subStepNm, sailed).risk;
  }
  const etaUtc = waypoints[waypoints.length - 1]!.timeUtc;
  return {
    ok: true,
    track,
    waypoints,
    distanceM,
    durationS: etaUtc - req.departUtc,
    etaUtc,
    risk,
    halfWidthNm: widest,
    method: set.isochrones !== null ? 'isochrones' : 'graph',
    corridors,
    isochrones: thinFronts(fronts, MAX_FRONTS_SHOWN),
    stats,
    turnReasons: reasons,
    turnGains: gains,
  };
}

/** A leg's route, what it was searched for, and the environment it was found in (with the offing when that was taken). */
type LegResult =
  { ok: true; corridor: Corridor; path: SearchPath; cost: LegCost; env: RoutingEnvironment } | RoutingFailure;
type Searched = { ok: true; corridor: Corridor; path: SearchPath; cost: LegCost };

/** One leg: the corridor widened until a route gets through, then the objective's search on it. */
function routeLeg(
  a: Position,
  b: Position,
  departUtc: number,
  set: Settings,
  halfWidthNm: number,
  stats: { searches: number; settled: number; edgesSailed: number },
): LegResult {
  // A zero width (the great circle only) still doubles: from one lateral spacing.
  for (
    let width = halfWidthNm;
    ;
    width = Math.max(2 * width, set.corridor.lateralSpacingNm ?? CORRIDOR_DEFAULTS.lateralSpacingNm)
  ) {
    const options = { ...set.corridor, halfWidthNm: Math.min(width, set.maxHalfWidthNm) };
    const nodes = corridorNodeCount(a, b, options);
    if (nodes > MAX_NODES) {
      return fail(
        'bad-input',
        `A corridor of ${nodes} nodes is too fine to search (at most ${MAX_NODES}): use wider spacings or a narrower corridor.`,
      );
    }
    const corridor = buildCorridor(a, b, options);
    const widest = width >= set.maxHalfWidthNm;
    // The route found, or the same search asked for an offing from land when that costs little.
    const offing = (leg: Searched, maxDeviationDeg: number): LegResult => {
      const nodes = leg.path.nodes.map((n) => corridor.nodes[n]!);
      const env = set.straighten ? offingEnvironment(set.env, nodes) : null;
      const off = env === null ? null : searchLeg(corridor, departUtc, { ...set, env: env }, stats, maxDeviationDeg);
      if (env !== null && off !== null && offingWorthIt(leg.path, off.path, departUtc, leg.cost))
        return { ...off, env };
      return { ...leg, env: set.env };
    };
    const found = searchLeg(corridor, departUtc, set, stats, set.maxDeviationDeg);
    if (found !== null) return offing(found, set.maxDeviationDeg);
    if (widest && set.maxDeviationDeg < SHARP_TURN_DEG) {
      const sharp = searchLeg(corridor, departUtc, set, stats, SHARP_TURN_DEG);
      if (sharp !== null) return offing(sharp, SHARP_TURN_DEG);
    }
    if (widest) {
      return fail(
        'no-route',
        `No route clear of land, the limits and the no-go zones within ${Math.round(corridor.halfWidthNm)} NM of the great circle from ${fmt(a)} to ${fmt(b)}, turning at most ${Math.max(SHARP_TURN_DEG, set.maxDeviationDeg)}° off its course: relax the limits, move the end or add a via.`,
      );
    }
  }
}

/** The objective's route on one corridor with one heading limit; null when nothing gets through. */
function searchLeg(
  corridor: Corridor,
  departUtc: number,
  set: Settings,
  stats: { searches: number; settled: number; edgesSailed: number },
  maxDeviationDeg: number,
): Searched | null {
  const maxStep = maxLateralStep(corridor, maxDeviationDeg);
  const landCache = edgeLandCache(corridor, maxStep);
  const search = (weights: SearchWeights): SearchPath | null => {
    const path = searchCorridor({
      corridor,
      departUtc,
      env: set.env,
      subStepNm: set.subStepNm,
      maxStep,
      weights,
      landCache,
    });
    stats.searches++;
    stats.settled += path?.settled ?? 0;
    stats.edgesSailed += path?.edgesSailed ?? 0;
    return path;
  };
  if (set.objective === 'risk' && set.riskPriceH !== null) {
    const priced = search({ perHour: 1, perRisk: set.riskPriceH });
    const cost = { riskPriceH: set.riskPriceH, latestUtc: Infinity };
    return priced === null ? null : { ok: true, corridor, path: priced, cost };
  }
  const fastest = search(LEAST_TIME);
  if (fastest === null) return null;
  if (set.objective === 'time') return { ok: true, corridor, path: fastest, cost: LEAST_TIME_COST };
  return { ok: true, corridor, ...leastRisk(fastest, departUtc, set.allowanceS, search) };
}

function outline(c: Corridor): CorridorOutline {
  const stages = Array.from({ length: c.stages }, (_, s) => s * c.width);
  return { left: stages.map((i) => c.nodes[i]!), right: stages.map((i) => c.nodes[i + c.width - 1]!) };
}

/** In the navigator's notation (degrees and decimal minutes), never raw decimals. */
function fmt(p: Position): string {
  return formatPosition(p);
}

function fail(reason: RoutingFailure['reason'], message: string): RoutingFailure {
  return { ok: false, reason, message };
}
