// Text from a route file as a message quotes it: whole while a glance takes it in, else its
// start and its length. A file's route or waypoint name can be 15 MB; a warning that quoted it
// in full would echo it to the terminal, the import review and the report.

/** Quoted text longer than `overChars` is shown as its first `keepChars` and its length. */
export const QUOTE_CUT = { overChars: 80, keepChars: 60 } as const;

/** A message or place longer than this is cut whatever it holds (file text with quotes of its own). */
export const MAX_MESSAGE_CHARS = 1_000;

/** The first `n` UTF-16 units, never ending in half a surrogate pair. */
function head(text: string, n: number): string {
  const start = text.slice(0, n);
  return /[\uD800-\uDBFF]$/.test(start) ? start.slice(0, -1) : start;
}

function characters(n: number): string {
  return `${n.toLocaleString('en-GB')} characters`;
}

/**
 * Text as a message shows it: itself up to `overChars`, else "its first 60… (15,000,000
 * characters)". `keepChars` may be given for a line with a harder bound (the report's 500).
 */
export function cutText(
  text: string,
  overChars: number = QUOTE_CUT.overChars,
  keepChars: number = QUOTE_CUT.keepChars,
): string {
  return text.length <= overChars ? text : `${head(text, keepChars)}… (${characters(text.length)})`;
}

/**
 * A message or place with every quoted text ("…") longer than 80 characters cut to its first 60
 * and its length, as is any longer run without a blank (an id or a number given unquoted), and
 * the whole cut at MAX_MESSAGE_CHARS: a file's name, cell or attribute quoted in a warning never
 * comes through whole. Short messages are returned as they are.
 */
export function cutQuoted(text: string): string {
  if (text.length <= QUOTE_CUT.overChars) return text;
  const quotesCut = text
    .replace(/"([^"]*)"/g, (all, inner: string) =>
      inner.length <= QUOTE_CUT.overChars
        ? all
        : `"${head(inner, QUOTE_CUT.keepChars)}…" (${characters(inner.length)})`,
    )
    // `+` and a length test, not {81,}: V8 runs out of stack on a counted loop over megabytes.
    .replace(/[^\s"]+/g, (run) => cutText(run));
  return cutText(quotesCut, MAX_MESSAGE_CHARS, MAX_MESSAGE_CHARS - 40);
}
