// vessels.*: the service's vessel search (paged, cached for offline look-ups) and the
// navigator's own vessel profiles with their limits, kept in the store.
import type { BackendApi } from '../../../shared/ipc';
import { IpcFailure } from '../../../shared/ipc';
import type { VesselProfile } from '../store/vessel-profiles';
import type { BackendContext } from './context';
import { callAndCache, readCached } from './cached-call';
import { canServeFromStore } from './errors';
import { freshProvenance, storedProvenance } from './provenance';
import { defined } from '../../../shared/domain/defined';

type VesselMethods = Pick<
  BackendApi,
  'vessels.search' | 'vessels.listProfiles' | 'vessels.saveProfile' | 'vessels.deleteProfile'
>;

/** Spec §4.3: the observed page size. */
const PAGE_SIZE = 20;

function toContract(profile: VesselProfile) {
  const vessel = {
    name: profile.name,
    ...defined({ imo: profile.imo }),
    ...defined({ mmsi: profile.mmsi }),
    limits: profile.limits,
    ...defined({ fuel: profile.fuel, hull: profile.hull }),
  };
  return { id: profile.id, vessel, updatedAtUtc: Math.floor(profile.updatedAtUtc) };
}

export function vesselMethods(ctx: BackendContext): VesselMethods {
  const { vesselProfiles, vesselSearch, responses } = ctx.store;
  return {
    async 'vessels.search'({ name, page }) {
      const connection = await ctx.source.connect();
      const params = { name, page };
      const now = ctx.nowUtc();
      try {
        const { value } = await callAndCache(connection, responses, 'vessel.search', params, { nowUtc: now });
        vesselSearch.put(value.items, now);
        return { ...value, provenance: freshProvenance(connection.source, now) };
      } catch (error) {
        if (!canServeFromStore(error)) throw error;
        // The same page asked before: exactly that answer, with its age.
        const cached = readCached(responses, connection.cacheBase, 'vessel.search', params);
        if (cached !== undefined) {
          return {
            ...cached.value,
            provenance: storedProvenance('vessels', connection.source, cached.fetchedAtUtc, now, { forceStale: true }),
          };
        }
        // Otherwise vessels met in any earlier search whose name contains the text. The cache
        // does not hand back when each was fetched, so the age is unknown (reported as 0).
        const items = page === 1 ? vesselSearch.search(name, PAGE_SIZE) : [];
        if (items.length === 0) throw error;
        return {
          info: { page, limit: PAGE_SIZE, query: name, total: items.length },
          items,
          provenance: { source: connection.source, stale: true, fetchedAtUtc: now, ageS: 0, models: [] },
        };
      }
    },
    async 'vessels.listProfiles'() {
      return { profiles: vesselProfiles.list().map(toContract) };
    },
    async 'vessels.saveProfile'({ id, vessel }) {
      return toContract(id === undefined ? vesselProfiles.create(vessel) : vesselProfiles.update(id, vessel));
    },
    async 'vessels.deleteProfile'({ id }) {
      if (!vesselProfiles.remove(id))
        throw new IpcFailure('not-found', `There is no vessel profile with id ${id}.`, 'id');
      return { id };
    },
  };
}
