// The images that radar and map-layer answers point to are served by the sandbox itself, as
// real PNGs, without the API key in their address.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildRequest } from '../../../shared/api/request/build';
import { toUrl } from '../../../shared/api/request/url';
import { endpoints } from '../../../shared/api/request/endpoints';
import { startSandbox, type Sandbox } from '../../../electron/sandbox/server/sandbox';

const NOW = Date.UTC(2026, 8, 10, 9, 20) / 1000;
const KEY = 'image-test-key';
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 5, keys: [KEY], now: () => NOW });
});
afterAll(() => sandbox.close());

async function png(url: string): Promise<Uint8Array> {
  expect(url).not.toContain('api_key');
  expect(url).not.toContain(KEY);
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  return bytes;
}

it('serves the radar images of a nowcast', async () => {
  const res = await fetch(toUrl(buildRequest('weather.radar', { lat: 52, lon: 4.4, radius: 50 }), sandbox.url, KEY));
  const body = endpoints['weather.radar'].response.parse(await res.json());
  const first = await png(body.layers[0]!.image.url);
  const last = await png(body.layers[body.layers.length - 1]!.image.url);
  expect(first.length).toBeGreaterThan(100);
  expect(last.length).toBeGreaterThan(100);
});

it('serves the map layer images of a model run', async () => {
  const res = await fetch(
    toUrl(
      buildRequest('weather.maps.layers', {
        model: 'ecmwfhresglobal',
        run: 'latest',
        element: 'windspeed',
        level: '10m',
        zoom: 3,
        north: 60,
        east: 20,
        south: 30,
        west: -40,
      }),
      sandbox.url,
      KEY,
    ),
  );
  const body = endpoints['weather.maps.layers'].response.parse(await res.json());
  expect(body.layers.length).toBeGreaterThan(50);
  const a = await png(body.layers[0]!.imageUrl);
  const b = await png(body.layers[24]!.imageUrl);
  expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
});

it('answers 404 for an image address it never handed out', async () => {
  expect((await fetch(`${sandbox.url}/images/radar/nonsense.png`)).status).toBe(404);
  expect((await fetch(`${sandbox.url}/images/unknown-kind/x.png`)).status).toBe(404);
});
