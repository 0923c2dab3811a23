// Route files in and out, and report export: text or bytes to the renderer, or a file the
// navigator picks in a save dialog (desktop).
import { z } from 'zod';
import { voyageSchema } from '../../domain/voyage';
import { LIMITS, NOTE_LINE_MAX_CHARS, NOTE_LINES_MAX, routeImportSchema } from '../../formats/notes';
import { idSchema, method } from './method';
import { revisionSchema } from './voyages';

/** Route file formats Passage writes (and reads); each is implemented in shared/formats. */
/** Base64 characters that hold a route file of the largest size (4 per 3 bytes, padded). */
const BASE64_MAX_CHARS = 4 * Math.ceil(LIMITS.maxFileBytes / 3);

export const routeFormatSchema = z.enum(['geojson', 'rtz', 'gpx', 'csv']);
export type RouteFormat = z.infer<typeof routeFormatSchema>;

/** Formats Passage reads: the above and .rtzp, a zip holding one RTZ route (bytes only). */
export const routeImportFormatSchema = z.enum([...routeFormatSchema.options, 'rtzp']);

export const reportFormatSchema = z.enum(['html', 'pdf', 'csv']);
export type ReportFormat = z.infer<typeof reportFormatSchema>;

/** Paper of the PDF, and of the HTML when printed from a browser. */
export const reportPaperSchema = z.enum(['A4', 'Letter']);
export type ReportPaper = z.infer<typeof reportPaperSchema>;

/**
 * Which table a CSV report holds. One table per file, each with one header row, so any
 * spreadsheet or script reads it without knowing about sections; export twice for both.
 */
export const reportTableSchema = z.enum(['weather', 'waypoints', 'climate', 'portcall', 'departures']);
export type ReportTable = z.infer<typeof reportTableSchema>;

/** 'file': ask where to save and write it (desktop); 'content': hand it back (browser mode). */
export const exportTargetSchema = z.enum(['file', 'content']);

const fileNameSchema = z.string().min(1).max(255);

const savedOrCancelled = [
  z.object({ kind: z.literal('saved'), path: z.string().min(1), fileName: fileNameSchema }),
  z.object({ kind: z.literal('cancelled') }),
] as const;

export const fileMethods = {
  'routes.import': method(
    z
      .strictObject({
        /** Default: from the file name's extension (.rtz, .rtzp, .gpx, .geojson/.json, .csv/.txt). */
        format: routeImportFormatSchema.optional(),
        /** The file's text (not for .rtzp); 20 MB is far above any real route file. */
        text: z.string().max(LIMITS.maxTextChars).optional(),
        /** The file's bytes, base64 (any format; needed for .rtzp, best for the rest, as the encoding is then read from the file). */
        base64: z.base64().max(BASE64_MAX_CHARS).optional(),
        fileName: fileNameSchema.optional(),
      })
      .refine((i) => (i.text === undefined) !== (i.base64 === undefined), {
        message: 'give the file as text or as base64 bytes, one of the two',
        path: ['text'],
      })
      .refine((i) => i.format !== undefined || i.fileName !== undefined, {
        message: 'give the format, or a file name whose extension says it',
        path: ['format'],
      }),
    /** The whole route with what the file says about sailing it, and every warning, before anything is replaced. */
    routeImportSchema,
  ),
  'routes.export': method(
    z.strictObject({ voyage: voyageSchema, format: routeFormatSchema, target: exportTargetSchema }),
    z.discriminatedUnion('kind', [
      /** notes: what the navigator should know about the written file (e.g. legs GPX cannot describe). */
      z.object({
        kind: z.literal('saved'),
        path: z.string().min(1),
        fileName: fileNameSchema,
        notes: z.array(z.string()),
      }),
      z.object({ kind: z.literal('cancelled') }),
      z.object({
        kind: z.literal('content'),
        fileName: fileNameSchema,
        mimeType: z.string(),
        text: z.string(),
        notes: z.array(z.string()),
      }),
    ]),
  ),
  'reports.export': method(
    z.strictObject({
      voyageId: idSchema,
      revision: revisionSchema.optional(),
      /** The forecast to report; none gives a schedule-only report. */
      snapshotId: idSchema.optional(),
      format: reportFormatSchema,
      target: exportTargetSchema,
      paper: reportPaperSchema.default('A4'),
      /** CSV only: the weather along the route (needs a snapshot) or the waypoint table. */
      table: reportTableSchema.default('weather'),
      /** Printed in the sign-off block's "Prepared by"; left blank to be written by hand. */
      preparedBy: z.string().trim().max(100).optional(),
      /**
       * Warnings of the route import that still stand and that only the UI knows (the schedule
       * differences routes.import reported). Land crossings are checked again by the report itself.
       */
      importWarnings: z.array(z.string().trim().min(1).max(NOTE_LINE_MAX_CHARS)).max(NOTE_LINES_MAX).optional(),
    }),
    z.discriminatedUnion('kind', [
      ...savedOrCancelled,
      z.object({ kind: z.literal('content'), fileName: fileNameSchema, mimeType: z.string(), base64: z.base64() }),
    ]),
  ),
};
