// maps.layers and maps.image against the demo sandbox: the model per element, a small pan
// answered from the store, images behind opaque ids (fetched once, then from the store), the
// antimeridian, offline answers marked stale, and no address anywhere holding the key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import { LAYER_IMAGES_FILE } from '../../../../electron/backend/store/layer-images';
import { DATABASE_FILE_NAME } from '../../../../electron/backend';
import { testBackend, type TestBackend } from './helpers';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const NORTH_SEA = { south: 50.3, west: 1.2, north: 56.1, east: 9.7 };

describe('maps.layers and maps.image', () => {
  let b: TestBackend;
  let sandbox: Sandbox | undefined;
  let demoKey = '';
  beforeAll(async () => {
    b = await testBackend({
      sandbox: {
        start: async (options) => {
          demoKey = options?.keys?.[0] ?? '';
          sandbox = await startSandbox(options);
          return sandbox;
        },
      },
    });
  });
  afterAll(() => b.dispose());

  const layerCalls = (): number =>
    b.logs.filter((l) => l.startsWith('GET ') && l.includes('/v1/weather/maps/layers')).length;
  const imageCalls = (): number => b.logs.filter((l) => l.startsWith('GET ') && l.includes('/images/maps/')).length;

  it('lists wind layers of the latest atmosphere run over a box that holds the one asked', async () => {
    const wind = await b.api['maps.layers']({ element: 'wind', bbox: NORTH_SEA, zoom: 5 });
    expect(wind.model.id).toBe('ecmwfhresglobal');
    expect(wind).toMatchObject({ element: 'wind', level: '10m', unit: 'm/s' });
    expect(wind.provenance).toMatchObject({ source: 'demo', stale: false, models: [{ id: 'ecmwfhresglobal' }] });
    expect(wind.layers.length).toBeGreaterThan(40);
    const times = wind.layers.map((l) => l.timeUtc);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(times[0]).toBe(wind.model.runUtc);
    expect(new Set(wind.layers.map((l) => l.imageId)).size).toBe(wind.layers.length);
    // The renderer gets opaque ids, never an address (with or without a key).
    expect(JSON.stringify(wind)).not.toMatch(/https?:|demo:|api_key|images\//);
    expect(wind.bbox.south).toBeLessThanOrEqual(NORTH_SEA.south);
    expect(wind.bbox.west).toBeLessThanOrEqual(NORTH_SEA.west);
    expect(wind.bbox.north).toBeGreaterThanOrEqual(NORTH_SEA.north);
    expect(wind.bbox.east).toBeGreaterThanOrEqual(NORTH_SEA.east);
  });

  it('asks a wave model for wave height', async () => {
    const waves = await b.api['maps.layers']({ element: 'waves', bbox: NORTH_SEA, zoom: 5 });
    expect(waves.model.id).toBe('ecmwfwamglobal');
    expect(waves).toMatchObject({ level: null, unit: 'm' });
  });

  it('answers a small pan from the stored answer, without asking the service', async () => {
    const before = layerCalls();
    const first = await b.api['maps.layers']({ element: 'wind', bbox: NORTH_SEA, zoom: 5 });
    const panned = await b.api['maps.layers']({
      element: 'wind',
      bbox: { south: 50.4, west: 1.3, north: 56.2, east: 9.8 },
      zoom: 5,
    });
    expect(layerCalls()).toBe(before);
    expect(panned.bbox).toEqual(first.bbox);
    expect(panned.layers).toEqual(first.layers);
  });

  it('fetches an image once, a PNG, then serves it from the store', async () => {
    const wind = await b.api['maps.layers']({ element: 'wind', bbox: NORTH_SEA, zoom: 5 });
    const id = wind.layers[3]!.imageId;
    const before = imageCalls();
    const first = await b.api['maps.image']({ imageId: id });
    expect(imageCalls()).toBe(before + 1);
    const bytes = Buffer.from(first.base64, 'base64');
    expect([...bytes.subarray(0, 8)]).toEqual(PNG);
    expect(first).toMatchObject({ imageId: id, mime: 'image/png', bytes: bytes.byteLength, stale: false });
    const again = await b.api['maps.image']({ imageId: id });
    expect(imageCalls()).toBe(before + 1);
    expect(again.base64).toBe(first.base64);
  });

  it('refuses an image over maxBytes (a prefetch budget), keeping it in the store', async () => {
    const wind = await b.api['maps.layers']({ element: 'wind', bbox: NORTH_SEA, zoom: 5 });
    const id = wind.layers[4]!.imageId;
    await expect(b.api['maps.image']({ imageId: id, maxBytes: 100 })).rejects.toMatchObject({
      code: 'bad-input',
      field: 'maxBytes',
    });
    const before = imageCalls();
    const whole = await b.api['maps.image']({ imageId: id, maxBytes: 10_000_000 });
    expect(imageCalls()).toBe(before);
    expect(whole.bytes).toBeGreaterThan(100);
  });

  it('refuses an id it never handed out', async () => {
    await expect(b.api['maps.image']({ imageId: '0'.repeat(32) })).rejects.toMatchObject({
      code: 'not-found',
      field: 'imageId',
    });
  });

  it('asks one box across the antimeridian and draws it unbroken', async () => {
    const pacific = await b.api['maps.layers']({
      element: 'pressure',
      bbox: { south: -30, west: 170, north: -10, east: -170 },
      zoom: 4,
    });
    expect(pacific.bbox.west).toBeGreaterThan(pacific.bbox.east);
    expect(pacific.bbox.west).toBeLessThanOrEqual(170);
    expect(pacific.bbox.east).toBeGreaterThanOrEqual(-170);
    const image = await b.api['maps.image']({ imageId: pacific.layers[0]!.imageId });
    expect(image.bytes).toBeGreaterThan(100);
  });

  it('keeps no key in a stored address or answer', async () => {
    expect(demoKey).not.toBe('');
    const db = new Database(join(b.dir, DATABASE_FILE_NAME), { readonly: true });
    const cache = new Database(join(b.dir, LAYER_IMAGES_FILE), { readonly: true });
    try {
      const addresses = cache.prepare('SELECT address FROM layer_images').all() as { address: string }[];
      const bodies = db.prepare("SELECT url, body FROM response_cache WHERE kind = 'weather.maps.layers'").all() as {
        url: string;
        body: string;
      }[];
      expect(addresses.length).toBeGreaterThan(0);
      expect(bodies.length).toBeGreaterThan(0);
      const texts = [...addresses.map((a) => a.address), ...bodies.flatMap((r) => [r.url, r.body])];
      for (const text of texts) {
        expect(text).not.toContain(demoKey);
        expect(text).not.toMatch(/api_key/i);
        // The sandbox's port changes every launch: addresses are kept under the demo cache base.
        expect(text).not.toMatch(/127\.0\.0\.1/);
      }
    } finally {
      cache.close();
      db.close();
    }
  });

  it('answers offline from the store, marked stale; an image never fetched is offline', async () => {
    const wind = await b.api['maps.layers']({ element: 'wind', bbox: NORTH_SEA, zoom: 5 });
    await sandbox!.close();
    // The last reachability answer (service up) is remembered for a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const offline = await b.api['maps.layers']({ element: 'wind', bbox: NORTH_SEA, zoom: 5 });
    expect(offline.provenance.stale).toBe(true);
    expect(offline.layers).toEqual(wind.layers);
    const stored = await b.api['maps.image']({ imageId: wind.layers[3]!.imageId });
    expect(stored.stale).toBe(true);
    await expect(b.api['maps.image']({ imageId: wind.layers[10]!.imageId })).rejects.toMatchObject({
      code: 'offline',
    });
    await expect(b.api['maps.layers']({ element: 'gusts', bbox: NORTH_SEA, zoom: 5 })).rejects.toMatchObject({
      code: 'offline',
    });
  });
});
