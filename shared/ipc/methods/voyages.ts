// Voyages: the navigator's saved work, with every revision kept, plus one autosaved draft.
import { z } from 'zod';
import { storedVoyageSchema, voyageNameSchema, voyageSchema } from '../../domain/voyage';
import { idSchema, method, noInput, utcSecondsSchema } from './method';

export const revisionSchema = z.number().int().positive();

export const voyageSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The latest revision. */
  revision: revisionSchema,
  savedAtUtc: utcSecondsSchema,
  departureUtc: z.number().finite(),
  waypointCount: z.number().int().nonnegative(),
});
export type VoyageSummary = z.infer<typeof voyageSummarySchema>;

export const savedVoyageSchema = z.object({
  id: idSchema,
  revision: revisionSchema,
  savedAtUtc: utcSecondsSchema,
  /** As saved, perhaps by an earlier Passage before today's limits: read leniently, never lost. */
  voyage: storedVoyageSchema,
});

/** A name given in so many words: rename and duplicate refuse an empty one. */
const givenNameSchema = voyageNameSchema.min(1, 'a voyage needs a name: at least one character');

const savedRefSchema = z.object({ id: idSchema, revision: revisionSchema, savedAtUtc: utcSecondsSchema });

export const voyageMethods = {
  'voyages.list': method(noInput, z.object({ voyages: z.array(voyageSummarySchema) })),
  /** The latest revision unless one is named. */
  'voyages.get': method(z.strictObject({ id: idSchema, revision: revisionSchema.optional() }), savedVoyageSchema),
  'voyages.history': method(
    z.strictObject({ id: idSchema }),
    z.object({
      id: idSchema,
      revisions: z.array(z.object({ revision: revisionSchema, savedAtUtc: utcSecondsSchema, name: z.string() })),
    }),
  ),
  /**
   * A new voyage without `id`; a new revision of an existing one with it. `baseRevision`, when
   * given, must be the latest revision, else 'conflict' (another window saved meanwhile).
   */
  'voyages.save': method(
    z.strictObject({ id: idSchema.optional(), baseRevision: revisionSchema.optional(), voyage: voyageSchema }),
    savedRefSchema,
  ),
  'voyages.rename': method(z.strictObject({ id: idSchema, name: givenNameSchema }), savedRefSchema),
  'voyages.duplicate': method(z.strictObject({ id: idSchema, name: givenNameSchema.optional() }), savedRefSchema),
  'voyages.delete': method(z.strictObject({ id: idSchema }), z.object({ id: idSchema })),
  /** One draft per voyage (`voyageId: null` for a voyage never saved); overwritten each time. */
  'voyages.saveDraft': method(
    z.strictObject({ voyageId: idSchema.nullable(), voyage: voyageSchema }),
    z.object({ savedAtUtc: utcSecondsSchema }),
  ),
  'voyages.loadDraft': method(
    z.strictObject({ voyageId: idSchema.nullable() }),
    z.object({ draft: z.object({ voyage: storedVoyageSchema, savedAtUtc: utcSecondsSchema }).nullable() }),
  ),
};
