// Successful calls: the request the client sends, the parsed (typed) answer, element-level
// errors kept on their element, the credit estimate and the credits reported per voyage.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../../shared/api/request/errors';
import { shippingRouteResultSchema } from '../../../../shared/api/resources/shipping';
import { elementErrors } from '../../../../electron/backend/client';
import { ensemblePoint, shippingRoute, storm } from '../../../shared/api/examples';
import type { FakeService } from './helpers/fake-service';
import { answer, startFakeService } from './helpers/fake-service';
import { CANARY_KEY, testClient } from './helpers/test-client';

let service: FakeService;
beforeAll(async () => {
  service = await startFakeService();
});
afterAll(() => service.close());
beforeEach(() => {
  service.reset();
});

const route = { lats: [51.95, 52.4], lons: [4.05, 2.9], speeds: [14] };

describe('call', () => {
  it('sends the built query with the key last and returns the parsed answer', async () => {
    const { client } = testClient(service.baseUrl);
    service.script(answer(200, shippingRoute()));
    const result = await client.call('marine.shipping.route', route);
    expect(service.requests).toEqual([
      `/v1/marine/shipping/route?lats=51.95,52.4&lons=4.05,2.9&speeds=14&api_key=${CANARY_KEY}`,
    ]);
    expect(result.routing).toBe('rhumbline');
    expect(result.points.map((point) => point.type)).toEqual(['waypoint', 'timestep', 'waypoint']);
  });

  it('keeps an ensemble element that carries only an error, with data [], beside the others', async () => {
    const { client } = testClient(service.baseUrl);
    service.script(answer(200, ensemblePoint()));
    const params = {
      lat: 52,
      lon: 3,
      model: 'ecmwf-wam-ens',
      elements: ['waveheight_significant', 'waveperiod_swell_secondary'],
    };
    const result = await client.call('marine.ensemble.point', params);
    expect(result.elements[0]?.data.map((point) => point.value.median)).toEqual(
      [2.1, 2.7, 3.3].map((v) => expect.closeTo(v, 9)),
    );
    expect(result.elements[1]).toEqual({
      element: 'waveperiod_swell_secondary',
      level: null,
      unit: 's',
      error: 'Element not available for this model',
      data: [],
    });
    expect(elementErrors(result)).toEqual([
      { key: 'waveperiod_swell_secondary', index: 1, error: 'Element not available for this model' },
    ]);
  });

  it('keeps a shipping element error on its element and the other elements whole', async () => {
    const { client } = testClient(service.baseUrl);
    service.script(answer(200, shippingRoute()));
    const result = await client.call('marine.shipping.route', route);
    expect(result.elements.map((element) => [element.key, element.data.length, element.error])).toEqual([
      ['windSpeed10m', 3, undefined],
      ['seaWaterTemperature', 0, 'No level given for element temperature'],
    ]);
    expect(elementErrors(result)).toEqual([
      { key: 'seaWaterTemperature', index: 1, error: 'No level given for element temperature' },
    ]);
  });

  it('lists no element errors when every element has data', () => {
    const body = shippingRouteResultSchema.parse(shippingRoute());
    expect(elementErrors({ ...body, elements: body.elements.slice(0, 1) })).toEqual([]);
  });

  it('reports the credits of each charged answer with the voyage it was for', async () => {
    const { client, credits } = testClient(service.baseUrl);
    service.script(answer(200, { storms: [storm()] }), answer(200, { daily: [], hourly: [] }));
    const storms = await client.call('storms', {}, { voyageId: 'voyage-7' });
    expect(storms.storms[0]?.name).toBe(storm().name);
    await client.call('weather.forecast', { lat: 52, lon: 4, max_hourly: 72 });
    expect(credits).toEqual([
      { endpoint: 'storms', credits: 1, voyageId: 'voyage-7' },
      { endpoint: 'weather.forecast', credits: 3, voyageId: undefined },
    ]);
  });

  it('estimates credits with the spec rules before anything is sent', () => {
    const { client } = testClient(service.baseUrl);
    expect(client.estimate('weather.forecast', { lat: 52, lon: 4 })).toBe(1);
    expect(client.estimate('weather.forecast', { lat: 52, lon: 4, max_daily: 10 })).toBe(3);
    const ensembleRoute = {
      lats: [50, 51, 52],
      lons: [1, 2, 3],
      model: 'ecmwfens',
      elements: ['windspeed', 'temperature'],
      levels: ['10m'],
    };
    expect(client.estimate('weather.ensemble.route', ensembleRoute)).toBe(6);
    expect(client.estimate('port.list', {})).toBe(1);
    expect(service.requests).toEqual([]);
  });

  it('refuses bad parameters and a missing key before sending, with the parameter named', async () => {
    const { client } = testClient(service.baseUrl);
    const bad = await client
      .call('marine.shipping.route', { ...route, lats: [51.95, 95] })
      .catch((error: unknown) => error);
    expect(bad).toBeInstanceOf(ApiRequestError);
    expect(bad).toMatchObject({ code: 'out-of-range', parameter: 'lats[1]' });
    const { client: keyless } = testClient(service.baseUrl, { apiKey: () => undefined });
    const missing = await keyless.call('storms', {}).catch((error: unknown) => error);
    expect(missing).toMatchObject({ code: 'missing-api-key' });
    expect(service.requests).toEqual([]);
  });

  it('reads the key at every call, so a key changed in Settings applies at once', async () => {
    let key = 'first-key-1234';
    const { client } = testClient(service.baseUrl, { apiKey: () => key });
    await client.call('storms', {});
    key = 'second-key-5678';
    await client.call('storms', {});
    expect(service.requests).toEqual(['/v1/storms?api_key=first-key-1234', '/v1/storms?api_key=second-key-5678']);
  });

  it('logs one redacted line per attempt', async () => {
    const { client, logLines } = testClient(service.baseUrl);
    await client.call('storms', {});
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatch(
      /^GET http:\/\/127\.0\.0\.1:\d+\/v1\/storms\?api_key=\*\*\* -> 200 in \d+ ms \(attempt 1\/4\)$/,
    );
  });
});
