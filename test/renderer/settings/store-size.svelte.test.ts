// The Data folder section's state with a fake backend (issue 27): the size in words, a clear
// asked first (saying what goes and what stays), its outcome in words, and refusals in the
// backend's own sentence.
import { describe, expect, it, vi } from 'vitest';
import type { StoreClearResult, StoreSize } from '../../../shared/ipc';
import type { ConfirmRequest } from '../../../renderer/src/components/confirm.svelte';
import { StoreSizeState } from '../../../renderer/src/settings/store-size.svelte';
import { formatBytes, storeSizeWords } from '../../../renderer/src/settings/store-size-text';
import { backendError } from '../fixtures';

vi.hoisted(() => vi.stubGlobal('window', { passage: {} }));

const MIB = 1024 * 1024;
const SIZE: StoreSize = {
  file: '/home/nav/.config/passage/passage.sqlite',
  fileBytes: 160 * MIB,
  walBytes: 8 * MIB,
  cacheBytes: 150 * MIB,
  keptBytes: 2 * MIB,
  budgetBytes: 200 * MIB,
  forecastDays: 14,
  otherDays: 90,
  mapImagesBytes: 12 * MIB,
  backups: { count: 3, bytes: 4.5 * MIB, newestUtc: Date.UTC(2026, 10, 25, 13, 31) / 1000 },
  canClear: true,
};
const AFTER: StoreSize = { ...SIZE, fileBytes: 6 * MIB, walBytes: 0, cacheBytes: 2 * MIB, mapImagesBytes: 0 };
const CLEARED: StoreClearResult = { removedAnswers: 1234, freedBytes: 174 * MIB, size: AFTER };

function fakeBackend(clear: () => Promise<StoreClearResult> = async () => CLEARED, size = SIZE) {
  return { store: { size: vi.fn(async () => size), clearCache: vi.fn(clear) } };
}

describe('the store size in words', () => {
  it('says what is on disk, the cached part against the budget, the rule and the backups', () => {
    expect(storeSizeWords(SIZE)).toEqual({
      store: '168 MB on disk (file 160 MB, write-ahead log 8.0 MB).',
      cache: '150 MB of a 200 MB budget, 2.0 MB of it kept for saved voyages.',
      rule:
        'Forecasts are removed 14 days after they were fetched, other answers (places, vessels, climate) after 90 ' +
        'days, and the oldest first when the budget is reached. Each saved voyage keeps its latest forecast, ' +
        'departure sweep and quick outlook, so it can be reviewed offline.',
      mapImages: '12.0 MB.',
      backups:
        '3 backups, 4.5 MB in all, the newest taken 2026-11-25 13:31 UTC. One is taken at a start after voyages, ' +
        'vessels or settings changed; cached forecasts are left out.',
    });
    expect(storeSizeWords({ ...SIZE, backups: { count: 0, bytes: 0, newestUtc: null } }).backups).toMatch(/^None yet/);
  });

  it('reads sizes as a file manager does, in binary multiples', () => {
    expect([0, 512, 3 * 1024 * 1024 + 1, 200 * MIB, 1.5 * 1024 * MIB].map(formatBytes)).toEqual([
      '0 kB',
      '1 kB',
      '3.0 MB',
      '200 MB',
      '1.5 GB',
    ]);
  });
});

describe('StoreSizeState', () => {
  it('reads the size, or says in words why it could not', async () => {
    const state = new StoreSizeState({ backend: fakeBackend(), ask: async () => null });
    await state.load();
    expect(state.size).toEqual(SIZE);
    const failing = fakeBackend();
    failing.store.size.mockRejectedValueOnce(backendError('The store cannot be read.', 'internal'));
    const other = new StoreSizeState({ backend: failing, ask: async () => null });
    await other.load();
    expect(other.loadError).toBe("The store's size could not be read: The store cannot be read.");
  });

  it('asks first, naming what goes and what stays, and clears nothing when cancelled', async () => {
    const asked: ConfirmRequest[] = [];
    const backend = fakeBackend();
    const state = new StoreSizeState({ backend, ask: async (r) => (asked.push(r), null) });
    await state.load();
    expect(await state.clear()).toEqual({ kind: 'cancelled' });
    expect(backend.store.clearCache).not.toHaveBeenCalled();
    expect(asked[0]?.title).toBe('Clear cached forecasts');
    // 148 MB of the cache is not kept, and 12 MB of map pictures.
    expect(asked[0]?.message).toMatch(/^Remove about 160 MB of cached forecasts/);
    expect(asked[0]?.message).toContain('Saved voyages keep their latest forecast, departure sweep and quick outlook');
    expect(asked[0]?.choices).toEqual([{ id: 'clear', label: 'Clear cached forecasts', danger: true }]);
  });

  it('clears when confirmed, then shows the new size and how much was freed', async () => {
    const backend = fakeBackend();
    const state = new StoreSizeState({ backend, ask: async () => 'clear' });
    await state.load();
    expect(await state.clear()).toEqual({ kind: 'cleared', result: CLEARED });
    expect(state.size).toEqual(AFTER);
    expect(state.message).toEqual({
      kind: 'ok',
      text:
        'Cleared: the store is 174 MB smaller (1,234 cached answers removed). Saved voyages keep their latest ' +
        'forecast, departure sweep and quick outlook.',
    });
    expect(state.clearing).toBe(false);
  });

  it("says the backend's reason when it refuses, and does not ask when nothing can be cleared", async () => {
    const busy =
      'A forecast, departure sweep or routing is running and reading cached forecasts: clear them when it has finished.';
    const state = new StoreSizeState({
      backend: fakeBackend(() => Promise.reject(backendError(busy, 'conflict'))),
      ask: async () => 'clear',
    });
    await state.load();
    expect(await state.clear()).toEqual({ kind: 'failed', message: `Nothing was cleared: ${busy}` });
    expect(state.message).toEqual({ kind: 'error', text: `Nothing was cleared: ${busy}` });
    expect(state.size).toEqual(SIZE);

    const ask = vi.fn(async () => 'clear');
    const readOnly = new StoreSizeState({ backend: fakeBackend(undefined, { ...SIZE, canClear: false }), ask });
    await readOnly.load();
    expect(await readOnly.clear()).toEqual({ kind: 'cancelled' });
    expect(ask).not.toHaveBeenCalled();
  });
});
