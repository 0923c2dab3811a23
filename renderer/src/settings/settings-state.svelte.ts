// The app's settings as reactive state: service address, units, night mode (applied to the
// page at once), the API key's status (set and clear; the key itself never comes back) and
// demo mode, whose status the demo banner and the status bar read from here; whether the
// Settings dialog is open, which the toolbar, the demo banner and the app menu all ask for; and
// the store's size with Clear cached forecasts (its own state, store-size.svelte.ts).
import type { DemoStatus, KeyStatus, Settings, SettingsPatch, UnitPreferences } from '../../../shared/ipc';
import type { Backend } from '../lib/backend';
import { errorInWords } from '../components/error-words';
import type { ConfirmRequest } from '../components/confirm.svelte';
import { apiKeyProblem, DEFAULT_UNITS, serviceUrlProblem } from './settings-text';
import { applyNightMode, rememberedNightMode, rememberNightMode, type FlagStorage, type ThemeRoot } from './theme';
import { StoreSizeState, type StoreSizeOptions } from './store-size.svelte';

export interface SettingsOptions {
  readonly backend: Pick<Backend, 'settings' | 'key' | 'demo'> & StoreSizeOptions['backend'];
  /** Asks the navigator (Confirmations.ask); resolves with the choice id, null for cancel. */
  readonly ask: (request: ConfirmRequest) => Promise<string | null>;
  /** Where night mode is applied: document.documentElement. */
  readonly root?: ThemeRoot | null;
  readonly storage?: FlagStorage | null;
}

/** A change's outcome: null when done, else why not, in words. */
export type SettingOutcome = string | null;

/** The Settings dialog open, and the field to put the focus in ('key': the new API key). */
export interface SettingsDialogRequest {
  readonly focus: 'key' | null;
}

function localStorageOrNull(): FlagStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export class SettingsState {
  /** The backend's settings; null until they are read. */
  settings = $state.raw<Settings | null>(null);
  keyStatus = $state.raw<KeyStatus | null>(null);
  /** Demo mode now; null until known. The demo banner reads this. */
  demo = $state.raw<DemoStatus | null>(null);
  /** Why settings, key or demo status could not be read, in words. */
  loadError = $state<string | null>(null);
  /** A change is being sent. */
  busy = $state(false);
  /** The Settings dialog: null while closed. */
  dialog = $state.raw<SettingsDialogRequest | null>(null);

  /** Units to show values in (defaults until the backend answers). */
  readonly units: UnitPreferences = $derived(this.settings?.units ?? DEFAULT_UNITS);
  readonly nightMode: boolean;
  readonly demoOn: boolean = $derived(this.demo?.enabled === true);
  /** The store's size and Clear cached forecasts: the dialog's Data folder section. */
  readonly store: StoreSizeState;

  private readonly backend: SettingsOptions['backend'];
  private readonly ask: SettingsOptions['ask'];
  private readonly root: ThemeRoot | null;
  private readonly storage: FlagStorage | null;
  private readonly earlyNight: boolean;

  constructor(options: SettingsOptions) {
    this.backend = options.backend;
    this.ask = options.ask;
    this.store = new StoreSizeState({ backend: options.backend, ask: options.ask });
    this.root =
      options.root === undefined ? (typeof document === 'undefined' ? null : document.documentElement) : options.root;
    this.storage = options.storage === undefined ? localStorageOrNull() : options.storage;
    this.earlyNight = rememberedNightMode(this.storage);
    this.nightMode = $derived(this.settings?.nightMode ?? this.earlyNight);
    if (this.root !== null) applyNightMode(this.root, this.earlyNight);
  }

  /** Opens the Settings dialog (or, open already, moves the focus as asked). */
  openDialog(focus: SettingsDialogRequest['focus'] = null): void {
    this.dialog = { focus };
  }

  closeDialog(): void {
    this.dialog = null;
  }

  /** Reads settings, key status and demo status. Call once at start. */
  async load(): Promise<void> {
    try {
      const [settings, keyStatus, demo] = await Promise.all([
        this.backend.settings.get({}),
        this.backend.key.status({}),
        this.backend.demo.status({}),
      ]);
      this.accept(settings);
      this.keyStatus = keyStatus;
      this.demo = demo;
      this.loadError = null;
    } catch (error) {
      this.loadError = errorInWords(error);
    }
  }

  /** Reads demo status again (after the key or the demo setting changed). */
  async refreshDemo(): Promise<void> {
    try {
      this.demo = await this.backend.demo.status({});
    } catch (error) {
      this.loadError = errorInWords(error);
    }
  }

  setServiceUrl(text: string): Promise<SettingOutcome> {
    const problem = serviceUrlProblem(text);
    if (problem !== null) return Promise.resolve(problem);
    return this.patch({ serviceUrl: text.trim() });
  }

  setUnits(units: Partial<UnitPreferences>): Promise<SettingOutcome> {
    return this.patch({ units });
  }

  setNightMode(night: boolean): Promise<SettingOutcome> {
    // Applied before the backend answers: the navigator's eyes should not wait for a round trip.
    if (this.root !== null) applyNightMode(this.root, night);
    rememberNightMode(this.storage, night);
    return this.patch({ nightMode: night }).then((outcome) => {
      // Not stored: show what is stored again, so the screen never claims a setting it lacks.
      if (outcome !== null) {
        if (this.root !== null) applyNightMode(this.root, this.nightMode);
        rememberNightMode(this.storage, this.nightMode);
      }
      return outcome;
    });
  }

  /** Hands the key to the backend's vault. The caller clears its field whatever the outcome. */
  async setKey(apiKey: string): Promise<SettingOutcome> {
    const problem = apiKeyProblem(apiKey);
    if (problem !== null) return problem;
    return this.run(async () => {
      this.keyStatus = await this.backend.key.set({ apiKey: apiKey.trim() });
      await this.refreshDemo();
    });
  }

  /** Removes the stored key after the navigator confirms; false when they did not. */
  async clearKey(): Promise<SettingOutcome | false> {
    const choice = await this.ask({
      title: 'Clear the API key?',
      message:
        'Passage forgets the key stored on this computer. Live forecasts stop until a key is set again; demo data stays available.',
      choices: [{ id: 'clear', label: 'Clear key', danger: true }],
    });
    if (choice !== 'clear') return false;
    return this.run(async () => {
      this.keyStatus = await this.backend.key.clear({});
      await this.refreshDemo();
    });
  }

  setDemoMode(on: boolean): Promise<SettingOutcome> {
    return this.run(async () => {
      this.demo = on ? await this.backend.demo.enable({}) : await this.backend.demo.disable({});
    });
  }

  private patch(patch: SettingsPatch): Promise<SettingOutcome> {
    return this.run(async () => this.accept(await this.backend.settings.set(patch)));
  }

  private accept(settings: Settings): void {
    this.settings = settings;
    if (this.root !== null) applyNightMode(this.root, settings.nightMode);
    rememberNightMode(this.storage, settings.nightMode);
  }

  private async run(action: () => Promise<void>): Promise<SettingOutcome> {
    this.busy = true;
    try {
      await action();
      return null;
    } catch (error) {
      return errorInWords(error);
    } finally {
      this.busy = false;
    }
  }
}
