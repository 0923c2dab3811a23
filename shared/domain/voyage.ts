// The navigator's vocabulary: waypoints, legs, routes, voyages and vessels with their limits.
// Schemas here are the one declaration of these shapes (IPC, store and formats reuse them).
import { z } from 'zod';
import { positionSchema } from './position';
import { storedVesselLimitsSchema, vesselLimitsSchema } from './vessel-limits-schema';
import { vesselHullSchema } from './vessel-hull-schema';

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

/** Departure years, UTC: from 1970 (Unix time 0) through 2200, planning rather than history or fiction. */
const DEPARTURE_YEARS = { min: 1970, max: 2200 } as const;

/**
 * The bounds of a voyage Passage plans: the save schema below, voyages.rename, the route
 * editor, the CLI's options and the file readers all take them from here, so no layer accepts
 * what another refuses.
 */
export const VOYAGE_LIMITS = {
  /** Characters in a voyage's, a route's or a waypoint's name. */
  nameMaxChars: 200,
  /** Characters in a waypoint's id (Passage's own are `wp<n>` or a UUID). */
  waypointIdMaxChars: 64,
  /** Waypoints in one route; a route plan has hundreds, a recorded track may have thousands. */
  waypointsMax: 20_000,
  /** Planned speed through the water, knots: from a tow at dead slow to the fastest ferries. */
  speedKn: { min: 0.1, max: 60 },
  /** Stay at one waypoint, seconds: at most a year alongside. */
  stayMaxS: 365 * 86_400,
  departureYears: DEPARTURE_YEARS,
  /** The same as Unix seconds UTC: 1970-01-01T00:00:00Z to 2200-12-31T23:59:59Z. */
  departureUtc: {
    min: Date.UTC(DEPARTURE_YEARS.min, 0, 1) / 1000,
    max: Date.UTC(DEPARTURE_YEARS.max + 1, 0, 1) / 1000 - 1,
  },
} as const;

const { speedKn, departureUtc } = VOYAGE_LIMITS;
const DEPARTURE_WORDS = `the departure must be in the years ${DEPARTURE_YEARS.min} to ${DEPARTURE_YEARS.max}`;

/**
 * A voyage's name, blanks around it dropped; empty while a draft has none (voyages.rename and
 * voyages.duplicate add `.min(1)`).
 */
export const voyageNameSchema = z
  .string()
  .trim()
  .max(VOYAGE_LIMITS.nameMaxChars, `a voyage name may be at most ${VOYAGE_LIMITS.nameMaxChars} characters`);

const NAME_WORDS = `at most ${VOYAGE_LIMITS.nameMaxChars} characters`;

/** A waypoint as a route Passage plans holds it: its name and id bounded (the file readers cut longer ones, saying so). */
const boundedWaypointSchema = waypointSchema.extend({
  id: z
    .string()
    .min(1)
    .max(
      VOYAGE_LIMITS.waypointIdMaxChars,
      `a waypoint id may be at most ${VOYAGE_LIMITS.waypointIdMaxChars} characters`,
    ),
  name: z.string().max(VOYAGE_LIMITS.nameMaxChars, `a waypoint name may be ${NAME_WORDS}`),
});

export const routeSchema = z.object({
  name: z.string().max(VOYAGE_LIMITS.nameMaxChars, `a route name may be ${NAME_WORDS}`),
  waypoints: z
    .array(boundedWaypointSchema)
    .max(VOYAGE_LIMITS.waypointsMax, `a route may have at most ${VOYAGE_LIMITS.waypointsMax} waypoints`),
});
export type Route = z.output<typeof routeSchema>;

// The limits' ranges, schema and default live in vessel-limits-schema.ts; exported here too, beside
// the vessel they belong to, for the many modules that import them with the voyage.
export { DEFAULT_VESSEL_LIMITS, vesselLimitsSchema, type VesselLimits } from './vessel-limits-schema';

/** Fuels whose CO2 conversion factor IMO gives (shared/routing/fuel.ts); MDO and MGO share one. */
export const FUEL_TYPES = ['HFO', 'LFO', 'MDO/MGO', 'LNG'] as const;
export const fuelTypeSchema = z.enum(FUEL_TYPES);
export type FuelType = z.infer<typeof fuelTypeSchema>;

/**
 * What a navigator knows of the ship's fuel burn; every field optional, the ship type's typical
 * figures elsewhere (shared/routing/fuel.ts says which were assumed).
 */
// Two shared field types: every field of the particulars is one of them.
const knotsField = z.number().min(speedKn.min).max(speedKn.max).optional();
const positiveField = z.number().positive().optional();
export const fuelParticularsSchema = z.object({
  /** Service speed through the water in calm water, knots. */
  serviceSpeedKn: knotsField,
  /** Main-engine consumption at the service speed, laden, tonnes per day. */
  consumptionTPerDay: positiveField,
  /** The slowest and fastest speeds the ship may be ordered to make, knots. */
  minSpeedKn: knotsField,
  maxSpeedKn: knotsField,
  fuelType: fuelTypeSchema.optional(),
  loading: z.enum(['laden', 'ballast']).optional(),
  /** Admiralty coefficient C = Δ^(2/3)·V³/P (Δ t, V kn, P kW): replaces the consumption when given. */
  admiraltyCoefficient: positiveField,
  /** Displacement at the loading, tonnes (with the admiralty coefficient). */
  displacementT: positiveField,
});
export type FuelParticulars = z.infer<typeof fuelParticularsSchema>;

export const vesselSchema = z.object({
  name: z.string().min(1),
  imo: z.string().optional(),
  mmsi: z.string().optional(),
  limits: vesselLimitsSchema,
  /** Fuel particulars for an arrival on time with the least fuel (issue 28). */
  fuel: fuelParticularsSchema.optional(),
  /** The hull the sea-state dangers are judged for (issue 29); absent: a typical ship's, said so. */
  hull: vesselHullSchema.optional(),
});
export type Vessel = z.infer<typeof vesselSchema>;

// A vessel as an earlier Passage may have saved it, its limits before their ranges (see below).
export const storedVesselSchema = vesselSchema.extend({ limits: storedVesselLimitsSchema });

const speedSchema = z
  .number()
  .min(speedKn.min, `a planned speed must be ${speedKn.min} to ${speedKn.max} kn`)
  .max(speedKn.max, `a planned speed must be ${speedKn.min} to ${speedKn.max} kn`);

const staySchema = z
  .number()
  .nonnegative('a stay must be zero or more seconds')
  .max(VOYAGE_LIMITS.stayMaxS, `a stay may be at most ${VOYAGE_LIMITS.stayMaxS / 86_400} days`);

export const voyageSchema = z.object({
  name: voyageNameSchema,
  route: routeSchema,
  /** Departure from the first waypoint, Unix seconds UTC. */
  departureUtc: z.number().min(departureUtc.min, DEPARTURE_WORDS).max(departureUtc.max, DEPARTURE_WORDS),
  /** Planned speed through the water per leg, knots; entry i applies from waypoint i onward. */
  speedsKn: z
    .array(speedSchema)
    .min(1, 'a voyage needs at least one planned speed')
    .max(VOYAGE_LIMITS.waypointsMax, `a voyage has at most one planned speed per waypoint`),
  /** Optional stay at a waypoint (by index), seconds. */
  staysS: z.record(z.string().regex(/^\d+$/, 'a stay is keyed by waypoint index'), staySchema).default({}),
  vessel: vesselSchema.optional(),
});
export type Voyage = z.output<typeof voyageSchema>;

/**
 * A voyage as an earlier Passage may have saved it, before VOYAGE_LIMITS (any positive speed,
 * any name length): rows are read with this, so that no saved voyage becomes unreadable when a
 * limit is added; saving it again applies voyageSchema and names what is out of bounds.
 */
export const storedVoyageSchema = voyageSchema.extend({
  name: z.string().trim(),
  route: z.object({ name: z.string(), waypoints: z.array(waypointSchema) }),
  departureUtc: z.number(),
  speedsKn: z.array(z.number().positive()).min(1),
  staysS: z.record(z.string().regex(/^\d+$/), z.number().nonnegative()).default({}),
  vessel: storedVesselSchema.optional(),
});
