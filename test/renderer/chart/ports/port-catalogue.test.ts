// Loading the port catalogue for the chart: sync when needed, then the whole world in one call.
// (The fake API rejects with plain Errors carrying the backend's words, as BackendError does.)
import { describe, expect, it, vi } from 'vitest';
import type { Port } from '../../../../shared/api/resources/ports';
import type { Provenance } from '../../../../shared/ipc';
import { loadPortCatalogue, MAX_PORTS, type PortsApi } from '../../../../renderer/src/chart/ports/port-catalogue';

const provenance: Provenance = { source: 'demo', stale: false, fetchedAtUtc: 1_795_000_000, ageS: 10, models: [] };
const rotterdam: Port = {
  id: 40_732_297,
  name: 'Rotterdam',
  size: 'large',
  country: 'Netherlands',
  latitude: 51.9,
  longitude: 4.48,
};

function api(
  status: { portCount: number; stale: boolean },
  overrides: Partial<PortsApi> = {},
): PortsApi & { [K in keyof PortsApi]: ReturnType<typeof vi.fn> } {
  return {
    syncStatus: vi
      .fn()
      .mockResolvedValue({ ...status, lastSyncUtc: status.portCount > 0 ? 1_795_000_000 : null, maxAgeS: 2_592_000 }),
    sync: vi
      .fn()
      .mockResolvedValue({ portCount: 3700, lastSyncUtc: 1_795_000_000, maxAgeS: 2_592_000, stale: false, provenance }),
    inBbox: vi.fn().mockResolvedValue({ ports: [rotterdam], provenance }),
    ...overrides,
  } as never;
}

describe('loadPortCatalogue', () => {
  it('syncs a store that holds no ports, then reads the whole world', async () => {
    const a = api({ portCount: 0, stale: true });
    const catalogue = await loadPortCatalogue(a);
    expect(a.sync).toHaveBeenCalledWith({ force: false });
    expect(a.inBbox).toHaveBeenCalledWith({ south: -90, west: -180, north: 90, east: 180, limit: MAX_PORTS });
    expect(catalogue).toEqual({ ports: [rotterdam], provenance, note: null });
  });

  it('does not sync a fresh store', async () => {
    const a = api({ portCount: 3700, stale: false });
    await loadPortCatalogue(a);
    expect(a.sync).not.toHaveBeenCalled();
  });

  it('shows the stored list with a note when a stale store cannot be refreshed', async () => {
    const a = api(
      { portCount: 3700, stale: true },
      { sync: vi.fn().mockRejectedValue(new Error('No connection to the data service.')) },
    );
    const catalogue = await loadPortCatalogue(a);
    expect(catalogue.ports).toEqual([rotterdam]);
    expect(catalogue.note).toBe(
      'The port list could not be refreshed (No connection to the data service.): showing the stored list.',
    );
  });

  it('fails in the backend’s words when nothing is stored and the sync fails', async () => {
    const a = api(
      { portCount: 0, stale: true },
      {
        sync: vi
          .fn()
          .mockRejectedValue(
            new Error('The port list could not be fetched and none is stored yet. Connect and sync again.'),
          ),
      },
    );
    await expect(loadPortCatalogue(a)).rejects.toThrow('none is stored yet');
    expect(a.inBbox).not.toHaveBeenCalled();
  });

  it('says so when the list reaches the one-call limit', async () => {
    const many = Array.from({ length: MAX_PORTS }, (_, i) => ({ ...rotterdam, id: i }));
    const a = api(
      { portCount: 6000, stale: false },
      { inBbox: vi.fn().mockResolvedValue({ ports: many, provenance }) },
    );
    expect((await loadPortCatalogue(a)).note).toBe(`Only the ${MAX_PORTS} largest ports are drawn.`);
  });
});
