// Renders a zod issue path the way a person reads it: `elements[2].data[0].value`.
// Shared by response parsing and request validation so both name a field the same way.

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `['elements', 2, 'data']` -> `elements[2].data`; the root is the empty string. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') {
      out += `[${key}]`;
    } else if (typeof key === 'string' && IDENTIFIER.test(key)) {
      out += out === '' ? key : `.${key}`;
    } else {
      // Keys such as `°C` or symbols cannot be written with a dot.
      out += `[${JSON.stringify(String(key))}]`;
    }
  }
  return out;
}
