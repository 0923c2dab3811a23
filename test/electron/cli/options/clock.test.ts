// $PASSAGE_CLOCK_OFFSET_H: read as hours or refused naming it (exit 2), said on stderr, and added
// to the clocks of the sandbox (its latest model run moves), the web host's backend and a service
// command's backend.
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandClock, readClockOffsetH, withServiceSession } from '../../../../electron/cli/options';
import { inWords, main } from '../../../../electron/cli/main';
import { runSandbox } from '../../../../electron/cli/sandbox';
import { runWeb, type BackendStarter } from '../../../../electron/cli/web';
import { fakeBackend, tempRenderer } from '../../backend/web/helpers';

function capture() {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: { stdout: (text: string) => void (out.stdout += text), stderr: (text: string) => void (out.stderr += text) },
  };
}

/** 1 Dec 2026 05:00 UTC. */
const T0 = Date.UTC(2026, 11, 1, 5) / 1000;
const env = (value: string): NodeJS.ProcessEnv => ({ PASSAGE_CLOCK_OFFSET_H: value });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('reading the clock offset', () => {
  it('reads hours, fractional and negative too; unset or empty is no offset', () => {
    expect(readClockOffsetH(env('12'))).toBe(12);
    expect(readClockOffsetH(env(' -1.5 '))).toBe(-1.5);
    expect(readClockOffsetH(env('+0.25'))).toBe(0.25);
    expect(readClockOffsetH({})).toBeNull();
    expect(readClockOffsetH(env(''))).toBeNull();
  });

  it.each(['soon', '12h', '1e3', 'NaN', 'Infinity', '9000', '0x10'])(
    'refuses "%s" naming the variable (exit 2)',
    (v) => {
      const failure = (() => {
        try {
          readClockOffsetH(env(v));
          return null;
        } catch (e) {
          return inWords(e);
        }
      })();
      expect(failure).toEqual([
        2,
        `$PASSAGE_CLOCK_OFFSET_H must be a number of hours within ±8784 (e.g. 12 or -1.5), got "${v}".`,
      ]);
    },
  );

  it('adds the offset to the wall clock and says so once on stderr', () => {
    const { out, io } = capture();
    const clock = commandClock('web', env('12'), io, () => T0);
    expect(clock?.()).toBe(T0 + 12 * 3600);
    expect(commandClock('web', env('-1.5'), io, () => T0)?.()).toBe(T0 - 5400);
    expect(out.stderr).toBe(
      'passage web: clock offset +12 h: for tests and rehearsals only.\n' +
        'passage web: clock offset -1.5 h: for tests and rehearsals only.\n',
    );
    const quiet = capture();
    expect(commandClock('web', {}, quiet.io, () => T0)).toBeUndefined();
    expect(quiet.out.stderr).toBe('');
  });
});

/** The newest ECMWF ENS run the sandbox lists, as ISO. */
async function latestEnsembleRun(offset: string): Promise<string> {
  const { out, io } = capture();
  const stop = new AbortController();
  let url = '';
  const done = runSandbox(['--port', '0'], io, stop.signal, (ready) => (url = ready), {
    env: env(offset),
    wallClockUtc: () => T0,
  });
  await expect.poll(() => url).not.toBe('');
  const body = (await (await fetch(`${url}/v1/weather/ensemble/models?api_key=demo`)).json()) as {
    models: { id: string; runtimes: number[] }[];
  };
  stop.abort();
  expect(await done).toBe(0);
  expect(out.stderr).toBe(`passage sandbox: clock offset +${offset} h: for tests and rehearsals only.\n`);
  const runs = body.models.find((m) => m.id === 'ecmwf-ens')?.runtimes ?? [];
  return new Date((runs.at(-1) ?? NaN) * 1000).toISOString();
}

describe('the sandbox on the offset clock', () => {
  it('moves its latest model run by the offset: two 6-hourly runs later at +12 h', async () => {
    // ECMWF ENS runs are out 8 h after their nominal time: at 05:00 the latest is 18Z the day before.
    expect(await latestEnsembleRun('0')).toBe('2026-11-30T18:00:00.000Z');
    expect(await latestEnsembleRun('12')).toBe('2026-12-01T06:00:00.000Z');
  });

  it('refuses a bad offset as a usage error before listening', async () => {
    vi.stubEnv('PASSAGE_CLOCK_OFFSET_H', 'tomorrow');
    const { out, io } = capture();
    expect(await main(['sandbox', '--port', '0'], io)).toBe(2);
    expect(out.stderr).toBe(
      'passage sandbox: $PASSAGE_CLOCK_OFFSET_H must be a number of hours within ±8784 (e.g. 12 or -1.5), got "tomorrow".\n',
    );
    expect(out.stdout).toBe('');
  });
});

describe('the backend on the offset clock', () => {
  it('passage web gives its backend (and so its built-in demo service) the offset clock', async () => {
    const { root, staticDir } = await tempRenderer();
    try {
      let nowUtc: (() => number) | undefined;
      const starter: BackendStarter = async (options) => {
        nowUtc = options.nowUtc;
        return { api: await fakeBackend(), close: async () => {} };
      };
      const { out, io } = capture();
      const stop = new AbortController();
      stop.abort();
      const code = await runWeb(['--data-dir', root], io, stop.signal, {
        createBackend: starter,
        staticDir,
        env: env('6'),
        wallClockUtc: () => T0,
      });
      expect(code).toBe(0);
      expect(nowUtc?.()).toBe(T0 + 6 * 3600);
      expect(out.stderr.split('\n')[0]).toBe('passage web: clock offset +6 h: for tests and rehearsals only.');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('a service command (report, conditions, departures...) gives its backend the offset clock', async () => {
    let nowUtc: (() => number) | undefined;
    const { out, io } = capture();
    const before = Date.now() / 1000;
    const answer = await withServiceSession(
      'departures',
      { demo: true, dataDir: undefined },
      io,
      {
        env: env('24'),
        createBackend: async (options) => {
          nowUtc = options.nowUtc;
          const api = await fakeBackend({
            'demo.enable': async () => ({ enabled: true, reason: 'chosen', serviceUrl: 'http://127.0.0.1:1' }),
            'demo.status': async () => ({ enabled: true, reason: 'chosen', serviceUrl: 'http://127.0.0.1:1' }),
          });
          return { api, close: async () => {} };
        },
      },
      async () => 'done',
    );
    expect(answer).toBe('done');
    const shiftS = (nowUtc?.() ?? NaN) - before;
    expect(shiftS).toBeGreaterThanOrEqual(24 * 3600);
    expect(shiftS).toBeLessThan(24 * 3600 + 60);
    expect(out.stderr).toBe(
      'passage departures: clock offset +24 h: for tests and rehearsals only.\n' +
        'passage departures: demo service: synthetic data, not for navigation.\n',
    );
  });
});
