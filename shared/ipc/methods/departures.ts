// The departure planner (issue 16): a sweep of departure times over the ensemble's members for
// the open voyage, ranked by the risk to this vessel's limits, kept per voyage with the model
// runs it used, and what changed since the sweep before it.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../api/resources/common';
import { perLimitFieldSchema, perQuantitySchema, quantitySchema } from '../../domain/quantity-schemas';
import { storedVesselLimitsSchema, vesselLimitsSchema } from '../../domain/vessel-limits-schema';
import { ENSEMBLE_HORIZON_H } from '../../schedule/ensemble-reach';
import { modelRunSchema, provenanceSchema } from '../provenance';
import { taskIdSchema } from '../task-id';
import { idSchema, method, utcSecondsSchema } from './method';
import { revisionSchema } from './voyages';

/** Steps between departures the planner offers, hours. */
export const SWEEP_STEPS_H = [1, 3, 6, 12, 24] as const;

/**
 * The planner's default step between departures, hours: the app's and the CLI's default window,
 * and the departures the router tries when no route keeps the limits ("depart later"). One home,
 * so the router never offers a departure the planner would not have swept.
 */
export const DEFAULT_SWEEP_STEP_H = 6 satisfies (typeof SWEEP_STEPS_H)[number];

/** The most departures one sweep holds: every hour over the ensemble's horizon, both ends. */
export const MAX_SWEEP_DEPARTURES = ENSEMBLE_HORIZON_H + 1;

export const departureRankingSchema = z.enum(['safest', 'earliest', 'balanced']);

const fraction = z.number().min(0).max(1);
const hours = z.number().nonnegative().finite();

export const sweepWindowSchema = z
  .strictObject({
    /** The earliest departure, Unix seconds UTC. */
    fromUtc: utcSecondsSchema,
    /** The latest departure, Unix seconds UTC (a departure falls on it when the step divides the window). */
    toUtc: utcSecondsSchema,
    /** Hours between departures. */
    everyH: z.union(SWEEP_STEPS_H.map((h) => z.literal(h)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]]),
    /** Arrive at the destination before this time, Unix seconds UTC. */
    arriveBeforeUtc: utcSecondsSchema.optional(),
    /** Arrive at the destination after this time, Unix seconds UTC. */
    arriveAfterUtc: utcSecondsSchema.optional(),
    /** Arrive between sunrise and sunset at the destination. */
    arriveInDaylight: z.boolean().default(false),
  })
  .superRefine((w, ctx) => {
    if (w.toUtc < w.fromUtc)
      ctx.addIssue({ code: 'custom', path: ['toUtc'], message: 'the latest departure is before the earliest' });
    else if (Math.floor((w.toUtc - w.fromUtc) / (w.everyH * 3600)) + 1 > MAX_SWEEP_DEPARTURES)
      ctx.addIssue({
        code: 'custom',
        path: ['everyH'],
        message: `more than ${MAX_SWEEP_DEPARTURES} departures: widen the step or narrow the window`,
      });
    if (w.arriveBeforeUtc !== undefined && w.arriveAfterUtc !== undefined && w.arriveBeforeUtc <= w.arriveAfterUtc)
      ctx.addIssue({
        code: 'custom',
        path: ['arriveBeforeUtc'],
        message: '"arrive before" must be later than "arrive after"',
      });
  });
export type SweepWindow = z.output<typeof sweepWindowSchema>;

/** The ensemble models of a sweep; default as a forecast run's (ECMWF ENS and ENS WAM). */
export const sweepOptionsSchema = z.strictObject({
  ensembleModel: z.string().trim().min(1).max(64).optional(),
  waveEnsembleModel: z.string().trim().min(1).max(64).optional(),
});

// Visibility only where the sweep judged it (the vessel has the limit, the ensemble the values).
const perLimitSchema = perQuantitySchema(fraction);
const hoursPerLimitSchema = perQuantitySchema(hours);

/** One storm against one departure: its closest approach, warning distance and cone. */
export const stormPassSchema = z.object({
  stormId: z.string(),
  name: z.string(),
  /** The storm's current category, as the service gives it. */
  category: z.string(),
  /** Null when no hour of the voyage falls within the storm's track times. */
  closestNm: z.number().nonnegative().nullable(),
  closestUtc: utcSecondsSchema.nullable(),
  /** The storm's position at the closest approach. */
  stormLat: latitudeSchema.nullable(),
  stormLon: longitudeSchema.nullable(),
  /** The leg sailed at the closest approach; null at a waypoint or without one. */
  legIndex: z.number().int().nonnegative().nullable(),
  /** Warning distance of the storm's category at the closest approach, NM. */
  warningNm: z.number().nonnegative(),
  /** Within the warning distance at some hour. */
  warningBroken: z.boolean(),
  /** A position inside the forecast cone. */
  insideCone: z.boolean(),
});
export type StormPass = z.infer<typeof stormPassSchema>;

export const worstStepSchema = z.object({
  timeUtc: utcSecondsSchema,
  legIndex: z.number().int().nonnegative().nullable(),
  lat: latitudeSchema,
  lon: longitudeSchema,
  quantity: quantitySchema,
  /** Share of members above any limit at this step. */
  share: fraction,
  shares: perLimitSchema,
});

export const departureRowSchema = z.object({
  departureUtc: utcSecondsSchema,
  arrivalUtc: utcSecondsSchema,
  /** 1 is the navigator's best choice under the sweep's ranking. */
  rank: z.number().int().positive(),
  /** Fraction of members above each limit at some step of the voyage (a member counts once). */
  exceedance: perLimitSchema,
  /** Hours above each limit, expected over the members. */
  hoursAbove: hoursPerLimitSchema,
  /** P90 over the members of each member's worst value along the voyage (for visibility the P10 of its minimum). */
  p90Max: perLimitFieldSchema(z.number().nullable()),
  /** False when the ensemble does not reach every step of the voyage (its horizon): figures cover part. */
  covered: z.boolean(),
  /** Every arrival constraint of the window holds. */
  meetsConstraints: z.boolean(),
  /** The constraints broken, in words ("arrives at night", "arrives after 3 Dec 12:00 UTC"). */
  constraintProblems: z.array(z.string()),
  /** Per leg sailed (waypoint index it starts at), the share of members above each limit on it. */
  legs: z.array(z.object({ legIndex: z.number().int().nonnegative(), exceedance: perLimitSchema })),
  /** The step with the largest share of members above a limit; null when none is. */
  worst: worstStepSchema.nullable(),
  /** The worst window in words; null when no member breaks a limit. */
  worstWords: z.string().nullable(),
  storms: z.array(stormPassSchema),
});
export type DepartureRowOut = z.infer<typeof departureRowSchema>;

/** What moved between the previous sweep of this voyage (other model runs) and this one. */
export const sweepChangeSchema = z.object({
  previousSweepId: idSchema,
  previousCreatedAtUtc: utcSecondsSchema,
  previousRuns: z.array(modelRunSchema),
  /** The change in words, most telling first. */
  words: z.array(z.string()),
  /** Departures in both sweeps: rank before and after. */
  ranks: z.array(
    z.object({
      departureUtc: utcSecondsSchema,
      before: z.number().int().positive(),
      after: z.number().int().positive(),
    }),
  ),
  /** Per leg and limit, the share of members above before and after, for the departure compared. */
  legs: z.array(
    z.object({
      legIndex: z.number().int().nonnegative(),
      quantity: quantitySchema,
      before: fraction,
      after: fraction,
    }),
  ),
  /** The departure the legs and storms compare (the top choice now). */
  comparedDepartureUtc: utcSecondsSchema.nullable(),
  /** Storms in both: how far the storm's position at the closest approach moved, NM. */
  storms: z.array(
    z.object({
      stormId: z.string(),
      name: z.string(),
      shiftNm: z.number().nonnegative(),
      closestBeforeNm: z.number().nonnegative().nullable(),
      closestAfterNm: z.number().nonnegative().nullable(),
    }),
  ),
});
export type SweepChange = z.infer<typeof sweepChangeSchema>;

export const departureSweepSchema = z.object({
  sweepId: idSchema,
  voyageId: idSchema,
  voyageRevision: revisionSchema,
  createdAtUtc: utcSecondsSchema,
  window: sweepWindowSchema,
  rank: departureRankingSchema,
  /** 'earliest': the highest exceedance counted as acceptable, 0..1. */
  riskCap: fraction,
  /** The limits judged (the voyage's, or those the request gave), as stored: see storedVesselLimitsSchema. */
  limits: storedVesselLimitsSchema,
  ensembleModels: z.object({ wind: z.string(), waves: z.string() }),
  /** In rank order. */
  departures: z.array(departureRowSchema),
  /** The top choice explained in words; null without departures. */
  top: z.object({ departureUtc: utcSecondsSchema, words: z.string() }).nullable(),
  /** Places along the route sampled (each one ensemble answer per model). */
  places: z.number().int().nonnegative(),
  creditsSpent: z.number().int().nonnegative(),
  provenance: provenanceSchema,
  change: sweepChangeSchema.nullable(),
});
export type DepartureSweep = z.infer<typeof departureSweepSchema>;

export const sweepSummarySchema = departureSweepSchema
  .pick({
    sweepId: true,
    voyageRevision: true,
    createdAtUtc: true,
    window: true,
    rank: true,
    creditsSpent: true,
    provenance: true,
  })
  .extend({
    /** Departures swept. */
    departureCount: z.number().int().nonnegative(),
    /** The top departure then; null without departures. */
    topDepartureUtc: utcSecondsSchema.nullable(),
  });
export type SweepSummary = z.infer<typeof sweepSummarySchema>;

const sweepRefShape = {
  voyageId: idSchema,
  /** The latest revision unless one is named. */
  revision: revisionSchema.optional(),
  window: sweepWindowSchema,
  options: sweepOptionsSchema.default({}),
  /**
   * The limits to judge instead of the voyage's (its vessel's, else the defaults with their 1 NM
   * visibility): the CLI without --vessel judges wind, gust and Hs only. Optional ones left out
   * are not judged; visibility given is judged where the ensemble model offers it.
   */
  limits: vesselLimitsSchema.optional(),
};

export const sweepEstimateSchema = z.object({
  /** Credits the sweep would spend now; answers already stored for the latest model run cost 0. */
  credits: z.number().int().nonnegative(),
  /** Ensemble and storm requests, and how many of them the store answers. */
  requests: z.number().int().nonnegative(),
  cachedRequests: z.number().int().nonnegative(),
  places: z.number().int().nonnegative(),
  departures: z.number().int().nonnegative(),
  /** What one forecast run of this voyage departing at the first departure would cost, for comparison. */
  runCredits: z.number().int().nonnegative(),
  /** The last time the ensemble reaches: departures arriving later are marked, not guessed. */
  horizonUtc: utcSecondsSchema,
});
export type SweepEstimate = z.infer<typeof sweepEstimateSchema>;

export const departureMethods = {
  'departures.estimate': method(z.strictObject(sweepRefShape), sweepEstimateSchema),
  /** Long work: progress events carry `taskId`. Answers the stored sweep, ranked. */
  'departures.sweep': method(
    z.strictObject({
      taskId: taskIdSchema,
      ...sweepRefShape,
      rank: departureRankingSchema.default('safest'),
      riskCap: fraction.optional(),
    }),
    departureSweepSchema,
  ),
  /** The sweeps of a voyage, newest first: the history of runs used. */
  'departures.list': method(z.strictObject({ voyageId: idSchema }), z.object({ sweeps: z.array(sweepSummarySchema) })),
  /** A stored sweep; stale when the service does not answer. */
  'departures.get': method(z.strictObject({ sweepId: idSchema }), departureSweepSchema),
};
