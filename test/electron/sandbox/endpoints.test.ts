// Every endpoint of the spec against the assembled sandbox, as a client sees it over HTTP:
// a happy path whose body parses with shared/api, 401 for a missing and an invalid key,
// at least one 400 naming the parameter, and determinism (same seed and clock, same bytes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '../../../shared/api/request/endpoints';
import { buildRequest } from '../../../shared/api/request/build';
import { toUrl } from '../../../shared/api/request/url';
import { serviceErrorBodySchema } from '../../../shared/api/error-body';
import { startSandbox, type Sandbox } from '../../../electron/sandbox/server/sandbox';

/** A fixed clock: 2026-09-10 09:20 UTC, inside the northern tropical-cyclone season. */
const NOW = Date.UTC(2026, 8, 10, 9, 20) / 1000;
const KEY = 'test-key';

let sandbox: Sandbox;
let twin: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, keys: [KEY], now: () => NOW });
  twin = await startSandbox({ seed: 7, keys: [KEY], now: () => NOW });
});
afterAll(async () => {
  await sandbox.close();
  await twin.close();
});

/** `key` null sends no api_key at all. */
async function get(base: Sandbox, id: EndpointId, params: Record<string, unknown>, key: string | null = KEY) {
  const req = buildRequest(id as 'storms', params as never);
  const url =
    key === null
      ? `${base.url}${req.path}?${new URLSearchParams(req.query.map(([k, v]): [string, string] => [k, v]))}`
      : toUrl(req, base.url, key);
  const res = await fetch(url);
  return { status: res.status, text: await res.text() };
}

/** The ensemble model the sandbox lists first, and one of its elements with a level. */
async function ensembleModel(category: 'atmosphere' | 'ocean') {
  const r = await get(sandbox, 'weather.ensemble.models', {});
  const body = endpoints['weather.ensemble.models'].response.parse(JSON.parse(r.text));
  const model = body.models.find((m) =>
    category === 'ocean'
      ? m.elements.some((e) => e.id === 'waveheight_significant')
      : m.elements.some((e) => e.id === 'windspeed'),
  );
  if (!model) throw new Error(`no ${category} ensemble model listed`);
  return model;
}

const route = { lats: [51.9, 50.5, 49.5, 46.0], lons: [3.9, 0.5, -5.0, -20.0] };

type Case = [EndpointId, () => Promise<Record<string, unknown>>, Record<string, unknown>, string];

/** [endpoint, valid params, invalid params, the parameter the 400 must name]. */
const cases: Case[] = [
  ['geo.search', async () => ({ query: 'Rotterdam' }), { query: 'Rotterdam', language: 'xx' }, 'language'],
  ['geo.nearby', async () => ({ lat: 51.9, lon: 4.5 }), { lat: 91, lon: 4.5 }, 'lat'],
  [
    'weather.forecast',
    async () => ({ lat: 51.9, lon: 4.5 }),
    { lat: 51.9, lon: 4.5, max_minutely: 121 },
    'max_minutely',
  ],
  ['weather.climate', async () => ({ lat: 51.9, lon: 4.5 }), { lat: 51.9, lon: 4.5, period: 'week' }, 'period'],
  ['weather.radar', async () => ({ lat: 51.9, lon: 4.5, radius: 20 }), { lat: 51.9, lon: 181 }, 'lon'],
  [
    'weather.timeseries.point',
    async () => ({
      lat: 51.9,
      lon: 4.5,
      model: 'ecmwfhresglobal',
      elements: ['windspeed', 'temperature'],
      levels: ['10m', '2m'],
    }),
    { lat: 51.9, lon: 4.5, model: 'no-such-model', elements: ['windspeed'], levels: ['10m'] },
    'model',
  ],
  [
    'weather.models.forecast',
    async () => ({ lat: 45, lon: -30, model: 'ecmwfhresglobal', elements: ['windspeed'], levels: ['10m'] }),
    {
      lat: 45,
      lon: -30,
      model: 'ecmwfhresglobal',
      elements: ['windspeed'],
      levels: ['10m'],
      units: ['furlongs/fortnight'],
    },
    'units',
  ],
  ['weather.ensemble.models', async () => ({}), { lat: 45 }, 'lon'],
  [
    'weather.ensemble.point',
    async () => {
      const m = await ensembleModel('atmosphere');
      return { lat: 45, lon: -30, model: m.id, elements: ['windspeed'], levels: ['10m'] };
    },
    { lat: 45, lon: -30, model: 'ecmwf-ens', elements: ['no-such-element'] },
    'elements',
  ],
  [
    'weather.ensemble.route',
    async () => {
      const m = await ensembleModel('atmosphere');
      return { ...route, model: m.id, elements: ['windspeed'], levels: ['10m'], start: NOW, speed: 30 };
    },
    { lats: [51.9, 50.5], lons: [3.9], model: 'x', elements: ['windspeed'], levels: ['10m'] },
    'lons',
  ],
  [
    'weather.maps.layers',
    async () => ({
      model: 'ecmwfhresglobal',
      run: 'latest',
      element: 'windspeed',
      level: '10m',
      zoom: 4,
      north: 60,
      east: 10,
      south: 40,
      west: -20,
    }),
    {
      model: 'ecmwfhresglobal',
      run: 'latest',
      element: 'windspeed',
      zoom: 4,
      north: 40,
      east: 10,
      south: 60,
      west: -20,
    },
    'south',
  ],
  [
    'marine.timeseries.point',
    async () => ({ lat: 45, lon: -30, model: 'ecmwfwamglobal', elements: ['waveheight_significant'] }),
    { lat: 45, lon: -30, model: 'ecmwfwamglobal' },
    'elements',
  ],
  [
    'marine.ensemble.point',
    async () => {
      const m = await ensembleModel('ocean');
      return { lat: 45, lon: -30, model: m.id, elements: ['waveheight_significant'] };
    },
    { lat: -91, lon: -30, model: 'x', elements: ['waveheight_significant'] },
    'lat',
  ],
  [
    'marine.shipping.route',
    async () => ({ ...route, speeds: [14], start: NOW }),
    { lats: [51.9], lons: [3.9] },
    'lats',
  ],
  ['port.list', async () => ({ size: ['large', 'medium'] }), { size: ['huge'] }, 'size'],
  ['vessel.search', async () => ({ name: 'STAR' }), { name: 'STAR', page: 0 }, 'page'],
  ['storms', async () => ({}), { bogus: 1 }, 'bogus'],
  ['weather.storms', async () => ({}), { bogus: 1 }, 'bogus'],
  ['traffic.overview', async () => ({}), { bogus: 1 }, 'bogus'],
  ['traffic.geo', async () => ({}), { bogus: 1 }, 'bogus'],
  ['transit.planner', async () => ({ lat: 52.09, lon: 5.11 }), { lat: 52.09 }, 'lon'],
];

describe.each(cases)('%s', (id, valid, invalid, parameter) => {
  it('answers 200 with a body that parses with the service contract', async () => {
    const r = await get(sandbox, id, await valid());
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    const parsed = endpoints[id].response.safeParse(JSON.parse(r.text));
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  });

  it('answers 401 for a missing key and for an invalid key, with the spec error body', async () => {
    const params = await valid();
    for (const [key, word] of [
      [null, 'missing'],
      ['wrong-key', 'invalid'],
    ] as const) {
      const r = await get(sandbox, id, params, key);
      expect(r.status).toBe(401);
      const body = JSON.parse(r.text);
      expect(serviceErrorBodySchema.parse(body)).toEqual(body);
      expect(Object.keys(body).sort()).toEqual(['error', 'meta', 'success']);
      expect(body.success).toBe(false);
      expect(body.meta).toEqual({ credits_used: 0 });
      expect(body.error.message.toLowerCase()).toContain(word);
      expect(r.text).not.toContain('wrong-key');
    }
  });

  it(`answers 400 naming "${parameter}" for a bad parameter`, async () => {
    const query = Object.entries(invalid).map(([k, v]): [string, string] => [
      k,
      Array.isArray(v) ? v.join(',') : String(v),
    ]);
    const res = await fetch(`${sandbox.url}${endpoints[id].path}?${new URLSearchParams([...query, ['api_key', KEY]])}`);
    const body = JSON.parse(await res.text());
    expect(res.status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.meta).toEqual({ credits_used: 0 });
    expect(body.error.message).toContain(parameter);
  });

  it('is deterministic: same seed and clock give the same bytes', async () => {
    const params = await valid();
    const a = await get(sandbox, id, params);
    const b = await get(twin, id, params);
    // Image URLs carry each sandbox's own port; compare the rest byte for byte.
    expect(a.text.replaceAll(sandbox.url, 'BASE')).toBe(b.text.replaceAll(twin.url, 'BASE'));
  });
});

it('covers every HTTP endpoint of the contract', () => {
  const httpIds = Object.entries(endpoints)
    .filter(([, e]) => e.kind === 'http')
    .map(([id]) => id);
  expect(cases.map(([id]) => id).sort()).toEqual(httpIds.sort());
});
