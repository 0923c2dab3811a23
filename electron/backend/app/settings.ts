// settings.*, key.* and demo.*: the app's own state. The key goes to the host's vault and is
// never returned; demo mode is a stored setting, and also on whenever no key is set.
import type { BackendApi, Settings, UnitPreferences } from '../../../shared/ipc';
import { unitPreferencesSchema } from '../../../shared/ipc';
import type { BackendContext } from './context';

type AppMethods = Pick<
  BackendApi,
  | 'settings.get'
  | 'settings.set'
  | 'key.set'
  | 'key.clear'
  | 'key.status'
  | 'demo.status'
  | 'demo.enable'
  | 'demo.disable'
>;

const DEFAULT_UNITS: UnitPreferences = { speed: 'kn', distance: 'NM', waveHeight: 'm', coordinates: 'dm' };

/**
 * `readOnlyReason` says why the store cannot be written now (null when it can): settings then hold
 * for this launch only, and every answer says so.
 */
export function appMethods(ctx: BackendContext, readOnlyReason: () => string | null = () => null): AppMethods {
  const { settings } = ctx.store;
  // The store's units have no coordinate format yet: it lives here for this launch only.
  let coordinates: UnitPreferences['coordinates'] = DEFAULT_UNITS.coordinates;

  function current(): Settings {
    const stored = settings.all();
    // The store allows more units than the UI offers (mph, Bft, ...): those read as the default.
    const units = unitPreferencesSchema.safeParse({ ...stored.units, coordinates });
    const reason = readOnlyReason();
    return {
      serviceUrl: stored.serviceUrl,
      units: units.success ? units.data : { ...DEFAULT_UNITS, coordinates },
      nightMode: stored.nightMode,
      ...(reason === null
        ? {}
        : { notSaved: `Settings hold for this launch only and are not saved: ${reason.replace(/\.$/, '')}.` }),
    };
  }

  return {
    async 'settings.get'() {
      return current();
    },
    async 'settings.set'(patch) {
      if (patch.serviceUrl !== undefined) settings.set('serviceUrl', patch.serviceUrl);
      if (patch.nightMode !== undefined) settings.set('nightMode', patch.nightMode);
      if (patch.units !== undefined) {
        const was = current().units;
        const asked = patch.units;
        const units = {
          speed: asked.speed ?? was.speed,
          distance: asked.distance ?? was.distance,
          waveHeight: asked.waveHeight ?? was.waveHeight,
          coordinates: asked.coordinates ?? was.coordinates,
        };
        coordinates = units.coordinates;
        settings.set('units', { speed: units.speed, distance: units.distance, waveHeight: units.waveHeight });
      }
      return current();
    },
    'key.set': ({ apiKey }) => ctx.host.vault.set(apiKey),
    'key.clear': () => ctx.host.vault.clear(),
    'key.status': () => ctx.host.vault.status(),
    'demo.status': () => ctx.source.demoStatus(),
    async 'demo.enable'() {
      settings.set('demoMode', true);
      return ctx.source.demoStatus();
    },
    async 'demo.disable'() {
      settings.set('demoMode', false);
      return ctx.source.demoStatus();
    },
  };
}
