// Model catalogue of the ensemble models endpoint (spec §2.2, §4.2): which models, elements,
// levels and units the service offers, so requests can be checked against what exists.
import { z } from 'zod';
import { unixSecondsSchema } from './common';

export const modelElementSchema = z.object({
  /** Element id, e.g. windspeed or waveheight_significant. */
  id: z.string(),
  name: z.string(),
  /** Allowed units; may be empty. */
  units: z.array(z.string()),
  /** Allowed levels; empty when the element has no level. */
  levels: z.array(z.string()),
  /** Absent when `units` is empty. Not cross-checked against `units`: the spec only observes it. */
  unitDefault: z.string().optional(),
});
export type ModelElement = z.infer<typeof modelElementSchema>;

export const modelCatalogueEntrySchema = z.object({
  /** Used as the `model` parameter elsewhere. */
  id: z.string(),
  name: z.string(),
  /** e.g. Deterministic or AI. */
  type: z.string(),
  region: z.string(),
  /** e.g. atmosphere. */
  category: z.string(),
  elements: z.array(modelElementSchema),
  /** Available runs, Unix seconds. */
  runtimes: z.array(unixSecondsSchema),
  institute: z.string(),
  /** Grid resolution as text, e.g. "0.25°". */
  resolution: z.string(),
});
export type ModelCatalogueEntry = z.infer<typeof modelCatalogueEntrySchema>;

/** GET /v1/weather/ensemble/models. */
export const ensembleModelsResultSchema = z.object({
  models: z.array(modelCatalogueEntrySchema),
});
export type EnsembleModelsResult = z.infer<typeof ensembleModelsResultSchema>;
