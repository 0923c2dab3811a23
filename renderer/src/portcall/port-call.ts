// The app's one port-call panel state, shared by everything that opens it (port details, the
// passage plan's arrival and stay rows, search results), the panel itself and the chart's
// traffic layer: one panel, so one instance, rather than a callback threaded through App.
import { backend } from '../lib/backend';
import { PortCallState } from './port-call-state.svelte';

export const portCall = new PortCallState({ api: backend });
