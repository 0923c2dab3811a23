// Reading a query string strictly: a value that is not valid percent-encoding is reported by
// the parameter's name (400) rather than silently turned into replacement characters.

export interface ParsedQuery {
  /** Name/value pairs in order, decoded; a malformed value is kept as its raw text. */
  readonly pairs: readonly (readonly [string, string])[];
  /** Names whose text was not valid percent-encoding ('' when even the name was not). */
  readonly malformed: readonly string[];
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

/** `raw` is the query without its `?`. Empty pieces (`a=1&&b=2`) are skipped. */
export function parseQuery(raw: string): ParsedQuery {
  const pairs: (readonly [string, string])[] = [];
  const malformed: string[] = [];
  for (const piece of raw.split('&')) {
    if (piece === '') continue;
    const equals = piece.indexOf('=');
    const rawName = equals === -1 ? piece : piece.slice(0, equals);
    const rawValue = equals === -1 ? '' : piece.slice(equals + 1);
    const name = decode(rawName);
    const value = decode(rawValue);
    if (name === undefined) {
      malformed.push('');
      continue;
    }
    if (value === undefined) malformed.push(name);
    pairs.push([name, value ?? rawValue]);
  }
  return { pairs, malformed };
}
