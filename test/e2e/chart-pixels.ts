// Reads the chart as the navigator sees it: a screenshot of the map, each pixel of a grid taken
// as land or sea by its colour (a pixel of neither, under a label, a line or a marker, is left
// out), and compared with `isLand` at the pixel's position (Web Mercator from the view's centre
// and zoom, as Leaflet projects). Nothing is hidden first: a restyle repaints the page, and
// could mend the very drawing under test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { isLand, parseLand, type LandData } from '../../shared/land/land';
import type { LandResolution } from '../../shared/land/file';
import type { ChartView } from '../../renderer/src/chart/types';
import { DAY_PALETTE } from '../../renderer/src/chart/palette';
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
function project(latDeg: number, lonDeg: number, zoom: number): [number, number] {
  const scale = WORLD_PX * 2 ** zoom;
  const phi = (Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, latDeg)) * Math.PI) / 180;
  return [((lonDeg + 180) / 360) * scale, ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * scale];
}

function unproject(x: number, y: number, zoom: number): [latDeg: number, lonDeg: number] {
  const scale = WORLD_PX * 2 ** zoom;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / scale))) * 180) / Math.PI;
  return [lat, (x / scale) * 360 - 180];
}

function hexRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

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

/**
 * Compares the drawn land of a map screenshot (PNG, the map element only) at `view` with `land`
 * on a grid every `stepPx`, skipping pixels with a coast within `coastPx` (data changes there).
 */
export function landAgreement(
  png: Uint8Array,
  view: ChartView,
  land: LandData,
  { stepPx = 12, coastPx = 3 }: { stepPx?: number; coastPx?: number } = {},
): Agreement {
  const { width, height, rgba } = decodePng(png);
  const [cx, cy] = project(view.center.lat, view.center.lon, view.zoom);
  const landRgb = hexRgb(DAY_PALETTE.land);
  const seaRgb = hexRgb(DAY_PALETTE.sea);
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
      if (data === null) continue;
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
      const i = 4 * (y * width + x);
      const rgb = [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
      const d2 = (c: readonly number[]): number => rgb.reduce((s, v, k) => s + (v - c[k]!) ** 2, 0);
      const drawn = d2(landRgb) <= SAME_COLOUR ? true : d2(seaRgb) <= SAME_COLOUR ? false : null;
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
