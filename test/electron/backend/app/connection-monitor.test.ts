// The one connection state: what each request's ending and the free probe make of it.
import { describe, expect, it } from 'vitest';
import { createConnectionMonitor, heardFrom } from '../../../../electron/backend/app/connection-monitor';

const T0 = Date.UTC(2026, 10, 28, 10, 0) / 1000;

function monitorAt(): { monitor: ReturnType<typeof createConnectionMonitor>; at: (s: number) => void } {
  let now = T0;
  return { monitor: createConnectionMonitor(() => now), at: (s) => (now = T0 + s) };
}

describe('connection monitor', () => {
  it('is unknown until something is heard, and wants the probe then', () => {
    const { monitor } = monitorAt();
    expect(monitor.status('demo')).toEqual({
      source: 'demo',
      state: 'unknown',
      sinceUtc: null,
      lastSuccessUtc: null,
      lastFailure: null,
      nowUtc: T0,
    });
    expect(monitor.wantsProbe()).toBe(true);
  });

  it('is offline since the first failure after the last answer, and online again from the next answer', () => {
    const { monitor, at } = monitorAt();
    monitor.request('answered');
    at(60);
    monitor.request('offline');
    at(120);
    monitor.request('timeout');
    expect(monitor.status('live')).toMatchObject({
      state: 'offline',
      sinceUtc: T0 + 60,
      lastSuccessUtc: T0,
      lastFailure: { atUtc: T0 + 120, kind: 'timeout' },
    });
    expect(monitor.wantsProbe()).toBe(true);
    at(180);
    monitor.probe(true);
    expect(monitor.status('live')).toMatchObject({ state: 'online', sinceUtc: T0 + 180, lastSuccessUtc: T0 + 180 });
  });

  it('keeps a refused key and a rate limit until a request is answered: the keyless probe cannot tell', () => {
    const { monitor, at } = monitorAt();
    monitor.request('unauthorized');
    expect(monitor.status('live')).toMatchObject({ state: 'refused', sinceUtc: T0 });
    expect(monitor.wantsProbe()).toBe(false);
    monitor.probe(true);
    expect(monitor.status('live').state).toBe('refused');
    at(30);
    monitor.request('rate-limited');
    expect(monitor.status('live')).toMatchObject({ state: 'limited', sinceUtc: T0 + 30 });
    at(40);
    monitor.request('answered');
    expect(monitor.status('live')).toMatchObject({ state: 'online', sinceUtc: T0 + 40 });
  });

  it('goes offline when the probe finds no service, even from online', () => {
    const { monitor, at } = monitorAt();
    monitor.request('answered');
    at(90);
    monitor.probe(false);
    expect(monitor.status('demo')).toMatchObject({
      state: 'offline',
      sinceUtc: T0 + 90,
      lastFailure: { kind: 'unreachable' },
    });
  });

  it('reads answers the service gave, even refusals of a parameter, as online; a cancel as nothing', () => {
    expect(heardFrom('bad-request')).toEqual({ answered: true });
    expect(heardFrom('not-found')).toEqual({ answered: true });
    expect(heardFrom('invalid-response')).toEqual({ answered: true });
    expect(heardFrom('connection-lost')).toEqual({ answered: false, kind: 'unreachable' });
    expect(heardFrom('server-unavailable')).toEqual({ answered: false, kind: 'server-error' });
    expect(heardFrom('cancelled')).toBeNull();
    const { monitor } = monitorAt();
    monitor.request('cancelled');
    expect(monitor.status('demo').state).toBe('unknown');
  });
});
