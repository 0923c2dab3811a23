// storms.current and places.*: service data shown on the map. Storms are kept as snapshots
// (fresh for an hour, served stale offline); places are kept in the response cache.
import { z } from 'zod';
import type { BackendApi, Provenance } from '../../../shared/ipc';
import { IpcFailure } from '../../../shared/ipc';
import { placeSchema, type Place } from '../../../shared/api/resources/geo';
import type { StormsResult } from '../../../shared/api/resources/storms';
import { InvalidResponse } from '../client';
import { isFresh } from '../store/freshness';
import type { BackendContext } from './context';
import type { Connection } from './service-source';
import { callAndCache, readCached } from './cached-call';
import { canServeFromStore } from './errors';
import { freshProvenance, storedProvenance } from './provenance';

type WorldMethods = Pick<BackendApi, 'storms.current' | 'places.search' | 'places.nearby'>;

/** Spec §4.1 shows no shape for geo/nearby; Passage reads it as the search's list of places. */
const nearbySchema = z.array(placeSchema);

export interface StormsAnswer {
  readonly storms: StormsResult['storms'];
  readonly provenance: Provenance;
}

/** The storms now: the stored snapshot while fresh (no credit), else the service, else stale. */
export async function currentStorms(
  ctx: BackendContext,
  options: { voyageId?: string; refresh?: boolean; connection?: Connection } = {},
): Promise<StormsAnswer> {
  const now = ctx.nowUtc();
  const connection = options.connection ?? (await ctx.source.connect());
  const stored = ctx.store.storms.latest();
  const storedSameSource = stored !== undefined && stored.source === connection.source;
  if (storedSameSource && options.refresh !== true && isFresh('storms', stored.fetchedAtUtc, now)) {
    return {
      storms: stored.storms.storms,
      provenance: storedProvenance('storms', stored.source, stored.fetchedAtUtc, now),
    };
  }
  try {
    const result = await connection.client.call(
      'storms',
      {},
      options.voyageId === undefined ? {} : { voyageId: options.voyageId },
    );
    ctx.store.storms.save(result, now, connection.source);
    ctx.store.storms.prune(20);
    return { storms: result.storms, provenance: freshProvenance(connection.source, now) };
  } catch (error) {
    if (!canServeFromStore(error)) throw error;
    if (stored === undefined) {
      throw new IpcFailure(
        'offline',
        'The storm list could not be fetched and none is stored yet. Try again when connected.',
      );
    }
    return {
      storms: stored.storms.storms,
      provenance: storedProvenance('storms', stored.source, stored.fetchedAtUtc, now, { forceStale: true }),
    };
  }
}

/** Places change slowly: a stored answer serves offline with its age (ports' 30-day rule). */
async function places(
  ctx: BackendContext,
  fetch: (connection: Connection) => Promise<{ places: Place[]; fetchedAtUtc: number }>,
  fallback: (cacheBase: string) => { places: Place[]; fetchedAtUtc: number } | undefined,
) {
  const connection = await ctx.source.connect();
  try {
    const answer = await fetch(connection);
    return { places: answer.places, provenance: freshProvenance(connection.source, answer.fetchedAtUtc) };
  } catch (error) {
    if (!canServeFromStore(error)) throw error;
    const stored = fallback(connection.cacheBase);
    if (stored === undefined) throw error;
    return {
      places: stored.places,
      provenance: storedProvenance('ports', connection.source, stored.fetchedAtUtc, ctx.nowUtc(), { forceStale: true }),
    };
  }
}

export function worldMethods(ctx: BackendContext): WorldMethods {
  const { responses } = ctx.store;
  return {
    async 'storms.current'() {
      const answer = await currentStorms(ctx);
      return { storms: answer.storms, provenance: answer.provenance };
    },
    async 'places.search'({ query, language }) {
      const params = language === undefined ? { query } : { query, language };
      return places(
        ctx,
        async (connection) => {
          const answer = await callAndCache(connection, responses, 'geo.search', params, { nowUtc: ctx.nowUtc() });
          return { places: answer.value, fetchedAtUtc: answer.fetchedAtUtc };
        },
        (cacheBase) => {
          const cached = readCached(responses, cacheBase, 'geo.search', params);
          return cached === undefined ? undefined : { places: cached.value, fetchedAtUtc: cached.fetchedAtUtc };
        },
      );
    },
    async 'places.nearby'({ lat, lon }) {
      const params = { lat, lon };
      const read = (value: unknown): Place[] => {
        const parsed = nearbySchema.safeParse(value);
        if (parsed.success) return parsed.data;
        const issues = parsed.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        }));
        throw new InvalidResponse('schema', 'geo.nearby response', issues, { endpoint: 'geo.nearby', attempts: 1 });
      };
      return places(
        ctx,
        async (connection) => {
          const answer = await callAndCache(connection, responses, 'geo.nearby', params, { nowUtc: ctx.nowUtc() });
          return { places: read(answer.value), fetchedAtUtc: answer.fetchedAtUtc };
        },
        (cacheBase) => {
          const cached = readCached(responses, cacheBase, 'geo.nearby', params);
          return cached === undefined ? undefined : { places: read(cached.value), fetchedAtUtc: cached.fetchedAtUtc };
        },
      );
    },
  };
}
