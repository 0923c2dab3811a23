// Deadlines and cancellation: a silent service is a Timeout, a caller's abort is a Cancelled
// at any moment (before sending, while waiting, during a backoff), and neither is retried.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CancelledError, TimeoutError } from '../../../../electron/backend/client';
import type { FakeService } from './helpers/fake-service';
import { answer, errorBody, startFakeService } from './helpers/fake-service';
import { testClient } from './helpers/test-client';

let service: FakeService;
beforeAll(async () => {
  service = await startFakeService();
});
afterAll(() => service.close());
beforeEach(() => {
  service.reset();
});

/** Resolves once the fake service has received `count` requests. */
async function requestsReceived(count: number): Promise<void> {
  while (service.requests.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('timeouts and cancellation', () => {
  it('gives Timeout when the service does not answer in time, without retrying', async () => {
    const { client, delaysMs } = testClient(service.baseUrl, { timeoutMs: 150 });
    service.script({ kind: 'hang' });
    const error = await client.call('storms', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'timeout', timeoutMs: 150, attempts: 1 });
    expect(error).toHaveProperty('message', expect.stringContaining('did not answer within 150 ms'));
    // On a busy machine the deadline can pass before the request reaches the service: never twice.
    expect(service.requests.length).toBeLessThanOrEqual(1);
    expect(delaysMs).toEqual([]);
  });

  it('gives Cancelled when the caller aborts while waiting for the answer', async () => {
    const { client } = testClient(service.baseUrl, { timeoutMs: 5000 });
    service.script({ kind: 'hang' });
    const controller = new AbortController();
    const pending = client.call('storms', {}, { signal: controller.signal }).catch((caught: unknown) => caught);
    await requestsReceived(1);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(CancelledError);
    expect(error).toMatchObject({ code: 'cancelled', attempts: 1 });
    expect(service.requests).toHaveLength(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { client } = testClient(service.baseUrl);
    const error = await client.call('storms', {}, { signal: AbortSignal.abort() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CancelledError);
    expect(service.requests).toHaveLength(0);
  });

  it('gives Cancelled when the caller aborts during a backoff wait, with no further request', async () => {
    const controller = new AbortController();
    // The real sleep, so the abort interrupts an actual wait.
    const { client, logLines } = testClient(service.baseUrl, {
      sleep: undefined,
      retry: { retries: 3, baseDelayMs: 10_000, maxDelayMs: 10_000 },
    });
    service.script(answer(503, errorBody('busy')));
    const pending = client.call('storms', {}, { signal: controller.signal }).catch((caught: unknown) => caught);
    while (!logLines.some((line) => line.endsWith('retrying in 5000 ms')))
      await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(CancelledError);
    expect(error).toMatchObject({ attempts: 1 });
    expect(service.requests).toHaveLength(1);
  });
});
