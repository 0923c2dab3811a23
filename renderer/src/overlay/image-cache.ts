// Decoded overlay images in memory, so scrubbing the slider over layers already seen redraws
// at once: the least recently used go beyond a byte budget. Loads of one id are shared.
import { SvelteMap } from 'svelte/reactivity';
import type { OverlayImage } from '../../../shared/ipc/methods/maps';

export interface DecodedImage {
  /** What an <img> or Leaflet image overlay shows (a data: URL in the browser). */
  readonly url: string;
  readonly bytes: number;
  readonly stale: boolean;
}

export interface ImageDecoder {
  decode(image: OverlayImage): Promise<DecodedImage>;
  release(image: DecodedImage): void;
}

/**
 * In the browser: the PNG as a data: URL (the page's Content Security Policy allows data:
 * images and no blob:), decoded before it is shown and kept alive by its <img>.
 */
export const browserDecoder: ImageDecoder = {
  async decode(image) {
    const url = `data:${image.mime};base64,${image.base64}`;
    const img = new Image();
    img.src = url;
    await img.decode();
    // Held so the decoded picture stays in the document's list of available images: an
    // overlay set to this URL later shows it in the same frame.
    held.set(url, img);
    return { url, bytes: image.bytes, stale: image.stale };
  },
  release(image) {
    held.delete(image.url);
  },
};
const held = new Map<string, HTMLImageElement>();

export class ImageCache {
  /** Reactive: a view reading `get(id)` redraws when the image arrives. */
  private readonly images = new SvelteMap<string, DecodedImage>();
  private readonly loading = new Map<string, Promise<DecodedImage>>();
  private bytes = 0;

  constructor(
    private readonly decoder: ImageDecoder,
    readonly maxBytes: number,
  ) {}

  get(id: string): DecodedImage | undefined {
    return this.images.get(id);
  }

  /** Cached or on its way: no need to ask again. */
  has(id: string): boolean {
    return this.images.has(id) || this.loading.has(id);
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The image, fetched with `fetch` and decoded unless cached; the newest use is kept longest. */
  load(id: string, fetch: () => Promise<OverlayImage>): Promise<DecodedImage> {
    const cached = this.images.get(id);
    if (cached !== undefined) {
      this.images.delete(id);
      this.images.set(id, cached);
      return Promise.resolve(cached);
    }
    const pending = this.loading.get(id);
    if (pending !== undefined) return pending;
    const started = fetch()
      .then((image) => this.decoder.decode(image))
      .then((decoded) => {
        this.images.set(id, decoded);
        this.bytes += decoded.bytes;
        this.evict(id);
        return decoded;
      })
      .finally(() => this.loading.delete(id));
    this.loading.set(id, started);
    return started;
  }

  /**
   * Fetches again every image that came stale from the store (the service answers again), each
   * shown until its fresh copy is in; one that cannot be had yet stays, still stale.
   */
  async refreshStale(fetch: (id: string) => Promise<OverlayImage>): Promise<void> {
    const stale = [...this.images].filter(([, image]) => image.stale).map(([id]) => id);
    for (const id of stale) {
      let fresh: DecodedImage;
      try {
        fresh = await this.decoder.decode(await fetch(id));
      } catch {
        continue;
      }
      const old = this.images.get(id);
      if (old === undefined) {
        // Evicted or cleared meanwhile: not wanted any more.
        this.decoder.release(fresh);
        continue;
      }
      this.images.set(id, fresh);
      this.bytes += fresh.bytes - old.bytes;
      // The same picture again has the same data: URL, now held for the fresh copy.
      if (old.url !== fresh.url) this.decoder.release(old);
    }
  }

  /** Drops every image (another element or box: a new set of layers). */
  clear(): void {
    for (const image of this.images.values()) this.decoder.release(image);
    this.images.clear();
    this.bytes = 0;
  }

  private evict(keep: string): void {
    for (const [id, image] of this.images) {
      if (this.bytes <= this.maxBytes) return;
      if (id === keep) continue;
      this.images.delete(id);
      this.bytes -= image.bytes;
      this.decoder.release(image);
    }
  }
}
