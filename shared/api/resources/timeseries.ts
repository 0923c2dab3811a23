// Deterministic point timeseries (spec §2.3): weather and marine timeseries/point.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema, unixSecondsSchema } from './common';

export const timeseriesPointSchema = z.object({
  time: unixSecondsSchema,
  value: z.number(),
});
export type TimeseriesPoint = z.infer<typeof timeseriesPointSchema>;

export const timeseriesElementSchema = z
  .object({
    /**
     * Hourly steps in the observed responses. An element that cannot be computed carries `error`
     * instead (spec §7, e.g. "Element not available for this model"): `data` is then read as
     * empty, so a caller reads one shape and checks `error` to tell "no data" from "failed". An
     * element with neither is refused: no answer is read as an empty one.
     */
    data: z.array(timeseriesPointSchema).optional(),
    error: z.string().optional(),
    unit: z.string(),
    /** Null for elements without a level. */
    level: z.string().nullable(),
    element: z.string(),
  })
  .refine((e) => e.data !== undefined || e.error !== undefined, {
    path: ['data'],
    message: 'an element without data must give its error (spec §7)',
  })
  .transform(({ data, ...rest }) => ({ ...rest, data: data ?? [] }));
export type TimeseriesElement = z.output<typeof timeseriesElementSchema>;

export const timeseriesResultSchema = z.object({
  /** Model actually used. */
  model: z.string(),
  /** Model run (initialization) time, Unix seconds. */
  runtime: unixSecondsSchema,
  elements: z.array(timeseriesElementSchema).min(1),
  /** Present in the weather response only, not the marine one. */
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
});
export type TimeseriesResult = z.output<typeof timeseriesResultSchema>;
