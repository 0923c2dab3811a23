// The settings panel's state with a fake backend: what shows before and after the backend
// answers, night mode applied at once and taken back when it is not stored, changes refused in
// words before they are sent, the key handed over (never kept) and demo mode following it.
import { describe, expect, it, vi } from 'vitest';
import {
  settingsSchema,
  type DemoStatus,
  type KeyStatus,
  type Settings,
  type SettingsPatch,
} from '../../../shared/ipc';
import type { ConfirmRequest } from '../../../renderer/src/components/confirm.svelte';
import { SettingsState, type SettingsOptions } from '../../../renderer/src/settings/settings-state.svelte';
import { DEFAULT_UNITS } from '../../../renderer/src/settings/settings-text';
import type { FlagStorage, ThemeRoot } from '../../../renderer/src/settings/theme';
import { backendError, deferred } from '../fixtures';

vi.hoisted(() => vi.stubGlobal('window', { passage: {} }));

const STORED: Settings = {
  serviceUrl: 'https://api.example.com',
  units: { speed: 'kn', distance: 'NM', waveHeight: 'ft', coordinates: 'dms' },
  nightMode: false,
};
const DEMO_OFF: DemoStatus = { enabled: false, reason: null, serviceUrl: null };
const DEMO_NO_KEY: DemoStatus = { enabled: true, reason: 'no-key', serviceUrl: 'http://127.0.0.1:40123' };
const DEMO_CHOSEN: DemoStatus = { ...DEMO_NO_KEY, reason: 'chosen' };
const KEY_SET: KeyStatus = { set: true, source: 'vault' };
const NO_KEY: KeyStatus = { set: false, source: 'none' };

/** A backend that stores settings like the real one: a patch is merged and the whole comes back. */
function fakeBackend(start: { settings?: Settings; key?: KeyStatus; demo?: DemoStatus } = {}) {
  let settings = start.settings ?? STORED;
  let key = start.key ?? NO_KEY;
  let demo = start.demo ?? DEMO_NO_KEY;
  return {
    settings: {
      get: vi.fn(async () => settings),
      set: vi.fn(async (patch: SettingsPatch) => {
        // Parsed, as the backend parses what it stores: a patch's unit replaces that unit only.
        settings = settingsSchema.parse({ ...settings, ...patch, units: { ...settings.units, ...patch.units } });
        return settings;
      }),
    },
    key: {
      status: vi.fn(async () => key),
      set: vi.fn(async (_input: { apiKey: string }) => {
        key = KEY_SET;
        if (demo.reason === 'no-key') demo = DEMO_OFF;
        return key;
      }),
      clear: vi.fn(async () => {
        key = NO_KEY;
        demo = DEMO_NO_KEY;
        return key;
      }),
    },
    demo: {
      status: vi.fn(async () => demo),
      enable: vi.fn(async () => (demo = DEMO_CHOSEN)),
      disable: vi.fn(async () => (demo = key.set ? DEMO_OFF : DEMO_NO_KEY)),
    },
    // The Data folder section has its own state and tests (store-size.svelte.test.ts).
    store: {
      size: vi.fn(() => Promise.reject(new Error('not asked in these tests'))),
      clearCache: vi.fn(() => Promise.reject(new Error('not asked in these tests'))),
    },
  } satisfies SettingsOptions['backend'];
}

/** <html> as theme.ts sees it. */
function fakeRoot(): ThemeRoot & { readonly theme: () => string | undefined } {
  const attributes = new Map<string, string>();
  return {
    setAttribute: (name, value) => void attributes.set(name, value),
    removeAttribute: (name) => void attributes.delete(name),
    theme: () => attributes.get('data-theme'),
  };
}

function fakeStorage(initial: Record<string, string> = {}): FlagStorage & { readonly items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

function make(
  backend = fakeBackend(),
  ask: (request: ConfirmRequest) => Promise<string | null> = async () => null,
  storage = fakeStorage(),
) {
  const root = fakeRoot();
  const state = new SettingsState({ backend, ask, root, storage });
  return { state, backend, root, storage };
}

describe('SettingsState: reading', () => {
  it('shows the default units until the backend answers, then the stored ones', async () => {
    const { state } = make();
    expect(state.units).toEqual(DEFAULT_UNITS);
    expect(state.demo).toBeNull();
    await state.load();
    expect(state.units).toEqual(STORED.units);
    expect(state.keyStatus).toEqual(NO_KEY);
    expect(state.demoOn).toBe(true);
    expect(state.loadError).toBeNull();
  });

  it('says in the backend’s words why the settings could not be read', async () => {
    const backend = fakeBackend();
    backend.key.status.mockRejectedValueOnce(backendError('The key vault is locked. Unlock your keychain.'));
    const { state } = make(backend);
    await state.load();
    expect(state.loadError).toBe('The key vault is locked. Unlock your keychain.');
    expect(state.settings).toBeNull();
    // Read again, it succeeds and the message goes.
    await state.load();
    expect(state.loadError).toBeNull();
  });

  it('never shows a stack trace for an unexpected failure', async () => {
    const backend = fakeBackend();
    backend.settings.get.mockRejectedValueOnce(new TypeError('x is undefined'));
    const { state } = make(backend);
    await state.load();
    expect(state.loadError).toBe(
      'Something went wrong in this window. Reload it; if that does not help, restart Passage.',
    );
  });
});

describe('SettingsState: night mode', () => {
  it('paints the page dark from the start when the window last saw night mode', () => {
    const { state, root } = make(fakeBackend(), undefined, fakeStorage({ 'passage.nightMode': 'true' }));
    expect(state.nightMode).toBe(true);
    expect(root.theme()).toBe('night');
  });

  it('follows the stored setting once it is read, and remembers it for the next start', async () => {
    const storage = fakeStorage({ 'passage.nightMode': 'true' });
    const { state, root } = make(fakeBackend(), undefined, storage);
    await state.load();
    expect(state.nightMode).toBe(false);
    expect(root.theme()).toBeUndefined();
    expect(storage.items.get('passage.nightMode')).toBe('false');
  });

  it('applies night mode before the backend answers', async () => {
    const backend = fakeBackend();
    const { state, root, storage } = make(backend);
    await state.load();
    const answer = deferred<Settings>();
    backend.settings.set.mockReturnValueOnce(answer.promise);
    const outcome = state.setNightMode(true);
    expect(root.theme()).toBe('night');
    expect(storage.items.get('passage.nightMode')).toBe('true');
    expect(state.busy).toBe(true);
    answer.resolve({ ...STORED, nightMode: true });
    expect(await outcome).toBeNull();
    expect(state.busy).toBe(false);
    expect(state.nightMode).toBe(true);
  });

  it('takes night mode back when it could not be stored, and says why', async () => {
    const backend = fakeBackend();
    const { state, root, storage } = make(backend);
    await state.load();
    backend.settings.set.mockRejectedValueOnce(backendError('The settings file is read-only.', 'internal'));
    expect(await state.setNightMode(true)).toBe('The settings file is read-only.');
    expect(root.theme()).toBeUndefined();
    expect(storage.items.get('passage.nightMode')).toBe('false');
    expect(state.nightMode).toBe(false);
  });
});

describe('SettingsState: changes', () => {
  it('refuses a service address with a query in words, without asking the backend', async () => {
    const { state, backend } = make();
    const outcome = await state.setServiceUrl('https://api.example.com/?api_key=abc');
    expect(outcome).toMatch(/Leave out everything from “\?” or “#”/);
    expect(backend.settings.set).not.toHaveBeenCalled();
  });

  it('sends a good address trimmed and shows what the backend stored', async () => {
    const { state, backend } = make();
    expect(await state.setServiceUrl('  https://weather.example.org  ')).toBeNull();
    expect(backend.settings.set).toHaveBeenCalledWith({ serviceUrl: 'https://weather.example.org' });
    expect(state.settings?.serviceUrl).toBe('https://weather.example.org');
  });

  it('changes one unit and keeps the others', async () => {
    const { state, backend } = make();
    await state.load();
    expect(await state.setUnits({ speed: 'm/s' })).toBeNull();
    expect(backend.settings.set).toHaveBeenCalledWith({ units: { speed: 'm/s' } });
    expect(state.units).toEqual({ ...STORED.units, speed: 'm/s' });
  });

  it('reports a refused change in the backend’s words and keeps the old value', async () => {
    const backend = fakeBackend();
    const { state } = make(backend);
    await state.load();
    backend.settings.set.mockRejectedValueOnce(backendError('Passage is not answering.', 'server-unavailable'));
    expect(await state.setUnits({ distance: 'km' })).toBe('Passage is not answering.');
    expect(state.units.distance).toBe('NM');
    expect(state.busy).toBe(false);
  });
});

describe('SettingsState: the API key and demo mode', () => {
  it('refuses a key with a space before sending it, without repeating the key', async () => {
    const { state, backend } = make();
    const outcome = await state.setKey('abcd efgh ijkl');
    expect(outcome).toBe('The key may hold only printable characters without spaces.');
    expect(outcome).not.toContain('abcd');
    expect(backend.key.set).not.toHaveBeenCalled();
  });

  it('hands a key to the vault trimmed, and demo mode then goes off', async () => {
    const { state, backend } = make();
    await state.load();
    expect(state.demoOn).toBe(true);
    expect(await state.setKey('  sk_live_0123456789  ')).toBeNull();
    expect(backend.key.set).toHaveBeenCalledWith({ apiKey: 'sk_live_0123456789' });
    expect(state.keyStatus).toEqual(KEY_SET);
    expect(state.demoOn).toBe(false);
    // The state keeps where the key lives, never the key.
    expect(JSON.stringify(state.keyStatus)).not.toContain('sk_live');
  });

  it('clears the key only when the navigator confirms', async () => {
    const requests: ConfirmRequest[] = [];
    let choice: string | null = null;
    const { state, backend } = make(fakeBackend({ key: KEY_SET, demo: DEMO_OFF }), async (request) => {
      requests.push(request);
      return choice;
    });
    await state.load();
    expect(await state.clearKey()).toBe(false);
    expect(backend.key.clear).not.toHaveBeenCalled();
    expect(requests[0]?.choices).toEqual([{ id: 'clear', label: 'Clear key', danger: true }]);
    expect(requests[0]?.message).toMatch(/Live forecasts stop until a key is set again/);

    choice = 'clear';
    expect(await state.clearKey()).toBeNull();
    expect(state.keyStatus).toEqual(NO_KEY);
    // Without a key the backend falls back to demo data, and the banner must say so.
    expect(state.demo).toEqual(DEMO_NO_KEY);
  });

  it('turns demo mode on and off', async () => {
    const { state, backend } = make(fakeBackend({ key: KEY_SET, demo: DEMO_OFF }));
    await state.load();
    expect(await state.setDemoMode(true)).toBeNull();
    expect(state.demo).toEqual(DEMO_CHOSEN);
    expect(await state.setDemoMode(false)).toBeNull();
    expect(state.demoOn).toBe(false);
    expect(backend.demo.enable).toHaveBeenCalledTimes(1);
    expect(backend.demo.disable).toHaveBeenCalledTimes(1);
  });

  it('says why the demo status could not be read again', async () => {
    const backend = fakeBackend();
    const { state } = make(backend);
    await state.load();
    backend.demo.status.mockRejectedValueOnce(backendError('The demo service stopped. Restart Passage.', 'internal'));
    await state.refreshDemo();
    expect(state.loadError).toBe('The demo service stopped. Restart Passage.');
    expect(state.demo).toEqual(DEMO_NO_KEY);
  });
});

describe('SettingsState: the dialog', () => {
  it('is closed at first; opening asks for a field to focus or none, closing forgets it', () => {
    const { state } = make();
    expect(state.dialog).toBeNull();
    state.openDialog();
    expect(state.dialog).toEqual({ focus: null });
    // Enter API key while it is open already: a new request, so the focus moves to the key.
    const before = state.dialog;
    state.openDialog('key');
    expect(state.dialog).toEqual({ focus: 'key' });
    expect(state.dialog).not.toBe(before);
    state.closeDialog();
    expect(state.dialog).toBeNull();
  });
});
