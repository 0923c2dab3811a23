// The backend (plain Node, never 'electron'): every method of shared/ipc's BackendApi, built
// from the store, the service client (live or the in-process demo sandbox) and the host's
// services. Transports (Electron IPC, browser-mode RPC) call createBackend once.
import type { BackendApi, HostServices, IpcMethod } from '../../shared/ipc';
import { startSandbox, type SandboxOptions } from '../sandbox/server/sandbox';
import { startSandboxInWorker } from '../sandbox/server/in-worker';
import { redactSecret, type RetryPolicy } from './client';
import { openManagedStore, type ManagedStoreOptions } from './store/managed-store';
import { openLayerImageCache } from './store/layer-images';
import type { BackendContext } from './app/context';
import { isUnexpected, toIpcFailure } from './app/errors';
import { forecastMethods } from './app/forecasts';
import { departureMethods } from './app/departures';
import { seakeepingMethods } from './app/seakeeping';
import { routingMethods } from './app/routing';
import { portMethods } from './app/ports';
import { reportMethods } from './app/reports';
import { fileMethods } from './app/routes';
import { landLoader } from './app/land';
import { createServiceSource, type DemoService, type StartSandbox } from './app/service-source';
import { appMethods } from './app/settings';
import { vesselMethods } from './app/vessels';
import { voyageMethods } from './app/voyages';
import { worldMethods } from './app/world';
import { radarMethods } from './app/radar';
import { conditionsMethods } from './app/conditions';
import { mapMethods } from './app/maps';
import { mapPointsMethods } from './app/map-points';
import { storeMethods } from './app/store-health';
import { createStoreUpkeep } from './app/store-upkeep';
import type { CachePolicy } from './store/cache-policy';
import { climateMethods } from './app/climate';
import { modelMethods } from './app/models';
import { transitMethods } from './app/transit';
import { trafficMethods } from './app/traffic';
import { createTaskRegistry } from './app/tasks';
import { defined } from '../../shared/domain/defined';

export { DATABASE_FILE_NAME } from './store/managed-store';
export { StoreOpenError } from './store/open-problem';

/** The sandbox on a worker thread keeps its own wall clock: the backend's (the same one) is not sent. */
const onWorker: StartSandbox = ({ now: _sameWallClock, ...options }: SandboxOptions) => startSandboxInWorker(options);

export interface BackendOptions {
  /** The folder the SQLite file goes in (created if missing). */
  readonly dataDir: string;
  readonly host: HostServices;
  /** Unix seconds UTC; default the wall clock. Also the demo sandbox's clock. */
  readonly nowUtc?: () => number;
  /** For the service client; default the global fetch. */
  readonly fetch?: typeof fetch;
  /** Seed of the demo sandbox's synthetic world; default 1. */
  readonly demoSeed?: number;
  /** An external demo service (`passage sandbox`) instead of the in-process one. */
  readonly demoService?: DemoService;
  /** Injectable for tests. */
  readonly sandbox?: { readonly start: StartSandbox };
  /**
   * Start the demo sandbox on a worker thread (in-worker.ts), where it overlaps the backend's own
   * work on a second core: for the commands run under tsx. Only on the wall clock (no `nowUtc`);
   * otherwise, and by default, in-process.
   */
  readonly demoOnWorker?: boolean;
  /** One line per event, free of the key. Default silent. */
  readonly log?: (line: string) => void;
  /** Service client tuning (tests shorten these). */
  readonly client?: { readonly timeoutMs?: number; readonly retry?: Partial<RetryPolicy> };
  /**
   * The folder holding Natural Earth's land-10m.json, land-50m.json and land-110m.json (the land
   * check of imported routes, the report's chart). Default: resources/land beside the sources or
   * the built bundle; a packaged desktop app passes the copy in its resources folder.
   */
  readonly landDir?: string;
  /** Store seams for tests: the writable probe (tests run as root), the backup clock, the check's size limit. */
  readonly store?: Pick<ManagedStoreOptions, 'probeWritable' | 'nowMs' | 'checkMaxBytes' | 'keepBackups'>;
  /** What cached answers are kept and for how long; default DEFAULT_CACHE_POLICY (tests shrink the budget). */
  readonly cachePolicy?: CachePolicy;
}

export interface Backend {
  readonly api: BackendApi;
  /** Stops the demo sandbox and closes the database. */
  close(): Promise<void>;
}

function wallClockUtc(): number {
  return Date.now() / 1000;
}

export async function createBackend(options: BackendOptions): Promise<Backend> {
  const clock = options.nowUtc ?? wallClockUtc;
  const nowUtc = (): number => Math.floor(clock());
  const log = options.log ?? ((): void => {});
  // Throws StoreOpenError (in words) when there is nothing to open; starts read-only when it must.
  const managed = await openManagedStore(options.dataDir, { nowUtc, log, ...options.store });
  const store = managed.store;
  const source = createServiceSource({
    vault: options.host.vault,
    settings: store.settings,
    credits: store.credits,
    nowUtc,
    startSandbox:
      options.sandbox?.start ??
      (options.demoOnWorker === true && options.nowUtc === undefined ? onWorker : startSandbox),
    demoSeed: options.demoSeed ?? 1,
    ...defined({ demoService: options.demoService }),
    ...defined({ fetch: options.fetch }),
    ...(options.client?.timeoutMs === undefined ? {} : { timeoutMs: options.client.timeoutMs }),
    ...(options.client?.retry === undefined ? {} : { retry: options.client.retry }),
    log,
  });
  const land = landLoader({ log, ...defined({ landDir: options.landDir }) });
  const layerImages = openLayerImageCache(options.dataDir, log);
  const upkeep = createStoreUpkeep({
    managed,
    layerImages,
    dataDir: options.dataDir,
    nowUtc,
    log,
    ...defined({ policy: options.cachePolicy }),
  });
  upkeep.runNow();
  const tasks = createTaskRegistry();
  const ctx: BackendContext = { store, host: options.host, source, nowUtc, log, land, layerImages, tasks };
  const methods: BackendApi = {
    ...voyageMethods(ctx),
    ...portMethods(ctx),
    ...vesselMethods(ctx),
    ...forecastMethods(ctx),
    ...departureMethods(ctx),
    ...seakeepingMethods(ctx),
    ...routingMethods(ctx),
    ...worldMethods(ctx),
    ...radarMethods(ctx),
    ...conditionsMethods(ctx),
    ...mapMethods(ctx),
    ...mapPointsMethods(ctx),
    ...appMethods(ctx, () => managed.readOnlyReason()),
    ...fileMethods(ctx),
    ...reportMethods(ctx),
    ...storeMethods(managed),
    ...upkeep.methods,
    ...climateMethods(ctx),
    ...modelMethods(ctx),
    ...transitMethods(ctx),
    ...trafficMethods(ctx),
    'connection.status': () => source.connectionStatus(),
    'tasks.cancel': async ({ taskId }) => ({ cancelled: tasks.cancel(taskId) }),
  };

  /** Every method answers IpcFailure for an expected failure; the rest is logged, redacted. */
  function guard<I, O>(method: IpcMethod, inner: (input: I) => Promise<O>): (input: I) => Promise<O> {
    const counted = upkeep.around(method, inner);
    return async (input) => {
      try {
        return await counted(input);
      } catch (error) {
        const key = (await source.currentKey().catch(() => null)) ?? undefined;
        const redact = (text: string): string => redactSecret(text, key);
        const failure = toIpcFailure(error, redact, managed.readOnlyReason());
        if (isUnexpected(failure)) {
          const detail = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
          log(redact(`${method} failed: ${detail}`));
        }
        throw failure;
      }
    };
  }

  // Spelled out so the compiler checks that every method of the contract is here, once.
  const api: BackendApi = {
    'voyages.list': guard('voyages.list', methods['voyages.list']),
    'voyages.get': guard('voyages.get', methods['voyages.get']),
    'voyages.history': guard('voyages.history', methods['voyages.history']),
    'voyages.save': guard('voyages.save', methods['voyages.save']),
    'voyages.rename': guard('voyages.rename', methods['voyages.rename']),
    'voyages.duplicate': guard('voyages.duplicate', methods['voyages.duplicate']),
    'voyages.delete': guard('voyages.delete', methods['voyages.delete']),
    'voyages.saveDraft': guard('voyages.saveDraft', methods['voyages.saveDraft']),
    'voyages.loadDraft': guard('voyages.loadDraft', methods['voyages.loadDraft']),
    'ports.search': guard('ports.search', methods['ports.search']),
    'ports.nearest': guard('ports.nearest', methods['ports.nearest']),
    'ports.inBbox': guard('ports.inBbox', methods['ports.inBbox']),
    'ports.sync': guard('ports.sync', methods['ports.sync']),
    'ports.syncStatus': guard('ports.syncStatus', methods['ports.syncStatus']),
    'vessels.search': guard('vessels.search', methods['vessels.search']),
    'vessels.listProfiles': guard('vessels.listProfiles', methods['vessels.listProfiles']),
    'vessels.saveProfile': guard('vessels.saveProfile', methods['vessels.saveProfile']),
    'vessels.deleteProfile': guard('vessels.deleteProfile', methods['vessels.deleteProfile']),
    'forecasts.estimate': guard('forecasts.estimate', methods['forecasts.estimate']),
    'forecasts.run': guard('forecasts.run', methods['forecasts.run']),
    'forecasts.list': guard('forecasts.list', methods['forecasts.list']),
    'forecasts.get': guard('forecasts.get', methods['forecasts.get']),
    'forecasts.point': guard('forecasts.point', methods['forecasts.point']),
    'forecasts.outlook': guard('forecasts.outlook', methods['forecasts.outlook']),
    'departures.estimate': guard('departures.estimate', methods['departures.estimate']),
    'departures.sweep': guard('departures.sweep', methods['departures.sweep']),
    'departures.list': guard('departures.list', methods['departures.list']),
    'departures.get': guard('departures.get', methods['departures.get']),
    'seakeeping.estimate': guard('seakeeping.estimate', methods['seakeeping.estimate']),
    'seakeeping.voyage': guard('seakeeping.voyage', methods['seakeeping.voyage']),
    'routing.estimate': guard('routing.estimate', methods['routing.estimate']),
    'routing.optimise': guard('routing.optimise', methods['routing.optimise']),
    'models.catalogue': guard('models.catalogue', methods['models.catalogue']),
    'models.compare': guard('models.compare', methods['models.compare']),
    'storms.current': guard('storms.current', methods['storms.current']),
    'places.search': guard('places.search', methods['places.search']),
    'places.nearby': guard('places.nearby', methods['places.nearby']),
    'weather.radar': guard('weather.radar', methods['weather.radar']),
    'weather.conditions': guard('weather.conditions', methods['weather.conditions']),
    'maps.layers': guard('maps.layers', methods['maps.layers']),
    'maps.image': guard('maps.image', methods['maps.image']),
    'maps.points': guard('maps.points', methods['maps.points']),
    'maps.cancelPoints': guard('maps.cancelPoints', methods['maps.cancelPoints']),
    'settings.get': guard('settings.get', methods['settings.get']),
    'settings.set': guard('settings.set', methods['settings.set']),
    'key.set': guard('key.set', methods['key.set']),
    'key.clear': guard('key.clear', methods['key.clear']),
    'key.status': guard('key.status', methods['key.status']),
    'demo.status': guard('demo.status', methods['demo.status']),
    'demo.enable': guard('demo.enable', methods['demo.enable']),
    'demo.disable': guard('demo.disable', methods['demo.disable']),
    'connection.status': guard('connection.status', methods['connection.status']),
    'routes.import': guard('routes.import', methods['routes.import']),
    'routes.export': guard('routes.export', methods['routes.export']),
    'reports.export': guard('reports.export', methods['reports.export']),
    'store.health': guard('store.health', methods['store.health']),
    'store.restore': guard('store.restore', methods['store.restore']),
    'store.size': guard('store.size', methods['store.size']),
    'store.clearCache': guard('store.clearCache', methods['store.clearCache']),
    'weather.climate': guard('weather.climate', methods['weather.climate']),
    'weather.climateOutlook': guard('weather.climateOutlook', methods['weather.climateOutlook']),
    'transit.stops': guard('transit.stops', methods['transit.stops']),
    'transit.journeys': guard('transit.journeys', methods['transit.journeys']),
    'transit.cancel': guard('transit.cancel', methods['transit.cancel']),
    'transit.choose': guard('transit.choose', methods['transit.choose']),
    'transit.chosen': guard('transit.chosen', methods['transit.chosen']),
    'traffic.snapshot': guard('traffic.snapshot', methods['traffic.snapshot']),
    'portcall.record': guard('portcall.record', methods['portcall.record']),
    'portcall.get': guard('portcall.get', methods['portcall.get']),
    'tasks.cancel': guard('tasks.cancel', methods['tasks.cancel']),
  };
  return {
    api,
    async close() {
      // Long work still running stops asking the service before the service and the store go.
      tasks.cancelAll();
      await source.close();
      store.close();
      layerImages.close();
    },
  };
}
