// Weather forecast (spec §2.10): daily and hourly items as the spec lists them; the minutely,
// daypartly and current sections, whose fields the spec does not show, as Passage reads them.
//
// Units (asked with units=metric, Passage's assumption after the demo service's
// forecast-units.ts): temperatures and dew point °C, wind and gust m/s, pressure hPa,
// precipIntensity mm/h, visibility km, humidity, cloudCover and precipProbability fractions 0..1,
// windBearing degrees the wind blows FROM, times Unix seconds UTC.
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

/**
 * A number the service may leave out or send as null in the sections the spec does not show:
 * absent and null both read as "no value"; a value that is there is finite (never NaN).
 */
const reading = z.number().nullish();

/**
 * Current conditions: the hourly fields at "now" (Passage's assumption, after the demo service
 * and Dark Sky), every one optional; fields not named here are kept as they came.
 */
export const currentConditionsSchema = z.looseObject({
  time: unixSecondsSchema.nullish(),
  icon: z.string().nullish(),
  summary: z.string().nullish(),
  temperature: reading,
  apparentTemperature: reading,
  dewPoint: reading,
  humidity: reading,
  pressure: reading,
  windSpeed: reading,
  windGust: reading,
  windBearing: reading,
  cloudCover: reading,
  visibility: reading,
  precipIntensity: reading,
  precipProbability: reading,
  precipType: z.string().nullish(),
  uvIndex: reading,
});
export type CurrentConditions = z.infer<typeof currentConditionsSchema>;

/** One minute of precipitation (Passage's assumption): the rate at that minute, from `time`. */
export const minutelyItemSchema = z.looseObject({
  time: unixSecondsSchema,
  precipIntensity: reading,
  precipProbability: reading,
  precipType: z.string().nullish(),
});
export type MinutelyItem = z.infer<typeof minutelyItemSchema>;

/** One part of a day (Passage's assumption: local night, morning, afternoon, evening). */
export const daypartItemSchema = z.looseObject({
  /** Start of the part, Unix seconds. */
  time: unixSecondsSchema,
  endTime: unixSecondsSchema.nullish(),
  /** e.g. night, morning, afternoon, evening. */
  daypart: z.string().nullish(),
  icon: z.string().nullish(),
  summary: z.string().nullish(),
  temperatureLow: reading,
  temperatureHigh: reading,
  apparentTemperature: reading,
  precipType: z.string().nullish(),
  precipIntensity: reading,
  precipProbability: reading,
  windSpeed: reading,
  windGust: reading,
  windBearing: reading,
  cloudCover: reading,
  humidity: reading,
});
export type DaypartItem = z.infer<typeof daypartItemSchema>;

/**
 * GET /v1/weather/forecast. A loose object, unlike the other resources: the names of the
 * unshown sections are not documented either, so every further top-level key is kept.
 */
export const weatherForecastResultSchema = z.looseObject({
  daily: z.array(dailyForecastSchema),
  hourly: z.array(hourlyForecastSchema),
  minutely: z.array(minutelyItemSchema).optional(),
  daypartly: z.array(daypartItemSchema).optional(),
  current: currentConditionsSchema.optional(),
});
export type WeatherForecastResult = z.infer<typeof weatherForecastResultSchema>;
