// GET /v1/port/list (spec §4.3): the catalogue filtered by size class, large only by default.
import type { Port, PortSize } from '../../../shared/api/resources/ports';
import type { HttpHandlers } from '../contract';
import { portCatalogue } from './catalogue';

/** Spec §4.3 and §8: omitting `size` returns the large ports. */
export const DEFAULT_PORT_SIZES: readonly PortSize[] = ['large'];

/** The catalogue's ports of the given classes, in the spec's Port shape (no LOCODE). */
export function listPorts(sizes: readonly PortSize[] = DEFAULT_PORT_SIZES): Port[] {
  const wanted = new Set(sizes);
  return portCatalogue()
    .ports.filter((port) => wanted.has(port.size))
    .map(({ id, name, size, country, latitude, longitude }) => ({ id, name, size, country, latitude, longitude }));
}

export const portsHttpHandlers: HttpHandlers = {
  'port.list': (params) => ({ ports: listPorts(params.size ?? DEFAULT_PORT_SIZES) }),
};
