// Route files as the renderer receives them from a file picker, a drop on the chart or the
// desktop app (handed over from outside the window): which one to read, whether it can be a
// route file at all, and its bytes as the base64 that routes.import takes (the backend then
// reads the encoding from the bytes: File.text() would decode a Latin-1 RTZ as UTF-8 and spoil
// every accented name).
import { formatFromFileName, ROUTE_FILE_EXTENSIONS } from '../../../shared/formats/file-format';
import { LIMITS } from '../../../shared/formats/notes';
import type { OpenedFile } from '../../../shared/ipc';
import { listWords } from '../../../shared/domain/word-list';

/**
 * The file picker's `accept`: every extension Passage reads except .txt, which the picker would
 * use to offer every text file on the disk (a .txt waypoint list is still read when chosen).
 */
export const ROUTE_FILE_ACCEPT = Object.values(ROUTE_FILE_EXTENSIONS)
  .flat()
  .filter((ext) => ext !== 'txt')
  .map((ext) => `.${ext}`)
  .join(',');

/** The extensions in words, for messages: ".rtz, .rtzp, .gpx, .geojson, .json, .csv or .txt". */
export const ROUTE_FILE_WORDS = listWords(
  Object.values(ROUTE_FILE_EXTENSIONS)
    .flat()
    .map((ext) => `.${ext}`),
  'or',
);

/** The largest file sent, bytes (shared/formats LIMITS). A real route plan is a few hundred kB at most. */
export const MAX_ROUTE_FILE_BYTES = LIMITS.maxFileBytes;

/** What a picker or a drop hands over (a DOM File fits). */
export interface CandidateFile {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
}

export type FileChoice<F extends CandidateFile> =
  | {
      readonly ok: true;
      readonly file: F;
      /** Other files dropped with it, not read. */ readonly ignored: readonly string[];
    }
  | { readonly ok: false; readonly problem: string };

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * The route file to read among those picked or dropped: the first whose name says it is one.
 * A drop of a PDF, an empty file or a 40 MB file is refused in words before anything is sent.
 */
export function chooseRouteFile<F extends CandidateFile>(files: readonly F[]): FileChoice<F> {
  if (files.length === 0)
    return {
      ok: false,
      problem: `No file was dropped. Drop a route file (${ROUTE_FILE_WORDS}) on the chart, or use Import route.`,
    };
  const routeFiles = files.filter((f) => formatFromFileName(f.name) !== undefined);
  const file = routeFiles[0];
  if (file === undefined) {
    const names = files.map((f) => `“${f.name}”`).join(', ');
    return {
      ok: false,
      problem: `${names} ${files.length > 1 ? 'are not route files' : 'is not a route file'} Passage reads; route files end in ${ROUTE_FILE_WORDS}. Nothing was changed.`,
    };
  }
  if (file.size === 0) return { ok: false, problem: `“${file.name}” is empty. Nothing was changed.` };
  if (file.size > MAX_ROUTE_FILE_BYTES) {
    return {
      ok: false,
      problem: `“${file.name}” is ${megabytes(file.size)}; a route file is far smaller (Passage reads up to ${megabytes(MAX_ROUTE_FILE_BYTES)}). Is it the right file? Nothing was changed.`,
    };
  }
  return { ok: true, file, ignored: files.filter((f) => f !== file).map((f) => f.name) };
}

/** Files the desktop app was handed (a double-click in the file manager), as a picker gives them. */
export function openedRouteFiles(files: readonly OpenedFile[]): File[] {
  return files.map((file) => new File([file.bytes], file.fileName));
}

/** Why files arriving while an import is read or reviewed (or an export runs) were not opened. */
export function notNowWords(names: readonly string[]): string {
  const many = names.length > 1;
  return `${names.map((n) => `“${n}”`).join(', ')} ${many ? 'were' : 'was'} not opened: finish what is under way first, then open ${many ? 'them' : 'it'} again.`;
}

/** Several files dropped at once: the one read, and the others left alone. */
export function onlyOneWords(read: string, ignored: readonly string[]): string {
  return `Only “${read}” is read; ${ignored.map((n) => `“${n}”`).join(', ')} ${ignored.length > 1 ? 'were' : 'was'} left alone.`;
}

/** Bytes as base64 (btoa works on "binary strings", built here in chunks to spare the stack). */
export function bytesToBase64(bytes: Uint8Array): string {
  const CHUNK = 0x8000;
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** base64 back to bytes (a report handed over as content). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
