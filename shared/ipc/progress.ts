// Progress of long backend work (a forecast run), pushed main -> renderer on PROGRESS_CHANNEL.
// The renderer chooses the taskId and passes it in the request, so it can match events to the
// call still in flight.
import { z } from 'zod';

/** A caller-chosen id for one long call: letters, digits, `-` and `_`. */
export const taskIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _');

export const progressEventSchema = z
  .object({
    taskId: taskIdSchema,
    /** Units of work finished. */
    done: z.number().int().nonnegative(),
    /** Units of work in all; 0 while unknown. */
    total: z.number().int().nonnegative(),
    /** What is happening now, e.g. "Fetching ensemble route (3 of 6)". */
    message: z.string(),
  })
  .refine((e) => e.total === 0 || e.done <= e.total, { message: 'done must not exceed total', path: ['done'] });
export type ProgressEvent = z.infer<typeof progressEventSchema>;
