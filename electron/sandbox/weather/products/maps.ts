// GET /v1/weather/maps/layers (spec §2.8, §4.2): one image layer per forecast step of a model
// run for an element and box, and the layer PNGs themselves, drawn from the same field.
import type { HttpHandler, ImageHandler } from '../../contract';
import type { ModelInfo, WeatherWorld } from '../types';
import { mapScale } from './colour';
import { mapImageUrl, parseMapImage } from './image-urls';
import { resolveLayer, unlessBadRequest } from './layer-request';
import { encodePng } from './png';
import { gridRange, paintGrid, sampleGrid } from './raster';

/** Layers are every model step up to this lead (hours), then 3-hourly (spec §2.8 "hourly earlier, 3-hourly later"). */
export const MAP_HOURLY_UNTIL_H = 90;
export const MAP_IMAGE_PX = 256;
const GRID_POINTS = 64;

/** Lead hours that have a layer: the model's step to +90 h, then every 3 h (or its step, if coarser). */
export function layerOffsetsH(model: ModelInfo): number[] {
  const offsets: number[] = [];
  const late = Math.max(3, model.stepH);
  for (let h = 0; h <= model.horizonH; h += model.stepH) {
    if (h <= MAP_HOURLY_UNTIL_H ? true : h % late === 0) offsets.push(h);
  }
  return offsets;
}

/** Unix seconds as the compact basic format of spec §2.8, YYYYMMDDThh:mm:ssZ. */
export function compactUtc(timeUtc: number): string {
  const iso = new Date(timeUtc * 1000).toISOString(); // 2026-09-10T06:00:00.000Z
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 19)}Z`;
}

export function mapLayersHandler(worldFor: (seed: number) => WeatherWorld): HttpHandler<'weather.maps.layers'> {
  return (params, env) => {
    const world = worldFor(env.seed);
    const layer = resolveLayer(world, params, Math.floor(env.nowUtc()));
    const bbox = { south: params.south, west: params.west, north: params.north, east: params.east };
    const layers = layerOffsetsH(layer.model).map((h) => {
      const timeUtc = layer.runUtc + h * 3600;
      const imageUrl = mapImageUrl(env.baseUrl, {
        model: layer.model.id,
        element: layer.element.id,
        level: layer.level,
        unit: layer.unit,
        runUtc: layer.runUtc,
        timeUtc,
        zoom: params.zoom,
        bbox,
        grayscale: params.grayscale ?? false,
      });
      return { datetime: compactUtc(timeUtc), imageUrl, timestamp: timeUtc };
    });
    const { id, name, category } = layer.model;
    return { model: { id, run: layer.runUtc, name, category }, layers };
  };
}

/**
 * Serves /images/maps/<model>/<element>/<run>/<time>.png?level&unit&zoom&south&west&north&east
 * [&grayscale=true]. Colours follow the element's physical scale in its base unit, whatever
 * `unit` was asked (the unit names the legend, not the picture). No value (a marine element
 * over land) is transparent.
 */
export function mapImageHandler(worldFor: (seed: number) => WeatherWorld): ImageHandler {
  return (path, query, env) => {
    const ref = parseMapImage(path, query);
    if (ref === undefined) return undefined;
    const world = worldFor(env.seed);
    const layer = unlessBadRequest(() =>
      resolveLayer(
        world,
        { model: ref.model, run: ref.runUtc, element: ref.element, level: ref.level, unit: ref.unit },
        Math.floor(env.nowUtc()),
      ),
    );
    if (layer === undefined || !layerOffsetsH(layer.model).some((h) => layer.runUtc + h * 3600 === ref.timeUtc))
      return undefined;
    const grid = sampleGrid(ref.bbox, GRID_POINTS, GRID_POINTS, (lat, lon) =>
      world.sample({
        element: layer.element.id,
        level: layer.level,
        lat,
        lon,
        timeUtc: ref.timeUtc,
        runUtc: layer.runUtc,
        member: layer.model.errorMember,
      }),
    );
    const shown = gridRange(grid);
    return encodePng(
      paintGrid(grid, MAP_IMAGE_PX, MAP_IMAGE_PX, mapScale(layer.element, ref.grayscale, shown.min, shown.max)),
    );
  };
}
