// Model choice (spec §2.2, §2.7) and the route ensemble (spec §2.5): the ensemble catalogue at
// the route's points, two to four models side by side at one point, and the quick outlook of a
// voyage (mean wind and gust at each waypoint at its ETA) from the route ensemble.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../api/resources/common';
import { modelCatalogueEntrySchema } from '../../api/resources/models';
import { provenanceSchema } from '../provenance';
import { idSchema, method, utcSecondsSchema } from './method';
import { revisionSchema } from './voyages';
import { taskIdSchema } from '../task-id';

/** Points a catalogue question may name: one catalogue request each (1 credit unless stored). */
export const CATALOGUE_MAX_POINTS = 20;
/** Models a comparison puts side by side. */
export const COMPARE_MIN_MODELS = 2;
export const COMPARE_MAX_MODELS = 4;

const pointSchema = z.strictObject({ lat: latitudeSchema, lon: longitudeSchema });
const modelIdSchema = z.string().trim().min(1).max(64);

export const modelCatalogueSchema = z.object({
  /** The models the catalogue lists at every point asked (all of them when none was). */
  models: z.array(modelCatalogueEntrySchema),
  /** Credits this answer spent; 0 when every point's catalogue came from the store. */
  creditsSpent: z.number().int().nonnegative(),
  provenance: provenanceSchema,
});
export type ModelCatalogue = z.infer<typeof modelCatalogueSchema>;

export const modelCompareInputSchema = z.strictObject({
  lat: latitudeSchema,
  lon: longitudeSchema,
  models: z
    .array(modelIdSchema)
    .min(COMPARE_MIN_MODELS, { error: `choose at least ${COMPARE_MIN_MODELS} models to compare` })
    .max(COMPARE_MAX_MODELS, { error: `choose at most ${COMPARE_MAX_MODELS} models to compare` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'names a model twice' }),
  /** Element id of the catalogue, e.g. windspeed. */
  element: z.string().trim().min(1).max(64),
  /** One of the element's levels; default its first (10m for wind where offered). */
  level: z.string().trim().min(1).max(32).optional(),
});

export const modelSeriesSchema = z.object({
  model: z.string(),
  /** The run the values come from; null when the model gave no answer. */
  runUtc: utcSecondsSchema.nullable(),
  timesUtc: z.array(utcSecondsSchema),
  /** One per time; null for a gap. */
  values: z.array(z.number().finite().nullable()),
  /** Why this model has no values (the others still show). */
  error: z.string().optional(),
});
export type ModelSeries = z.infer<typeof modelSeriesSchema>;

export const modelComparisonSchema = z.object({
  lat: latitudeSchema,
  lon: longitudeSchema,
  element: z.string(),
  level: z.string().nullable(),
  /** Unit of every series' values, as the service wrote it (kt for wind, m for waves). */
  unit: z.string(),
  series: z.array(modelSeriesSchema),
  creditsSpent: z.number().int().nonnegative(),
  provenance: provenanceSchema,
});
export type ModelComparison = z.infer<typeof modelComparisonSchema>;

export const outlookInputSchema = z.strictObject({
  voyageId: idSchema,
  revision: revisionSchema.optional(),
  /** The ensemble model for wind and gust; default the forecast's (ECMWF ENS). */
  ensembleModel: modelIdSchema.optional(),
  /** An id tasks.cancel can stop a long outlook (a voyage of many waypoints) by. */
  taskId: taskIdSchema.optional(),
});

export const outlookRowSchema = z.object({
  waypointIndex: z.number().int().nonnegative(),
  name: z.string(),
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** 'arrival' at a waypoint, or 'departure' after a stay there. */
  event: z.enum(['arrival', 'departure']),
  /** When the ship is there on Passage's schedule, Unix seconds UTC. */
  etaUtc: utcSecondsSchema,
  /** Ensemble mean at the forecast step nearest the ETA, knots; null beyond the model's range. */
  windKn: z.number().finite().nullable(),
  gustKn: z.number().finite().nullable(),
});
export type OutlookRow = z.infer<typeof outlookRowSchema>;

export const outlookSchema = z.object({
  voyageId: idSchema,
  voyageRevision: revisionSchema,
  model: z.string(),
  rows: z.array(outlookRowSchema),
  /** Route ensemble requests made (one per run of legs at one speed). */
  requests: z.number().int().nonnegative(),
  creditsSpent: z.number().int().nonnegative(),
  provenance: provenanceSchema,
});
export type Outlook = z.infer<typeof outlookSchema>;

export const modelMethods = {
  'models.catalogue': method(
    z.strictObject({ points: z.array(pointSchema).max(CATALOGUE_MAX_POINTS).optional() }),
    modelCatalogueSchema,
  ),
  'models.compare': method(modelCompareInputSchema, modelComparisonSchema),
  /** The quick outlook: the route ensemble's mean wind and gust at each waypoint at its ETA. */
  'forecasts.outlook': method(outlookInputSchema, outlookSchema),
};
