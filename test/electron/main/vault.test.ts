// The desktop key vault: encrypted, 0600, and the key never travels back over IPC.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserWindow } from 'electron';
import { electronState, BrowserWindow as StubWindow } from './electron-stub';
import { APP_URL, FILE_LOCATION, fakeBackend, invokeEvent } from './helpers';
import { createSafeStorageVault, VAULT_FILE_NAME } from '../../../electron/main/vault';
import { registerIpc } from '../../../electron/main/ipc';
import { IPC_METHODS } from '../../../shared/ipc';

vi.mock('electron', async () => (await import('./electron-stub')).electronStub);

const CANARY = 'CANARY-vault-4b1d93e0aa';
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passage-vault-'));
  electronState.encryptionAvailable = true;
  electronState.storageBackend = 'gnome_libsecret';
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('safeStorage vault', () => {
  it('stores the key encrypted in a 0600 file and reads it back for the backend', async () => {
    const vault = createSafeStorageVault({ directory: join(dir, 'userData'), env: {} });
    expect(await vault.status()).toEqual({ set: false, source: 'none' });
    expect(await vault.set(CANARY)).toEqual({ set: true, source: 'vault' });
    const file = join(dir, 'userData', VAULT_FILE_NAME);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'userData'))).mode & 0o077).toBe(0);
    expect((await readFile(file)).toString('latin1')).not.toContain(CANARY);
    expect(await vault.read()).toBe(CANARY);
  });

  it('overwriting keeps 0600 and clearing removes the file', async () => {
    const vault = createSafeStorageVault({ directory: dir, env: {} });
    await vault.set('first-key-123456');
    await vault.set(CANARY);
    expect((await stat(join(dir, VAULT_FILE_NAME))).mode & 0o777).toBe(0o600);
    expect(await vault.read()).toBe(CANARY);
    expect(await vault.clear()).toEqual({ set: false, source: 'none' });
    await expect(stat(join(dir, VAULT_FILE_NAME))).rejects.toThrow();
    expect(await vault.read()).toBeNull();
  });

  it('falls back to PASSAGE_API_KEY and says so', async () => {
    const vault = createSafeStorageVault({ directory: dir, env: { PASSAGE_API_KEY: ` ${CANARY} ` } });
    expect(await vault.status()).toEqual({ set: true, source: 'env' });
    expect(await vault.read()).toBe(CANARY);
  });

  it.each([
    ['no encryption', false, 'gnome_libsecret'],
    ['the fixed-password Linux fallback', true, 'basic_text'],
  ])('refuses to store the key with %s, in words', async (_name, available, backend) => {
    if (backend === 'basic_text' && process.platform !== 'linux') return;
    electronState.encryptionAvailable = available;
    electronState.storageBackend = backend;
    const vault = createSafeStorageVault({ directory: dir, env: {} });
    await expect(vault.set(CANARY)).rejects.toMatchObject({
      code: 'internal',
      message: expect.stringContaining('PASSAGE_API_KEY'),
    });
    expect(await vault.status()).toEqual({ set: false, source: 'none' });
  });

  it('over IPC the key can be set and its status read, but it never comes back', async () => {
    const vault = createSafeStorageVault({ directory: dir, env: {} });
    const backend = await fakeBackend({
      'key.set': ({ apiKey }) => vault.set(apiKey),
      'key.status': () => vault.status(),
      'key.clear': () => vault.clear(),
    });
    const window = new BrowserWindow({});
    electronState.handlers.clear();
    registerIpc({
      backend,
      getMainWindow: () => window,
      location: FILE_LOCATION,
      secrets: async () => [(await vault.read()) ?? ''],
      log: () => {},
    });
    const id = StubWindow.created.at(-1)?.webContents.id ?? -1;
    const call = (method: string, input: unknown) =>
      electronState.handlers.get(`passage:${method}`)?.(invokeEvent(id, APP_URL), input);
    const answers: unknown[] = [await call('key.set', { apiKey: CANARY }), await call('key.status', {})];
    expect(answers).toEqual([
      { ok: true, value: { set: true, source: 'vault' } },
      { ok: true, value: { set: true, source: 'vault' } },
    ]);
    // Every other method, the key in the vault: none answers with it.
    for (const method of IPC_METHODS) answers.push(await call(method, method === 'key.set' ? { apiKey: CANARY } : {}));
    expect(IPC_METHODS.filter((m) => m.startsWith('key.'))).toEqual(['key.set', 'key.clear', 'key.status']);
    expect(JSON.stringify(answers)).not.toContain(CANARY);
    expect(await vault.read()).toBeNull(); // key.clear ran in the sweep
  });
});
