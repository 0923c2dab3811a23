// CSV text to rows (RFC 4180: quoted fields may hold the delimiter, quotes and line breaks),
// each with its line, and the check that the last row is whole: a file cut short mid-record is
// refused rather than read as a shorter route.
import type { NoteList, RouteFileError } from './notes';
import { NUMBER_COLUMNS } from './csv-numbers';

export interface Row {
  readonly line: number;
  readonly cells: string[];
  readonly delimiter: string;
  /** False for a last row the file ends in without a line break (where a cut-off file ends). */
  readonly terminated: boolean;
}

/**
 * RFC 4180 rows: quoted fields may hold the delimiter, quotes ("") and line breaks. A field is
 * kept as written, blanks included; only blanks around a quoted field's quotes are layout.
 */
export function splitRows(text: string, notes: NoteList): Row[] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const outside = firstLine.replace(/"[^"]*"/g, '');
  const delimiter = outside.includes(';') ? ';' : outside.includes('\t') ? '\t' : ',';
  const rows: Row[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  // Blanks after a quoted field's closing quote: layout, dropped unless more text follows.
  let afterQuote: string | undefined;
  let line = 1;
  let rowLine = 1;
  const endField = (): void => {
    cells.push(field);
    field = '';
    afterQuote = undefined;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
        afterQuote = '';
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === delimiter) {
      endField();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push({ line: rowLine, cells, delimiter, terminated: true });
      cells = [];
      line++;
      rowLine = line;
    } else if (afterQuote !== undefined && (ch === ' ' || ch === '\t')) {
      afterQuote += ch;
    } else {
      field += (afterQuote ?? '') + ch;
      afterQuote = undefined;
    }
  }
  if (quoted)
    throw notes.error(
      `line ${rowLine}`,
      'a quoted field is never closed (a " is missing) before the file ends; if the file was cut short (truncated), get the whole file again.',
    );
  if (field !== '' || cells.length > 0) {
    endField();
    rows.push({ line: rowLine, cells, delimiter, terminated: false });
  }
  return rows;
}

/**
 * A file cut short mid-record ends in a row without a line break, with fewer fields than the
 * others, a number stopped part way ("51.", "-3,") or right after a separator: refused, so that a truncated list never
 * imports as a shorter route. A last number with fewer decimals than the same column has on
 * every other row is only likely cut off, and is warned of.
 */
export function checkLastRow(data: readonly Row[], columns: readonly string[], notes: NoteList): void {
  const last = data[data.length - 1];
  if (last === undefined || last.terminated) return;
  const cut = (problem: string): RouteFileError =>
    notes.error(
      `line ${last.line}`,
      `the file ends here without a line break, ${problem}: it looks cut short (truncated), with ${data.length - 1} whole waypoints before this line. Get the whole file again.`,
    );
  if (last.cells.length < columns.length)
    throw cut(
      `in the middle of a record: ${last.cells.length} of the ${columns.length} fields (${columns.slice(0, last.cells.length).join(', ')})`,
    );
  const lastCell = last.cells.length - 1;
  if (
    last.cells[lastCell]!.trim() === '' &&
    data.length >= 3 &&
    data.slice(1, -1).every((r) => (r.cells[lastCell] ?? '').trim() !== '')
  )
    throw cut(`right after a field separator, with the ${columns[lastCell]} empty where every other line has one`);
  const decimals = (t: string): number => /[.,](\d*)$/.exec(t.trim())?.[1]?.length ?? 0;
  columns.forEach((column, k) => {
    if (!NUMBER_COLUMNS.includes(column)) return;
    const text = last.cells[k]!.trim();
    if (/(^|\d)[.,+-]$/.test(text)) throw cut(`with the ${column} "${text}" stopped part way`);
    if (column === 'position' || column === 'speed' || text === '') return;
    const others = new Set(data.slice(0, -1).map((r) => decimals(r.cells[k] ?? '')));
    const [usual] = others;
    if (data.length >= 4 && others.size === 1 && usual !== undefined && usual >= 2 && decimals(text) < usual) {
      notes.warn(
        `line ${last.line}`,
        `the file ends here without a line break, and its ${column} "${text}" has fewer decimals than on every other line (${usual}): the file may be cut short (truncated). Check the last waypoint.`,
      );
    }
  });
}
