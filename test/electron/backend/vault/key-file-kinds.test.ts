// Issue 27: the `api-key` file of the browser mode and the CLI as dotfile managers, accidents and
// hostile setups leave it: a symlink is followed to the navigator's own regular file; a folder, a
// pipe, a dangling link, a huge file or one that holds no key is refused in words by `status`
// (nothing thrown, so the rest of the app goes on) and by `read` (for the commands that need the
// key), and `set` puts a real key file in its place (a folder excepted: the navigator moves it).
import { execFileSync } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readFile, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileVault, KEY_FILE_NAME } from '../../../../electron/backend/vault';

const CANARY = 'CANARY-keyfile-8c41d0e2b7';
let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passage-key-kinds-'));
  file = join(dir, KEY_FILE_NAME);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const vault = (logs: string[] = []): ReturnType<typeof createFileVault> =>
  createFileVault({ directory: dir, env: {}, log: (line) => void logs.push(line) });

describe('a symlinked key file (dotfile managers)', () => {
  it('is followed to a regular file and read', async () => {
    const dotfiles = join(dir, 'dotfiles');
    await mkdir(dotfiles);
    await writeFile(join(dotfiles, 'passage-key'), `${CANARY}\n`, { mode: 0o600 });
    await symlink(join(dotfiles, 'passage-key'), file);
    expect(await vault().read()).toBe(CANARY);
    expect(await vault().status()).toEqual({ set: true, source: 'file' });
  });

  it('pointing nowhere is refused in words', async () => {
    await symlink(join(dir, 'gone'), file);
    expect((await vault().status()).problem).toMatch(/is a link to a file that does not exist/);
  });
});

/** Each kind of file in the key file's place that cannot be a key file. */
const BAD_KINDS: [string, () => Promise<void>, RegExp][] = [
  ['a folder', () => mkdir(file), /is a folder, not a file/],
  ['a pipe', async () => void execFileSync('mkfifo', [file]), /is not a regular file \(a pipe, socket or device\)/],
  [
    'a huge file',
    () => writeFile(file, 'x', { mode: 0o600 }).then(() => truncate(file, 2 ** 31)),
    /is 2,147,483,648 bytes, far longer than an API key/,
  ],
  ['a file of two words', () => writeFile(file, `${CANARY} ${CANARY}\n`, { mode: 0o600 }), /does not hold one API key/],
  [
    'a file of binary bytes',
    () => writeFile(file, Buffer.from([0, 1, 2, 200, 255, 10]), { mode: 0o600 }),
    /does not hold one API key/,
  ],
];

describe.each(BAD_KINDS)('a key file that is %s', (_kind, make, words) => {
  beforeEach(make);

  it('status says what is wrong and how to repair it, and throws nothing', async () => {
    const status = await vault().status();
    expect(status).toMatchObject({ set: false, source: 'file' });
    expect(status.problem).toMatch(words);
    expect(status.problem).toContain(file);
    expect(status.problem).toContain('Set the key again in Settings');
    expect(JSON.stringify(status)).not.toContain(CANARY);
  });

  it('read refuses it in the same words, as a conflict, and logs them once', async () => {
    const logs: string[] = [];
    const v = vault(logs);
    for (let i = 0; i < 3; i++)
      await expect(v.read()).rejects.toMatchObject({ code: 'conflict', message: expect.stringMatching(words) });
    expect(logs).toHaveLength(1);
    expect(logs.join('')).not.toContain(CANARY);
  });
});

describe.each(BAD_KINDS.filter(([kind]) => kind !== 'a folder'))('set over %s', (_kind, make) => {
  beforeEach(make);

  it('puts a regular key file in its place', async () => {
    expect(await vault().set('fresh-key-123456')).toEqual({ set: true, source: 'file' });
    expect((await lstat(file)).isFile()).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('fresh-key-123456\n');
  });
});

describe('a folder in the key file place', () => {
  beforeEach(() => mkdir(file));

  it('set and clear refuse, naming it and what to do, and leave it', async () => {
    for (const attempt of [() => vault().set('fresh-key-123456'), () => vault().clear()])
      await expect(attempt()).rejects.toMatchObject({
        code: 'conflict',
        message: expect.stringContaining(`The key file ${file} is a folder; remove or rename it`),
      });
    expect((await lstat(file)).isDirectory()).toBe(true);
  });
});
