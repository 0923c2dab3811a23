// The search box's state with fake port and place searches and vi's fake clock: a search waits
// for a pause in typing, Enter searches at once, one failing search leaves the other's results,
// and an answer to an older query never replaces a newer one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Place } from '../../../shared/api/resources/geo';
import type { Port } from '../../../shared/api/resources/ports';
import type { IpcInput, IpcOutput } from '../../../shared/ipc';
import { SEARCH_DELAY_MS, SearchState, type SearchApi } from '../../../renderer/src/search/search-state.svelte';
import { backendError, deferred, provenance } from '../fixtures';

vi.hoisted(() => vi.stubGlobal('window', { passage: {} }));

type PortsAnswer = IpcOutput<'ports.search'>;
type PlacesAnswer = IpcOutput<'places.search'>;

const ROTTERDAM_PORT: Port = {
  id: 1,
  name: 'Rotterdam',
  size: 'large',
  country: 'Netherlands',
  latitude: 51.9,
  longitude: 4.5,
};

function place(name: string, lat: number, lon: number): Place {
  return {
    name,
    country: { code: 'NL', name: 'Netherlands' },
    latitude: lat,
    longitude: lon,
    timezone: 'Europe/Amsterdam',
    continent: { name: 'Europe' },
  };
}

const ROTTERDAM_CITY = place('Rotterdam', 51.92, 4.48);
const ROTTERDAMSE_HOEK = place('Nieuw Rotterdamse Hoek', 51.8, 4.4);

function fakeApi() {
  return {
    searchPorts: vi.fn(async (_input: IpcInput<'ports.search'>): Promise<PortsAnswer> => ({
      ports: [ROTTERDAM_PORT],
      provenance: provenance({ stale: true, ageS: 40 * 86_400 }),
    })),
    searchPlaces: vi.fn(async (_input: IpcInput<'places.search'>): Promise<PlacesAnswer> => ({
      places: [ROTTERDAMSE_HOEK, ROTTERDAM_CITY],
      provenance: provenance(),
    })),
  } satisfies SearchApi;
}

/** Lets the pending answers (already resolved promises) reach the state. */
async function answersIn(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchState', () => {
  it('waits for a pause in typing and searches once, for the last text', async () => {
    const api = fakeApi();
    const search = new SearchState({ api });
    for (const text of ['ro', 'rot', 'rotte', 'rotterdam']) {
      search.setQuery(text);
      await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 50);
    }
    expect(api.searchPorts).not.toHaveBeenCalled();
    expect(search.searching).toBe(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(api.searchPorts).toHaveBeenCalledTimes(1);
    expect(api.searchPorts).toHaveBeenCalledWith({ query: 'rotterdam', limit: 8 });
    expect(api.searchPlaces).toHaveBeenCalledWith({ query: 'rotterdam' });
    await answersIn();
    expect(search.searching).toBe(false);
    expect(search.answered).toBe('rotterdam');
  });

  it('lists the port before the city of the same name, and a partial match last', async () => {
    const search = new SearchState({ api: fakeApi() });
    search.setQuery('Rotterdam');
    search.flush();
    await answersIn();
    expect(search.results.map((r) => `${r.kind}:${r.name}`)).toEqual([
      'port:Rotterdam',
      'place:Rotterdam',
      'place:Nieuw Rotterdamse Hoek',
    ]);
    expect(search.results[0]?.detail).toBe('large port');
  });

  it('searches at once on Enter, without waiting for the pause', async () => {
    const api = fakeApi();
    const search = new SearchState({ api });
    search.setQuery('  rotterdam ');
    search.flush();
    expect(api.searchPlaces).toHaveBeenCalledWith({ query: 'rotterdam' });
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 2);
    expect(api.searchPlaces).toHaveBeenCalledTimes(1);
  });

  it('does not send one letter, and clears the list at once', async () => {
    const api = fakeApi();
    const search = new SearchState({ api });
    search.setQuery('rotterdam');
    search.flush();
    await answersIn();
    expect(search.results).toHaveLength(3);
    search.setQuery('r');
    expect(search.results).toEqual([]);
    expect(search.answered).toBe('');
    expect(search.searching).toBe(false);
    expect(search.portsProvenance).toBeNull();
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    expect(api.searchPorts).toHaveBeenCalledTimes(1);
  });

  it('passes on the stored ports’ provenance, so the list can be marked as old', async () => {
    const search = new SearchState({ api: fakeApi() });
    search.setQuery('rotterdam');
    search.flush();
    await answersIn();
    expect(search.portsProvenance).toMatchObject({ stale: true, ageS: 40 * 86_400 });
    expect(search.placesProvenance?.stale).toBe(false);
  });

  it('shows the ports when the place search fails, and says why in words', async () => {
    const api = fakeApi();
    api.searchPlaces.mockRejectedValueOnce(backendError('No connection. Check the network and search again.'));
    const search = new SearchState({ api });
    search.setQuery('rotterdam');
    search.flush();
    await answersIn();
    expect(search.results.map((r) => r.kind)).toEqual(['port']);
    expect(search.placesError).toBe('Places could not be searched: No connection. Check the network and search again.');
    expect(search.portsError).toBeNull();
    expect(search.placesProvenance).toBeNull();
  });

  it('shows the places when the port search fails', async () => {
    const api = fakeApi();
    api.searchPorts.mockRejectedValueOnce(new Error(''));
    const search = new SearchState({ api });
    search.setQuery('rotterdam');
    search.flush();
    await answersIn();
    expect(search.results.map((r) => r.kind)).toEqual(['place', 'place']);
    expect(search.portsError).toBe('Ports could not be searched: the backend did not answer.');
    // The next search that works clears the message.
    search.setQuery('rotterdam ');
    search.flush();
    await answersIn();
    expect(search.portsError).toBeNull();
  });

  it('never lets the answer to an older query replace a newer one', async () => {
    const api = fakeApi();
    const slow = deferred<PlacesAnswer>();
    api.searchPlaces.mockReturnValueOnce(slow.promise);
    const search = new SearchState({ api });
    search.setQuery('rott');
    search.flush();
    search.setQuery('rotterdam');
    search.flush();
    await answersIn();
    expect(search.answered).toBe('rotterdam');
    slow.resolve({ places: [place('Rottach', 47.7, 11.8)], provenance: provenance() });
    await answersIn();
    expect(search.answered).toBe('rotterdam');
    expect(search.results.map((r) => r.name)).not.toContain('Rottach');
  });

  it('drops an answer that arrives after the box was cleared', async () => {
    const api = fakeApi();
    const slow = deferred<PortsAnswer>();
    api.searchPorts.mockReturnValueOnce(slow.promise);
    const search = new SearchState({ api });
    search.setQuery('rotterdam');
    search.flush();
    search.clear();
    slow.resolve({ ports: [ROTTERDAM_PORT], provenance: provenance() });
    await answersIn();
    expect(search.query).toBe('');
    expect(search.results).toEqual([]);
    expect(search.searching).toBe(false);
  });

  it('waits for the port catalogue before searching ports, not before searching places', async () => {
    const api = fakeApi();
    const catalogue = deferred<void>();
    const search = new SearchState({ api, portsReady: () => catalogue.promise });
    search.setQuery('rotterdam');
    search.flush();
    await answersIn();
    expect(api.searchPlaces).toHaveBeenCalledTimes(1);
    expect(api.searchPorts).not.toHaveBeenCalled();
    expect(search.searching).toBe(true);
    catalogue.resolve();
    await answersIn();
    expect(api.searchPorts).toHaveBeenCalledTimes(1);
    expect(search.results).toHaveLength(3);
  });

  it('searches the stored ports anyway when the catalogue could not be synced', async () => {
    const api = fakeApi();
    const search = new SearchState({ api, portsReady: () => Promise.reject(backendError('Offline.')) });
    search.setQuery('rotterdam');
    search.flush();
    await answersIn();
    expect(api.searchPorts).toHaveBeenCalledTimes(1);
    expect(search.portsError).toBeNull();
    expect(search.results[0]?.kind).toBe('port');
  });

  it('sends the port store at most the 100 characters its contract takes; places get all', async () => {
    const api = fakeApi();
    const search = new SearchState({ api });
    const long = 'Rotterdam '.repeat(15).trim();
    search.setQuery(long);
    search.flush();
    await answersIn();
    expect(api.searchPorts.mock.calls[0]?.[0].query).toHaveLength(100);
    expect(api.searchPlaces.mock.calls[0]?.[0].query).toBe(long);
  });
});
