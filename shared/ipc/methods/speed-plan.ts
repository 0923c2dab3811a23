// Arriving on time with the least fuel (issue 28): the optimised route's commanded speed per leg to
// meet a required time of arrival, beside the planned speed then waiting at anchor. Advisory.
import { z } from 'zod';
import { fuelTypeSchema } from '../../domain/voyage';
import { utcSecondsSchema } from './method';

const tonnes = z.number().nonnegative();

export const speedPlanLegSchema = z.object({
  /** The leg runs from waypoint `fromIndex` to `fromIndex + 1` of the optimised route. */
  fromIndex: z.number().int().nonnegative(),
  toIndex: z.number().int().positive(),
  /** Commanded speed through the water in calm water (the engine setting), knots. */
  speedKn: z.number().positive(),
  /** Planned arrival at the leg's end, the weather's speed loss included. */
  etaUtc: utcSecondsSchema,
  fuelT: tonnes,
  /** No speed in the vessel's range keeps this leg within the limits: sailed anyway. */
  breach: z.boolean(),
});

const sailingSchema = z.object({
  etaUtc: utcSecondsSchema,
  fuelT: tonnes,
  co2T: tonnes,
  /** Hours at anchor before the RTA; seconds late after it. */
  waitH: z.number().nonnegative(),
  lateS: z.number().nonnegative(),
});

export const speedPlanSchema = sailingSchema.extend({
  arriveByUtc: utcSecondsSchema,
  /** 'late': not even the most speed meets the RTA; 'early': the least speed arrives before it, then waits. */
  verdict: z.enum(['on-time', 'late', 'early']),
  legs: z.array(speedPlanLegSchema),
  /** The planned speed throughout, then at anchor until the RTA. */
  fullSpeed: sailingSchema.extend({ speedKn: z.number().positive() }),
  /** Fuel and CO2 saved against the full speed and wait (negative when the plan burns more). */
  savedFuelT: z.number(),
  savedCo2T: z.number(),
  /** The fuel model the figures come from, and what of it was assumed (null when nothing). */
  vessel: z.object({
    serviceSpeedKn: z.number().positive(),
    serviceTPerDay: tonnes,
    minSpeedKn: z.number().positive(),
    maxSpeedKn: z.number().positive(),
    fuelType: fuelTypeSchema,
    loading: z.enum(['laden', 'ballast']),
    co2Factor: z.number().positive(),
    assumed: z.string().nullable(),
  }),
});
export type SpeedPlanResult = z.infer<typeof speedPlanSchema>;
