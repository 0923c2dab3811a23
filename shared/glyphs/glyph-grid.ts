// The points of a view at which the chart draws wind barbs, wave arrows and the pressure its
// isobars are traced from: a regular grid on whole multiples of a step, so a pan at the same
// zoom asks for the same points again (and the store answers them), at most GLYPH_MAX_POINTS
// (GLYPH_MAX_COLS by GLYPH_MAX_ROWS at most), each costing one request (spec §4.2 timeseries/point).
import type { OverlayBox } from '../ipc/methods/maps';

export const GLYPH_MAX_COLS = 10;
export const GLYPH_MAX_ROWS = 6;
/** A chart is wider than tall: ten columns of four rows, or eight of five, cost 40 credits at most. */
export const GLYPH_MAX_POINTS = 40;

/** Steps tried, degrees, finest first: "round" numbers so the points fall on a tidy graticule. */
const STEPS_DEG = [0.05, 0.1, 0.2, 0.25, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 45, 60];

/** Points stop short of the poles: a Mercator chart does not reach them. */
const MAX_LAT = 84;

export interface GlyphGrid {
  readonly stepDeg: number;
  /** South to north. */
  readonly lats: readonly number[];
  /** West to east as the box runs (across 180° when east < west), each in [-180, 180). */
  readonly lons: readonly number[];
}

function tidy(deg: number): number {
  return Math.round(deg * 1e6) / 1e6 + 0;
}

function wrapLon(lon: number): number {
  return tidy((((lon + 180) % 360) + 360) % 360) - 180;
}

/** Multiples of `step` within [from, to]. */
function multiples(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let k = Math.ceil(from / step - 1e-9); k * step <= to + 1e-9; k++) out.push(tidy(k * step));
  return out;
}

/** The grid of `bbox` (east < west: across the antimeridian); the finest step that fits the caps. */
export function glyphGrid(bbox: OverlayBox): GlyphGrid {
  const widthDeg = bbox.east > bbox.west ? bbox.east - bbox.west : bbox.east + 360 - bbox.west;
  const south = Math.max(-MAX_LAT, bbox.south);
  const north = Math.min(MAX_LAT, bbox.north);
  for (const step of STEPS_DEG) {
    // A quarter step in from each edge, so a glyph is not cut by the chart's border.
    const lats = multiples(south + step / 4, north - step / 4, step);
    const unwrapped = multiples(bbox.west + step / 4, bbox.west + widthDeg - step / 4, step);
    const fits = lats.length <= GLYPH_MAX_ROWS && unwrapped.length <= GLYPH_MAX_COLS;
    if (fits && lats.length * unwrapped.length <= GLYPH_MAX_POINTS) {
      return { stepDeg: step, lats, lons: unwrapped.map(wrapLon) };
    }
  }
  const step = STEPS_DEG[STEPS_DEG.length - 1]!;
  return { stepDeg: step, lats: multiples(south, north, step).slice(0, GLYPH_MAX_ROWS), lons: [] };
}
