// Transit planner mixer result (spec §2.17): one ranked trip plan pushed over the socket.
// The wire format is protobuf; this schema checks the message once it is decoded to an object.
import { z } from 'zod';
import { httpUrlSchema, integerSchema, isoDateTimeSchema, latitudeSchema, longitudeSchema } from './common';

const namedPlaceSchema = z.object({
  name: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});

export const quaySchema = z.object({
  id: z.string(),
  name: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  wheelchairAccessible: z.boolean().optional(),
});
export type Quay = z.infer<typeof quaySchema>;

export const estimatedCallSchema = z.object({
  quay: quaySchema,
  aimedPlatform: z.string(),
  /** Arrival times are missing at the origin, departure times at the destination. */
  aimedArrivalTime: isoDateTimeSchema.optional(),
  aimedDepartureTime: isoDateTimeSchema.optional(),
  expectedArrivalTime: isoDateTimeSchema.optional(),
  expectedDepartureTime: isoDateTimeSchema.optional(),
  destinationDisplay: z.object({ frontText: z.string() }),
});
export type EstimatedCall = z.infer<typeof estimatedCallSchema>;

export const transitLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  publicCode: z.string(),
  /** Colours and the like; may be empty and its fields are not shown, so kept as given. */
  presentation: z.looseObject({}),
  transportMode: z.string(),
  transportSubmode: z.string(),
});

export const transitAuthoritySchema = z.object({
  id: z.string(),
  url: httpUrlSchema,
  name: z.string(),
  phone: z.string(),
  timezone: z.string(),
});

export const serviceJourneySchema = z.object({
  id: z.string(),
  publicCode: z.string(),
  privateCode: z.string(),
  bikesAllowed: z.boolean(),
  directionType: z.string(),
  transportMode: z.string(),
  transportSubmode: z.string(),
});

export const transitLegDetailSchema = z.object({
  id: z.string().optional(),
  /** e.g. TRAM, RAIL. */
  mode: z.string(),
  realtime: z.boolean(),
  serviceDate: z.iso.date(),
  line: transitLineSchema,
  authority: transitAuthoritySchema,
  serviceJourney: serviceJourneySchema,
  fromEstimatedCall: estimatedCallSchema,
  toEstimatedCall: estimatedCallSchema,
  intermediateEstimatedCalls: z.array(estimatedCallSchema),
});
export type TransitLegDetail = z.infer<typeof transitLegDetailSchema>;

export const nonTransitLegDetailSchema = z.object({
  /** e.g. WALK. */
  mode: z.string(),
  fromPlace: namedPlaceSchema,
  toPlace: namedPlaceSchema.extend({ quay: quaySchema.optional() }),
});
export type NonTransitLegDetail = z.infer<typeof nonTransitLegDetailSchema>;

export const legSchema = z
  .object({
    /** Metres. */
    distance: z.number(),
    /** Minutes. */
    duration: integerSchema,
    aimedStartTime: isoDateTimeSchema,
    aimedEndTime: isoDateTimeSchema,
    expectedStartTime: isoDateTimeSchema,
    expectedEndTime: isoDateTimeSchema,
    pointsOnLink: z.object({
      /** Number of encoded points. */
      length: integerSchema,
      /** Encoded polyline. */
      points: z.string(),
    }),
    transitLeg: transitLegDetailSchema.optional(),
    nonTransitLeg: nonTransitLegDetailSchema.optional(),
  })
  .superRefine((leg, ctx) => {
    // Exactly one: the issue sits on the leg itself, so its path names the leg.
    const count = Number(leg.transitLeg !== undefined) + Number(leg.nonTransitLeg !== undefined);
    if (count !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `a leg must carry exactly one of transitLeg or nonTransitLeg, found ${count}`,
      });
    }
  });
export type Leg = z.infer<typeof legSchema>;

export const tripSchema = z.object({
  id: z.string(),
  legs: z.array(legSchema),
  /** Metres. */
  distance: z.number(),
  /** Minutes. */
  duration: integerSchema,
  /** Minutes. */
  walkTime: integerSchema,
  transfers: integerSchema,
  /** Minutes. */
  waitingTime: integerSchema,
  /** Metres walked. */
  streetDistance: z.number(),
  aimedStartTime: isoDateTimeSchema,
  aimedEndTime: isoDateTimeSchema,
  expectedStartTime: isoDateTimeSchema,
  expectedEndTime: isoDateTimeSchema,
});
export type Trip = z.infer<typeof tripSchema>;

/** One message of SOCKET /v1/transit/plannermixer. */
export const mixerResultSchema = z.object({
  /** Ranks alternatives. */
  grade: integerSchema,
  /** How this result differs from the default plan request; item shape not shown. */
  modifiers: z.array(z.unknown()).optional(),
  trips: z.array(tripSchema),
  /** Time of generation, ISO 8601 with offset. */
  timestamp: isoDateTimeSchema,
  containsOnDemand: z.boolean(),
});
export type MixerResult = z.infer<typeof mixerResultSchema>;
