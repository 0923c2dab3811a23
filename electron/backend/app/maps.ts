// maps.layers and maps.image: the chart's weather overlays (spec §2.8, §4.2 maps/layers). The
// layers answer is kept in the response cache (fresh while its model run is the latest, stale
// offline); its image addresses are rewritten key-less onto the cache base (the demo
// sandbox's port changes every launch) and registered here, so maps.image fetches only an
// address a layers answer gave, by an opaque id. Images are kept in the store's layer_images.
import { IpcFailure, type BackendApi } from '../../../shared/ipc';
import type { OverlayBox } from '../../../shared/ipc/methods/maps';
import type { EndpointParams } from '../../../shared/api/request/endpoints';
import type { MapLayersResult } from '../../../shared/api/resources/maps';
import { OVERLAY_INFO, type OverlayElementInfo } from '../../../shared/forecast/overlay-scales';
import { defined } from '../../../shared/domain/defined';
import { isFresh } from '../store/freshness';
import { cacheKeyForUrl } from '../store/request-key';
import { layerImageId } from '../store/layer-images';
import type { BackendContext } from './context';
import { cacheUrl, readCached } from './cached-call';
import { canServeFromStore } from './errors';
import { freshProvenance, storedProvenance } from './provenance';
import type { Connection } from './service-source';
import { overlayRequestBox } from './overlay-box';

type MapMethods = Pick<BackendApi, 'maps.layers' | 'maps.image'>;

/**
 * The model each kind of overlay is asked of. The spec lists no map-model catalogue ("maps
 * models" is named only, §4.5), so Passage asks the global models the shipping route reports
 * (spec §2.6): ECMWF HRES for the atmosphere, ECMWF WAM for waves.
 */
export const OVERLAY_MODELS: { readonly [C in OverlayElementInfo['modelCategory']]: string } = {
  atmosphere: 'ecmwfhresglobal',
  ocean: 'ecmwfwamglobal',
};

/** Addresses remembered from layers answers; beyond this the oldest are forgotten (they stay in the store). */
const MAX_KNOWN_ADDRESSES = 50_000;
/** The byte cap of the images table is enforced after this many new images. */
const PRUNE_EVERY = 25;

/** A service address as stored: key-less, and under the cache base instead of the (demo) port. */
function storedAddress(address: string, connection: Connection): string {
  const base = connection.client.baseUrl.replace(/\/+$/, '');
  // The spec does not say imageUrl is absolute (§2.8): a relative one is under the service.
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(address) ? address : resolveOn(address, base);
  const rebased = absolute.startsWith(`${base}/`) ? `${connection.cacheBase}${absolute.slice(base.length)}` : absolute;
  return cacheKeyForUrl(rebased);
}

function resolveOn(address: string, base: string): string {
  try {
    return new URL(address, `${base}/`).toString();
  } catch {
    return address;
  }
}

/** A stored address as fetched now: under the cache base -> the service's current address. */
function fetchAddress(stored: string, connection: Connection): string | undefined {
  if (stored.startsWith(`${connection.cacheBase}/`)) {
    return `${connection.client.baseUrl.replace(/\/+$/, '')}${stored.slice(connection.cacheBase.length)}`;
  }
  // An address of another source (a demo image while live, or the reverse) is not fetched.
  return /^https?:\/\//i.test(stored) ? stored : undefined;
}

function layersParams(info: OverlayElementInfo, box: OverlayBox, zoom: number): EndpointParams<'weather.maps.layers'> {
  return {
    model: OVERLAY_MODELS[info.modelCategory],
    run: 'latest',
    element: info.serviceElement,
    zoom,
    north: box.north,
    east: box.east,
    south: box.south,
    west: box.west,
    unit: info.unit,
    ...defined({ level: info.level ?? undefined }),
  };
}

export function mapMethods(ctx: BackendContext): MapMethods {
  const { responses } = ctx.store;
  const { layerImages } = ctx;
  /** imageId -> stored address, filled only from layers answers. */
  const known = new Map<string, string>();
  let newImages = 0;

  function remember(address: string): string {
    const id = layerImageId(address);
    known.delete(id);
    known.set(id, address);
    if (known.size > MAX_KNOWN_ADDRESSES) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
    return id;
  }

  /** The answer with its image addresses as stored, written to the response cache. */
  async function fetchLayers(
    connection: Connection,
    params: EndpointParams<'weather.maps.layers'>,
    nowUtc: number,
  ): Promise<MapLayersResult> {
    const value = await connection.client.call('weather.maps.layers', params);
    const rewritten: MapLayersResult = {
      ...value,
      layers: value.layers.map((l) => ({ ...l, imageUrl: storedAddress(l.imageUrl, connection) })),
    };
    responses.put({
      url: cacheUrl(connection.cacheBase, 'weather.maps.layers', params),
      kind: 'weather.maps.layers',
      body: JSON.stringify(rewritten),
      fetchedAtUtc: nowUtc,
      modelRunUtc: value.model.run,
    });
    return rewritten;
  }

  return {
    async 'maps.layers'({ element, bbox, zoom }) {
      const nowUtc = ctx.nowUtc();
      const info = OVERLAY_INFO[element];
      const box = overlayRequestBox(bbox, zoom);
      const params = layersParams(info, box, zoom);
      const connection = await ctx.source.connect();
      const cached = readCached(responses, connection.cacheBase, 'weather.maps.layers', params);
      let answer: MapLayersResult;
      let fetchedAtUtc = nowUtc;
      let fromStore: { forceStale: boolean } | null = null;
      if (cached !== undefined && isFresh('forecast', cached.fetchedAtUtc, nowUtc, cached.modelRunUtc)) {
        answer = cached.value;
        fetchedAtUtc = cached.fetchedAtUtc;
        // Fresh by its run, but with the service gone a newer run cannot be asked for.
        fromStore = { forceStale: !(await ctx.source.reachable()) };
      } else {
        try {
          answer = await fetchLayers(connection, params, nowUtc);
        } catch (error) {
          if (!canServeFromStore(error)) throw error;
          if (cached === undefined) {
            throw new IpcFailure(
              'offline',
              `The ${info.label.toLowerCase()} overlay for this part of the chart was never fetched, and the weather service cannot be reached now. Try again when connected.`,
            );
          }
          answer = cached.value;
          fetchedAtUtc = cached.fetchedAtUtc;
          fromStore = { forceStale: true };
        }
      }
      const models = [{ id: answer.model.id, runUtc: answer.model.run }];
      const provenance =
        fromStore === null
          ? freshProvenance(connection.source, fetchedAtUtc, models)
          : storedProvenance('forecast', connection.source, fetchedAtUtc, nowUtc, { models, ...fromStore });
      const layers = [...answer.layers]
        .sort((a, b) => a.timestamp - b.timestamp)
        .map((l) => ({ timeUtc: l.timestamp, imageId: remember(cacheKeyForUrl(l.imageUrl)) }));
      return {
        model: { id: answer.model.id, name: answer.model.name, runUtc: answer.model.run },
        element,
        level: info.level,
        unit: info.unit,
        bbox: box,
        layers,
        provenance,
      };
    },

    async 'maps.image'({ imageId, maxBytes }) {
      const stored = layerImages.get(imageId);
      if (stored !== undefined) {
        withinCap(stored.png, maxBytes);
        const reachable = await ctx.source.reachable();
        return image(imageId, stored.png, stored.fetchedAtUtc, !reachable);
      }
      const address = known.get(imageId);
      if (address === undefined) {
        throw new IpcFailure(
          'not-found',
          'That overlay image is not one Passage was given in a layers answer. Choose the overlay again.',
          'imageId',
        );
      }
      const connection = await ctx.source.connect();
      const url = fetchAddress(address, connection);
      if (url === undefined) {
        throw new IpcFailure(
          'not-found',
          'That overlay image belongs to the other data source (demo or live). Choose the overlay again.',
          'imageId',
        );
      }
      let png: Uint8Array;
      try {
        png = await connection.client.image(url, { endpoint: 'weather.maps.layers' });
      } catch (error) {
        if (!canServeFromStore(error)) throw error;
        throw new IpcFailure(
          'offline',
          'This overlay image was never fetched, and the weather service cannot be reached now.',
        );
      }
      const nowUtc = ctx.nowUtc();
      layerImages.put({ address, png, fetchedAtUtc: nowUtc });
      newImages += 1;
      if (newImages % PRUNE_EVERY === 0) layerImages.prune();
      withinCap(png, maxBytes);
      return image(imageId, png, nowUtc, false);
    },
  };
}

/** A prefetch asks with the budget it has left: a larger image stays in the store, unsent. */
function withinCap(png: Uint8Array, maxBytes: number | undefined): void {
  if (maxBytes === undefined || png.byteLength <= maxBytes) return;
  throw new IpcFailure(
    'bad-input',
    `The overlay image is ${Math.ceil(png.byteLength / 1024)} kB, more than the ${Math.floor(maxBytes / 1024)} kB asked for; it is kept in the store.`,
    'maxBytes',
  );
}

function image(imageId: string, png: Uint8Array, fetchedAtUtc: number, stale: boolean) {
  return {
    imageId,
    mime: 'image/png' as const,
    base64: Buffer.from(png).toString('base64'),
    bytes: png.byteLength,
    fetchedAtUtc: Math.floor(fetchedAtUtc),
    stale,
  };
}
