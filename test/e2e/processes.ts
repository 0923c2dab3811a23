// Starting the app as a navigator would, for the e2e tests and the Chromium bench: the demo
// service as its own process (`passage sandbox`, so a test can really stop it), `passage web
// --demo` pointed at it, and the renderer rebuilt first when its sources are newer.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
const BUILT_INDEX = join(ROOT, 'out/renderer/index.html');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** The key the e2e sandbox accepts; demo data, so it guards nothing but is still never shown. */
export const SANDBOX_KEY = 'e2e-sandbox-key-5d1c7b';

/** Newest modification time under `path`, ms; 0 when it does not exist. */
function newestMtimeMs(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtimeMs(join(path, name))), stat.mtimeMs);
}

/** `npm test` builds just before; a local run after editing the UI must not test an old bundle. */
export function buildRendererIfStale(): void {
  const built = existsSync(BUILT_INDEX) ? statSync(BUILT_INDEX).mtimeMs : 0;
  const sources = Math.max(
    ...['renderer', 'shared', 'electron.vite.config.ts', 'svelte.config.js'].map((p) => newestMtimeMs(join(ROOT, p))),
  );
  if (built >= sources) return;
  console.log(
    built === 0 ? 'e2e: out/renderer is missing; building.' : 'e2e: out/renderer is older than its sources; building.',
  );
  const result = spawnSync('npx', ['electron-vite', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
  });
  if (result.status !== 0) throw new Error(`e2e: \`npx electron-vite build\` failed (exit ${String(result.status)}).`);
}

/** A port the system reports free now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export interface Started {
  readonly child: ChildProcess;
  /** What the process printed as its address. */
  readonly address: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/** Runs `passage <args>` and resolves once its output matches `ready`; rejects if it exits first. */
export function startPassage(
  args: readonly string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv,
  onOutput: (text: string) => void = () => {},
): Promise<Started> {
  const child = spawn(process.execPath, [join(ROOT, 'bin/passage.js'), ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const record = (chunk: Buffer): void => {
    const text = chunk.toString('utf8');
    output += text;
    onOutput(text);
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`passage ${args[0] ?? ''} printed no address within ${START_TIMEOUT_MS / 1000} s.\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (): void => {
      const match = ready.exec(output);
      if (match === null) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      done({ child, address: match[0], output: () => output });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`passage ${args[0] ?? ''} exited (code ${String(code)}) before it was ready.\n${output}`));
    });
  });
}

/** SIGTERM, then SIGKILL after a grace period. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * `passage sandbox` on `port` (0: any) with the world of `seed`, accepting SANDBOX_KEY, with its
 * loopback-only control route so a test can plan faults (a socket dropped mid-stream) and stage
 * road events as a separate process would.
 */
export function startSandboxProcess(
  port: number,
  onOutput?: (text: string) => void,
  extraEnv: NodeJS.ProcessEnv = {},
  seed = 1,
): Promise<Started> {
  const env = { ...process.env, ...extraEnv };
  return startPassage(
    ['sandbox', '--port', String(port), '--seed', String(seed), '--keys', SANDBOX_KEY, '--control'],
    /http:\/\/127\.0\.0\.1:\d+/,
    env,
    onOutput,
  );
}

/** `passage web --demo --demo-service <sandboxUrl>` with a fresh data folder; `apiKey` is set but unused (demo mode is chosen). */
export function startWebProcess(
  options: { port: number; dataDir: string; sandboxUrl: string; apiKey: string; extraEnv?: NodeJS.ProcessEnv },
  onOutput?: (text: string) => void,
): Promise<Started> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.extraEnv,
    PASSAGE_API_KEY: options.apiKey,
    PASSAGE_DEMO_KEY: SANDBOX_KEY,
  };
  delete env['PASSAGE_DATA_DIR'];
  const args = [
    'web',
    '--demo',
    '--demo-service',
    options.sandboxUrl,
    '--port',
    String(options.port),
    '--data-dir',
    options.dataDir,
  ];
  return startPassage(args, /http:\/\/127\.0\.0\.1:\d+\/#token=[A-Za-z0-9_-]+/, env, onOutput);
}
