// Where a point and instant fall in the routing mesh's answers: the nodes of its mesh cell and the
// two ensemble steps around the instant, with the weights that read a value there bilinearly in
// space and linearly in time (fields.ts reads the percentiles and members with them,
// member-seas.ts the members' seas). Away from the geodesic, where only the coarse mesh is asked,
// the coarse cell's nodes; nodes not asked get no weight.
import type { Position } from '../../../../shared/domain/position';
import { ENSEMBLE_STEP_H, type EnsembleReach } from '../../../../shared/schedule/ensemble-reach';
import { MESH_COARSE, MESH_COLUMNS, MESH_LAT_DEG, MESH_LON_DEG, wrapColumn, type MeshNode } from './grid-plan';

const STEP_S = ENSEMBLE_STEP_H * 3600;
const ROWS = 181;

/** Cell corners × steps: what a point and instant are read from. */
export const MESH_WEIGHTS = 8;

export interface MeshCells {
  /** The first ensemble step of the reach, Unix seconds, and the steps from it. */
  readonly t0: number;
  readonly steps: number;
  /**
   * The slots (node index × steps + step) p and `timeUtc` are read from, and their weights, into
   * `slots` and `weights` (MESH_WEIGHTS long); how many were written, 0 where nothing is known.
   */
  weightsAt(p: Position, timeUtc: number, slots: Int32Array, weights: Float64Array): number;
}

/** The mesh's cells over the nodes asked, at every ensemble step of the reach. */
export function meshCells(nodes: readonly MeshNode[], reach: EnsembleReach): MeshCells {
  const t0 = Math.ceil(reach.fromUtc / STEP_S) * STEP_S;
  const steps = Math.max(0, Math.floor((reach.toUtc - t0) / STEP_S) + 1);
  // Node index by mesh cell (row + 90, column), −1 where no node was asked.
  const index = new Int32Array(ROWS * MESH_COLUMNS).fill(-1);
  nodes.forEach((n, i) => (index[(n.row + 90) * MESH_COLUMNS + n.column] = i));
  const corners = new Int32Array(4);
  const cornerW = new Float64Array(4);

  /**
   * The four nodes of a cell `size` mesh steps wide with p's bilinear weights in it, into corners
   * and cornerW; how many of them exist.
   */
  function cellOf(y: number, x: number, size: number): number {
    const r0 = Math.floor(y / size) * size;
    const c0 = Math.floor(x / size) * size;
    const fy = (y - r0) / size;
    const fx = (x - c0) / size;
    let found = 0;
    for (let k = 0; k < 4; k++) {
      const r = r0 + size * (k >> 1);
      const c = wrapColumn(c0 + size * (k & 1));
      const i = r < -90 || r > 90 ? -1 : index[(r + 90) * MESH_COLUMNS + c]!;
      corners[k] = i;
      cornerW[k] = i < 0 ? 0 : (k >> 1 ? fy : 1 - fy) * (k & 1 ? fx : 1 - fx);
      if (i >= 0) found++;
    }
    return found;
  }

  /**
   * The four nodes of p's cell with their bilinear weights: the full mesh's cell where all its
   * nodes were asked, else the coarse mesh's where all of its were, else whichever has some
   * (the mesh's edge); false when neither has any.
   */
  function cell(p: Position): boolean {
    const y = p.lat / MESH_LAT_DEG;
    const x = p.lon / MESH_LON_DEG;
    const fine = cellOf(y, x, 1);
    if (fine === 4) return true;
    if (cellOf(y, x, MESH_COARSE) === 4) return true;
    if (fine > 0) return cellOf(y, x, 1) > 0;
    return cellOf(y, x, MESH_COARSE) > 0;
  }

  return {
    t0,
    steps,
    weightsAt(p, timeUtc, slots, weights) {
      if (steps === 0 || !cell(p)) return 0;
      const s = (timeUtc - t0) / STEP_S;
      if (s < 0 || s > steps - 1) return 0;
      const s0 = Math.min(Math.floor(s), steps - 1);
      const fs = s - s0;
      let n = 0;
      for (let k = 0; k < 4; k++) {
        const i = corners[k]!;
        if (i < 0) continue;
        for (let d = 0; d < 2; d++) {
          // A hair of weight everywhere: a node known beside an unknown one at the exact corner still answers.
          weights[n] = cornerW[k]! * (d === 0 ? 1 - fs : fs) + 1e-9;
          slots[n++] = i * steps + Math.min(s0 + d, steps - 1);
        }
      }
      return n;
    },
  };
}

/** Sum of weight × get(slot) over the slots whose value is known, renormalised; NaN where none is. */
export function blendSlots(n: number, slots: Int32Array, weights: Float64Array, get: (slot: number) => number): number {
  let sum = 0;
  let weight = 0;
  for (let k = 0; k < n; k++) {
    const x = get(slots[k]!);
    if (Number.isNaN(x)) continue;
    sum += weights[k]! * x;
    weight += weights[k]!;
  }
  return weight > 0 ? sum / weight : Number.NaN;
}
