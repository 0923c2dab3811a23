// The messages between the editor and the land-check worker (land-check.worker.ts), one schema
// each way: both sides parse what they receive, as at any boundary.
import { z } from 'zod';
import { waypointSchema, type Route } from '../../../shared/domain/voyage';
import { importNoteSchema, type ImportNote } from '../../../shared/formats/notes';

/** To the worker: the land file's JSON text once, then routes to check (only the latest matters). */
export const landWorkerRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('land'), json: z.string() }),
  z.object({
    kind: z.literal('check'),
    seq: z.number().int(),
    // Any route the editor holds, an old saved one with names beyond today's bounds too.
    route: z.object({ name: z.string(), waypoints: z.array(waypointSchema) }),
  }),
]);
export type LandWorkerRequest =
  | { readonly kind: 'land'; readonly json: string }
  | { readonly kind: 'check'; readonly seq: number; readonly route: Route };

/** From the worker: the warnings for check `seq`, or why it failed. */
export const landWorkerAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('result'), seq: z.number().int(), notes: z.array(importNoteSchema), checkMs: z.number() }),
  z.object({ kind: z.literal('failed'), seq: z.number().int(), message: z.string() }),
]);
export type LandWorkerAnswer =
  | { readonly kind: 'result'; readonly seq: number; readonly notes: ImportNote[]; readonly checkMs: number }
  | { readonly kind: 'failed'; readonly seq: number; readonly message: string };
