// The reference the router is measured against (tests and bench): every edge of a dense corridor
// sailed, stage after stage, with no queue, no heuristic and no pruning. The corridor is a layered
// graph (edges only go one stage forward), so relaxing the stages in order gives each node its
// earliest arrival exactly, given FIFO sailing.
import { buildCorridor, maxLateralStep, type CorridorOptions } from './corridor';
import type { RoutingEnvironment, TimedPosition } from './model';
import type { Position } from '../domain/position';
import { newSailedLeg, sailRhumb } from './sail';

export interface BruteForceResult {
  /** The node track, timed; empty when the end cannot be reached. */
  readonly track: TimedPosition[];
  readonly durationS: number;
  readonly edgesSailed: number;
}

export function bruteForceLeastTime(
  from: Position,
  to: Position,
  departUtc: number,
  env: RoutingEnvironment,
  corridorOptions: CorridorOptions,
  maxDeviationDeg: number,
  subStepNm: number,
): BruteForceResult {
  const c = buildCorridor(from, to, corridorOptions);
  const maxStep = maxLateralStep(c, maxDeviationDeg);
  const time = new Float64Array(c.nodes.length).fill(Infinity);
  const pred = new Int32Array(c.nodes.length).fill(-1);
  time[c.half] = departUtc;
  const leg = newSailedLeg();
  let edgesSailed = 0;
  for (let s = 0; s + 1 < c.stages; s++) {
    for (let k = -c.half; k <= c.half; k++) {
      const u = s * c.width + k + c.half;
      if (time[u] === Infinity) continue;
      for (let k2 = -c.half; k2 <= c.half; k2++) {
        if (Math.abs(k2 - k) > maxStep || (s + 2 === c.stages && k2 !== 0)) continue;
        const v = (s + 1) * c.width + k2 + c.half;
        const a = c.nodes[u]!;
        const b = c.nodes[v]!;
        if (env.landClear !== undefined && !env.landClear(a, b)) continue;
        sailRhumb(a, b, time[u]!, env, subStepNm, leg);
        edgesSailed++;
        if (leg.arrivalUtc < time[v]!) {
          time[v] = leg.arrivalUtc;
          pred[v] = u;
        }
      }
    }
  }
  const end = (c.stages - 1) * c.width + c.half;
  if (time[end] === Infinity) return { track: [], durationS: NaN, edgesSailed };
  const track: TimedPosition[] = [];
  for (let v = end; v !== -1; v = pred[v]!) track.push({ ...c.nodes[v]!, timeUtc: time[v]! });
  track.reverse();
  return { track, durationS: time[end]! - departUtc, edgesSailed };
}
