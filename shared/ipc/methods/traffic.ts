// Dutch road traffic (spec §2.13, §4.5) for the port-call panel and `passage traffic`: the
// overview list joined to its GeoJSON features (positions and geometry), optionally only the
// events near a place; and the port calls a voyage's panel was used for (the report's section).
import { z } from 'zod';
import { latitudeSchema, longitudeSchema, lonLatPairSchema } from '../../api/resources/common';
import { trafficSummarySchema, trafficTrendSchema } from '../../api/resources/traffic';
import { provenanceSchema } from '../provenance';
import { idSchema, method, utcSecondsSchema } from './method';

/**
 * How long a traffic answer stays fresh, seconds: the service updates "every few minutes"
 * (spec §4.5; the demo feed every 5), so the backend serves a younger answer from the store and
 * the panel refreshes no faster than this.
 */
export const TRAFFIC_FRESH_S = 180;

/** Radius around `near`, km: a port's hinterland by default, a province at most. */
export const TRAFFIC_RADIUS_KM = { min: 1, max: 500, default: 30 } as const;

/** Half-width of the road corridor from the port to a chosen place, km: the motorway and its junctions. */
export const TRAFFIC_CORRIDOR_KM = 5;

const positionSchema = z.strictObject({ lat: latitudeSchema, lon: longitudeSchema });

export const trafficInputSchema = z
  .strictObject({
    /** Only the events within `radiusKm` of this place, nearest first. */
    near: positionSchema.optional(),
    /** 1..500 km (default 30); only with `near`. */
    radiusKm: z.number().min(TRAFFIC_RADIUS_KM.min).max(TRAFFIC_RADIUS_KM.max).optional(),
    /**
     * Also the events along the road from `near` to this place (a terminal, an airport): within
     * TRAFFIC_CORRIDOR_KM of the line between them. Only with `near`.
     */
    towards: positionSchema.optional(),
  })
  .refine((input) => input.radiusKm === undefined || input.near !== undefined, {
    message: 'A radius needs a place to measure it from (near).',
    path: ['radiusKm'],
  })
  .refine((input) => input.towards === undefined || input.near !== undefined, {
    message: 'A road needs a place to start from (near).',
    path: ['towards'],
  });

/** What to draw: the event's GeoJSON geometry, [lon, lat] pairs. */
export const trafficDrawingSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: lonLatPairSchema }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(lonLatPairSchema) }),
]);

export const trafficItemSchema = z.object({
  /** The GeoJSON feature's id; absent when no feature matched the overview event. */
  id: z.string().optional(),
  /** The service's Dutch type: Verkeershinder, Verkeers maatregel, Omleiding. */
  type: z.string(),
  /** e.g. congestion, accident, carriagewayClosed, roadworks, diversion. */
  causeType: z.string(),
  /** Cause in the service's words; may be empty. */
  cause: z.string(),
  /** `?` when unknown. */
  roadNumber: z.string(),
  roadName: z.string(),
  description: z.string(),
  delayMinutes: z.number().int(),
  /** Metres (the sandbox's and the GeoJSON's unit; the overview list leaves it unspecified). */
  queueLength: z.number().int(),
  /** Congestion only; null otherwise. */
  trend: trafficTrendSchema.nullable(),
  /** ISO 8601, as the service gives it. */
  startTime: z.string(),
  /** Where a driver meets the event: the first point of its feature; null without a feature. */
  lat: latitudeSchema.nullable(),
  lon: longitudeSchema.nullable(),
  /** Geodesic distance from `near` to (lat, lon), km; null without `near` or without a position. */
  distanceKm: z.number().nonnegative().nullable(),
  /** The feature's geometry; null when the overview event has no feature (diversions). */
  geometry: trafficDrawingSchema.nullable(),
});
export type TrafficItem = z.infer<typeof trafficItemSchema>;

export const trafficSnapshotSchema = z.object({
  summary: trafficSummarySchema,
  /** The overview's `updated`, as the service gives it (ISO 8601). */
  updated: z.string(),
  /** The same instant, Unix seconds UTC. */
  updatedUtc: utcSecondsSchema,
  /** With `near`: within the radius, nearest first; else in the service's order. */
  events: z.array(trafficItemSchema),
  /** The query's place and radius, echoed; null without `near`. */
  near: positionSchema.extend({ radiusKm: z.number(), towards: positionSchema.optional() }).nullable(),
  /** Credits this answer cost: 2 when both calls were made (1 each, the assumed rate), 0 from the store. */
  creditsSpent: z.number().nonnegative(),
  provenance: provenanceSchema,
});
export type TrafficSnapshot = z.infer<typeof trafficSnapshotSchema>;

/** A port and a voyage waypoint within this distance are the same call, metres (a port's extent). */
export const PORT_CALL_SAME_PLACE_M = 15_000;

/** The place a port-call panel was opened for. */
export const portCallPortSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  lat: latitudeSchema,
  lon: longitudeSchema,
});
export type PortCallPort = z.infer<typeof portCallPortSchema>;

export const portCallRecordSchema = z.strictObject({
  voyageId: idSchema,
  port: portCallPortSchema,
  /** When the panel was used, Unix seconds UTC. */
  usedAtUtc: utcSecondsSchema,
});
export type PortCallRecord = z.infer<typeof portCallRecordSchema>;

export const trafficMethods = {
  /** 2 credits (overview and GeoJSON, 1 each: spec §4.5 names no cost); asked at most once per freshness period. */
  'traffic.snapshot': method(trafficInputSchema, trafficSnapshotSchema),
  /** Notes that the panel was used for a voyage's port (the report then has a port-call section). */
  'portcall.record': method(portCallRecordSchema, portCallRecordSchema),
  /** The port call recorded for a voyage, or null. */
  'portcall.get': method(z.strictObject({ voyageId: idSchema }), portCallRecordSchema.nullable()),
};
