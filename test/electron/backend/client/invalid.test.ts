// Answers Passage cannot use: a body cut off mid-way or not JSON (a transport fault: retried)
// and a complete JSON body that breaks the schema (InvalidResponse naming the path, not retried).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConnectionLostError, InvalidResponse } from '../../../../electron/backend/client';
import { shippingRoute } from '../../../shared/api/examples';
import type { FakeService } from './helpers/fake-service';
import { answer, startFakeService } from './helpers/fake-service';
import { testClient } from './helpers/test-client';

let service: FakeService;
beforeAll(async () => {
  service = await startFakeService();
});
afterAll(() => service.close());
beforeEach(() => {
  service.reset();
});

const route = { lats: [51.95, 52.4], lons: [4.05, 2.9] };

describe('invalid answers', () => {
  it('retries a 200 whose body is cut off, then returns the whole answer', async () => {
    const { client, delaysMs } = testClient(service.baseUrl);
    service.script({ kind: 'truncate', body: shippingRoute(), bytes: 120 }, answer(200, shippingRoute()));
    const result = await client.call('marine.shipping.route', route);
    expect(result.elements).toHaveLength(2);
    expect(service.requests).toHaveLength(2);
    expect(delaysMs).toEqual([50]);
  });

  it('ends with ConnectionLost when every body is cut off, and charges nothing', async () => {
    const { client, credits } = testClient(service.baseUrl, { retry: { retries: 2 } });
    service.script(
      ...Array.from({ length: 3 }, () => ({ kind: 'truncate' as const, body: shippingRoute(), bytes: 50 })),
    );
    const error = await client.call('marine.shipping.route', route).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionLostError);
    expect(error).toMatchObject({ code: 'connection-lost', attempts: 3 });
    expect(credits).toEqual([]);
  });

  it('retries a complete 200 that is not JSON and ends with InvalidResponse (not-json)', async () => {
    const { client } = testClient(service.baseUrl, { retry: { retries: 1 } });
    service.script(
      { kind: 'text', status: 200, text: '{"start": 17181' },
      { kind: 'text', status: 200, text: '<html>proxy</html>' },
    );
    const error = await client.call('marine.shipping.route', route).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponse);
    expect(error).toMatchObject({ code: 'invalid-response', reason: 'not-json', attempts: 2 });
    expect(service.requests).toHaveLength(2);
  });

  it('does not retry a body that breaks the schema, and names every bad path', async () => {
    const { client, credits } = testClient(service.baseUrl);
    const body = shippingRoute();
    const broken = {
      ...body,
      points: body.points.map((point, index) => (index === 1 ? { ...point, lat: 123 } : point)),
      elements: body.elements.map((element, index) => (index === 0 ? { ...element, unit: 7 } : element)),
    };
    service.script(answer(200, broken));
    const error = await client.call('marine.shipping.route', route).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponse);
    if (!(error instanceof InvalidResponse)) return;
    expect(error.reason).toBe('schema');
    expect(error.issues.map((issue) => issue.path)).toEqual(['points[1].lat', 'elements[0].unit']);
    expect(error.message).toMatch(
      /^The service sent a marine\.shipping\.route response that Passage cannot read \(2 problems\): points\[1\]\.lat: /,
    );
    expect(service.requests).toHaveLength(1);
    // A complete 200 is charged by the service whether or not Passage can read it.
    expect(credits).toEqual([{ endpoint: 'marine.shipping.route', credits: 1, voyageId: undefined }]);
  });
});
