// Decoded overlay images in memory: one load per id however often asked, the least recently
// used released beyond the byte budget, the newest kept.
import { describe, expect, it, vi } from 'vitest';
import type { OverlayImage } from '../../../shared/ipc/methods/maps';
import { ImageCache, type ImageDecoder } from '../../../renderer/src/overlay/image-cache';

const image = (imageId: string, bytes: number): OverlayImage => ({
  imageId,
  mime: 'image/png',
  base64: '',
  bytes,
  fetchedAtUtc: 0,
  stale: false,
});

function decoder(): ImageDecoder & { released: string[] } {
  const released: string[] = [];
  return {
    released,
    decode: async (i) => ({ url: `data:${i.imageId}`, bytes: i.bytes, stale: i.stale }),
    release: (d) => released.push(d.url),
  };
}

describe('ImageCache', () => {
  it('loads an id once, even when asked again while it loads', async () => {
    const cache = new ImageCache(decoder(), 1000);
    const fetch = vi.fn(async () => image('a', 10));
    const [one, two] = await Promise.all([cache.load('a', fetch), cache.load('a', fetch)]);
    expect(one).toBe(two);
    await cache.load('a', fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(cache.get('a')?.url).toBe('data:a');
  });

  it('releases the least recently used beyond its bytes, never the one just loaded', async () => {
    const d = decoder();
    const cache = new ImageCache(d, 250);
    await cache.load('a', async () => image('a', 100));
    await cache.load('b', async () => image('b', 100));
    await cache.load('a', async () => image('a', 100)); // a used again: b is now the oldest
    await cache.load('c', async () => image('c', 100));
    expect(d.released).toEqual(['data:b']);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.totalBytes).toBe(200);
    await cache.load('big', async () => image('big', 1000));
    expect(cache.has('big')).toBe(true);
    expect(cache.totalBytes).toBe(1000);
  });

  it('forgets a load that failed, so it can be asked again', async () => {
    const cache = new ImageCache(decoder(), 1000);
    await expect(cache.load('x', async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(cache.has('x')).toBe(false);
    await expect(cache.load('x', async () => image('x', 5))).resolves.toMatchObject({ url: 'data:x' });
  });

  it('fetches again the images that came stale, each shown until its fresh copy is in', async () => {
    const d = decoder();
    const cache = new ImageCache(d, 1000);
    await cache.load('a', async () => ({ ...image('a', 10), stale: true }));
    await cache.load('b', async () => image('b', 20));
    await cache.load('c', async () => ({ ...image('c', 30), stale: true }));
    const asked: string[] = [];
    await cache.refreshStale(async (id) => {
      asked.push(id);
      if (id === 'c') throw new Error('still offline');
      return { ...image(id, 15), base64: 'fresh' };
    });
    expect(asked).toEqual(['a', 'c']);
    expect(cache.get('a')).toMatchObject({ stale: false, bytes: 15 });
    expect(cache.get('b')).toMatchObject({ stale: false, bytes: 20 });
    expect(cache.get('c')).toMatchObject({ stale: true, bytes: 30 });
    expect(cache.totalBytes).toBe(65);
  });
});
