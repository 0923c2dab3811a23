// Map image layers (spec §2.8): one image per forecast step for a model, run and element.
import { z } from 'zod';
import { unixSecondsSchema } from './common';

/** Compact basic-format UTC date-time, e.g. 20240612T06:00:00Z (spec §2.8). */
export const compactUtcSchema = z.string().regex(/^\d{8}T\d{2}:\d{2}:\d{2}Z$/);

export const mapLayerSchema = z.object({
  datetime: compactUtcSchema,
  /** Address of the image; the spec does not say it is absolute, so it is not checked as a URL. */
  imageUrl: z.string().min(1),
  timestamp: unixSecondsSchema,
});
export type MapLayer = z.infer<typeof mapLayerSchema>;

/** GET /v1/weather/maps/layers. Layers are hourly early on and three-hourly later. */
export const mapLayersResultSchema = z.object({
  model: z.object({
    id: z.string(),
    run: unixSecondsSchema,
    name: z.string(),
    category: z.string(),
  }),
  layers: z.array(mapLayerSchema),
});
export type MapLayersResult = z.infer<typeof mapLayersResultSchema>;
