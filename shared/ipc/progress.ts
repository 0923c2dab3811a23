// Progress of long backend work (a forecast run), pushed main -> renderer on PROGRESS_CHANNEL.
// The renderer chooses the taskId and passes it in the request, so it can match events to the
// call still in flight. A forecast run's events may also carry what it has so far (`partial`):
// the deterministic forecast as soon as it is in, then the ensemble as its parts arrive, so the
// charts are drawn long before the run ends. Older renderers ignore the field.
import { z } from 'zod';
import { snapshotSeriesSchema, snapshotStepSchema, snapshotSummarySchema } from './methods/forecasts';
import { journeySchema } from './methods/transit';
import { taskIdSchema } from './task-id';

export { taskIdSchema } from './task-id';

/**
 * A forecast run's results so far, in the snapshot's shape. It is not stored (so its summary has
 * no snapshot id) and is replaced whole by the next one and by the stored snapshot at the end.
 * Ensemble members are null where their part has not arrived yet.
 */
export const partialForecastSchema = z
  .object({
    summary: snapshotSummarySchema.omit({ snapshotId: true }),
    steps: z.array(snapshotStepSchema),
    series: z.array(snapshotSeriesSchema),
    /** Ensemble requests (one per position and model) answered so far, and in all; 0 of 0 without ensemble. */
    ensembleParts: z
      .object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() })
      .refine((p) => p.done <= p.total, { message: 'done must not exceed total', path: ['done'] }),
  })
  .superRefine((partial, ctx) =>
    partial.series.forEach((s, i) => {
      const lengths = [s.deterministic.length, ...s.members.map((m) => m.length)];
      if (lengths.some((n) => n !== partial.steps.length))
        ctx.addIssue({
          code: 'custom',
          message: `needs ${partial.steps.length} values, one per step`,
          path: ['series', i],
        });
    }),
  );
export type PartialForecast = z.infer<typeof partialForecastSchema>;

export const progressEventSchema = z
  .object({
    taskId: taskIdSchema,
    /** Units of work finished. */
    done: z.number().int().nonnegative(),
    /** Units of work in all; 0 while unknown. */
    total: z.number().int().nonnegative(),
    /** What is happening now, e.g. "Fetching ensemble route (3 of 6)". */
    message: z.string(),
    /** A forecast run's results so far, when they changed (see the note at the top). */
    partial: partialForecastSchema.optional(),
    /** A crew journey search's newest journeys (one mixer result), sent as they arrive. */
    journeys: z.array(journeySchema).optional(),
  })
  .refine((e) => e.total === 0 || e.done <= e.total, { message: 'done must not exceed total', path: ['done'] });
export type ProgressEvent = z.infer<typeof progressEventSchema>;
