// The weather products of the sandbox (forecast, climate, radar nowcast, map layers) and the
// images they point to, built on whichever weather world the sandbox wires in.
import type { HttpHandlers, ImageHandler } from '../../contract';
import type { WeatherWorld } from '../types';
import { climateHandler } from './climate';
import { forecastHandler } from './forecast';
import { mapImageHandler, mapLayersHandler } from './maps';
import { radarHandler, radarImageHandler } from './radar';

export interface ProductHandlers {
  readonly http: Pick<
    Required<HttpHandlers>,
    'weather.forecast' | 'weather.climate' | 'weather.radar' | 'weather.maps.layers'
  >;
  /** By the <kind> of /images/<kind>/...: 'radar' and 'maps'. */
  readonly images: Readonly<Record<'radar' | 'maps', ImageHandler>>;
}

/** `worldFor` gives the world of a seed (the sandbox's getWeatherWorld; a fake one in tests). */
export function createProductHandlers(worldFor: (seed: number) => WeatherWorld): ProductHandlers {
  return {
    http: {
      'weather.forecast': forecastHandler(worldFor),
      'weather.climate': climateHandler(worldFor),
      'weather.radar': radarHandler(worldFor),
      'weather.maps.layers': mapLayersHandler(worldFor),
    },
    images: {
      radar: radarImageHandler(worldFor),
      maps: mapImageHandler(worldFor),
    },
  };
}
