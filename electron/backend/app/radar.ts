// weather.radar: the precipitation nowcast around a place (spec §4.2), its frames fetched here
// and embedded as PNG data URLs, the whole answer kept in the response cache so it can be shown
// again offline, marked stale (a nowcast is only fresh for minutes: freshness.ts `radar`).
import type { BackendApi, IpcParsedInput, RadarAnswer } from '../../../shared/ipc';
import { IpcFailure, PNG_DATA_URL_PREFIX, radarNowcastSchema } from '../../../shared/ipc';
import type { RadarResult } from '../../../shared/api/resources/radar';
import { isFresh } from '../store/freshness';
import type { BackendContext } from './context';
import { cacheUrl } from './cached-call';
import { canServeFromStore } from './errors';
import { freshProvenance, storedProvenance } from './provenance';
import type { Connection } from './service-source';

type RadarMethods = Pick<BackendApi, 'weather.radar'>;
type Nowcast = Omit<RadarAnswer, 'provenance'>;

/**
 * Stored nowcasts older than this are dropped when a new one is stored: a day-old nowcast says
 * little, and each is about a megabyte of pictures, one per place and radius asked.
 */
export const RADAR_KEEP_S = 24 * 3600;

/** Frames fetched at once: the demo's 24 images come in a few round trips, a slow link is not flooded. */
const IMAGE_CONCURRENCY = 6;

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function nowcastFrom(
  result: RadarResult,
  input: IpcParsedInput<'weather.radar'>,
  client: Connection['client'],
): Promise<Nowcast> {
  const layers = [...result.layers].sort((a, b) => a.time - b.time);
  const frames = await mapLimited(layers, IMAGE_CONCURRENCY, async (layer) => {
    const png = await client.image(layer.image.url, { endpoint: 'weather.radar' });
    return {
      timeUtc: layer.time,
      offsetMin: layer.offset,
      image: `${PNG_DATA_URL_PREFIX}${Buffer.from(png).toString('base64')}`,
    };
  });
  const { south, west, north, east } = result.bbox;
  return {
    centre: { lat: input.lat, lon: input.lon },
    bbox: { south, west, north, east },
    frames,
    // Passage's reading of an answer without steps (sandbox radar-coverage.ts): no radar there.
    coverage: frames.length > 0,
  };
}

export function radarMethods(ctx: BackendContext): RadarMethods {
  const { responses } = ctx.store;

  function stored(url: string): { nowcast: Nowcast; fetchedAtUtc: number } | undefined {
    const entry = responses.get(url);
    if (entry === undefined) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(entry.body);
    } catch {
      return undefined;
    }
    const parsed = radarNowcastSchema.safeParse(json);
    return parsed.success ? { nowcast: parsed.data, fetchedAtUtc: entry.fetchedAtUtc } : undefined;
  }

  return {
    async 'weather.radar'(input) {
      const now = ctx.nowUtc();
      const connection = await ctx.source.connect();
      const params = { lat: input.lat, lon: input.lon, radius: input.radiusKm };
      // Keyed like the service request; the body is the finished nowcast, frames included.
      const url = cacheUrl(connection.cacheBase, 'weather.radar', params);
      const kept = stored(url);
      if (kept !== undefined && isFresh('radar', kept.fetchedAtUtc, now)) {
        return {
          ...kept.nowcast,
          provenance: storedProvenance('radar', connection.source, kept.fetchedAtUtc, now),
        };
      }
      try {
        const result = await connection.client.call('weather.radar', params);
        const nowcast = await nowcastFrom(result, input, connection.client);
        responses.put({ url, kind: 'weather.radar', body: JSON.stringify(nowcast), fetchedAtUtc: now });
        responses.prune(now - RADAR_KEEP_S, 'weather.radar');
        return { ...nowcast, provenance: freshProvenance(connection.source, now) };
      } catch (error) {
        if (!canServeFromStore(error)) throw error;
        if (kept === undefined) {
          throw new IpcFailure(
            'offline',
            'The radar could not be fetched and none is stored for this place. Try again when connected.',
          );
        }
        return {
          ...kept.nowcast,
          provenance: storedProvenance('radar', connection.source, kept.fetchedAtUtc, now, { forceStale: true }),
        };
      }
    },
  };
}
