// The chart's weather overlay images (spec §2.8 layers[].imageUrl), kept so a saved voyage's
// overlays open offline. Keyed by the image's key-less address; the id is a hash of it, so the
// renderer only ever holds an opaque handle. Disposable: pruned oldest first beyond a byte cap.
//
// A cache file of its own (layer-images.sqlite beside the store), not a table of the store: the
// store is checked and backed up at each clean start, and tens of MB of pictures that can be
// fetched again have no place in five backups. A cache file that cannot be opened (damaged, a
// read-only folder) is replaced, or the cache lives in memory for this launch: nothing is lost.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { createPrivateFile, FILE_MODE, tighten } from './data-folder';
import { cacheKeyForUrl } from './request-key';
import { parseStored } from './rows';

/** The cache's file name in the data folder. */
export const LAYER_IMAGES_FILE = 'layer-images.sqlite';

/**
 * How many bytes of images the cache keeps before the oldest go: 200 MB, some 50 elements x chart
 * areas of a whole run (about 140 layers of ~30 kB each).
 */
export const LAYER_IMAGES_MAX_BYTES = 200 * 1024 * 1024;

export interface StoredLayerImage {
  readonly id: string;
  /** The key-less address it was fetched from. */
  readonly address: string;
  readonly png: Uint8Array;
  /** Unix seconds. */
  readonly fetchedAtUtc: number;
}

export interface LayerImageCache {
  /** Stores (or replaces) an image; an api_key in the address is removed first. */
  put(image: { address: string; png: Uint8Array; fetchedAtUtc: number }): StoredLayerImage;
  get(id: string): StoredLayerImage | undefined;
  /** Bytes of every image kept. */
  totalBytes(): number;
  /** Removes the oldest images until at most `maxBytes` are kept; returns how many went. */
  prune(maxBytes?: number): number;
  /** Removes every image and hands the file's space back; returns how many went. */
  clear(): number;
}

/** The id of an address: 32 hex characters of its key-less form's SHA-256. */
export function layerImageId(address: string): string {
  return createHash('sha256').update(cacheKeyForUrl(address)).digest('hex').slice(0, 32);
}

const rowSchema = z.object({
  id: z.string(),
  address: z.string(),
  png: z.instanceof(Uint8Array),
  fetched_at_utc: z.number(),
});

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS layer_images (
    id TEXT PRIMARY KEY,
    address TEXT NOT NULL UNIQUE,
    png BLOB NOT NULL,
    byte_count INTEGER NOT NULL,
    fetched_at_utc REAL NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS layer_images_fetched ON layer_images (fetched_at_utc);
`;

function openCacheDatabase(path: string): Database.Database {
  if (path !== ':memory:') createPrivateFile(path);
  const db = new Database(path);
  try {
    db.pragma('busy_timeout = 5000');
    if (path !== ':memory:') db.pragma('journal_mode = WAL');
    db.exec(SCHEMA);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * The image cache in `dataDir` (':memory:' for tests): opened, or replaced when it cannot be
 * read, or kept in memory when the folder cannot hold it. Close it with the backend.
 */
export function openLayerImageCache(
  dataDir: string | ':memory:',
  log: (line: string) => void = () => {},
): LayerImageCache & { close(): void } {
  if (dataDir === ':memory:') return layerImageCacheOn(openCacheDatabase(':memory:'));
  const path = join(dataDir, LAYER_IMAGES_FILE);
  let db: Database.Database;
  try {
    db = openCacheDatabase(path);
  } catch (first) {
    log(`layer image cache ${path} could not be opened (${String(first)}); starting it afresh`);
    try {
      for (const file of [path, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
      db = openCacheDatabase(path);
    } catch (second) {
      log(`layer image cache ${path} cannot be written (${String(second)}); keeping images in memory`);
      db = openCacheDatabase(':memory:');
    }
  }
  if (db.name !== ':memory:') tighten(path, FILE_MODE, log);
  return layerImageCacheOn(db);
}

function layerImageCacheOn(db: Database.Database): LayerImageCache & { close(): void } {
  const upsert = db.prepare<[string, string, Uint8Array, number, number]>(`
    INSERT INTO layer_images (id, address, png, byte_count, fetched_at_utc) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET png = excluded.png, byte_count = excluded.byte_count,
      fetched_at_utc = excluded.fetched_at_utc`);
  const byId = db.prepare<[string]>('SELECT id, address, png, fetched_at_utc FROM layer_images WHERE id = ?');
  const total = db.prepare('SELECT COALESCE(SUM(byte_count), 0) AS bytes FROM layer_images');
  const newestFirst = db.prepare('SELECT id, byte_count FROM layer_images ORDER BY fetched_at_utc DESC, id');
  const remove = db.prepare<[string]>('DELETE FROM layer_images WHERE id = ?');
  const removeAll = db.prepare('DELETE FROM layer_images');
  const totalSchema = z.object({ bytes: z.number() });
  const sizeSchema = z.object({ id: z.string(), byte_count: z.number() });

  return {
    put({ address, png, fetchedAtUtc }) {
      const keyless = cacheKeyForUrl(address);
      const id = layerImageId(keyless);
      upsert.run(id, keyless, png, png.byteLength, fetchedAtUtc);
      return { id, address: keyless, png, fetchedAtUtc };
    },
    get(id) {
      const row = byId.get(id);
      if (row === undefined) return undefined;
      const r = parseStored(rowSchema, row, 'layer_images', id);
      return { id: r.id, address: r.address, png: r.png, fetchedAtUtc: r.fetched_at_utc };
    },
    totalBytes: () => parseStored(totalSchema, total.get(), 'layer_images', 'sum').bytes,
    prune(maxBytes = LAYER_IMAGES_MAX_BYTES) {
      let kept = 0;
      const doomed: string[] = [];
      for (const row of newestFirst.iterate()) {
        const r = parseStored(sizeSchema, row, 'layer_images', 'size');
        kept += r.byte_count;
        if (kept > maxBytes) doomed.push(r.id);
      }
      db.transaction(() => {
        for (const id of doomed) remove.run(id);
      })();
      return doomed.length;
    },
    clear() {
      const removed = removeAll.run().changes;
      db.exec('VACUUM');
      db.pragma('wal_checkpoint(TRUNCATE)');
      return removed;
    },
    close: () => db.close(),
  };
}
