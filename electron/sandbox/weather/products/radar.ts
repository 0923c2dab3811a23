// GET /v1/weather/radar (spec §2.9, §4.2): a precipitation nowcast in 5-minute steps around a
// coordinate, one PNG per step drawn from the world's reflectivity field, and those PNGs. Only
// where a radar could see (radar-coverage.ts): mid-ocean the answer has no steps.
import type { HttpHandler, ImageHandler } from '../../contract';
import type { WeatherWorld } from '../types';
import { RADAR_SCALE } from './colour';
import { round } from './conditions';
import { defaultLevel, PRODUCT_MODEL_ID } from './field';
import { parseRadarImage, radarImageUrl, type BoundingBox } from './image-urls';
import { unlessBadRequest } from './layer-request';
import { encodePng } from './png';
import { paintGrid, sampleGrid, type Grid } from './raster';
import { hasRadarCoverage } from './radar-coverage';
import { Lru } from '../world/lru';

/** Spec §8: 5-minute steps, the first at offset 5. Two hours of nowcast. */
export const RADAR_STEP_MIN = 5;
export const RADAR_STEPS = 24;
/** Spec §8: default radius, km. */
export const RADAR_DEFAULT_RADIUS_KM = 10;

export const RADAR_IMAGE_PX = 256;
const GRID_POINTS = 64;

/** Kilometres per degree of latitude on the mean Earth (radius 6371.0088 km, IUGG). */
const KM_PER_DEG = (Math.PI * 6371.0088) / 180;
/** Web Mercator: metres per pixel of a 256-pixel tile at zoom 0 on the equator. */
const M_PER_PX_ZOOM0 = 156_543.033_92;
const MERCATOR_MAX_LAT = 85.0511;
const MAX_ZOOM = 18;

/** The box `radiusKm` around a point, clamped to Web Mercator and wrapped at the antimeridian. */
export function radarBox(lat: number, lon: number, radiusKm: number): BoundingBox {
  // Beyond Mercator's limit the box is centred on the limit, so south stays below north.
  const centre = Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat));
  const dLat = radiusKm / KM_PER_DEG;
  const dLon = dLat / Math.max(0.01, Math.cos((centre * Math.PI) / 180));
  const north = Math.min(MERCATOR_MAX_LAT, centre + dLat);
  const south = Math.max(-MERCATOR_MAX_LAT, centre - dLat);
  if (dLon >= 180) return { south: round(south, 5), west: -180, north: round(north, 5), east: 180 };
  const wrap = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;
  return {
    south: round(south, 5),
    west: round(wrap(lon - dLon), 5),
    north: round(north, 5),
    east: round(wrap(lon + dLon), 5),
  };
}

/** The tile zoom at which a 256-pixel image spans the radar's diameter. */
export function radarZoom(lat: number, radiusKm: number): number {
  const cosLat = Math.cos((Math.min(MERCATOR_MAX_LAT, Math.abs(lat)) * Math.PI) / 180);
  const zoom = Math.floor(Math.log2((M_PER_PX_ZOOM0 * cosLat * RADAR_IMAGE_PX) / (2 * radiusKm * 1000)));
  return Math.max(0, Math.min(MAX_ZOOM, zoom));
}

export function radarHandler(worldFor: (seed: number) => WeatherWorld): HttpHandler<'weather.radar'> {
  return (params, env) => {
    const world = worldFor(env.seed);
    const model = world.model(PRODUCT_MODEL_ID);
    const nowUtc = Math.floor(env.nowUtc());
    const runUtc = world.latestRun(model, nowUtc);
    const radiusKm = params.radius ?? RADAR_DEFAULT_RADIUS_KM;
    const bbox = radarBox(params.lat, params.lon, radiusKm);
    const startUtc = Math.floor(nowUtc / (RADAR_STEP_MIN * 60)) * RADAR_STEP_MIN * 60;
    // No radar sees this far from land: the box, and no steps (radar-coverage.ts says why).
    const covered = hasRadarCoverage((lat, lon) => world.isLand(lat, lon), params.lat, params.lon);
    const layers = Array.from({ length: covered ? RADAR_STEPS : 0 }, (_, i) => {
      const offset = (i + 1) * RADAR_STEP_MIN;
      const timeUtc = startUtc + offset * 60;
      return {
        time: timeUtc,
        type: 'forecast' as const,
        image: { url: radarImageUrl(env.baseUrl, { runUtc, timeUtc, bbox }), format: 'png' },
        offset,
      };
    });
    return { bbox: { ...bbox, zoom: radarZoom(params.lat, radiusKm) }, layers };
  };
}

/** Range masks by world and box: the frames of one nowcast share their box, so it is computed once. */
const rangeMasks = new WeakMap<WeatherWorld, Lru<string, Grid>>();

/** The image grid's points a radar on land could see (1), NaN beyond its range. */
function rangeMask(world: WeatherWorld, bbox: BoundingBox): Grid {
  let masks = rangeMasks.get(world);
  if (masks === undefined) {
    masks = new Lru(32);
    rangeMasks.set(world, masks);
  }
  const key = `${bbox.south},${bbox.west},${bbox.north},${bbox.east}`;
  return masks.get(key, () =>
    sampleGrid(bbox, GRID_POINTS, GRID_POINTS, (lat, lon) =>
      hasRadarCoverage((a, b) => world.isLand(a, b), lat, lon) ? 1 : null,
    ),
  );
}

/** Serves /images/radar/<run>/<time>.png?south&west&north&east: reflectivity, clear where dry or out of range. */
export function radarImageHandler(worldFor: (seed: number) => WeatherWorld): ImageHandler {
  return (path, query, env) => {
    const ref = parseRadarImage(path, query);
    if (ref === undefined) return undefined;
    const world = worldFor(env.seed);
    const model = world.model(PRODUCT_MODEL_ID);
    const runUtc = unlessBadRequest(() => world.resolveRun(model, ref.runUtc, Math.floor(env.nowUtc())));
    if (runUtc === undefined || ref.timeUtc < runUtc || ref.timeUtc > runUtc + model.horizonH * 3600) return undefined;
    const level = defaultLevel(world, 'reflectivity');
    const grid = sampleGrid(ref.bbox, GRID_POINTS, GRID_POINTS, (lat, lon) =>
      world.sample({ element: 'reflectivity', level, lat, lon, timeUtc: ref.timeUtc, runUtc }),
    );
    // Beyond every radar's range the picture is empty, not dry: no rain drawn far out at sea.
    const mask = rangeMask(world, ref.bbox);
    grid.values.forEach((_, i) => {
      if (Number.isNaN(mask.values[i] ?? Number.NaN)) grid.values[i] = Number.NaN;
    });
    return encodePng(paintGrid(grid, RADAR_IMAGE_PX, RADAR_IMAGE_PX, RADAR_SCALE));
  };
}
