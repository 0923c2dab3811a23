// Which stored sweeps belong to a voyage revision: a sweep's figures rest on the route, speeds,
// stays and limits, never on the departure. Choosing a departure from a sweep saves a new
// revision; that revision's next sweep still compares with it, and its report still shows it.
import { limitsOfVoyage } from '../../../../shared/domain/vessel-limits-schema';
import type { StoredSweep } from '../../store/departure-sweeps';
import type { Store } from '../../store/store';
import type { StoredVoyage } from '../../store/voyages';

function sweepBasis(store: Store, voyageId: string, revision: number): string | undefined {
  const voyage = store.voyages.get(voyageId, revision)?.voyage;
  if (voyage === undefined) return undefined;
  return JSON.stringify({
    waypoints: voyage.route.waypoints.map((w) => [w.position.lat, w.position.lon, w.legGeometry]),
    speeds: voyage.speedsKn,
    stays: Object.entries(voyage.staysS).sort(([a], [b]) => a.localeCompare(b)),
    limits: limitsOfVoyage(voyage),
  });
}

/** The stored sweeps of this voyage made for this revision or one with the same route, speeds, stays and limits; newest first. */
export function sweepsLike(store: Store, stored: StoredVoyage): StoredSweep[] {
  const basis = sweepBasis(store, stored.id, stored.revision);
  return store.departureSweeps
    .list(stored.id)
    .filter(
      (s) =>
        s.sweep.voyageRevision === stored.revision || sweepBasis(store, stored.id, s.sweep.voyageRevision) === basis,
    );
}
