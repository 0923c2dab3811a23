// The store's schema as numbered migrations (STYLE 9). Each runs once, in order, in its own
// transaction, and records its number in PRAGMA user_version; a shipped migration is never
// edited, a change is a new one appended at the end.
import type { Database } from 'better-sqlite3';

export interface Migration {
  /** 1, 2, 3, ... with no gaps: the user_version the database has after `up`. */
  readonly version: number;
  readonly name: string;
  readonly up: (db: Database) => void;
}

/**
 * 1: what a navigator keeps: settings, ports (FTS5 name search, R*Tree position index),
 * vessels (search cache and the user's profiles), voyages with revisions and a draft slot.
 * Ports FTS and R*Tree are kept in step with `ports` by triggers, so no code path can
 * update one and forget the other (a sync that only refreshes fetched_at leaves them be).
 */
const core: Migration = {
  version: 1,
  name: 'core',
  up: (db) => {
    db.exec(`
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value_json TEXT NOT NULL
      ) STRICT;

      CREATE TABLE ports (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        size TEXT NOT NULL,
        country TEXT NOT NULL,
        lat REAL NOT NULL,
        lon REAL NOT NULL,
        fetched_at_utc REAL NOT NULL
      ) STRICT;
      CREATE VIRTUAL TABLE ports_fts USING fts5(
        name, country,
        content = 'ports', content_rowid = 'id',
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '2 3'
      );
      CREATE VIRTUAL TABLE ports_rtree USING rtree(id, min_lon, max_lon, min_lat, max_lat);
      CREATE TRIGGER ports_ai AFTER INSERT ON ports BEGIN
        INSERT INTO ports_fts (rowid, name, country) VALUES (new.id, new.name, new.country);
        INSERT INTO ports_rtree VALUES (new.id, new.lon, new.lon, new.lat, new.lat);
      END;
      CREATE TRIGGER ports_ad AFTER DELETE ON ports BEGIN
        INSERT INTO ports_fts (ports_fts, rowid, name, country) VALUES ('delete', old.id, old.name, old.country);
        DELETE FROM ports_rtree WHERE id = old.id;
      END;
      CREATE TRIGGER ports_au AFTER UPDATE ON ports
      WHEN old.name IS NOT new.name OR old.country IS NOT new.country OR old.lat IS NOT new.lat OR old.lon IS NOT new.lon
      BEGIN
        INSERT INTO ports_fts (ports_fts, rowid, name, country) VALUES ('delete', old.id, old.name, old.country);
        INSERT INTO ports_fts (rowid, name, country) VALUES (new.id, new.name, new.country);
        DELETE FROM ports_rtree WHERE id = old.id;
        INSERT INTO ports_rtree VALUES (new.id, new.lon, new.lon, new.lat, new.lat);
      END;

      CREATE TABLE vessel_search_cache (
        imo TEXT NOT NULL,
        mmsi TEXT NOT NULL,
        name TEXT NOT NULL,
        country TEXT NOT NULL,
        country_code TEXT NOT NULL,
        callsign TEXT NOT NULL,
        category TEXT NOT NULL,
        category_type TEXT NOT NULL,
        fetched_at_utc REAL NOT NULL,
        PRIMARY KEY (imo, mmsi)
      ) STRICT;
      CREATE INDEX vessel_search_cache_name ON vessel_search_cache (name COLLATE NOCASE);

      CREATE TABLE vessel_profiles (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        imo TEXT,
        mmsi TEXT,
        wind_kn REAL NOT NULL,
        gust_kn REAL NOT NULL,
        hs_m REAL NOT NULL,
        created_at_utc REAL NOT NULL,
        updated_at_utc REAL NOT NULL
      ) STRICT;

      CREATE TABLE voyages (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        created_at_utc REAL NOT NULL,
        updated_at_utc REAL NOT NULL,
        current_revision INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE voyage_revisions (
        voyage_id TEXT NOT NULL REFERENCES voyages (id) ON DELETE CASCADE,
        revision INTEGER NOT NULL,
        saved_at_utc REAL NOT NULL,
        voyage_json TEXT NOT NULL,
        PRIMARY KEY (voyage_id, revision)
      ) STRICT;
      CREATE TABLE voyage_drafts (
        voyage_id TEXT PRIMARY KEY REFERENCES voyages (id) ON DELETE CASCADE,
        saved_at_utc REAL NOT NULL,
        voyage_json TEXT NOT NULL
      ) STRICT;
    `);
  },
};

/**
 * 2: what was fetched: immutable forecast snapshots (values as typed-array blobs), storm
 * snapshots, the response cache keyed by key-less URL, and the credits ledger. All of it is
 * disposable except the ledger, which keeps its rows (voyage set to NULL) when a voyage goes.
 */
const fetched: Migration = {
  version: 2,
  name: 'fetched-data',
  up: (db) => {
    db.exec(`
      CREATE TABLE forecast_snapshots (
        id INTEGER PRIMARY KEY,
        voyage_id TEXT REFERENCES voyages (id) ON DELETE CASCADE,
        revision INTEGER,
        kind TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        request_key TEXT NOT NULL,
        params_json TEXT NOT NULL,
        model_runs_json TEXT NOT NULL,
        fetched_at_utc REAL NOT NULL,
        credits REAL NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('live', 'demo')),
        header_json TEXT NOT NULL,
        axes BLOB NOT NULL,
        values_blob BLOB NOT NULL
      ) STRICT;
      CREATE INDEX forecast_snapshots_voyage ON forecast_snapshots (voyage_id, fetched_at_utc);
      CREATE INDEX forecast_snapshots_request ON forecast_snapshots (request_key, fetched_at_utc);

      CREATE TABLE storm_snapshots (
        id INTEGER PRIMARY KEY,
        fetched_at_utc REAL NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('live', 'demo')),
        storms_json TEXT NOT NULL
      ) STRICT;
      CREATE INDEX storm_snapshots_fetched ON storm_snapshots (fetched_at_utc);

      CREATE TABLE response_cache (
        url TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        body TEXT NOT NULL,
        fetched_at_utc REAL NOT NULL,
        model_run_utc REAL
      ) STRICT;
      CREATE INDEX response_cache_fetched ON response_cache (fetched_at_utc);

      CREATE TABLE credits_ledger (
        id INTEGER PRIMARY KEY,
        at_utc REAL NOT NULL,
        endpoint TEXT NOT NULL,
        credits REAL NOT NULL,
        voyage_id TEXT REFERENCES voyages (id) ON DELETE SET NULL
      ) STRICT;
      CREATE INDEX credits_ledger_voyage ON credits_ledger (voyage_id);
    `);
  },
};

/**
 * 3: the autosaved draft of a voyage never saved. It lived in the backend's memory, so a crash
 * or a closed window lost a route typed from scratch; one row at most (slot 1).
 */
const unsavedDraft: Migration = {
  version: 3,
  name: 'unsaved-draft',
  up: (db) => {
    db.exec(`
      CREATE TABLE unsaved_draft (
        slot INTEGER PRIMARY KEY CHECK (slot = 1),
        saved_at_utc REAL NOT NULL,
        voyage_json TEXT NOT NULL
      ) STRICT;
    `);
  },
};

/**
 * 4: the crew journeys chosen for a voyage's port call (issue 15), one row per voyage holding
 * the list, so the report can list them; gone with the voyage.
 */
const crewJourneys: Migration = {
  version: 4,
  name: 'crew-journeys',
  up: (db) => {
    db.exec(`
      CREATE TABLE crew_journeys (
        voyage_id TEXT PRIMARY KEY REFERENCES voyages (id) ON DELETE CASCADE,
        saved_at_utc REAL NOT NULL,
        journeys_json TEXT NOT NULL
      ) STRICT;
    `);
  },
};

/**
 * 5: the port call a voyage's port-call panel was used for (issue 15), so its report gets a
 * port-call section. One per voyage, gone with the voyage.
 */
const portCalls: Migration = {
  version: 5,
  name: 'port-calls',
  up: (db) => {
    db.exec(`
      CREATE TABLE port_calls (
        voyage_id TEXT PRIMARY KEY REFERENCES voyages (id) ON DELETE CASCADE,
        port_json TEXT NOT NULL,
        used_at_utc REAL NOT NULL
      ) STRICT;
    `);
  },
};

/**
 * 6: the departure sweeps of a voyage (issue 16): each kept with its revision, model runs and
 * credits, so the planner lists the runs used and compares a sweep with the one before it.
 * Derived data like a forecast snapshot, gone with the voyage.
 */
const departureSweeps: Migration = {
  version: 6,
  name: 'departure-sweeps',
  up: (db) => {
    db.exec(`
      CREATE TABLE departure_sweeps (
        id INTEGER PRIMARY KEY,
        voyage_id TEXT NOT NULL REFERENCES voyages (id) ON DELETE CASCADE,
        revision INTEGER NOT NULL,
        created_at_utc REAL NOT NULL,
        fetched_at_utc REAL NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('live', 'demo')),
        model_runs_json TEXT NOT NULL,
        credits REAL NOT NULL,
        sweep_json TEXT NOT NULL
      ) STRICT;
      CREATE INDEX departure_sweeps_voyage ON departure_sweeps (voyage_id, created_at_utc);
    `);
  },
};

/**
 * 7: upkeep of a store that only grew (issue 27). A cached answer fetched for a saved voyage
 * names it, so the answers its review reads (the quick outlook) outlive the cache's expiry; no
 * foreign key, so a voyage deleted while its answer is on the way never fails that answer's
 * write (a name without its voyage is simply not kept). And a mark that changes with every write
 * to the navigator's own data, so a start whose data is as the newest backup left it takes none.
 * Its tables are listed here, not imported: a shipped migration never changes with later code.
 */
const cacheUpkeep: Migration = {
  version: 7,
  name: 'cache-upkeep',
  up: (db) => {
    db.exec(`
      ALTER TABLE response_cache ADD COLUMN voyage_id TEXT;
      CREATE INDEX response_cache_voyage ON response_cache (voyage_id, kind, fetched_at_utc);
      CREATE TABLE navigator_data_mark (
        slot INTEGER PRIMARY KEY CHECK (slot = 1),
        mark BLOB NOT NULL
      ) STRICT;
      INSERT INTO navigator_data_mark (slot, mark) VALUES (1, randomblob(16));
    `);
    // A frozen copy of cache-policy's NAVIGATOR_TABLES as they were at this migration: a migration
    // does what it did when it first ran, whatever later code lists.
    const tables = [
      'settings',
      'vessel_profiles',
      'voyages',
      'voyage_revisions',
      'voyage_drafts',
      'unsaved_draft',
      'crew_journeys',
      'port_calls',
      'credits_ledger',
    ];
    for (const table of tables) {
      for (const [suffix, event] of [
        ['ai', 'INSERT'],
        ['au', 'UPDATE'],
        ['ad', 'DELETE'],
      ] as const) {
        db.exec(`CREATE TRIGGER ${table}_mark_${suffix} AFTER ${event} ON ${table} BEGIN
          UPDATE navigator_data_mark SET mark = randomblob(16) WHERE slot = 1;
        END;`);
      }
    }
  },
};

/**
 * 8: a vessel profile's particulars beyond its limits (issue 29): its hull (L, B, draught, GM and
 * which were assumed) and its fuel particulars, as JSON in one column (NULL: none given). Until
 * now a profile kept only its name, numbers and limits, and the fuel particulars sent with it were
 * dropped on save.
 */
const vesselParticulars: Migration = {
  version: 8,
  name: 'vessel-particulars',
  up: (db) => {
    db.exec(`ALTER TABLE vessel_profiles ADD COLUMN particulars_json TEXT;`);
  },
};

/**
 * 9: a vessel profile's minimum visibility, nautical miles (issue 29: visibility as a fourth limit,
 * shared/domain/quantities.ts). NULL: no visibility limit, as every profile saved before has, so
 * those load unchanged and are not judged on fog until the navigator sets one.
 */
const visibilityLimit: Migration = {
  version: 9,
  name: 'visibility-limit',
  up: (db) => {
    db.exec(`ALTER TABLE vessel_profiles ADD COLUMN visibility_nm REAL;`);
  },
};

/** Every migration, in order. The last one's version is the schema this code writes. */
export const MIGRATIONS: readonly Migration[] = [
  core,
  fetched,
  unsavedDraft,
  crewJourneys,
  portCalls,
  departureSweeps,
  cacheUpkeep,
  vesselParticulars,
  visibilityLimit,
];

export const SCHEMA_VERSION: number = MIGRATIONS.length;
