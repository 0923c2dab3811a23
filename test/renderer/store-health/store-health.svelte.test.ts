import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import type { StoreHealth, StoreRestoreResult } from '../../../shared/ipc';
import { restoreLabel, StoreHealthState } from '../../../renderer/src/store-health/store-health.svelte';
import type { ConfirmRequest } from '../../../renderer/src/components/confirm.svelte';

const damaged: StoreHealth = {
  state: 'damaged',
  problem: 'The store /d/passage.sqlite is damaged (page 12). What can be read is open read-only.',
  file: '/d/passage.sqlite',
  check: 'damaged',
  canSave: false,
  canRestore: true,
  restoreFrom: { file: '/d/backups/passage-2026-11-25T12-01-00-000Z.sqlite', takenAtUtc: 1_795_608_060 },
  backupCount: 3,
  backupProblem: null,
};
const ok: StoreHealth = { ...damaged, state: 'ok', problem: null, check: 'ok', canSave: true, canRestore: false };
const restored: StoreRestoreResult = {
  message: 'The backup of 2026-11-25 12:01 UTC was restored. Recovered from the damaged store: voyage Biscay.',
  restoredFromUtc: 1_795_608_060,
  salvaged: [{ id: 'v1', name: 'Biscay', revisionsAdded: 1 }],
  unreadableRows: 0,
  damagedFileKeptAs: '/d/passage.sqlite.damaged-x',
};

function fakeBackend(answers: { health: StoreHealth[]; restore: () => Promise<StoreRestoreResult> }) {
  const healths = [...answers.health];
  return {
    store: {
      health: async () => healths.shift() ?? ok,
      restore: answers.restore,
    },
  };
}

describe('StoreHealthState', () => {
  it('shows nothing for a healthy store', async () => {
    const state = new StoreHealthState({
      backend: fakeBackend({ health: [ok], restore: async () => restored }),
      ask: async () => null,
    });
    await state.load();
    flushSync();
    expect(state.showing).toBe(false);
  });

  it('asks before restoring, then says what the backend did and reads the health again', async () => {
    const asked: ConfirmRequest[] = [];
    const state = new StoreHealthState({
      backend: fakeBackend({ health: [damaged, ok], restore: async () => restored }),
      ask: async (request) => {
        asked.push(request);
        return 'restore';
      },
    });
    await state.load();
    flushSync();
    expect(state.showing).toBe(true);
    expect(restoreLabel(damaged)).toBe('Restore the backup of 2026-11-25 12:01 UTC');
    const outcome = await state.restore();
    expect(outcome).toEqual({ kind: 'restored', result: restored });
    expect(asked[0]?.choices).toEqual([{ id: 'restore', label: 'Restore the backup of 2026-11-25 12:01 UTC' }]);
    expect(asked[0]?.message).toContain('never deleted');
    expect(state.message).toBe(restored.message);
    expect(state.health?.state).toBe('ok');
    state.dismiss();
    flushSync();
    expect(state.showing).toBe(false);
  });

  it('does nothing when the navigator cancels, and words a failed restore', async () => {
    let answer: string | null = null;
    const state = new StoreHealthState({
      backend: fakeBackend({
        health: [damaged],
        restore: async () => {
          // As lib/backend's BackendError, which cannot be imported without a window.
          throw Object.assign(new Error('The disk is full, so Passage could not save.'), { name: 'BackendError' });
        },
      }),
      ask: async () => answer,
    });
    await state.load();
    expect(await state.restore()).toEqual({ kind: 'cancelled' });
    answer = 'restore';
    const failed = await state.restore();
    expect(failed).toEqual({
      kind: 'failed',
      message: 'The store was not restored: The disk is full, so Passage could not save.',
    });
    expect(restoreLabel({ ...damaged, restoreFrom: null })).toBe('Start a new store with the voyages that can be read');
  });
});
