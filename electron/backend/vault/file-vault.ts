// The key vault of the browser mode and the CLI (shared/ipc KeyVault): PASSAGE_API_KEY from the
// environment wins; otherwise one `api-key` file, owner-only (0600), in the user data folder.
import { chmod, lstat, mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { KeyStatus, KeyVault } from '../../../shared/ipc';
import { apiKeyInputSchema, IpcFailure } from '../../../shared/ipc';
import { FileProblem, readFileBounded, writeFileAtomic } from '../files';

export const KEY_FILE_NAME = 'api-key';
export const API_KEY_ENV = 'PASSAGE_API_KEY';

/** Owner read/write only; the folder owner-only too. */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;
/** Group and world permission bits. */
const SHARED_BITS = 0o077;

export interface FileVaultOptions {
  /** The user data folder (see userDataDir). */
  readonly directory: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Told when the key file's permissions had to be tightened; never given the key. */
  readonly log?: (line: string) => void;
}

/** An API key is at most 512 characters (apiKeyInputSchema); a file far longer is no key file. */
const MAX_KEY_FILE_BYTES = 4096;

const KEY_FILE_REPAIR = 'Set the key again in Settings (or with the PASSAGE_API_KEY environment variable).';

/** Why the key file cannot be used, in words (never holding the key). */
class KeyFileProblem {
  constructor(readonly message: string) {}
}

function errorText(error: unknown): string {
  return error instanceof Error && 'code' in error
    ? String(error.code)
    : error instanceof Error
      ? error.message
      : String(error);
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

const ENV_OWNS_KEY =
  `The API key comes from the ${API_KEY_ENV} environment variable, which takes precedence. ` +
  `Change or unset ${API_KEY_ENV} and restart Passage.`;

/*
 * Decisions:
 * - The environment wins over the file, so a CI job or a shell session can use another key
 *   without touching the saved one. While it is set, `set` and `clear` refuse ('conflict') and
 *   leave the file alone: writing a file that would not be used would only mislead.
 * - A key file readable by group or others is tightened to 0600 and then read, not refused:
 *   a backup restore or a copy with a loose umask is the usual cause, and refusing would only
 *   push the navigator to paste the key into a shell profile. A symlink is followed (dotfile
 *   managers make them) to a regular file of the navigator's own. A folder, pipe or device, a
 *   file of another user's, or one far longer than a key, is refused in words: `status` says why
 *   (so Settings can show it and nothing else fails), `read` throws it for the commands that need
 *   the key, and `set` replaces it (all but a folder, which the navigator must move).
 * - Writes go through writeFileAtomic (files/): a temp file created 0600 and exclusive, flushed,
 *   renamed over the old one: a crash or a full disk leaves the old key or the new one, never
 *   half of either, and the failure in words (FileProblem).
 * On Windows the POSIX mode bits mean nothing; the file lives in the user's own %APPDATA%.
 */
export function createFileVault(options: FileVaultOptions): KeyVault {
  const file = join(options.directory, KEY_FILE_NAME);
  const posix = process.platform !== 'win32';

  const envKey = (): string | null => {
    const value = (options.env ?? process.env)[API_KEY_ENV]?.trim();
    return value === undefined || value === '' ? null : value;
  };

  /**
   * The file's key after checking what the file is, who owns it and who may read it: null when
   * there is none, a KeyFileProblem when it cannot be used. A symlink (dotfile managers make
   * them) is followed to a regular file; a folder, pipe, device or a file far longer than a key
   * is refused without opening it (a pipe would block the read, a huge file fill memory).
   */
  const inspectKeyFile = async (): Promise<string | null | KeyFileProblem> => {
    let info;
    try {
      info = await stat(file);
    } catch (error) {
      if (!isMissing(error)) return new KeyFileProblem(`The key file ${file} cannot be read (${errorText(error)}).`);
      // A link to nothing: stat fails on the target, lstat finds the link itself.
      const link = await lstat(file).catch(() => null);
      if (link === null) return null;
      return new KeyFileProblem(`The key file ${file} is a link to a file that does not exist.`);
    }
    if (info.isDirectory()) return new KeyFileProblem(`The key file ${file} is a folder, not a file.`);
    if (!info.isFile())
      return new KeyFileProblem(`The key file ${file} is not a regular file (a pipe, socket or device).`);
    if (posix) {
      const uid = process.getuid?.();
      if (uid !== undefined && info.uid !== uid)
        return new KeyFileProblem(`The key file ${file} belongs to another user.`);
      if ((info.mode & SHARED_BITS) !== 0) {
        await chmod(file, FILE_MODE);
        options.log?.(
          `[vault] ${file} was readable by other users; its permissions are now 0600. Consider replacing the key.`,
        );
      }
    }
    let text;
    try {
      text = (await readFileBounded(file, MAX_KEY_FILE_BYTES)).toString('utf8');
    } catch (error) {
      if (error instanceof FileProblem && error.kind === 'too-large')
        return new KeyFileProblem(
          `The key file ${file} is ${info.size.toLocaleString('en-GB')} bytes, far longer than an API key.`,
        );
      return new KeyFileProblem(`The key file ${file} cannot be read (${errorText(error)}).`);
    }
    const key = text.trim();
    if (key === '') return null;
    if (!apiKeyInputSchema.safeParse(key).success)
      return new KeyFileProblem(`The key file ${file} does not hold one API key (one word of printable characters).`);
    return key;
  };

  /** The key, or null; a problem with the file is said once (per problem) in the log. */
  let lastProblem = '';
  const readFileKey = async (): Promise<string | null> => {
    const found = await inspectKeyFile();
    if (!(found instanceof KeyFileProblem)) return found;
    if (found.message !== lastProblem) options.log?.(`[vault] ${found.message} ${KEY_FILE_REPAIR}`);
    lastProblem = found.message;
    throw new IpcFailure('conflict', `${found.message} ${KEY_FILE_REPAIR}`);
  };

  const status = async (): Promise<KeyStatus> => {
    if (envKey() !== null) return { set: true, source: 'env' };
    const found = await inspectKeyFile();
    if (found instanceof KeyFileProblem)
      return { set: false, source: 'file', problem: `${found.message} ${KEY_FILE_REPAIR}` };
    return found === null ? { set: false, source: 'none' } : { set: true, source: 'file' };
  };

  /** A folder in the key file's place is the one thing set and clear cannot replace. */
  const refuseFolder = async (): Promise<void> => {
    const info = await lstat(file).catch(() => null);
    if (info?.isDirectory())
      throw new IpcFailure(
        'conflict',
        `The key file ${file} is a folder; remove or rename it, then set the key again.`,
      );
  };

  const writeAtomically = async (apiKey: string): Promise<void> => {
    await mkdir(options.directory, { recursive: true, mode: DIR_MODE });
    // Temp file beside it (created exclusive, 0600), flushed, renamed over the old one.
    await writeFileAtomic(file, `${apiKey}\n`, { mode: FILE_MODE });
  };

  return {
    status,
    async set(apiKey: string): Promise<KeyStatus> {
      if (envKey() !== null) throw new IpcFailure('conflict', ENV_OWNS_KEY);
      const key = apiKey.trim();
      // The IPC schema already checks the key; this guards direct callers (the message never holds it).
      if (key === '' || /\s/.test(key))
        throw new IpcFailure('bad-input', 'The API key must be one word without spaces.', 'apiKey');
      // A link, pipe or oversized file in its place is replaced by the new key file.
      await refuseFolder();
      await writeAtomically(key);
      return status();
    },
    async clear(): Promise<KeyStatus> {
      if (envKey() !== null) throw new IpcFailure('conflict', ENV_OWNS_KEY);
      await refuseFolder();
      await rm(file, { force: true });
      return status();
    },
    async read(): Promise<string | null> {
      return envKey() ?? (await readFileKey());
    },
  };
}
