// Conditions at a place (spec §4.2 GET /v1/weather/forecast, §2.10, §8): current conditions,
// minutely precipitation, hourly, day parts and daily, for a port, a waypoint, a searched place
// or a point on the chart. Values are the service's metric answer (units below).
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../api/resources/common';
import {
  currentConditionsSchema,
  dailyForecastSchema,
  daypartItemSchema,
  hourlyForecastSchema,
  minutelyItemSchema,
} from '../../api/resources/forecast';
import { FORECAST_LIMITS } from '../../api/request/endpoint-params';
import { estimateCredits } from '../../api/request/credits';
import { provenanceSchema } from '../provenance';
import { idSchema, method } from './method';

/**
 * How much of each section is asked for, and the 1-credit default of each (spec §8: 1 credit
 * when every length is at or below its default, 3 otherwise). Hours and days start at 1: a
 * conditions answer without an hourly or a daily section would have nothing to show.
 */
export const CONDITIONS_LENGTHS = {
  hours: { min: 1, max: FORECAST_LIMITS.max_hourly.max, defaultLength: FORECAST_LIMITS.max_hourly.defaultLength },
  days: { min: 1, max: FORECAST_LIMITS.max_daily.max, defaultLength: FORECAST_LIMITS.max_daily.defaultLength },
  minutes: {
    min: FORECAST_LIMITS.max_minutely.min,
    max: FORECAST_LIMITS.max_minutely.max,
    defaultLength: FORECAST_LIMITS.max_minutely.defaultLength,
  },
  dayparts: {
    min: FORECAST_LIMITS.max_daypartly.min,
    max: FORECAST_LIMITS.max_daypartly.max,
    defaultLength: FORECAST_LIMITS.max_daypartly.defaultLength,
  },
} as const;

export type ConditionsLength = keyof typeof CONDITIONS_LENGTHS;

/** The lengths of one conditions request; an absent one is its default. */
export type ConditionsLengths = Partial<Record<ConditionsLength, number>>;

/** The forecast request's section lengths (spec §4.2 max_*) for these lengths. */
export function forecastLengthParams(lengths: ConditionsLengths) {
  const of = (key: ConditionsLength): number => lengths[key] ?? CONDITIONS_LENGTHS[key].defaultLength;
  return {
    max_minutely: of('minutes'),
    max_hourly: of('hours'),
    max_daily: of('days'),
    max_daypartly: of('dayparts'),
  };
}

/** What a request of these lengths costs (spec §4.2: 1 at or below every default, else 3), said before asking. */
export function conditionsCredits(lengths: ConditionsLengths): number {
  return estimateCredits('weather.forecast', { lat: 0, lon: 0, ...forecastLengthParams(lengths) });
}

function lengthSchema(key: ConditionsLength) {
  const { min, max, defaultLength } = CONDITIONS_LENGTHS[key];
  return z.number().int().min(min).max(max).default(defaultLength);
}

export const conditionsInputSchema = z.strictObject({
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** Hourly items wanted, 1..168 (default 48). */
  hours: lengthSchema('hours'),
  /** Daily items wanted, 1..15 (default 5). */
  days: lengthSchema('days'),
  /** Minutes of minutely precipitation, 0..120 (default 60). */
  minutes: lengthSchema('minutes'),
  /** Day parts, 0..30 (default 8). */
  dayparts: lengthSchema('dayparts'),
  /** The place's name to show (a port, a searched place, a waypoint). */
  name: z.string().trim().min(1).max(200).optional(),
  /** The voyage the credits are booked to. */
  voyageId: idSchema.optional(),
});

export const conditionsPlaceSchema = z.object({
  /** The name given with the request; null for a bare position. */
  name: z.string().nullable(),
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** IANA time zone of the place (the service's, else looked up from the position; Etc/GMT±n at sea). */
  timezone: z.string().min(1),
});

/**
 * Units, as the service answers units=metric: temperatures °C, wind and gust m/s, pressure
 * hPa, precipitation mm/h, visibility km; humidity, cloud cover and precipitation probability
 * are fractions 0..1; bearings are degrees the wind blows from; times Unix seconds UTC.
 */
export const conditionsSchema = z.object({
  place: conditionsPlaceSchema,
  /** Null when the service gave no current section. */
  current: currentConditionsSchema.nullable(),
  /** From the current minute; empty when the service gave none. */
  minutely: z.array(minutelyItemSchema),
  /** From the current hour; at most the hours asked (fewer when the service gave fewer). */
  hourly: z.array(hourlyForecastSchema),
  dayparts: z.array(daypartItemSchema),
  /** From today (local); at most the days asked. */
  daily: z.array(dailyForecastSchema),
  /** 0 when served from the store. */
  creditsSpent: z.number().int().nonnegative(),
  provenance: provenanceSchema,
});
export type Conditions = z.infer<typeof conditionsSchema>;

export const conditionsMethods = {
  'weather.conditions': method(conditionsInputSchema, conditionsSchema),
};
