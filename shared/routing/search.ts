// The time-dependent least-cost search on a corridor: label-setting (Dijkstra, or A* when the
// vessel's top speed is known) on the instant the ship reaches each node. Edges join neighbouring
// stages within a heading bound and are sailed as rhumb lines (sail.ts), so the cost of an edge
// depends on when it is entered; the search is exact for that graph because sailing is FIFO
// (leaving later never arrives earlier) and the ship never waits.
import { MS_PER_KN } from '../domain/units';
import { MinHeap } from './heap';
import type { Corridor } from './corridor';
import type { RoutingEnvironment } from './model';
import { newSailedLeg, sailRhumb } from './sail';

/**
 * cost = perHour · hours sailed + perRisk · risk accumulated. Least time is { perHour: 1,
 * perRisk: 0 }; the least-risk search weighs both (route.ts explains how the weights are found).
 */
export interface SearchWeights {
  readonly perHour: number;
  readonly perRisk: number;
}

export interface SearchInput {
  readonly corridor: Corridor;
  readonly departUtc: number;
  readonly env: RoutingEnvironment;
  /** Sub-step of the edge integration, NM. */
  readonly subStepNm: number;
  /** Largest lateral step between neighbouring stages, nodes (corridor.ts maxLateralStep). */
  readonly maxStep: number;
  readonly weights: SearchWeights;
  /** Land answers per edge kept between searches on one corridor (edgeLandCache); land does not change with time. */
  readonly landCache?: Uint8Array;
}

export interface SearchPath {
  /** Node indices from the start to the end. */
  readonly nodes: number[];
  /** The instant the ship is at each node, Unix seconds. */
  readonly timesUtc: number[];
  readonly risk: number;
  /** Nodes settled and edges sailed: what the search cost. */
  readonly settled: number;
  readonly edgesSailed: number;
}

/** One cell per possible edge of the corridor: 0 not asked yet, 1 clear of land, 2 not. */
export function edgeLandCache(corridor: Corridor, maxStep: number): Uint8Array {
  return new Uint8Array(corridor.nodes.length * (2 * maxStep + 1));
}

/** The least-cost path from the start to the end through the corridor, or null when none exists. */
export function searchCorridor(input: SearchInput): SearchPath | null {
  const { corridor, departUtc, env, subStepNm, maxStep, weights } = input;
  const { stages, width, half, nodes } = corridor;
  const n = nodes.length;
  const landCache = input.landCache ?? edgeLandCache(corridor, maxStep);
  const fan = 2 * maxStep + 1;
  const cost = new Float64Array(n).fill(Infinity);
  const time = new Float64Array(n).fill(NaN);
  const risk = new Float64Array(n);
  const pred = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  const startNode = half;
  const endNode = (stages - 1) * width + half;
  // A*: the remaining distance along the axis is a lower bound of the remaining geodesic (a right
  // spherical triangle's hypotenuse is longer than its sides), itself one of any sailed track.
  const perStageS =
    env.maxSpeedKn !== undefined && env.maxSpeedKn > 0
      ? (0.999 * corridor.lengthM) / (stages - 1) / (env.maxSpeedKn * MS_PER_KN)
      : 0;
  const hPerStage = (weights.perHour * perStageS) / 3600;
  const heap = new MinHeap();
  cost[startNode] = 0;
  time[startNode] = departUtc;
  heap.push(hPerStage * (stages - 1), startNode);
  const leg = newSailedLeg();
  let settled = 0;
  let edgesSailed = 0;
  while (heap.size > 0) {
    const u = heap.pop();
    if (done[u] === 1) continue;
    done[u] = 1;
    settled++;
    if (u === endNode) break;
    const s = Math.floor(u / width);
    const k = (u % width) - half;
    const last = s + 1 === stages - 1;
    const k0 = last ? 0 : Math.max(-half, k - maxStep);
    const k1 = last ? 0 : Math.min(half, k + maxStep);
    if (last && Math.abs(k) > maxStep) continue;
    const a = nodes[u]!;
    for (let k2 = k0; k2 <= k1; k2++) {
      const v = (s + 1) * width + k2 + half;
      if (done[v] === 1) continue;
      const b = nodes[v]!;
      if (env.landClear !== undefined) {
        const e = u * fan + (k2 - k + maxStep);
        let clear = landCache[e]!;
        if (clear === 0) landCache[e] = clear = env.landClear(a, b) ? 1 : 2;
        if (clear === 2) continue;
      }
      sailRhumb(a, b, time[u]!, env, subStepNm, leg);
      edgesSailed++;
      if (Number.isNaN(leg.arrivalUtc)) continue;
      const c = cost[u]! + (weights.perHour * (leg.arrivalUtc - time[u]!)) / 3600 + weights.perRisk * leg.risk;
      if (c < cost[v]!) {
        cost[v] = c;
        time[v] = leg.arrivalUtc;
        risk[v] = risk[u]! + leg.risk;
        pred[v] = u;
        heap.push(c + hPerStage * (stages - 2 - s), v);
      }
    }
  }
  if (done[endNode] !== 1) return null;
  const path: number[] = [];
  for (let v = endNode; v !== -1; v = pred[v]!) path.push(v);
  path.reverse();
  return { nodes: path, timesUtc: path.map((v) => time[v]!), risk: risk[endNode]!, settled, edgesSailed };
}
