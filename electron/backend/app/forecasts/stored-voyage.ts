// The saved voyage a forecast is asked for, or 'not-found' in words.
import { IpcFailure } from '../../../../shared/ipc';
import type { Store } from '../../store/store';
import type { StoredVoyage } from '../../store/voyages';

export function storedVoyageOf(store: Store, voyageId: string, revision: number | undefined): StoredVoyage {
  const stored = store.voyages.get(voyageId, revision);
  if (stored === undefined) {
    throw new IpcFailure(
      'not-found',
      `There is no saved voyage ${voyageId}${revision === undefined ? '' : ` at revision ${revision}`}; save it before asking for a forecast.`,
      'voyageId',
    );
  }
  return stored;
}
