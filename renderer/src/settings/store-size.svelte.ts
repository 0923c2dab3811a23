// The store's size in Settings and "Clear cached forecasts" (issue 27): read when the dialog
// opens, cleared after the navigator confirms, with the outcome in words. One job; the
// StoreSizeSection component only draws it.
import type { StoreClearResult, StoreSize } from '../../../shared/ipc';
import type { Backend } from '../lib/backend';
import type { ConfirmRequest } from '../components/confirm.svelte';
import { errorInWords } from '../components/error-words';

export interface StoreSizeOptions {
  readonly backend: { readonly store: Pick<Backend['store'], 'size' | 'clearCache'> };
  readonly ask: (request: ConfirmRequest) => Promise<string | null>;
}

/** What a clear came to: done, cancelled, or failed (why, in words). */
export type ClearOutcome =
  | { readonly kind: 'cleared'; readonly result: StoreClearResult }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string };

export const CLEAR_LABEL = 'Clear cached forecasts';

export class StoreSizeState {
  /** Null until the backend answers. */
  size = $state.raw<StoreSize | null>(null);
  /** Why the size could not be read, in words. */
  loadError = $state<string | null>(null);
  clearing = $state(false);
  /** The last clear's outcome in words. */
  message = $state.raw<{ readonly kind: 'ok' | 'error'; readonly text: string } | null>(null);

  private readonly backend: StoreSizeOptions['backend'];
  private readonly ask: StoreSizeOptions['ask'];

  constructor(options: StoreSizeOptions) {
    this.backend = options.backend;
    this.ask = options.ask;
  }

  async load(): Promise<void> {
    try {
      this.size = await this.backend.store.size({});
      this.loadError = null;
    } catch (error) {
      this.loadError = `The store's size could not be read: ${errorInWords(error)}`;
    }
  }

  async clear(): Promise<ClearOutcome> {
    const size = this.size;
    if (size === null || !size.canClear || this.clearing) return { kind: 'cancelled' };
    // The words load with the first clear: the app's start does not need them.
    const { clearedText, clearQuestion } = await import('./store-size-text');
    const choice = await this.ask({
      title: CLEAR_LABEL,
      message: clearQuestion(size),
      choices: [{ id: 'clear', label: CLEAR_LABEL, danger: true }],
    });
    if (choice !== 'clear') return { kind: 'cancelled' };
    this.clearing = true;
    try {
      const result = await this.backend.store.clearCache({});
      this.size = result.size;
      this.message = { kind: 'ok', text: clearedText(result) };
      return { kind: 'cleared', result };
    } catch (error) {
      const message = `Nothing was cleared: ${errorInWords(error)}`;
      this.message = { kind: 'error', text: message };
      return { kind: 'failed', message };
    } finally {
      this.clearing = false;
    }
  }
}
