// traffic.snapshot and portcall.*: Dutch road traffic (spec §4.5) for the port-call panel and
// `passage traffic`, and the port call a voyage's panel was used for. Both traffic answers are
// kept in the response cache: within 3 minutes (freshness `traffic`) they are served from the
// store, so nothing asks the service faster than it updates, and when the service cannot answer
// the stored pair is served marked stale, else 'offline' in words.
import type { TrafficGeoResult, TrafficOverviewResult } from '../../../shared/api/resources/traffic';
import type { BackendApi, IpcParsedInput, Provenance, TrafficSnapshot } from '../../../shared/ipc';
import { IpcFailure, TRAFFIC_CORRIDOR_KM, TRAFFIC_RADIUS_KM } from '../../../shared/ipc';
import { defined } from '../../../shared/domain/defined';
import { isFresh } from '../store/freshness';
import { callAndCache, readCached, type CachedAnswer } from './cached-call';
import type { BackendContext } from './context';
import { canServeFromStore } from './errors';
import { freshProvenance, storedProvenance } from './provenance';
import { eventsNear, joinTraffic } from './traffic-join';
import { connectCounted } from './service-source';

type TrafficMethods = Pick<BackendApi, 'traffic.snapshot' | 'portcall.record' | 'portcall.get'>;

interface Pair {
  readonly overview: CachedAnswer<TrafficOverviewResult>;
  readonly geo: CachedAnswer<TrafficGeoResult>;
}

/** The snapshot of one overview + GeoJSON pair, cut to the events near a place when asked. */
export function shapeTraffic(
  pair: { overview: TrafficOverviewResult; geo: TrafficGeoResult },
  input: IpcParsedInput<'traffic.snapshot'>,
  creditsSpent: number,
  provenance: Provenance,
): TrafficSnapshot {
  const all = joinTraffic(pair.overview, pair.geo);
  const near =
    input.near === undefined
      ? null
      : {
          ...input.near,
          radiusKm: input.radiusKm ?? TRAFFIC_RADIUS_KM.default,
          ...defined({ towards: input.towards }),
        };
  const updated = pair.overview.summary.updated;
  return {
    summary: pair.overview.summary,
    updated,
    updatedUtc: Math.floor(Date.parse(updated) / 1000),
    events:
      near === null
        ? all
        : eventsNear(
            all,
            near,
            near.radiusKm,
            near.towards === undefined ? undefined : { towards: near.towards, corridorKm: TRAFFIC_CORRIDOR_KM },
          ),
    near,
    creditsSpent,
    provenance,
  };
}

export function trafficMethods(ctx: BackendContext): TrafficMethods {
  const { responses } = ctx.store;

  async function snapshot(input: IpcParsedInput<'traffic.snapshot'>): Promise<TrafficSnapshot> {
    const nowUtc = ctx.nowUtc();
    const { connection, spent } = await connectCounted(ctx.source);
    const overview = readCached(responses, connection.cacheBase, 'traffic.overview', {});
    const geo = readCached(responses, connection.cacheBase, 'traffic.geo', {});
    const stored: Pair | undefined = overview === undefined || geo === undefined ? undefined : { overview, geo };
    const storedAt = stored === undefined ? 0 : Math.min(stored.overview.fetchedAtUtc, stored.geo.fetchedAtUtc);
    const fromStore = (forceStale: boolean): TrafficSnapshot => {
      if (stored === undefined) {
        throw new IpcFailure(
          'offline',
          'The road traffic could not be fetched and none is stored yet. Try again when connected.',
        );
      }
      const provenance = storedProvenance('traffic', connection.source, storedAt, nowUtc, { forceStale });
      return shapeTraffic({ overview: stored.overview.value, geo: stored.geo.value }, input, 0, provenance);
    };
    // Fresh by age, but with the service out of reach Passage cannot tell whether the roads
    // changed: stale, as stored conditions are (the offline policy).
    if (stored !== undefined && isFresh('traffic', storedAt, nowUtc)) return fromStore(!(await ctx.source.reachable()));
    try {
      const [freshOverview, freshGeo] = await Promise.all([
        callAndCache(connection, responses, 'traffic.overview', {}, { nowUtc }),
        callAndCache(connection, responses, 'traffic.geo', {}, { nowUtc }),
      ]);
      const provenance = freshProvenance(connection.source, nowUtc);
      return shapeTraffic({ overview: freshOverview.value, geo: freshGeo.value }, input, spent(), provenance);
    } catch (error) {
      if (!canServeFromStore(error)) throw error;
      return fromStore(true);
    }
  }

  return {
    'traffic.snapshot': snapshot,
    async 'portcall.record'(record) {
      // A voyage that is not saved has no report to put the section in: said, not stored.
      if (ctx.store.voyages.get(record.voyageId) === undefined) {
        throw new IpcFailure('not-found', `There is no saved voyage with id ${record.voyageId}; save it first.`);
      }
      ctx.store.portCalls.put(record);
      return record;
    },
    async 'portcall.get'({ voyageId }) {
      return ctx.store.portCalls.get(voyageId) ?? null;
    },
  };
}
