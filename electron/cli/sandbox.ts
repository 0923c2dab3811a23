// `passage sandbox`: runs the demo service (synthetic data) on a local port until SIGINT or
// SIGTERM, printing its address and API key(s) for a client, a browser or curl.
import { startSandbox, type Sandbox } from '../sandbox/server/sandbox';
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
  type Range,
} from './options';

const DEFAULT_PORT = 8787;
const DEFAULT_HOST = '127.0.0.1';

const HELP = `Usage: passage sandbox [--port N] [--host 127.0.0.1] [--seed S] [--keys k1,k2] [--control]

  Serves the whole web service with deterministic synthetic data (not for navigation).
  --port N       Port to listen on, 0..65535 (0: any free port). Default ${DEFAULT_PORT}.
  --host HOST    Address to listen on. Default ${DEFAULT_HOST} (this machine only). Requests must
                 name it (or 127.0.0.1, localhost, [::1]) in their Host header; others get 421.
  --seed S       Seed of the synthetic world, a whole number 0..4294967295. Default 1.
  --keys LIST    Accepted API keys, comma separated. Default demo.
  --control      Enables the loopback-only test control route (/__sandbox/faults, /__sandbox/ledger).
  $${CLOCK_OFFSET_ENV}, hours (tests and rehearsals only), is added to the sandbox's clock: its model
  runs come out that much earlier or later.
`;

export interface SandboxArgs {
  readonly port: number;
  readonly host: string;
  readonly seed: number;
  readonly keys: readonly string[];
  readonly control: boolean;
  readonly help: boolean;
}

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  seed: { type: 'string' },
  keys: { type: 'string' },
  control: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const SEED: Range = { min: 0, max: 0xffff_ffff, unit: '' };

function readKeys(text: string): string[] {
  const keys = text.split(',').map((key) => key.trim());
  if (keys.some((key) => key === '' || /\s/.test(key)))
    throw new UsageError(`--keys must be a comma-separated list of keys without spaces, got "${text}".`);
  return keys;
}

/** Reads the command line; throws UsageError for anything that is not a valid option. */
export function readSandboxArgs(args: string[]): SandboxArgs {
  const { values, positionals } = parseCommandLine(args, OPTIONS, HELP);
  if (positionals.length > 0) throw new UsageError(`takes no file or word "${positionals[0]}".\n\n${HELP}`);
  const host = (values.host ?? DEFAULT_HOST).trim();
  if (host === '') throw new UsageError('--host must not be empty.');
  return {
    port: values.port === undefined ? DEFAULT_PORT : readWholeInRange(values.port, '--port', PORT),
    host,
    seed: values.seed === undefined ? 1 : readWholeInRange(values.seed, '--seed', SEED),
    keys: values.keys === undefined ? ['demo'] : readKeys(values.keys),
    control: values.control ?? false,
    help: values.help ?? false,
  };
}

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Seams for tests; the command as users run it passes none. */
export interface SandboxDeps {
  readonly env?: NodeJS.ProcessEnv;
  /** The wall clock, Unix seconds, that $PASSAGE_CLOCK_OFFSET_H is added to. */
  readonly wallClockUtc?: () => number;
}

/**
 * Runs the sandbox until `stop` aborts, then closes it. Exported so tests run it in-process;
 * `onReady` gets the URL once it listens.
 */
export async function runSandbox(
  args: string[],
  io: CliIo,
  stop: AbortSignal,
  onReady?: (url: string) => void,
  deps: SandboxDeps = {},
): Promise<ExitCode> {
  const options = readSandboxArgs(args);
  if (options.help) {
    io.stdout(HELP);
    return 0;
  }
  const now = commandClock('sandbox', deps.env ?? process.env, io, deps.wallClockUtc);
  if (!isLoopbackHost(options.host)) {
    io.stderr(
      `Warning: listening on ${options.host} lets other machines use this sandbox and its keys. Use it only on a network you trust.\n`,
    );
  }
  let sandbox: Sandbox;
  try {
    sandbox = await startSandbox({
      port: options.port,
      host: options.host,
      seed: options.seed,
      keys: options.keys,
      control: options.control,
      ...defined({ now }),
    });
  } catch (e) {
    const code = e instanceof Error && 'code' in e ? e.code : undefined;
    if (code === 'EADDRINUSE') {
      io.stderr(
        `passage sandbox: port ${options.port} is already in use; choose another with --port, or --port 0 for any free port.\n`,
      );
      return 1;
    }
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EACCES') {
      io.stderr(`passage sandbox: cannot listen on ${options.host}:${options.port} (${String(code)}).\n`);
      return 1;
    }
    throw e;
  }
  const keyLine = sandbox.keys.length === 1 ? `API key: ${sandbox.keys[0]}` : `API keys: ${sandbox.keys.join(', ')}`;
  io.stdout(
    `Passage sandbox (synthetic data, not for navigation) at ${sandbox.url}\n${keyLine}\nSeed ${sandbox.seed}. Press Ctrl+C to stop.\n`,
  );
  onReady?.(sandbox.url);
  await untilStopped(stop);
  await sandbox.close();
  io.stdout('Sandbox stopped.\n');
  return 0;
}

/** The command as `passage` runs it: stops on SIGINT or SIGTERM. */
export function sandboxCommand(args: string[], io: CliIo): Promise<ExitCode> {
  return whileListeningForStop((stop) => runSandbox(args, io, stop));
}
