// The corridor a route is searched in: stages every few miles along the geodesic from start to
// end, and across each stage a row of nodes every few miles out to a half-width either side.
import type { Position } from '../domain/position';
import { M_PER_NM } from '../domain/units';
import { geodesicDirect, geodesicInverse } from '../geodesy/geodesic';

export interface CorridorOptions {
  /** Distance between stages along the geodesic, NM (default 20). */
  readonly stageSpacingNm?: number;
  /** Distance between nodes across a stage, NM (default 5). */
  readonly lateralSpacingNm?: number;
  /** How far either side of the geodesic the nodes reach, NM (default 150). */
  readonly halfWidthNm?: number;
}

export interface Corridor {
  readonly start: Position;
  readonly end: Position;
  /** Stages 0 (the start) .. stages − 1 (the end); at least 2. */
  readonly stages: number;
  /** Nodes per stage, 2·half + 1; node (s, k) for k in −half..half is index s·width + k + half. */
  readonly width: number;
  readonly half: number;
  /** Node positions by index; on the first and last stage only the middle node is used (the start, the end). */
  readonly nodes: readonly Position[];
  /** Distance between stages as built (the geodesic length over the stage count), NM. */
  readonly stageSpacingNm: number;
  readonly lateralSpacingNm: number;
  readonly halfWidthNm: number;
  /** Geodesic length from start to end, metres. */
  readonly lengthM: number;
}

export const CORRIDOR_DEFAULTS = { stageSpacingNm: 20, lateralSpacingNm: 5, halfWidthNm: 150 } as const;

function resolve(o: CorridorOptions): { stageNm: number; lateralNm: number; halfWidthNm: number } {
  return {
    stageNm: o.stageSpacingNm ?? CORRIDOR_DEFAULTS.stageSpacingNm,
    lateralNm: o.lateralSpacingNm ?? CORRIDOR_DEFAULTS.lateralSpacingNm,
    halfWidthNm: o.halfWidthNm ?? CORRIDOR_DEFAULTS.halfWidthNm,
  };
}

/**
 * Builds the corridor. Stage s is the point s·L/S along the geodesic (GeographicLib's direct
 * problem from the start, exact); its nodes lie on the geodesics leaving it at right angles to the
 * course there, every lateralSpacingNm. Start and end are the exact positions given.
 */
export function buildCorridor(start: Position, end: Position, options: CorridorOptions = {}): Corridor {
  const { stageNm, lateralNm, halfWidthNm } = resolve(options);
  const g = geodesicInverse(start.lat, start.lon, end.lat, end.lon);
  const lengthM = g.distanceM;
  const intervals = Math.max(1, Math.ceil(lengthM / (stageNm * M_PER_NM)));
  const stages = intervals + 1;
  const half = Math.max(0, Math.floor(halfWidthNm / lateralNm));
  const width = 2 * half + 1;
  const nodes: Position[] = new Array<Position>(stages * width);
  for (let s = 0; s < stages; s++) {
    const centre =
      s === 0
        ? { lat: start.lat, lon: start.lon, finalCourseDeg: g.initialCourseDeg }
        : s === intervals
          ? { lat: end.lat, lon: end.lon, finalCourseDeg: g.finalCourseDeg }
          : geodesicDirect(start.lat, start.lon, g.initialCourseDeg, (lengthM * s) / intervals);
    const c: Position = { lat: centre.lat, lon: centre.lon };
    for (let k = -half; k <= half; k++) {
      const i = s * width + k + half;
      if (k === 0 || s === 0 || s === intervals) {
        nodes[i] = c;
        continue;
      }
      const p = geodesicDirect(
        c.lat,
        c.lon,
        centre.finalCourseDeg + (k > 0 ? 90 : -90),
        Math.abs(k) * lateralNm * M_PER_NM,
      );
      nodes[i] = { lat: p.lat, lon: p.lon };
    }
  }
  return {
    start,
    end,
    stages,
    width,
    half,
    nodes,
    stageSpacingNm: lengthM / intervals / M_PER_NM,
    lateralSpacingNm: lateralNm,
    halfWidthNm: half * lateralNm,
    lengthM,
  };
}

/** How many nodes buildCorridor would make, without making them. */
export function corridorNodeCount(start: Position, end: Position, options: CorridorOptions = {}): number {
  const { stageNm, lateralNm, halfWidthNm } = resolve(options);
  const lengthM = geodesicInverse(start.lat, start.lon, end.lat, end.lon).distanceM;
  return (
    (Math.max(1, Math.ceil(lengthM / (stageNm * M_PER_NM))) + 1) *
    (2 * Math.max(0, Math.floor(halfWidthNm / lateralNm)) + 1)
  );
}

/**
 * Largest lateral step between neighbouring stages for edges within `maxDeviationDeg` of the
 * corridor's axis (the local great-circle course), nodes.
 */
export function maxLateralStep(corridor: Corridor, maxDeviationDeg: number): number {
  const reach = corridor.stageSpacingNm * Math.tan((Math.min(89, maxDeviationDeg) * Math.PI) / 180);
  return Math.min(corridor.half * 2, Math.max(1, Math.floor(reach / corridor.lateralSpacingNm + 1e-9)));
}
