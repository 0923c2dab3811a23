// The API key never leaves the client: with a canary key, every kind of error (its message,
// stack, JSON form and detail) and every log line is searched for it, including answers in
// which the service itself echoes the key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServiceClientError } from '../../../../electron/backend/client';
import type { ServiceClientError } from '../../../../electron/backend/client';
import type { FakeService, Reply } from './helpers/fake-service';
import { answer, closedPortUrl, errorBody, startFakeService } from './helpers/fake-service';
import { CANARY_KEY, testClient } from './helpers/test-client';

let service: FakeService;
beforeAll(async () => {
  service = await startFakeService();
});
afterAll(() => service.close());

const echoed = `api_key=${CANARY_KEY} and ${encodeURIComponent(CANARY_KEY)} and ${CANARY_KEY}`;

/** Everything an error shows to a person, a log or another process. */
function surfaces(error: ServiceClientError): string[] {
  return [error.message, error.stack ?? '', JSON.stringify(error), String(error), error.detail];
}

const cases: [string, Reply[], Partial<Parameters<typeof testClient>[1]>][] = [
  ['unauthorized', [answer(401, errorBody(`The key ${echoed} is invalid`))], {}],
  ['bad-request', [answer(400, errorBody(`lat is wrong in /v1/storms?${echoed}`))], {}],
  ['not-found', [answer(404, `No route for /v1/storms?${echoed}`)], {}],
  ['rate-limited', [answer(429, errorBody(echoed), { 'retry-after': '9999' })], {}],
  ['server-unavailable', Array.from({ length: 4 }, () => answer(502, `<html>${echoed}</html>`)), {}],
  ['connection-lost', Array.from({ length: 4 }, (): Reply => ({ kind: 'reset' })), {}],
  ['timeout', [{ kind: 'hang' }], { timeoutMs: 100 }],
  ['invalid-response', [answer(200, { storms: [{ id: CANARY_KEY }] })], {}],
];

describe('the API key never appears', () => {
  it.each(cases)('in a %s error or its log lines', async (code, replies, overrides) => {
    const { client, logLines } = testClient(service.baseUrl, overrides);
    service.script(...replies);
    const error = await client.call('storms', {}).catch((caught: unknown) => caught);
    if (!isServiceClientError(error)) throw new Error(`expected a client error, got ${String(error)}`);
    expect(error.code).toBe(code);
    for (const text of [...surfaces(error), ...logLines]) {
      expect(text).not.toContain(CANARY_KEY);
      expect(text).not.toContain(encodeURIComponent(CANARY_KEY));
    }
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).toContain('api_key=***');
  });

  it('in an offline error', async () => {
    const { client, logLines } = testClient(await closedPortUrl(), { retry: { retries: 1 } });
    const error = await client.call('storms', {}).catch((caught: unknown) => caught);
    if (!isServiceClientError(error)) throw new Error('expected a client error');
    expect(error.code).toBe('offline');
    for (const text of [...surfaces(error), ...logLines]) expect(text).not.toContain(CANARY_KEY);
  });

  it('in a network error whose message quotes the URL', async () => {
    const quoting: typeof fetch = (input) => Promise.reject(new TypeError(`could not fetch ${String(input)}`));
    const { client, logLines } = testClient(service.baseUrl, { fetch: quoting, retry: { retries: 1 } });
    const error = await client.call('storms', {}).catch((caught: unknown) => caught);
    if (!isServiceClientError(error)) throw new Error('expected a client error');
    expect(error.code).toBe('offline');
    expect(error.detail).toMatch(/^could not fetch http:\/\/127\.0\.0\.1:\d+\/v1\/storms\?api_key=\*\*\*$/);
    for (const text of [...surfaces(error), ...logLines]) expect(text).not.toContain(CANARY_KEY);
  });

  it('in a cancelled error', async () => {
    const { client, logLines } = testClient(service.baseUrl);
    const error = await client.call('storms', {}, { signal: AbortSignal.abort() }).catch((caught: unknown) => caught);
    if (!isServiceClientError(error)) throw new Error('expected a client error');
    expect(error.code).toBe('cancelled');
    for (const text of [...surfaces(error), ...logLines]) expect(text).not.toContain(CANARY_KEY);
  });

  it('while the service message itself is kept, redacted, for the navigator', async () => {
    const { client } = testClient(service.baseUrl);
    service.script(answer(401, errorBody(`The key ${echoed} is invalid`)));
    const error = await client.call('storms', {}).catch((caught: unknown) => caught);
    expect(error).toHaveProperty('serviceMessage', 'The key api_key=*** and *** and *** is invalid');
  });

  it('in the JSON form, which keeps the code and the message for the UI', async () => {
    const { client } = testClient(service.baseUrl);
    service.script(answer(404, 'nope'));
    const error = await client.call('storms', {}).catch((caught: unknown) => caught);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      code: 'not-found',
      name: 'NotFoundError',
      endpoint: 'storms',
      attempts: 1,
      message: expect.stringContaining('Check the service address in Settings'),
    });
  });
});
