// The sandbox's HTTP server with fake handlers: routing, auth (spec §5, §7), parameter errors
// worded by shared/api, robustness, images, determinism, credits, and closing.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceErrorBodySchema } from '../../../../shared/api/error-body';
import { endpoints } from '../../../../shared/api/request/endpoints';
import { startSandbox, type Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { fakeHttp, fakeImages, get, KEY, noSockets, NOW, PNG, urlFor } from './fakes';

let sandbox: Sandbox;
const logged: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({
    seed: 7,
    keys: [KEY, 'second-key'],
    now: () => NOW + 0.9,
    handlers: { http: fakeHttp, socket: noSockets, images: fakeImages },
    log: (line) => logged.push(line),
  });
});
afterAll(async () => {
  await sandbox.close();
});

function errorOf(text: string): string {
  return serviceErrorBodySchema.parse(JSON.parse(text)).error.message;
}

/** A raw request line, for what fetch will not send (HEAD bodies, odd targets). */
function rawRequest(lines: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(sandbox.port, '127.0.0.1', () => socket.end(lines));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('routing', () => {
  it('answers an endpoint of the table with its handler, as JSON', async () => {
    const r = await get(urlFor(sandbox, KEY, 'storms'));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(endpoints.storms.response.parse(JSON.parse(r.text)).storms).toHaveLength(1);
  });

  it('gives handlers the parameters parsed and the environment (seed, clock in whole seconds, base URL)', async () => {
    const r = await get(urlFor(sandbox, KEY, 'weather.forecast', { lat: 51.92, lon: -4.5 }));
    expect(JSON.parse(r.text).requested).toEqual([51.92, -4.5, NOW, 7]);
    const models = await get(urlFor(sandbox, KEY, 'weather.ensemble.models', {}));
    expect(JSON.parse(models.text).baseUrl).toBe(sandbox.url);
    expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
  });

  it('gives 404 in the error-body shape for an unknown path and for an endpoint without a handler', async () => {
    for (const path of ['/v1/weather/nowcast', '/', '/v1/storms/', '//v1/storms', '/v1/geo%2Fsearch']) {
      const r = await get(`${sandbox.url}${path}?api_key=${KEY}`);
      expect(r.status, path).toBe(404);
      expect(JSON.parse(r.text)).toEqual({
        success: false,
        meta: { credits_used: 0 },
        error: { message: 'There is no endpoint at this path.' },
      });
    }
    const unserved = await get(urlFor(sandbox, KEY, 'traffic.geo'));
    expect(unserved.status).toBe(404);
    expect(errorOf(unserved.text)).toBe('/v1/traffic/geo is not served by this sandbox.');
  });

  it('serves both storms paths as separate endpoints', async () => {
    expect((await get(urlFor(sandbox, KEY, 'storms'))).status).toBe(200);
    // weather.storms has no fake handler: it is its own id, not an alias.
    expect((await get(urlFor(sandbox, KEY, 'weather.storms'))).status).toBe(404);
  });

  it('gives 405 with Allow: GET for other methods, HEAD included, and keeps answering', async () => {
    const post = await get(urlFor(sandbox, KEY, 'storms'), { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expect(errorOf(post.text)).toBe('POST is not allowed: the service answers GET only.');
    const head = await rawRequest(
      `HEAD /v1/storms?api_key=${KEY} HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\nConnection: close\r\n\r\n`,
    );
    expect(head.startsWith('HTTP/1.1 405 Method Not Allowed\r\n')).toBe(true);
    expect(head.endsWith('\r\n\r\n')).toBe(true); // headers only: HEAD has no body
    expect((await get(urlFor(sandbox, KEY, 'storms'))).status).toBe(200);
  });
});

describe('auth (spec §5, §7)', () => {
  it('gives 401 with exactly the spec body for a missing key', async () => {
    for (const query of ['', '?api_key=', '?api_key=%20']) {
      const r = await get(`${sandbox.url}/v1/storms${query}`);
      expect(r.status).toBe(401);
      expect(JSON.parse(r.text)).toEqual({
        success: false,
        meta: { credits_used: 0 },
        error: { message: 'The API key is missing: add api_key=<API_KEY> to the request.' },
      });
    }
  });

  it('gives 401 for an invalid key, saying so and never echoing the key', async () => {
    for (const key of ['wrong-key-123', `${KEY}x`, KEY.slice(0, -1), '%zz']) {
      const r = await get(`${sandbox.url}/v1/storms?api_key=${key}`);
      expect(r.status).toBe(401);
      expect(JSON.parse(r.text)).toEqual({
        success: false,
        meta: { credits_used: 0 },
        error: { message: 'The API key is invalid: it is not a key of this service.' },
      });
      expect(r.text).not.toContain(key);
    }
  });

  it('accepts every configured key and refuses a key given twice', async () => {
    expect((await get(urlFor(sandbox, 'second-key', 'storms'))).status).toBe(200);
    const twice = await get(`${sandbox.url}/v1/storms?api_key=${KEY}&api_key=${KEY}`);
    expect(twice.status).toBe(401);
    expect(errorOf(twice.text)).toBe('The API key is invalid: give api_key once.');
  });

  it('checks the key before the parameters', async () => {
    const r = await get(`${sandbox.url}/v1/weather/forecast?lat=999`);
    expect(r.status).toBe(401);
  });

  it('never writes a key to the log', () => {
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(KEY);
    expect(logged.join('\n')).toContain('api_key=***');
  });
});

describe('parameters: 400 naming the parameter, worded as the client-side builder words it', () => {
  const cases: [string, string, string][] = [
    ['/v1/weather/forecast', 'lat=91&lon=4', 'lat must be between -90 and 90 degrees (got 91).'],
    ['/v1/weather/forecast', 'lat=abc&lon=4', 'lat must be a number (got "abc").'],
    ['/v1/weather/forecast', 'lat=52&lon=4&max_hourly=169', 'max_hourly must be between 0 and 168 hours (got 169).'],
    [
      '/v1/weather/forecast',
      'lat=52&lon=4&lat=53',
      'lat is given more than once; give it once, with list values separated by commas.',
    ],
    ['/v1/weather/forecast', 'lat=52&lon=4&language=xx', 'language must be one of nl, en, de, fr, es, it (got "xx").'],
    ['/v1/weather/forecast', 'lat=52', 'lon is required.'],
    ['/v1/weather/forecast', 'lat=52&lon=4&colour=blue', 'colour is not a parameter of this request.'],
    [
      '/v1/weather/ensemble/route',
      'lats=50,51,52&lons=3,4&model=m&elements=windspeed&levels=10m',
      'lons has 2 values but lats has 3; every waypoint needs both.',
    ],
    [
      '/v1/weather/ensemble/route',
      'lats=50&lons=3&model=m&elements=windspeed&levels=10m',
      'lats needs at least 2 waypoints for a route.',
    ],
    ['/v1/port/list', 'size=huge', 'size[0] must be one of very_small, small, medium, large (got "huge").'],
    ['/v1/geo/search', 'query=%E0%A4%A', 'query is not valid percent-encoding.'],
    ['/v1/storms', 'bogus=1', 'bogus is not a parameter of this request.'],
  ];

  it.each(cases)('%s?%s', async (path, query, message) => {
    const r = await get(`${sandbox.url}${path}?${query}&api_key=${KEY}`);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.text)).toEqual({ success: false, meta: { credits_used: 0 }, error: { message } });
  });

  it('gives 400 with the message of a SandboxBadRequest from a handler', async () => {
    const r = await get(
      urlFor(sandbox, KEY, 'weather.timeseries.point', {
        lat: 1,
        lon: 2,
        model: 'nope',
        elements: ['windspeed'],
        levels: ['10m'],
      }),
    );
    expect(r.status).toBe(400);
    expect(errorOf(r.text)).toBe('model: "nope" is not a model of this sandbox.');
  });
});

describe('nothing crashes the server', () => {
  it('answers 500 for a throwing handler and a rejected promise, then keeps answering', async () => {
    const thrown = await get(urlFor(sandbox, KEY, 'marine.shipping.route', { lats: [50, 51], lons: [1, 2] }));
    const rejected = await get(urlFor(sandbox, KEY, 'port.list'));
    for (const r of [thrown, rejected]) {
      expect(r.status).toBe(500);
      expect(JSON.parse(r.text)).toEqual({
        success: false,
        meta: { credits_used: 0 },
        error: { message: 'internal error in the sandbox' },
      });
    }
    expect(logged.some((line) => line.includes('the synthetic ocean is not ready'))).toBe(true);
    expect((await get(urlFor(sandbox, KEY, 'storms'))).status).toBe(200);
  });

  it('gives 414 for a request address over 16 KB, and 400 for a malformed parameter name', async () => {
    const long = await get(`${sandbox.url}/v1/geo/search?query=${'a'.repeat(17 * 1024)}&api_key=${KEY}`);
    expect(long.status).toBe(414);
    expect(errorOf(long.text)).toBe('The request address is longer than 16384 bytes.');
    const name = await get(`${sandbox.url}/v1/storms?%zz=1&api_key=${KEY}`);
    expect(name.status).toBe(400);
    expect(errorOf(name.text)).toBe('The query string is not valid percent-encoding.');
    expect((await get(urlFor(sandbox, KEY, 'storms'))).status).toBe(200);
  });

  it('survives garbage on the wire and odd request targets', async () => {
    const garbage = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage.startsWith('HTTP/1.1 400')).toBe(true);
    const star = await rawRequest(`OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\nConnection: close\r\n\r\n`);
    expect(star.startsWith('HTTP/1.1 404')).toBe(true);
    expect((await get(urlFor(sandbox, KEY, 'storms'))).status).toBe(200);
  });
});

describe('images', () => {
  it('serves an image without a key, as image/png', async () => {
    const res = await fetch(`${sandbox.url}/images/radar/frame/1.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it('gives 404 for an unknown kind or an image the handler does not have', async () => {
    for (const path of [
      '/images/radar/frame/2.png',
      '/images/satellite/1.png',
      '/images/constructor/x',
      '/images/radar',
    ]) {
      const r = await get(`${sandbox.url}${path}`);
      expect(r.status, path).toBe(404);
      expect(errorOf(r.text)).toBe('There is no image at this path.');
    }
  });
});

describe('bodies and credits', () => {
  it('is deterministic: the same request twice gives the same bytes', async () => {
    const url = urlFor(sandbox, KEY, 'geo.search', { query: 'Vlissingen' });
    const [a, b] = [await get(url), await get(url)];
    expect(a.text).toBe(b.text);
    expect(a.text).toBe(JSON.stringify([JSON.parse(a.text)[0]]));
  });

  it('charges by the spec: forecast 1 or 3, ensemble route waypoints × elements, errors 0', async () => {
    const key = 'second-key';
    sandbox.ledger.reset();
    await get(urlFor(sandbox, key, 'weather.forecast', { lat: 52, lon: 4 }));
    await get(urlFor(sandbox, key, 'weather.forecast', { lat: 52, lon: 4, max_hourly: 48 }));
    await get(urlFor(sandbox, key, 'weather.forecast', { lat: 52, lon: 4, max_daily: 6 }));
    const route = { lats: [50, 51, 52, 53], lons: [1, 2, 3, 4], model: 'ecmwf-ens', levels: ['10m'] };
    await get(
      urlFor(sandbox, key, 'weather.ensemble.route', { ...route, elements: ['windspeed', 'windgust', 'temperature'] }),
    );
    await get(urlFor(sandbox, key, 'port.list')); // 500
    await get(`${sandbox.url}/v1/weather/forecast?lat=99&lon=4&api_key=${key}`); // 400
    expect(sandbox.ledger.get(key)).toEqual({
      requests: 6,
      credits: 1 + 1 + 3 + 12,
      byEndpoint: {
        'weather.forecast': { requests: 4, credits: 5 },
        'weather.ensemble.route': { requests: 1, credits: 12 },
        'port.list': { requests: 1, credits: 0 },
      },
    });
    expect(sandbox.ledger.get('nobody')).toEqual({ requests: 0, credits: 0, byEndpoint: {} });
    sandbox.ledger.reset();
    expect(sandbox.ledger.get(key).requests).toBe(0);
  });
});

describe('starting and closing', () => {
  it('refuses bad options', async () => {
    await expect(startSandbox({ port: 70_000 })).rejects.toThrow('port must be a whole number 0..65535, got 70000');
    await expect(startSandbox({ seed: -1 })).rejects.toThrow('seed must be a whole number 0..4294967295, got -1');
    await expect(startSandbox({ keys: [] })).rejects.toThrow('keys must list at least one non-blank API key');
  });

  it('close() is idempotent and frees the port', async () => {
    const first = await startSandbox({ handlers: { http: fakeHttp } });
    expect(first.keys).toEqual(['demo']);
    expect(first.seed).toBe(1);
    expect((await get(urlFor(first, 'demo', 'storms'))).status).toBe(200);
    await Promise.all([first.close(), first.close()]);
    await first.close();
    await expect(fetch(`${first.url}/v1/storms?api_key=demo`)).rejects.toThrow();
    const again = await startSandbox({ port: first.port, handlers: { http: fakeHttp } });
    expect(again.port).toBe(first.port);
    await again.close();
  });
});
