// Ensemble results (spec §2.4 point, §2.5 route): member and statistic values per time step,
// and the route variant that picks the forecast step matching each waypoint's arrival.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema, unixSecondsSchema } from './common';


/**
 * The value object of one step. Statistics and the control run are named; members
 * (member0..member50 observed, but other models run fewer) are any further numeric key,
 * which is what the spec says the object holds: numeric keys only.
 */
export const ensembleValueSchema = z
  .object({
    max: z.number(),
    min: z.number(),
    mean: z.number(),
    median: z.number(),
    control: z.number(),
    /** Weather and marine responses. */
    percentile10: z.number().optional(),
    percentile90: z.number().optional(),
    /** Weather response only. */
    percentile25: z.number().optional(),
    percentile75: z.number().optional(),
  })
  .catchall(z.number());
export type EnsembleValue = z.infer<typeof ensembleValueSchema>;

const MEMBER_PREFIX = 'member';

/** n for a key "member<n>" (digits only), else -1: read by hand, as a routing run reads 40,000 values of 60 keys. */
function memberIndex(key: string): number {
  if (key.length <= MEMBER_PREFIX.length || !key.startsWith(MEMBER_PREFIX)) return -1;
  let n = 0;
  for (let i = MEMBER_PREFIX.length; i < key.length; i++) {
    const digit = key.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/** The members of one value in member order (member0 first); statistics are left out. */
export function ensembleMembers(value: EnsembleValue): number[] {
  const members: number[] = [];
  const indices: number[] = [];
  let ordered = true;
  for (const key in value) {
    const index = memberIndex(key);
    const memberValue = value[key];
    if (index < 0 || memberValue === undefined) continue;
    if (indices.length > 0 && index < indices[indices.length - 1]!) ordered = false;
    indices.push(index);
    members.push(memberValue);
  }
  if (ordered) return members;
  return indices
    .map((index, k) => [index, members[k]!] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, v]) => v);
}

export const ensemblePointSchema = z.object({
  time: unixSecondsSchema,
  value: ensembleValueSchema,
});
export type EnsemblePoint = z.infer<typeof ensemblePointSchema>;

export const ensembleElementSchema = z.object({
  /**
   * The marine response can carry `error` instead of data; `data` then defaults to empty
   * so a caller has one shape to read and checks `error` to tell "no data" from "failed".
   */
  data: z.array(ensemblePointSchema).default([]),
  error: z.string().optional(),
  unit: z.string(),
  level: z.string().nullable(),
  element: z.string(),
});
export type EnsembleElement = z.output<typeof ensembleElementSchema>;

/** Weather and marine ensemble/point. */
export const ensemblePointResultSchema = z.object({
  model: z.string(),
  runtime: unixSecondsSchema,
  elements: z.array(ensembleElementSchema).min(1),
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
});
export type EnsemblePointResult = z.output<typeof ensemblePointResultSchema>;

export const routeEnsembleItemSchema = z.object({
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** Estimated arrival at the waypoint, Unix seconds. */
  time: unixSecondsSchema,
  /** Value at the matching forecast step. */
  value: z.number(),
  /** Forecast offset, whole hours from runtime. */
  offset: z.number().int(),
  /** Metres along the route from the start. */
  distance: z.number(),
  /** Time of the chosen step: runtime + offset × 3600, Unix seconds. */
  offsetTime: unixSecondsSchema,
  /** Seconds needed to travel `distance`. */
  distanceTime: z.number().int(),
});
export type RouteEnsembleItem = z.infer<typeof routeEnsembleItemSchema>;

export const routeEnsembleElementSchema = z.object({
  /** One item per waypoint. */
  data: z.array(routeEnsembleItemSchema),
  unit: z.string(),
  /** The spec says string; null is accepted as in §2.3 and §2.6, for elements without a level. */
  level: z.string().nullable(),
  element: z.string(),
});
export type RouteEnsembleElement = z.infer<typeof routeEnsembleElementSchema>;

/** GET /v1/weather/ensemble/route. */
export const routeEnsembleResultSchema = z.object({
  model: z.string(),
  speed: z.object({ ms: z.number(), kmh: z.number() }),
  /** Start time of the route timeseries, Unix seconds. */
  runtime: unixSecondsSchema,
  elements: z.array(routeEnsembleElementSchema),
});
export type RouteEnsembleResult = z.infer<typeof routeEnsembleResultSchema>;
