// A compute thread of the demo service (compute-pool.ts starts it): the ensemble point answers
// by the same handlers, world and seed as the service's own thread, at the instant that thread
// gives with each job, sent back serialised. The world is made before the first job arrives.
import { parentPort, workerData } from 'node:worker_threads';
import { endpoints } from '../../../shared/api/request/endpoints';
import { SandboxBadRequest, type SandboxEnv } from '../contract';
import { marineEnsembleAnswer, weatherEnsembleAnswer } from '../weather/endpoints/ensemble';
import { getWeatherWorld } from '../weather/world';
import { READY, readJob, type ComputeJob, type ComputeReply } from './compute-messages';

const port = parentPort;
if (port === null) throw new Error('compute-entry.ts runs on a worker thread only');
const seed: unknown = Reflect.get(Object(workerData), 'seed');
if (typeof seed !== 'number') throw new Error('a compute thread needs the world seed');
getWeatherWorld(seed);
port.postMessage(READY);

function answer(job: ComputeJob): ComputeReply {
  const env: SandboxEnv = { seed: seed as number, nowUtc: () => job.nowUtc, baseUrl: '' };
  // Both endpoints take the same parameters (spec §4.2, §4.3).
  const parsed = endpoints[job.endpoint].params.safeParse(job.params);
  if (!parsed.success) return { id: job.id, kind: 'failed', message: `unreadable parameters for ${job.endpoint}` };
  try {
    const body =
      job.endpoint === 'weather.ensemble.point'
        ? weatherEnsembleAnswer(parsed.data, env)
        : marineEnsembleAnswer(parsed.data, env);
    return { id: job.id, kind: 'ok', text: JSON.stringify(body) };
  } catch (error) {
    if (error instanceof SandboxBadRequest)
      return { id: job.id, kind: 'bad-request', parameter: error.parameter, message: error.message };
    return {
      id: job.id,
      kind: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

port.on('message', (raw: unknown) => {
  const job = readJob(raw);
  if (job !== null) port.postMessage(answer(job));
});
