// Forecasts along a saved voyage: the credit estimate before, the run (long: progress events),
// and the immutable snapshots it stores (request, model runs, credits, values).
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../api/resources/common';
import { ENSEMBLE_HORIZON_H } from '../../schedule/ensemble-reach';
import { provenanceSchema } from '../provenance';
import { taskIdSchema } from '../task-id';
import { idSchema, method, utcSecondsSchema } from './method';
import { revisionSchema } from './voyages';

export const forecastOptionsSchema = z.strictObject({
  /** 51-member ensemble along the schedule, besides the deterministic shipping route. */
  ensemble: z.boolean().default(true),
  /** Tropical storms near the track. */
  storms: z.boolean().default(true),
  /** Ensemble model for wind and gust, from the catalogue (models.catalogue); default ECMWF ENS. */
  ensembleModel: z.string().trim().min(1).max(64).optional(),
  /** Ensemble model for the significant wave height; default ECMWF ENS WAM. */
  waveEnsembleModel: z.string().trim().min(1).max(64).optional(),
});
export type ForecastOptions = z.output<typeof forecastOptionsSchema>;

const voyageRefShape = {
  voyageId: idSchema,
  /** The latest revision unless one is named. */
  revision: revisionSchema.optional(),
  options: forecastOptionsSchema.default({ ensemble: true, storms: true }),
};

export const creditEstimateSchema = z.object({
  /** Credits the run would spend now; requests answered from the store cost 0. */
  credits: z.number().int().nonnegative(),
  requests: z.array(
    z.object({
      /** Endpoint id of shared/api, e.g. marine.shipping.route. */
      endpoint: z.string().min(1),
      credits: z.number().int().nonnegative(),
      /** Same request against the same model run is already stored. */
      cached: z.boolean(),
    }),
  ),
  /** The quick outlook's cost beside the full run's (forecasts.outlook: waypoints × elements). */
  outlook: z
    .object({
      credits: z.number().int().nonnegative(),
      /** Route ensemble requests, one per run of legs at one speed. */
      requests: z.number().int().nonnegative(),
      waypoints: z.number().int().nonnegative(),
      /** The cheaper of the two; 'same' when they cost alike. */
      cheaper: z.enum(['outlook', 'full', 'same']),
    })
    .optional(),
});
export type CreditEstimate = z.infer<typeof creditEstimateSchema>;

export const snapshotSummarySchema = z.object({
  snapshotId: idSchema,
  voyageId: idSchema,
  voyageRevision: revisionSchema,
  createdAtUtc: utcSecondsSchema,
  ensemble: z.boolean(),
  /** The ensemble models used (absent in snapshots made before the choice existed, and without the ensemble). */
  ensembleModels: z.object({ wind: z.string(), waves: z.string() }).optional(),
  /** Element keys present, e.g. windSpeed10m, waveheight_significant. */
  elements: z.array(z.string()),
  /** Positions along the schedule (one per model time step plus the waypoints). */
  stepCount: z.number().int().nonnegative(),
  /** Ensemble members per step; 0 for a deterministic-only snapshot. */
  memberCount: z.number().int().nonnegative(),
  creditsSpent: z.number().int().nonnegative(),
  provenance: provenanceSchema,
});
export type SnapshotSummary = z.infer<typeof snapshotSummarySchema>;

export const snapshotStepSchema = z.object({
  timeUtc: utcSecondsSchema,
  lat: latitudeSchema,
  lon: longitudeSchema,
  kind: z.enum(['waypoint', 'timestep']),
  /** Index of the waypoint for kind 'waypoint', else null. */
  waypointIndex: z.number().int().nonnegative().nullable(),
  /** Distance from the first waypoint along the route, metres. */
  distanceM: z.number().nonnegative(),
});

/** A missing value (model gap, element error) is null, never NaN. */
const valuesSchema = z.array(z.number().finite().nullable());

export const snapshotSeriesSchema = z.object({
  element: z.string(),
  level: z.string().nullable(),
  unit: z.string(),
  model: z.string(),
  /** The element could not be computed (spec §7); its values are then all null. */
  error: z.string().optional(),
  /** One value per step. */
  deterministic: valuesSchema,
  /** members[m][step]; empty for a deterministic-only snapshot. */
  members: z.array(valuesSchema),
});

/** Every series (deterministic row and each member) has one value per step or time. */
function checkSeriesLengths(
  series: readonly z.output<typeof snapshotSeriesSchema>[],
  count: number,
  per: 'step' | 'time',
  ctx: z.RefinementCtx,
): void {
  series.forEach((s, i) => {
    if (s.deterministic.length !== count) {
      ctx.addIssue({
        code: 'custom',
        message: `needs ${count} values, one per ${per}`,
        path: ['series', i, 'deterministic'],
      });
    }
    s.members.forEach((member, m) => {
      if (member.length !== count) {
        ctx.addIssue({
          code: 'custom',
          message: `needs ${count} values, one per ${per}`,
          path: ['series', i, 'members', m],
        });
      }
    });
  });
}

export const snapshotSchema = z
  .object({
    summary: snapshotSummarySchema,
    steps: z.array(snapshotStepSchema),
    series: z.array(snapshotSeriesSchema),
  })
  .superRefine((snapshot, ctx) => checkSeriesLengths(snapshot.series, snapshot.steps.length, 'step', ctx));
export type Snapshot = z.infer<typeof snapshotSchema>;

/** Hours of forecast a point answer can hold: the ensemble's horizon from its run. */
export const POINT_FORECAST_MAX_HOURS = ENSEMBLE_HORIZON_H;

export const pointForecastInputSchema = z.strictObject({
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** Start of the window, Unix seconds UTC; default three hours before now. */
  fromUtc: utcSecondsSchema.optional(),
  /** Length of the window, hours; default the whole run ahead. */
  hours: z.number().int().min(1).max(POINT_FORECAST_MAX_HOURS).optional(),
  /** The voyage the credits are booked to, when the point was picked on one. */
  voyageId: idSchema.optional(),
  /** The ensemble models the forecast panel has chosen (forecast options); default ECMWF ENS and ENS WAM. */
  ensembleModel: z.string().trim().min(1).max(64).optional(),
  waveEnsembleModel: z.string().trim().min(1).max(64).optional(),
});

/**
 * The forecast at one position over time: the deterministic timeseries (weather and sea) and
 * the ensemble (wind, gust, Hs members) on one time axis, in the snapshot's series shape, so
 * shared/forecast reads it as it reads a voyage (findQuantity, ensembleStatsAlong, exceedance).
 */
export const pointForecastSchema = z
  .object({
    lat: latitudeSchema,
    lon: longitudeSchema,
    /** Hourly, ascending; ensemble members have values at their own (3-hourly) steps only. */
    timesUtc: z.array(utcSecondsSchema),
    series: z.array(snapshotSeriesSchema),
    /** Credits this answer spent; 0 when every part came from the store. */
    creditsSpent: z.number().int().nonnegative(),
    provenance: provenanceSchema,
  })
  .superRefine((point, ctx) => checkSeriesLengths(point.series, point.timesUtc.length, 'time', ctx));
export type PointForecast = z.infer<typeof pointForecastSchema>;

export const forecastMethods = {
  'forecasts.estimate': method(z.strictObject(voyageRefShape), creditEstimateSchema),
  /** Long work: progress events carry `taskId`. Answers the stored snapshot's id and summary. */
  'forecasts.run': method(
    z.strictObject({ taskId: taskIdSchema, ...voyageRefShape }),
    z.object({ snapshotId: idSchema, summary: snapshotSummarySchema }),
  ),
  'forecasts.list': method(
    z.strictObject({ voyageId: idSchema }),
    z.object({ snapshots: z.array(snapshotSummarySchema) }),
  ),
  'forecasts.get': method(z.strictObject({ snapshotId: idSchema }), snapshotSchema),
  /** The ensemble and deterministic forecast at one position (a step or waypoint picked on a voyage). */
  'forecasts.point': method(pointForecastInputSchema, pointForecastSchema),
};
