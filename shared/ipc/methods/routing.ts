// Weather routing (issue 17): the least-time route that keeps the vessel inside its limits at an
// ensemble percentile and out of storm zones, or the least-risk route within a time allowance,
// beside the baseline (least distance clear of land, weather ignored). Advisory, not for navigation.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../api/resources/common';
import { vesselLimitsSchema, vesselSchema } from '../../domain/voyage';
import { provenanceSchema } from '../provenance';
import { taskIdSchema } from '../task-id';
import { method, utcSecondsSchema } from './method';
import { perLimitFieldSchema, perQuantitySchema, quantitySchema } from '../../domain/quantity-schemas';
import { stormPassSchema, sweepOptionsSchema } from './departures';
import { speedPlanSchema } from './speed-plan';
import { dangerKindSchema, shipHullSchema } from './seakeeping';

const positionSchema = z.object({ lat: latitudeSchema, lon: longitudeSchema });

/** The planned speeds the router takes, knots (Kwon's tables hold for merchant ships' service speeds). */
export const ROUTING_SPEED_KN = { min: 1, max: 40, unit: 'kn' } as const;
const fraction = z.number().min(0).max(1);

/** The ensemble percentiles compared with the limits, and the extra hours a least-risk route may take. */
export const ROUTING_PERCENTILE = { min: 50, max: 100, unit: '' } as const;
export const ROUTING_ALLOWANCE_H = { min: 0, max: 240, unit: 'h' } as const;

/**
 * The router's choices when none is made: the one home of the contract's defaults below, the
 * app's first choices (renderer routing-flow.ts) and `passage optimise`'s.
 */
export const ROUTING_DEFAULTS = {
  percentile: 90,
  objective: 'time',
  method: 'graph',
  perMember: false,
  allowanceH: 12,
  speedLoss: true,
} as const;

const routingRequestShape = {
  from: positionSchema,
  to: positionSchema,
  /** Points the route must pass, in order. */
  vias: z.array(positionSchema).max(20).default([]),
  /** Departure, Unix seconds UTC. */
  departUtc: utcSecondsSchema,
  /** Planned speed through the water in calm water, knots. */
  speedKn: z.number().min(ROUTING_SPEED_KN.min).max(ROUTING_SPEED_KN.max),
  /** The vessel's limits at the percentile; null routes with no limits (storms and land still apply). */
  limits: vesselLimitsSchema.nullable(),
  /** The ensemble percentile compared with the limits, 50..100. */
  percentile: z.number().min(ROUTING_PERCENTILE.min).max(ROUTING_PERCENTILE.max).default(ROUTING_DEFAULTS.percentile),
  objective: z.enum(['time', 'risk']).default(ROUTING_DEFAULTS.objective),
  /**
   * 'graph': a time-dependent graph search on a corridor round the great circle; 'isochrones':
   * time-dependent isochrones (least time only: 'risk' always searches the graph; refused with a
   * hull, the request's or the vessel profile's, whose dangerous zones only the graph prices).
   */
  method: z.enum(['graph', 'isochrones']).default(ROUTING_DEFAULTS.method),
  /**
   * Also route in each member's weather (least time, its own wind, gust and Hs against the
   * limits): one route per member, the spread of ETAs. Ignored for the least-risk objective.
   */
  perMember: z.boolean().default(ROUTING_DEFAULTS.perMember),
  /** 'risk': the extra hours the route may take over the least-time one. */
  allowanceH: z.number().min(ROUTING_ALLOWANCE_H.min).max(ROUTING_ALLOWANCE_H.max).default(ROUTING_DEFAULTS.allowanceH),
  /** Kwon's speed loss in wind and waves; false sails the planned speed everywhere. */
  speedLoss: z.boolean().default(ROUTING_DEFAULTS.speedLoss),
  /** The vessel profile whose hull the speed loss uses (typical bulk carrier without one). */
  vessel: vesselSchema.optional(),
  /**
   * The ship as MSC.1/Circ.1228's dangerous zones judge her (issue 29); absent: the vessel
   * profile's hull when it has one. With a hull the wave ensemble's mean period is asked beside
   * its height and direction, and time in a dangerous zone (the members' share in one, on the
   * heading and at the speed sailed) is priced like time over soft limits
   * (shared/routing/dangerous-seas.ts) by the graph search (method 'isochrones' is refused), and
   * the member routes stay least time. Without one nothing is asked or priced for it.
   */
  hull: shipHullSchema.optional(),
  options: sweepOptionsSchema.default({}),
  /**
   * The navigator's own route as planned, to be read in the same weather and storms: the ship's
   * positions in time order (waypoints and steps, stays as repeated positions), and its length.
   */
  own: z
    .object({
      distanceM: z.number().nonnegative(),
      track: z
        .array(positionSchema.extend({ timeUtc: utcSecondsSchema }))
        .min(2)
        .max(20_000),
    })
    .optional(),
  /**
   * Areas drawn on the chart that the route (and the baseline) must keep out of: each a ring of
   * vertices, open or closed, its sides rhumb lines. The estimate ignores them.
   */
  noGoAreas: z.array(z.array(positionSchema).min(3).max(200)).max(20).optional(),
  /**
   * A required time of arrival at the end (Unix seconds UTC, after the departure): the optimised
   * route's speed per leg to arrive then with the least fuel, and each summary's fuel and CO2.
   */
  arriveByUtc: utcSecondsSchema.optional(),
};

/**
 * Why a waypoint of the optimised route is there (shared/routing/turn-reasons.ts): a point the
 * navigator gave, or what sailing straight past it would meet (land or a drawn area, a limit or a
 * storm zone), a bend along the great circle, or the weather paying for the turn.
 */
export const TURN_REASONS = ['start', 'via', 'end', 'land', 'not-allowed', 'great-circle', 'weather'] as const;
export type TurnReason = (typeof TURN_REASONS)[number];

/**
 * What a turn the weather pays for is worth (shared/routing/turn-reasons.ts): the route through
 * the waypoint against sailing straight past it, positive a gain for the turn.
 */
export const waypointGainSchema = z.object({
  /** Hours sooner at the next given point (negative: later). */
  hours: z.number().finite(),
  /**
   * Share of the exposure to the limits the route would meet without the turn that the turn
   * avoids (negative: adds); exposure is the members' share above the limits, or the excess over
   * soft limits, and with a hull the members' share in a dangerous zone, times the hours. 0 on a
   * least-time route without a hull.
   */
  exposure: z.number().finite(),
  /**
   * With a hull: the dangerous zone of MSC.1/Circ.1228 the turn keeps the ship out of (the one
   * most met sailing straight past the waypoint) and the hours in any zone (members' share ×
   * hours) it avoids (shared/routing/turn-danger.ts); absent when it avoids none worth saying.
   */
  danger: z.object({ kind: dangerKindSchema, hours: z.number().nonnegative() }).optional(),
});
export type WaypointGain = z.infer<typeof waypointGainSchema>;

export const routeSummarySchema = z.object({
  /** Sum of the rhumb legs, metres. */
  distanceM: z.number().nonnegative(),
  durationS: z.number().nonnegative(),
  etaUtc: utcSecondsSchema,
  /**
   * Share of the members beyond each limit somewhere along the route (0 without limits); visibility
   * only where it was judged (the vessel has the limit, the ensemble the values).
   */
  exceedance: perQuantitySchema(fraction),
  /** The worst value of the percentile field along the route, per quantity (lowest visibility); null without data. */
  p90Max: perLimitFieldSchema(z.number().nullable()),
  /** Each storm whose track times overlap the route's: its closest approach to the ship. */
  storms: z.array(stormPassSchema),
  /**
   * With a hull: the hours the ensemble puts the ship in a dangerous zone of MSC.1/Circ.1228 on
   * the route as sailed (members' share in a zone × hours, summed); absent without a hull.
   */
  dangerHours: z.number().nonnegative().optional(),
  /** Main-engine fuel sailing the route as summarised, t, and its CO2, t; only with an RTA. */
  fuelT: z.number().nonnegative().optional(),
  co2T: z.number().nonnegative().optional(),
});
export type RouteSummary = z.infer<typeof routeSummarySchema>;

/** One limit broken along the route shown when no route keeps the limits. */
export const limitBreachSchema = z.object({
  quantity: quantitySchema,
  /** The limit, in the quantity's unit (kn, m or NM). */
  limit: z.number().nonnegative(),
  /** The largest percentile value along the route, and where and when the ship meets it. */
  worst: z.number(),
  worstUtc: utcSecondsSchema,
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** First and last instants above the limit, and the hours above it in all. */
  firstUtc: utcSecondsSchema,
  lastUtc: utcSecondsSchema,
  hoursAbove: z.number().nonnegative(),
});
export type LimitBreach = z.infer<typeof limitBreachSchema>;

/**
 * When no route keeps the limits from the departure asked: the route given is the least-time one
 * that breaks them least (soft limits), what it breaks, and the first later departure, at the
 * departure planner's step, from which a route keeps them (null when none within the ensemble's reach).
 */
export const softLimitsSchema = z.object({
  /** Why no route keeps them, as the search said it. */
  reason: z.string(),
  breaches: z.array(limitBreachSchema),
  laterDeparture: z
    .object({
      departUtc: utcSecondsSchema,
      etaUtc: utcSecondsSchema,
      /** The ensemble reaches this instant: the limits are checked up to it, not beyond. */
      checkedUntilUtc: utcSecondsSchema,
    })
    .nullable(),
  /** The departures tried every `stepH` hours up to this one. */
  triedUntilUtc: utcSecondsSchema,
  stepH: z.number().positive(),
});
export type SoftLimits = z.infer<typeof softLimitsSchema>;

export const memberRouteSchema = z.object({
  /** 0 is the control run. */
  member: z.number().int().nonnegative(),
  /** Empty when no route was found in this member's weather. */
  waypoints: z.array(positionSchema),
  distanceM: z.number().nonnegative().nullable(),
  durationS: z.number().nonnegative().nullable(),
  etaUtc: utcSecondsSchema.nullable(),
  /** Why no route was found, in words; null when one was. */
  failure: z.string().nullable(),
});
export type MemberRoute = z.infer<typeof memberRouteSchema>;

export const optimisedRouteSchema = z.object({
  route: z.object({
    waypoints: z.array(
      positionSchema.extend({
        etaUtc: utcSecondsSchema,
        why: z.enum(TURN_REASONS),
        /** Only where `why` is 'weather': what the turn is worth. */
        gain: waypointGainSchema.nullable(),
      }),
    ),
  }),
  optimised: routeSummarySchema,
  baseline: routeSummarySchema,
  /** The navigator's own route as planned (its own times), read in the same fields; null when not given. */
  own: routeSummarySchema.nullable(),
  /** The storm list the routes were kept clear of: how many storms, when fetched, stale when the service did not answer. */
  stormList: z.object({ count: z.number().int().nonnegative(), fetchedAtUtc: utcSecondsSchema, stale: z.boolean() }),
  creditsSpent: z.number().int().nonnegative(),
  /** Ensemble answers (places × models) the fields were built from. */
  samples: z.number().int().nonnegative(),
  provenance: provenanceSchema,
  /** The least-time route in each member's weather, when asked (empty otherwise). */
  members: z.array(memberRouteSchema),
  /** The method that ran ('graph' whenever the objective is 'risk'). */
  method: z.enum(['graph', 'isochrones']),
  /** With an RTA: the optimised route's speed per leg to arrive on time with the least fuel. */
  speedPlan: speedPlanSchema.optional(),
  /** Null when the route keeps the limits (or none were set); else what it breaks and "depart later". */
  softLimits: softLimitsSchema.nullable().default(null),
  /** The isochrones' fronts (at most 40), each ordered by bearing from its leg's start; empty for the graph. */
  isochrones: z.array(z.array(positionSchema)),
  /** Each leg's searched corridor, its two edges start to end (empty for isochrones). */
  corridor: z.array(z.object({ left: z.array(positionSchema), right: z.array(positionSchema) })),
});
export type OptimisedRoute = z.infer<typeof optimisedRouteSchema>;

export const routingEstimateSchema = z.object({
  /** Credits the routing would spend now; answers stored for the latest run cost 0. */
  credits: z.number().int().nonnegative(),
  requests: z.number().int().nonnegative(),
  cachedRequests: z.number().int().nonnegative(),
  /** Grid places sampled over the corridor (each one wind and one wave answer). */
  places: z.number().int().nonnegative(),
  /** What a naive full grid over the same corridor (every 30 NM both ways) would cost. */
  naiveCredits: z.number().int().nonnegative(),
});
export type RoutingEstimate = z.infer<typeof routingEstimateSchema>;

/** Said when a request asks for the isochrones with a hull (the renderer then offers the graph only). */
export const ISOCHRONES_WITH_HULL =
  'The isochrones find the least time only and cannot price the dangerous zones of the hull ' +
  '(MSC.1/Circ.1228): route by the graph search, or without a hull.';

/**
 * The isochrones keep the fastest point per sector and cannot weigh time in a dangerous zone: a
 * request for them with a hull (its own or the vessel profile's) is refused before anything is
 * spent, rather than silently searched on the graph. The backend asks it too (the CLI calls it
 * without this parse).
 */
export function asksIsochronesWithHull(input: {
  readonly method: string;
  readonly hull?: unknown;
  readonly vessel?: { readonly hull?: unknown } | undefined;
}): boolean {
  return input.method === 'isochrones' && (input.hull !== undefined || input.vessel?.hull !== undefined);
}

function noIsochronesWithHull(input: Parameters<typeof asksIsochronesWithHull>[0], ctx: z.RefinementCtx): void {
  if (asksIsochronesWithHull(input)) ctx.addIssue({ code: 'custom', path: ['method'], message: ISOCHRONES_WITH_HULL });
}

export const routingMethods = {
  'routing.estimate': method(
    z.strictObject(routingRequestShape).superRefine(noIsochronesWithHull),
    routingEstimateSchema,
  ),
  /** Long work: progress events carry `taskId`. */
  'routing.optimise': method(
    z.strictObject({ taskId: taskIdSchema, ...routingRequestShape }).superRefine(noIsochronesWithHull),
    optimisedRouteSchema,
  ),
};
