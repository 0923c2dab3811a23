// The 'bad-schema' fault: the real body with the first change that makes the endpoint's
// response schema reject it (a required field removed, or a field set to a string), so a
// client's parsing is tested on a body that is otherwise exactly what it asked for.
import type { z } from 'zod';

type Path = readonly (string | number)[];

const WRONG_VALUE = 'not the expected value';
/** How deep the search goes: top-level fields first, then fields of the first list item, ... */
const MAX_DEPTH = 4;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Paths of the object fields in breadth-first order, following the first item of each list. */
function fieldPaths(body: unknown): Path[] {
  const paths: Path[] = [];
  let level: { path: Path; value: unknown }[] = [{ path: [], value: body }];
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next: { path: Path; value: unknown }[] = [];
    for (const { path, value } of level) {
      if (Array.isArray(value)) {
        if (value.length > 0) next.push({ path: [...path, 0], value: value[0] });
      } else if (isRecord(value)) {
        for (const [key, field] of Object.entries(value)) {
          paths.push([...path, key]);
          next.push({ path: [...path, key], value: field });
        }
      }
    }
    level = next;
  }
  return paths;
}

/** A copy of `body` with the field at `path` deleted, or replaced when `replacement` is given. */
function changed(body: unknown, path: Path, replacement?: unknown): unknown {
  const copy: unknown = structuredClone(body);
  let node: unknown = copy;
  for (const key of path.slice(0, -1)) {
    node =
      Array.isArray(node) && typeof key === 'number'
        ? node[key]
        : isRecord(node) && typeof key === 'string'
          ? node[key]
          : undefined;
  }
  const last = path[path.length - 1];
  if (isRecord(node) && typeof last === 'string') {
    if (replacement === undefined) delete node[last];
    else node[last] = replacement;
  }
  return copy;
}

/** The body changed so that `schema` rejects it; a bare string when no field change does. */
export function breakBody(schema: z.ZodType, body: unknown): unknown {
  for (const path of fieldPaths(body)) {
    for (const candidate of [changed(body, path), changed(body, path, WRONG_VALUE)]) {
      if (!schema.safeParse(candidate).success) return candidate;
    }
  }
  return WRONG_VALUE;
}
