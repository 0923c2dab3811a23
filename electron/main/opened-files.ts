// Route files handed to Passage from outside its window (shared/ipc/opened-files.ts): the paths
// on a command line, macOS's open-file event, the file chosen in File > Import route. Main reads
// each one itself, bounded, and keeps it until the window takes it; a file it cannot read is
// said in words, and the window never learns a path.
import { constants as fsConstants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenedFile } from '../../shared/ipc';
import { MAX_OPENED_FILES } from '../../shared/ipc';
import { LIMITS } from '../../shared/formats/notes';
import { listWords } from '../../shared/domain/word-list';

/**
 * What the file manager and a command line may hand over: the formats Passage registers with
 * the system (electron-builder.yml fileAssociations). A .json or .txt on a command line is far
 * more likely something else than a route.
 */
export const HANDED_OVER_EXTENSIONS: readonly string[] = ['rtz', 'rtzp', 'gpx'];

/** True when the path ends in one of `extensions` (no dots), in any case. */
export function hasExtension(path: string, extensions: readonly string[]): boolean {
  return extensions.includes(extname(path).slice(1).toLowerCase());
}

/**
 * The route files named on a command line, as absolute paths, in order, each once. `skip` is how
 * many leading arguments are the program: 1 for a packaged app (the executable), 2 when Electron
 * runs an app folder (`electron .`, process.defaultApp). Switches (`--flag`, `--flag=value`,
 * macOS's `-psn_0_1234`) are skipped, as is anything Chromium or the launcher adds that is not
 * a route file; after `--` every argument is a path. A Linux desktop entry may pass file:// URLs;
 * other URLs name no file here.
 */
export function routeFilesInArgv(argv: readonly string[], options: { skip: number; cwd: string }): string[] {
  const paths: string[] = [];
  let switchesEnded = false;
  for (const arg of argv.slice(options.skip)) {
    if (!switchesEnded && arg === '--') {
      switchesEnded = true;
      continue;
    }
    if ((!switchesEnded && arg.startsWith('-')) || arg.trim() === '') continue;
    const path = argumentPath(arg, options.cwd);
    if (path !== null && hasExtension(path, HANDED_OVER_EXTENSIONS) && !paths.includes(path)) paths.push(path);
  }
  return paths;
}

function argumentPath(arg: string, cwd: string): string | null {
  if (/^file:/i.test(arg)) return fileUrlPath(arg);
  // Another scheme (https://, passage://) names no file here; C:\ and \\server\ paths have none.
  return /^[a-z][a-z0-9+.-]+:\/\//i.test(arg) ? null : resolve(cwd, arg);
}

function fileUrlPath(arg: string): string | null {
  try {
    return fileURLToPath(arg);
  } catch {
    return null;
  }
}

export type ReadOutcome =
  { readonly ok: true; readonly file: OpenedFile } | { readonly ok: false; readonly problem: string };

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function words(list: readonly string[]): string {
  return listWords(
    list.map((ext) => `.${ext}`),
    'or',
  );
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/**
 * Reads the route file at `path` whole, refusing a name that is not one of `extensions`, a path
 * that is not a file, and a file above `maxBytes` (LIMITS.maxFileBytes, 20 MB: far above any
 * real route plan) before reading a byte of it.
 */
export async function readRouteFile(
  path: string,
  extensions: readonly string[],
  maxBytes: number = LIMITS.maxFileBytes,
): Promise<ReadOutcome> {
  const name = basename(path);
  const refuse = (problem: string): ReadOutcome => ({ ok: false, problem });
  if (!hasExtension(path, extensions))
    return refuse(`“${name}” is not a route file Passage opens this way: route files end in ${words(extensions)}.`);
  let handle: FileHandle;
  try {
    // Non-blocking, so a named pipe given as a route file cannot hang main; a file reads the same.
    handle = await open(path, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT') return refuse(`“${name}” was not found at ${path}. It may have been moved or deleted.`);
    if (code === 'EACCES' || code === 'EPERM')
      return refuse(`Passage may not read “${name}” at ${path}. Check the file's permissions.`);
    if (code === 'EISDIR') return refuse(`${path} is a folder, not a route file.`);
    return refuse(`“${name}” could not be opened (${code ?? 'unknown error'}).`);
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return refuse(`${path} is not a file Passage can read as a route.`);
    if (stat.size > maxBytes)
      return refuse(
        `“${name}” is ${megabytes(stat.size)}; a route file is far smaller (Passage reads up to ${megabytes(maxBytes)}). Is it the right file?`,
      );
    // One byte more than the file had is asked for: getting it means the file grew meanwhile.
    const buffer = new Uint8Array(stat.size + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > stat.size) return refuse(`“${name}” changed while Passage read it. Open it again once it is written.`);
    return { ok: true, file: { fileName: name, bytes: buffer.subarray(0, length) } };
  } catch (error) {
    return refuse(`“${name}” could not be read (${errorCode(error) ?? 'unknown error'}).`);
  } finally {
    await handle.close();
  }
}

export interface OpenedFilesOptions {
  /** Files wait for the window: tell it, or open one. */
  readonly onWaiting: () => void;
  /** A file was not opened, in words for the navigator. */
  readonly onProblem: (problem: string) => void;
  readonly log: (line: string) => void;
  /** Reads one file; readRouteFile unless a test gives another. */
  readonly read?: (path: string, extensions: readonly string[]) => Promise<ReadOutcome>;
}

/** The files handed over and not yet taken by the window, read one after the other in order. */
export class OpenedFiles {
  private waiting: OpenedFile[] = [];
  private reading: Promise<void> = Promise.resolve();

  constructor(private readonly options: OpenedFilesOptions) {}

  /** Reads the file at `path` (one of `extensions`) and keeps it for the window; resolves once read. */
  hand(path: string, extensions: readonly string[] = HANDED_OVER_EXTENSIONS): Promise<void> {
    const read = this.options.read ?? readRouteFile;
    this.reading = this.reading.then(async () => {
      if (this.waiting.length >= MAX_OPENED_FILES) {
        this.options.log(`${basename(path)} not read: ${MAX_OPENED_FILES} route files already wait for the window`);
        return;
      }
      const outcome = await read(path, extensions);
      if (!outcome.ok) {
        this.options.onProblem(outcome.problem);
        return;
      }
      this.waiting.push(outcome.file);
      this.options.onWaiting();
    });
    return this.reading;
  }

  /** The files waiting, oldest first; none wait afterwards. */
  take(): OpenedFile[] {
    const files = this.waiting;
    this.waiting = [];
    return files;
  }
}
