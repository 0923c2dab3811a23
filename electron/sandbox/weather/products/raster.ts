// Draws a field over a bounding box: samples a coarse grid (the world is smooth at that scale,
// and sampling stays cheap), interpolates it bilinearly up to the image size, and colours it.
// Rows are spaced evenly in Web Mercator y, so the image lies flat on a slippy map's tiles.
import type { BoundingBox } from './image-urls';
import type { ColourScale } from './colour';
import type { RgbaImage } from './png';

/** Web Mercator's latitude limit, degrees. */
const MERCATOR_MAX_LAT = 85.05112878;
const DEG = Math.PI / 180;

export interface Grid {
  readonly cols: number;
  readonly rows: number;
  /** Row-major from the north-west corner; NaN where the field has no value. */
  readonly values: Float64Array;
}

function mercatorY(lat: number): number {
  const phi = Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat)) * DEG;
  return Math.log(Math.tan(Math.PI / 4 + phi / 2));
}

function mercatorLat(y: number): number {
  return (2 * Math.atan(Math.exp(y)) - Math.PI / 2) / DEG;
}

/** Longitude in [-180, 180). */
function wrapLon(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

/** Samples `value(lat, lon)` at cols x rows points spanning the box, edges included. */
export function sampleGrid(
  bbox: BoundingBox,
  cols: number,
  rows: number,
  value: (lat: number, lon: number) => number | null,
): Grid {
  const widthDeg = bbox.east >= bbox.west ? bbox.east - bbox.west : bbox.east + 360 - bbox.west;
  const yNorth = mercatorY(bbox.north);
  const ySouth = mercatorY(bbox.south);
  const values = new Float64Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    const lat = mercatorLat(yNorth + ((ySouth - yNorth) * r) / Math.max(1, rows - 1));
    for (let c = 0; c < cols; c++) {
      const lon = wrapLon(bbox.west + (widthDeg * c) / Math.max(1, cols - 1));
      values[r * cols + c] = value(lat, lon) ?? Number.NaN;
    }
  }
  return { cols, rows, values };
}

export function gridRange(grid: Grid): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of grid.values) {
    if (Number.isNaN(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { min, max };
}

/** Where each pixel centre falls between two grid samples along one axis. */
interface Axis {
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  readonly frac: Float64Array;
}

function axis(pixels: number, samples: number): Axis {
  const lo = new Int32Array(pixels);
  const hi = new Int32Array(pixels);
  const frac = new Float64Array(pixels);
  for (let p = 0; p < pixels; p++) {
    // Pixel centres map onto the grid, whose first and last samples lie on the box's edges.
    const g = ((p + 0.5) / pixels) * (samples - 1);
    lo[p] = Math.min(samples - 1, Math.floor(g));
    hi[p] = Math.min(samples - 1, (lo[p] ?? 0) + 1);
    frac[p] = g - (lo[p] ?? 0);
  }
  return { lo, hi, frac };
}

/**
 * Colours the grid into an image of widthPx x heightPx, interpolating bilinearly. Next to a
 * missing value (a marine field at the coast) a pixel takes the nearest sample instead, so
 * coastlines stay sharp.
 */
export function paintGrid(grid: Grid, widthPx: number, heightPx: number, scale: ColourScale): RgbaImage {
  const rgba = new Uint8Array(widthPx * heightPx * 4);
  const xs = axis(widthPx, grid.cols);
  const ys = axis(heightPx, grid.rows);
  const v = grid.values;
  for (let py = 0; py < heightPx; py++) {
    const r0 = (ys.lo[py] ?? 0) * grid.cols;
    const r1 = (ys.hi[py] ?? 0) * grid.cols;
    const fy = ys.frac[py] ?? 0;
    for (let px = 0; px < widthPx; px++) {
      const c0 = xs.lo[px] ?? 0;
      const c1 = xs.hi[px] ?? 0;
      const fx = xs.frac[px] ?? 0;
      const a = v[r0 + c0] ?? Number.NaN;
      const b = v[r0 + c1] ?? Number.NaN;
      const c = v[r1 + c0] ?? Number.NaN;
      const d = v[r1 + c1] ?? Number.NaN;
      let value: number;
      if (Number.isNaN(a) || Number.isNaN(b) || Number.isNaN(c) || Number.isNaN(d)) {
        value = v[(fy < 0.5 ? r0 : r1) + (fx < 0.5 ? c0 : c1)] ?? Number.NaN;
      } else {
        value = (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
      }
      scale.paint(value, rgba, (py * widthPx + px) * 4);
    }
  }
  return { widthPx, heightPx, rgba };
}
