// The chart's weather overlay: the element chosen, the layers over the chart's box (asked
// again, debounced, after a pan or zoom), the layer nearest the chart time and the image shown
// for it, fetched and decoded once, with the next layers prefetched within a byte budget.
import type { OverlayBox, OverlayElement, OverlayLayers } from '../../../shared/ipc/methods/maps';
import type { BackendMethods } from '../lib/backend';
import { errorInWords } from '../components/error-words';
import { prefetchRoundEnded } from '../lib/bench-marks';
import { ImageCache, type DecodedImage, type ImageDecoder } from './image-cache';
import { nearestIndex } from './layer-times';
import { nextToPrefetch, PREFETCH_GUESS_BYTES, prefetchOrder, PrefetchRound } from './prefetch-plan';

export interface OverlayView {
  readonly bbox: OverlayBox;
  readonly zoom: number;
}

export type OverlayLayer = OverlayLayers['layers'][number];

export interface ShownOverlay {
  readonly layer: OverlayLayer;
  readonly image: DecodedImage;
}

export interface OverlayOptions {
  readonly decoder: ImageDecoder;
  /** Wait after the last pan or zoom before asking for the new box, ms. */
  readonly debounceMs?: number;
  /** Most bytes one prefetch round may fetch. */
  readonly prefetchBudgetBytes?: number;
  /** Layers prefetched each way from the one shown. */
  readonly prefetchRadius?: number;
  /** Decoded images kept in memory, bytes of PNG. */
  readonly cacheBytes?: number;
}

const MB = 1024 * 1024;

export class OverlayState {
  element = $state<OverlayElement | null>(null);
  layers = $state.raw<OverlayLayers | null>(null);
  error = $state<string | null>(null);
  /** Asking for layers. */
  busy = $state(false);
  /** The chart moved: its layers are asked after the debounce. */
  private viewPending = $state(false);
  readonly cache: ImageCache;
  /** The last prefetch round (the bench reads its figures). */
  lastRound: PrefetchRound | null = null;

  private view: OverlayView | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private asked = 0;
  private readonly debounceMs: number;
  private readonly budgetBytes: number;
  private readonly radius: number;

  /** `time`: the chart time, Unix seconds UTC. */
  constructor(
    private readonly api: Pick<BackendMethods['maps'], 'layers' | 'image'>,
    private readonly time: () => number,
    options: OverlayOptions,
  ) {
    this.cache = new ImageCache(options.decoder, options.cacheBytes ?? 96 * MB);
    this.debounceMs = options.debounceMs ?? 400;
    this.budgetBytes = options.prefetchBudgetBytes ?? 3 * MB;
    this.radius = options.prefetchRadius ?? 8;
  }

  readonly times = $derived(this.layers?.layers.map((l) => l.timeUtc) ?? []);

  /** The layer nearest the chart time. */
  readonly wanted = $derived.by((): OverlayLayer | null => {
    const layers = this.layers?.layers ?? [];
    return layers[nearestIndex(this.times, this.time())] ?? null;
  });

  /** What the chart draws: the wanted layer once decoded, until then the nearest one that is. */
  readonly shown = $derived.by((): ShownOverlay | null => {
    const wanted = this.wanted;
    const layers = this.layers?.layers ?? [];
    if (wanted === null) return null;
    const exact = this.cache.get(wanted.imageId);
    if (exact !== undefined) return { layer: wanted, image: exact };
    let best: ShownOverlay | null = null;
    for (const layer of layers) {
      const image = this.cache.get(layer.imageId);
      if (image === undefined) continue;
      if (best === null || Math.abs(layer.timeUtc - wanted.timeUtc) < Math.abs(best.layer.timeUtc - wanted.timeUtc))
        best = { layer, image };
    }
    return best;
  });

  /** The wanted layer's own image is drawn for the settled view, and no layers are being asked. */
  readonly settled = $derived(
    !this.viewPending && !this.busy && this.wanted !== null && this.shown?.layer === this.wanted,
  );

  /** An overlay is chosen and nothing of it is drawn yet. */
  readonly loadingFirst = $derived(this.element !== null && this.error === null && this.shown === null);

  /** Chooses the element (null: no overlay); asks at once for the current box. */
  choose(element: OverlayElement | null): void {
    if (element === this.element) return;
    this.element = element;
    this.layers = null;
    this.error = null;
    clearTimeout(this.timer);
    void this.refresh();
  }

  /** The chart settled on a new box: asked again after a pause, so a pan asks once. */
  viewChanged(view: OverlayView): void {
    this.view = view;
    if (this.element === null) return;
    this.viewPending = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.refresh(), this.debounceMs);
  }

  /** Asks for the layers of the chosen element over the last box. */
  async refresh(): Promise<void> {
    this.viewPending = false;
    const element = this.element;
    const view = this.view;
    if (element === null || view === null) return;
    const ask = ++this.asked;
    this.busy = true;
    try {
      const layers = await this.api.layers({ element, bbox: view.bbox, zoom: view.zoom });
      if (ask !== this.asked) return;
      this.layers = layers;
      this.error = null;
    } catch (error) {
      if (ask !== this.asked) return;
      this.error = errorInWords(error);
    } finally {
      if (ask === this.asked) this.busy = false;
    }
  }

  /**
   * The service answers again: the layers asked again, and the images that came stale from the
   * store fetched again, so nothing stays marked stale that need not be.
   */
  async reconnected(): Promise<void> {
    if (this.element === null) return;
    await this.refresh();
    await this.cache.refreshStale((imageId) => this.api.image({ imageId }));
  }

  /** Fetches the wanted layer's image unless cached, then prefetches around it. */
  async ensureWanted(): Promise<void> {
    const wanted = this.wanted;
    const layers = this.layers;
    if (wanted === null || layers === null) return;
    try {
      await this.cache.load(wanted.imageId, () => this.api.image({ imageId: wanted.imageId }));
    } catch (error) {
      if (this.layers === layers) this.error = errorInWords(error);
      return;
    }
    await this.prefetch(layers, layers.layers.indexOf(wanted));
  }

  /** One round: the layers nearest `centre` not yet cached, one at a time, within the budget. */
  async prefetch(layers: OverlayLayers, centre: number): Promise<PrefetchRound> {
    const round = new PrefetchRound(this.budgetBytes, PREFETCH_GUESS_BYTES);
    this.lastRound = round;
    await this.runRound(round, layers, centre);
    prefetchRoundEnded(round.spentBytes, round.budgetBytes);
    return round;
  }

  private async runRound(round: PrefetchRound, layers: OverlayLayers, centre: number): Promise<void> {
    const order = prefetchOrder(layers.layers.length, centre, this.radius).map((i) => layers.layers[i]!.imageId);
    for (;;) {
      // A newer round (the slider moved on) or other layers end this one.
      if (this.lastRound !== round || this.layers !== layers) return;
      const id = nextToPrefetch(order, (x) => this.cache.has(x), round);
      if (id === null) return;
      try {
        const maxBytes = round.remainingBytes;
        const image = await this.cache.load(id, () => this.api.image({ imageId: id, maxBytes }));
        round.record(image.bytes);
      } catch {
        // Over what is left of the budget, offline or refused: a prefetch is only a help, and
        // the shown layer reports its own error.
        return;
      }
    }
  }

  destroy(): void {
    clearTimeout(this.timer);
    this.cache.clear();
  }
}
