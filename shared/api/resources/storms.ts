// Tropical storms (spec §2.12, §4.4): current state, track and forecast cone of every active storm.
// Every leaf number may be null: advisories often lack gusts or pressure for some points.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema, lonLatPairSchema } from './common';

const nullableNumber = z.number().nullable();

export const stormPressureSchema = z.object({
  /** Inches of mercury. */
  in: nullableNumber,
  /** Millibars (hPa). */
  mb: nullableNumber,
});

export const stormSpeedSchema = z.object({
  kph: nullableNumber,
  kts: nullableNumber,
  mph: nullableNumber,
  mps: nullableNumber,
});
export type StormSpeed = z.infer<typeof stormSpeedSchema>;

export const stormDirectionSchema = z.object({
  /** Cardinal or ordinal direction, e.g. NW. */
  text: z.string(),
  /** Degrees, matching `text`. */
  degrees: nullableNumber,
});

/** Conditions at a point or now; the shared part of a path point and `current`. */
export const stormConditionsSchema = z.object({
  pressure: stormPressureSchema,
  gustSpeed: stormSpeedSchema,
  windSpeed: stormSpeedSchema,
  movementSpeed: stormSpeedSchema,
  movementDirection: stormDirectionSchema,
});
export type StormConditions = z.infer<typeof stormConditionsSchema>;

export const stormPathPointSchema = stormConditionsSchema.extend({
  name: z.string(),
  category: z.string(),
  latitude: latitudeSchema.nullable(),
  longitude: longitudeSchema.nullable(),
  nameShort: z.string(),
  /** Unix seconds. */
  timestamp: z.number().int().nullable(),
});
export type StormPathPoint = z.infer<typeof stormPathPointSchema>;

/** A cone polygon: a ring of [longitude, latitude] pairs. */
export const stormConePolygonSchema = z.array(lonLatPairSchema);

export const stormSchema = z.object({
  /** Contains year, basin and storm number. */
  id: z.string(),
  name: z.string(),
  nameShort: z.string(),
  /** Intensity code, e.g. TD, TS, TY, I. */
  category: z.string(),
  /**
   * Forecast cone polygons; can be empty. Rings of [lon, lat]: outer ones counter-clockwise,
   * holes clockwise (RFC 7946), a point in the cone by the nonzero rule (forecast/point-in-polygon).
   */
  cone: z.array(stormConePolygonSchema),
  /** Historical and forecast track points. */
  path: z.array(stormPathPointSchema),
  current: stormConditionsSchema,
});
export type Storm = z.infer<typeof stormSchema>;

/** GET /v1/storms and GET /v1/weather/storms. */
export const stormsResultSchema = z.object({ storms: z.array(stormSchema) });
export type StormsResult = z.infer<typeof stormsResultSchema>;
