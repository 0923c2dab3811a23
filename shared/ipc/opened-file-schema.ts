// A route file main read for the window (opened-files.ts): its name and its bytes, which the
// window's import review reads as it reads a file the navigator picked or dropped.
import { z } from 'zod';
import { LIMITS } from '../formats/notes';

/** Files kept for the window at most; the review reads one at a time and names the others. */
export const MAX_OPENED_FILES = 8;

/**
 * A Uint8Array from this realm or another (contextBridge hands the page its own copy), over an
 * ArrayBuffer as everything that crosses IPC is.
 */
function isBytes(value: unknown): value is Uint8Array<ArrayBuffer> {
  return Object.prototype.toString.call(value) === '[object Uint8Array]';
}

export const openedFileSchema = z.strictObject({
  /** The file's name without its folder, e.g. "Rotterdam-Hull.rtz": the folder stays in main. */
  fileName: z
    .string()
    .min(1)
    .max(255)
    .refine((name) => !/[\\/]/.test(name), 'a file name, without its folder'),
  /** The whole file, at most LIMITS.maxFileBytes. */
  bytes: z
    .custom<Uint8Array<ArrayBuffer>>(isBytes, 'the file as bytes')
    .refine((bytes) => bytes.byteLength <= LIMITS.maxFileBytes, `at most ${LIMITS.maxFileBytes} bytes`),
});
export type OpenedFile = z.infer<typeof openedFileSchema>;

export const openedFilesSchema = z.array(openedFileSchema).max(MAX_OPENED_FILES);
