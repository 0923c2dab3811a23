// The endpoint table (spec §4): id -> path, transport, parameter schema, response schema.
// Everything else (building, URLs, credits, client typing) is derived from this one table.
import type { z } from 'zod';
import { placeSearchResultSchema } from '../resources/geo';
import { ensembleModelsResultSchema } from '../resources/models';
import { timeseriesResultSchema } from '../resources/timeseries';
import { ensemblePointResultSchema, routeEnsembleResultSchema } from '../resources/ensemble';
import { shippingRouteResultSchema } from '../resources/shipping';
import { modelForecastResultSchema } from '../resources/model-forecast';
import { mapLayersResultSchema } from '../resources/maps';
import { radarResultSchema } from '../resources/radar';
import { weatherForecastResultSchema } from '../resources/forecast';
import { climateResultSchema } from '../resources/climate';
import { stormsResultSchema } from '../resources/storms';
import { trafficGeoResultSchema, trafficOverviewResultSchema } from '../resources/traffic';
import { vesselSearchResultSchema } from '../resources/vessels';
import { portListResultSchema } from '../resources/ports';
import { transitPlannerResultSchema } from '../resources/transit';
import { mixerResultSchema } from '../resources/mixer';
import { unknownResultSchema } from '../resources/unknown';
import {
  climateParams,
  ensembleModelsParams,
  ensemblePointParams,
  ensembleRouteParams,
  geoNearbyParams,
  geoSearchParams,
  mapsLayersParams,
  marineTimeseriesPointParams,
  modelsForecastParams,
  noParams,
  plannerMixerParams,
  portListParams,
  radarParams,
  shippingRouteParams,
  transitPlannerParams,
  vesselSearchParams,
  weatherForecastParams,
  weatherTimeseriesPointParams,
} from './endpoint-params';

export type EndpointKind = 'http' | 'socket';

/** A parameter schema: a (strict) object whose keys are the query parameters. */
export type ParamsSchema = z.ZodObject<z.ZodRawShape, z.core.$ZodObjectConfig>;

export interface EndpointDefinition<P extends ParamsSchema = ParamsSchema, R extends z.ZodType = z.ZodType> {
  /** Relative to the base address, with the /v1 prefix (spec §9). */
  readonly path: string;
  readonly kind: EndpointKind;
  readonly params: P;
  /** For the socket: the schema of each pushed message. */
  readonly response: R;
}

function http<P extends ParamsSchema, R extends z.ZodType>(
  path: string,
  params: P,
  response: R,
): EndpointDefinition<P, R> {
  return { path, kind: 'http', params, response };
}

function socket<P extends ParamsSchema, R extends z.ZodType>(
  path: string,
  params: P,
  response: R,
): EndpointDefinition<P, R> {
  return { path, kind: 'socket', params, response };
}

export const endpoints = {
  // 4.1 Geocoding
  'geo.search': http('/v1/geo/search', geoSearchParams, placeSearchResultSchema),
  /** Response shape not shown in the spec. */
  'geo.nearby': http('/v1/geo/nearby', geoNearbyParams, unknownResultSchema),
  // 4.2 Weather
  'weather.forecast': http('/v1/weather/forecast', weatherForecastParams, weatherForecastResultSchema),
  'weather.climate': http('/v1/weather/climate', climateParams, climateResultSchema),
  'weather.radar': http('/v1/weather/radar', radarParams, radarResultSchema),
  'weather.timeseries.point': http(
    '/v1/weather/timeseries/point',
    weatherTimeseriesPointParams,
    timeseriesResultSchema,
  ),
  'weather.models.forecast': http('/v1/weather/models/forecast', modelsForecastParams, modelForecastResultSchema),
  'weather.ensemble.models': http('/v1/weather/ensemble/models', ensembleModelsParams, ensembleModelsResultSchema),
  'weather.ensemble.point': http('/v1/weather/ensemble/point', ensemblePointParams, ensemblePointResultSchema),
  'weather.ensemble.route': http('/v1/weather/ensemble/route', ensembleRouteParams, routeEnsembleResultSchema),
  'weather.maps.layers': http('/v1/weather/maps/layers', mapsLayersParams, mapLayersResultSchema),
  // 4.3 Marine
  'marine.timeseries.point': http('/v1/marine/timeseries/point', marineTimeseriesPointParams, timeseriesResultSchema),
  'marine.ensemble.point': http('/v1/marine/ensemble/point', ensemblePointParams, ensemblePointResultSchema),
  'marine.shipping.route': http('/v1/marine/shipping/route', shippingRouteParams, shippingRouteResultSchema),
  'port.list': http('/v1/port/list', portListParams, portListResultSchema),
  'vessel.search': http('/v1/vessel/search', vesselSearchParams, vesselSearchResultSchema),
  // 4.4 Storms: the current path, and the older listing of the same resource.
  storms: http('/v1/storms', noParams, stormsResultSchema),
  'weather.storms': http('/v1/weather/storms', noParams, stormsResultSchema),
  // 4.5 Traffic
  'traffic.overview': http('/v1/traffic/overview', noParams, trafficOverviewResultSchema),
  'traffic.geo': http('/v1/traffic/geo', noParams, trafficGeoResultSchema),
  // 4.6 Transit. The planner is documented as GET with a JSON body of stop places although
  // its description speaks of a stream; the documented parameters and response win here.
  'transit.planner': http('/v1/transit/planner', transitPlannerParams, transitPlannerResultSchema),
  'transit.plannermixer': socket('/v1/transit/plannermixer', plannerMixerParams, mixerResultSchema),
};

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

/** What a caller passes: the INPUT type of the endpoint's parameter schema. */
export type EndpointParams<E extends EndpointId> = z.input<Endpoints[E]['params']>;

/** What a parsed response is: the OUTPUT type of the endpoint's response schema. */
export type EndpointResponse<E extends EndpointId> = z.output<Endpoints[E]['response']>;

/** The params argument: optional when the endpoint has no required parameter. */
export type EndpointArgs<E extends EndpointId> =
  Record<never, never> extends EndpointParams<E> ? [params?: EndpointParams<E>] : [params: EndpointParams<E>];

export function isEndpointId(value: string): value is EndpointId {
  return Object.hasOwn(endpoints, value);
}
