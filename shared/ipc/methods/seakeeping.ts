// The voyage mode of the seakeeping check (issue 29): a saved voyage's every ensemble step judged
// by IMO MSC.1/Circ.1228 annex 4.2 in each of the wave ensemble's members, for one hull. The
// hull is the profile's (shared/domain/vessel-hull-schema.ts), its draught optional.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../api/resources/common';
import { HULL_RANGES, hullShape, shorterThanLength, type HullWords } from '../../domain/vessel-hull-schema';
import { DANGER_KINDS, type DangerKind } from '../../seakeeping/imo-1228';
import { provenanceSchema } from '../provenance';
import { taskIdSchema } from '../task-id';
import { idSchema, method, utcSecondsSchema } from './method';
import { revisionSchema } from './voyages';

// The transports put the field's path before these words and never repeat the value.
const CONTRACT_WORDS: HullWords = {
  range: (field) => `must be ${HULL_RANGES[field].min} to ${HULL_RANGES[field].max} m`,
  notShorter: (field) => `the ${field === 'beamM' ? 'breadth' : 'draught'} must be less than the length`,
};
const hull = hullShape(CONTRACT_WORDS);

/** The ship as the circular's method needs her (shared/seakeeping/encounter.ts ShipHull). */
export const shipHullSchema = z
  .strictObject({
    lengthM: hull.lengthM,
    beamM: hull.beamM,
    gmM: hull.gmM,
    /** Absent: assumed from the breadth (roll-period.ts). */
    draughtM: hull.draughtM.optional(),
  })
  .superRefine(shorterThanLength(CONTRACT_WORDS));

export const dangerKindSchema = z.enum(DANGER_KINDS as [DangerKind, ...DangerKind[]]);

const fraction = z.number().min(0).max(1);

/** The speed or course that leaves a zone in every member (shared/seakeeping/way-out.ts WayOut). */
export const wayOutSchema = z.object({
  /** The highest speed below the planned one, 0.1 kn steps, at which no member is in the zone; null if none. */
  slowToKn: z.number().nonnegative().nullable(),
  /** Every speed below slowToKn leaves it too ("or less"). */
  slowerStaysOut: z.boolean(),
  /** When no slower speed leaves: the lowest faster one that does, kn; else null. */
  speedUpToKn: z.number().nonnegative().nullable(),
  /** The smallest alteration to port, whole degrees 1–180, that leaves it in every member; null if none. */
  portDeg: z.number().int().min(1).max(180).nullable(),
  /** The same to starboard. */
  starboardDeg: z.number().int().min(1).max(180).nullable(),
});
const count = z.number().int().nonnegative();

const seakeepingRefShape = {
  voyageId: idSchema,
  /** The latest revision unless one is named. */
  revision: revisionSchema.optional(),
  hull: shipHullSchema,
  /** The wave ensemble; default a forecast run's (ECMWF ENS WAM). */
  options: z.strictObject({ waveEnsembleModel: z.string().trim().min(1).max(64).optional() }).default({}),
};

export const seakeepingEstimateSchema = z.object({
  /** Credits the check would spend now; answers already stored for the latest model run cost 0. */
  credits: count,
  requests: count,
  cachedRequests: count,
  /** Places along the route asked (one wave ensemble answer each). */
  places: count,
  /** Ensemble steps of the voyage the ensemble reaches, and those it does not (before it, after it). */
  steps: count,
  cutBefore: count,
  cutAfter: count,
  /** The last instant the ensemble reaches, Unix seconds UTC. */
  horizonUtc: utcSecondsSchema,
});
export type SeakeepingEstimate = z.infer<typeof seakeepingEstimateSchema>;

export const seakeepingStepSchema = z.object({
  /** An ensemble step, Unix seconds UTC. */
  timeUtc: utcSecondsSchema,
  /** The ship's planned position. */
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** The leg sailed; null in a stay. */
  legIndex: count.nullable(),
  /** Heading along the leg, degrees true; null in a stay (moored or at anchor: nothing is judged). */
  headingDeg: z.number().min(0).max(360).nullable(),
  /** Planned speed, kn; 0 in a stay. */
  speedKn: z.number().nonnegative(),
  /** Members with a whole sea (height, direction, period) at this step: the shares' denominator. */
  members: count,
  /** Only the zones some member puts her in, in the annex's order. */
  dangers: z.array(
    z.object({
      kind: dangerKindSchema,
      shareOfMembers: fraction,
      /** What leaves the zone in every member (shared/seakeeping/member-shares.ts memberWayOut). */
      wayOut: wayOutSchema.optional(),
    }),
  ),
});
export type SeakeepingStep = z.infer<typeof seakeepingStepSchema>;

export const voyageSeakeepingSchema = z.object({
  voyageId: idSchema,
  voyageRevision: revisionSchema,
  /** The hull judged, with the draught used and whether it was assumed. */
  hull: z.object({
    lengthM: z.number(),
    beamM: z.number(),
    gmM: z.number(),
    draughtM: z.number(),
    draughtAssumed: z.boolean(),
  }),
  steps: z.array(seakeepingStepSchema),
  /** Steps of the voyage left out: before the ensemble's reach, and past its horizon. */
  cutBefore: count,
  cutAfter: count,
  horizonUtc: utcSecondsSchema,
  /** The wave ensemble model read. */
  waveModel: z.string(),
  places: count,
  creditsSpent: count,
  provenance: provenanceSchema,
});
export type VoyageSeakeeping = z.infer<typeof voyageSeakeepingSchema>;

export const seakeepingMethods = {
  'seakeeping.estimate': method(z.strictObject(seakeepingRefShape), seakeepingEstimateSchema),
  /** Long work: progress events carry `taskId`. */
  'seakeeping.voyage': method(z.strictObject({ taskId: taskIdSchema, ...seakeepingRefShape }), voyageSeakeepingSchema),
};
