// Vessel search (spec §2.14, §4.3): one page of vessels matching a name.
import { z } from 'zod';
import { integerSchema } from './common';

export const vesselSummarySchema = z.object({
  /** IMO number, `0` when not applicable. Kept as text: it is an identifier, not a quantity. */
  imo: z.string(),
  mmsi: z.string(),
  name: z.string(),
  info: z.object({
    country: z.string(),
    countryCode: z.string(),
    callsign: z.string(),
    category: z.string(),
    categoryType: z.string(),
    // Not in spec §2.14: dimensions are read when an answer carries them (the demo service's
    // does) and are otherwise absent; a value that is not a positive number is dropped, not fatal.
    /** Length overall, metres. */
    lengthM: z.number().positive().optional().catch(undefined),
    /** Beam (breadth), metres. */
    beamM: z.number().positive().optional().catch(undefined),
    /** Design draught, metres. */
    draughtM: z.number().positive().optional().catch(undefined),
    /** Gross tonnage (a volume index, no unit). */
    grossTonnage: z.number().positive().optional().catch(undefined),
  }),
});
export type VesselSummary = z.infer<typeof vesselSummarySchema>;

/** GET /v1/vessel/search. */
export const vesselSearchResultSchema = z.object({
  info: z.object({
    page: integerSchema.min(1),
    /** Maximum items per page; 20 observed. */
    limit: integerSchema,
    /** The search text. */
    query: z.string(),
    /** All matches, over all pages. */
    total: integerSchema.min(0),
  }),
  items: z.array(vesselSummarySchema),
});
export type VesselSearchResult = z.infer<typeof vesselSearchResultSchema>;
