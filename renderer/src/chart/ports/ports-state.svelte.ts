// The ports shown on the chart: loaded once, on first demand (the layer turned on), from the
// backend's stored catalogue (port-catalogue.ts), with what the chart says about it meanwhile.
import type { Port } from '../../../../shared/api/resources/ports';
import type { Provenance } from '../../../../shared/ipc';
import { backend } from '../../lib/backend';
import { loadPortCatalogue, type PortsApi } from './port-catalogue';

/** What the chart reads; PortsState is one, a test may pass a plain object. */
export interface PortsSource {
  readonly ports: readonly Port[];
  readonly provenance: Provenance | null;
  /** Loading, a failure or a caveat in words; null when there is nothing to say. */
  readonly status: string | null;
  /** Starts loading unless loaded or loading; called when the layer is shown. */
  ensureLoaded(): void;
}

export class PortsState implements PortsSource {
  ports = $state.raw<readonly Port[]>([]);
  provenance = $state.raw<Provenance | null>(null);
  status = $state<string | null>(null);
  private loading: Promise<void> | null = null;
  private readonly api: PortsApi;

  constructor(api: PortsApi = backend.ports) {
    this.api = api;
  }

  /** Loads when not yet loaded; resolves when the ports are in (rejects when they cannot be). */
  ready(): Promise<void> {
    this.ensureLoaded();
    return this.loading ?? Promise.resolve();
  }

  ensureLoaded(): void {
    if (this.loading) return;
    this.status = 'Loading ports…';
    this.loading = loadPortCatalogue(this.api).then(
      (catalogue) => {
        this.ports = catalogue.ports;
        this.provenance = catalogue.provenance;
        this.status = catalogue.note;
      },
      (error: unknown) => {
        const why = error instanceof Error && error.message !== '' ? error.message : 'the backend did not answer.';
        this.status = `Ports could not be loaded: ${why} Turn the ports layer off and on to try again.`;
        // Forgotten, so the next demand tries again.
        this.loading = null;
        throw error;
      },
    );
    // The chart shows the failure in words; ready() callers see the rejection.
    this.loading.catch(() => undefined);
  }
}
