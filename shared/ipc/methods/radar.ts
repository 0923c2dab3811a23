// weather.radar: the precipitation nowcast around a place (spec §2.9, §4.2 GET /v1/weather/radar),
// its frames fetched by the backend and handed over as PNG data URLs, so the renderer never
// sees a service address.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../api/resources/common';
import { provenanceSchema } from '../provenance';
import { method, utcSecondsSchema } from './method';

/**
 * Radius of the radar picture, km. The spec's default (10 km) shows a town; a navigator
 * approaching a port wants the squalls an hour or two out at sea (20 kn for 2 h is 74 km), so
 * Passage asks for 50 km unless told otherwise. 500 km is a radar network's reach and more.
 */
export const RADAR_RADIUS_KM = { min: 1, max: 500, default: 50 } as const;

export const radarInputSchema = z.strictObject({
  lat: latitudeSchema,
  lon: longitudeSchema,
  radiusKm: z.number().min(RADAR_RADIUS_KM.min).max(RADAR_RADIUS_KM.max).default(RADAR_RADIUS_KM.default),
});

/** A PNG as a data URL: the only image form the renderer draws from the backend. */
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

export const radarFrameSchema = z.object({
  /** Valid time of the step, Unix seconds UTC. */
  timeUtc: utcSecondsSchema,
  /** Minutes after the nowcast's start (5, 10, 15, ...). */
  offsetMin: z.number().int().nonnegative(),
  image: z.string().startsWith(PNG_DATA_URL_PREFIX),
});
export type RadarFrame = z.infer<typeof radarFrameSchema>;

/** The picture's extent, decimal degrees; west > east when it crosses the antimeridian. */
export const radarBboxSchema = z.object({
  south: latitudeSchema,
  west: longitudeSchema,
  north: latitudeSchema,
  east: longitudeSchema,
});
export type RadarBbox = z.infer<typeof radarBboxSchema>;

/** The nowcast without its provenance: what the store keeps. */
export const radarNowcastSchema = z.object({
  centre: z.object({ lat: latitudeSchema, lon: longitudeSchema }),
  bbox: radarBboxSchema,
  frames: z.array(radarFrameSchema),
  /** False where the service has no radar: no frames, and the UI says so. */
  coverage: z.boolean(),
});

export const radarOutputSchema = radarNowcastSchema.extend({ provenance: provenanceSchema });
export type RadarAnswer = z.infer<typeof radarOutputSchema>;

export const radarMethods = {
  /** The nowcast around a place; 1 credit, or none while a stored one is minutes old. */
  'weather.radar': method(radarInputSchema, radarOutputSchema),
};
