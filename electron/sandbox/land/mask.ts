// Where the land is: Natural Earth 1:50m land (world-atlas land-50m.json, public domain) drawn
// once into a 0.1° bitmap, for "no sea state over land", and a smooth 1° land fraction. One mask
// for the whole demo world: the weather fields and the storms (born at sea, dying ashore) read it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { z } from 'zod';

/** Cell size of the bitmap, degrees: about 11 km, finer than any harbour approach matters here. */
const CELL_DEG = 0.1;
const COLS = 3600;
const ROWS = 1800;
/** Cell size of the land fraction grid, degrees. */
const COARSE_DEG = 1;
const COARSE_COLS = 360;
const COARSE_ROWS = 180;
/**
 * world-atlas closes the Antarctic ring near 85° S, so the scanline fill leaves the polar
 * plateau open; everything south of this latitude is ice sheet and is filled as land.
 */
const POLAR_PLATEAU_LAT = -84.5;

const ringSchema = z.array(z.number().int());
const landTopologySchema = z.object({
  type: z.literal('Topology'),
  arcs: z.array(z.array(z.array(z.number()))),
  transform: z.object({ scale: z.tuple([z.number(), z.number()]), translate: z.tuple([z.number(), z.number()]) }),
  objects: z.object({
    land: z.object({
      type: z.literal('GeometryCollection'),
      geometries: z.array(z.object({ type: z.literal('MultiPolygon'), arcs: z.array(z.array(ringSchema)) })),
    }),
  }),
});

export interface LandMask {
  isLand(lat: number, lon: number): boolean;
  /** Share of land around the point, 0..1, bilinear over 1° cells: smooth across coasts. */
  landFraction(lat: number, lon: number): number;
  /**
   * Share of land upwind of the point in the prevailing flow, 0..1: the mean land fraction over
   * 250–2,000 km to the west where the westerlies blow (35–65°), to the east in the trades and
   * polar easterlies, blended between. What makes Rotterdam maritime and Moscow continental.
   */
  upwindLand(lat: number, lon: number): number;
}

let mask: LandMask | undefined;

/** The land mask, built on first use (about a quarter of a second) and shared by every world. */
export function landMask(): LandMask {
  mask ??= buildMask();
  return mask;
}

function loadRings(): number[][][] {
  const require = createRequire(import.meta.url);
  const text = readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8');
  const topology = landTopologySchema.parse(JSON.parse(text));
  const rings: number[][][] = [];
  for (const geometry of topology.objects.land.geometries) {
    for (const polygon of feature(topology, geometry).geometry.coordinates) {
      for (const ring of polygon) rings.push(ring);
    }
  }
  return rings;
}

/** Even-odd scanline fill at each row's centre latitude; holes (lakes, seas) come out as water. */
function rasterise(rings: readonly number[][][]): Uint8Array {
  const crossings: number[][] = Array.from({ length: ROWS }, () => []);
  const edge = (x1: number, y1: number, x2: number, y2: number): void => {
    if (y1 === y2) return;
    const lo = Math.min(y1, y2);
    const hi = Math.max(y1, y2);
    // Rows whose centre y satisfies lo <= y < hi (half-open, so a shared vertex counts once).
    const first = Math.max(0, Math.ceil((lo + 90) / CELL_DEG - 0.5));
    const last = Math.min(ROWS - 1, Math.ceil((hi + 90) / CELL_DEG - 0.5) - 1);
    for (let r = first; r <= last; r++) {
      const y = -90 + (r + 0.5) * CELL_DEG;
      crossings[r]!.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
    }
  };
  for (const ring of rings) {
    // Latitudes where the ring crosses the antimeridian, in ring order.
    const jumps: number[] = [];
    for (let i = 0; i + 1 < ring.length; i++) {
      const [x1, y1] = [ring[i]![0]!, ring[i]![1]!];
      const [x2, y2] = [ring[i + 1]![0]!, ring[i + 1]![1]!];
      // An edge across the antimeridian (179.9° to -179.9°, as Chukotka's rings have) is two
      // edges meeting at ±180°: drawn straight across the map it would flip every cell of its
      // rows between land and sea (Siberia as sea at 65°N, the Bering Sea as land).
      if (Math.abs(x2 - x1) > 180) {
        const east = x1 > x2 ? 1 : -1;
        const x2Unwrapped = x2 + 360 * east;
        const yMid = y1 + ((180 * east - x1) * (y2 - y1)) / (x2Unwrapped - x1);
        edge(x1, y1, 180 * east, yMid);
        edge(-180 * east, yMid, x2, y2);
        jumps.push(yMid);
      } else {
        edge(x1, y1, x2, y2);
      }
    }
    // Between two crossings the land spans 180°: each half of the map closes it along its edge.
    for (let k = 0; k + 1 < jumps.length; k += 2) {
      edge(180, jumps[k]!, 180, jumps[k + 1]!);
      edge(-180, jumps[k]!, -180, jumps[k + 1]!);
    }
  }
  const bits = new Uint8Array((COLS * ROWS) / 8);
  for (let r = 0; r < ROWS; r++) {
    if (-90 + (r + 0.5) * CELL_DEG < POLAR_PLATEAU_LAT) {
      bits.fill(0xff, (r * COLS) / 8, ((r + 1) * COLS) / 8);
      continue;
    }
    const xs = crossings[r]!.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil((xs[k]! + 180) / CELL_DEG - 0.5));
      const to = Math.min(COLS - 1, Math.ceil((xs[k + 1]! + 180) / CELL_DEG - 0.5) - 1);
      for (let c = from; c <= to; c++) {
        const bit = r * COLS + c;
        bits[bit >> 3]! |= 1 << (bit & 7);
      }
    }
  }
  return bits;
}

function coarseFraction(bits: Uint8Array): Float32Array {
  const per = COARSE_DEG / CELL_DEG;
  const fraction = new Float32Array(COARSE_COLS * COARSE_ROWS);
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      const bit = r * COLS + c;
      if (bits[bit >> 3]! & (1 << (bit & 7)))
        fraction[Math.floor(r / per) * COARSE_COLS + Math.floor(c / per)]! += 1 / (per * per);
    }
  }
  return fraction;
}

/** Longitude into [-180, 180), whatever side of the antimeridian it came from. */
function wrapLon(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

const smoothstep = (edge0: number, edge1: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/** How much of the prevailing flow at a latitude comes from the west (1) rather than the east (0). */
export function westerlyShare(lat: number): number {
  const a = Math.abs(lat);
  // Trades below ~25°, westerlies from ~35° to ~60°, polar easterlies (weaker) beyond ~70°.
  return smoothstep(25, 37, a) * (1 - 0.6 * smoothstep(60, 72, a));
}

/** Upwind samples: every 250 km out to 2,000 km. */
const UPWIND_STEP_KM = 250;
const UPWIND_STEPS = 8;
const KM_PER_DEG = 111.32;

function upwindGrid(fraction: Float32Array): Float32Array {
  const grid = new Float32Array(COARSE_COLS * COARSE_ROWS);
  for (let r = 0; r < COARSE_ROWS; r++) {
    const lat = -90 + (r + 0.5) * COARSE_DEG;
    const stepCols = UPWIND_STEP_KM / (KM_PER_DEG * Math.max(0.2, Math.cos((lat * Math.PI) / 180)) * COARSE_DEG);
    const share = westerlyShare(lat);
    for (let c = 0; c < COARSE_COLS; c++) {
      let west = 0;
      let east = 0;
      for (let k = 1; k <= UPWIND_STEPS; k++) {
        const offset = Math.round(k * stepCols);
        west += fraction[r * COARSE_COLS + ((((c - offset) % COARSE_COLS) + COARSE_COLS) % COARSE_COLS)]!;
        east += fraction[r * COARSE_COLS + ((c + offset) % COARSE_COLS)]!;
      }
      grid[r * COARSE_COLS + c] = (share * west + (1 - share) * east) / UPWIND_STEPS;
    }
  }
  return grid;
}

function buildMask(): LandMask {
  const bits = rasterise(loadRings());
  const fraction = coarseFraction(bits);
  const upwind = upwindGrid(fraction);
  const at = (grid: Float32Array, row: number, col: number): number => {
    const r = Math.min(COARSE_ROWS - 1, Math.max(0, row));
    const c = ((col % COARSE_COLS) + COARSE_COLS) % COARSE_COLS;
    return grid[r * COARSE_COLS + c]!;
  };
  /** Bilinear between the four 1° cell centres around the point. */
  const interpolate = (grid: Float32Array, lat: number, lon: number): number => {
    const y = (lat + 90) / COARSE_DEG - 0.5;
    const x = (wrapLon(lon) + 180) / COARSE_DEG - 0.5;
    const r = Math.floor(y);
    const c = Math.floor(x);
    const fy = y - r;
    const fx = x - c;
    const top = at(grid, r, c) * (1 - fx) + at(grid, r, c + 1) * fx;
    const bottom = at(grid, r + 1, c) * (1 - fx) + at(grid, r + 1, c + 1) * fx;
    return top * (1 - fy) + bottom * fy;
  };
  return {
    isLand(lat, lon) {
      const r = Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEG)));
      const c = Math.min(COLS - 1, Math.floor((wrapLon(lon) + 180) / CELL_DEG));
      const bit = r * COLS + c;
      return (bits[bit >> 3]! & (1 << (bit & 7))) !== 0;
    },
    landFraction: (lat, lon) => interpolate(fraction, lat, lon),
    upwindLand: (lat, lon) => interpolate(upwind, lat, lon),
  };
}
