// Issue 27: `passage web` on a data folder whose `api-key` is not a plain small file (a folder, a
// pipe, a huge file) answered every call with a bare 500 "Internal error.", key.set included, so
// the navigator could neither see voyages nor repair it from the app. Now every call that needs
// no key answers, key.status says what is wrong, key.set repairs it, and the CLI commands that
// need the key refuse in the same words.
import { execFileSync } from 'node:child_process';
import { mkdir, rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEY_FILE_NAME } from '../../../electron/backend/vault';
import { main } from '../../../electron/cli/main';
import { runWeb } from '../../../electron/cli/web';
import type { WebHost } from '../../../electron/backend/web';
import { rpc, tempRenderer } from '../backend/web/helpers';

let root: string;
let staticDir: string;
let dataDir: string;
let keyFile: string;

beforeEach(async () => {
  ({ root, staticDir } = await tempRenderer());
  dataDir = join(root, 'data');
  await mkdir(dataDir);
  keyFile = join(dataDir, KEY_FILE_NAME);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** `passage web` on the data folder while `calls` runs against it; what it printed. */
async function withWeb(
  calls: (call: (method: string, input?: unknown) => Promise<unknown>) => Promise<void>,
): Promise<string> {
  let stderr = '';
  const stop = new AbortController();
  let failure: unknown = null;
  const code = await runWeb(['--data-dir', dataDir], { stdout: () => {}, stderr: (t) => (stderr += t) }, stop.signal, {
    staticDir,
    env: {},
    onReady: (host: WebHost) => {
      const call = async (method: string, input: unknown = {}): Promise<unknown> => {
        const answer = await rpc(host.port, host.token, method, input);
        expect(answer.status, `${method}: ${answer.body}`).toBe(200);
        return JSON.parse(answer.body);
      };
      calls(call)
        .catch((error: unknown) => (failure = error))
        .finally(() => stop.abort());
    },
  });
  if (failure !== null) throw failure;
  expect(code).toBe(0);
  return stderr;
}

const KINDS: [string, () => Promise<void>, RegExp][] = [
  ['a folder', () => mkdir(keyFile), /is a folder, not a file/],
  ['a pipe', async () => void execFileSync('mkfifo', [keyFile]), /is not a regular file/],
  [
    'a huge file',
    () => writeFile(keyFile, 'x', { mode: 0o600 }).then(() => truncate(keyFile, 2 ** 30)),
    /far longer than an API key/,
  ],
];

describe.each(KINDS)('an api-key that is %s', (kind, make, words) => {
  beforeEach(make);

  it('every call that needs no key answers, and key.status says what is wrong', async () => {
    const stderr = await withWeb(async (call) => {
      expect(await call('voyages.list')).toMatchObject({ ok: true });
      expect(await call('settings.get')).toMatchObject({ ok: true });
      // No usable key: the demo service answers, as with no key at all.
      expect(await call('demo.status')).toMatchObject({ ok: true, value: { enabled: true, reason: 'no-key' } });
      const status = (await call('key.status')) as { ok: true; value: { set: boolean; problem?: string } };
      expect(status.value.set).toBe(false);
      expect(status.value.problem).toMatch(words);
      // Repaired from the app: a folder must be moved by hand, anything else is replaced.
      const set = (await call('key.set', { apiKey: 'fresh-key-123456' })) as {
        ok: boolean;
        error?: { message: string };
      };
      if (kind === 'a folder') expect(set.error?.message).toContain('is a folder; remove or rename it');
      else {
        expect(set).toMatchObject({ ok: true, value: { set: true, source: 'file' } });
        expect(await call('key.status')).toEqual({ ok: true, value: { set: true, source: 'file' } });
      }
    });
    expect(stderr).not.toContain('Internal error');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('a command that needs the key refuses in the same words and exits 1', async () => {
    let stderr = '';
    const code = await main(['climate', '52.1,4.3', '--data-dir', dataDir], {
      stdout: () => {},
      stderr: (t) => (stderr += t),
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(words);
    expect(stderr).toContain('Set the key again');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
