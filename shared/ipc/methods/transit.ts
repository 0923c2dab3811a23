// Crew journeys (spec §4.6, §2.16, §2.17): Dutch public transport stop places near a berth, a
// journey search streamed from the transit planner mixer (each result a progress event as it
// arrives), its cancel, and the journeys chosen for a voyage (kept for the report).
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../api/resources/common';
import { provenanceSchema } from '../provenance';
import { taskIdSchema } from '../task-id';
import { idSchema, method, utcSecondsSchema } from './method';

const pointSchema = z.strictObject({ lat: latitudeSchema, lon: longitudeSchema });

export const transitStopSchema = z.object({
  /** e.g. NL:S:123456 (spec §2.16). */
  id: z.string(),
  name: z.string(),
  town: z.string(),
  lat: latitudeSchema,
  lon: longitudeSchema,
});
export type TransitStop = z.infer<typeof transitStopSchema>;

export const stopsAnswerSchema = z.object({
  stops: z.array(transitStopSchema),
  provenance: provenanceSchema,
});

/** `arriveBy`: the journey must arrive by `timeUtc`; `departAfter`: leave at or after it. */
export const journeyModeSchema = z.enum(['arriveBy', 'departAfter']);
export type JourneyMode = z.infer<typeof journeyModeSchema>;

/** One leg: a walk or ride, its stops and times (Unix seconds UTC) and its decoded route. */
export const journeyLegSchema = z.object({
  /** e.g. WALK, BICYCLE, RAIL, TRAM, BUS. */
  mode: z.string(),
  /** The line's public code or name (e.g. "Intercity", "RET 2"); '' for a walk or ride of one's own. */
  line: z.string(),
  /** Where the leg starts and ends: a stop or a place name. */
  from: z.string(),
  to: z.string(),
  /** Where the leg is boarded, when it is a ride with a platform. */
  platform: z.string().optional(),
  /** The direction shown on the vehicle, for a ride. */
  direction: z.string().optional(),
  aimedDepartureUtc: utcSecondsSchema,
  expectedDepartureUtc: utcSecondsSchema.optional(),
  aimedArrivalUtc: utcSecondsSchema,
  expectedArrivalUtc: utcSecondsSchema.optional(),
  distanceM: z.number().nonnegative(),
  /** [latitude, longitude] points decoded from the leg's encoded polyline. */
  path: z.array(z.tuple([latitudeSchema, longitudeSchema])),
});
export type JourneyLeg = z.infer<typeof journeyLegSchema>;

export const journeySchema = z.object({
  /** The mixer's rank: higher is better. */
  grade: z.number().int(),
  /** How it differs from the default plan, e.g. "bicycle-first-mile"; [] for the default plan. */
  modifiers: z.array(z.string()),
  /** Expected times (aimed where no expectation is given), Unix seconds UTC. */
  departureUtc: utcSecondsSchema,
  arrivalUtc: utcSecondsSchema,
  durationMin: z.number().int().nonnegative(),
  transfers: z.number().int().nonnegative(),
  walkMin: z.number().int().nonnegative(),
  waitMin: z.number().int().nonnegative(),
  legs: z.array(journeyLegSchema),
});
export type Journey = z.infer<typeof journeySchema>;

export const journeysInputSchema = z.strictObject({
  taskId: taskIdSchema,
  /** A point (the berth) or a stop place id from transit.stops. */
  from: z.union([
    pointSchema.extend({ name: z.string().max(200).optional() }),
    z.strictObject({ stopId: z.string(), name: z.string().max(200).optional() }),
  ]),
  to: pointSchema.extend({ name: z.string().max(200).optional() }),
  mode: journeyModeSchema,
  timeUtc: utcSecondsSchema,
  /** The voyage the search is for: its credits go on that voyage's ledger. */
  voyageId: idSchema.optional(),
});

export const journeysAnswerSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  /** Ranked by grade, best first. */
  journeys: z.array(journeySchema),
  /** False when the search ended early (a dropped socket, a cancel): the journeys are those so far. */
  complete: z.boolean(),
  /** Journeys the mixer offered that leave before a departAfter time or arrive after an arriveBy time. */
  dropped: z.number().int().nonnegative(),
  /** Why the search ended early, in words. */
  problem: z.string().optional(),
  provenance: provenanceSchema,
});
export type JourneysAnswer = z.infer<typeof journeysAnswerSchema>;

/** Relieving crew travel to the ship, signed-off crew away from it. */
export const crewPurposeSchema = z.enum(['relieving', 'signed-off']);
export type CrewPurpose = z.infer<typeof crewPurposeSchema>;

export const chosenJourneySchema = z.object({
  purpose: crewPurposeSchema,
  origin: z.string(),
  destination: z.string(),
  journey: journeySchema,
});
export type ChosenJourney = z.infer<typeof chosenJourneySchema>;

/** At most this many journeys are kept per voyage: a crew change is a few groups. */
export const MAX_CHOSEN_JOURNEYS = 20;

const chosenSchema = z.object({ voyageId: idSchema, journeys: z.array(chosenJourneySchema) });

export const transitMethods = {
  'transit.stops': method(pointSchema, stopsAnswerSchema),
  'transit.journeys': method(journeysInputSchema, journeysAnswerSchema),
  /** Stops a running search; it then answers with what it had. False when no such search runs. */
  'transit.cancel': method(z.strictObject({ taskId: taskIdSchema }), z.object({ cancelled: z.boolean() })),
  /** Replaces the voyage's chosen journeys. */
  'transit.choose': method(
    z.strictObject({ voyageId: idSchema, journeys: z.array(chosenJourneySchema).max(MAX_CHOSEN_JOURNEYS) }),
    chosenSchema,
  ),
  'transit.chosen': method(z.strictObject({ voyageId: idSchema }), chosenSchema),
};
