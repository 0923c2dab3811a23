// Every backend method name, dotted as `namespace.verb`. Kept apart from the schemas (and free
// of zod) so the sandboxed preload can be built from this list without bundling the schemas.

export const IPC_METHODS = [
  'voyages.list',
  'voyages.get',
  'voyages.history',
  'voyages.save',
  'voyages.rename',
  'voyages.duplicate',
  'voyages.delete',
  'voyages.saveDraft',
  'voyages.loadDraft',
  'ports.search',
  'ports.nearest',
  'ports.inBbox',
  'ports.sync',
  'ports.syncStatus',
  'vessels.search',
  'vessels.listProfiles',
  'vessels.saveProfile',
  'vessels.deleteProfile',
  'forecasts.estimate',
  'forecasts.run',
  'forecasts.list',
  'forecasts.get',
  'forecasts.point',
  'forecasts.outlook',
  'models.catalogue',
  'models.compare',
  'storms.current',
  'places.search',
  'places.nearby',
  'weather.radar',
  'weather.conditions',
  'maps.layers',
  'maps.image',
  'maps.points',
  'maps.cancelPoints',
  'settings.get',
  'settings.set',
  'key.set',
  'key.clear',
  'key.status',
  'demo.status',
  'demo.enable',
  'demo.disable',
  'connection.status',
  'routes.import',
  'routes.export',
  'reports.export',
  'store.health',
  'store.restore',
  'store.size',
  'store.clearCache',
  'weather.climate',
  'weather.climateOutlook',
  'transit.stops',
  'transit.journeys',
  'transit.cancel',
  'transit.choose',
  'transit.chosen',
  'traffic.snapshot',
  'portcall.record',
  'portcall.get',
  'departures.estimate',
  'departures.sweep',
  'departures.list',
  'departures.get',
  'seakeeping.estimate',
  'seakeeping.voyage',
  'routing.estimate',
  'routing.optimise',
  'tasks.cancel',
] as const;

export type IpcMethod = (typeof IPC_METHODS)[number];

/** The part before the dot: `voyages` for `voyages.save`. */
export type IpcNamespace = IpcMethod extends `${infer Namespace}.${string}` ? Namespace : never;

/** The IPC channel of a method; a prefix keeps Passage's channels apart from Electron's own. */
export function ipcChannel(method: IpcMethod): `passage:${IpcMethod}` {
  return `passage:${method}`;
}

/** The one event channel, main -> renderer: progress of long work such as a forecast run. */
export const PROGRESS_CHANNEL = 'passage:progress';

const METHOD_SET: ReadonlySet<string> = new Set(IPC_METHODS);

/** Narrows untrusted text (an RPC path, a channel suffix) to a method name. */
export function isIpcMethod(name: string): name is IpcMethod {
  return METHOD_SET.has(name);
}
