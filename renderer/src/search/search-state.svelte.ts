// What the search box shows: the query, the merged results of the port store and the geocoder,
// where they come from, and what failed. Searches wait for a pause in typing (debounce.ts), and
// an answer to an older query never replaces a newer one.
import type { IpcInput, IpcOutput, Provenance } from '../../../shared/ipc';
import type { Port } from '../../../shared/api/resources/ports';
import type { Place } from '../../../shared/api/resources/geo';
import { backend } from '../lib/backend';
import { debounce, type Debounced, type Timers } from './debounce';
import { mergeResults, type SearchResult } from './search-results';

export interface SearchApi {
  searchPorts(input: IpcInput<'ports.search'>): Promise<IpcOutput<'ports.search'>>;
  searchPlaces(input: IpcInput<'places.search'>): Promise<IpcOutput<'places.search'>>;
}

const defaultApi: SearchApi = {
  searchPorts: (input) => backend.ports.search(input),
  searchPlaces: (input) => backend.places.search(input),
};

/** Shorter queries are not sent: one letter matches half the world. */
export const MIN_QUERY_LENGTH = 2;
export const SEARCH_DELAY_MS = 250;
const PORT_LIMIT = 8;
/** The contract's longest port query. */
const MAX_PORT_QUERY = 100;

function reason(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'the backend did not answer.';
}

export class SearchState {
  query = $state('');
  results = $state.raw<readonly SearchResult[]>([]);
  /** The query the results answer (may lag `query` while typing). */
  answered = $state('');
  searching = $state(false);
  portsProvenance = $state.raw<Provenance | null>(null);
  placesProvenance = $state.raw<Provenance | null>(null);
  portsError = $state<string | null>(null);
  placesError = $state<string | null>(null);
  private seq = 0;
  private readonly api: SearchApi;
  private readonly run: Debounced<[string]>;
  private readonly portsReady: () => Promise<unknown>;

  /**
   * `portsReady` resolves once the port store holds the catalogue (the chart's PortsState syncs
   * it on first use); a port search made before would find nothing. Its failure is not this
   * search's: the port search then runs anyway and answers what the store has.
   */
  constructor(options: { api?: SearchApi; timers?: Timers; portsReady?: () => Promise<unknown> } = {}) {
    this.api = options.api ?? defaultApi;
    this.portsReady = options.portsReady ?? (() => Promise.resolve());
    this.run = debounce((q: string) => void this.search(q), SEARCH_DELAY_MS, options.timers);
  }

  /** Typed text: searched after a pause; too short a query clears the list at once. */
  setQuery(text: string): void {
    this.query = text;
    const q = text.trim();
    if (q.length < MIN_QUERY_LENGTH) {
      this.run.cancel();
      this.seq++;
      this.clearResults();
      return;
    }
    this.searching = true;
    this.run(q);
  }

  /** Searches now, without waiting (Enter before the pause is over). */
  flush(): void {
    this.run.flush();
  }

  clear(): void {
    this.setQuery('');
  }

  private clearResults(): void {
    this.results = [];
    this.answered = '';
    this.searching = false;
    this.portsError = null;
    this.placesError = null;
    this.portsProvenance = null;
    this.placesProvenance = null;
  }

  /** Both searches; each may fail alone, and the other's results still show. */
  async search(q: string): Promise<void> {
    const seq = ++this.seq;
    this.searching = true;
    const searchPorts = async (): Promise<IpcOutput<'ports.search'>> => {
      await this.portsReady().catch(() => undefined);
      return this.api.searchPorts({ query: q.slice(0, MAX_PORT_QUERY), limit: PORT_LIMIT });
    };
    const [ports, places] = await Promise.allSettled([searchPorts(), this.api.searchPlaces({ query: q })]);
    if (seq !== this.seq) return;
    const foundPorts: Port[] = ports.status === 'fulfilled' ? ports.value.ports : [];
    const foundPlaces: Place[] = places.status === 'fulfilled' ? places.value.places : [];
    this.portsProvenance = ports.status === 'fulfilled' ? ports.value.provenance : null;
    this.placesProvenance = places.status === 'fulfilled' ? places.value.provenance : null;
    this.portsError = ports.status === 'rejected' ? `Ports could not be searched: ${reason(ports.reason)}` : null;
    this.placesError = places.status === 'rejected' ? `Places could not be searched: ${reason(places.reason)}` : null;
    this.results = mergeResults(q, foundPorts, foundPlaces);
    this.answered = q;
    this.searching = false;
  }
}
