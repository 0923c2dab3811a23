// Names as long as a route Passage plans may hold them (VOYAGE_LIMITS.nameMaxChars): a file from
// another tool, or a hostile one (a 15 MB route name), imports with longer names cut, and one
// warning says so for the route and one for all its waypoints together, never the names in full.
import { VOYAGE_LIMITS } from '../domain/voyage';
import type { ImportNote, RouteImport } from './notes';

const MAX = VOYAGE_LIMITS.nameMaxChars;
/** Waypoints named in the grouped warning; the rest are counted. */
const NAMED_WAYPOINTS = 5;

function cut(name: string): string {
  return name.length <= MAX ? name : name.slice(0, MAX);
}

function chars(n: number): string {
  return `${n.toLocaleString('en-GB')} characters`;
}

/** The import with every name within bounds, and a warning for what was cut. */
export function withBoundedNames(result: RouteImport, file: string): RouteImport {
  const notes: ImportNote[] = [];
  const routeName = result.route.name;
  if (routeName.length > MAX)
    notes.push({
      kind: 'file',
      file,
      where: 'the route name',
      message: `The route name is ${chars(routeName.length)} long; its first ${MAX} are kept.`,
    });
  const long: number[] = [];
  const waypoints = result.route.waypoints.map((w, i) => {
    if (w.name.length <= MAX) return w;
    long.push(i);
    return { ...w, name: cut(w.name) };
  });
  if (long.length > 0) {
    const named = long.slice(0, NAMED_WAYPOINTS).map((i) => i + 1);
    const more = long.length - named.length;
    notes.push({
      kind: 'file',
      file,
      where: `waypoint${long.length === 1 ? '' : 's'} ${named.join(', ')}${more > 0 ? ` and ${more.toLocaleString('en-GB')} more` : ''}`,
      message: `${long.length === 1 ? 'Its name is' : `${long.length.toLocaleString('en-GB')} names are`} longer than ${chars(MAX)}; the first ${MAX} of each are kept.`,
      waypointIndex: long[0]!,
    });
  }
  if (notes.length === 0) return result;
  return {
    ...result,
    route: { name: cut(routeName), waypoints },
    warnings: [...notes, ...result.warnings],
  };
}
