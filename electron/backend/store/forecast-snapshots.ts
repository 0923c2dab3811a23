// Immutable forecast snapshots: the request (without the key), the model runs, when, what it
// cost, and the values as compact blobs (snapshot-codec.ts), so a voyage re-opens offline
// exactly as it was and an unchanged request on the same model run costs nothing.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { decodeGrid, encodeGrid, gridHeaderSchema, type ForecastGrid } from './snapshot-codec';
import { keylessParams, requestKey, type RequestParams } from './request-key';
import { StoreRowError } from './errors';
import { parseStored, parseStoredJson, rowKeyOf } from './rows';

export const dataSourceSchema = z.enum(['live', 'demo']);
export type DataSource = z.infer<typeof dataSourceSchema>;

/** Model id -> run time, Unix seconds. */
export const modelRunsSchema = z.record(z.string(), z.number());
export type ModelRuns = z.infer<typeof modelRunsSchema>;

export interface SnapshotRequest {
  /** Endpoint id of shared/api/request/endpoints.ts, e.g. weather.ensemble.route. */
  readonly endpoint: string;
  /** Query parameters; an api key entry is dropped before storing. */
  readonly params: RequestParams;
}

export interface ForecastSnapshotInput {
  readonly voyageId: string | null;
  readonly revision: number | null;
  /** What the grid holds, e.g. ensemble-route, deterministic-route, point. */
  readonly kind: string;
  readonly request: SnapshotRequest;
  readonly modelRuns: ModelRuns;
  /** Unix seconds. */
  readonly fetchedAtUtc: number;
  readonly credits: number;
  readonly source: DataSource;
  readonly grid: ForecastGrid;
}

export interface SnapshotSummary extends Omit<ForecastSnapshotInput, 'grid'> {
  readonly id: number;
}

export interface ForecastSnapshot extends ForecastSnapshotInput {
  readonly id: number;
}

export interface ForecastSnapshotsRepository {
  save(snapshot: ForecastSnapshotInput): number;
  load(id: number): ForecastSnapshot | undefined;
  /** A voyage's snapshots (or the ones of no voyage, for null), newest first, without values. */
  list(voyageId: string | null): SnapshotSummary[];
  /** The newest snapshot of the same request (endpoint + key-less params), without values. */
  latestForRequest(request: SnapshotRequest): SnapshotSummary | undefined;
  remove(id: number): boolean;
}

const summaryRowSchema = z.object({
  id: z.number().int(),
  voyage_id: z.string().nullable(),
  revision: z.number().int().nullable(),
  kind: z.string(),
  endpoint: z.string(),
  params_json: z.string(),
  model_runs_json: z.string(),
  fetched_at_utc: z.number(),
  credits: z.number(),
  source: dataSourceSchema,
});
/** Built once: a zod schema costs far more to construct than to run, and every summary read parses params. */
const paramsSchema = z.record(z.string(), z.json());
const blobRowSchema = z.object({
  header_json: z.string(),
  axes: z.instanceof(Buffer),
  values_blob: z.instanceof(Buffer),
});
const SUMMARY_COLUMNS =
  'id, voyage_id, revision, kind, endpoint, params_json, model_runs_json, fetched_at_utc, credits, source';

function toSummary(row: unknown): SnapshotSummary {
  const r = parseStored(summaryRowSchema, row, 'forecast_snapshots', rowKeyOf(row, 'id'));
  const key = String(r.id);
  return {
    id: r.id,
    voyageId: r.voyage_id,
    revision: r.revision,
    kind: r.kind,
    request: { endpoint: r.endpoint, params: parseStoredJson(paramsSchema, r.params_json, 'forecast_snapshots', key) },
    modelRuns: parseStoredJson(modelRunsSchema, r.model_runs_json, 'forecast_snapshots', key),
    fetchedAtUtc: r.fetched_at_utc,
    credits: r.credits,
    source: r.source,
  };
}

export function forecastSnapshotsRepository(db: Database): ForecastSnapshotsRepository {
  const insert = db.prepare(`
    INSERT INTO forecast_snapshots (voyage_id, revision, kind, endpoint, request_key, params_json, model_runs_json,
      fetched_at_utc, credits, source, header_json, axes, values_blob)
    VALUES (@voyageId, @revision, @kind, @endpoint, @requestKey, @params, @modelRuns, @fetchedAtUtc, @credits, @source,
      @header, @axes, @values)`);
  const byId = db.prepare<[number]>(
    `SELECT ${SUMMARY_COLUMNS}, header_json, axes, values_blob FROM forecast_snapshots WHERE id = ?`,
  );
  const ofVoyage = db.prepare<[string | null]>(
    `SELECT ${SUMMARY_COLUMNS} FROM forecast_snapshots WHERE voyage_id IS ? ORDER BY fetched_at_utc DESC, id DESC`,
  );
  const ofRequest = db.prepare<[string]>(
    `SELECT ${SUMMARY_COLUMNS} FROM forecast_snapshots WHERE request_key = ? ORDER BY fetched_at_utc DESC, id DESC LIMIT 1`,
  );
  const remove = db.prepare<[number]>('DELETE FROM forecast_snapshots WHERE id = ?');

  return {
    save(snapshot) {
      const encoded = encodeGrid(snapshot.grid);
      const modelRuns = modelRunsSchema.parse(snapshot.modelRuns);
      const result = insert.run({
        voyageId: snapshot.voyageId,
        revision: snapshot.revision,
        kind: snapshot.kind,
        endpoint: snapshot.request.endpoint,
        requestKey: requestKey(snapshot.request.endpoint, snapshot.request.params),
        params: JSON.stringify(keylessParams(snapshot.request.params)),
        modelRuns: JSON.stringify(modelRuns),
        fetchedAtUtc: snapshot.fetchedAtUtc,
        credits: snapshot.credits,
        source: dataSourceSchema.parse(snapshot.source),
        header: JSON.stringify(encoded.header),
        axes: encoded.axes,
        values: encoded.values,
      });
      return Number(result.lastInsertRowid);
    },
    load(id) {
      const row = byId.get(id);
      if (row === undefined) return undefined;
      const summary = toSummary(row);
      const blobs = parseStored(blobRowSchema, row, 'forecast_snapshots', String(id));
      const header = parseStoredJson(gridHeaderSchema, blobs.header_json, 'forecast_snapshots', String(id));
      try {
        return { ...summary, grid: decodeGrid(header, blobs.axes, blobs.values_blob) };
      } catch (error) {
        throw new StoreRowError(
          'forecast_snapshots',
          String(id),
          error instanceof Error ? error.message : String(error),
        );
      }
    },
    list: (voyageId) => ofVoyage.all(voyageId).map(toSummary),
    latestForRequest(request) {
      const row = ofRequest.get(requestKey(request.endpoint, request.params));
      return row === undefined ? undefined : toSummary(row);
    },
    remove: (id) => remove.run(id).changes > 0,
  };
}
