// How open the sea is towards where a swell comes from. Swell runs on great circles from the
// storm that raised it (walked here as rhumb steps, close enough over the 2,000 km looked at) and
// land stops it: a sea behind a coast or inside a basin (the North Sea from the south-west, the
// Baltic, the Mediterranean) sees only the swell raised on the water in between. Swell also spreads, about ±20-30° about its mean direction (the cos² spreading of
// a swell a few days old), so three rays are walked and their open distances shared.
import type { LandMask } from '../../land/mask';

const KM_PER_DEG = 111.2;
const DEG = Math.PI / 180;
const STEP_KM = 40;
const SPREAD_DEG = 20;

/** Distance towards `towardDeg` to the first land, km, stepping STEP_KM; maxKm when none is that near. */
export function openWaterKm(mask: LandMask, lat: number, lon: number, towardDeg: number, maxKm: number): number {
  const north = Math.cos(towardDeg * DEG) / KM_PER_DEG;
  const east = Math.sin(towardDeg * DEG) / KM_PER_DEG;
  let pLat = lat;
  let pLon = lon;
  for (let d = STEP_KM; d <= maxKm; d += STEP_KM) {
    // Rhumb steps, the longitude step growing with latitude as the meridians close.
    pLat += STEP_KM * north;
    if (pLat > 89.9 || pLat < -89.9) return maxKm;
    pLon += (STEP_KM * east) / Math.max(0.05, Math.cos(pLat * DEG));
    if (mask.isLand(pLat, pLon)) return d;
  }
  return maxKm;
}

/** The longest reach asked for, km: the open distances are kept up to it. */
export const MAX_REACH_KM = 2000;
const DIRECTIONS = 36;
const DIR_STEP = 360 / DIRECTIONS;

/**
 * Open distances from the centres of 1° cells in 36 directions, walked once per cell and
 * direction when first asked for, a row of cells at a time (26 kB): the sea state of a
 * route asks for the same few cells again and again. Per mask, for the tests' own masks.
 */
const tables = new WeakMap<LandMask, (Uint16Array | undefined)[]>();
/** Not walked yet (open distances are whole km up to MAX_REACH_KM). */
const UNKNOWN = 0xffff;

/** The mask's table of open distances, its rows made when first asked for. */
function tableOf(mask: LandMask): (Uint16Array | undefined)[] {
  let rows = tables.get(mask);
  if (rows === undefined) {
    rows = new Array<Uint16Array | undefined>(180);
    tables.set(mask, rows);
  }
  return rows;
}

function openFromCell(
  mask: LandMask,
  rows: (Uint16Array | undefined)[],
  row: number,
  col: number,
  dir: number,
): number {
  const r = Math.min(179, Math.max(0, row));
  const c = ((col % 360) + 360) % 360;
  const d = ((dir % DIRECTIONS) + DIRECTIONS) % DIRECTIONS;
  let cells = rows[r];
  if (cells === undefined) {
    cells = new Uint16Array(360 * DIRECTIONS).fill(UNKNOWN);
    rows[r] = cells;
  }
  const i = c * DIRECTIONS + d;
  if (cells[i] === UNKNOWN) cells[i] = Math.round(openWaterKm(mask, r - 89.5, c - 179.5, d * DIR_STEP, MAX_REACH_KM));
  return cells[i]!;
}

/** The open distance from one cell centre, up to `reach`, linear between directions d0 and d0 + 1. */
function openBetween(
  mask: LandMask,
  rows: (Uint16Array | undefined)[],
  row: number,
  col: number,
  d0: number,
  fd: number,
  reach: number,
): number {
  const a = Math.min(reach, openFromCell(mask, rows, row, col, d0));
  const b = Math.min(reach, openFromCell(mask, rows, row, col, d0 + 1));
  return a + (b - a) * fd;
}

/**
 * The share (0..1) of a swell from `fromDeg` that reaches the point, its source `reachKm` away
 * (at most MAX_REACH_KM): the open water towards it over `reachKm`, over three rays across the
 * swell's spread; bilinear between the four nearest cell centres, linear between directions.
 * Written out with no arrays: the sea state of every member asks it for every storm in reach.
 */
export function swellExposure(mask: LandMask, lat: number, lon: number, fromDeg: number, reachKm: number): number {
  const reach = Math.min(MAX_REACH_KM, reachKm);
  const rows = tableOf(mask);
  const y = lat + 89.5;
  const x = lon + 179.5;
  const r0 = Math.floor(y);
  const c0 = Math.floor(x);
  const fy = y - r0;
  const fx = x - c0;
  const w00 = (1 - fy) * (1 - fx);
  const w01 = (1 - fy) * fx;
  const w10 = fy * (1 - fx);
  const w11 = fy * fx;
  let open = 0;
  for (let t = -1; t <= 1; t++) {
    const z = (((fromDeg + t * SPREAD_DEG) % 360) + 360) / DIR_STEP;
    const d0 = Math.floor(z);
    const fd = z - d0;
    if (w00 !== 0) open += w00 * openBetween(mask, rows, r0, c0, d0, fd, reach);
    if (w01 !== 0) open += w01 * openBetween(mask, rows, r0, c0 + 1, d0, fd, reach);
    if (w10 !== 0) open += w10 * openBetween(mask, rows, r0 + 1, c0, d0, fd, reach);
    if (w11 !== 0) open += w11 * openBetween(mask, rows, r0 + 1, c0 + 1, d0, fd, reach);
  }
  return open / (3 * reach);
}
