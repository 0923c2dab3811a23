// The chart's ports with a fake backend: loaded once on first demand, synced when the store is
// empty or old, and what the chart says meanwhile: loading, why the list is old, why there is
// none (and that turning the layer off and on tries again).
import { describe, expect, it, vi } from 'vitest';
import type { Port } from '../../../../shared/api/resources/ports';
import type { IpcOutput } from '../../../../shared/ipc';
import type { PortsApi } from '../../../../renderer/src/chart/ports/port-catalogue';
import { PortsState } from '../../../../renderer/src/chart/ports/ports-state.svelte';
import { backendError, deferred, provenance } from '../../fixtures';

vi.hoisted(() => vi.stubGlobal('window', { passage: {} }));

type SyncStatus = IpcOutput<'ports.syncStatus'>;

const ROTTERDAM: Port = {
  id: 1,
  name: 'Rotterdam',
  size: 'large',
  country: 'Netherlands',
  latitude: 51.9,
  longitude: 4.5,
};
const DOVER: Port = { id: 2, name: 'Dover', size: 'medium', country: 'United Kingdom', latitude: 51.1, longitude: 1.3 };

const FRESH: SyncStatus = { portCount: 2, lastSyncUtc: 1_790_000_000, maxAgeS: 30 * 86_400, stale: false };
const EMPTY: SyncStatus = { portCount: 0, lastSyncUtc: null, maxAgeS: 30 * 86_400, stale: true };
const OLD: SyncStatus = { ...FRESH, stale: true };

function fakePorts(status: SyncStatus = FRESH, ports: readonly Port[] = [ROTTERDAM, DOVER]) {
  return {
    syncStatus: vi.fn(async () => status),
    sync: vi.fn(async () => ({ ...FRESH, provenance: provenance() })),
    inBbox: vi.fn(async () => ({ ports: [...ports], provenance: provenance() })),
  } satisfies PortsApi;
}

describe('PortsState', () => {
  it('says it is loading, then shows the stored ports without syncing a fresh store', async () => {
    const api = fakePorts();
    const state = new PortsState(api);
    expect(state.status).toBeNull();
    const ready = state.ready();
    expect(state.status).toBe('Loading ports…');
    await ready;
    expect(state.ports.map((p) => p.name)).toEqual(['Rotterdam', 'Dover']);
    expect(state.provenance?.source).toBe('live');
    expect(state.status).toBeNull();
    expect(api.sync).not.toHaveBeenCalled();
    // The whole world in one call.
    expect(api.inBbox).toHaveBeenCalledWith({ south: -90, west: -180, north: 90, east: 180, limit: 5000 });
  });

  it('loads once, however often the layer is shown', async () => {
    const api = fakePorts();
    const state = new PortsState(api);
    state.ensureLoaded();
    state.ensureLoaded();
    await state.ready();
    state.ensureLoaded();
    await state.ready();
    expect(api.syncStatus).toHaveBeenCalledTimes(1);
    expect(api.inBbox).toHaveBeenCalledTimes(1);
  });

  it('syncs the catalogue first when none is stored', async () => {
    const api = fakePorts(EMPTY);
    const state = new PortsState(api);
    await state.ready();
    expect(api.sync).toHaveBeenCalledWith({ force: false });
    expect(api.sync.mock.invocationCallOrder[0]).toBeLessThan(api.inBbox.mock.invocationCallOrder[0]!);
    expect(state.ports).toHaveLength(2);
  });

  it('shows an old list, and says why it is old, when the refresh fails', async () => {
    const api = fakePorts(OLD);
    api.sync.mockRejectedValueOnce(backendError('No connection.'));
    const state = new PortsState(api);
    await state.ready();
    expect(state.ports).toHaveLength(2);
    expect(state.status).toBe('The port list could not be refreshed (No connection.): showing the stored list.');
  });

  it('says why there are no ports and how to try again, and tries again on the next demand', async () => {
    const api = fakePorts(EMPTY);
    api.sync.mockRejectedValueOnce(
      backendError('The service refused the key (401). Check it in Settings.', 'unauthorized'),
    );
    const state = new PortsState(api);
    await expect(state.ready()).rejects.toThrow('The service refused the key (401).');
    expect(state.status).toBe(
      'Ports could not be loaded: The service refused the key (401). Check it in Settings. Turn the ports layer off and on to try again.',
    );
    expect(state.ports).toEqual([]);

    state.ensureLoaded();
    expect(state.status).toBe('Loading ports…');
    await state.ready();
    expect(state.ports).toHaveLength(2);
    expect(state.status).toBeNull();
    expect(api.sync).toHaveBeenCalledTimes(2);
  });

  it('words a failure without a message as a sentence', async () => {
    const api = fakePorts();
    api.syncStatus.mockRejectedValueOnce(new Error(''));
    const state = new PortsState(api);
    await state.ready().catch(() => undefined);
    expect(state.status).toBe(
      'Ports could not be loaded: the backend did not answer. Turn the ports layer off and on to try again.',
    );
  });

  it('does not leave an unhandled rejection when only the chart asked', async () => {
    const api = fakePorts();
    const answer = deferred<SyncStatus>();
    api.syncStatus.mockReturnValueOnce(answer.promise);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      new PortsState(api).ensureLoaded();
      answer.reject(backendError('Offline.'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('says when the map draws only part of a very large catalogue', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ ...DOVER, id: i + 10 }));
    const state = new PortsState(fakePorts(FRESH, many));
    await state.ready();
    expect(state.status).toBe('Only the 5000 largest ports are drawn.');
  });
});
