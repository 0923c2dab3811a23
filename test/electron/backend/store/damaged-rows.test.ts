// Rows are parsed on read: a row damaged by hand gives a StoreRowError naming table, row and field.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { StoreRowError } from '../../../../electron/backend/store/errors';
import { openStore } from '../../../../electron/backend/store/store';
import { PORTS, STORMS, sampleGrid, sampleVoyage, testStore } from './fixtures';

const dir = mkdtempSync(join(tmpdir(), 'passage-damaged-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('damaged rows', () => {
  it('are reported with table, row and path, for every kind of stored JSON', () => {
    const path = join(dir, 'damaged.sqlite');
    const store = testStore({}, path);
    const voyage = store.voyages.create(sampleVoyage());
    store.voyages.saveDraft(voyage.id, sampleVoyage());
    store.ports.sync(PORTS, 1);
    store.storms.save(STORMS, 1, 'live');
    store.settings.set('nightMode', true);
    const snapshotId = store.forecasts.save({
      voyageId: null,
      revision: null,
      kind: 'point',
      request: { endpoint: 'weather.ensemble.point', params: {} },
      modelRuns: {},
      fetchedAtUtc: 1,
      credits: 1,
      source: 'demo',
      grid: sampleGrid(),
    });
    store.close();

    const db = new Database(path);
    db.prepare("UPDATE voyage_revisions SET voyage_json = json_set(voyage_json, '$.speedsKn', json('[-3]'))").run();
    db.prepare("UPDATE voyage_drafts SET voyage_json = '{not json'").run();
    db.prepare("UPDATE ports SET size = 'huge' WHERE id = 1").run();
    db.prepare("UPDATE storm_snapshots SET storms_json = json_set(storms_json, '$.storms[0].name', 7)").run();
    db.prepare("UPDATE settings SET value_json = '\"yes\"' WHERE key = 'nightMode'").run();
    db.prepare("UPDATE forecast_snapshots SET values_blob = x'00'").run();
    db.close();

    const reopened = openStore(path);
    const voyageError = caught(() => reopened.voyages.get(voyage.id));
    expect(voyageError).toBeInstanceOf(StoreRowError);
    expect(voyageError).toMatchObject({ table: 'voyage_revisions', rowKey: `${voyage.id}@1` });
    expect(String(voyageError)).toContain('speedsKn.0');
    expect(caught(() => reopened.voyages.getDraft(voyage.id))).toMatchObject({
      table: 'voyage_drafts',
      detail: 'JSON column is not valid JSON',
    });
    expect(caught(() => reopened.ports.get(1))).toMatchObject({
      table: 'ports',
      rowKey: '1',
      detail: expect.stringContaining('size'),
    });
    expect(caught(() => reopened.ports.search('rott'))).toBeInstanceOf(StoreRowError);
    expect(caught(() => reopened.storms.latest())).toMatchObject({
      table: 'storm_snapshots',
      detail: expect.stringContaining('storms.0.name'),
    });
    expect(caught(() => reopened.settings.get('nightMode'))).toMatchObject({ table: 'settings', rowKey: 'nightMode' });
    expect(caught(() => reopened.forecasts.load(snapshotId))).toMatchObject({
      table: 'forecast_snapshots',
      rowKey: String(snapshotId),
    });
    // The rest of the store still answers.
    expect(reopened.ports.get(2)?.name).toBe('São Paulo');
    reopened.close();
  });
});
