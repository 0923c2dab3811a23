// Shipping route forecast (spec §2.6): positions at every model step along the track, timed
// by vessel speed, with each requested element sampled where and when the vessel is there.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema, unixSecondsSchema } from './common';

export const shippingPointKindSchema = z.enum(['waypoint', 'timestep']);
export type ShippingPointKind = z.infer<typeof shippingPointKindSchema>;

export const shippingModelSchema = z.object({
  /** ecmwfhresglobal, ecmwfwamglobal, ncep-rtofs, mercator (documented as mercator-bio). */
  key: z.string(),
  range: z.object({ from: unixSecondsSchema, to: unixSecondsSchema }),
  runtime: unixSecondsSchema,
});
export type ShippingModel = z.infer<typeof shippingModelSchema>;

export const shippingRoutePointSchema = z.object({
  lat: latitudeSchema,
  lon: longitudeSchema,
  time: unixSecondsSchema,
  type: shippingPointKindSchema,
  /** Knots; null on the last waypoint. */
  speed: z.number().nullable(),
  /** Metres from the start. */
  distance: z.number(),
  /** Seconds from the start. */
  distanceTime: z.number().int(),
});
export type ShippingRoutePoint = z.infer<typeof shippingRoutePointSchema>;

export const shippingElementItemSchema = z.object({
  lat: latitudeSchema,
  lon: longitudeSchema,
  kind: shippingPointKindSchema,
  time: unixSecondsSchema,
  /** Null is accepted: a sea-only model has no value where the track touches land. */
  value: z.number().nullable(),
  /** Hours from the model runtime; the spec does not say it is whole. */
  offset: z.number(),
  offsetTime: unixSecondsSchema,
  /** Integer for waypoints, null for timesteps. */
  waypointIndex: z.number().int().nullable(),
});
export type ShippingElementItem = z.infer<typeof shippingElementItemSchema>;

export const shippingElementSchema = z.object({
  /** e.g. windSpeed10m or meanSeaLevelPressure. */
  key: z.string(),
  /** Empty when `error` is present (spec §7); not enforced, `error` is what a reader checks. */
  data: z.array(shippingElementItemSchema),
  unit: z.string(),
  label: z.string(),
  element: z.string(),
  level: z.string().nullable(),
  model: z.string(),
  /** Why the element could not be computed, e.g. no level was given. */
  error: z.string().optional(),
});
export type ShippingElement = z.infer<typeof shippingElementSchema>;

/** GET /v1/marine/shipping/route. */
export const shippingRouteResultSchema = z.object({
  start: unixSecondsSchema,
  models: z.array(shippingModelSchema),
  points: z.array(shippingRoutePointSchema),
  /** Routing method used; rhumb line is observed. */
  routing: z.string(),
  elements: z.array(shippingElementSchema),
});
export type ShippingRouteResult = z.infer<typeof shippingRouteResultSchema>;
