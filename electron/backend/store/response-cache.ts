// Raw service responses keyed by their URL WITHOUT the api key (request-key.ts), for the
// offline answer of any endpoint. Bodies are text as received; the caller parses them with
// the endpoint's schema, as it would a fresh response.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { cacheKeyForUrl } from './request-key';
import { parseStored } from './rows';

export interface CachedResponse {
  /** The key-less URL the entry is stored under. */
  readonly url: string;
  readonly kind: string;
  readonly body: string;
  /** Unix seconds. */
  readonly fetchedAtUtc: number;
  /** Model run the body was computed from, Unix seconds; null when not a model product. */
  readonly modelRunUtc: number | null;
}

export interface ResponseCacheEntry {
  /** The request URL; an api_key in it is removed before it becomes the key. */
  readonly url: string;
  readonly kind: string;
  readonly body: string;
  readonly fetchedAtUtc: number;
  readonly modelRunUtc?: number | null;
  /**
   * The saved voyage the answer was fetched for: its latest answers are kept while it is saved
   * (forecast-cache.ts). A later put of the same URL for no voyage leaves the name as it was.
   */
  readonly voyageId?: string | null;
}

export interface ResponseCache {
  put(entry: ResponseCacheEntry): void;
  /** The entry for a URL (with or without its key). */
  get(url: string): CachedResponse | undefined;
  /** Removes entries fetched before `beforeUtc` (of one kind, or all); returns how many. */
  prune(beforeUtc: number, kind?: string): number;
}

const rowSchema = z.object({
  url: z.string(),
  kind: z.string(),
  body: z.string(),
  fetched_at_utc: z.number(),
  model_run_utc: z.number().nullable(),
});

export function responseCache(db: Database): ResponseCache {
  const upsert = db.prepare<[string, string, string, number, number | null, string | null]>(`
    INSERT INTO response_cache (url, kind, body, fetched_at_utc, model_run_utc, voyage_id) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (url) DO UPDATE SET kind = excluded.kind, body = excluded.body,
      fetched_at_utc = excluded.fetched_at_utc, model_run_utc = excluded.model_run_utc,
      voyage_id = COALESCE(excluded.voyage_id, response_cache.voyage_id)`);
  const byUrl = db.prepare<[string]>(
    'SELECT url, kind, body, fetched_at_utc, model_run_utc FROM response_cache WHERE url = ?',
  );
  const pruneAll = db.prepare<[number]>('DELETE FROM response_cache WHERE fetched_at_utc < ?');
  const pruneKind = db.prepare<[number, string]>('DELETE FROM response_cache WHERE fetched_at_utc < ? AND kind = ?');

  return {
    put(entry) {
      upsert.run(
        cacheKeyForUrl(entry.url),
        entry.kind,
        entry.body,
        entry.fetchedAtUtc,
        entry.modelRunUtc ?? null,
        entry.voyageId ?? null,
      );
    },
    get(url) {
      const key = cacheKeyForUrl(url);
      const row = byUrl.get(key);
      if (row === undefined) return undefined;
      const r = parseStored(rowSchema, row, 'response_cache', key);
      return { url: r.url, kind: r.kind, body: r.body, fetchedAtUtc: r.fetched_at_utc, modelRunUtc: r.model_run_utc };
    },
    prune: (beforeUtc, kind) => (kind === undefined ? pruneAll.run(beforeUtc) : pruneKind.run(beforeUtc, kind)).changes,
  };
}
