// The connection state handed to every provenance line and badge without threading it through
// each panel's props: App sets it once, components read it (absent in isolated component use).
import { getContext, setContext } from 'svelte';
import { ConnectionState, type ConnectionApi } from './connection-state.svelte';

const KEY = Symbol('passage.connection');

/** The app's one connection state, made and handed to every component below the caller. */
export function provideConnection(api: ConnectionApi): ConnectionState {
  return setContext(KEY, new ConnectionState(api));
}

export function useConnection(): ConnectionState | undefined {
  return getContext<ConnectionState | undefined>(KEY);
}
