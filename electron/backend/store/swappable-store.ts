// A Store whose connection can be replaced while the backend runs: restoring a backup closes
// the damaged store and opens the restored one, yet every service keeps the repositories it
// was handed at start. Each repository is a forwarder that reads the current store at call time.
import type { Store } from './store';

export interface SwappableStore {
  /** Hand this to the services; it always reaches the current store. */
  readonly store: Store;
  /** Makes `next` current. The caller has closed the old one. */
  replace(next: Store): void;
}

/**
 * A stand-in for `current()`'s value: every property is read from the current object when used,
 * methods bound to it. The Proxy's own target is only there for its type.
 */
function forward<T extends object>(current: () => T): T {
  return new Proxy(current(), {
    get(_target, property) {
      const target = current();
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function swappableStore(initial: Store): SwappableStore {
  let current = initial;
  const store: Store = {
    settings: forward(() => current.settings),
    ports: forward(() => current.ports),
    vesselProfiles: forward(() => current.vesselProfiles),
    vesselSearch: forward(() => current.vesselSearch),
    voyages: forward(() => current.voyages),
    forecasts: forward(() => current.forecasts),
    storms: forward(() => current.storms),
    responses: forward(() => current.responses),
    credits: forward(() => current.credits),
    crewJourneys: forward(() => current.crewJourneys),
    portCalls: forward(() => current.portCalls),
    departureSweeps: forward(() => current.departureSweeps),
    cache: forward(() => current.cache),
    integrityCheck: () => current.integrityCheck(),
    close: () => current.close(),
  };
  return {
    store,
    replace(next) {
      current = next;
    },
  };
}
