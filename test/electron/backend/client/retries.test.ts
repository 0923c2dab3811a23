// Which failures are retried, how many times, after which waits (full-jitter backoff or the
// service's Retry-After), and which typed error ends a call when Passage gives up.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BadRequestError,
  ConnectionLostError,
  NotFoundError,
  OfflineError,
  RateLimitedError,
  ServerUnavailableError,
  UnauthorizedError,
} from '../../../../electron/backend/client';
import type { FakeService } from './helpers/fake-service';
import { answer, closedPortUrl, errorBody, startFakeService } from './helpers/fake-service';
import { testClient } from './helpers/test-client';

let service: FakeService;
beforeAll(async () => {
  service = await startFakeService();
});
afterAll(() => service.close());
beforeEach(() => {
  service.reset();
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('retries', () => {
  it.each([500, 502, 503, 504])('retries %i with backoff and then answers', async (status) => {
    const { client, delaysMs, credits } = testClient(service.baseUrl);
    service.script(answer(status, errorBody('busy')), answer(status, errorBody('busy')));
    const result = await client.call('storms', {});
    expect(result).toEqual({ storms: [] });
    expect(service.requests).toHaveLength(3);
    // random() = 0.5 of min(1000, 100 × 2^n): 50, then 100.
    expect(delaysMs).toEqual([50, 100]);
    // Only the answer that came through is charged.
    expect(credits).toEqual([{ endpoint: 'storms', credits: 1, voyageId: undefined }]);
  });

  it('gives up after 1 + retries attempts with ServerUnavailable and the status', async () => {
    const { client, delaysMs, logLines } = testClient(service.baseUrl);
    service.script(...Array.from({ length: 4 }, () => answer(503, errorBody('maintenance'))));
    const error = await failure(client.call('storms', {}));
    expect(error).toBeInstanceOf(ServerUnavailableError);
    expect(error).toMatchObject({
      code: 'server-unavailable',
      status: 503,
      attempts: 4,
      detail: 'HTTP 503: maintenance',
    });
    expect(service.requests).toHaveLength(4);
    expect(delaysMs).toEqual([50, 100, 200]);
    expect(logLines.at(-1)).toMatch(
      /-> 503 in \d+ ms \(attempt 4\/4\); server-unavailable \(HTTP 503: maintenance\): giving up$/,
    );
  });

  it('caps the exponential backoff at maxDelayMs and draws the jitter from [0, ceiling)', async () => {
    const draws = [0, 0.999, 0.25, 0.999, 0.999];
    const { client, delaysMs } = testClient(service.baseUrl, {
      retry: { retries: 5, baseDelayMs: 100, maxDelayMs: 300 },
      random: () => draws.shift() ?? 0,
    });
    service.script(...Array.from({ length: 5 }, () => answer(500, errorBody('oops'))));
    await client.call('storms', {});
    // Ceilings 100, 200, 300 (capped), 300, 300.
    expect(delaysMs).toEqual([0, 199, 75, 299, 299]);
  });

  it('honours Retry-After in seconds on 429', async () => {
    const { client, delaysMs } = testClient(service.baseUrl);
    service.script(answer(429, errorBody('slow down'), { 'retry-after': '3' }));
    await client.call('storms', {});
    expect(delaysMs).toEqual([3000]);
    expect(service.requests).toHaveLength(2);
  });

  it('honours Retry-After as an HTTP-date, against the injected clock', async () => {
    const nowMs = Date.UTC(2026, 10, 22, 3, 0, 0);
    const { client, delaysMs } = testClient(service.baseUrl, { nowMs: () => nowMs });
    service.script(answer(503, errorBody('back soon'), { 'retry-after': 'Sun, 22 Nov 2026 03:00:07 GMT' }));
    await client.call('storms', {});
    expect(delaysMs).toEqual([7000]);
  });

  it('stops at once with RateLimited when Retry-After is longer than Passage will wait', async () => {
    const { client, delaysMs } = testClient(service.baseUrl);
    service.script(answer(429, errorBody('quota'), { 'retry-after': '3600' }));
    const error = await failure(client.call('storms', {}));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ code: 'rate-limited', retryAfterS: 3600, attempts: 1 });
    expect(error).toHaveProperty(
      'message',
      'The weather service is limiting requests from this key. Try again in 3600 s.',
    );
    expect(delaysMs).toEqual([]);
    expect(service.requests).toHaveLength(1);
  });

  it('ends with RateLimited after the retries when 429 persists', async () => {
    const { client, delaysMs } = testClient(service.baseUrl);
    service.script(...Array.from({ length: 4 }, () => answer(429, errorBody('quota'), { 'retry-after': '1' })));
    const error = await failure(client.call('storms', {}));
    expect(error).toMatchObject({ code: 'rate-limited', retryAfterS: 1, attempts: 4 });
    expect(delaysMs).toEqual([1000, 1000, 1000]);
  });

  it('never retries 401, and words it for the navigator', async () => {
    const { client, delaysMs, credits } = testClient(service.baseUrl);
    service.script(answer(401, errorBody('The API key is invalid')));
    const error = await failure(client.call('storms', {}));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ code: 'unauthorized', serviceMessage: 'The API key is invalid', attempts: 1 });
    expect(error).toHaveProperty(
      'message',
      'The weather service rejected the API key ("The API key is invalid"). Check the key in Settings, or switch to demo mode.',
    );
    expect(service.requests).toHaveLength(1);
    expect(delaysMs).toEqual([]);
    expect(credits).toEqual([]);
  });

  it('treats 403 as a key problem, not retried', async () => {
    const { client } = testClient(service.baseUrl);
    service.script(answer(403, errorBody('This key has no marine plan')));
    await expect(client.call('storms', {})).rejects.toMatchObject({
      code: 'unauthorized',
      serviceMessage: 'This key has no marine plan',
    });
    expect(service.requests).toHaveLength(1);
  });

  it.each([
    ['model: unknown model "ecmwfxx"', 'model'],
    ['lats[1] must be between -90 and 90 degrees (got 95)', 'lats[1]'],
    ["Invalid value for parameter 'elements'", 'elements'],
    ['Something is wrong with the request', ''],
  ])('never retries 400 and names the parameter of %j', async (message, parameter) => {
    const { client } = testClient(service.baseUrl);
    service.script(answer(400, errorBody(message)));
    const params = { lats: [52, 53], lons: [3, 4], model: 'ecmwfxx', elements: ['windspeed'], levels: ['10m'] };
    const error = await failure(client.call('weather.ensemble.route', params));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ code: 'bad-request', parameter, serviceMessage: message, attempts: 1 });
    expect(service.requests).toHaveLength(1);
  });

  it('never retries 404', async () => {
    const { client } = testClient(service.baseUrl);
    service.script(answer(404, 'Not Found'));
    const error = await failure(client.call('storms', {}));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(service.requests).toHaveLength(1);
  });

  it('never follows a redirect, which would carry the key to another address', async () => {
    const { client } = testClient(service.baseUrl);
    service.script(answer(302, '', { location: 'http://127.0.0.1:9/elsewhere' }));
    const error = await failure(client.call('storms', {}));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ detail: 'HTTP 302', attempts: 1 });
    expect(service.requests).toHaveLength(1);
  });

  it('retries a refused connection and ends with Offline', async () => {
    const { client, delaysMs } = testClient(await closedPortUrl());
    const error = await failure(client.call('storms', {}));
    expect(error).toBeInstanceOf(OfflineError);
    expect(error).toMatchObject({ code: 'offline', attempts: 4, detail: 'ECONNREFUSED' });
    expect(delaysMs).toEqual([50, 100, 200]);
  });

  it('retries a connection reset before the answer, then answers', async () => {
    const { client } = testClient(service.baseUrl);
    service.script({ kind: 'reset' });
    await expect(client.call('storms', {})).resolves.toEqual({ storms: [] });
    expect(service.requests).toHaveLength(2);
  });

  it('ends with ConnectionLost when every answer is cut off', async () => {
    const { client } = testClient(service.baseUrl, { retry: { retries: 1 } });
    service.script({ kind: 'reset' }, { kind: 'reset' });
    const error = await failure(client.call('storms', {}));
    expect(error).toBeInstanceOf(ConnectionLostError);
    expect(error).toMatchObject({ attempts: 2 });
  });
});
