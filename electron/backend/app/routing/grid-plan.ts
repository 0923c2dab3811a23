// The weather a routing run asks for, worked out before anything is sent (so the estimate and the
// run agree): a coarse mesh over the corridor the router may search, one wind and one wave
// ensemble point answer per node, and the storms. The mesh is fixed to the globe (every 1° of
// latitude, 60 NM, and every 2° of longitude, 120 NM at the equator and about 75 NM at 50°), so
// two routings of nearby routes, and a forecast at a node, ask the same requests: stored answers
// are reused for 0 credits. Near the legs' geodesics, where the router searches first, every node
// is asked; farther out, where it goes only when the weather drives it there, only every other
// row and column (a 2° × 4° mesh, a quarter of the places): fields.ts reads a point there from
// the coarse cell's corners.
import type { Position } from '../../../../shared/domain/position';
import { M_PER_NM } from '../../../../shared/domain/units';
import { geodesicDirect, geodesicInverse } from '../../../../shared/geodesy/geodesic';
import { roundedCoordinate, roundedPositionKey } from '../../../../shared/forecast/request-position';
import {
  marineEnsembleParams,
  weatherEnsembleParams,
  type EnsembleParams,
  type PlannedRequest,
} from '../forecasts/plan';
import { WAVE_DIRECTION_ELEMENT } from '../departures/member-lookup';
import { seakeepingWaveParams } from '../seakeeping';

/** The wave ensemble's request with the mean wave direction asked beside its elements. */
function withWaveDirection(params: EnsembleParams): EnsembleParams {
  return {
    ...params,
    elements: [...params.elements, WAVE_DIRECTION_ELEMENT],
    ...(params.units === undefined ? {} : { units: [...params.units, '°'] }),
  };
}

/** Mesh spacing, degrees of latitude and of longitude. */
export const MESH_LAT_DEG = 1;
export const MESH_LON_DEG = 2;
/** Columns round the globe. */
export const MESH_COLUMNS = 360 / MESH_LON_DEG;
/** Away from the geodesics, one node in this many rows and columns. */
export const MESH_COARSE = 2;
/**
 * The share of the reach asked on the full mesh: half, as the router's first corridor is half its
 * widest (routing/index.ts); never less than a cell's diagonal, so a point on a geodesic (a start,
 * an end) always has its full cell.
 */
const FINE_SHARE = 0.5;
/** The naive full grid the estimate compares with: every 30 NM along and across the same reach of the geodesic. */
const NAIVE_SPACING_NM = 30;
/** Points of each leg's geodesic the mesh nodes are measured from, NM apart. */
const LEG_SAMPLE_NM = 20;
const R_NM = 6371008.8 / 1852;
const DEG = Math.PI / 180;

export interface MeshNode {
  /** Row: latitude / MESH_LAT_DEG. */
  readonly row: number;
  /** Column 0..MESH_COLUMNS − 1: longitude / MESH_LON_DEG, wrapped. */
  readonly column: number;
  readonly lat: number;
  readonly lon: number;
  /** Rounded "lat,lon": the stored answer's key. */
  readonly key: string;
}

export interface GridPlan {
  readonly nodes: readonly MeshNode[];
  /** A wind and a wave request per node, then the storms. */
  readonly requests: readonly PlannedRequest[];
  /** Places a naive 30 NM grid over the same corridor would ask. */
  readonly naivePlaces: number;
}

export interface GridModels {
  readonly wind: string;
  readonly waves: string;
  /** Ask the wind ensemble for visibility too (the limits have it, the model offers it). */
  readonly visibility?: boolean;
}

function sphereNm(a: Position, b: Position): number {
  const dLat = (b.lat - a.lat) * DEG;
  const dLon = (b.lon - a.lon) * DEG;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * DEG) * Math.cos(b.lat * DEG) * Math.sin(dLon / 2) ** 2;
  return 2 * R_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Points every LEG_SAMPLE_NM along the geodesic from a to b, both ends included. */
function legSamples(a: Position, b: Position): { samples: Position[]; lengthNm: number } {
  const g = geodesicInverse(a.lat, a.lon, b.lat, b.lon);
  const lengthNm = g.distanceM / M_PER_NM;
  const n = Math.max(1, Math.ceil(lengthNm / LEG_SAMPLE_NM));
  const samples = Array.from({ length: n + 1 }, (_, k) =>
    k === n ? b : geodesicDirect(a.lat, a.lon, g.initialCourseDeg, (k / n) * g.distanceM),
  );
  return { samples, lengthNm };
}

export function wrapColumn(column: number): number {
  return ((column % MESH_COLUMNS) + MESH_COLUMNS) % MESH_COLUMNS;
}

/** A node of the coarse mesh too (MESH_COLUMNS is even, so this holds across the antimeridian). */
export function isCoarseNode(row: number, column: number): boolean {
  return row % MESH_COARSE === 0 && column % MESH_COARSE === 0;
}

/** The diagonal of a full mesh cell at a latitude, NM: what a coarse cell's diagonal has more. */
function cellDiagonalNm(lat: number): number {
  return Math.hypot(60 * MESH_LAT_DEG, 60 * MESH_LON_DEG * Math.cos(Math.min(89, Math.abs(lat)) * DEG));
}

/**
 * The mesh nodes within `reachNm` of a leg's geodesic (the widest corridor half-width plus a
 * cell, so every point the router may visit has its cell's corners), and the requests for them:
 * every node within FINE_SHARE of the reach, and beyond it the coarse mesh's, out to the reach
 * plus what a coarse cell's diagonal has more than a fine one's (so a point there has its coarse
 * cell's corners). `seas`: the route carries a hull, and the wave requests ask the mean wave period
 * too (the seakeeping check's request), for the dangerous zones; without it the requests are
 * exactly those of a route without a hull, so their stored answers serve.
 */
export function planGrid(points: readonly Position[], reachNm: number, models: GridModels, seas = false): GridPlan {
  const byKey = new Map<string, MeshNode>();
  let naivePlaces = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const { samples, lengthNm } = legSamples(points[i]!, points[i + 1]!);
    naivePlaces += (Math.ceil(lengthNm / NAIVE_SPACING_NM) + 1) * (2 * Math.floor(reachNm / NAIVE_SPACING_NM) + 1);
    const fineShareNm = FINE_SHARE * reachNm;
    for (const s of samples) {
      const diagonalNm = cellDiagonalNm(s.lat);
      // At least a cell: a point on the geodesic (the start, the end) always has its full cell.
      const fineNm = Math.max(fineShareNm, diagonalNm);
      const outerNm = reachNm + diagonalNm;
      const reachLat = outerNm / 60;
      const reachLon = Math.min(180, outerNm / (60 * Math.max(0.05, Math.cos(s.lat * DEG))));
      const rowLo = Math.max(-90, Math.floor((s.lat - reachLat) / MESH_LAT_DEG));
      const rowHi = Math.min(90, Math.ceil((s.lat + reachLat) / MESH_LAT_DEG));
      const colLo = Math.floor((s.lon - reachLon) / MESH_LON_DEG);
      const colHi = Math.ceil((s.lon + reachLon) / MESH_LON_DEG);
      for (let row = rowLo; row <= rowHi; row++) {
        for (let c = colLo; c <= colHi; c++) {
          const column = wrapColumn(c);
          const lat = row * MESH_LAT_DEG;
          const lon = roundedCoordinate(
            column * MESH_LON_DEG >= 180 ? column * MESH_LON_DEG - 360 : column * MESH_LON_DEG,
          );
          const key = roundedPositionKey(lat, lon);
          if (byKey.has(key) || Math.abs(lat) > 89) continue;
          const coarse = isCoarseNode(row, column);
          const distanceNm = sphereNm(s, { lat, lon });
          if (distanceNm > (coarse ? outerNm : fineNm)) continue;
          byKey.set(key, { row, column, lat, lon, key });
        }
      }
    }
  }
  const nodes = [...byKey.values()].sort((a, b) => a.row - b.row || a.column - b.column);
  const requests: PlannedRequest[] = nodes.flatMap((n): PlannedRequest[] => [
    {
      kind: 'ensemble',
      endpoint: 'weather.ensemble.point',
      params: weatherEnsembleParams(n.lat, n.lon, models.wind, models.visibility === true),
      positionKey: n.key,
    },
    {
      kind: 'ensemble',
      endpoint: 'marine.ensemble.point',
      // Hs and the mean wave direction (the same 1 credit: an ensemble point costs 1 whatever its
      // elements), so the speed loss can take the waves' angle off the bow; with a hull the mean
      // period too (still 1 credit, but not the answer stored for a route without one).
      params: seas
        ? seakeepingWaveParams(n.lat, n.lon, models.waves)
        : withWaveDirection(marineEnsembleParams(n.lat, n.lon, models.waves)),
      positionKey: n.key,
    },
  ]);
  requests.push({ kind: 'storms', endpoint: 'storms', params: {} });
  return { nodes, requests, naivePlaces };
}
