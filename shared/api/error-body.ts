// The service's error body (spec §7), sent with 401 when the API key is missing or invalid.
import { z } from 'zod';

export const serviceErrorBodySchema = z.object({
  success: z.literal(false),
  meta: z.object({
    /** 0 for a rejected request. */
    credits_used: z.number().int().min(0),
  }),
  error: z.object({ message: z.string() }),
});
export type ServiceErrorBody = z.infer<typeof serviceErrorBodySchema>;
