// A command that asks the service (report, conditions, climate...): the backend opened on a data
// folder (a throwaway one with --demo), the demo service said aloud, and everything closed and
// removed again however the command ends. Failures the backend words (offline, unauthorized,
// bad input) reach `passage <command>: <sentence>` through main's inWords.
import { mkdtemp, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { IpcFailure, type BackendApi, type HostServices } from '../../../shared/ipc';
import { createFileVault, userDataDir } from '../../backend/vault';
import { UsageError, type CliIo } from '../io';
import { commandClock } from './clock';
import { unlessStopped } from './signals';
import { approveSpending, terminalAsk, type AskYesNo } from './spending';
import { estimateAndRun, ProgressEvents, type CommandTask } from './task-run';
import { defined } from '../../../shared/domain/defined';

/** The options every service command takes, for parseCommandLine. */
export const SERVICE_OPTIONS = {
  demo: { type: 'boolean' },
  'data-dir': { type: 'string' },
} as const;

/** Help lines for SERVICE_OPTIONS, aligned with the commands' own. */
export const SERVICE_OPTIONS_HELP = `  --demo             Use the built-in demo service: synthetic data, not for navigation, and a
                     throwaway data folder.
  --data-dir DIR     Without --demo: the data folder holding the service address and the key
                     file, as for 'passage web' (default $PASSAGE_DATA_DIR, else the user's
                     settings folder).
  The API key comes from $PASSAGE_API_KEY, else from the key file in the data folder; with no key
  Passage uses the demo service and says so.`;

export interface ServiceChoice {
  readonly demo: boolean;
  readonly dataDir: string | undefined;
}

export function readServiceOptions(values: {
  demo?: boolean | undefined;
  'data-dir'?: string | undefined;
}): ServiceChoice {
  if (values.demo === true && values['data-dir'] !== undefined)
    throw new UsageError('--demo uses a throwaway data folder; leave out --data-dir.');
  return { demo: values.demo ?? false, dataDir: values['data-dir']?.trim() || undefined };
}

/** What electron/backend/index.ts exports as createBackend, the options the commands use. */
export type BackendStarter = (options: {
  dataDir: string;
  host: HostServices;
  nowUtc?: () => number;
  /** The built-in demo service on a worker thread (on the wall clock only). */
  demoOnWorker?: boolean;
  log?: (line: string) => void;
}) => Promise<{ api: BackendApi; close(): Promise<void> }>;

/** Seams for tests; the commands as users run them pass none. */
export interface SessionDeps {
  readonly createBackend?: BackendStarter;
  /** Unix seconds; also the demo service's clock. Default the wall clock plus $PASSAGE_CLOCK_OFFSET_H. */
  readonly nowUtc?: () => number;
  readonly env?: NodeJS.ProcessEnv;
  /** Aborts on SIGINT/SIGTERM: the command stops waiting and exits 130/143. */
  readonly stop?: AbortSignal;
  /** Asks the navigator before a big spend (spending.ts); default the terminal's, none in a script. */
  readonly ask?: AskYesNo;
}

export interface Session {
  readonly api: BackendApi;
  /** The answers are the demo service's synthetic data. */
  readonly demo: boolean;
  /** Rejects with Stopped when the command is stopped while `work` runs. */
  until<T>(work: Promise<T>): Promise<T>;
  /** Returns when `estimate` credits may be spent (--max-credits, or the navigator's yes); throws otherwise. */
  approve(estimate: number, maxCredits: number | undefined): Promise<void>;
  /** Long work that spends credits: estimate, the credits gate, the run with progress (task-run.ts). */
  estimateAndRun<Request, Estimate, Result>(task: CommandTask<Request, Estimate, Result>): Promise<Result>;
}

const loadBackend: BackendStarter = async (options) => (await import('../../backend/index')).createBackend(options);

/**
 * Opens the backend for `command`, runs `work` and closes it again. `host` lends what the
 * command needs beyond the key vault (the report's PDF printer); the rest refuses politely.
 */
export async function withServiceSession<T>(
  command: string,
  choice: ServiceChoice,
  io: CliIo,
  deps: SessionDeps,
  work: (session: Session) => Promise<T>,
  host: Partial<Omit<HostServices, 'vault'>> = {},
): Promise<T> {
  const env = deps.env ?? process.env;
  const nowUtc = deps.nowUtc ?? commandClock(command, env, io);
  const stop = deps.stop ?? new AbortController().signal;
  const until = <U>(promise: Promise<U>): Promise<U> => unlessStopped(promise, stop);
  const events = new ProgressEvents();
  const dataDir = choice.demo
    ? await mkdtemp(join(tmpdir(), `passage-${command}-`))
    : resolve(choice.dataDir ?? userDataDir({ env, platform: process.platform, home: homedir() }));
  let backend: Awaited<ReturnType<BackendStarter>> | undefined;
  try {
    // In demo mode the folder is throwaway and the key is the demo service's own; no key file is read.
    const vault = createFileVault({
      directory: dataDir,
      env: choice.demo ? {} : env,
      log: (line) => io.stderr(`${line}\n`),
    });
    // A key file that cannot be used stops a command before it asks anything: the app falls back
    // to the demo service and shows why, but a script must not get synthetic data unawares.
    const problem = choice.demo ? undefined : (await vault.status()).problem;
    if (problem !== undefined) throw new IpcFailure('conflict', problem);
    const services: HostServices = {
      vault,
      chooseOpenPath: async () => null,
      chooseSavePath: async () => null,
      printToPdf: () => Promise.reject(new Error(`passage ${command} prints no PDF`)),
      ...host,
      // A long run's progress reaches its flow (estimateAndRun), and the command's own listener if any.
      reportProgress: (event) => {
        events.report(event);
        host.reportProgress?.(event);
      },
    };
    // The backend's log is one line per request: too much for a command's output, and every
    // failure a navigator can meet comes back as an IpcFailure with its own sentence.
    backend = await until(
      (deps.createBackend ?? loadBackend)({
        dataDir,
        host: services,
        ...defined({ nowUtc }),
        demoOnWorker: true,
        log: () => {},
      }),
    );
    const api = backend.api;
    if (choice.demo) await until(api['demo.enable']({}));
    const demo = (await until(api['demo.status']({}))).enabled;
    if (demo)
      io.stderr(
        choice.demo
          ? `passage ${command}: demo service: synthetic data, not for navigation.\n`
          : `passage ${command}: no API key is set, so the demo service is used: synthetic data, not for navigation.\n`,
      );
    const ask = 'ask' in deps ? deps.ask : terminalAsk();
    const approve = (estimate: number, maxCredits: number | undefined): Promise<void> =>
      approveSpending({ command, estimate, maxCredits, demo, ask });
    const session: Session = {
      api,
      demo,
      until,
      approve,
      estimateAndRun: (task) => estimateAndRun(command, session, events, task),
    };
    return await work(session);
  } finally {
    await backend?.close();
    if (choice.demo) await rm(dataDir, { recursive: true, force: true });
  }
}
