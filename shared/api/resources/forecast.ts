// Weather forecast (spec §2.10): daily and hourly items; the minutely, daypartly and current
// sections are "not shown" in the spec, so they are kept unparsed for a later, stricter schema.
import { z } from 'zod';
import { unixSecondsSchema } from './common';

export const dailyForecastSchema = z.object({
  icon: z.string(),
  /** Start of the day, Unix seconds. */
  time: unixSecondsSchema,
  /** Day maximum. */
  uvIndex: z.number().int(),
  dewPoint: z.number(),
  /** Fraction 0..1. */
  humidity: z.number().min(0).max(1),
  pressure: z.number(),
  windSpeed: z.number(),
  /** Fraction 0..1. */
  cloudCover: z.number().min(0).max(1),
  precipType: z.string(),
  windBearing: z.number(),
  iconExtended: z.string(),
  temperatureLow: z.number(),
  temperatureHigh: z.number(),
  precipIntensity: z.number(),
  precipProbability: z.number(),
  globalRadiationSum: z.number(),
  apparentTemperature: z.number(),
});
export type DailyForecast = z.infer<typeof dailyForecastSchema>;

export const hourlyForecastSchema = z.object({
  icon: z.string(),
  time: unixSecondsSchema,
  /** A number here, unlike the daily maximum. */
  uvIndex: z.number(),
  dewPoint: z.number(),
  humidity: z.number().min(0).max(1),
  pressure: z.number(),
  windGust: z.number(),
  windSpeed: z.number(),
  cloudCover: z.number().min(0).max(1),
  precipType: z.string(),
  visibility: z.number(),
  temperature: z.number(),
  windBearing: z.number(),
  iconExtended: z.string(),
  globalRadiation: z.number(),
  precipIntensity: z.number(),
  precipProbability: z.number(),
  apparentTemperature: z.number(),
});
export type HourlyForecast = z.infer<typeof hourlyForecastSchema>;

/** A section whose fields the spec does not show: an object or a list of objects, kept as is. */
const unshownSectionSchema = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]);

/**
 * GET /v1/weather/forecast. A loose object, unlike the other resources: the names of the
 * unshown sections are not documented either, so every further top-level key is kept.
 */
export const weatherForecastResultSchema = z.looseObject({
  daily: z.array(dailyForecastSchema),
  hourly: z.array(hourlyForecastSchema),
  minutely: unshownSectionSchema.optional(),
  daypartly: unshownSectionSchema.optional(),
  current: unshownSectionSchema.optional(),
});
export type WeatherForecastResult = z.infer<typeof weatherForecastResultSchema>;
