// No-go areas drawn for the route optimiser: points clicked, the area closed on its first point,
// by "Finish area" or refused in words when it crosses itself; Esc (cancel) drops it; each voyage
// has its own areas for the session; the request sent carries them and an estimate made without
// them no longer holds.
import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import type { IpcInput } from '../../../shared/ipc';
import { NoGoState } from '../../../renderer/src/routing/no-go-state.svelte';
import { RoutingState } from '../../../renderer/src/routing/routing-state.svelte';
import { readRequest, DEFAULT_CHOICES } from '../../../renderer/src/routing/routing-flow';
import { VoyageStore } from '../../../renderer/src/voyage/voyage-store.svelte';
import { emptyDraft } from '../../../renderer/src/voyage/editor';

const DEPART = Date.UTC(2026, 11, 1, 6) / 1000;
const SQUARE = [
  { lat: 45, lon: -20 },
  { lat: 45, lon: -15 },
  { lat: 42, lon: -15 },
  { lat: 42, lon: -20 },
];

function drawn(noGo: NoGoState, points: readonly { lat: number; lon: number }[]): void {
  noGo.start();
  for (const p of points) expect(noGo.click(p, null)).toBe('added');
}

describe('NoGoState', () => {
  it('adds the points clicked and closes the area on a click on its first point', () => {
    let voyage = 'v1';
    const noGo = new NoGoState(() => voyage);
    expect(noGo.canDraw).toBe(true);
    drawn(noGo, SQUARE);
    expect(noGo.drawing).toHaveLength(4);
    expect(noGo.canDraw).toBe(false);
    // The first click of a double click lands on the last point: nothing is added.
    expect(noGo.click({ lat: 42.001, lon: -20 }, 'last')).toBe('ignored');
    expect(noGo.click({ lat: 45.001, lon: -20 }, 'first')).toBe('finished');
    expect(noGo.drawing).toBe(null);
    expect(noGo.areas).toEqual([SQUARE]);
    // Another voyage has none; back to the first, its area is there again.
    voyage = 'v2';
    expect(noGo.areas).toEqual([]);
    voyage = 'v1';
    expect(noGo.areas).toHaveLength(1);
    noGo.remove(0);
    expect(noGo.areas).toEqual([]);
  });

  it('needs 3 points, refuses an area crossing itself in words, and cancels', () => {
    const noGo = new NoGoState(() => '');
    drawn(noGo, SQUARE.slice(0, 2));
    expect(noGo.canFinish).toBe(false);
    // A click on the first point with 2 points does not close it.
    expect(noGo.click(SQUARE[0]!, 'first')).toBe('ignored');
    expect(noGo.finish()).toEqual({
      ok: false,
      message: 'An area needs at least 3 points: click more points on the chart.',
    });
    noGo.cancel();
    expect(noGo.drawing).toBe(null);
    expect(noGo.problem).toBe(null);
    drawn(noGo, [SQUARE[0]!, SQUARE[2]!, SQUARE[1]!, SQUARE[3]!]);
    expect(noGo.finish()).toEqual({ ok: false, message: 'The area crosses itself (sides 1 and 3): redraw it.' });
    expect(noGo.problem).toBe('The area crosses itself (sides 1 and 3): redraw it.');
    expect(noGo.drawing).toHaveLength(4);
    expect(noGo.areas).toEqual([]);
    noGo.cancel();
    expect(noGo.drawing).toBe(null);
  });

  it('draws at most 20 areas', () => {
    const noGo = new NoGoState(() => 'v');
    for (let i = 0; i < 20; i++) {
      drawn(
        noGo,
        SQUARE.map((p) => ({ lat: p.lat, lon: p.lon + 6 * i })),
      );
      expect(noGo.finish()).toEqual({ ok: true });
    }
    expect(noGo.areas).toHaveLength(20);
    expect(noGo.canDraw).toBe(false);
    noGo.start();
    expect(noGo.drawing).toBe(null);
  });
});

describe('the request with no-go areas', () => {
  it('carries the areas only when there are some', () => {
    const store = new VoyageStore(emptyDraft(DEPART));
    store.addWaypoint({ lat: 50, lon: -5 });
    store.addWaypoint({ lat: 40, lon: -30 });
    const without = readRequest(store.draft, DEFAULT_CHOICES);
    expect(without.ok && 'noGoAreas' in without.request).toBe(false);
    const withArea = readRequest(store.draft, DEFAULT_CHOICES, [SQUARE]);
    expect(withArea.ok && withArea.request.noGoAreas).toEqual([SQUARE]);
  });

  it('sends the open voyage areas with the optimisation, and an estimate made before them is stale', async () => {
    const calls: IpcInput<'routing.optimise'>[] = [];
    const store = new VoyageStore(emptyDraft(DEPART));
    store.addWaypoint({ lat: 50, lon: -5 });
    store.addWaypoint({ lat: 40, lon: -30 });
    let saved = $state.raw<{ id: string } | null>({ id: 'voyage-a' });
    const library = {
      get saved() {
        return saved;
      },
      newVoyage: async () => ({ ok: true as const, words: null }),
    };
    const optimiser = new RoutingState({
      api: {
        routing: {
          estimate: async () => ({ credits: 18, requests: 9, cachedRequests: 0, places: 21, naiveCredits: 160 }),
          optimise: async (input) => {
            calls.push(input);
            throw new Error('not in this test');
          },
        },
        onProgress: () => () => {},
      },
      editor: store,
      library,
    });
    await optimiser.estimate();
    flushSync();
    expect(optimiser.estimateCurrent).toBe(true);
    drawn(optimiser.noGo, SQUARE);
    optimiser.noGo.finish();
    flushSync();
    expect(optimiser.estimateCurrent).toBe(false);
    await optimiser.estimate();
    await optimiser.optimise();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.noGoAreas).toEqual([SQUARE]);
    // Another voyage opened: its request has no areas.
    saved = { id: 'voyage-b' };
    const reading = optimiser.reading;
    expect(reading.ok && reading.request.noGoAreas).toBe(undefined);
  });
});
