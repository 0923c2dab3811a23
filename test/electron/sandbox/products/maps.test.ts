// Map layers (spec §2.8): the model, layers hourly to +90 h then 3-hourly, compact datetimes,
// 400s naming the parameter, key-free image URLs, and the layer PNGs.
import { describe, expect, it } from 'vitest';
import { SandboxBadRequest } from '../../../../electron/sandbox/contract';
import { endpoints } from '../../../../shared/api/request/endpoints';
import { env, NOW_UTC } from './fake-world';
import { image, mapLayers, products } from './helpers';
import { decodePng, distinctColours } from '../../../helpers/png-reader';

const box = { zoom: 4, north: 60, east: 10, south: 40, west: -20 };
const wind = { model: 'ecmwfhresglobal', run: 'latest' as const, element: 'windspeed', level: '10m', ...box };
const LATEST_RUN = Math.floor((NOW_UTC - 6 * 3600) / 21600) * 21600;

function compact(timeUtc: number): string {
  const d = new Date(timeUtc * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}T${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}Z`;
}

function badRequest(params: Record<string, unknown>): string {
  const parsed = endpoints['weather.maps.layers'].params.parse({ ...wind, ...params });
  try {
    products.http['weather.maps.layers'](parsed, env);
  } catch (e) {
    if (e instanceof SandboxBadRequest) return e.parameter;
    throw e;
  }
  throw new Error('no SandboxBadRequest');
}

describe('weather.maps.layers', () => {
  it('names the model and run, and lists layers hourly to +90 h then 3-hourly to +240 h', async () => {
    const body = await mapLayers(wind);
    expect(body.model).toEqual({
      id: 'ecmwfhresglobal',
      run: LATEST_RUN,
      name: 'Fake ecmwfhresglobal',
      category: 'atmosphere',
    });
    const offsets = body.layers.map((l) => (l.timestamp - LATEST_RUN) / 3600);
    const expected = [...Array.from({ length: 91 }, (_, h) => h), ...Array.from({ length: 50 }, (_, i) => 93 + 3 * i)];
    expect(offsets).toEqual(expected);
    expect(offsets[offsets.length - 1]).toBe(240);
    for (const l of body.layers) expect(l.datetime).toBe(compact(l.timestamp));
  });

  it('steps 3-hourly throughout for a 3-hourly ensemble model and accepts an explicit run', async () => {
    const run = LATEST_RUN - 21600;
    const body = await mapLayers({ ...wind, model: 'ecmwfensglobal', run });
    expect(body.model.run).toBe(run);
    const gaps = body.layers.slice(1).map((l, i) => l.timestamp - (body.layers[i]?.timestamp ?? 0));
    expect(new Set(gaps)).toEqual(new Set([3 * 3600]));
  });

  it('points at key-free image addresses on the sandbox', async () => {
    const body = await mapLayers({ ...wind, grayscale: true, unit: 'kt' });
    for (const l of body.layers) {
      expect(l.imageUrl.startsWith(`${env.baseUrl}/images/maps/`)).toBe(true);
      expect(l.imageUrl).not.toMatch(/api_key/i);
      expect(new URL(l.imageUrl).searchParams.get('unit')).toBe('kt');
    }
  });

  it('refuses an unknown model, run, element, level or unit, naming the parameter', () => {
    expect(badRequest({ model: 'nosuchmodel' })).toBe('model');
    expect(badRequest({ run: LATEST_RUN + 60 })).toBe('run');
    expect(badRequest({ run: LATEST_RUN + 21600 })).toBe('run');
    expect(badRequest({ element: 'nosuchelement' })).toBe('element');
    expect(badRequest({ element: 'waveheight_significant' })).toBe('element');
    expect(badRequest({ level: '500hPa' })).toBe('level');
    expect(badRequest({ element: 'pressure_meansealevel', level: '2m' })).toBe('level');
    expect(badRequest({ unit: '°C' })).toBe('unit');
  });

  it('uses the first level and unit when none is given, and "-" for a unitless element', async () => {
    const wind100 = await mapLayers({ ...wind, level: undefined });
    expect(new URL(wind100.layers[0]?.imageUrl ?? '').searchParams.get('level')).toBe('10m');
    const type = await mapLayers({ ...wind, element: 'precipitationtype', level: undefined });
    const url = new URL(type.layers[0]?.imageUrl ?? '');
    expect([url.searchParams.get('level'), url.searchParams.get('unit')]).toEqual([null, '-']);
  });
});

describe('map layer images', () => {
  it('draws the element as a 256x256 PNG with structure, the same bytes each time', async () => {
    const body = await mapLayers({ ...wind, element: 'temperature', level: '2m' });
    const url = body.layers[6]?.imageUrl ?? '';
    const bytes = await image(url);
    if (bytes === undefined) throw new Error('no image');
    const png = decodePng(bytes);
    expect([png.width, png.height, png.bitDepth, png.colourType]).toEqual([256, 256, 8, 6]);
    expect(png.chunkTypes).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(distinctColours(png.rgba)).toBeGreaterThan(20);
    expect(await image(url)).toEqual(bytes);
    // Another time of the same run is another picture.
    expect(await image(body.layers[7]?.imageUrl ?? '')).not.toEqual(bytes);
  });

  it('draws grey pixels when grayscale was asked', async () => {
    const body = await mapLayers({ ...wind, grayscale: true });
    const png = decodePng((await image(body.layers[0]?.imageUrl ?? '')) ?? new Uint8Array());
    let coloured = 0;
    for (let i = 0; i < png.rgba.length; i += 4)
      if (png.rgba[i + 1] !== png.rgba[i] || png.rgba[i + 2] !== png.rgba[i]) coloured++;
    expect(coloured).toBe(0);
    expect(distinctColours(png.rgba)).toBeGreaterThan(10);
  });

  it('leaves land transparent for a marine element', async () => {
    // The fake land is the box 40..60 N, 0..30 E; this box is half sea, half land.
    const body = await mapLayers({
      model: 'ecmwfwamglobal',
      run: 'latest',
      element: 'waveheight_significant',
      zoom: 4,
      north: 50,
      south: 45,
      west: -15,
      east: 15,
    });
    const png = decodePng((await image(body.layers[0]?.imageUrl ?? '')) ?? new Uint8Array());
    const alpha = (x: number, y: number) => png.rgba[(y * png.width + x) * 4 + 3];
    expect(alpha(10, 128)).toBe(255); // west: sea
    expect(alpha(245, 128)).toBe(0); // east: land
  });

  it('answers 404 (undefined) for addresses it did not make', async () => {
    const body = await mapLayers(wind);
    const good = new URL(body.layers[1]?.imageUrl ?? '');
    const path = good.pathname.replace('/images/maps/', '');
    const maps = products.images.maps;
    expect(await maps(path, good.searchParams, env)).toBeInstanceOf(Uint8Array);
    const without = (key: string) => {
      const q = new URLSearchParams(good.searchParams);
      q.delete(key);
      return q;
    };
    const withValue = (key: string, value: string) => {
      const q = new URLSearchParams(good.searchParams);
      q.set(key, value);
      return q;
    };
    expect(await maps(path.replace('windspeed', 'nosuch'), good.searchParams, env)).toBeUndefined();
    expect(await maps(path.replace('ecmwfhresglobal', 'nosuch'), good.searchParams, env)).toBeUndefined();
    expect(await maps(path.replace('.png', '.gif'), good.searchParams, env)).toBeUndefined();
    expect(await maps(`x/${path}`, good.searchParams, env)).toBeUndefined();
    expect(await maps(path, without('unit'), env)).toBeUndefined();
    expect(await maps(path, withValue('unit', 'furlongs'), env)).toBeUndefined();
    expect(await maps(path, withValue('level', '500hPa'), env)).toBeUndefined();
    expect(await maps(path, withValue('north', '1e3'), env)).toBeUndefined();
    // A time between layers (+30 min) is not a layer.
    const t = Number(/(\d+)\.png$/.exec(path)?.[1]);
    expect(await maps(path.replace(`${t}.png`, `${t + 1800}.png`), good.searchParams, env)).toBeUndefined();
    // The image URL survives an added key parameter (ignored), though the sandbox never adds one.
    expect(await maps(path, withValue('api_key', 'x'), env)).toEqual(await maps(path, good.searchParams, env));
  });
});
