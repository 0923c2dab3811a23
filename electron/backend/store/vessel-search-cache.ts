// Vessels the service found in earlier searches, so a name can be looked up again offline.
// Rows are the service's vessel summaries (shared/api resources/vessels.ts), parsed on read.
import type { Database } from 'better-sqlite3';
import { vesselSummarySchema, type VesselSummary } from '../../../shared/api/resources/vessels';
import { parseStored } from './rows';

export interface VesselSearchCache {
  /** Stores (or refreshes) the vessels of one search result page. */
  put(vessels: readonly VesselSummary[], fetchedAtUtc: number): void;
  /** Cached vessels whose name contains `text` (case-insensitive), or whose IMO/MMSI is `text`. */
  search(text: string, limit?: number): VesselSummary[];
  /** Removes vessels fetched before `beforeUtc`; returns how many. */
  prune(beforeUtc: number): number;
}

interface VesselRow {
  imo: unknown;
  mmsi: unknown;
  name: unknown;
  country: unknown;
  country_code: unknown;
  callsign: unknown;
  category: unknown;
  category_type: unknown;
}

function toSummary(row: VesselRow): VesselSummary {
  return parseStored(
    vesselSummarySchema,
    {
      imo: row.imo,
      mmsi: row.mmsi,
      name: row.name,
      info: {
        country: row.country,
        countryCode: row.country_code,
        callsign: row.callsign,
        category: row.category,
        categoryType: row.category_type,
      },
    },
    'vessel_search_cache',
    `${String(row.imo)}/${String(row.mmsi)}`,
  );
}

/** LIKE pattern for "contains `text`", with the LIKE wildcards in `text` escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function vesselSearchCache(db: Database): VesselSearchCache {
  const upsert = db.prepare(`
    INSERT INTO vessel_search_cache (imo, mmsi, name, country, country_code, callsign, category, category_type, fetched_at_utc)
    VALUES (@imo, @mmsi, @name, @country, @countryCode, @callsign, @category, @categoryType, @fetchedAtUtc)
    ON CONFLICT (imo, mmsi) DO UPDATE SET name = excluded.name, country = excluded.country,
      country_code = excluded.country_code, callsign = excluded.callsign, category = excluded.category,
      category_type = excluded.category_type, fetched_at_utc = excluded.fetched_at_utc`);
  const find = db.prepare<[string, string, string, number], VesselRow>(`
    SELECT * FROM vessel_search_cache
    WHERE name LIKE ? ESCAPE '\\' OR (imo = ? AND imo <> '0') OR mmsi = ?
    ORDER BY name COLLATE NOCASE, imo, mmsi LIMIT ?`);
  const prune = db.prepare<[number]>('DELETE FROM vessel_search_cache WHERE fetched_at_utc < ?');
  const putAll = db.transaction((vessels: readonly VesselSummary[], fetchedAtUtc: number) => {
    for (const vessel of vessels) {
      const v = vesselSummarySchema.parse(vessel);
      upsert.run({ imo: v.imo, mmsi: v.mmsi, name: v.name, ...v.info, fetchedAtUtc });
    }
  });

  return {
    put: (vessels, fetchedAtUtc) => putAll(vessels, fetchedAtUtc),
    search(text, limit = 20) {
      const trimmed = text.trim();
      if (trimmed === '') return [];
      return find.all(containsPattern(trimmed), trimmed, trimmed, limit).map(toSummary);
    },
    prune: (beforeUtc) => prune.run(beforeUtc).changes,
  };
}
