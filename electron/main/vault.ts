// The desktop key vault: the API key encrypted with Electron safeStorage (the OS keychain) in
// one 0600 file in the user data folder. `read` serves the backend only; IPC has no getter.
import { safeStorage } from 'electron';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { KeyStatus, KeyVault } from '../../shared/ipc';
import { IpcFailure } from '../../shared/ipc';

export const VAULT_FILE_NAME = 'api-key.enc';

/** Owner read/write only. */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

function encryptionUsable(): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  // On Linux without a keyring Electron falls back to a fixed password: not a vault.
  return process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
}

export function createSafeStorageVault(options: { directory: string; env?: NodeJS.ProcessEnv }): KeyVault {
  const file = join(options.directory, VAULT_FILE_NAME);
  const envKey = (): string | null => {
    const value = (options.env ?? process.env)['PASSAGE_API_KEY']?.trim();
    return value === undefined || value === '' ? null : value;
  };
  const status = async (): Promise<KeyStatus> => {
    if (existsSync(file)) return { set: true, source: 'vault' };
    if (envKey() !== null) return { set: true, source: 'env' };
    return { set: false, source: 'none' };
  };
  return {
    status,
    async set(apiKey: string): Promise<KeyStatus> {
      if (!encryptionUsable()) {
        throw new IpcFailure(
          'internal',
          'This computer offers Passage no encrypted storage for the key. Set the PASSAGE_API_KEY environment variable instead.',
        );
      }
      const sealed = safeStorage.encryptString(apiKey);
      await mkdir(options.directory, { recursive: true, mode: DIR_MODE });
      // Write aside, then rename: a crash never leaves half a key behind.
      const temp = `${file}.tmp`;
      await writeFile(temp, sealed, { mode: FILE_MODE });
      await chmod(temp, FILE_MODE);
      await rename(temp, file);
      return status();
    },
    async clear(): Promise<KeyStatus> {
      await rm(file, { force: true });
      return status();
    },
    async read(): Promise<string | null> {
      if (existsSync(file)) {
        if (!encryptionUsable()) return null;
        return safeStorage.decryptString(await readFile(file));
      }
      return envKey();
    },
  };
}
