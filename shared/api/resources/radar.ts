// Radar precipitation nowcast (spec §2.9): one image per 5-minute step.
import { z } from 'zod';
import { httpUrlSchema, latitudeSchema, longitudeSchema, unixSecondsSchema } from './common';

export const radarLayerSchema = z.object({
  time: unixSecondsSchema,
  type: z.enum(['forecast']),
  image: z.object({
    url: httpUrlSchema,
    /** e.g. png. */
    format: z.string(),
  }),
  /** Minutes from the start time: 5, 10, 15, ... */
  offset: z.number().int(),
});
export type RadarLayer = z.infer<typeof radarLayerSchema>;

/** GET /v1/weather/radar. */
export const radarResultSchema = z.object({
  bbox: z.object({
    east: longitudeSchema,
    west: longitudeSchema,
    north: latitudeSchema,
    south: latitudeSchema,
    /** Zoom level of the map tiles. */
    zoom: z.number().int(),
  }),
  layers: z.array(radarLayerSchema),
});
export type RadarResult = z.infer<typeof radarResultSchema>;
