// Drafts and voyages shared by the library tests: a two-leg North Sea passage.
import type { Voyage } from '../../../shared/domain/voyage';
import { addWaypoint, emptyDraft, setLegSpeed, toVoyage, type VoyageDraft } from '../../../renderer/src/voyage/editor';

export const DEPARTURE_UTC = Date.UTC(2026, 11, 1, 6) / 1000;

export function northSeaDraft(): VoyageDraft {
  let d = emptyDraft(DEPARTURE_UTC, { name: 'North Sea run' });
  d = addWaypoint(d, { lat: 51.905, lon: 4.478 }, 'Rotterdam');
  d = addWaypoint(d, { lat: 51.0, lon: 1.5 }, 'Dover Strait');
  d = addWaypoint(d, { lat: 50.0, lon: -1.0 }, 'St Catherines');
  return setLegSpeed(d, 1, 14);
}

export function northSeaVoyage(): Voyage {
  return toVoyage(northSeaDraft());
}
