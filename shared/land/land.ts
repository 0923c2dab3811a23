// Natural Earth land as Passage uses it: parsed from a resources/land file (unknown in, typed
// out), indexed once when first asked, then asked whether a point is on land and how far land is.
import { normalizeLonDeg } from '../geodesy/angles';
import { decodeRingInto, landFileSchema, type LandHeader, type LandResolution } from './file';
import { buildGrid, cellCol, cellRow, pointOnLand, type LandGrid, type RingPoints } from './grid';

export interface LandData extends RingPoints {
  readonly header: LandHeader;
  /** Polygon p is rings polygonStart[p] .. polygonStart[p + 1] − 1: an outer ring, then its holes. */
  readonly polygonStart: Int32Array;
  /** Bounding box of ring r, degrees: ringBox[4r .. 4r + 3] = west, south, east, north. */
  readonly ringBox: Float64Array;
  readonly grid: LandGrid;
}

/**
 * Grid cell size per resolution, degrees. Chosen so that the busiest coastal cells (Norway,
 * the Canadian Arctic) hold a few hundred edges at most; see bench/land.ts.
 */
const CELL_DEG: Record<LandResolution, number> = { '110m': 1, '50m': 0.5, '10m': 0.25 };

/**
 * Reads a land file (resources/land/land-*.json, already JSON-parsed); its index is built on first use.
 * Throws a ZodError naming the bad path, or a RangeError for a point off the globe: the files
 * are bundled with Passage, so a bad one is a build fault, not a navigator's.
 */
export function parseLand(json: unknown): LandData {
  const file = landFileSchema.parse(json);
  let points = 0;
  let rings = 0;
  for (const polygon of file.polygons) {
    rings += polygon.length;
    for (const ring of polygon) points += ring.length / 2 + 1;
  }
  const lons = new Float64Array(points);
  const lats = new Float64Array(points);
  const ringStart = new Int32Array(rings + 1);
  const polygonStart = new Int32Array(file.polygons.length + 1);
  const ringBox = new Float64Array(rings * 4);
  let at = 0;
  let r = 0;
  file.polygons.forEach((polygon, p) => {
    polygonStart[p] = r;
    for (const ring of polygon) {
      ringStart[r] = at;
      at = decodeRingInto(ring, lons, lats, at);
      let w = Infinity,
        s = Infinity,
        e = -Infinity,
        n = -Infinity;
      for (let i = ringStart[r]!; i < at; i++) {
        w = Math.min(w, lons[i]!);
        e = Math.max(e, lons[i]!);
        s = Math.min(s, lats[i]!);
        n = Math.max(n, lats[i]!);
      }
      ringBox.set([w, s, e, n], r * 4);
      r++;
    }
  });
  ringStart[rings] = at;
  polygonStart[file.polygons.length] = rings;
  const { polygons: _polygons, encoding: _encoding, ...header } = file;
  const ringPoints = { lons, lats, ringStart };
  const cellDeg = CELL_DEG[file.resolution];
  let grid: LandGrid | undefined;
  return {
    header,
    ...ringPoints,
    polygonStart,
    ringBox,
    // Built on the first question asked of it: the chart draws the land without it, so the
    // first load does not wait for the index of a file only drawn yet.
    get grid(): LandGrid {
      return (grid ??= buildGrid(ringPoints, cellDeg));
    },
  };
}

/**
 * True when the position is on land by the data (Natural Earth's coastline at its resolution;
 * a point exactly on the coastline may go either way). Any finite longitude is wrapped;
 * NaN or a latitude outside [-90, 90] gives false.
 */
export function isLand(land: LandData, latDeg: number, lonDeg: number): boolean {
  if (!(latDeg >= -90 && latDeg <= 90) || !Number.isFinite(lonDeg)) return false;
  const lon = lonDeg >= -180 && lonDeg <= 180 ? lonDeg : normalizeLonDeg(lonDeg);
  return pointOnLand(land.grid, land, lon, latDeg);
}

const NM_PER_DEG_LAT = 60;

/**
 * Distance from the position to the nearest land, nautical miles: 0 on land, Infinity when
 * no land lies within `maxNm`. Measured on a local equirectangular plane (x scaled by the cosine
 * of the latitude), which is within a fraction of a percent for the few miles it is meant for
 * (is a waypoint in a port?); NaN input gives NaN.
 */
export function distanceToLandNm(land: LandData, latDeg: number, lonDeg: number, maxNm: number): number {
  if (!(latDeg >= -90 && latDeg <= 90) || !Number.isFinite(lonDeg)) return NaN;
  if (pointOnLand(land.grid, land, normalizeLonDeg(lonDeg), latDeg)) return 0;
  return distanceToCoastNm(land, latDeg, lonDeg, maxNm);
}

/**
 * Distance from the position to the nearest coastline, nautical miles, on land or at sea alike
 * (how far inland a river port lies); Infinity when no coast lies within `maxNm`. Same plane
 * as distanceToLandNm; NaN input gives NaN.
 */
export function distanceToCoastNm(land: LandData, latDeg: number, lonDeg: number, maxNm: number): number {
  if (!(latDeg >= -90 && latDeg <= 90) || !Number.isFinite(lonDeg)) return NaN;
  const lon = normalizeLonDeg(lonDeg);
  const kx = Math.cos((latDeg * Math.PI) / 180);
  const dLat = maxNm / NM_PER_DEG_LAT;
  const dLon = kx > dLat / 180 ? Math.min(180, dLat / kx) : 180;
  const { grid, lons, lats } = land;
  const r0 = cellRow(grid, latDeg - dLat);
  const r1 = cellRow(grid, latDeg + dLat);
  let best = Infinity;
  // Up to two longitude spans when the search box wraps round the antimeridian.
  for (const [west, east, shift] of lonSpans(lon - dLon, lon + dLon)) {
    const c0 = cellCol(grid, west);
    const c1 = cellCol(grid, east);
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) {
        const cell = row * grid.cols + col;
        for (let k = grid.cellStart[cell]!; k < grid.cellStart[cell + 1]!; k++) {
          const e = grid.cellEdges[k]!;
          const d = segmentDistanceDeg(lon + shift, latDeg, kx, lons[e]!, lats[e]!, lons[e + 1]!, lats[e + 1]!);
          if (d < best) best = d;
        }
      }
    }
  }
  const nm = best * NM_PER_DEG_LAT;
  return nm <= maxNm ? nm : Infinity;
}

/** [west, east, shift]: the span in [-180, 180], and what to add to the query longitude to compare with it. */
function lonSpans(west: number, east: number): [number, number, number][] {
  if (east - west >= 360) return [[-180, 180, 0]];
  if (west < -180)
    return [
      [-180, east, 0],
      [west + 360, 180, 360],
    ];
  if (east > 180)
    return [
      [west, 180, 0],
      [-180, east - 360, -360],
    ];
  return [[west, east, 0]];
}

/** Distance from (px, py) to segment a–b in degrees of latitude, with longitudes scaled by kx. */
function segmentDistanceDeg(
  px: number,
  py: number,
  kx: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const ux = (bx - ax) * kx;
  const uy = by - ay;
  const wx = (px - ax) * kx;
  const wy = py - ay;
  const len2 = ux * ux + uy * uy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, (wx * ux + wy * uy) / len2)) : 0;
  return Math.hypot(wx - t * ux, wy - t * uy);
}
