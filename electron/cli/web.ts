// `passage web`: runs the app in a browser. Builds the backend with browser-mode host services
// (file key vault, no native dialogs, progress over Server-Sent Events), serves the built
// renderer and the backend on 127.0.0.1, prints the address to open, and runs until SIGINT/SIGTERM.
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BackendApi, HostServices, KeyVault } from '../../shared/ipc';
import { IpcFailure } from '../../shared/ipc';
import { chromiumPrintToPdf } from '../backend/app/reports/pdf/chromium';
import { StoreVersionError } from '../backend/store/errors';
import { StoreOpenError } from '../backend/store/open-problem';
import { createFileVault, userDataDir } from '../backend/vault';
import { createProgressHub, startWebHost } from '../backend/web';
import type { ProgressHub, WebHost } from '../backend/web';
import { UsageError, type CliIo, type ExitCode } from './io';
import { defined } from '../../shared/domain/defined';
import {
  CLOCK_OFFSET_ENV,
  commandClock,
  parseCommandLine,
  PORT,
  readWholeInRange,
  untilStopped,
  whileListeningForStop,
} from './options';

/** The renderer as `npm run build` (electron-vite) writes it. */
export const DEFAULT_STATIC_DIR = resolve(import.meta.dirname, '../../out/renderer');

const HELP = `Usage: passage web [--port N] [--demo [--demo-service URL]] [--data-dir DIR]

  Serves Passage to a browser on this machine only (127.0.0.1) and prints the address to open.
  The address carries a secret for this launch: do not share it.
  --port N        Port to listen on, 0..65535. Default 0 (any free port).
  --demo          Starts in demo mode: synthetic data from a built-in service, not for navigation.
  --demo-service URL
                  With --demo: use a demo service already running on this machine
                  (\`passage sandbox\`) instead of starting one; its key is $PASSAGE_DEMO_KEY,
                  else "demo" (the sandbox's default).
  --data-dir DIR  Where voyages, the cache and the key file live. Default: $PASSAGE_DATA_DIR,
                  else the user's settings folder (~/.config/passage on Linux).
  The API key comes from $PASSAGE_API_KEY, else from the key file in the data folder.
  $${CLOCK_OFFSET_ENV}, hours (tests and rehearsals only), is added to the clock of the backend and of
  its built-in demo service (not of one given with --demo-service: start that with it too).
`;

/** What electron/backend/index.ts exports as createBackend. */
export type BackendStarter = (options: {
  dataDir: string;
  demoService?: { url: string; key: string };
  host: HostServices;
  nowUtc?: () => number;
  /** The built-in demo service on a worker thread (on the wall clock only). */
  demoOnWorker?: boolean;
  log?: (line: string) => void;
}) => Promise<{ api: BackendApi; close(): Promise<void> }>;

/**
 * electron/backend's createBackend, loaded on first use: the other commands (schedule, sandbox)
 * then start without loading SQLite and the service client.
 */
const loadBackend: BackendStarter = async (options) => (await import('../backend/index')).createBackend(options);

export interface WebArgs {
  readonly port: number;
  readonly demo: boolean;
  readonly dataDir: string | null;
  /** An external demo service's address (loopback only), or null for the in-process one. */
  readonly demoService: string | null;
  readonly help: boolean;
}

/** The sandbox must be on this machine: demo data never comes from another host. */
function readDemoService(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--demo-service must be an address like http://127.0.0.1:8787, got "${text}".`);
  }
  if (url.protocol !== 'http:' || !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new UsageError(`--demo-service must be an http address on this machine (127.0.0.1), got "${text}".`);
  }
  return url.origin;
}

/** Seams for tests; the command as users run it passes none. */
export interface WebDeps {
  readonly createBackend?: BackendStarter;
  readonly staticDir?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** The wall clock, Unix seconds, that $PASSAGE_CLOCK_OFFSET_H is added to. */
  readonly wallClockUtc?: () => number;
  readonly onReady?: (host: WebHost) => void;
}

const OPTIONS = {
  port: { type: 'string' },
  demo: { type: 'boolean' },
  'data-dir': { type: 'string' },
  'demo-service': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export function readWebArgs(args: string[]): WebArgs {
  const { values, positionals } = parseCommandLine(args, OPTIONS, HELP);
  if (positionals.length > 0) throw new UsageError(`takes no file or word "${positionals[0]}".\n\n${HELP}`);
  const port = values.port === undefined ? 0 : readWholeInRange(values.port, '--port', PORT);
  const dataDir = values['data-dir']?.trim();
  if (dataDir === '') throw new UsageError('--data-dir must not be empty.');
  const demoService = values['demo-service'] === undefined ? null : readDemoService(values['demo-service'].trim());
  if (demoService !== null && values.demo !== true) throw new UsageError('--demo-service needs --demo.');
  return {
    port,
    demo: values.demo ?? false,
    dataDir: dataDir ?? null,
    demoService,
    help: values.help ?? false,
  };
}

/** The host services of the browser mode: what a browser tab can and cannot do for the backend. */
export function browserHostServices(vault: KeyVault, progress: ProgressHub): HostServices {
  return {
    vault,
    // The browser UI reads files with <input type="file"> and saves with downloads ('content' target).
    chooseOpenPath: async () => null,
    chooseSavePath: async () => null,
    // No Electron here: reports print with the installed Chromium, or say plainly there is none.
    printToPdf: (html) => chromiumPrintToPdf(html),
    reportProgress: (event) => progress.publish(event),
  };
}

function errorCode(e: unknown): unknown {
  return e instanceof Error && 'code' in e ? e.code : undefined;
}

/** Runs the host until `stop` aborts, then closes it and the backend. Exported for in-process tests. */
export async function runWeb(args: string[], io: CliIo, stop: AbortSignal, deps: WebDeps = {}): Promise<ExitCode> {
  const options = readWebArgs(args);
  if (options.help) {
    io.stdout(HELP);
    return 0;
  }
  const staticDir = deps.staticDir ?? DEFAULT_STATIC_DIR;
  if (!existsSync(join(staticDir, 'index.html'))) {
    io.stderr(
      `passage web: the app is not built (no ${join(staticDir, 'index.html')}). Run \`npm run build\` first.\n`,
    );
    return 1;
  }
  const env = deps.env ?? process.env;
  const nowUtc = commandClock('web', env, io, deps.wallClockUtc);
  const dataDir = resolve(options.dataDir ?? userDataDir({ env, platform: process.platform, home: homedir() }));
  const log = (line: string): void => io.stderr(`${line}\n`);
  const vault = createFileVault({ directory: dataDir, env, log });
  const progress = createProgressHub();
  const demoService =
    options.demoService === null
      ? {}
      : { demoService: { url: options.demoService, key: env['PASSAGE_DEMO_KEY'] ?? 'demo' } };
  // The backend makes the data folder (owner-only) and opens the store: damaged or read-only, it
  // starts in recovery mode and says why; with nothing it can open, it throws the reason in words.
  let backend;
  try {
    backend = await (deps.createBackend ?? loadBackend)({
      dataDir,
      host: browserHostServices(vault, progress),
      log,
      ...demoService,
      ...defined({ nowUtc }),
      demoOnWorker: true,
    });
  } catch (e) {
    progress.close();
    if (!(e instanceof StoreOpenError || e instanceof StoreVersionError)) throw e;
    io.stderr(`passage web: ${e.message}\n`);
    return 1;
  }

  let host: WebHost;
  try {
    if (options.demo) await backend.api['demo.enable']({});
    host = await startWebHost({
      backend: backend.api,
      port: options.port,
      staticDir,
      progress,
      // A key file that cannot be read holds no key any answer could carry; it must not fail
      // every request (key.status says what is wrong with it).
      secrets: async () => {
        const key = await vault.read().catch(() => null);
        return key === null ? [] : [key];
      },
      log,
    });
  } catch (e) {
    progress.close();
    await backend.close();
    const code = errorCode(e);
    if (code === 'EADDRINUSE') {
      io.stderr(
        `passage web: port ${options.port} is already in use; choose another with --port, or leave it out for any free port.\n`,
      );
      return 1;
    }
    if (code === 'EACCES') {
      io.stderr(`passage web: not allowed to listen on port ${options.port}; choose a port above 1023.\n`);
      return 1;
    }
    if (e instanceof IpcFailure) {
      // Demo mode could not start: the backend's sentence says why.
      io.stderr(`passage web: ${e.message}\n`);
      return 1;
    }
    throw e;
  }

  const demoLine = options.demo ? 'demo mode: synthetic data, not for navigation\n' : '';
  const health = await backend.api['store.health']({}).catch(() => null);
  if (health !== null && health.problem !== null) io.stderr(`passage web: ${health.problem}\n`);
  io.stdout(
    `Passage is running. Open this address in Chromium:\n\n  ${host.url}\n\n` +
      `${demoLine}The address holds this launch's access token: do not share it. Data folder: ${dataDir}\nPress Ctrl+C to stop.\n`,
  );
  deps.onReady?.(host);
  await untilStopped(stop);
  await host.close();
  await backend.close();
  io.stdout('Passage stopped.\n');
  return 0;
}

/** The command as `passage` runs it: stops on SIGINT or SIGTERM. */
export function webCommand(args: string[], io: CliIo): Promise<ExitCode> {
  return whileListeningForStop((stop) => runWeb(args, io, stop));
}
