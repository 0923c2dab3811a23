// The demo sandbox on a worker thread (in-worker.ts starts it): the same server as in-process, on
// the thread's own event loop, so computing an answer overlaps the backend's reading of the one
// before on a second core. Plain data in (workerData), lines and the address out (postMessage).
import { parentPort, workerData } from 'node:worker_threads';
import { startSandbox } from './sandbox';
import type { WorkerSandboxData, WorkerSandboxMessage } from './in-worker';

const port = parentPort;
if (port === null) throw new Error('worker-entry.ts runs on a worker thread only');
const data = workerData as WorkerSandboxData;
const say = (message: WorkerSandboxMessage): void => port.postMessage(message);

try {
  const sandbox = await startSandbox({
    port: data.port,
    host: data.host,
    seed: data.seed,
    keys: data.keys,
    log: (line) => say({ kind: 'log', line }),
  });
  port.on('message', (message: unknown) => {
    if (message !== 'close') return;
    void sandbox.close().finally(() => {
      say({ kind: 'closed' });
      port.close();
    });
  });
  say({ kind: 'ready', url: sandbox.url });
} catch (error) {
  say({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
}
