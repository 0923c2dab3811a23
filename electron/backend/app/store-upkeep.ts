// Keeping the store small while the backend runs (issue 27): upkeep of the cached answers at
// start, after calls that wrote much, and once a day; store.size for Settings, and
// store.clearCache, the navigator's "Clear cached forecasts". What goes and what stays is the
// store's rule (cache-policy.ts, cache-plan.ts); this module decides when.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { IpcFailure, type BackendApi, type IpcMethod, type StoreSize } from '../../../shared/ipc';
import { listBackups } from '../store/backups';
import { DEFAULT_CACHE_POLICY, UPKEEP_INTERVAL_S, type CachePolicy } from '../store/cache-policy';
import { backupsFolder } from '../store/data-folder';
import { LAYER_IMAGES_FILE, type LayerImageCache } from '../store/layer-images';
import { DATABASE_FILE_NAME, type ManagedStore } from '../store/managed-store';

const DAY_S = 86_400;
const MIB = 1024 * 1024;

/**
 * Calls that read stored ensemble answers lazily, after awaiting the service (fetch-parts.ts):
 * while one runs, nothing removes cached answers, or a part it was promised could vanish.
 */
const READS_STORED_PARTS: ReadonlySet<IpcMethod> = new Set([
  'forecasts.run',
  'departures.sweep',
  'routing.optimise',
  'seakeeping.voyage',
]);

export interface StoreUpkeepOptions {
  readonly managed: ManagedStore;
  readonly layerImages: LayerImageCache;
  readonly dataDir: string;
  readonly nowUtc: () => number;
  readonly log: (line: string) => void;
  readonly policy?: CachePolicy;
}

export interface StoreUpkeep {
  /** One method's handler, counted while it runs and followed by upkeep when that is due. */
  around<I, O>(method: IpcMethod, inner: (input: I) => Promise<O>): (input: I) => Promise<O>;
  /** Upkeep now, when the store can be written: at start. */
  runNow(): void;
  readonly methods: Pick<BackendApi, 'store.size' | 'store.clearCache'>;
}

/** A file's size, 0 when it is not there. */
function bytesOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

function mb(bytes: number): string {
  return `${(bytes / MIB).toFixed(1)} MB`;
}

export function createStoreUpkeep(options: StoreUpkeepOptions): StoreUpkeep {
  const { managed, layerImages, dataDir, nowUtc, log } = options;
  const policy = options.policy ?? DEFAULT_CACHE_POLICY;
  const { store } = managed;
  const dbPath = join(dataDir, DATABASE_FILE_NAME);
  const imagesPath = join(dataDir, LAYER_IMAGES_FILE);
  const writable = (): boolean => managed.readOnlyReason() === null;
  /** Calls of READS_STORED_PARTS running now. */
  let reading = 0;
  let usedAfterLast = 0;
  let lastRunUtc = Number.NEGATIVE_INFINITY;

  const diskBytes = (): number =>
    bytesOf(dbPath) + bytesOf(`${dbPath}-wal`) + bytesOf(imagesPath) + bytesOf(`${imagesPath}-wal`);

  function runUpkeep(): void {
    try {
      const outcome = store.cache.upkeep(nowUtc(), policy);
      const reclaimed = store.cache.reclaim();
      if (outcome.removedRows > 0 || reclaimed) {
        const { cacheBytes, keptBytes } = outcome.figures;
        log(
          `[store] upkeep: ${outcome.removedRows} cached answers removed (${mb(outcome.removedBytes)}); ` +
            `cache ${mb(cacheBytes)} of ${mb(policy.budgetBytes)}, ${mb(keptBytes)} kept for saved voyages` +
            `${reclaimed ? '; free space handed back' : ''}.`,
        );
      }
      usedAfterLast = store.cache.usedBytes();
    } catch (error) {
      // Upkeep is housekeeping: a busy or full disk leaves it for next time, the call it followed stands.
      log(`[store] upkeep not done: ${error instanceof Error ? error.message : String(error)}`);
    }
    lastRunUtc = nowUtc();
  }

  function upkeepIfDue(): void {
    if (reading > 0 || !writable()) return;
    let usedBytes: number;
    try {
      usedBytes = store.cache.usedBytes();
    } catch {
      return;
    }
    if (usedBytes - usedAfterLast >= policy.upkeepAfterGrowthBytes || nowUtc() - lastRunUtc >= UPKEEP_INTERVAL_S)
      runUpkeep();
  }

  function size(): StoreSize {
    const figures = store.cache.figures();
    const backups = listBackups(backupsFolder(dataDir));
    const newest = backups[0];
    return {
      file: dbPath,
      fileBytes: bytesOf(dbPath),
      walBytes: bytesOf(`${dbPath}-wal`),
      cacheBytes: Math.round(figures.cacheBytes),
      keptBytes: Math.round(figures.keptBytes),
      budgetBytes: policy.budgetBytes,
      forecastDays: Math.round(policy.forecastMaxAgeS / DAY_S),
      otherDays: Math.round(policy.otherMaxAgeS / DAY_S),
      mapImagesBytes: bytesOf(imagesPath) + bytesOf(`${imagesPath}-wal`),
      backups: {
        count: backups.length,
        bytes: backups.reduce((sum, b) => sum + bytesOf(b.path), 0),
        newestUtc: newest === undefined ? null : Math.floor(newest.takenAtMs / 1000),
      },
      canClear: writable(),
    };
  }

  return {
    around(method, inner) {
      return async (input) => {
        const reads = READS_STORED_PARTS.has(method);
        if (reads) reading++;
        try {
          return await inner(input);
        } finally {
          if (reads) reading--;
          upkeepIfDue();
        }
      };
    },
    runNow() {
      if (writable()) runUpkeep();
    },
    methods: {
      'store.size': async () => size(),
      async 'store.clearCache'() {
        const reason = managed.readOnlyReason();
        if (reason !== null) throw new IpcFailure('read-only', reason);
        if (reading > 0) {
          throw new IpcFailure(
            'conflict',
            'A forecast, departure sweep, routing or seakeeping check is running and reading cached forecasts: clear them when it has finished.',
          );
        }
        const before = diskBytes();
        const outcome = store.cache.clear();
        store.cache.reclaim(1);
        const images = layerImages.clear();
        usedAfterLast = store.cache.usedBytes();
        const freedBytes = Math.max(0, before - diskBytes());
        log(
          `[store] cached forecasts cleared: ${outcome.removedRows} answers and ${images} map pictures, ${mb(freedBytes)} freed.`,
        );
        return { removedAnswers: outcome.removedRows + images, freedBytes, size: size() };
      },
    },
  };
}
