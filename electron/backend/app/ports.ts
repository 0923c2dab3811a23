// ports.*: the port catalogue is searched in the store only; the service is asked on an
// explicit sync (all four sizes), and a failed sync leaves the stored catalogue in place.
import type { BackendApi, PortSyncStatus, Provenance } from '../../../shared/ipc';
import { IpcFailure } from '../../../shared/ipc';
import type { PortSize } from '../../../shared/api/resources/ports';
import { FRESHNESS_POLICY, isFresh } from '../store/freshness';
import type { BackendContext } from './context';
import { canServeFromStore } from './errors';
import { freshProvenance, storedProvenance } from './provenance';

type PortMethods = Pick<
  BackendApi,
  'ports.search' | 'ports.nearest' | 'ports.inBbox' | 'ports.sync' | 'ports.syncStatus'
>;

const MAX_AGE_S = FRESHNESS_POLICY.ports.maxAgeS;
/** Every size of spec §2.15: the service's default is large ports only. */
const PORT_SIZES: readonly PortSize[] = ['very_small', 'small', 'medium', 'large'];

export function portMethods(ctx: BackendContext): PortMethods {
  const { ports } = ctx.store;
  // The ports table has no source column: the source of the last sync is remembered for
  // this launch, and otherwise taken to be the current mode's.
  let lastSyncSource: 'demo' | 'live' | null = null;

  function status(): PortSyncStatus {
    const lastSyncUtc = ports.lastSyncUtc();
    return {
      portCount: ports.count(),
      lastSyncUtc: lastSyncUtc === null ? null : Math.floor(lastSyncUtc),
      maxAgeS: MAX_AGE_S,
      stale: lastSyncUtc === null || !isFresh('ports', lastSyncUtc, ctx.nowUtc()),
    };
  }

  async function provenance(forceStale = false): Promise<Provenance> {
    const source = lastSyncSource ?? ((await ctx.source.demoStatus()).enabled ? 'demo' : 'live');
    const lastSyncUtc = ports.lastSyncUtc();
    // Never synced: nothing to be fresh about; the list is empty and syncStatus says why.
    if (lastSyncUtc === null) return { source, stale: true, fetchedAtUtc: 0, ageS: 0, models: [] };
    return storedProvenance('ports', source, lastSyncUtc, ctx.nowUtc(), { forceStale });
  }

  return {
    async 'ports.search'({ query, limit }) {
      return { ports: ports.search(query, limit), provenance: await provenance() };
    },
    async 'ports.nearest'({ lat, lon, limit, sizes }) {
      // The store ranks all sizes; a size filter asks for more and keeps the first `limit`.
      const wanted = sizes === undefined ? undefined : new Set(sizes);
      const found = ports.nearest(lat, lon, wanted === undefined ? limit : Math.min(limit * 20, 4000));
      const kept = (wanted === undefined ? found : found.filter((near) => wanted.has(near.port.size))).slice(0, limit);
      return {
        ports: kept.map((near) => ({ port: near.port, distanceM: near.distanceM })),
        provenance: await provenance(),
      };
    },
    async 'ports.inBbox'({ south, west, north, east, limit }) {
      return {
        ports: ports.inBox({ southDeg: south, westDeg: west, northDeg: north, eastDeg: east }, limit),
        provenance: await provenance(),
      };
    },
    async 'ports.sync'({ force }) {
      const before = status();
      if (!force && !before.stale) return { ...before, provenance: await provenance() };
      const connection = await ctx.source.connect();
      try {
        const now = ctx.nowUtc();
        const answer = await connection.client.call('port.list', { size: [...PORT_SIZES] });
        ports.sync(answer.ports, now);
        lastSyncSource = connection.source;
        return { ...status(), provenance: freshProvenance(connection.source, now) };
      } catch (error) {
        if (canServeFromStore(error) && before.portCount > 0)
          return { ...status(), provenance: await provenance(true) };
        if (canServeFromStore(error)) {
          throw new IpcFailure(
            'offline',
            'The port list could not be fetched and none is stored yet. Connect and sync again.',
          );
        }
        throw error;
      }
    },
    async 'ports.syncStatus'() {
      return status();
    },
  };
}
