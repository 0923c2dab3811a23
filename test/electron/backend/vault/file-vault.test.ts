// The browser-mode / CLI key vault: the environment wins, the file is 0600 and written
// atomically, and status never carries the key. POSIX permission cases: tests run on Linux.
import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_KEY_ENV, createFileVault, KEY_FILE_NAME, userDataDir } from '../../../../electron/backend/vault';

const CANARY = 'CANARY-filevault-5d2e8a71c3';
const ENV_CANARY = 'CANARY-env-0b9f66d41e';
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passage-file-vault-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('file vault', () => {
  it('stores the key in a 0600 file inside a 0700 folder and reads it back', async () => {
    const home = join(dir, 'data');
    const vault = createFileVault({ directory: home, env: {} });
    expect(await vault.status()).toEqual({ set: false, source: 'none' });
    expect(await vault.read()).toBeNull();
    expect(await vault.set(`  ${CANARY} `)).toEqual({ set: true, source: 'file' });
    const file = join(home, KEY_FILE_NAME);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(home)).mode & 0o777).toBe(0o700);
    expect(await readFile(file, 'utf8')).toBe(`${CANARY}\n`);
    expect(await vault.read()).toBe(CANARY);
  });

  it('writes atomically: the new key replaces the old whole, and no temp file is left', async () => {
    const vault = createFileVault({ directory: dir, env: {} });
    await vault.set(CANARY);
    const before = await stat(join(dir, KEY_FILE_NAME));
    await vault.set('second-key-1234');
    const after = await stat(join(dir, KEY_FILE_NAME));
    // A rename puts a new file (inode) in place; an in-place rewrite would keep the inode.
    expect(after.ino).not.toBe(before.ino);
    expect(after.mode & 0o777).toBe(0o600);
    expect(await vault.read()).toBe('second-key-1234');
    expect(await readdir(dir)).toEqual([KEY_FILE_NAME]);
  });

  it.runIf(process.getuid?.() === 0)(
    'on a full disk: says so in words, keeps the old key, leaves no temp file',
    async () => {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir]);
      try {
        const vault = createFileVault({ directory: dir, env: {} });
        await vault.set(CANARY);
        await writeFile(join(dir, 'filler'), Buffer.alloc(60 * 1024)).catch(() => undefined);
        const error = await vault.set(`K${'x'.repeat(8000)}`).catch((e: unknown) => e);
        expect(error).toMatchObject({ name: 'FileProblem', kind: 'disk-full' });
        expect(String(error)).toContain('the disk is full');
        expect(await vault.read()).toBe(CANARY);
        expect((await readdir(dir)).sort()).toEqual([KEY_FILE_NAME, 'filler']);
      } finally {
        execFileSync('umount', ['-l', dir]);
      }
    },
  );

  it('clear removes the file', async () => {
    const vault = createFileVault({ directory: dir, env: {} });
    await vault.set(CANARY);
    expect(await vault.clear()).toEqual({ set: false, source: 'none' });
    expect(await readdir(dir)).toEqual([]);
    expect(await vault.read()).toBeNull();
    // Clearing twice is fine.
    expect(await vault.clear()).toEqual({ set: false, source: 'none' });
  });

  it('the environment wins; set and clear then refuse with words naming the variable, leaving the file alone', async () => {
    const plain = createFileVault({ directory: dir, env: {} });
    await plain.set(CANARY);
    const vault = createFileVault({ directory: dir, env: { [API_KEY_ENV]: ` ${ENV_CANARY} ` } });
    expect(await vault.status()).toEqual({ set: true, source: 'env' });
    expect(await vault.read()).toBe(ENV_CANARY);
    await expect(vault.set('another-key-5678')).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining(API_KEY_ENV),
    });
    await expect(vault.clear()).rejects.toMatchObject({ code: 'conflict' });
    expect(await readFile(join(dir, KEY_FILE_NAME), 'utf8')).toBe(`${CANARY}\n`);
    // An empty variable counts as unset.
    expect(await createFileVault({ directory: dir, env: { [API_KEY_ENV]: '  ' } }).status()).toEqual({
      set: true,
      source: 'file',
    });
  });

  it('status never contains the key', async () => {
    const vault = createFileVault({ directory: dir, env: {} });
    const statuses = [await vault.set(CANARY), await vault.status()];
    const envVault = createFileVault({ directory: dir, env: { [API_KEY_ENV]: ENV_CANARY } });
    statuses.push(await envVault.status());
    const text = JSON.stringify(statuses);
    expect(text).not.toContain(CANARY);
    expect(text).not.toContain(ENV_CANARY);
    expect(statuses.map((s) => Object.keys(s).sort())).toEqual([
      ['set', 'source'],
      ['set', 'source'],
      ['set', 'source'],
    ]);
  });

  it('tightens a key file others could read to 0600 and says so without the key', async () => {
    const file = join(dir, KEY_FILE_NAME);
    await writeFile(file, `${CANARY}\n`);
    await chmod(file, 0o644);
    const logs: string[] = [];
    const vault = createFileVault({ directory: dir, env: {}, log: (line) => void logs.push(line) });
    expect(await vault.read()).toBe(CANARY);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('0600');
    expect(logs.join('')).not.toContain(CANARY);
  });

  it('an empty key file means no key', async () => {
    await writeFile(join(dir, KEY_FILE_NAME), '\n', { mode: 0o600 });
    expect(await createFileVault({ directory: dir, env: {} }).status()).toEqual({ set: false, source: 'none' });
  });
});

describe('userDataDir', () => {
  const home = '/home/navigator';
  it.each([
    [{ PASSAGE_DATA_DIR: '/srv/passage' }, 'linux', '/srv/passage'],
    [{ PASSAGE_DATA_DIR: '/srv/passage', XDG_CONFIG_HOME: '/x' }, 'darwin', '/srv/passage'],
    [{ XDG_CONFIG_HOME: '/home/navigator/.xdg' }, 'linux', '/home/navigator/.xdg/passage'],
    [{ XDG_CONFIG_HOME: 'relative/xdg' }, 'linux', '/home/navigator/.config/passage'],
    [{}, 'linux', '/home/navigator/.config/passage'],
    [{}, 'freebsd', '/home/navigator/.config/passage'],
    [{}, 'darwin', '/home/navigator/Library/Application Support/Passage'],
  ] as const)('%j on %s -> %s', (env, platform, expected) => {
    expect(userDataDir({ env, platform, home })).toBe(expected);
  });

  it('uses %APPDATA% on Windows', () => {
    expect(userDataDir({ env: { APPDATA: '/c/Users/nav/AppData/Roaming' }, platform: 'win32', home })).toBe(
      join('/c/Users/nav/AppData/Roaming', 'Passage'),
    );
  });
});
