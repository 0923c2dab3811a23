// Dutch road traffic (spec §2.13, §4.5): the overview list with its summary, and the GeoJSON.
import { z } from 'zod';
import { integerSchema, isoDateTimeSchema, lonLatPairSchema } from './common';

export const trafficTrendSchema = z.enum(['EQUAL', 'INCREASED', 'DECREASED']);
export type TrafficTrend = z.infer<typeof trafficTrendSchema>;

export const trafficEventSchema = z.object({
  /** Observed: Verkeers maatregel, Verkeershinder, Omleiding; kept open as the list is observed only. */
  type: z.string(),
  /** May be empty. */
  cause: z.string(),
  /** Present for congestion only. */
  trend: trafficTrendSchema.optional(),
  roadName: z.string(),
  /** e.g. carriagewayClosed, congestion, diversion. */
  causeType: z.string(),
  startTime: isoDateTimeSchema,
  /** `?` when unknown. */
  roadNumber: z.string(),
  description: z.string(),
  startLocation: z.string().optional(),
  endLocation: z.string().optional(),
  /** Units not specified by the spec. */
  queueLength: integerSchema,
  delayMinutes: integerSchema,
});
export type TrafficEvent = z.infer<typeof trafficEventSchema>;

export const trafficSummarySchema = z.object({
  jams: integerSchema,
  events: integerSchema,
  /** Units not specified by the spec. */
  length: integerSchema,
  updated: isoDateTimeSchema,
});
export type TrafficSummary = z.infer<typeof trafficSummarySchema>;

/** GET /v1/traffic/overview. */
export const trafficOverviewResultSchema = z.object({
  events: z.array(trafficEventSchema),
  summary: trafficSummarySchema,
});
export type TrafficOverviewResult = z.infer<typeof trafficOverviewResultSchema>;

export const trafficGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: lonLatPairSchema }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(lonLatPairSchema) }),
]);
export type TrafficGeometry = z.infer<typeof trafficGeometrySchema>;

export const trafficPropertiesSchema = z.object({
  /** Typically starts with a fixed road-authority prefix. */
  id: z.string(),
  /** Verkeershinder or Verkeers maatregel. */
  type: z.string(),
  /** May be empty. */
  cause: z.string(),
  /** Optional as in the overview list, where it is present for congestion only. */
  trend: trafficTrendSchema.optional(),
  version: z.string(),
  roadName: z.string(),
  causeType: z.string(),
  /** e.g. NEGLIGIBLE, BETWEEN_TEN_MINUTES_AND_THIRTY_MINUTES. */
  delayBand: z.string(),
  startTime: isoDateTimeSchema,
  roadNumber: z.string(),
  toLocation: z.string(),
  fromLocation: z.string(),
  description: z.string(),
  /** Metres, as a string (spec §2.13). */
  queueLength: z.string(),
  versionTime: isoDateTimeSchema,
  /** e.g. stationary, slow, closed. */
  presentationType: z.string(),
});
export type TrafficProperties = z.infer<typeof trafficPropertiesSchema>;

export const trafficFeatureSchema = z.object({
  id: z.string(),
  type: z.literal('Feature'),
  geometry: trafficGeometrySchema,
  properties: trafficPropertiesSchema,
});
export type TrafficFeature = z.infer<typeof trafficFeatureSchema>;

/** GET /v1/traffic/geo. */
export const trafficGeoResultSchema = z.object({
  type: z.literal('FeatureCollection'),
  /** Milliseconds since the Unix epoch (not seconds, unlike every other time). */
  updated: integerSchema,
  features: z.array(trafficFeatureSchema),
});
export type TrafficGeoResult = z.infer<typeof trafficGeoResultSchema>;
