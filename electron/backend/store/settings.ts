// App settings as key -> JSON value, each key with its own schema, parsed on every read.
// The API key is deliberately not a setting: the key vault holds it, never this database.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { parseStored, parseStoredJson } from './rows';

const speedUnitSchema = z.enum(['kn', 'm/s', 'km/h', 'mph', 'Bft']);
const lengthUnitSchema = z.enum(['m', 'NM', 'km', 'ft', 'mi', 'cm']);

/** Every setting, its schema and (below) its default. Adding a key needs no migration. */
export const settingsSchema = z.object({
  /** Base URL of the web service (spec §5), without query or key. */
  serviceUrl: z.string().url(),
  units: z.object({ speed: speedUnitSchema, distance: lengthUnitSchema, waveHeight: lengthUnitSchema }),
  nightMode: z.boolean(),
  demoMode: z.boolean(),
});

export type Settings = z.output<typeof settingsSchema>;
export type SettingKey = keyof Settings;

export const DEFAULT_SETTINGS: Settings = {
  serviceUrl: 'https://api.example.invalid',
  units: { speed: 'kn', distance: 'NM', waveHeight: 'm' },
  nightMode: false,
  demoMode: false,
};

// One key is checked by parsing it over the defaults with the whole schema: the result keeps
// the key's precise type, which a per-key schema lookup would widen to a union.
export interface SettingsRepository {
  get<K extends SettingKey>(key: K): Settings[K];
  set<K extends SettingKey>(key: K, value: Settings[K]): void;
  /** Every setting, stored values over defaults. */
  all(): Settings;
  /** Back to the default (removes the row). */
  reset(key: SettingKey): void;
}

export function settingsRepository(db: Database): SettingsRepository {
  const select = db.prepare<[string], { value_json: unknown }>('SELECT value_json FROM settings WHERE key = ?');
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value_json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json',
  );
  const remove = db.prepare<[string]>('DELETE FROM settings WHERE key = ?');

  function get<K extends SettingKey>(key: K): Settings[K] {
    const row = select.get(key);
    if (row === undefined) return DEFAULT_SETTINGS[key];
    const value = parseStoredJson(z.unknown(), row.value_json, 'settings', key);
    return parseStored(settingsSchema, { ...DEFAULT_SETTINGS, [key]: value }, 'settings', key)[key];
  }

  return {
    get,
    set(key, value) {
      upsert.run(key, JSON.stringify(settingsSchema.parse({ ...DEFAULT_SETTINGS, [key]: value })[key]));
    },
    all() {
      return {
        serviceUrl: get('serviceUrl'),
        units: get('units'),
        nightMode: get('nightMode'),
        demoMode: get('demoMode'),
      };
    },
    reset(key) {
      remove.run(key);
    },
  };
}
