// store.*: the store's health as the banner shows it, and the restore of a damaged store.
import type { BackendApi } from '../../../shared/ipc';
import type { ManagedStore } from '../store/managed-store';

type StoreMethods = Pick<BackendApi, 'store.health' | 'store.restore'>;

export function storeMethods(managed: ManagedStore): StoreMethods {
  return {
    'store.health': async () => managed.health(),
    'store.restore': () => managed.restore(),
  };
}
