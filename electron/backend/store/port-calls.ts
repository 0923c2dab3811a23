// Port calls: the port a voyage's port-call panel was last used for (issue 15), read by the
// voyage report for its port-call section. One row per voyage; deleting the voyage drops it.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { portCallPortSchema, type PortCallRecord } from '../../../shared/ipc/methods/traffic';
import { parseStored, parseStoredJson } from './rows';

export interface PortCallsRepository {
  /** Keeps `record` as the voyage's port call, replacing an earlier one. */
  put(record: PortCallRecord): void;
  get(voyageId: string): PortCallRecord | undefined;
}

const rowSchema = z.object({ voyage_id: z.string(), port_json: z.string(), used_at_utc: z.number() });

export function portCallsRepository(db: Database): PortCallsRepository {
  const upsert = db.prepare<[string, string, number]>(
    `INSERT INTO port_calls (voyage_id, port_json, used_at_utc) VALUES (?, ?, ?)
     ON CONFLICT (voyage_id) DO UPDATE SET port_json = excluded.port_json, used_at_utc = excluded.used_at_utc`,
  );
  const select = db.prepare<[string]>('SELECT voyage_id, port_json, used_at_utc FROM port_calls WHERE voyage_id = ?');
  return {
    put(record) {
      upsert.run(record.voyageId, JSON.stringify(portCallPortSchema.parse(record.port)), record.usedAtUtc);
    },
    get(voyageId) {
      const row = select.get(voyageId);
      if (row === undefined) return undefined;
      const r = parseStored(rowSchema, row, 'port_calls', voyageId);
      const port = parseStoredJson(portCallPortSchema, r.port_json, 'port_calls', voyageId);
      return { voyageId: r.voyage_id, port, usedAtUtc: Math.floor(r.used_at_utc) };
    },
  };
}
