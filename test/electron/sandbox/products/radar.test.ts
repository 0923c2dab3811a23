// The radar nowcast (spec §2.9): 5-minute steps from offset 5, a box of the radius around the
// point, a zoom that fits it, key-free image URLs, and the PNGs they point to.
import { describe, expect, it } from 'vitest';
import { env, NOW_UTC } from './fake-world';
import { image, products, radar } from './helpers';
import { decodePng, distinctColours } from '../../../helpers/png-reader';

const KM_PER_DEG_LAT = 111.195;

describe('weather.radar', () => {
  it('gives 24 forecast layers 5 minutes apart, starting at offset 5', async () => {
    const body = await radar({ lat: 51.9, lon: 4.5 });
    const start = Math.floor(NOW_UTC / 300) * 300;
    expect(body.layers.map((l) => l.offset)).toEqual(Array.from({ length: 24 }, (_, i) => 5 * (i + 1)));
    for (const l of body.layers) {
      expect(l.time).toBe(start + l.offset * 60);
      expect(l.type).toBe('forecast');
      expect(l.image.format).toBe('png');
      expect(l.image.url.startsWith(`${env.baseUrl}/images/radar/`)).toBe(true);
      expect(l.image.url).not.toMatch(/api_key/i);
    }
  });

  it('boxes the default 10 km radius around the point, at a zoom that fits it', async () => {
    const body = await radar({ lat: 51.9, lon: 4.5 });
    const { bbox } = body;
    expect((bbox.north - bbox.south) / 2).toBeCloseTo(10 / KM_PER_DEG_LAT, 3);
    expect((bbox.north + bbox.south) / 2).toBeCloseTo(51.9, 4);
    expect((bbox.east + bbox.west) / 2).toBeCloseTo(4.5, 4);
    // 20 km over 256 px is about 78 m/px: zoom 10 at 52°N (76 m/px at zoom 11 would not fit).
    expect(bbox.zoom).toBe(10);
    const wide = await radar({ lat: 51.9, lon: 4.5, radius: 300 });
    expect(wide.bbox.north - wide.bbox.south).toBeCloseTo((2 * 300) / KM_PER_DEG_LAT, 3);
    expect(wide.bbox.zoom).toBeLessThan(bbox.zoom);
  });

  it('wraps a box that crosses the antimeridian and clamps one at the pole', async () => {
    const date = await radar({ lat: 0, lon: 179.95, radius: 20 });
    expect(date.bbox.west).toBeGreaterThan(179);
    expect(date.bbox.east).toBeLessThan(-179);
    const pole = await radar({ lat: 90, lon: 0 });
    expect(pole.bbox.south).toBeLessThan(pole.bbox.north);
    expect(pole.bbox.north).toBeLessThanOrEqual(85.0512);
  });

  it('serves each layer as a 256x256 PNG that shows the rain, and clear sky as transparent', async () => {
    const body = await radar({ lat: 45, lon: 10, radius: 300 });
    const first = body.layers[0];
    if (first === undefined) throw new Error('no layer');
    const bytes = await image(first.image.url);
    if (bytes === undefined) throw new Error('no image');
    const png = decodePng(bytes);
    expect([png.width, png.height]).toEqual([256, 256]);
    expect(distinctColours(png.rgba)).toBeGreaterThan(10);
    const alphas = new Set<number>();
    for (let i = 3; i < png.rgba.length; i += 4) alphas.add(png.rgba[i] ?? -1);
    expect(alphas.has(0)).toBe(true);
    expect([...alphas].some((a) => a > 100)).toBe(true);
    // Same address, same seed: the same bytes.
    expect(await image(first.image.url)).toEqual(bytes);
  });

  it('has no steps where no radar could see (farther than its range from land), and keeps the box', async () => {
    // The fake world's land is the box 40..60 N, 0..30 E: 10 N 30 W is far out at sea.
    const ocean = await radar({ lat: 10, lon: -30, radius: 50 });
    expect(ocean.layers).toEqual([]);
    expect((ocean.bbox.north + ocean.bbox.south) / 2).toBeCloseTo(10, 4);
    // 200 km west of the coast at 0 E is covered, 300 km is not (range 250 km).
    const kmPerDegLon = KM_PER_DEG_LAT * Math.cos((50 * Math.PI) / 180);
    expect((await radar({ lat: 50, lon: -200 / kmPerDegLon })).layers).toHaveLength(24);
    expect((await radar({ lat: 50, lon: -300 / kmPerDegLon })).layers).toEqual([]);
  });

  it("draws nothing beyond the radars' range, even where it rains", async () => {
    // 140 km off the fake coast at 0 E, 500 km each way: the west of the box is 400-640 km out.
    const body = await radar({ lat: 50, lon: -2, radius: 500 });
    const first = body.layers[0];
    if (first === undefined) throw new Error('no layer');
    const png = decodePng((await image(first.image.url)) ?? new Uint8Array());
    // 1000 km across 256 px; a column x px from the west edge is 640 - x * kmPerPx km from land.
    // Out of range (250 km) with a grid cell (16 km) to spare: farther than 280 km.
    const kmPerPx = 1000 / png.width;
    const columnsOut = Math.floor((640 - 280) / kmPerPx);
    let outAlpha = 0;
    let inAlpha = 0;
    for (let y = 0; y < png.height; y++) {
      for (let x = 0; x < png.width; x++) {
        const alpha = png.rgba[(y * png.width + x) * 4 + 3] ?? 0;
        if (x < columnsOut) outAlpha += alpha;
        else if (x > png.width / 2) inAlpha += alpha;
      }
    }
    expect(outAlpha).toBe(0);
    expect(inAlpha).toBeGreaterThan(0);
  });

  it('answers 404 (undefined) for addresses it did not make', async () => {
    const radarImage = products.images.radar;
    const q = new URLSearchParams({ south: '51', west: '4', north: '52', east: '5' });
    const now = Math.floor(NOW_UTC / 21600) * 21600 - 21600;
    expect(await radarImage('../etc/passwd', q, env)).toBeUndefined();
    expect(await radarImage(`${now}/${now + 300}.jpg`, q, env)).toBeUndefined();
    expect(
      await radarImage(
        `${now}/${now + 300}.png`,
        new URLSearchParams({ south: '52', west: '4', north: '51', east: '5' }),
        env,
      ),
    ).toBeUndefined();
    expect(await radarImage(`${now}/${now + 300}.png`, new URLSearchParams({ south: '51' }), env)).toBeUndefined();
    // A run that is not on the 6-hour grid, and one from the future.
    expect(await radarImage(`${now + 60}/${now + 300}.png`, q, env)).toBeUndefined();
    expect(await radarImage(`${now + 86_400}/${now + 86_700}.png`, q, env)).toBeUndefined();
    expect(await radarImage(`${now}/${now + 300}.png`, q, env)).toBeInstanceOf(Uint8Array);
  });
});
