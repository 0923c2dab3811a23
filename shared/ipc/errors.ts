// The result envelope of every backend call and the error codes the UI words for a navigator.
// An error carries a code, a sentence and maybe the field at fault: never a stack, never the key.
import { z } from 'zod';

export const IPC_ERROR_CODES = [
  'bad-input',
  'unauthorized',
  'offline',
  'rate-limited',
  'server-unavailable',
  'timeout',
  'invalid-response',
  'not-found',
  'conflict',
  'cancelled',
  /** A format or feature this version of Passage does not offer yet. */
  'unsupported',
  /** Saving is off: the store is open read-only (a read-only folder, a damaged store). */
  'read-only',
  /** The disk holding the store is full: nothing was written. */
  'disk-full',
  'internal',
] as const;

export const ipcErrorCodeSchema = z.enum(IPC_ERROR_CODES);
export type IpcErrorCode = z.infer<typeof ipcErrorCodeSchema>;

export const ipcErrorSchema = z.object({
  code: ipcErrorCodeSchema,
  /** A whole sentence a navigator can act on. */
  message: z.string(),
  /** The input field or response path at fault, e.g. `voyage.speedsKn[2]`. */
  field: z.string().optional(),
});
export type IpcError = z.infer<typeof ipcErrorSchema>;

export type IpcResultOf<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** The envelope schema for one output schema (the renderer parses answers with it). */
export function ipcResultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: ipcErrorSchema }),
  ]);
}

/**
 * What a backend throws for an expected failure. Any thrown object with a known `code` and a
 * string `message` is read the same way, so the backend's own typed errors may carry them too.
 */
export class IpcFailure extends Error {
  override readonly name = 'IpcFailure';
  constructor(
    readonly code: IpcErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
