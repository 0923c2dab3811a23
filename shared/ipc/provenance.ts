// Where a piece of service data came from and how old it is; every output carrying service
// data has one, so the UI can mark demo data and stale answers served from the store.
import { z } from 'zod';
import { unixSecondsSchema } from '../api/resources/common';

export const modelRunSchema = z.object({
  /** Model id as the service names it, e.g. ecmwfhresglobal. */
  id: z.string().min(1),
  /** Model run (initialisation) time, Unix seconds UTC. */
  runUtc: unixSecondsSchema,
});
export type ModelRun = z.infer<typeof modelRunSchema>;

export const provenanceSchema = z.object({
  /** 'demo': synthetic sandbox data, never for navigation. */
  source: z.enum(['live', 'demo']),
  /**
   * True when the answer comes from the store past its freshness (a newer model run may be
   * out), or when the service did not answer and fresher data could not be asked for.
   */
  stale: z.boolean(),
  /** When the data was fetched from the service, Unix seconds UTC. */
  fetchedAtUtc: unixSecondsSchema,
  /** Age of the data when answered, seconds. */
  ageS: z.number().nonnegative().finite(),
  /** Model runs behind the data; empty for data without a model (ports, vessels, places). */
  models: z.array(modelRunSchema),
});
export type Provenance = z.infer<typeof provenanceSchema>;
