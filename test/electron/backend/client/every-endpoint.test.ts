// The client against the assembled sandbox (the real areas, not test handlers): every endpoint
// answers, is parsed by the client with shared/api, and its credits are reported as the
// sandbox's ledger charged them; the mixer streams through planTrip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointId } from '../../../../shared/api/request/endpoints';
import { decodeMixerResult, encodeMixerCancel, mixerResultToJson } from '../../../../shared/transit';
import { startSandbox, type Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { createServiceClient, type ServiceClient } from '../../../../electron/backend/client';

const NOW = Date.UTC(2026, 8, 10, 9, 20) / 1000;
const KEY = 'every-endpoint-key';
const route = { lats: [51.9, 50.5, 49.5, 46.0], lons: [3.9, 0.5, -5.0, -20.0] };

const calls: [EndpointId, Record<string, unknown>][] = [
  ['geo.search', { query: 'Rotterdam' }],
  ['geo.nearby', { lat: 51.9, lon: 4.5 }],
  ['weather.forecast', { lat: 51.9, lon: 4.5, max_hourly: 72 }],
  ['weather.climate', { lat: 51.9, lon: 4.5 }],
  ['weather.radar', { lat: 51.9, lon: 4.5 }],
  [
    'weather.timeseries.point',
    { lat: 51.9, lon: 4.5, model: 'ecmwfhresglobal', elements: ['windspeed'], levels: ['10m'] },
  ],
  [
    'weather.models.forecast',
    { lat: 45, lon: -30, model: 'ecmwfhresglobal', elements: ['windspeed'], levels: ['10m'] },
  ],
  ['weather.ensemble.models', {}],
  [
    'weather.ensemble.point',
    { lat: 45, lon: -30, model: 'ecmwf-ens', elements: ['windspeed', 'windgust'], levels: ['10m', '10m'] },
  ],
  ['weather.ensemble.route', { ...route, model: 'ecmwf-ens', elements: ['windspeed'], levels: ['10m'], start: NOW }],
  [
    'weather.maps.layers',
    {
      model: 'ecmwfhresglobal',
      run: 'latest',
      element: 'windspeed',
      level: '10m',
      zoom: 3,
      north: 60,
      east: 10,
      south: 40,
      west: -20,
    },
  ],
  ['marine.timeseries.point', { lat: 45, lon: -30, model: 'ecmwfwamglobal', elements: ['waveheight_significant'] }],
  ['marine.ensemble.point', { lat: 45, lon: -30, model: 'ecmwf-ens-wam', elements: ['waveheight_significant'] }],
  ['marine.shipping.route', { ...route, speeds: [14], start: NOW }],
  ['port.list', {}],
  ['vessel.search', { name: 'STAR', page: 2 }],
  ['storms', {}],
  ['weather.storms', {}],
  ['traffic.overview', {}],
  ['traffic.geo', {}],
  ['transit.planner', { lat: 52.09, lon: 5.11 }],
];

let sandbox: Sandbox;
let client: ServiceClient;
const spent: { endpoint: string; credits: number }[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11, keys: [KEY], now: () => NOW });
  client = createServiceClient({
    baseUrl: sandbox.url,
    apiKey: () => KEY,
    retry: { retries: 0 },
    onCredits: (entry) => spent.push(entry),
    decodeMixerMessage: (bytes) => mixerResultToJson(decodeMixerResult(bytes)),
    encodeMixerCancel,
  });
});
afterAll(() => sandbox.close());

describe('every HTTP endpoint through the client', () => {
  it.each(calls)('%s', async (id, params) => {
    sandbox.ledger.reset();
    spent.length = 0;
    const answer: unknown = await client.call(id as 'storms', params as never);
    expect(answer).toBeTruthy();
    const charged = sandbox.ledger.get(KEY).credits;
    expect(charged).toBeGreaterThanOrEqual(1);
    expect(spent).toEqual([expect.objectContaining({ endpoint: id, credits: charged })]);
    expect(client.estimate(id as 'storms', params as never)).toBe(charged);
  });

  it('covers every HTTP endpoint', async () => {
    const { endpoints } = await import('../../../../shared/api/request/endpoints');
    const ids = Object.entries(endpoints)
      .filter(([, e]) => e.kind === 'http')
      .map(([id]) => id);
    expect(calls.map(([id]) => id).sort()).toEqual(ids.sort());
  });
});

it('streams the plannermixer through planTrip', async () => {
  const results = [];
  for await (const result of client.planTrip({ fromPlace: '52.0894,5.1100', toPlace: '52.3791,4.9003' }))
    results.push(result);
  expect(results.length).toBeGreaterThanOrEqual(3);
  expect(results.length).toBeLessThanOrEqual(6);
  expect(results.every((r) => r.trips.length > 0)).toBe(true);
});
