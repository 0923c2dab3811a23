// Issue 27: under load (the e2e suite against `passage sandbox`, 20+ requests at once) the
// sandbox printed MaxListenersExceededWarning: every open WebSocket and every planned delay
// added an abort listener to one signal the whole sandbox shared. Each has its own now.
import { getEventListeners } from 'node:events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { SocketHandlers } from '../../../../electron/sandbox/contract';
import { PendingWork } from '../../../../electron/sandbox/server/pending-work';
import { startSandbox, type Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { fakeHttp, get, KEY, urlFor } from './fakes';

/** Well past Node's limit of 10 listeners on one emitter. */
const AT_ONCE = 50;
const trip = { fromPlace: '52.09,5.11', toId: 'NL:S:8400058' };

const warnings: Error[] = [];
const onWarning = (warning: Error): void => {
  warnings.push(warning);
};
beforeEach(() => {
  warnings.length = 0;
  process.on('warning', onWarning);
});
afterEach(() => {
  process.off('warning', onWarning);
});

/** Every handler's signal, and a way to let them all finish once all are open. */
const open = { signals: [] as AbortSignal[], release: [] as (() => void)[] };
const holding: SocketHandlers = {
  'transit.plannermixer': async (_params, _env, socket, signal) => {
    open.signals.push(signal);
    await new Promise<void>((resolve) => open.release.push(resolve));
    await socket.send(new Uint8Array([1]));
    socket.close();
  },
};

function connectMixer(sandbox: Sandbox): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(urlFor(sandbox, KEY, 'transit.plannermixer', trip).replace('http', 'ws'));
    ws.on('close', (code) => resolve(code));
    ws.on('error', () => {});
  });
}

/** Node emits warnings on a later tick; give it a few. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 50));

describe(`${AT_ONCE} requests and sockets at once`, () => {
  it('open WebSockets print no MaxListenersExceededWarning, each handler with a signal of its own', async () => {
    const sandbox = await startSandbox({ keys: [KEY], handlers: { http: fakeHttp, socket: holding } });
    try {
      open.signals.length = 0;
      const closed = Array.from({ length: AT_ONCE }, () => connectMixer(sandbox));
      // All open at the same time: the moment a shared emitter would hold 50 listeners.
      await expect.poll(() => open.signals.length, { timeout: 20_000 }).toBe(AT_ONCE);
      expect(new Set(open.signals).size).toBe(AT_ONCE);
      for (const signal of open.signals) expect(getEventListeners(signal, 'abort').length).toBeLessThanOrEqual(1);
      for (const release of open.release.splice(0)) release();
      expect(await Promise.all(closed)).toEqual(Array.from({ length: AT_ONCE }, () => 1000));
      await settle();
      expect(warnings.map((warning) => warning.name)).not.toContain('MaxListenersExceededWarning');
    } finally {
      await sandbox.close();
    }
  });

  it('planned delays on requests and upgrades print no MaxListenersExceededWarning', async () => {
    const sandbox = await startSandbox({
      keys: [KEY],
      handlers: { http: fakeHttp, socket: holding },
      faults: {
        storms: { kind: 'delay', delayMs: 300, times: 'always' },
        'transit.plannermixer': { kind: 'delay', delayMs: 300, times: 'always' },
      },
    });
    try {
      const requests = Array.from({ length: AT_ONCE }, () => get(urlFor(sandbox, KEY, 'storms')));
      const sockets = Array.from({ length: AT_ONCE }, () => connectMixer(sandbox));
      await expect.poll(() => open.release.length, { timeout: 20_000 }).toBe(AT_ONCE);
      for (const release of open.release.splice(0)) release();
      expect((await Promise.all(requests)).map((answer) => answer.status)).toEqual(
        Array.from({ length: AT_ONCE }, () => 200),
      );
      expect(await Promise.all(sockets)).toEqual(Array.from({ length: AT_ONCE }, () => 1000));
      await settle();
      expect(warnings.map((warning) => warning.name)).not.toContain('MaxListenersExceededWarning');
    } finally {
      await sandbox.close();
    }
  });
});

describe('PendingWork', () => {
  it('forgets each job when it ends, so what it holds is bounded by the work running now', () => {
    const work = new PendingWork();
    for (let round = 0; round < 3; round++) {
      const jobs = Array.from({ length: AT_ONCE }, () => work.start());
      expect(work.size).toBe(AT_ONCE);
      for (const job of jobs) job.end();
      expect(work.size).toBe(0);
      expect(jobs.every((job) => job.signal.aborted)).toBe(true);
    }
  });

  it('aborts every running job on close, and every later one at its start', () => {
    const work = new PendingWork();
    const running = work.start();
    work.abortAll();
    expect(running.signal.aborted).toBe(true);
    expect(work.start().signal.aborted).toBe(true);
    expect(work.size).toBe(0);
  });
});
