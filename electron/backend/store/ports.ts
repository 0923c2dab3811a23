// The port catalogue kept offline: one-transaction sync of the service's list, name search
// through FTS5 (prefix, diacritics folded) and position queries through the R*Tree.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { portSchema, type Port } from '../../../shared/api/resources/ports';
import { boxAround, EARTH_RADIUS_M, greatCircleM, splitAtAntimeridian, type LatLonBox } from './geo-box';
import { StoreRowError } from './errors';
import { parseStored } from './rows';

export interface NearPort {
  readonly port: Port;
  /** Great-circle distance from the query point on the mean-radius sphere, metres. */
  readonly distanceM: number;
}

export interface PortsRepository {
  /**
   * Replaces the catalogue with `ports` in one transaction: upserts every port, deletes the
   * ones no longer listed, and records `fetchedAtUtc` (Unix seconds) on every row.
   */
  sync(ports: readonly Port[], fetchedAtUtc: number): { upserted: number; removed: number };
  /** When the catalogue was last synced, Unix seconds; null when it never was. */
  lastSyncUtc(): number | null;
  count(): number;
  get(id: number): Port | undefined;
  /**
   * Ports whose name or country words start with every word of `text`, largest ports first,
   * then by name. (Not bm25: on two-word names it ranks by length, which tells a navigator
   * nothing, and it costs ~70% more per query.)
   */
  search(text: string, limit?: number): Port[];
  /** The `count` ports nearest to a point, nearest first. */
  nearest(latDeg: number, lonDeg: number, count?: number): NearPort[];
  /** Ports inside a box; west > east means the box crosses the antimeridian. */
  inBox(box: LatLonBox, limit?: number): Port[];
}

interface PortRow {
  id: unknown;
  name: unknown;
  size: unknown;
  country: unknown;
  lat: unknown;
  lon: unknown;
}

const SIZE_ORDER = "CASE p.size WHEN 'large' THEN 0 WHEN 'medium' THEN 1 WHEN 'small' THEN 2 ELSE 3 END";
const COLUMNS = 'p.id, p.name, p.size, p.country, p.lat, p.lon';

/** First search radius and growth factor of `nearest`: a coastal query ends in one or two steps. */
const FIRST_RADIUS_M = 100_000;
const RADIUS_GROWTH = 4;

interface Candidate {
  readonly id: number;
  readonly lat: number;
  readonly lon: number;
}

function toPort(row: PortRow): Port {
  return parseStored(
    portSchema,
    { id: row.id, name: row.name, size: row.size, country: row.country, latitude: row.lat, longitude: row.lon },
    'ports',
    String(row.id),
  );
}

/**
 * FTS5 query text: each word of the user's text as a quoted prefix term ("rott"*), all
 * required. Quoting keeps FTS5 syntax (AND, NEAR, -, :) typed by a user from being parsed
 * as operators; the tokenizer folds case and diacritics of the query as of the column.
 */
export function ftsPrefixQuery(text: string): string | null {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  if (words.length === 0) return null;
  return words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' ');
}

export function portsRepository(db: Database): PortsRepository {
  const upsert = db.prepare<[number, string, string, string, number, number, number]>(`
    INSERT INTO ports (id, name, size, country, lat, lon, fetched_at_utc) VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, size = excluded.size, country = excluded.country,
      lat = excluded.lat, lon = excluded.lon, fetched_at_utc = excluded.fetched_at_utc`);
  const removeUnlisted = db.prepare<[string]>('DELETE FROM ports WHERE id NOT IN (SELECT value FROM json_each(?))');
  const lastSync = db.prepare<[], { at: unknown }>('SELECT MAX(fetched_at_utc) AS at FROM ports');
  const countAll = db.prepare<[], { n: unknown }>('SELECT COUNT(*) AS n FROM ports');
  const byId = db.prepare<[number], PortRow>(`SELECT ${COLUMNS} FROM ports p WHERE p.id = ?`);
  const byName = db.prepare<[string, number], PortRow>(`
    SELECT ${COLUMNS} FROM ports_fts f JOIN ports p ON p.id = f.rowid
    WHERE ports_fts MATCH ? ORDER BY ${SIZE_ORDER}, p.name LIMIT ?`);
  // R*Tree boxes are stored as float32 rounded outward, so the exact test is on ports.lat/lon.
  const inRtreeBox = db
    .prepare<[number, number, number, number, number, number, number, number], unknown[]>(
      `
    SELECT p.id, p.lat, p.lon FROM ports_rtree r JOIN ports p ON p.id = r.id
    WHERE r.min_lon <= ? AND r.max_lon >= ? AND r.min_lat <= ? AND r.max_lat >= ?
      AND p.lon <= ? AND p.lon >= ? AND p.lat <= ? AND p.lat >= ?`,
    )
    .raw();
  const inBoxRows = db.prepare<[number, number, number, number, number, number, number, number, number], PortRow>(`
    SELECT ${COLUMNS} FROM ports_rtree r JOIN ports p ON p.id = r.id
    WHERE r.min_lon <= ? AND r.max_lon >= ? AND r.min_lat <= ? AND r.max_lat >= ?
      AND p.lon <= ? AND p.lon >= ? AND p.lat <= ? AND p.lat >= ?
    ORDER BY ${SIZE_ORDER}, p.name LIMIT ?`);

  const syncAll = db.transaction((ports: readonly Port[], fetchedAtUtc: number) => {
    for (const port of ports) {
      const p = portSchema.parse(port);
      upsert.run(p.id, p.name, p.size, p.country, p.latitude, p.longitude, fetchedAtUtc);
    }
    const removed = removeUnlisted.run(JSON.stringify(ports.map((port) => port.id))).changes;
    return { upserted: ports.length, removed };
  });

  /** Ports in a box as bare numbers: checked by hand, not by zod, as a nearest query reads hundreds. */
  function candidates(box: LatLonBox): Candidate[] {
    const found: Candidate[] = [];
    for (const b of splitAtAntimeridian(box)) {
      for (const [id, lat, lon] of inRtreeBox.all(
        b.eastDeg,
        b.westDeg,
        b.northDeg,
        b.southDeg,
        b.eastDeg,
        b.westDeg,
        b.northDeg,
        b.southDeg,
      )) {
        if (typeof id !== 'number' || typeof lat !== 'number' || typeof lon !== 'number') {
          throw new StoreRowError('ports', String(id), 'id, lat and lon must be numbers');
        }
        found.push({ id, lat, lon });
      }
    }
    return found;
  }

  return {
    sync: (ports, fetchedAtUtc) => syncAll.immediate(ports, fetchedAtUtc),
    lastSyncUtc() {
      return parseStored(z.number().nullable(), lastSync.get()?.at ?? null, 'ports', 'MAX(fetched_at_utc)');
    },
    count() {
      return parseStored(z.number().int(), countAll.get()?.n, 'ports', 'COUNT(*)');
    },
    get(id) {
      const row = byId.get(id);
      return row === undefined ? undefined : toPort(row);
    },
    search(text, limit = 20) {
      const query = ftsPrefixQuery(text);
      return query === null ? [] : byName.all(query, limit).map(toPort);
    },
    /**
     * Expanding box search: ask the R*Tree for the box around the spherical cap of radius r,
     * rank the candidates by exact great-circle distance, and stop once `count` of them lie
     * within r: no port outside the box can be nearer than r, so those are the true nearest.
     * Otherwise r grows ×4 (the box covers the whole globe once r reaches half the circumference).
     */
    nearest(latDeg, lonDeg, count = 10) {
      if (count <= 0) return [];
      for (let radiusM = FIRST_RADIUS_M; ; radiusM *= RADIUS_GROWTH) {
        const whole = radiusM >= Math.PI * EARTH_RADIUS_M;
        const ranked = candidates(boxAround(latDeg, lonDeg, radiusM))
          .map((c) => ({ id: c.id, distanceM: greatCircleM(latDeg, lonDeg, c.lat, c.lon) }))
          .sort((a, b) => a.distanceM - b.distanceM || a.id - b.id);
        const within = ranked.filter((c) => c.distanceM <= radiusM).length;
        if (within >= count || whole) {
          return ranked.slice(0, count).flatMap((c) => {
            const row = byId.get(c.id);
            return row === undefined ? [] : [{ port: toPort(row), distanceM: c.distanceM }];
          });
        }
      }
    },
    inBox(box, limit = 1000) {
      const found: Port[] = [];
      for (const b of splitAtAntimeridian(box)) {
        const rows = inBoxRows.all(
          b.eastDeg,
          b.westDeg,
          b.northDeg,
          b.southDeg,
          b.eastDeg,
          b.westDeg,
          b.northDeg,
          b.southDeg,
          limit - found.length,
        );
        found.push(...rows.map(toPort));
      }
      return found;
    },
  };
}
