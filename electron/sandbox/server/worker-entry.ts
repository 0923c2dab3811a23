// The demo sandbox on a worker thread (in-worker.ts starts it): the same server as in-process, on
// the thread's own event loop, so computing an answer overlaps the backend's reading of the one
// before on a second core; the ensemble point answers, hundreds in a routing run, on compute
// threads of their own, as a real service answers requests in parallel (compute-pool.ts). Plain
// data in (workerData), lines and the address out (postMessage).
import { parentPort, workerData } from 'node:worker_threads';
import { httpHandlers } from '../handlers';
import { startComputePool } from './compute-pool';
import { startSandbox } from './sandbox';
import type { WorkerSandboxData, WorkerSandboxMessage } from './in-worker';

const port = parentPort;
if (port === null) throw new Error('worker-entry.ts runs on a worker thread only');
const data = workerData as WorkerSandboxData;
const say = (message: WorkerSandboxMessage): void => port.postMessage(message);

const pool = startComputePool(data.seed);
try {
  const sandbox = await startSandbox({
    port: data.port,
    host: data.host,
    seed: data.seed,
    keys: data.keys,
    handlers: { http: { ...httpHandlers, ...pool.handlers } },
    log: (line) => say({ kind: 'log', line }),
  });
  port.on('message', (message: unknown) => {
    if (message !== 'close') return;
    void Promise.all([sandbox.close(), pool.close()]).finally(() => {
      say({ kind: 'closed' });
      port.close();
    });
  });
  say({ kind: 'ready', url: sandbox.url });
} catch (error) {
  say({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  void pool.close();
  port.close();
}
