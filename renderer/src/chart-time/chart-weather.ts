// The chart time and the weather overlay, made together: the overlay shows the layer nearest
// the chart time, and the chart time runs on to the overlay's last layer.
import type { Schedule } from '../../../shared/schedule/schedule';
import type { BackendMethods } from '../lib/backend';
import { browserDecoder, type ImageDecoder } from '../overlay/image-cache';
import { OverlayState } from '../overlay/overlay-state.svelte';
import type { GlyphState } from '../overlay/glyph-state.svelte';
import { ChartTimeState } from './chart-time.svelte';

export interface ChartWeather {
  readonly time: ChartTimeState;
  readonly overlay: OverlayState;
  /** The overlay's barbs, isobars or wave arrows: their state loads on first use, off the first load's budget. */
  readonly glyphs: () => Promise<GlyphState>;
}

export function createChartWeather(
  maps: Pick<BackendMethods['maps'], 'layers' | 'image' | 'points' | 'cancelPoints'>,
  schedule: () => Schedule | null,
  decoder: ImageDecoder = browserDecoder,
): ChartWeather {
  const time: ChartTimeState = new ChartTimeState({
    schedule,
    layerTimes: () => overlay.times,
    nowUtc: () => Math.floor(Date.now() / 1000),
  });
  const overlay: OverlayState = new OverlayState(maps, () => time.timeUtc, { decoder });
  let glyphs: Promise<GlyphState> | undefined;
  const loadGlyphs = (): Promise<GlyphState> =>
    (glyphs ??= import('../overlay/glyph-state.svelte').then(({ GlyphState }) => new GlyphState(maps)));
  return { time, overlay, glyphs: loadGlyphs };
}
