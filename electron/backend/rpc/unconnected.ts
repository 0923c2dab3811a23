// A backend whose every method answers 'server-unavailable': what a transport serves before
// the real backend is wired, and what shell and host tests start from (they stub the methods
// they need). Plain Node, so tests of either transport can use it without Electron.
import type { BackendApi } from '../../../shared/ipc';
import { IpcFailure } from '../../../shared/ipc';

const notConnected = async (): Promise<never> => {
  throw new IpcFailure('server-unavailable', 'The Passage backend is not connected in this build.');
};

/** Every method answering 'server-unavailable': for shell tests that stub the methods they need. */
export function unconnectedBackend(): BackendApi {
  return {
    'voyages.list': notConnected,
    'voyages.get': notConnected,
    'voyages.history': notConnected,
    'voyages.save': notConnected,
    'voyages.rename': notConnected,
    'voyages.duplicate': notConnected,
    'voyages.delete': notConnected,
    'voyages.saveDraft': notConnected,
    'voyages.loadDraft': notConnected,
    'ports.search': notConnected,
    'ports.nearest': notConnected,
    'ports.inBbox': notConnected,
    'ports.sync': notConnected,
    'ports.syncStatus': notConnected,
    'vessels.search': notConnected,
    'vessels.listProfiles': notConnected,
    'vessels.saveProfile': notConnected,
    'vessels.deleteProfile': notConnected,
    'forecasts.estimate': notConnected,
    'forecasts.run': notConnected,
    'forecasts.list': notConnected,
    'forecasts.get': notConnected,
    'forecasts.point': notConnected,
    'forecasts.outlook': notConnected,
    'departures.estimate': notConnected,
    'departures.sweep': notConnected,
    'departures.list': notConnected,
    'departures.get': notConnected,
    'routing.estimate': notConnected,
    'routing.optimise': notConnected,
    'models.catalogue': notConnected,
    'models.compare': notConnected,
    'storms.current': notConnected,
    'places.search': notConnected,
    'places.nearby': notConnected,
    'weather.radar': notConnected,
    'weather.conditions': notConnected,
    'maps.layers': notConnected,
    'maps.image': notConnected,
    'maps.points': notConnected,
    'settings.get': notConnected,
    'settings.set': notConnected,
    'key.set': notConnected,
    'key.clear': notConnected,
    'key.status': notConnected,
    'demo.status': notConnected,
    'demo.enable': notConnected,
    'demo.disable': notConnected,
    'connection.status': notConnected,
    'routes.import': notConnected,
    'routes.export': notConnected,
    'reports.export': notConnected,
    'store.health': notConnected,
    'store.restore': notConnected,
    'weather.climate': notConnected,
    'weather.climateOutlook': notConnected,
    'transit.stops': notConnected,
    'transit.journeys': notConnected,
    'transit.cancel': notConnected,
    'transit.choose': notConnected,
    'transit.chosen': notConnected,
    'traffic.snapshot': notConnected,
    'portcall.record': notConnected,
    'portcall.get': notConnected,
  };
}
