// Starts the app as a navigator would in a browser: builds the renderer when out/ is missing or
// older than its sources, runs `passage web --demo` on a free loopback port with a fresh data
// folder, and hands the printed address (with its token) to the tests. The returned function
// is the teardown: SIGTERM, then the data folder is removed.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_API_KEY, URL_ENV } from './env';

const ROOT = resolve(import.meta.dirname, '../..');
const BUILT_INDEX = join(ROOT, 'out/renderer/index.html');
/** Screenshots and the host's log; kept as CI artifacts. */
export const ARTIFACTS_DIR = join(ROOT, 'test-results/e2e');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** Newest modification time under `path`, ms; 0 when it does not exist. */
function newestMtimeMs(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtimeMs(join(path, name))), stat.mtimeMs);
}

/** `npm test` builds just before; a local run after editing the UI must not test an old bundle. */
function buildRendererIfStale(): void {
  const built = existsSync(BUILT_INDEX) ? statSync(BUILT_INDEX).mtimeMs : 0;
  const sources = Math.max(...['renderer', 'shared', 'electron.vite.config.ts', 'svelte.config.js'].map((p) => newestMtimeMs(join(ROOT, p))));
  if (built >= sources) return;
  console.log(built === 0 ? 'e2e: out/renderer is missing; building.' : 'e2e: out/renderer is older than its sources; building.');
  const result = spawnSync('npx', ['electron-vite', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' } });
  if (result.status !== 0) throw new Error(`e2e: \`npx electron-vite build\` failed (exit ${String(result.status)}).`);
}

/** PASSAGE_E2E_PORT when set, else a port the system reports free now. */
async function choosePort(): Promise<number> {
  const fixed = process.env['PASSAGE_E2E_PORT'];
  if (fixed !== undefined && fixed !== '') return Number(fixed);
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

/** Resolves with the printed address once the host says it is running; rejects if it exits first. */
function waitForAddress(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`e2e: passage web printed no address within ${START_TIMEOUT_MS / 1000} s.\n${output()}`)), START_TIMEOUT_MS);
    const onData = (): void => {
      const match = /http:\/\/127\.0\.0\.1:\d+\/#token=[A-Za-z0-9_-]+/.exec(output());
      if (match === null) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      done(match[0]);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`e2e: passage web exited (code ${String(code)}) before it was ready.\n${output()}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
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

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildRendererIfStale();
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  for (const name of readdirSync(ARTIFACTS_DIR)) if (name.endsWith('.png')) rmSync(join(ARTIFACTS_DIR, name));

  const dataDir = await mkdtemp(join(tmpdir(), 'passage-e2e-'));
  const port = await choosePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PASSAGE_API_KEY: E2E_API_KEY };
  delete env['PASSAGE_DATA_DIR'];
  const child = spawn(process.execPath, ['bin/passage.js', 'web', '--demo', '--port', String(port), '--data-dir', dataDir], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  // The log is an artifact: the launch token is blanked (the host itself never logs the key).
  const log = createWriteStream(join(ARTIFACTS_DIR, 'passage-web.log'));
  const record = (chunk: Buffer): void => {
    const text = chunk.toString('utf8');
    output += text;
    log.write(text.replace(/#token=[A-Za-z0-9_-]+/g, '#token=<token>'));
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);

  let url: string;
  try {
    url = await waitForAddress(child, () => output);
  } catch (error) {
    await stop(child);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env[URL_ENV] = url;

  return async () => {
    await stop(child);
    await new Promise<void>((done) => log.end(done));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
