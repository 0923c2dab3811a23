// Geocoding place (spec §2.1): one result of GET /v1/geo/search, whose body is a bare array.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from './common';

export const placeSchema = z.object({
  name: z.string(),
  country: z.object({
    /** ISO 3166-1 alpha-2. */
    code: z.string().regex(/^[A-Z]{2}$/),
    name: z.string(),
  }),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** IANA timezone identifier, e.g. Europe/Amsterdam. */
  timezone: z.string(),
  continent: z.object({ name: z.string() }),
});
export type Place = z.infer<typeof placeSchema>;

/** Spec §4.1: the search response is a bare JSON array of places. */
export const placeSearchResultSchema = z.array(placeSchema);
export type PlaceSearchResult = z.infer<typeof placeSearchResultSchema>;
