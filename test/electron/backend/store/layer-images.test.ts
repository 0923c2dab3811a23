// The layer image cache: images keyed by key-less address, pruned oldest first, in a file of its
// own that is replaced when damaged.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYER_IMAGES_FILE, layerImageId, openLayerImageCache } from '../../../../electron/backend/store/layer-images';

const png = (size: number, fill: number): Uint8Array => new Uint8Array(size).fill(fill);

describe('layer images', () => {
  it('stores an image under its address without the key, with the same id for any key', () => {
    const store = openLayerImageCache(':memory:');
    const kept = store.put({
      address: 'https://svc.example/images/a.png?zoom=3&api_key=SECRET',
      png: png(10, 1),
      fetchedAtUtc: 100,
    });
    expect(kept.address).toBe('https://svc.example/images/a.png?zoom=3');
    expect(kept.id).toBe(layerImageId('https://svc.example/images/a.png?api_key=OTHER&zoom=3'));
    const read = store.get(kept.id);
    expect(read).toMatchObject({ id: kept.id, address: 'https://svc.example/images/a.png?zoom=3', fetchedAtUtc: 100 });
    expect([...(read?.png ?? [])]).toEqual([...png(10, 1)]);
    expect(store.get('f'.repeat(32))).toBeUndefined();
    store.close();
  });

  it('prunes the oldest images beyond the byte cap', () => {
    const store = openLayerImageCache(':memory:');
    const ids = [1, 2, 3, 4].map(
      (i) => store.put({ address: `demo://x/${i}.png`, png: png(100, i), fetchedAtUtc: i }).id,
    );
    expect(store.totalBytes()).toBe(400);
    expect(store.prune(250)).toBe(2);
    expect(ids.map((id) => store.get(id) !== undefined)).toEqual([false, false, true, true]);
    expect(store.totalBytes()).toBe(200);
    expect(store.prune(250)).toBe(0);
    store.close();
  });

  it('keeps its images in its own file across launches, and starts afresh from a damaged one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'passage-layer-images-'));
    try {
      const first = openLayerImageCache(dir);
      const kept = first.put({ address: 'demo://x/a.png', png: png(10, 7), fetchedAtUtc: 1 });
      first.close();
      const again = openLayerImageCache(dir);
      expect(again.get(kept.id)?.fetchedAtUtc).toBe(1);
      again.close();

      writeFileSync(join(dir, LAYER_IMAGES_FILE), 'not a database at all, just some bytes '.repeat(200));
      rmSync(join(dir, `${LAYER_IMAGES_FILE}-wal`), { force: true });
      const lines: string[] = [];
      const fresh = openLayerImageCache(dir, (line) => lines.push(line));
      expect(fresh.get(kept.id)).toBeUndefined();
      fresh.put({ address: 'demo://x/b.png', png: png(5, 1), fetchedAtUtc: 2 });
      expect(fresh.totalBytes()).toBe(5);
      fresh.close();
      expect(lines.join('\n')).toMatch(/could not be opened.*starting it afresh/);
      expect(readFileSync(join(dir, LAYER_IMAGES_FILE)).subarray(0, 15).toString()).toBe('SQLite format 3');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
