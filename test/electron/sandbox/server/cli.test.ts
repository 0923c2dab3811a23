// `passage sandbox`: in-process (stopped with an AbortSignal) and through the real bin with a
// SIGTERM, plus the usage errors.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../../electron/cli/main';
import { readSandboxArgs, runSandbox } from '../../../../electron/cli/sandbox';

const root = join(import.meta.dirname, '../../../..');

function capture() {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: { stdout: (text: string) => void (out.stdout += text), stderr: (text: string) => void (out.stderr += text) },
  };
}

describe('passage sandbox', () => {
  it('reads its options, with loopback, seed 1 and the demo key by default', () => {
    expect(readSandboxArgs([])).toEqual({
      port: 8787,
      host: '127.0.0.1',
      seed: 1,
      keys: ['demo'],
      control: false,
      help: false,
    });
    expect(readSandboxArgs(['--port', '0', '--seed', '4294967295', '--keys', 'a,b', '--control'])).toMatchObject({
      port: 0,
      seed: 4294967295,
      keys: ['a', 'b'],
      control: true,
    });
  });

  it.each([
    [['--port', 'eighty'], '--port must be a whole number 0..65535, got "eighty".'],
    [['--seed', '1.5'], '--seed must be a whole number 0..4294967295, got "1.5".'],
    [['--keys', 'a,,b'], '--keys must be a comma-separated list of keys without spaces, got "a,,b".'],
  ])('%j is a usage error (exit 2)', async (args, message) => {
    const { out, io } = capture();
    expect(await main(['sandbox', ...args], io)).toBe(2);
    expect(out.stderr).toBe(`passage sandbox: ${message}\n`);
  });

  it.each([
    [['--port', '65536'], '--port must be a whole number 0..65535, got "65536".'],
    [['--port=-1'], '--port must be a whole number 0..65535, got "-1".'],
  ])('%j, a whole number out of range, is bad input (exit 1)', async (args, message) => {
    const { out, io } = capture();
    expect(await main(['sandbox', ...args], io)).toBe(1);
    expect(out.stderr).toBe(`passage sandbox: ${message}\n`);
  });

  it('an unknown option is a usage error too', async () => {
    const { out, io } = capture();
    expect(await main(['sandbox', '--colour', 'blue'], io)).toBe(2);
    expect(out.stderr).toContain("Unknown option '--colour'");
  });

  it('runs in-process until stopped, answering with the printed key', async () => {
    const { out, io } = capture();
    const stop = new AbortController();
    let url = '';
    const done = runSandbox(
      ['--port', '0', '--keys', 'k1,k2', '--seed', '5'],
      io,
      stop.signal,
      (ready) => (url = ready),
    );
    await expect.poll(() => url).not.toBe('');
    expect(out.stdout).toBe(
      `Passage sandbox (synthetic data, not for navigation) at ${url}\nAPI keys: k1, k2\nSeed 5. Press Ctrl+C to stop.\n`,
    );
    expect((await fetch(`${url}/v1/storms?api_key=wrong`)).status).toBe(401);
    expect((await fetch(`${url}/v1/storms?api_key=k2`)).status).not.toBe(401);
    stop.abort();
    expect(await done).toBe(0);
    expect(out.stdout.endsWith('Sandbox stopped.\n')).toBe(true);
    expect(out.stderr).toBe('');
    await expect(fetch(`${url}/v1/storms?api_key=k2`)).rejects.toThrow();
  });

  it('warns when asked to listen beyond this machine', async () => {
    const { out, io } = capture();
    const stop = new AbortController();
    stop.abort();
    expect(await runSandbox(['--port', '0', '--host', '0.0.0.0'], io, stop.signal)).toBe(0);
    expect(out.stderr).toBe(
      'Warning: listening on 0.0.0.0 lets other machines use this sandbox and its keys. Use it only on a network you trust.\n',
    );
  });

  it('reports a port in use as exit 1', async () => {
    const first = capture();
    const stop = new AbortController();
    let url = '';
    const done = runSandbox(['--port', '0'], first.io, stop.signal, (ready) => (url = ready));
    await expect.poll(() => url).not.toBe('');
    const port = new URL(url).port;
    const second = capture();
    const stopSecond = new AbortController();
    expect(await runSandbox(['--port', port], second.io, stopSecond.signal)).toBe(1);
    expect(second.out.stderr).toBe(
      `passage sandbox: port ${port} is already in use; choose another with --port, or --port 0 for any free port.\n`,
    );
    stop.abort();
    expect(await done).toBe(0);
  });

  it('runs through the real bin and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, [join(root, 'bin/passage.js'), 'sandbox', '--port', '0', '--control'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await expect.poll(() => /at (http:\/\/127\.0\.0\.1:\d+)\n/.test(stdout), { timeout: 15_000 }).toBe(true);
    const url = /at (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout)?.[1] ?? '';
    expect(stdout).toContain('\nAPI key: demo\n');
    expect((await fetch(`${url}/v1/storms?api_key=demo`)).status).not.toBe(401);
    const ledger = await fetch(`${url}/__sandbox/ledger?key=demo`);
    expect(JSON.parse(await ledger.text())).toMatchObject({ requests: 1 });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout.endsWith('Sandbox stopped.\n')).toBe(true);
  }, 20_000);
});
