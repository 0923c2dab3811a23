// The navigator's vocabulary: waypoints, legs, routes, voyages and vessels with their limits.
// Schemas here are the one declaration of these shapes (IPC, store and formats reuse them).
import { z } from 'zod';
import { positionSchema } from './position';

/** How the leg that ENDS at a waypoint is sailed (RTZ puts it on the arrival waypoint too). */
export const legGeometrySchema = z.enum(['rhumb', 'greatCircle']);
export type LegGeometry = z.infer<typeof legGeometrySchema>;

export const waypointSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  position: positionSchema,
  /** Geometry of the leg from the previous waypoint to this one; ignored on the first. */
  legGeometry: legGeometrySchema.default('rhumb'),
  /** Turn radius at the waypoint, NM; IEC 61174 (RTZ) allows 0 to 5. */
  radiusNm: z.number().min(0).max(5).optional(),
  /** Where the waypoint came from in an RTZ file, kept so that an export keeps its id and revision. */
  rtz: z
    .object({
      /** The waypoint's RTZ id (a whole number as text); ids are not indexes. */
      id: z.string().regex(/^\d{1,9}$/),
      /** Its RTZ revision as imported or last exported. */
      revision: z.number().int().nonnegative(),
      /** Fingerprint of name, position, leg geometry and radius at that revision (shared/formats/rtz-revision):
       *  an export raises the revision when the waypoint no longer matches it. */
      basis: z.string().max(64),
    })
    .optional(),
});
export type Waypoint = z.output<typeof waypointSchema>;

export const routeSchema = z.object({
  name: z.string(),
  waypoints: z.array(waypointSchema),
});
export type Route = z.output<typeof routeSchema>;

export const vesselLimitsSchema = z.object({
  /** Mean wind speed limit, knots. */
  windKn: z.number().positive(),
  /** Gust limit, knots. */
  gustKn: z.number().positive(),
  /** Significant wave height limit, metres. */
  hsM: z.number().positive(),
});
export type VesselLimits = z.infer<typeof vesselLimitsSchema>;

/** Limits a navigator recognises as a sensible start for a merchant ship (gale force 8, 4 m). */
export const DEFAULT_VESSEL_LIMITS: VesselLimits = { windKn: 34, gustKn: 45, hsM: 4 };

export const vesselSchema = z.object({
  name: z.string().min(1),
  imo: z.string().optional(),
  mmsi: z.string().optional(),
  limits: vesselLimitsSchema,
});
export type Vessel = z.infer<typeof vesselSchema>;

export const voyageSchema = z.object({
  name: z.string(),
  route: routeSchema,
  /** Departure from the first waypoint, Unix seconds UTC. */
  departureUtc: z.number().finite(),
  /** Planned speed through the water per leg, knots; entry i applies from waypoint i onward. */
  speedsKn: z.array(z.number().positive().finite()).min(1),
  /** Optional stay at a waypoint (by index), seconds. */
  staysS: z.record(z.string().regex(/^\d+$/), z.number().nonnegative().finite()).default({}),
  vessel: vesselSchema.optional(),
});
export type Voyage = z.output<typeof voyageSchema>;
