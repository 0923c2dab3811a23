// The crew journeys chosen for a voyage (transit.choose), kept for the voyage report. One row
// per voyage with the whole list: the list is small and always read and written whole.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { chosenJourneySchema, type ChosenJourney } from '../../../shared/ipc/methods/transit';
import { parseStored, parseStoredJson } from './rows';

export interface CrewJourneysRepository {
  /** Replaces the voyage's list; an empty list removes the row. */
  save(voyageId: string, journeys: readonly ChosenJourney[], savedAtUtc: number): void;
  /** The voyage's list; [] when none was chosen. */
  get(voyageId: string): ChosenJourney[];
}

const TABLE = 'crew_journeys';
const rowSchema = z.object({ journeys_json: z.string() });
const listSchema = z.array(chosenJourneySchema);

export function crewJourneysRepository(db: Database): CrewJourneysRepository {
  const upsert = db.prepare<[string, number, string]>(
    `INSERT INTO ${TABLE} (voyage_id, saved_at_utc, journeys_json) VALUES (?, ?, ?)
     ON CONFLICT (voyage_id) DO UPDATE SET saved_at_utc = excluded.saved_at_utc, journeys_json = excluded.journeys_json`,
  );
  const remove = db.prepare<[string]>(`DELETE FROM ${TABLE} WHERE voyage_id = ?`);
  const select = db.prepare<[string]>(`SELECT journeys_json FROM ${TABLE} WHERE voyage_id = ?`);
  return {
    save(voyageId, journeys, savedAtUtc) {
      if (journeys.length === 0) remove.run(voyageId);
      else upsert.run(voyageId, savedAtUtc, JSON.stringify(listSchema.parse(journeys)));
    },
    get(voyageId) {
      const row = select.get(voyageId);
      if (row === undefined) return [];
      const r = parseStored(rowSchema, row, TABLE, voyageId);
      return parseStoredJson(listSchema, r.journeys_json, TABLE, voyageId);
    },
  };
}
