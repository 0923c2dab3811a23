// What the chart draws over a weather overlay to show direction: wind barbs over the wind
// overlay, isobars over the pressure overlay, wave arrows over the wave overlay. Barbs and arrows
// come from maps.points at a grid over the chart's box, asked once per box and overlay kind for
// all the overlay's layer times, so a slider step picks values already here (no request).
import type { OverlayElement } from '../../../shared/forecast/overlay-scales';
import type { GlyphPoints, OverlayBox } from '../../../shared/ipc/methods/maps';
import type { BackendMethods } from '../lib/backend';
import { errorInWords } from '../components/error-words';
import { nearestIndex } from './layer-times';

/** What an overlay shows besides its colours. */
export type GlyphStyle = 'barbs' | 'isobars' | 'wave-arrows';

/**
 * The glyphs of each overlay element, and the kind of points they are drawn from: none for the
 * isobars, traced through the pressure image itself (image-values.ts).
 */
export const GLYPHS_OF: {
  readonly [E in OverlayElement]: { style: GlyphStyle; kind: 'wind' | 'waves' | null } | null;
} = {
  wind: { style: 'barbs', kind: 'wind' },
  gusts: null,
  pressure: { style: 'isobars', kind: null },
  waves: { style: 'wave-arrows', kind: 'waves' },
  precipitation: null,
};

export interface GlyphRequest {
  readonly element: OverlayElement | null;
  readonly bbox: OverlayBox;
  /** The overlay's layer times, ascending. */
  readonly timesUtc: readonly number[];
}

export class GlyphState {
  answer = $state.raw<GlyphPoints | null>(null);
  /** The style of the element chosen (null: that overlay has no glyphs). */
  style = $state<GlyphStyle | null>(null);
  error = $state<string | null>(null);
  busy = $state(false);

  private asked = 0;
  private lastKey = '';
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly api: Pick<BackendMethods['maps'], 'points'>,
    private readonly debounceMs = 300,
  ) {}

  /** The overlay, box or layer times changed: asked again after a pause (a pan asks once). */
  want(request: GlyphRequest): void {
    const glyphs = request.element === null ? null : GLYPHS_OF[request.element];
    this.style = glyphs?.style ?? null;
    clearTimeout(this.timer);
    if (glyphs === null || glyphs.kind === null || request.timesUtc.length === 0) {
      this.asked++;
      this.lastKey = '';
      this.answer = null;
      this.error = null;
      this.busy = false;
      return;
    }
    const kind = glyphs.kind;
    const key = JSON.stringify([kind, request.bbox, request.timesUtc]);
    if (key === this.lastKey) return;
    // Another kind's answer is never shown under this one.
    if (this.answer !== null && this.answer.kind !== kind) this.answer = null;
    this.timer = setTimeout(() => void this.fetch(key, kind, request), this.debounceMs);
  }

  private async fetch(key: string, kind: 'wind' | 'waves', request: GlyphRequest): Promise<void> {
    const ask = ++this.asked;
    this.busy = true;
    try {
      const answer = await this.api.points({ kind, bbox: request.bbox, timesUtc: [...request.timesUtc] });
      if (ask !== this.asked) return;
      this.answer = answer;
      this.lastKey = key;
      this.error = null;
    } catch (error) {
      if (ask !== this.asked) return;
      this.error = errorInWords(error);
    } finally {
      if (ask === this.asked) this.busy = false;
    }
  }

  /** The index of `timeUtc` among the answer's times (nearest), -1 without an answer. */
  indexAt(timeUtc: number | null): number {
    if (this.answer === null || timeUtc === null) return -1;
    return nearestIndex(this.answer.timesUtc, timeUtc);
  }

  destroy(): void {
    clearTimeout(this.timer);
    this.asked++;
  }
}
