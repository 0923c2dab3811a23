// ConnectionState: asked at start and on every tick, the backend clock moved on while a probe
// is slow, and the panels called once when the state turns online from offline.
import { describe, expect, it } from 'vitest';
import type { ConnectionStatus } from '../../../shared/ipc';
import { backOnline, ConnectionState, POLL_MS } from '../../../renderer/src/connection/connection-state.svelte';

const T = Date.UTC(2026, 10, 28, 10, 12) / 1000;

function answer(state: ConnectionStatus['state'], nowUtc = T): ConnectionStatus {
  return {
    source: 'demo',
    state,
    sinceUtc: state === 'unknown' ? null : T,
    lastSuccessUtc: null,
    lastFailure: state === 'offline' ? { atUtc: T, kind: 'unreachable' } : null,
    nowUtc,
  };
}

function harness(answers: (() => Promise<ConnectionStatus>)[]) {
  let tick: (() => void) | null = null;
  let nowMs = 0;
  const state = new ConnectionState(
    { connection: { status: () => answers.shift()!() } },
    {
      every: (ms, run) => {
        expect(ms).toBe(POLL_MS);
        tick = run;
        return () => (tick = null);
      },
      nowMs: () => nowMs,
    },
  );
  return { state, tick: () => tick?.(), advanceMs: (ms: number) => (nowMs += ms), stopped: () => tick === null };
}

describe('ConnectionState', () => {
  it('calls the panels back once when the service answers again, not at the first answer', async () => {
    const h = harness([
      () => Promise.resolve(answer('online')),
      () => Promise.resolve(answer('offline')),
      () => Promise.resolve(answer('online')),
      () => Promise.resolve(answer('online')),
    ]);
    let calls = 0;
    h.state.onBackOnline(() => (calls += 1));
    const stop = h.state.start();
    await Promise.resolve();
    await h.state.refresh();
    expect(h.state.status?.state).toBe('offline');
    expect(h.state.offline).toBe(true);
    await h.state.refresh();
    await h.state.refresh();
    expect(calls).toBe(1);
    expect(h.state.offline).toBe(false);
    stop();
    expect(h.stopped()).toBe(true);
  });

  it('calls the panels back after an outage that began and ended between two polls', async () => {
    const failedBetween: ConnectionStatus = {
      ...answer('online', T + 5),
      lastFailure: { atUtc: T + 2, kind: 'unreachable' },
    };
    const h = harness([
      () => Promise.resolve(answer('online')),
      () => Promise.resolve(failedBetween),
      () => Promise.resolve({ ...failedBetween, nowUtc: T + 10 }),
    ]);
    let calls = 0;
    h.state.onBackOnline(() => (calls += 1));
    await h.state.refresh();
    await h.state.refresh();
    expect(calls).toBe(1);
    // The same failure heard again is not a new return.
    await h.state.refresh();
    expect(calls).toBe(1);
  });

  it('backOnline: not at the first answer, nor while the service still fails', () => {
    expect(backOnline(null, answer('online'))).toBe(false);
    expect(backOnline(answer('unknown'), answer('online'))).toBe(false);
    expect(backOnline(answer('online'), answer('offline'))).toBe(false);
    expect(backOnline(answer('online'), answer('online'))).toBe(false);
    expect(backOnline(answer('offline'), answer('online'))).toBe(true);
  });

  it('moves the backend clock on while an answer is slow, and says when the backend failed', async () => {
    let release: (status: ConnectionStatus) => void = () => {};
    const h = harness([
      () => Promise.resolve(answer('offline', T)),
      () => new Promise((done) => (release = done)),
      () => Promise.reject(new Error('Passage refused the request.')),
    ]);
    await h.state.refresh();
    expect(h.state.nowUtc).toBe(T);
    h.advanceMs(5000);
    const slow = h.state.refresh();
    h.advanceMs(5000);
    // The next tick finds the last question still out: the clock moves on without asking again.
    await h.state.refresh();
    expect(h.state.nowUtc).toBe(T + 10);
    release(answer('offline', T + 12));
    await slow;
    expect(h.state.nowUtc).toBe(T + 12);
    await h.state.refresh();
    expect(h.state.error).toBe('Passage refused the request.');
    expect(h.state.status?.state).toBe('offline');
  });
});
