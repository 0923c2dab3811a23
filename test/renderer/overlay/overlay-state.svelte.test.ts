// The weather overlay's state with a fake backend: the layers of the chosen element over the
// chart's box, the layer nearest the chart time and its image, prefetching within the budget,
// and errors in words.
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import type { OverlayImage, OverlayLayers } from '../../../shared/ipc/methods/maps';
import { OverlayState } from '../../../renderer/src/overlay/overlay-state.svelte';
import type { ImageDecoder } from '../../../renderer/src/overlay/image-cache';
import { BackendError } from '../../../renderer/src/lib/backend-error';

const H = 3600;
const RUN = 1_790_000_000 - (1_790_000_000 % (6 * H));
const BOX = { south: 40, west: -20, north: 60, east: 10 };

function layers(count: number): OverlayLayers {
  return {
    model: { id: 'ecmwfhresglobal', name: 'ECMWF HRES global', runUtc: RUN },
    element: 'wind',
    level: '10m',
    unit: 'm/s',
    bbox: BOX,
    layers: Array.from({ length: count }, (_, i) => ({
      timeUtc: RUN + i * H,
      imageId: i.toString(16).padStart(32, '0'),
    })),
    provenance: {
      source: 'demo',
      stale: false,
      fetchedAtUtc: RUN,
      ageS: 0,
      models: [{ id: 'ecmwfhresglobal', runUtc: RUN }],
    },
  };
}

const decoder: ImageDecoder = {
  decode: async (image) => ({ url: `data:${image.imageId}`, bytes: image.bytes, stale: image.stale }),
  release: () => {},
};

function setup(options: { count?: number; sizeOf?: (index: number) => number; budget?: number } = {}) {
  let timeUtc = $state(RUN);
  const asked: { imageId: string; maxBytes?: number | undefined }[] = [];
  const api = {
    layers: vi.fn(async () => layers(options.count ?? 20)),
    image: vi.fn(async (input: { imageId: string; maxBytes?: number | undefined }): Promise<OverlayImage> => {
      asked.push(input);
      const bytes = options.sizeOf?.(parseInt(input.imageId, 16)) ?? 1000;
      if (input.maxBytes !== undefined && bytes > input.maxBytes)
        throw new BackendError({ code: 'bad-input', message: 'too large', field: 'maxBytes' });
      return { imageId: input.imageId, mime: 'image/png', base64: '', bytes, fetchedAtUtc: RUN, stale: false };
    }),
  };
  const overlay = new OverlayState(api, () => timeUtc, {
    decoder,
    debounceMs: 50,
    prefetchBudgetBytes: options.budget ?? 100_000,
    prefetchRadius: 10,
  });
  return {
    overlay,
    api,
    asked,
    setTime: (t: number) => {
      timeUtc = t;
    },
  };
}

describe('OverlayState', () => {
  it('asks for the chosen element over the chart box, then shows the layer nearest the time', async () => {
    const { overlay, api, setTime } = setup();
    overlay.viewChanged({ bbox: BOX, zoom: 4 });
    expect(api.layers).not.toHaveBeenCalled();
    overlay.choose('wind');
    await overlay.refresh();
    expect(api.layers).toHaveBeenCalledWith({ element: 'wind', bbox: BOX, zoom: 4 });
    expect(overlay.loadingFirst).toBe(true);
    setTime(RUN + 5.4 * H);
    flushSync();
    expect(overlay.wanted?.timeUtc).toBe(RUN + 5 * H);
    await overlay.ensureWanted();
    flushSync();
    expect(overlay.shown?.layer.timeUtc).toBe(RUN + 5 * H);
    expect(overlay.shown?.image.url).toBe(`data:${(5).toString(16).padStart(32, '0')}`);
    expect(overlay.loadingFirst).toBe(false);
  });

  it('shows the nearest decoded layer while the wanted one loads', async () => {
    const { overlay, setTime } = setup();
    overlay.viewChanged({ bbox: BOX, zoom: 4 });
    overlay.choose('wind');
    await overlay.refresh();
    await overlay.ensureWanted();
    setTime(RUN + 15 * H);
    flushSync();
    // Layers 0..10 are decoded (the wanted one and a prefetch round ahead of it).
    expect(overlay.shown?.layer.timeUtc).toBe(RUN + 10 * H);
  });

  it('prefetches the layers around the shown one, never beyond its budget, asking with what is left', async () => {
    const { overlay, asked } = setup({ sizeOf: () => 30_000, budget: 100_000 });
    overlay.viewChanged({ bbox: BOX, zoom: 4 });
    overlay.choose('wind');
    await overlay.refresh();
    await overlay.ensureWanted();
    const round = overlay.lastRound!;
    expect(round.spentBytes).toBe(90_000);
    expect(asked.map((a) => a.maxBytes)).toEqual([undefined, 100_000, 70_000, 40_000]);
  });

  it('ends a round on an image larger than what is left, without receiving it', async () => {
    const { overlay, asked } = setup({ sizeOf: (i) => (i === 1 ? 10_000 : 55_000), budget: 60_000 });
    overlay.viewChanged({ bbox: BOX, zoom: 4 });
    overlay.choose('wind');
    await overlay.refresh();
    await overlay.ensureWanted();
    expect(overlay.lastRound?.spentBytes).toBe(10_000);
    expect(asked.at(-1)?.maxBytes).toBe(50_000);
    expect(overlay.cache.has(asked.at(-1)!.imageId)).toBe(false);
  });

  it('asks again after a pan, once, after the pause', async () => {
    vi.useFakeTimers();
    try {
      const { overlay, api } = setup();
      overlay.viewChanged({ bbox: BOX, zoom: 4 });
      overlay.choose('wind');
      await vi.runAllTimersAsync();
      expect(api.layers).toHaveBeenCalledTimes(1);
      for (let i = 1; i <= 5; i++) overlay.viewChanged({ bbox: { ...BOX, west: -20 + i }, zoom: 4 });
      await vi.advanceTimersByTimeAsync(20);
      expect(api.layers).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(100);
      expect(api.layers).toHaveBeenCalledTimes(2);
      expect(api.layers).toHaveBeenLastCalledWith({ element: 'wind', bbox: { ...BOX, west: -15 }, zoom: 4 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says in words why the layers could not be had, and clears on No overlay', async () => {
    const { overlay, api } = setup();
    api.layers.mockRejectedValueOnce(
      new BackendError({ code: 'offline', message: 'The wind overlay for this part of the chart was never fetched.' }),
    );
    overlay.viewChanged({ bbox: BOX, zoom: 4 });
    overlay.choose('wind');
    await vi.waitFor(() => expect(overlay.error).toContain('never fetched'));
    expect(overlay.loadingFirst).toBe(false);
    overlay.choose(null);
    expect(overlay.error).toBeNull();
    expect(overlay.layers).toBeNull();
  });
});
