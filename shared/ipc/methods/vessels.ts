// Vessels: the service's search (spec §4.3, paged) and the navigator's own profiles with limits.
import { z } from 'zod';
import { vesselSearchResultSchema } from '../../api/resources/vessels';
import { storedVesselSchema, vesselSchema } from '../../domain/voyage';
import { provenanceSchema } from '../provenance';
import { idSchema, method, noInput, utcSecondsSchema } from './method';

export const vesselProfileSchema = z.object({
  id: idSchema,
  /** As stored, perhaps before the limits' ranges: read leniently, never lost; saving applies them. */
  vessel: storedVesselSchema,
  updatedAtUtc: utcSecondsSchema,
});
export type VesselProfile = z.infer<typeof vesselProfileSchema>;

export const vesselMethods = {
  'vessels.search': method(
    z.strictObject({ name: z.string().trim().min(1).max(100), page: z.number().int().min(1).default(1) }),
    vesselSearchResultSchema.extend({ provenance: provenanceSchema }),
  ),
  'vessels.listProfiles': method(noInput, z.object({ profiles: z.array(vesselProfileSchema) })),
  /** A new profile without `id`. */
  'vessels.saveProfile': method(z.strictObject({ id: idSchema.optional(), vessel: vesselSchema }), vesselProfileSchema),
  'vessels.deleteProfile': method(z.strictObject({ id: idSchema }), z.object({ id: idSchema })),
};
