// The store: one SQLite connection and the repositories that share it. The backend opens it
// once and hands each service the repository it needs, never the raw database.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { openDatabase, type OpenDatabaseOptions } from './database';
import { creditsLedger, type CreditsLedger } from './credits-ledger';
import { crewJourneysRepository, type CrewJourneysRepository } from './crew-journeys';
import { departureSweepsRepository, type DepartureSweepsRepository } from './departure-sweeps';
import { forecastCache, type ForecastCache } from './forecast-cache';
import { forecastSnapshotsRepository, type ForecastSnapshotsRepository } from './forecast-snapshots';
import { portsRepository, type PortsRepository } from './ports';
import { portCallsRepository, type PortCallsRepository } from './port-calls';
import { responseCache, type ResponseCache } from './response-cache';
import { settingsRepository, type SettingsRepository } from './settings';
import { stormSnapshotsRepository, type StormSnapshotsRepository } from './storm-snapshots';
import { vesselProfilesRepository, type VesselProfilesRepository } from './vessel-profiles';
import { vesselSearchCache, type VesselSearchCache } from './vessel-search-cache';
import { voyagesRepository, type VoyagesRepository } from './voyages';

export interface StoreOptions extends OpenDatabaseOptions {
  /** The clock for created/updated/saved times, Unix seconds. Default: the system clock. */
  readonly nowUtc?: () => number;
  /** New voyage and vessel profile ids. Default: random UUIDs. */
  readonly newId?: () => string;
}

export interface Store {
  readonly settings: SettingsRepository;
  readonly ports: PortsRepository;
  readonly vesselProfiles: VesselProfilesRepository;
  readonly vesselSearch: VesselSearchCache;
  readonly voyages: VoyagesRepository;
  readonly forecasts: ForecastSnapshotsRepository;
  readonly storms: StormSnapshotsRepository;
  readonly responses: ResponseCache;
  readonly credits: CreditsLedger;
  /** Crew journeys chosen per voyage (issue 15). */
  readonly crewJourneys: CrewJourneysRepository;
  readonly portCalls: PortCallsRepository;
  /** Departure sweeps per voyage (issue 16). */
  readonly departureSweeps: DepartureSweepsRepository;
  /** The cached answers as a whole: their size, upkeep and clearing (issue 27). */
  readonly cache: ForecastCache;
  /** PRAGMA integrity_check: 'ok', or SQLite's list of problems. */
  integrityCheck(): string;
  close(): void;
}

/**
 * Opens the store at `path` (':memory:' for tests): connection settings and migrations as in
 * database.ts; throws StoreVersionError for a database from a newer Passage.
 */
export function openStore(path: string, options: StoreOptions = {}): Store {
  return storeOn(openDatabase(path, options), options);
}

/**
 * The repositories over a connection already open (read-only views of a damaged store, a copy
 * in memory). The connection must hold the current schema; closing the store closes it.
 */
export function storeOn(db: Database.Database, options: StoreOptions = {}): Store {
  const nowUtc = options.nowUtc ?? (() => Date.now() / 1000);
  const newId = options.newId ?? randomUUID;
  return {
    settings: settingsRepository(db),
    ports: portsRepository(db),
    vesselProfiles: vesselProfilesRepository(db, nowUtc, newId),
    vesselSearch: vesselSearchCache(db),
    voyages: voyagesRepository(db, nowUtc, newId),
    forecasts: forecastSnapshotsRepository(db),
    storms: stormSnapshotsRepository(db),
    responses: responseCache(db),
    credits: creditsLedger(db),
    crewJourneys: crewJourneysRepository(db),
    portCalls: portCallsRepository(db),
    departureSweeps: departureSweepsRepository(db),
    cache: forecastCache(db),
    integrityCheck: () =>
      integrityRowsSchema
        .parse(db.pragma('integrity_check', { simple: false }))
        .map(rowText)
        .join('\n'),
    close: () => db.close(),
  };
}

const integrityRowsSchema = z.array(z.record(z.string(), z.unknown()));

function rowText(row: Record<string, unknown>): string {
  return Object.values(row).map(String).join(' ');
}
