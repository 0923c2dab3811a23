// The storms state with a fake storms.current: loaded once for the panel, the badge and the
// chart, failures in words, the navigator's warning distances kept across a reload, warnings
// computed once for the same inputs, and where to centre the chart on a storm.
import { describe, expect, it, vi } from 'vitest';
import type { IpcOutput } from '../../../shared/ipc';
import { DEFAULT_WARNING_DISTANCES_NM } from '../../../shared/forecast/storm-track';
import type { ShipStep } from '../../../renderer/src/storms/storm-warnings';
import type { KeyValueStore } from '../../../renderer/src/storms/warning-distances';
import { StormsState, type StormsApi } from '../../../renderer/src/storms/storms-state.svelte';
import { storm } from '../../shared/forecast/storm-helpers';
import { backendError, deferred, provenance } from '../fixtures';

vi.hoisted(() => vi.stubGlobal('window', { passage: {} }));

type StormsAnswer = IpcOutput<'storms.current'>;

const T0 = Date.UTC(2026, 10, 22, 0) / 1000;
const H = 3600;

/** A typhoon moving north along 143°E, 23°N at T0 to 25°N at T0 + 24 h (advisory at T0 + 12 h). */
const TYPHOON = {
  ...storm(
    [
      { timeUtc: T0, lat: 23, lon: 143, category: 'TY' },
      { timeUtc: T0 + 24 * H, lat: 25, lon: 143, category: 'TY' },
    ],
    [],
    'TY',
  ),
  id: '2026WP27',
  name: 'Typhoon Hagibis',
};

/** A ship going east along 20°N, a quarter degree an hour: about 180 NM south of the typhoon. */
const SHIP: readonly ShipStep[] = Array.from({ length: 25 }, (_, i) => ({
  timeUtc: T0 + i * H,
  lat: 20,
  lon: 140 + i * 0.25,
}));

function answer(storms = [TYPHOON], fetchedAtUtc = T0 + 12 * H): StormsAnswer {
  return { storms, provenance: provenance({ fetchedAtUtc }) };
}

/** Each answer a new list, as each one parsed from the wire is. */
function fakeApi(result: StormsAnswer = answer()) {
  return { current: vi.fn(async () => ({ ...result, storms: [...result.storms] })) } satisfies StormsApi;
}

function memoryStorage(initial: Record<string, string> = {}): KeyValueStore & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

describe('StormsState: loading', () => {
  it('asks once however many components want the list', async () => {
    const api = fakeApi();
    const state = new StormsState(api, null);
    state.ensureLoaded();
    state.ensureLoaded();
    expect(state.loading).toBe(true);
    await vi.waitFor(() => expect(state.loaded).toBe(true));
    state.ensureLoaded();
    expect(api.current).toHaveBeenCalledTimes(1);
    expect(state.storms.map((s) => s.id)).toEqual(['2026WP27']);
    expect(state.asOfUtc).toBe(T0 + 12 * H);
  });

  it('tells “no active storms” from “not known yet”', async () => {
    const state = new StormsState(fakeApi(answer([])), null);
    expect(state.loaded).toBe(false);
    await state.refresh();
    expect(state.loaded).toBe(true);
    expect(state.storms).toEqual([]);
  });

  it('does not send a second request while one is under way', async () => {
    const api = fakeApi();
    const held = deferred<StormsAnswer>();
    api.current.mockReturnValueOnce(held.promise);
    const state = new StormsState(api, null);
    const first = state.refresh();
    await state.refresh();
    held.resolve(answer());
    await first;
    expect(api.current).toHaveBeenCalledTimes(1);
    expect(state.loading).toBe(false);
  });

  it('says in words why the list could not be loaded, and clears it after a success', async () => {
    const api = fakeApi();
    api.current.mockRejectedValueOnce(backendError('No connection. Check the network, then refresh.'));
    const state = new StormsState(api, null);
    await state.refresh();
    expect(state.error).toBe('The storm list could not be loaded: No connection. Check the network, then refresh.');
    expect(state.loaded).toBe(false);
    expect(state.loading).toBe(false);
    await state.refresh();
    expect(state.error).toBeNull();
    expect(state.loaded).toBe(true);
  });

  it('keeps the storms shown when a refresh fails', async () => {
    const api = fakeApi();
    const state = new StormsState(api, null);
    await state.refresh();
    api.current.mockRejectedValueOnce(new Error(''));
    await state.refresh();
    expect(state.error).toBe('The storm list could not be loaded: the backend did not answer.');
    expect(state.storms).toHaveLength(1);
  });

  it('does not retry a failed first load by itself', async () => {
    const api = fakeApi();
    api.current.mockRejectedValueOnce(backendError('Offline.'));
    const state = new StormsState(api, null);
    state.ensureLoaded();
    await vi.waitFor(() => expect(state.error).not.toBeNull());
    state.ensureLoaded();
    expect(api.current).toHaveBeenCalledTimes(1);
  });
});

describe('StormsState: warning distances', () => {
  it('starts from the defaults and keeps a change for the next start', () => {
    const storage = memoryStorage();
    const state = new StormsState(fakeApi(), storage);
    expect(state.distancesNm).toEqual(DEFAULT_WARNING_DISTANCES_NM);
    state.setDistance('hurricane', 250);
    expect(state.distancesNm).toEqual({ ...DEFAULT_WARNING_DISTANCES_NM, hurricane: 250 });
    expect(new StormsState(fakeApi(), storage).distancesNm.hurricane).toBe(250);
  });

  it('stores nothing after a reset, so later defaults apply', () => {
    const storage = memoryStorage();
    const state = new StormsState(fakeApi(), storage);
    state.setDistance('depression', 100);
    state.resetDistances();
    expect(storage.items.size).toBe(0);
    expect(state.distancesNm).toEqual(DEFAULT_WARNING_DISTANCES_NM);
  });

  it('falls back to the defaults when what is stored is unreadable', () => {
    const storage = memoryStorage({ 'passage.stormWarningDistancesNm': '{"hurricane":-5}' });
    expect(new StormsState(fakeApi(), storage).distancesNm).toEqual(DEFAULT_WARNING_DISTANCES_NM);
  });
});

describe('StormsState: warnings against a voyage', () => {
  it('warns when the ship passes inside the typhoon distance, not when the distance is smaller', async () => {
    const state = new StormsState(fakeApi(), null);
    await state.refresh();
    const warnings = state.assess(SHIP);
    expect(warnings.count).toBe(1);
    expect(warnings.worst?.proximity.stormId).toBe('2026WP27');
    expect(warnings.worst?.brokenClass).toBe('hurricane');
    state.setDistance('hurricane', 120);
    expect(state.assess(SHIP).count).toBe(0);
  });

  it('computes once for the panel and the badge showing the same voyage', async () => {
    const state = new StormsState(fakeApi(), null);
    await state.refresh();
    const forPanel = state.assess(SHIP);
    expect(state.assess(SHIP)).toBe(forPanel);
    // New storms, new distances or another voyage: computed again.
    await state.refresh();
    const afterRefresh = state.assess(SHIP);
    expect(afterRefresh).not.toBe(forPanel);
    state.setDistance('tropicalStorm', 180);
    expect(state.assess(SHIP)).not.toBe(afterRefresh);
    expect(state.assess(SHIP.slice(0, 10))).not.toBe(state.assess(SHIP));
  });

  it('has nothing to warn about before the list is loaded', () => {
    const state = new StormsState(fakeApi(), null);
    expect(state.assess(SHIP)).toEqual({ storms: [], count: 0, worst: null });
  });
});

describe('StormsState: positionOf', () => {
  it('places the storm where it is at the advisory time', async () => {
    const state = new StormsState(fakeApi(), null);
    await state.refresh();
    const p = state.positionOf('2026WP27');
    expect(p?.lat).toBeCloseTo(24, 9);
    expect(p?.lon).toBeCloseTo(143, 9);
  });

  it('uses the latest fix when the advisory time is past the track', async () => {
    const state = new StormsState(fakeApi(answer([TYPHOON], T0 + 48 * H)), null);
    await state.refresh();
    expect(state.positionOf('2026WP27')).toEqual({ lat: 25, lon: 143 });
  });

  it('knows no position for a storm not in the list', async () => {
    const state = new StormsState(fakeApi(), null);
    await state.refresh();
    expect(state.positionOf('2026EP01')).toBeNull();
  });
});
