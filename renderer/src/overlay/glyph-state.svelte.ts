// What the chart draws over a weather overlay to show direction: wind barbs over the wind
// overlay, isobars over the pressure overlay, wave arrows over the wave overlay. Barbs and arrows
// come from maps.points at a grid over the chart's box, asked once per box and overlay kind for
// all the overlay's layer times, so a slider step picks values already here (no request). They
// are asked only once the overlay's own image is drawn, and a call no longer wanted is cancelled.
import type { GlyphPoints, OverlayBox, OverlayElement } from '../../../shared/ipc/methods/maps';
import type { BackendMethods } from '../lib/backend';
import { errorInWords } from '../components/error-words';

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
  /**
   * The overlay has drawn its image for its element, time and view (OverlayState.settled). Until
   * then nothing is asked, and a call under way is cancelled: its points would queue ahead of
   * that image at the service.
   */
  readonly ready: boolean;
}

type PointsApi = Pick<BackendMethods['maps'], 'points' | 'cancelPoints'>;

/** A call of maps.points under way, and what it was asked for. */
interface Running {
  readonly taskId: string;
  readonly key: string;
}

export class GlyphState {
  answer = $state.raw<GlyphPoints | null>(null);
  /** The style of the element chosen (null: that overlay has no glyphs). */
  style = $state<GlyphStyle | null>(null);
  error = $state<string | null>(null);
  busy = $state(false);
  /** The answer is for the overlay, box and times last wanted: nothing more is to come for them. */
  upToDate = $state(false);

  private running: Running | null = null;
  private lastKey = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly taskPrefix: string;
  private tasks = 0;

  constructor(
    private readonly api: PointsApi,
    private readonly debounceMs = 300,
    random: () => number = Math.random,
  ) {
    // Unique to this window, so two windows' calls never share a task id in the backend.
    this.taskPrefix = `glyphs-${Math.floor(random() * 36 ** 8).toString(36)}`;
  }

  /**
   * The overlay, its box, its layer times or its readiness changed. A call for anything else is
   * cancelled at once; once the overlay is ready, its points are asked after a pause (a pan asks
   * once), unless answered already.
   */
  want(request: GlyphRequest): void {
    const glyphs = request.element === null ? null : GLYPHS_OF[request.element];
    this.style = glyphs?.style ?? null;
    clearTimeout(this.timer);
    if (glyphs === null || glyphs.kind === null || request.timesUtc.length === 0) {
      this.cancelRunning();
      this.lastKey = '';
      this.answer = null;
      this.error = null;
      this.upToDate = true;
      return;
    }
    const kind = glyphs.kind;
    const key = JSON.stringify([kind, request.bbox, request.timesUtc]);
    this.upToDate = key === this.lastKey;
    // Another kind's answer is never shown under this one.
    if (this.answer !== null && this.answer.kind !== kind) this.answer = null;
    if (this.running !== null && (this.running.key !== key || !request.ready)) this.cancelRunning();
    if (!request.ready || key === this.lastKey || this.running !== null) return;
    this.timer = setTimeout(() => void this.fetch(key, kind, request), this.debounceMs);
  }

  /** Stops the call under way (the backend asks none of its remaining points); its answer is dropped. */
  private cancelRunning(): void {
    const running = this.running;
    if (running === null) return;
    this.running = null;
    this.busy = false;
    // Nothing to tell the navigator if this fails: the call's answer is dropped either way.
    this.api.cancelPoints({ taskId: running.taskId }).catch(() => undefined);
  }

  private async fetch(key: string, kind: 'wind' | 'waves', request: GlyphRequest): Promise<void> {
    const mine: Running = { taskId: `${this.taskPrefix}-${++this.tasks}`, key };
    this.running = mine;
    this.busy = true;
    try {
      const answer = await this.api.points({
        taskId: mine.taskId,
        kind,
        bbox: request.bbox,
        timesUtc: [...request.timesUtc],
      });
      if (this.running !== mine) return;
      this.answer = answer;
      this.lastKey = key;
      this.error = null;
      this.upToDate = true;
    } catch (error) {
      if (this.running !== mine) return;
      this.error = errorInWords(error);
    } finally {
      if (this.running === mine) {
        this.running = null;
        this.busy = false;
      }
    }
  }

  /** The chart no longer draws glyphs: nothing more is asked, and a call under way is cancelled. */
  destroy(): void {
    clearTimeout(this.timer);
    this.cancelRunning();
  }
}
