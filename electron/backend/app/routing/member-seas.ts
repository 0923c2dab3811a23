// Each member's sea where the router asks, for the dangerous zones of MSC.1/Circ.1228 (issue 29;
// shared/routing/dangerous-seas.ts): the significant height, mean direction and mean period of
// every member at the mesh nodes (asked only when the route carries a hull: grid-plan.ts), read at
// a point and instant as the other fields are (mesh-cell.ts), the direction by its unit vector so
// that 350° and 10° meet at 0°, not at 180°.
import type { Position } from '../../../../shared/domain/position';
import type { MemberLookup } from '../../../../shared/forecast/departure-sweep';
import type { MemberSeasField, MemberSeaBuffers } from '../../../../shared/routing/dangerous-seas';
import { ENSEMBLE_STEP_H, type EnsembleReach } from '../../../../shared/schedule/ensemble-reach';
import type { MeshNode } from './grid-plan';
import { meshCells, MESH_WEIGHTS } from './mesh-cell';

const STEP_S = ENSEMBLE_STEP_H * 3600;
const DEG = Math.PI / 180;

/** The members' seas at every node and step of the reach; members without a whole sea read NaN. */
export function buildMemberSeas(
  nodes: readonly MeshNode[],
  lookup: MemberLookup,
  reach: EnsembleReach,
): MemberSeasField {
  const cells = meshCells(nodes, reach);
  const { t0, steps } = cells;
  const read = nodes.map((n) => Array.from({ length: steps }, (_, s) => lookup(n.key, t0 + s * STEP_S)));
  let M = 0;
  for (const perStep of read) for (const v of perStep) M = Math.max(M, v.hs?.length ?? 0);
  // 32-bit, as fields.ts keeps its members: an ocean route's mesh holds millions of them.
  const size = nodes.length * steps * M;
  const hs = new Float32Array(size).fill(Number.NaN);
  const east = new Float32Array(size).fill(Number.NaN);
  const north = new Float32Array(size).fill(Number.NaN);
  const period = new Float32Array(size).fill(Number.NaN);
  read.forEach((perStep, n) =>
    perStep.forEach((v, s) => {
      const base = (n * steps + s) * M;
      for (let m = 0; m < M; m++) {
        const h = v.hs?.[m] ?? Number.NaN;
        const from = v.waveFrom?.[m] ?? Number.NaN;
        const t = v.wavePeriod?.[m] ?? Number.NaN;
        // A member's sea is whole or not at all: no height from one node beside a period from another.
        if (!(Number.isFinite(h) && Number.isFinite(from) && t > 0)) continue;
        hs[base + m] = h;
        east[base + m] = Math.sin(from * DEG);
        north[base + m] = Math.cos(from * DEG);
        period[base + m] = t;
      }
    }),
  );
  const slots = new Int32Array(MESH_WEIGHTS);
  const weights = new Float64Array(MESH_WEIGHTS);
  return {
    members: M,
    seasAt(p: Position, timeUtc: number, out: MemberSeaBuffers): void {
      const n = cells.weightsAt(p, timeUtc, slots, weights);
      // mesh-cell.ts's blend, written out: the four arrays are read together and a member's sea
      // is whole or NaN in all of them, so one test leaves out a slot without one.
      for (let m = 0; m < M; m++) {
        let w = 0;
        let h = 0;
        let e = 0;
        let no = 0;
        let t = 0;
        for (let k = 0; k < n; k++) {
          const i = slots[k]! * M + m;
          const hk = hs[i]!;
          if (Number.isNaN(hk)) continue;
          const wk = weights[k]!;
          w += wk;
          h += wk * hk;
          e += wk * east[i]!;
          no += wk * north[i]!;
          t += wk * period[i]!;
        }
        out.hsM[m] = w > 0 ? h / w : Number.NaN;
        out.wavePeriodS[m] = w > 0 ? t / w : Number.NaN;
        // Opposed directions at the corners cancel: no direction, no sea judged for this member.
        out.waveFromDeg[m] =
          w > 0 && e * e + no * no > 1e-12 * w * w ? (((Math.atan2(e, no) / DEG) % 360) + 360) % 360 : Number.NaN;
      }
    },
  };
}
