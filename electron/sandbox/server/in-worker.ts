// The demo sandbox started on a worker thread instead of in-process (issue 28: a routing run
// asks it hundreds of ensemble answers, each some 30 ms of work; on the backend's own thread the
// backend waits for every one, on a worker the two overlap on two cores). For the commands that
// run under tsx (`passage web`, the CLI) on the wall clock: the worker's sandbox keeps its own
// wall clock, so a command with a clock offset, and tests with a fixed clock, keep the
// in-process sandbox. Same options, same answers, same port and key rules.
import { Worker } from 'node:worker_threads';
import type { Sandbox, SandboxOptions } from './sandbox';

/** What the worker is given: the sandbox options that are plain data. */
export interface WorkerSandboxData {
  readonly port: number;
  readonly host: string;
  readonly seed: number;
  readonly keys: readonly string[];
}

export type WorkerSandboxMessage =
  | { readonly kind: 'ready'; readonly url: string }
  | { readonly kind: 'log'; readonly line: string }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'closed' };

/** A message from the worker, read rather than trusted: anything else is ignored. */
function workerMessage(raw: unknown): WorkerSandboxMessage | null {
  if (typeof raw !== 'object' || raw === null || !('kind' in raw)) return null;
  const text = (key: string): string | null => {
    const value: unknown = Reflect.get(raw, key);
    return typeof value === 'string' ? value : null;
  };
  const line = text('line');
  const url = text('url');
  const message = text('message');
  if (raw.kind === 'log' && line !== null) return { kind: 'log', line };
  if (raw.kind === 'ready' && url !== null) return { kind: 'ready', url };
  if (raw.kind === 'failed' && message !== null) return { kind: 'failed', message };
  if (raw.kind === 'closed') return { kind: 'closed' };
  return null;
}

/** How long a closing sandbox gets to end its connections before its thread is stopped. */
const CLOSE_GRACE_MS = 3000;

export function startSandboxInWorker(options: SandboxOptions): Promise<Pick<Sandbox, 'url' | 'close'>> {
  if (options.now !== undefined || options.handlers !== undefined || options.faults !== undefined)
    return Promise.reject(new Error('a sandbox on a worker thread runs on the wall clock with its own handlers'));
  const data: WorkerSandboxData = {
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    seed: options.seed ?? 1,
    keys: [...(options.keys ?? ['demo'])],
  };
  const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: data });
  let closed: Promise<void> | null = null;
  const close = (): Promise<void> =>
    (closed ??= new Promise<void>((resolve) => {
      const stop = setTimeout(() => void worker.terminate().then(() => resolve()), CLOSE_GRACE_MS);
      worker.once('exit', () => {
        clearTimeout(stop);
        resolve();
      });
      worker.postMessage('close');
    }));
  return new Promise((resolve, reject) => {
    worker.on('message', (raw: unknown) => {
      const message = workerMessage(raw);
      if (message?.kind === 'log') options.log?.(message.line);
      else if (message?.kind === 'ready') resolve({ url: message.url, close });
      else if (message?.kind === 'failed') reject(new Error(message.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the demo service's thread ended (exit ${code}) before it listened`)),
    );
  });
}
