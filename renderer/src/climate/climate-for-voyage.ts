// The climate outlook wired to the voyage open in the editor: the saved revision on screen (none
// while edits are unsaved), the draft's departure, and saving first when the navigator asks.
import type { Backend } from '../lib/backend';
import { savedRevision } from '../library/library';
import type { OpenVoyage } from '../library/open-voyage.svelte';
import type { VoyageStore } from '../voyage/voyage-store.svelte';
import { ClimateState } from './climate-state.svelte';

export function climateForVoyage(
  voyage: Pick<OpenVoyage, 'saved' | 'dirty' | 'save'>,
  store: Pick<VoyageStore, 'draft'>,
  api: Pick<Backend, 'weather'>,
): ClimateState {
  return new ClimateState({
    api: api.weather,
    ensureSaved: () => savedRevision(voyage),
    current: () =>
      voyage.saved === null || voyage.dirty ? null : { voyageId: voyage.saved.id, revision: voyage.saved.revision },
    departureUtc: () => store.draft.departureUtc,
  });
}
