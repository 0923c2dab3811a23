// Reads the chart as the navigator sees it: a screenshot of the map, each pixel of a grid taken
// as land or sea by its colour (a pixel of neither, under a label, a line or a marker, is left
// out), and compared with `isLand` at the pixel's position (Web Mercator from the view's centre
// and zoom, as Leaflet projects); and the land's shores followed on the screenshot, each point
// looked for in the coastline's colour. Nothing is hidden first: a restyle repaints the page, and
// could mend the very drawing under test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { coastLines, landPolygonsIn } from '../../shared/land/draw';
import { isLand, parseLand, type LandData } from '../../shared/land/land';
import type { LandResolution } from '../../shared/land/file';
import type { ChartView } from '../../renderer/src/map/view';
import { DAY_PALETTE, type ChartPalette } from '../../renderer/src/chart/palette';
import { decodePng } from '../helpers/png-reader';

const LAND_DIR = join(import.meta.dirname, '../../resources/land');
const landFiles = new Map<LandResolution, LandData>();

/** One land file, read and indexed once per worker. */
export function landFile(resolution: LandResolution): LandData {
  let land = landFiles.get(resolution);
  if (!land) {
    land = parseLand(JSON.parse(readFileSync(join(LAND_DIR, `land-${resolution}.json`), 'utf8')));
    landFiles.set(resolution, land);
  }
  return land;
}

/** The chart's map element (the Leaflet container). */
export function chartMap(page: Page): Locator {
  return page.getByTestId('route-chart').locator('.leaflet-container');
}

const WORLD_PX = 256;
const MAX_MERCATOR_LAT = 85.0511287798;

/** Web Mercator (EPSG:3857 as Leaflet draws it): degrees to world pixels at `zoom`. */
export function project(latDeg: number, lonDeg: number, zoom: number): [number, number] {
  const scale = WORLD_PX * 2 ** zoom;
  const phi = (Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, latDeg)) * Math.PI) / 180;
  return [((lonDeg + 180) / 360) * scale, ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * scale];
}

export function unproject(x: number, y: number, zoom: number): [latDeg: number, lonDeg: number] {
  const scale = WORLD_PX * 2 ** zoom;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / scale))) * 180) / Math.PI;
  return [lat, (x / scale) * 360 - 180];
}

function hexRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** A screenshot pixel's RGB. */
function rgbAt(rgba: Uint8Array, width: number, x: number, y: number): [number, number, number] {
  const i = 4 * (y * width + x);
  return [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
}

function distance2(a: readonly number[], b: readonly number[]): number {
  return a.reduce((s, v, k) => s + (v - b[k]!) ** 2, 0);
}

/** Which screenshot pixels to judge, by their position in it and whether the data has land there. */
export type PixelFilter = (x: number, y: number, dataLand: boolean) => boolean;

/** Squared RGB distance under which a pixel is taken as the land or the sea colour. */
const SAME_COLOUR = 12 ** 2;

export interface Agreement {
  /** Pixels judged: on the grid, on the Mercator world, no coast within `coastPx`, land or sea colour. */
  readonly judged: number;
  readonly agreeing: number;
  /** Pixels left out for being neither colour (under a label, a line, a marker or a control). */
  readonly otherColour: number;
  /** A few pixels that disagree, `drawn land / data sea at lat, lon` and the like. */
  readonly examples: readonly string[];
}

export interface AgreementOptions {
  /** Grid spacing, px. */
  readonly stepPx?: number;
  /** Pixels with a coast within this many px are skipped (the data changes there, and the coastline is drawn). */
  readonly coastPx?: number;
  /** The chart's colours (the day palette when absent). */
  readonly palette?: ChartPalette;
  /** Only these pixels are judged. */
  readonly judge?: PixelFilter;
}

/**
 * Compares the drawn land of a map screenshot (PNG, the map element only) at `view` with `land`
 * on a grid every `stepPx`, skipping pixels with a coast within `coastPx` (data changes there).
 */
export function landAgreement(
  png: Uint8Array,
  view: ChartView,
  land: LandData,
  { stepPx = 12, coastPx = 3, palette = DAY_PALETTE, judge = () => true }: AgreementOptions = {},
): Agreement {
  const { width, height, rgba } = decodePng(png);
  const [cx, cy] = project(view.center.lat, view.center.lon, view.zoom);
  const landRgb = hexRgb(palette.land);
  const seaRgb = hexRgb(palette.sea);
  const dataAt = (x: number, y: number): boolean | null => {
    const [lat, lon] = unproject(cx - width / 2 + x, cy - height / 2 + y, view.zoom);
    return Math.abs(lat) >= MAX_MERCATOR_LAT - 0.1 ? null : isLand(land, lat, lon);
  };
  let judged = 0;
  let agreeing = 0;
  let otherColour = 0;
  const examples: string[] = [];
  for (let y = stepPx / 2; y < height; y += stepPx) {
    for (let x = stepPx / 2; x < width; x += stepPx) {
      const data = dataAt(x + 0.5, y + 0.5);
      if (data === null || !judge(x, y, data)) continue;
      let coastNear = false;
      for (const [dx, dy] of [
        [-1, -1],
        [0, -1],
        [1, -1],
        [-1, 0],
        [1, 0],
        [-1, 1],
        [0, 1],
        [1, 1],
      ] as const) {
        if (dataAt(x + 0.5 + dx * coastPx, y + 0.5 + dy * coastPx) !== data) coastNear = true;
      }
      if (coastNear) continue;
      const rgb = rgbAt(rgba, width, x, y);
      const drawn =
        distance2(rgb, landRgb) <= SAME_COLOUR ? true : distance2(rgb, seaRgb) <= SAME_COLOUR ? false : null;
      if (drawn === null) {
        otherColour++;
        continue;
      }
      judged++;
      if (drawn === data) {
        agreeing++;
      } else if (examples.length < 5) {
        const [lat, lon] = unproject(cx - width / 2 + x + 0.5, cy - height / 2 + y + 0.5, view.zoom);
        examples.push(
          `drawn ${drawn ? 'land' : 'sea'} / data ${data ? 'land' : 'sea'} at ${lat.toFixed(3)}, ${lon.toFixed(3)}`,
        );
      }
    }
  }
  return { judged, agreeing, otherColour, examples };
}

export interface CoastPoint {
  /** Position in the screenshot, px (fractional). */
  readonly x: number;
  readonly y: number;
  /** The unit normal of the shore there, screen px: which way is off the line either side. */
  readonly nx: number;
  readonly ny: number;
  readonly lat: number;
  readonly lon: number;
}

/**
 * Points every `stepPx` along the shores of `land` (coastLines: no antimeridian or pole cuts) in
 * a screenshot `width` x `height` of the chart at `view`, at least `marginPx` inside its edges.
 */
export function coastPoints(
  view: ChartView,
  width: number,
  height: number,
  land: LandData,
  { stepPx = 5, marginPx = 3 }: { stepPx?: number; marginPx?: number } = {},
): CoastPoint[] {
  const [cx, cy] = project(view.center.lat, view.center.lon, view.zoom);
  const [north, west] = unproject(cx - width / 2, cy - height / 2, view.zoom);
  const [south, east] = unproject(cx + width / 2, cy + height / 2, view.zoom);
  // The view in the data's longitudes: a view across 180° is not handled (none of the tests' views is).
  if (west < -180 || east > 180) throw new Error('coastPoints: a view across the antimeridian is not handled');
  const toScreen = (lon: number, lat: number): [number, number] => {
    const [x, y] = project(lat, lon, view.zoom);
    return [x - cx + width / 2, y - cy + height / 2];
  };
  const inside = (x: number, y: number): boolean =>
    x >= marginPx && y >= marginPx && x < width - marginPx && y < height - marginPx;
  const points: CoastPoint[] = [];
  for (const p of landPolygonsIn(land, { west, south, east, north })) {
    for (let r = land.polygonStart[p]!; r < land.polygonStart[p + 1]!; r++) {
      for (const line of coastLines(land, r, (lon, lat) => ({ lon, lat, xy: toScreen(lon, lat) }))) {
        line.slice(1).forEach((b, i) => {
          const a = line[i]!;
          const [dx, dy] = [b.xy[0] - a.xy[0], b.xy[1] - a.xy[1]];
          const lengthPx = Math.hypot(dx, dy);
          const [nx, ny] = [-dy / lengthPx, dx / lengthPx];
          for (let d = 0; d < lengthPx; d += stepPx) {
            const f = d / lengthPx;
            const [x, y] = [a.xy[0] + dx * f, a.xy[1] + dy * f];
            if (inside(x, y))
              points.push({ x, y, nx, ny, lat: a.lat + (b.lat - a.lat) * f, lon: a.lon + (b.lon - a.lon) * f });
          }
        });
      }
    }
  }
  return points;
}

export interface CoastVisibility {
  /** Points judged: those whose surroundings differ enough from the coastline's colour to tell. */
  readonly judged: number;
  /** Points with the coastline's colour drawn within a pixel of them. */
  readonly visible: number;
  /** A few points where it is not, with the nearest colour found and the surroundings'. */
  readonly examples: readonly string[];
}

/** How far either side of a shore point its surroundings are read, px: clear of a 1.5 px line. */
const SURROUNDINGS_PX = 4;
/** Surroundings nearer the coastline's colour than this (RGB) cannot show whether it is drawn. */
const MIN_CONTRAST = 50;

/**
 * Whether the coastline is drawn at `points` of a map screenshot. A point is visible when a
 * pixel within one of it has come at least half way from its surroundings (the mean of their
 * RGB distances from the coastline's colour, read SURROUNDINGS_PX either side across the shore)
 * to the coastline's colour. Relative, not a fixed distance: the line is antialiased (a 1.5 px
 * line's middle pixels carry some two thirds of its colour), and what lies under it differs
 * (sand, sea, radar, an overlay; the night palette's land is itself near the line's colour).
 */
export function coastVisibility(png: Uint8Array, points: readonly CoastPoint[], coastHex: string): CoastVisibility {
  const { width, height, rgba } = decodePng(png);
  const coast = hexRgb(coastHex);
  const distanceAt = (x: number, y: number): number | null => {
    const [px, py] = [Math.floor(x), Math.floor(y)];
    if (px < 0 || py < 0 || px >= width || py >= height) return null;
    return Math.sqrt(distance2(rgbAt(rgba, width, px, py), coast));
  };
  let judged = 0;
  let visible = 0;
  const examples: string[] = [];
  for (const p of points) {
    const sides = [1, -1].map((s) => distanceAt(p.x + s * SURROUNDINGS_PX * p.nx, p.y + s * SURROUNDINGS_PX * p.ny));
    if (sides.some((d) => d === null)) continue;
    const around = ((sides[0] ?? 0) + (sides[1] ?? 0)) / 2;
    if (around < MIN_CONTRAST) continue;
    let best = Infinity;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) best = Math.min(best, distanceAt(p.x + dx, p.y + dy) ?? Infinity);
    }
    judged++;
    if (best <= around / 2) visible++;
    else if (examples.length < 5)
      examples.push(
        `${best.toFixed(0)} from the line's colour, surroundings ${around.toFixed(0)}, at ${p.lat.toFixed(3)}, ${p.lon.toFixed(3)} (px ${p.x.toFixed(0)}, ${p.y.toFixed(0)})`,
      );
  }
  return { judged, visible, examples };
}

/** Where a position falls in a screenshot `width` x `height` of the chart at `view`, px. */
export function screenPx(view: ChartView, width: number, height: number, lat: number, lon: number): [number, number] {
  const [cx, cy] = project(view.center.lat, view.center.lon, view.zoom);
  const [x, y] = project(lat, lon, view.zoom);
  return [x - cx + width / 2, y - cy + height / 2];
}

/** The RGB of each pixel of a screenshot (PNG) within `radiusPx` (a square) of (x, y). */
export function patchRgb(png: Uint8Array, x: number, y: number, radiusPx: number): [number, number, number][] {
  const { width, height, rgba } = decodePng(png);
  const out: [number, number, number][] = [];
  for (let py = Math.floor(y) - radiusPx; py <= Math.floor(y) + radiusPx; py++) {
    for (let px = Math.floor(x) - radiusPx; px <= Math.floor(x) + radiusPx; px++) {
      if (px >= 0 && py >= 0 && px < width && py < height) out.push(rgbAt(rgba, width, px, py));
    }
  }
  return out;
}
