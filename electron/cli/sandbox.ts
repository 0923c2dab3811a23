// `passage sandbox`: runs the demo service (synthetic data) on a local port until SIGINT or
// SIGTERM, printing its address and API key(s) for a client, a browser or curl.
import { parseArgs } from 'node:util';
import { startSandbox, type Sandbox } from '../sandbox/server/sandbox';
import { UsageError, type CliIo, type ExitCode } from './io';

const DEFAULT_PORT = 8787;
const DEFAULT_HOST = '127.0.0.1';

const HELP = `Usage: passage sandbox [--port N] [--host 127.0.0.1] [--seed S] [--keys k1,k2] [--control]

  Serves the whole web service with deterministic synthetic data (not for navigation).
  --port N       Port to listen on, 0..65535 (0: any free port). Default ${DEFAULT_PORT}.
  --host HOST    Address to listen on. Default ${DEFAULT_HOST} (this machine only).
  --seed S       Seed of the synthetic world, a whole number 0..4294967295. Default 1.
  --keys LIST    Accepted API keys, comma separated. Default demo.
  --control      Enables the loopback-only test control route (/__sandbox/faults, /__sandbox/ledger).
`;

export interface SandboxArgs {
  readonly port: number;
  readonly host: string;
  readonly seed: number;
  readonly keys: readonly string[];
  readonly control: boolean;
  readonly help: boolean;
}

function parseArgsOrUsage(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        keys: { type: 'string' },
        control: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (e) {
    throw new UsageError(`${e instanceof Error ? e.message : String(e)}\n\n${HELP}`);
  }
}

function readWhole(text: string, what: string, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value > max)
    throw new UsageError(`${what} must be a whole number 0..${max}, got "${text}".`);
  return value;
}

function readKeys(text: string): string[] {
  const keys = text.split(',').map((key) => key.trim());
  if (keys.some((key) => key === '' || /\s/.test(key)))
    throw new UsageError(`--keys must be a comma-separated list of keys without spaces, got "${text}".`);
  return keys;
}

/** Reads the command line; throws UsageError for anything that is not a valid option. */
export function readSandboxArgs(args: string[]): SandboxArgs {
  const values = parseArgsOrUsage(args);
  const host = (values.host ?? DEFAULT_HOST).trim();
  if (host === '') throw new UsageError('--host must not be empty.');
  return {
    port: values.port === undefined ? DEFAULT_PORT : readWhole(values.port, '--port', 65_535),
    host,
    seed: values.seed === undefined ? 1 : readWhole(values.seed, '--seed', 0xffff_ffff),
    keys: values.keys === undefined ? ['demo'] : readKeys(values.keys),
    control: values.control ?? false,
    help: values.help ?? false,
  };
}

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
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
): Promise<ExitCode> {
  const options = readSandboxArgs(args);
  if (options.help) {
    io.stdout(HELP);
    return 0;
  }
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
  if (!stop.aborted) {
    await new Promise<void>((resolve) => stop.addEventListener('abort', () => resolve(), { once: true }));
  }
  await sandbox.close();
  io.stdout('Sandbox stopped.\n');
  return 0;
}

/** The command as `passage` runs it: stops on SIGINT or SIGTERM. */
export async function sandboxCommand(args: string[], io: CliIo): Promise<ExitCode> {
  const stop = new AbortController();
  const onSignal = (): void => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await runSandbox(args, io, stop.signal);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
