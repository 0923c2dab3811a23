// The layer_images table (migration 4): images keyed by key-less address, pruned oldest first.
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../../electron/backend/store/store';
import { layerImageId } from '../../../../electron/backend/store/layer-images';

const png = (size: number, fill: number): Uint8Array => new Uint8Array(size).fill(fill);

describe('layer images', () => {
  it('stores an image under its address without the key, with the same id for any key', () => {
    const store = openStore(':memory:');
    const kept = store.layerImages.put({
      address: 'https://svc.example/images/a.png?zoom=3&api_key=SECRET',
      png: png(10, 1),
      fetchedAtUtc: 100,
    });
    expect(kept.address).toBe('https://svc.example/images/a.png?zoom=3');
    expect(kept.id).toBe(layerImageId('https://svc.example/images/a.png?api_key=OTHER&zoom=3'));
    const read = store.layerImages.get(kept.id);
    expect(read).toMatchObject({ id: kept.id, address: 'https://svc.example/images/a.png?zoom=3', fetchedAtUtc: 100 });
    expect([...(read?.png ?? [])]).toEqual([...png(10, 1)]);
    expect(store.layerImages.get('f'.repeat(32))).toBeUndefined();
    store.close();
  });

  it('prunes the oldest images beyond the byte cap', () => {
    const store = openStore(':memory:');
    const ids = [1, 2, 3, 4].map(
      (i) => store.layerImages.put({ address: `demo://x/${i}.png`, png: png(100, i), fetchedAtUtc: i }).id,
    );
    expect(store.layerImages.totalBytes()).toBe(400);
    expect(store.layerImages.prune(250)).toBe(2);
    expect(ids.map((id) => store.layerImages.get(id) !== undefined)).toEqual([false, false, true, true]);
    expect(store.layerImages.totalBytes()).toBe(200);
    expect(store.layerImages.prune(250)).toBe(0);
    store.close();
  });
});
