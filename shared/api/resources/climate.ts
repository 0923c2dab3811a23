// Ten-year monthly climate averages (spec §2.11), refreshed once a year.
import { z } from 'zod';

export const climatePeriodSchema = z.object({
  /** 1..12. */
  month: z.number().int().min(1).max(12),
  /** Period identifier, 1 for monthly data. */
  period: z.number().int(),
  /** Average gust, m/s. */
  windGust: z.number(),
  /** Average wind speed, m/s. */
  windSpeed: z.number(),
  /** Sunshine hours accumulated over the month. */
  sunshineHours: z.number(),
  /** Average low, °C. */
  temperatureLow: z.number(),
  /** Average high, °C. */
  temperatureHigh: z.number(),
  /** Total precipitation, millimetres. */
  precipitationSum: z.number(),
});
export type ClimatePeriod = z.infer<typeof climatePeriodSchema>;

/** GET /v1/weather/climate. */
export const climateResultSchema = z.object({
  /** The response enum is month only, whatever `period` was requested. */
  period: z.enum(['month']),
  periods: z.array(climatePeriodSchema),
  /** The requested coordinates echoed back AS STRINGS (spec §2.11). */
  latitude: z.string(),
  longitude: z.string(),
});
export type ClimateResult = z.infer<typeof climateResultSchema>;
