// Model forecast (spec §2.7): one shared time axis and, per element, a values array aligned
// with it. The alignment is checked here so no reader has to guard against a short array.
import { z } from 'zod';
import { isoDateTimeSchema, latitudeSchema, longitudeSchema, unixSecondsSchema } from './common';

export const modelForecastElementSchema = z.object({
  element: z.string(),
  level: z.string().nullable(),
  unit: z.string(),
  /** values[i] belongs to time.offsets[i]. */
  values: z.array(z.number()),
});
export type ModelForecastElement = z.infer<typeof modelForecastElementSchema>;

/** GET /v1/weather/models/forecast. */
export const modelForecastResultSchema = z
  .object({
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    model: z.string(),
    runtime: unixSecondsSchema,
    time: z.object({
      /** Whole hours from runtime, starting at 0. */
      offsets: z.array(z.number().int()),
      /** ISO 8601 UTC, one per offset. */
      datetimes: z.array(isoDateTimeSchema),
      /** Unix seconds, one per offset. */
      timestamps: z.array(unixSecondsSchema),
    }),
    elements: z.array(modelForecastElementSchema),
  })
  .superRefine((result, ctx) => {
    const steps = result.time.offsets.length;
    for (const axis of ['datetimes', 'timestamps'] as const) {
      const length = result.time[axis].length;
      if (length !== steps) {
        ctx.addIssue({
          code: 'custom',
          path: ['time', axis],
          message: `has ${length} entries but time.offsets has ${steps}`,
        });
      }
    }
    result.elements.forEach((element, i) => {
      if (element.values.length !== steps) {
        ctx.addIssue({
          code: 'custom',
          path: ['elements', i, 'values'],
          message: `has ${element.values.length} values but time.offsets has ${steps}`,
        });
      }
    });
  });
export type ModelForecastResult = z.infer<typeof modelForecastResultSchema>;
