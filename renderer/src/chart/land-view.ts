// Which Natural Earth land to draw for a view: the resolution for the zoom, the world copies in
// view (the route may be unwrapped beyond ±180, see route.ts), the polygons each copy needs as
// Leaflet lat/lng rings with their coastlines, and the lazy loading of the files (kept out of the initial JS bundle).
import { parseLand, type LandData } from '../../../shared/land/land';
import { coastLines, landPolygonsIn, type LonLatBounds } from '../../../shared/land/draw';
import type { LandResolution } from '../../../shared/land/file';
import type { ViewBounds } from '../map/view';
import type { LatLngTuple } from './route';

export interface LandPart {
  /** Add this to the data's longitudes to draw this world copy, degrees (a multiple of 360). */
  readonly offsetDeg: number;
  /** The part of the view inside this copy, in the data's [-180, 180] longitudes. */
  readonly bounds: LonLatBounds;
}

/**
 * The world copies a view meets and, for each, the view clipped to it. A view wider than
 * the world gives whole copies.
 */
export function landParts(view: ViewBounds): LandPart[] {
  const parts: LandPart[] = [];
  const south = Math.max(-90, view.south);
  const north = Math.min(90, view.north);
  for (let k = Math.floor((view.west + 180) / 360); k * 360 - 180 < view.east; k++) {
    const offsetDeg = k * 360;
    const west = Math.max(-180, view.west - offsetDeg);
    const east = Math.min(180, view.east - offsetDeg);
    if (west < east) parts.push({ offsetDeg, bounds: { west, south, east, north } });
  }
  return parts;
}

export interface LandSelection {
  /** The land file these polygons come from. */
  readonly resolution: LandResolution;
  /** One key per polygon and copy drawn; equal keys mean the drawing need not change. */
  readonly key: string;
  /** For one multi-polygon `L.polygon`: polygons, each an outer ring then its holes. */
  readonly latLngs: LatLngTuple[][][];
  /** For one multi-polyline `L.polyline`: the same polygons' shores, without the antimeridian and pole cuts. */
  readonly coast: LatLngTuple[][];
}

const polygonCache = new WeakMap<LandData, Map<number, LatLngTuple[][]>>();
const coastCache = new WeakMap<LandData, Map<number, LatLngTuple[][]>>();

/** Polygon p's rings as [lat, lon] arrays, built once per polygon and kept with the data. */
function polygonLatLngs(land: LandData, p: number): LatLngTuple[][] {
  let cache = polygonCache.get(land);
  if (!cache) polygonCache.set(land, (cache = new Map()));
  let rings = cache.get(p);
  if (!rings) {
    rings = [];
    for (let r = land.polygonStart[p]!; r < land.polygonStart[p + 1]!; r++) {
      const ring: LatLngTuple[] = [];
      for (let i = land.ringStart[r]!; i < land.ringStart[r + 1]!; i++) ring.push([land.lats[i]!, land.lons[i]!]);
      rings.push(ring);
    }
    cache.set(p, rings);
  }
  return rings;
}

/** Polygon p's coastlines (coastLines of each ring) as [lat, lon] arrays, built once per polygon. */
function polygonCoast(land: LandData, p: number): LatLngTuple[][] {
  let cache = coastCache.get(land);
  if (!cache) coastCache.set(land, (cache = new Map()));
  let lines = cache.get(p);
  if (!lines) {
    lines = [];
    for (let r = land.polygonStart[p]!; r < land.polygonStart[p + 1]!; r++)
      lines.push(...coastLines(land, r, (lon, lat): LatLngTuple => [lat, lon]));
    cache.set(p, lines);
  }
  return lines;
}

function shifted(lines: LatLngTuple[][], offsetDeg: number): LatLngTuple[][] {
  return offsetDeg === 0 ? lines : lines.map((line) => line.map(([lat, lon]): LatLngTuple => [lat, lon + offsetDeg]));
}

/** The land polygons meeting `view`, and their coastlines, on every world copy in it. */
export function landInView(land: LandData, view: ViewBounds): LandSelection {
  const keys: string[] = [land.header.resolution];
  const latLngs: LatLngTuple[][][] = [];
  const coast: LatLngTuple[][] = [];
  for (const { offsetDeg, bounds } of landParts(view)) {
    for (const p of landPolygonsIn(land, bounds)) {
      keys.push(`${p}@${offsetDeg}`);
      latLngs.push(shifted(polygonLatLngs(land, p), offsetDeg));
      coast.push(...shifted(polygonCoast(land, p), offsetDeg));
    }
  }
  return { resolution: land.header.resolution, key: keys.join(' '), latLngs, coast };
}

/**
 * The bundled land files as lazy modules: Vite emits each file as its own chunk holding the JSON
 * text (`?raw`: about the file's own size, where a JSON module would be an object literal twice
 * as large), fetched only on the first call and read with JSON.parse, the fastest parser. A
 * dynamic import, unlike `fetch`, also works where the renderer is loaded from file:// (the
 * packaged desktop app), and keeps all three files out of the initial bundle.
 */
const LAND_MODULES = import.meta.glob<string>('../../../resources/land/land-*.json', {
  query: '?raw',
  import: 'default',
});

/** The module key of one land file, as `import.meta.glob` names it. */
export function landModuleKey(resolution: LandResolution): string {
  return `../../../resources/land/land-${resolution}.json`;
}

/** Reads one land file's JSON (not yet parsed into LandData). Replaceable, e.g. for tests. */
export type LandLoader = (resolution: LandResolution) => Promise<unknown>;

export const importLand: LandLoader = async (resolution) => {
  const load = LAND_MODULES[landModuleKey(resolution)];
  if (!load) throw new Error(`land ${resolution}: not bundled`);
  return JSON.parse(await load()) as unknown;
};

const loaded = new WeakMap<LandLoader, Map<LandResolution, Promise<LandData>>>();

/**
 * The land at one resolution, read and indexed once per loader (a chart mounted again reuses
 * it). A failed read is forgotten, so the next zoom tries again.
 */
export function loadLand(resolution: LandResolution, loader: LandLoader = importLand): Promise<LandData> {
  let byResolution = loaded.get(loader);
  if (!byResolution) loaded.set(loader, (byResolution = new Map()));
  let promise = byResolution.get(resolution);
  if (!promise) {
    promise = loader(resolution).then(parseLand);
    promise.catch(() => byResolution.delete(resolution));
    byResolution.set(resolution, promise);
  }
  return promise;
}
