// The glyphs' points beside the overlay, with a fake backend that records the order of its calls:
// points are asked only once the overlay's own image is drawn, and a call no longer wanted (the
// overlay, its time or the view moved on) is cancelled before the next image is asked, so that
// image never waits behind old points; a cancelled call's late answer is never shown.
import { describe, expect, it, vi } from 'vitest';
import type { GlyphPoints, OverlayElement, OverlayImage, OverlayLayers } from '../../../shared/ipc/methods/maps';
import { GlyphState } from '../../../renderer/src/overlay/glyph-state.svelte';
import { OverlayState } from '../../../renderer/src/overlay/overlay-state.svelte';
import type { ImageDecoder } from '../../../renderer/src/overlay/image-cache';

const H = 3600;
const RUN = 1_790_000_000 - (1_790_000_000 % (6 * H));
const BOX = { south: 40, west: -20, north: 60, east: 10 };
const PANNED = { ...BOX, west: -15, east: 15 };

const PROVENANCE = {
  source: 'demo' as const,
  stale: false,
  fetchedAtUtc: RUN,
  ageS: 0,
  models: [{ id: 'ecmwfhresglobal', runUtc: RUN }],
};

/** Image ids name their element, box and layer, so the log says whose image was asked. */
function imageId(element: OverlayElement, index: number, bbox = BOX): string {
  const code = ['wind', 'gusts', 'waves', 'pressure', 'precipitation'].indexOf(element);
  return `${code}${bbox === BOX ? 0 : 1}${index.toString(16).padStart(30, '0')}`;
}

function layers(element: OverlayElement, bbox = BOX): OverlayLayers {
  return {
    model: { id: 'ecmwfhresglobal', name: 'ECMWF HRES global', runUtc: RUN },
    element,
    level: null,
    unit: 'kn',
    bbox,
    layers: Array.from({ length: 6 }, (_, i) => ({ timeUtc: RUN + i * H, imageId: imageId(element, i, bbox) })),
    provenance: PROVENANCE,
  };
}

function windAnswer(timesUtc: readonly number[]): GlyphPoints {
  return {
    kind: 'wind',
    points: [{ lat: 50, lon: 0, speedKn: timesUtc.map(() => 20), fromDeg: timesUtc.map(() => 270) }],
    model: { id: 'ecmwfhresglobal', runUtc: RUN },
    stepDeg: 5,
    lats: [50],
    lons: [0],
    timesUtc: [...timesUtc],
    creditsSpent: 1,
    gridPoints: 1,
    provenance: PROVENANCE,
  };
}

const decoder: ImageDecoder = {
  decode: async (image) => ({ url: `data:${image.imageId}`, bytes: image.bytes, stale: image.stale }),
  release: () => {},
};

interface PointsCall {
  readonly taskId: string;
  readonly kind: 'wind' | 'waves';
  answer(value: GlyphPoints): void;
}

/**
 * The overlay and the glyph state wired as the chart wires them (WeatherOverlayLayer asks for the
 * wanted image, GlyphLayer tells the glyph state what the overlay shows), over a fake backend
 * whose points calls stay open until the test answers them.
 */
function setup() {
  let timeUtc = $state(RUN);
  let bbox = $state(BOX);
  const log: string[] = [];
  const points: PointsCall[] = [];
  const api = {
    layers: vi.fn(async (input: { element: OverlayElement; bbox: typeof BOX }) => {
      log.push(`layers ${input.element}`);
      return layers(input.element, input.bbox);
    }),
    image: vi.fn(async (input: { imageId: string }): Promise<OverlayImage> => {
      log.push(`image ${input.imageId}`);
      return { imageId: input.imageId, mime: 'image/png', base64: '', bytes: 1000, fetchedAtUtc: RUN, stale: false };
    }),
    points: vi.fn(
      (input: { taskId: string; kind: 'wind' | 'waves'; timesUtc: number[] }) =>
        new Promise<GlyphPoints>((resolve) => {
          log.push(`points ${input.taskId}`);
          points.push({ taskId: input.taskId, kind: input.kind, answer: resolve });
        }),
    ),
    cancelPoints: vi.fn(async (input: { taskId: string }) => {
      log.push(`cancel ${input.taskId}`);
      return { cancelled: true };
    }),
  };
  const overlay = new OverlayState(api, () => timeUtc, { decoder, debounceMs: 0, prefetchRadius: 0 });
  const glyphs = new GlyphState(api, 0, () => 0.5);
  // What the chart's effects do, run after each change (effects do not run under vitest's Node build).
  let view: typeof BOX | null = null;
  let wanted: OverlayState['wanted'] = null;
  let told = '';
  const sync = (): void => {
    if (bbox !== view) {
      view = bbox;
      overlay.viewChanged({ bbox, zoom: 4 });
    }
    if (overlay.wanted !== wanted) {
      wanted = overlay.wanted;
      if (wanted !== null) void overlay.ensureWanted();
    }
    const request = { element: overlay.element, bbox, timesUtc: overlay.times, ready: overlay.settled };
    if (JSON.stringify(request) !== told) {
      told = JSON.stringify(request);
      glyphs.want(request);
    }
  };
  sync();
  /** Settles every pending timer and promise that is not a points call, as the chart's effects would. */
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 8; i++) {
      sync();
      await new Promise((done) => setTimeout(done, 1));
    }
  };
  return {
    overlay,
    glyphs,
    api,
    log,
    points,
    settle,
    sync,
    setTime: (t: number) => {
      timeUtc = t;
      sync();
    },
    pan: (box: typeof BOX) => {
      bbox = box;
      sync();
    },
  };
}

describe('GlyphState', () => {
  it('asks for points only once the overlay has drawn its first image', async () => {
    const t = setup();
    t.overlay.choose('wind');
    t.sync();
    await t.settle();
    expect(t.log).toEqual(['layers wind', `image ${imageId('wind', 0)}`, `points ${t.points[0]?.taskId}`]);
    t.points[0]!.answer(windAnswer(t.overlay.times));
    await t.settle();
    expect(t.glyphs.answer?.kind).toBe('wind');
    expect(t.glyphs.style).toBe('barbs');
    expect(t.glyphs.upToDate).toBe(true);
  });

  it('cancels the points of the overlay left before the next overlay is asked for, and never shows their late answer', async () => {
    const t = setup();
    t.overlay.choose('wind');
    t.sync();
    await t.settle();
    const windCall = t.points[0]!;
    t.log.length = 0;
    t.overlay.choose('waves');
    t.sync();
    await t.settle();
    // The wind points are cancelled before the waves' image is asked, and nothing else is asked ahead of it.
    expect(t.log.slice(0, 3)).toEqual([`layers waves`, `cancel ${windCall.taskId}`, `image ${imageId('waves', 0)}`]);
    expect(t.api.cancelPoints).toHaveBeenCalledWith({ taskId: windCall.taskId });
    // The waves' points come after their image, under a task id of their own.
    const wavesCall = t.points[1]!;
    expect(wavesCall.kind).toBe('waves');
    expect(wavesCall.taskId).not.toBe(windCall.taskId);
    expect(t.log.at(-1)).toBe(`points ${wavesCall.taskId}`);
    windCall.answer(windAnswer(t.overlay.times));
    await t.settle();
    expect(t.glyphs.answer).toBeNull();
  });

  it('cancels on a pan, and asks for the new box only after its image', async () => {
    const t = setup();
    t.overlay.choose('wind');
    t.sync();
    await t.settle();
    const first = t.points[0]!;
    t.log.length = 0;
    t.pan(PANNED);
    await t.settle();
    const second = t.points[1]!;
    expect(t.log).toEqual([
      `cancel ${first.taskId}`,
      'layers wind',
      `image ${imageId('wind', 0, PANNED)}`,
      `points ${second.taskId}`,
    ]);
    expect(t.api.points).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'wind', bbox: PANNED }));
    expect(t.glyphs.upToDate).toBe(false);
    second.answer(windAnswer(t.overlay.times));
    await t.settle();
    expect(t.glyphs.upToDate).toBe(true);
  });

  it('cancels when the time moves to a layer not yet drawn, and asks again once it is', async () => {
    const t = setup();
    t.overlay.choose('wind');
    t.sync();
    await t.settle();
    const first = t.points[0]!;
    t.log.length = 0;
    t.setTime(RUN + 3 * H);
    await t.settle();
    // Cancelled as the image is asked (in the same turn), and asked again after it.
    expect(t.log).toEqual([`image ${imageId('wind', 3)}`, `cancel ${first.taskId}`, `points ${t.points[1]?.taskId}`]);
  });

  it('keeps the call under way on a step to a layer already drawn, and asks nothing once answered', async () => {
    const t = setup();
    t.overlay.choose('wind');
    t.sync();
    await t.settle();
    t.setTime(RUN + H);
    await t.settle();
    t.setTime(RUN);
    await t.settle();
    const calls = t.points.length;
    t.log.length = 0;
    t.setTime(RUN + H);
    await t.settle();
    expect(t.log).toEqual([]);
    t.points.at(-1)!.answer(windAnswer(t.overlay.times));
    await t.settle();
    t.setTime(RUN);
    await t.settle();
    expect(t.points).toHaveLength(calls);
    expect(t.glyphs.answer?.kind).toBe('wind');
  });

  it('cancels the call under way when the chart stops drawing glyphs', async () => {
    const t = setup();
    t.overlay.choose('wind');
    t.sync();
    await t.settle();
    t.glyphs.destroy();
    expect(t.api.cancelPoints).toHaveBeenCalledWith({ taskId: t.points[0]!.taskId });
  });
});
