// JSON route files (GeoJSON) read whole, with a parse failure placed by line and a file that
// stops part way (an object, array or string still open at the end) told apart from one that
// is merely malformed: the first is a copy or download that did not finish.
import type { NoteList } from './notes';

/** The 1-based line of character `at` in `text`. */
function lineOf(text: string, at: number): number {
  let line = 1;
  for (let i = 0; i < at && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

interface OpenAtEnd {
  /** What is still open where the text ends, innermost first: "a string", "an array", "an object". */
  readonly what: string;
  /** The line it was opened on. */
  readonly line: number;
}

/** What is left open at the end of `text`, or undefined when every object, array and string is closed. */
export function jsonOpenAtEnd(text: string): OpenAtEnd | undefined {
  const stack: number[] = [];
  let stringAt = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (stringAt >= 0) {
      if (c === '\\') i++;
      else if (c === '"') stringAt = -1;
    } else if (c === '"') stringAt = i;
    else if (c === '{' || c === '[') stack.push(i);
    else if (c === '}' || c === ']') stack.pop();
  }
  if (stringAt >= 0) return { what: 'a string', line: lineOf(text, stringAt) };
  const at = stack.at(-1);
  if (at === undefined) return undefined;
  return { what: text[at] === '{' ? 'an object' : 'an array', line: lineOf(text, at) };
}

/** Parses JSON text, or throws a RouteFileError naming the line and, for a cut-off file, saying so. */
export function parseJsonText(text: string, notes: NoteList, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const lastLine = lineOf(text, text.length);
    const open = jsonOpenAtEnd(text);
    if (open)
      throw notes.error(
        `line ${lastLine}`,
        `the file ends here, inside ${open.what} opened on line ${open.line}: ${what} cut short (truncated), with the rest of it missing. Get the whole file again.`,
      );
    const message = e instanceof Error ? e.message : String(e);
    const position = /at position (\d+)/.exec(message)?.[1];
    throw notes.error(
      position === undefined ? '' : `line ${lineOf(text, Number(position))}`,
      `this is not GeoJSON: not valid JSON (${message.replace(/ at position \d+.*$/, '')}).`,
    );
  }
}
