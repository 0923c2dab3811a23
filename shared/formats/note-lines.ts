// Import warnings as lines, for the CLI's stderr, the app's import review and the report: one
// warning repeated at many places (10,000 waypoints without a revision) is one line naming the
// first few places and counting the rest, and a list far too long to read ends in a count.
import { formatNote, NOTE_LINES_MAX, type ImportNote } from './notes';
import { cutText } from './quoted-text';

/** Places a grouped warning names before it counts the rest. */
const NAMED_PLACES = 3;

/** One warning and every place the file gives it, in file order. */
export interface NoteGroup {
  /** The first of them: its kind, file and message are those of all. */
  readonly note: ImportNote;
  /** Where each is, as the notes say ('' for the file as a whole). */
  readonly places: readonly string[];
}

/** Warnings with the same kind, file and message, together, in the order each first appears. */
export function groupNotes(notes: readonly ImportNote[]): NoteGroup[] {
  const groups = new Map<string, { note: ImportNote; places: string[] }>();
  for (const note of notes) {
    const key = `${note.kind}\u0000${note.file}\u0000${note.message}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { note, places: [note.where] });
    else group.places.push(note.where);
  }
  return [...groups.values()];
}

function count(n: number): string {
  return n.toLocaleString('en-GB');
}

/**
 * A group as one line: the note itself when it stands alone, else its first places and how
 * many more ("r.rtz, waypoint 1 (id 1), line 5; waypoint 2 …; waypoint 3 … and 9,997 more: has
 * no revision …"), or "(× 4)" when the places are all the file as a whole.
 */
export function noteGroupLine(group: NoteGroup, withFile = true): string {
  const file = withFile ? group.note.file : '';
  const n = group.places.length;
  if (n === 1) return formatNote({ file, where: group.places[0]!, message: group.note.message });
  const named = group.places.filter((p) => p !== '').slice(0, NAMED_PLACES);
  if (named.length === 0) return `${formatNote({ file, where: '', message: group.note.message })} (× ${count(n)})`;
  const more = n - named.length;
  const where = `${named.join('; ')}${more > 0 ? ` and ${count(more)} more` : ''}`;
  return formatNote({ file, where, message: group.note.message });
}

export interface NoteLineOptions {
  /** Begin each line with the file name (the CLI, the report); the import review names it once. */
  readonly withFile?: boolean;
  /** Lines at most; the last then says how many warnings were left out. */
  readonly maxLines?: number;
  /** Characters of a line at most, longer ones cut (the report's contract). */
  readonly maxChars?: number;
}

/** Warnings as lines: grouped, each cut to `maxChars`, at most `maxLines` of them. */
export function noteLines(notes: readonly ImportNote[], options: NoteLineOptions = {}): string[] {
  const { withFile = true, maxLines = NOTE_LINES_MAX, maxChars } = options;
  const groups = groupNotes(notes);
  const shown = groups.length <= maxLines ? groups : groups.slice(0, maxLines - 1);
  const lines = shown.map((g) => noteGroupLine(g, withFile));
  if (shown.length < groups.length) {
    const left = groups.slice(shown.length).reduce((sum, g) => sum + g.places.length, 0);
    lines.push(`… and ${count(left)} more warnings, not listed.`);
  }
  return maxChars === undefined ? lines : lines.map((line) => cutText(line, maxChars, maxChars - 30));
}
