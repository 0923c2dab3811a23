// Parameter schemas of every endpoint of spec §4, in the spec's table order (which is also
// the order of the query string). Objects are strict: a misspelt parameter is an error here
// rather than a parameter the service silently ignores.
//
// Defaults: an optional parameter the caller did not give is OMITTED, never filled in, so the
// service applies its own documented default (spec §4, §8) and the request Passage records
// in a snapshot is exactly what the caller asked. Where the spec documents no default
// (shipping `start`, `units`, `members`, map `level`), there is no value Passage could send
// that is not a guess; a caller that needs a fixed answer passes the parameter.
import { z } from 'zod';
import { portSizeSchema } from '../resources/ports';
import {
  isoDateTimeParam,
  latitudeParam,
  listItemParam,
  listParam,
  longitudeParam,
  membersParam,
  placeParam,
  rangedInt,
  routeCoordinatesParam,
  runtimeParam,
  speedParam,
  textParam,
  unixSecondsParam,
} from './params';

/** Spec §8 forecast section lengths; `defaultLength` is also the 1-credit threshold. */
export const FORECAST_LIMITS = {
  max_minutely: { min: 0, max: 120, defaultLength: 60, unit: ' minutes' },
  max_hourly: { min: 0, max: 168, defaultLength: 48, unit: ' hours' },
  max_daily: { min: 0, max: 15, defaultLength: 5, unit: ' days' },
  max_daypartly: { min: 0, max: 30, defaultLength: 8, unit: ' dayparts' },
} as const;

export const GEO_LANGUAGES = [
  'nl',
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'hr',
  'cs',
  'el',
  'hu',
  'pl',
  'sv',
  'tr',
] as const;
export const FORECAST_LANGUAGES = ['nl', 'en', 'de', 'fr', 'es', 'it'] as const;
export const CLIMATE_PERIODS = ['month', 'half_month', 'ten_days'] as const;

function forecastLength(key: keyof typeof FORECAST_LIMITS): z.ZodOptional<z.ZodNumber> {
  const limit = FORECAST_LIMITS[key];
  return rangedInt(limit.min, limit.max, limit.unit).optional();
}

/** Route lats/lons must pair up; the issue names `lons`, the list that disagrees. */
function sameLength(lats: readonly number[], lons: readonly number[], ctx: z.RefinementCtx): void {
  if (lats.length !== lons.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['lons'],
      message: `has ${lons.length} values but lats has ${lats.length}; every waypoint needs both`,
      params: { code: 'length-mismatch' },
    });
  }
}

export const geoSearchParams = z.strictObject({
  query: textParam,
  language: z.enum(GEO_LANGUAGES).optional(),
});

export const geoNearbyParams = z.strictObject({ lat: latitudeParam, lon: longitudeParam });

export const weatherForecastParams = z.strictObject({
  lat: latitudeParam,
  lon: longitudeParam,
  /** Allowed values are not shown in the spec; default metric. */
  units: textParam.optional(),
  max_minutely: forecastLength('max_minutely'),
  max_hourly: forecastLength('max_hourly'),
  max_daily: forecastLength('max_daily'),
  max_daypartly: forecastLength('max_daypartly'),
  language: z.enum(FORECAST_LANGUAGES).optional(),
});

export const climateParams = z.strictObject({
  lat: latitudeParam,
  lon: longitudeParam,
  period: z.enum(CLIMATE_PERIODS).optional(),
});

export const radarParams = z.strictObject({
  lat: latitudeParam,
  lon: longitudeParam,
  /** Kilometres; default 10. */
  radius: z.number().positive({ error: 'must be more than 0 km' }).optional(),
});

export const weatherTimeseriesPointParams = z.strictObject({
  lat: latitudeParam,
  lon: longitudeParam,
  model: textParam,
  elements: listParam,
  levels: listParam,
  runtime: runtimeParam.optional(),
  units: listParam.optional(),
  members: membersParam.optional(),
});

/** Spec §4.3: as the weather one, but `levels` is optional. */
export const marineTimeseriesPointParams = weatherTimeseriesPointParams.extend({
  levels: listParam.optional(),
});

/** The spec documents `lat` as a string here; Passage sends the same decimal text as elsewhere. */
export const modelsForecastParams = z.strictObject({
  lat: latitudeParam,
  lon: longitudeParam,
  model: textParam,
  elements: listParam,
  levels: listParam,
  units: listParam.optional(),
  members: membersParam.optional(),
  runtime: runtimeParam.optional(),
});

export const ensembleModelsParams = z
  .strictObject({ lat: latitudeParam.optional(), lon: longitudeParam.optional() })
  .superRefine((p, ctx) => {
    // The filter only applies "when given together"; one alone is almost surely a mistake.
    if ((p.lat === undefined) !== (p.lon === undefined)) {
      const missing = p.lat === undefined ? 'lat' : 'lon';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required when the other coordinate is given',
        params: { code: 'missing-parameter' },
      });
    }
  });

/** Weather and marine ensemble/point. */
export const ensemblePointParams = z.strictObject({
  lat: latitudeParam,
  lon: longitudeParam,
  model: textParam,
  elements: listParam,
  levels: listParam.optional(),
  runtime: runtimeParam.optional(),
  units: listParam.optional(),
});

export const ensembleRouteParams = z
  .strictObject({
    lats: routeCoordinatesParam(latitudeParam),
    lons: routeCoordinatesParam(longitudeParam),
    model: textParam,
    elements: listParam,
    levels: listParam,
    runtime: runtimeParam.optional(),
    units: listParam.optional(),
    /** Unix seconds; default now. */
    start: unixSecondsParam.optional(),
    /** km/h; default 25. */
    speed: speedParam('km/h').optional(),
  })
  .superRefine((p, ctx) => sameLength(p.lats, p.lons, ctx));

export const mapsLayersParams = z
  .strictObject({
    model: textParam,
    /** Model run; `latest` is accepted as for `runtime` elsewhere. */
    run: runtimeParam,
    element: textParam,
    zoom: z.number().int().min(0, { error: 'must be 0 or more' }),
    north: latitudeParam,
    east: longitudeParam,
    south: latitudeParam,
    west: longitudeParam,
    level: listItemParam.optional(),
    unit: listItemParam.optional(),
    grayscale: z.boolean().optional(),
  })
  .superRefine((p, ctx) => {
    // east < west is allowed: the box crosses the antimeridian. south > north is not a box.
    if (p.south > p.north) {
      ctx.addIssue({
        code: 'custom',
        path: ['south'],
        message: `(${p.south}) must not be north of north (${p.north})`,
        params: { code: 'out-of-range' },
      });
    }
  });

export const shippingRouteParams = z
  .strictObject({
    lats: routeCoordinatesParam(latitudeParam),
    lons: routeCoordinatesParam(longitudeParam),
    /** Knots; one for the whole voyage, or speeds[i] from waypoint i onward. Default 16. */
    speeds: z.array(speedParam('knots')).min(1, { error: 'must list at least one speed' }).optional(),
    /** Unix seconds; the spec gives no default. */
    start: unixSecondsParam.optional(),
  })
  .superRefine((p, ctx) => {
    sameLength(p.lats, p.lons, ctx);
    if (p.speeds !== undefined && p.speeds.length > p.lats.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['speeds'],
        message: `has ${p.speeds.length} speeds for ${p.lats.length} waypoints; give at most one per waypoint`,
        params: { code: 'length-mismatch' },
      });
    }
  });

export const portListParams = z.strictObject({
  size: z.array(portSizeSchema).min(1, { error: 'must list at least one size' }).optional(),
});

export const vesselSearchParams = z.strictObject({
  name: textParam,
  page: z.number().int().min(1, { error: 'must be 1 or more' }).optional(),
});

export const noParams = z.strictObject({});

export const transitPlannerParams = z.strictObject({ lat: latitudeParam, lon: longitudeParam });

export const plannerMixerParams = z
  .strictObject({
    fromPlace: placeParam.optional(),
    fromId: textParam.optional(),
    toPlace: placeParam.optional(),
    toId: textParam.optional(),
    viaPlace: placeParam.optional(),
    viaId: textParam.optional(),
    /** Departure, or arrival when arriveBy; default now. */
    timestamp: isoDateTimeParam.optional(),
    arriveBy: z.boolean().optional(),
    publicTransportOnly: z.boolean().optional(),
  })
  .superRefine((p, ctx) => {
    // Each is optional in the table, but a trip needs one origin and one destination.
    const ends = [
      ['fromPlace', 'fromId', p.fromPlace, p.fromId, true],
      ['toPlace', 'toId', p.toPlace, p.toId, true],
      ['viaPlace', 'viaId', p.viaPlace, p.viaId, false],
    ] as const;
    for (const [placeKey, idKey, place, id, required] of ends) {
      if (place !== undefined && id !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [idKey],
          message: `must not be given together with ${placeKey}; give one of them`,
        });
      } else if (required && place === undefined && id === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [placeKey],
          message: `or ${idKey} is required`,
          params: { code: 'missing-parameter' },
        });
      }
    }
  });
