// Dutch public transport stop places (spec §2.16), as returned by GET /v1/transit/planner.
import { z } from 'zod';
import { httpUrlSchema, latitudeSchema, longitudeSchema } from './common';

/**
 * Country code, stop-place marker and numeric id joined by colons, e.g. NL:S:123 (spec §2.16
 * describes exactly these three parts).
 */
export const stopPlaceIdSchema = z.string().regex(/^[A-Z]{2}:[A-Za-z]+:\d+$/);

export const stopPlaceSchema = z.object({
  id: stopPlaceIdSchema,
  name: z.string(),
  town: z.string(),
  links: z.object({ departures: httpUrlSchema }),
  coordinates: z.object({ latitude: latitudeSchema, longitude: longitudeSchema }),
});
export type StopPlace = z.infer<typeof stopPlaceSchema>;

/** GET /v1/transit/planner; at least one stop place. */
export const transitPlannerResultSchema = z.object({
  stopplaces: z.array(stopPlaceSchema).min(1),
});
export type TransitPlannerResult = z.infer<typeof transitPlannerResultSchema>;
