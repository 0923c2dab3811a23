// The connection state handed to every provenance line and badge without threading it through
// each panel's props: App sets it once, components read it (absent in isolated component use).
import { getContext, setContext } from 'svelte';
import type { ConnectionState } from './connection-state.svelte';

const KEY = Symbol('passage.connection');

export function provideConnection(connection: ConnectionState): void {
  setContext(KEY, connection);
}

export function useConnection(): ConnectionState | undefined {
  return getContext<ConnectionState | undefined>(KEY);
}
