// The weather the router reads, from the ensemble answers at the mesh nodes: each member of wind,
// gust and Hs, and their chosen percentile, at a node and a 3-hourly step, interpolated bilinearly
// between the four nodes of the mesh cell (away from the geodesic, where only the coarse mesh is
// asked, of the coarse cell; weights of nodes without a value left out and the rest
// renormalised) and linearly in time between the two steps around the instant. The mean wave
// direction is the members' circular mean, its unit vector interpolated the same way.
import { QUANTITY_IDS } from '../../../../shared/domain/quantities';
import { Q, beyondAt, limitVector, riskQuantile } from './quantity-index';
import type { Position } from '../../../../shared/domain/position';
import type { MemberLookup } from '../../../../shared/forecast/departure-sweep';
import { percentileOfSorted } from '../../../../shared/forecast/ensemble-stats';
import type { VesselLimits } from '../../../../shared/domain/voyage';
import { ENSEMBLE_STEP_H, type EnsembleReach } from '../../../../shared/schedule/ensemble-reach';
import type { MeshNode } from './grid-plan';
import { blendSlots, meshCells, MESH_WEIGHTS } from './mesh-cell';

const STEP_S = ENSEMBLE_STEP_H * 3600;
const DEG = Math.PI / 180;
/**
 * The members' mean resultant length below which their mean direction is not used: 0.5 is a
 * circular spread of about 67° (sqrt(−2 ln R)); beyond it the waves come from anywhere.
 */
const MIN_RESULTANT = 0.5;

export interface Fields {
  /**
   * The percentile of each quantity (slots of quantity-index.ts: wind kn, gust kn, Hs m, visibility
   * NM; visibility's on its bad side, riskQuantile) at a place and instant into `out`; NaN where unknown.
   */
  percentileAt(p: Position, timeUtc: number, out: Float64Array): void;
  /** Share of the members above any limit, 0..1; NaN where unknown. */
  shareAboveAt(p: Position, timeUtc: number): number;
  /**
   * Where the waves come from there and then, degrees true: the members' circular mean; NaN where
   * unknown or where the members disagree too much for a mean to mean anything (resultant below
   * MIN_RESULTANT: a confused sea).
   */
  waveFromAt(p: Position, timeUtc: number): number;
  /** Member m's value of each quantity into `out` (Q slots); NaN where unknown. */
  memberAt(m: number, p: Position, timeUtc: number, out: Float64Array): void;
  /** Each member's values into `out` (member-major, Q slots per member); NaN where unknown. */
  membersAt(p: Position, timeUtc: number, out: Float64Array): void;
  readonly members: number;
}

/**
 * Reads every node's members once at every step of the ensemble's reach. `limits` fixes the
 * share above limits the least-risk search reads (null: no limits, no risk).
 */
export function buildFields(
  nodes: readonly MeshNode[],
  lookup: MemberLookup,
  reach: EnsembleReach,
  percentile: number,
  limits: VesselLimits | null,
): Fields {
  const cells = meshCells(nodes, reach);
  const { t0, steps } = cells;
  let members = 0;
  const read = nodes.map((n) => Array.from({ length: steps }, (_, s) => lookup(n.key, t0 + s * STEP_S)));
  for (const perStep of read)
    for (const v of perStep) for (const q of QUANTITY_IDS) members = Math.max(members, v[q]?.length ?? 0);
  const M = members;
  // Members as 32-bit floats (7 significant digits, a thousandth of a knot): an ocean route's
  // mesh holds millions of them. The percentiles and shares, far fewer, keep full precision.
  const memberData = new Float32Array(nodes.length * steps * M * Q).fill(Number.NaN);
  const pct = new Float64Array(nodes.length * steps * Q).fill(Number.NaN);
  const share = new Float64Array(nodes.length * steps).fill(Number.NaN);
  // East and north components of the members' mean unit vector towards where the waves come from.
  const waveEast = new Float64Array(nodes.length * steps).fill(Number.NaN);
  const waveNorth = new Float64Array(nodes.length * steps).fill(Number.NaN);
  const limitOf = limits === null ? null : limitVector(limits);
  read.forEach((perStep, n) => {
    perStep.forEach((v, s) => {
      const base = n * steps + s;
      let counted = 0;
      let above = 0;
      for (let m = 0; m < M; m++) {
        let any = false;
        let known = false;
        QUANTITY_IDS.forEach((q, k) => {
          const x = v[q]?.[m] ?? Number.NaN;
          memberData[(base * M + m) * Q + k] = x;
          if (!Number.isNaN(x)) {
            known = true;
            if (limitOf !== null && beyondAt(k, x, limitOf[k]!)) any = true;
          }
        });
        if (known) counted++;
        if (any) above++;
      }
      if (counted > 0) share[base] = limitOf === null ? 0 : above / counted;
      const from = v.waveFrom;
      if (from !== undefined && from !== null) {
        let east = 0;
        let north = 0;
        let known = 0;
        for (let m = 0; m < from.length; m++) {
          const d = from[m]!;
          if (Number.isNaN(d)) continue;
          east += Math.sin(d * DEG);
          north += Math.cos(d * DEG);
          known++;
        }
        if (known > 0) {
          waveEast[base] = east / known;
          waveNorth[base] = north / known;
        }
      }
      QUANTITY_IDS.forEach((q, k) => {
        const values = Array.from(v[q] ?? [])
          .filter((x) => !Number.isNaN(x))
          .sort((a, b) => a - b);
        pct[base * Q + k] = percentileOfSorted(values, riskQuantile(k, percentile));
      });
    });
  });

  const slots = new Int32Array(MESH_WEIGHTS);
  const weights = new Float64Array(MESH_WEIGHTS);

  /** get(node·steps + step) read at p and the instant (mesh-cell.ts); NaN where unknown. */
  function blend(p: Position, timeUtc: number, get: (base: number) => number): number {
    return blendSlots(cells.weightsAt(p, timeUtc, slots, weights), slots, weights, get);
  }

  return {
    members: M,
    percentileAt(p, timeUtc, out) {
      for (let k = 0; k < Q; k++) out[k] = blend(p, timeUtc, (base) => pct[base * Q + k]!);
    },
    shareAboveAt(p, timeUtc) {
      return blend(p, timeUtc, (base) => share[base]!);
    },
    waveFromAt(p, timeUtc) {
      const east = blend(p, timeUtc, (base) => waveEast[base]!);
      const north = blend(p, timeUtc, (base) => waveNorth[base]!);
      if (!(Math.hypot(east, north) >= MIN_RESULTANT)) return Number.NaN;
      return (((Math.atan2(east, north) / DEG) % 360) + 360) % 360;
    },
    memberAt(m, p, timeUtc, out) {
      for (let k = 0; k < Q; k++) out[k] = blend(p, timeUtc, (base) => memberData[(base * M + m) * Q + k]!);
    },
    membersAt(p, timeUtc, out) {
      for (let m = 0; m < M; m++)
        for (let k = 0; k < Q; k++) out[m * Q + k] = blend(p, timeUtc, (base) => memberData[(base * M + m) * Q + k]!);
    },
  };
}
