// Loading the port catalogue for the chart: sync it from the service when the store has none or
// it is older than its 30 days, then read every stored port in one call. A failed sync is not
// fatal while ports are stored: the chart shows the stored list and says why it is old.
import type { Port } from '../../../../shared/api/resources/ports';
import type { IpcInput, IpcOutput, Provenance } from '../../../../shared/ipc';

/** The part of the backend the catalogue needs (backend.ports), replaceable in tests. */
export interface PortsApi {
  syncStatus(input: IpcInput<'ports.syncStatus'>): Promise<IpcOutput<'ports.syncStatus'>>;
  sync(input: IpcInput<'ports.sync'>): Promise<IpcOutput<'ports.sync'>>;
  inBbox(input: IpcInput<'ports.inBbox'>): Promise<IpcOutput<'ports.inBbox'>>;
}

/** The most ports one ports.inBbox call returns (the contract's limit); the catalogue holds ~3,700. */
export const MAX_PORTS = 5000;

export interface PortCatalogue {
  readonly ports: readonly Port[];
  readonly provenance: Provenance;
  /** Why the list may be incomplete or old, in words; null when all is well. */
  readonly note: string | null;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'the backend did not answer';
}

/**
 * Syncs when needed, then reads the whole world. Rejects only when no port can be shown: the
 * sync failed and nothing is stored, or the store could not be read.
 */
export async function loadPortCatalogue(api: PortsApi): Promise<PortCatalogue> {
  const status = await api.syncStatus({});
  let note: string | null = null;
  if (status.portCount === 0 || status.stale) {
    try {
      const synced = await api.sync({ force: false });
      if (synced.provenance.stale) note = 'The port list could not be refreshed: showing the stored list.';
    } catch (error) {
      if (status.portCount === 0) throw error;
      note = `The port list could not be refreshed (${messageOf(error)}): showing the stored list.`;
    }
  }
  const answer = await api.inBbox({ south: -90, west: -180, north: 90, east: 180, limit: MAX_PORTS });
  if (answer.ports.length >= MAX_PORTS) {
    note = [note, `Only the ${MAX_PORTS} largest ports are drawn.`].filter((n) => n !== null).join(' ');
  }
  return { ports: answer.ports, provenance: answer.provenance, note };
}
