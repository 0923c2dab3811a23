// The store's health as the banner shows it: damaged or read-only, why, and the restore of the
// last good backup with its outcome in words. One job; the banner component only draws it.
import type { StoreHealth, StoreRestoreResult } from '../../../shared/ipc';
import type { Backend } from '../lib/backend';
import type { ConfirmRequest } from '../components/confirm.svelte';

export interface StoreHealthOptions {
  readonly backend: { readonly store: Pick<Backend['store'], 'health' | 'restore'> };
  readonly ask: (request: ConfirmRequest) => Promise<string | null>;
}

/** What a restore came to: done (the backend's sentence), cancelled, or failed (why, in words). */
export type RestoreOutcome =
  | { readonly kind: 'restored'; readonly result: StoreRestoreResult }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The backend's own sentence for a failed call (a BackendError), else a generic one. Told by
 * name, not instanceof: importing lib/backend builds the transport, which needs a window.
 */
function inWords(error: unknown): string {
  return error instanceof Error && error.name === 'BackendError'
    ? error.message
    : 'Something went wrong in this window. Reload it; if that does not help, restart Passage.';
}

function utcText(seconds: number): string {
  return `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The restore button's words: what it will put back. */
export function restoreLabel(health: StoreHealth): string {
  return health.restoreFrom === null
    ? 'Start a new store with the voyages that can be read'
    : `Restore the backup of ${utcText(health.restoreFrom.takenAtUtc)}`;
}

export class StoreHealthState {
  /** Null until the backend answers, and when it could not (the app then works as before). */
  health = $state.raw<StoreHealth | null>(null);
  restoring = $state(false);
  /** The last restore's outcome in words, until dismissed. */
  message = $state<string | null>(null);
  readonly showing: boolean = $derived((this.health !== null && this.health.state !== 'ok') || this.message !== null);

  private readonly backend: StoreHealthOptions['backend'];
  private readonly ask: StoreHealthOptions['ask'];

  constructor(options: StoreHealthOptions) {
    this.backend = options.backend;
    this.ask = options.ask;
  }

  async load(): Promise<void> {
    try {
      this.health = await this.backend.store.health({});
    } catch {
      // An older backend or a refused window: there is nothing more to say than the app already does.
      this.health = null;
    }
  }

  async restore(): Promise<RestoreOutcome> {
    const health = this.health;
    if (health === null || !health.canRestore || this.restoring) return { kind: 'cancelled' };
    const label = restoreLabel(health);
    const choice = await this.ask({
      title: 'Restore the store',
      message:
        `${label}? Voyages saved since then are recovered from the damaged store where they can be read. ` +
        'The damaged file is kept beside it, renamed, and never deleted.',
      choices: [{ id: 'restore', label }],
    });
    if (choice !== 'restore') return { kind: 'cancelled' };
    this.restoring = true;
    try {
      const result = await this.backend.store.restore({});
      this.message = result.message;
      await this.load();
      return { kind: 'restored', result };
    } catch (error) {
      const message = `The store was not restored: ${inWords(error)}`;
      this.message = message;
      return { kind: 'failed', message };
    } finally {
      this.restoring = false;
    }
  }

  dismiss(): void {
    this.message = null;
  }
}
