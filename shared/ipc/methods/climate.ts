// Climate (spec §2.11, §4.2 GET /v1/weather/climate): ten-year monthly averages at a place, and
// the climate outlook along a saved voyage for a passage beyond the forecast range.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../api/resources/common';
import { climatePeriodSchema } from '../../api/resources/climate';
import { CLIMATE_PERIODS } from '../../api/request/endpoint-params';
import { provenanceSchema } from '../provenance';
import { idSchema, method, utcSecondsSchema } from './method';
import { revisionSchema } from './voyages';

export const climatePeriodKindSchema = z.enum(CLIMATE_PERIODS);
export type ClimatePeriodKind = z.infer<typeof climatePeriodKindSchema>;

/** Positions an outlook asks at most (one credit each when not stored): the cap keeps it cheap. */
export const CLIMATE_OUTLOOK_MAX_SAMPLES = 12;

const placeSchema = z.object({ lat: latitudeSchema, lon: longitudeSchema });

const monthSchema = z.number().int().min(1).max(12);

export const climateAnswerSchema = z.object({
  place: placeSchema,
  /** The period the service answered with (spec §2.11: `month`, whatever was asked). */
  period: climatePeriodKindSchema,
  /** As the service gives them: wind and gust m/s, temperatures °C, precipitation mm, sunshine h. */
  periods: z.array(climatePeriodSchema),
  provenance: provenanceSchema,
});
export type ClimateAnswer = z.infer<typeof climateAnswerSchema>;

export const climateSampleSchema = z.object({
  kind: z.enum(['departure', 'route', 'arrival']),
  /** The position the climate was asked for (rounded so nearby samples share one answer). */
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** The planned time there, Unix seconds UTC. */
  etaUtc: utcSecondsSchema,
  /** Distance from departure along the route, NM. */
  distanceNm: z.number().nonnegative(),
  /** The month of the ETA (UTC), 1..12. */
  month: monthSchema,
  /** Ten-year mean wind and gust for that month, m/s; null when neither the service nor the store had it. */
  windSpeedMs: z.number().nullable(),
  windGustMs: z.number().nullable(),
});
export type ClimateSample = z.infer<typeof climateSampleSchema>;

const endTableSchema = z.object({
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** Twelve months; empty when neither the service nor the store had them. */
  periods: z.array(climatePeriodSchema),
});

export const climateOutlookSchema = z.object({
  voyageId: idSchema,
  voyageRevision: revisionSchema,
  departureUtc: utcSecondsSchema,
  arrivalUtc: utcSecondsSchema,
  samples: z.array(climateSampleSchema).max(CLIMATE_OUTLOOK_MAX_SAMPLES),
  /** The calendar months (UTC) from departure to arrival, in order. */
  months: z.array(z.object({ year: z.number().int(), month: monthSchema })),
  departure: endTableSchema,
  arrival: endTableSchema,
  /** Credits spent on this answer (0 when every climate answer was stored). */
  creditsSpent: z.number().int().nonnegative(),
  /** The oldest of the answers used; stale when any was served from the store after the service failed. */
  provenance: provenanceSchema,
});
export type ClimateOutlook = z.infer<typeof climateOutlookSchema>;

export const climateMethods = {
  'weather.climate': method(
    z.strictObject({
      lat: latitudeSchema,
      lon: longitudeSchema,
      period: climatePeriodKindSchema.default('month'),
    }),
    climateAnswerSchema,
  ),
  'weather.climateOutlook': method(
    z.strictObject({ voyageId: idSchema, revision: revisionSchema.optional() }),
    climateOutlookSchema,
  ),
};
