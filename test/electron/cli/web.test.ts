// `passage web` in-process: prints the address with a token, answers rpc calls that carry it,
// turns demo mode on with --demo, keeps the key out of answers, and stops cleanly.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackendApi, HostServices } from '../../../shared/ipc';
import { IpcFailure } from '../../../shared/ipc';
import { main } from '../../../electron/cli/main';
import type { BackendStarter } from '../../../electron/cli/web';
import { runWeb } from '../../../electron/cli/web';
import type { WebHost } from '../../../electron/backend/web';
import { startSandbox } from '../../../electron/sandbox/server/sandbox';
import { fakeBackend, raw, rpc, tempRenderer } from '../backend/web/helpers';

/** The places.search answer inside an rpc envelope. */
function placesAnswer(envelope: unknown): { places: { name: string }[]; provenance: unknown } {
  expect(envelope).toMatchObject({ ok: true });
  return (envelope as { value: { places: { name: string }[]; provenance: unknown } }).value;
}

const CANARY = 'CANARY-cli-web-3c8e0f5a91';

let root: string;
let staticDir: string;

beforeEach(async () => {
  ({ root, staticDir } = await tempRenderer());
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

interface Recorded {
  dataDir?: string;
  host?: HostServices;
  demoEnabled: boolean;
  closed: boolean;
}

/** A backend factory as electron/backend/index.ts's createBackend, recording how it was used. */
function fakeStarter(
  recorded: Recorded,
  overrides: (host: HostServices) => Partial<BackendApi> = () => ({}),
): BackendStarter {
  return async ({ dataDir, host }) => {
    recorded.dataDir = dataDir;
    recorded.host = host;
    const api = await fakeBackend({
      'demo.enable': async () => {
        recorded.demoEnabled = true;
        return { enabled: true, reason: 'chosen', serviceUrl: 'http://127.0.0.1:45678' };
      },
      'demo.status': async () => ({
        enabled: recorded.demoEnabled,
        reason: recorded.demoEnabled ? 'chosen' : null,
        serviceUrl: null,
      }),
      'key.status': async () => host.vault.status(),
      ...overrides(host),
    });
    return { api, close: async () => void (recorded.closed = true) };
  };
}

async function runUntilReady(
  args: string[],
  starter: BackendStarter,
  whileRunning: (host: WebHost) => Promise<void>,
  env: NodeJS.ProcessEnv = {},
) {
  let stdout = '';
  let stderr = '';
  const stop = new AbortController();
  let failure: unknown;
  const code = await runWeb(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) }, stop.signal, {
    createBackend: starter,
    staticDir,
    env,
    onReady: (host) => {
      whileRunning(host)
        .catch((e: unknown) => (failure = e))
        .finally(() => stop.abort());
    },
  });
  if (failure !== undefined) throw failure;
  return { code, stdout, stderr };
}

describe('passage web', () => {
  it('--demo: enables demo mode, prints the URL with the token, serves rpc with it, stops cleanly', async () => {
    const recorded: Recorded = { demoEnabled: false, closed: false };
    const dataDir = join(root, 'data');
    let answer: unknown;
    let printedUrl = '';
    const result = await runUntilReady(['--demo', '--data-dir', dataDir], fakeStarter(recorded), async (host) => {
      printedUrl = host.url;
      const res = await rpc(host.port, host.token, 'demo.status', {});
      answer = JSON.parse(res.body);
      expect((await rpc(host.port, 'wrong', 'demo.status', {})).status).toBe(401);
      expect((await raw({ port: host.port, path: '/' })).status).toBe(200);
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(printedUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[A-Za-z0-9_-]{43}$/);
    expect(result.stdout).toContain(`  ${printedUrl}\n`);
    expect(result.stdout).toContain('demo mode: synthetic data, not for navigation');
    expect(result.stdout).toContain('Passage stopped.');
    expect(answer).toEqual({ ok: true, value: { enabled: true, reason: 'chosen', serviceUrl: null } });
    expect(recorded).toMatchObject({ dataDir, demoEnabled: true, closed: true });
  });

  it('--demo with the real backend: demo.status answers over rpc with the token', async () => {
    const dataDir = join(root, 'real');
    let stdout = '';
    let answer: unknown;
    const stop = new AbortController();
    const code = await runWeb(
      ['--demo', '--data-dir', dataDir],
      { stdout: (t) => (stdout += t), stderr: () => {} },
      stop.signal,
      {
        staticDir,
        env: {},
        onReady: (host) => {
          rpc(host.port, host.token, 'demo.status', {})
            .then((res) => (answer = JSON.parse(res.body)))
            .finally(() => stop.abort());
        },
      },
    );
    expect(code).toBe(0);
    expect(stdout).toContain('demo mode: synthetic data, not for navigation');
    expect(answer).toEqual({
      ok: true,
      value: { enabled: true, reason: 'chosen', serviceUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+/) },
    });
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  });

  it('without --demo leaves demo mode alone and does not say demo', async () => {
    const recorded: Recorded = { demoEnabled: false, closed: false };
    const result = await runUntilReady(
      ['--data-dir', join(root, 'data'), '--port', '0'],
      fakeStarter(recorded),
      async () => {},
    );
    expect(result.code).toBe(0);
    expect(recorded.demoEnabled).toBe(false);
    expect(result.stdout).not.toContain('demo mode');
  });

  it('lends the backend browser host services: the file vault, no dialogs, progress to the event stream, PDF by Chromium', async () => {
    const recorded: Recorded = { demoEnabled: false, closed: false };
    const dataDir = join(root, 'data');
    await runUntilReady(['--data-dir', dataDir], fakeStarter(recorded), async (host) => {
      const services = recorded.host;
      if (services === undefined) throw new Error('no host services');
      expect(await services.chooseOpenPath({ title: 'Import', filters: [] })).toBeNull();
      expect(await services.chooseSavePath({ title: 'Export', defaultFileName: 'a.rtz', filters: [] })).toBeNull();
      // PDFs print with the installed Chromium (this machine and CI have Debian's).
      expect(
        Buffer.from(await services.printToPdf('<!DOCTYPE html><p>x</p>'))
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      expect(await services.vault.set(CANARY)).toEqual({ set: true, source: 'file' });
      expect(await services.vault.read()).toBe(CANARY);
      const status = JSON.parse((await rpc(host.port, host.token, 'key.status', {})).body);
      expect(status).toEqual({ ok: true, value: { set: true, source: 'file' } });
      expect(host.progress).toBeDefined();
    });
  });

  it('keeps the key from PASSAGE_API_KEY out of rpc answers', async () => {
    const recorded: Recorded = { demoEnabled: false, closed: false };
    const starter = fakeStarter(recorded, () => ({
      'settings.get': async () => {
        throw new IpcFailure('unauthorized', `The service refused ${CANARY}.`);
      },
    }));
    let body = '';
    await runUntilReady(
      ['--data-dir', join(root, 'data')],
      starter,
      async (host) => {
        body = (await rpc(host.port, host.token, 'settings.get', {})).body;
      },
      { PASSAGE_API_KEY: CANARY },
    );
    expect(JSON.parse(body)).toEqual({
      ok: false,
      error: { code: 'unauthorized', message: 'The service refused ***.' },
    });
  });

  it('says to run `npm run build` when the renderer is missing', async () => {
    let stderr = '';
    const recorded: Recorded = { demoEnabled: false, closed: false };
    const code = await runWeb(
      ['--demo'],
      { stdout: () => {}, stderr: (t) => (stderr += t) },
      new AbortController().signal,
      {
        createBackend: fakeStarter(recorded),
        staticDir: join(root, 'nowhere'),
        env: {},
      },
    );
    expect(code).toBe(1);
    expect(stderr).toContain('Run `npm run build` first.');
    expect(recorded.dataDir).toBeUndefined();
  });

  it('--demo-service: answers from a sandbox already running, as demo data, and stale once it stops', async () => {
    const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 3, keys: ['k-external-demo'] });
    const dataDir = join(root, 'external');
    const answers: unknown[] = [];
    const stop = new AbortController();
    try {
      const code = await runWeb(
        ['--demo', '--demo-service', sandbox.url, '--data-dir', dataDir],
        { stdout: () => {}, stderr: () => {} },
        stop.signal,
        {
          staticDir,
          env: { PASSAGE_DEMO_KEY: 'k-external-demo' },
          onReady: (host) => {
            const call = async (method: string, input: unknown): Promise<void> =>
              void answers.push(JSON.parse((await rpc(host.port, host.token, method, input)).body));
            call('demo.status', {})
              .then(() => call('places.search', { query: 'Rotterdam' }))
              .then(() => sandbox.close())
              .then(() => call('places.search', { query: 'Rotterdam' }))
              .finally(() => stop.abort());
          },
        },
      );
      expect(code).toBe(0);
    } finally {
      await sandbox.close().catch(() => undefined);
    }
    expect(answers[0]).toEqual({
      ok: true,
      value: { enabled: true, reason: 'chosen', serviceUrl: new URL(sandbox.url).origin },
    });
    const live = placesAnswer(answers[1]);
    expect(live.provenance).toMatchObject({ source: 'demo', stale: false });
    expect(live.places.map((p) => p.name)).toContain('Rotterdam');
    const stale = placesAnswer(answers[2]);
    expect(stale.provenance).toMatchObject({ source: 'demo', stale: true });
    expect(stale.places).toEqual(live.places);
  }, 60_000);

  it('is a passage command with usage errors and help', async () => {
    let out = '';
    let err = '';
    const io = { stdout: (t: string) => (out += t), stderr: (t: string) => (err += t) };
    expect(await main(['web', '--port', 'eighty'], io)).toBe(2);
    expect(err).toContain('--port must be a whole number 0..65535');
    // A whole number out of range is bad input (1), not a usage error.
    expect(await main(['web', '--port', '70000'], io)).toBe(1);
    expect(await main(['web', '--bogus'], io)).toBe(2);
    expect(await main(['web', '--help'], io)).toBe(0);
    expect(out).toContain('Usage: passage web [--port N] [--demo [--demo-service URL]] [--data-dir DIR]');
    expect(await main(['--help'], io)).toBe(0);
    expect(out).toContain('web [--port N] [--demo [--demo-service URL]] [--data-dir DIR]');
    expect(await main(['web', '--demo-service', 'http://127.0.0.1:8787'], io)).toBe(2);
    expect(err).toContain('--demo-service needs --demo.');
    expect(await main(['web', '--demo', '--demo-service', 'http://example.org:8787'], io)).toBe(2);
    expect(err).toContain(
      '--demo-service must be an http address on this machine (127.0.0.1), got "http://example.org:8787".',
    );
  });
});
