// The demo service's ensemble point answers computed on threads of their own (issue 28). A
// routing run asks hundreds of them, each some 20 ms of work; a real service answers requests in
// parallel, but the demo service on its one thread answered them one at a time, so a run's fetch
// was bound by it while the backend's thread waited. Admission, keys, credits, faults and the log
// stay on the service's thread; only the pure work moves: the same handler, world and seed, at
// the instant the service's thread gives, so the bytes are the same. A thread that ends hands its
// jobs to the others, or to the service's own thread when none is left.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { EndpointResponse } from '../../../shared/api/request/endpoints';
import {
  SandboxBadRequest,
  SerializedJson,
  type HttpHandler,
  type ServedHandlers,
  type SandboxEnv,
  type SandboxParams,
} from '../contract';
import { marineEnsemblePoint, weatherEnsemblePoint } from '../weather/endpoints/ensemble';
import { isReady, readReply, type ComputeJob, type ComputeReply, type PooledEndpoint } from './compute-messages';

/** One thread per core, at most as many as the backend keeps requests in flight (fetch-parts.ts). */
export function computeThreadCount(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** Places whose thread is remembered, the most recent first out last. */
const PLACES_KEPT = 256;
/** A pool asked nothing for this long ends its threads. */
const IDLE_MS = 60_000;

function placeKey(params: unknown): string | null {
  if (typeof params !== 'object' || params === null) return null;
  const lat: unknown = Reflect.get(params, 'lat');
  const lon: unknown = Reflect.get(params, 'lon');
  return typeof lat === 'number' && typeof lon === 'number' ? `${lat},${lon}` : null;
}

interface Waiting {
  readonly job: ComputeJob;
  /** With the thread's reply, or null when no thread is left to answer. */
  readonly done: (reply: ComputeReply | null) => void;
}

interface Thread {
  readonly worker: Worker;
  readonly waiting: Map<number, Waiting>;
  /** Its world made: until then the service's thread answers in its stead. */
  ready: boolean;
  alive: boolean;
  /** Settles once it is ready or gone. */
  readonly settled: Promise<void>;
}

export interface ComputePool {
  /** The pooled endpoints' handlers, to lay over the service's own. */
  readonly handlers: ServedHandlers;
  /** Threads running and ready (diagnostics, tests). */
  readyThreads(): number;
  /** Starts the threads if they are not running; resolves when each is ready or gone, with how many are ready. */
  warm(): Promise<number>;
  /** Which thread (0-based) last answered at a place, or null (diagnostics, tests). */
  placeThread(lat: number, lon: number): number | null;
  /** Ends every thread; jobs still waiting are answered on the service's thread. Safe twice. */
  close(): Promise<void>;
}

/** The service's 400 for a bad request found on a compute thread, with the thread's own words. */
function badRequest(reply: Extract<ComputeReply, { kind: 'bad-request' }>): SandboxBadRequest {
  const error = new SandboxBadRequest(reply.parameter, '');
  error.message = reply.message;
  return error;
}

/**
 * A pool started by the first pooled request, its threads answering once their world is made
 * (the service's thread answers until then), and ended after `idleMs` with nothing asked: each
 * thread holds a world of its own (some 130 MB), worth it only while a run asks hundreds.
 */
export function startComputePool(seed: number, count = computeThreadCount(), idleMs = IDLE_MS): ComputePool {
  let nextId = 0;
  let closing = false;
  let threads: Thread[] = [];
  let idleTimer: NodeJS.Timeout | undefined;
  const inThread: { [E in PooledEndpoint]: HttpHandler<E> } = {
    'weather.ensemble.point': weatherEnsemblePoint,
    'marine.ensemble.point': marineEnsemblePoint,
  };
  // The thread that last answered at each place: a place's wave answer is asked right after its
  // wind answer, and reuses that thread's surfaces there (weather/world/place.ts).
  const threadOfPlace = new Map<string, Thread>();

  function spawn(): Thread {
    const worker = new Worker(new URL('./compute-boot.mjs', import.meta.url), { workerData: { seed } });
    let settle = (): void => undefined;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const thread: Thread = { worker, waiting: new Map(), ready: false, alive: true, settled };
    worker.on('message', (raw: unknown) => {
      if (isReady(raw)) {
        thread.ready = true;
        settle();
        return;
      }
      const reply = readReply(raw);
      const w = reply === null ? undefined : thread.waiting.get(reply.id);
      if (reply === null || w === undefined) return;
      thread.waiting.delete(reply.id);
      w.done(reply);
      if (threads.every((t) => t.waiting.size === 0)) idleLater();
    });
    worker.on('error', () => ended(thread));
    worker.on('exit', () => ended(thread));
    worker.once('exit', settle);
    worker.unref();
    return thread;
  }

  function idleLater(): void {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void stop(), idleMs);
    idleTimer.unref();
  }

  /** Ends the threads (their waiting jobs handed to the service's thread). */
  async function stop(): Promise<void> {
    clearTimeout(idleTimer);
    const ending = threads;
    threads = [];
    threadOfPlace.clear();
    await Promise.all(ending.map((t) => t.worker.terminate()));
  }

  function leastBusy(): Thread | undefined {
    let best: Thread | undefined;
    for (const t of threads)
      if (t.alive && t.ready && (best === undefined || t.waiting.size < best.waiting.size)) best = t;
    return best;
  }

  function running(): Thread[] {
    if (threads.length === 0 && !closing) threads = Array.from({ length: count }, spawn);
    return threads;
  }

  function threadFor(job: ComputeJob): Thread | undefined {
    if (closing || running().length === 0) return undefined;
    const place = placeKey(job.params);
    const kept = place === null ? undefined : threadOfPlace.get(place);
    const thread = kept?.alive === true && threads.includes(kept) ? kept : leastBusy();
    if (place !== null && thread !== undefined) {
      threadOfPlace.delete(place);
      threadOfPlace.set(place, thread);
      if (threadOfPlace.size > PLACES_KEPT) threadOfPlace.delete(threadOfPlace.keys().next().value!);
    }
    return thread;
  }

  /**
   * The job on its place's thread, else the least busy ready one; null when none is ready (the
   * caller answers it).
   */
  function dispatch(job: ComputeJob, done: (reply: ComputeReply | null) => void): void {
    clearTimeout(idleTimer);
    const thread = threadFor(job);
    if (thread === undefined) return done(null);
    thread.waiting.set(job.id, { job, done });
    thread.worker.postMessage(job);
  }

  /** A thread gone (stopped, or failed): its waiting jobs go to another, or back to the caller. */
  function ended(thread: Thread): void {
    if (!thread.alive) return;
    thread.alive = false;
    const orphans = [...thread.waiting.values()];
    thread.waiting.clear();
    for (const w of orphans) dispatch(w.job, w.done);
  }

  async function answer<E extends PooledEndpoint>(
    endpoint: E,
    params: SandboxParams<E>,
    env: SandboxEnv,
  ): Promise<EndpointResponse<E> | SerializedJson> {
    const job: ComputeJob = { id: nextId++, endpoint, params, nowUtc: env.nowUtc() };
    const reply = await new Promise<ComputeReply | null>((resolve) => dispatch(job, resolve));
    // No thread left (closing, or every one ended): the service's thread answers it.
    if (reply === null) return inThread[endpoint](params, env);
    if (reply.kind === 'ok') return new SerializedJson(reply.text);
    if (reply.kind === 'bad-request') throw badRequest(reply);
    throw new Error(`compute thread: ${reply.message}`);
  }

  let closed: Promise<void> | null = null;
  return {
    handlers: {
      'weather.ensemble.point': (params, env) => answer('weather.ensemble.point', params, env),
      'marine.ensemble.point': (params, env) => answer('marine.ensemble.point', params, env),
    },
    readyThreads: () => threads.filter((t) => t.alive && t.ready).length,
    warm: async () => {
      const started = running();
      await Promise.all(started.map((t) => t.settled));
      return started.filter((t) => t.alive && t.ready).length;
    },
    placeThread: (lat, lon) => {
      const thread = threadOfPlace.get(`${lat},${lon}`);
      return thread === undefined ? null : threads.indexOf(thread);
    },
    close: () =>
      (closed ??= (async () => {
        closing = true;
        await stop();
      })()),
  };
}
