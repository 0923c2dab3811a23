// Which endpoint a path is (from shared/api's endpoint table, so the sandbox serves exactly the
// paths the client builds) and which image handler an /images/<kind>/<rest> path goes to.
import type { EndpointId } from '../../../shared/api/request/endpoints';
import { endpoints, isEndpointId } from '../../../shared/api/request/endpoints';

const idByPath: ReadonlyMap<string, EndpointId> = new Map(
  Object.keys(endpoints)
    .filter(isEndpointId)
    .map((id) => [endpoints[id].path, id]),
);

/** The endpoint id served at `pathname` (exact match, e.g. /v1/marine/shipping/route). */
export function endpointAt(pathname: string): EndpointId | undefined {
  return idByPath.get(pathname);
}

export const IMAGES_PREFIX = '/images/';

export interface ImageRoute {
  readonly kind: string;
  /** Everything after /images/<kind>/, percent-decoded. */
  readonly path: string;
}

/** Splits /images/<kind>/<rest>; undefined when the path is not of that form or not decodable. */
export function imageRouteAt(pathname: string): ImageRoute | undefined {
  if (!pathname.startsWith(IMAGES_PREFIX)) return undefined;
  const rest = pathname.slice(IMAGES_PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return undefined;
  try {
    return { kind: decodeURIComponent(rest.slice(0, slash)), path: decodeURIComponent(rest.slice(slash + 1)) };
  } catch {
    return undefined;
  }
}
