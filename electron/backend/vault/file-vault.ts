// The key vault of the browser mode and the CLI (shared/ipc KeyVault): PASSAGE_API_KEY from the
// environment wins; otherwise one `api-key` file, owner-only (0600), in the user data folder.
import { chmod, lstat, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { KeyStatus, KeyVault } from '../../../shared/ipc';
import { IpcFailure } from '../../../shared/ipc';
import { writeFileAtomic } from '../files';

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
 *   push the navigator to paste the key into a shell profile. A file that is not a regular
 *   file (a symlink, a folder) or belongs to another user is refused: someone else placed it.
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

  /** The file's key, after checking who owns it and who may read it; null when there is none. */
  const readFileKey = async (): Promise<string | null> => {
    let info;
    try {
      info = await lstat(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!info.isFile())
      throw new IpcFailure('internal', `The key file ${file} is not a regular file; remove it and set the key again.`);
    if (posix) {
      const uid = process.getuid?.();
      if (uid !== undefined && info.uid !== uid) {
        throw new IpcFailure(
          'internal',
          `The key file ${file} belongs to another user; remove it and set the key again.`,
        );
      }
      if ((info.mode & SHARED_BITS) !== 0) {
        await chmod(file, FILE_MODE);
        options.log?.(
          `[vault] ${file} was readable by other users; its permissions are now 0600. Consider replacing the key.`,
        );
      }
    }
    const key = (await readFile(file, 'utf8')).trim();
    return key === '' ? null : key;
  };

  const status = async (): Promise<KeyStatus> => {
    if (envKey() !== null) return { set: true, source: 'env' };
    return (await readFileKey()) === null ? { set: false, source: 'none' } : { set: true, source: 'file' };
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
      await writeAtomically(key);
      return status();
    },
    async clear(): Promise<KeyStatus> {
      if (envKey() !== null) throw new IpcFailure('conflict', ENV_OWNS_KEY);
      await rm(file, { force: true });
      return status();
    },
    async read(): Promise<string | null> {
      return envKey() ?? (await readFileKey());
    },
  };
}
