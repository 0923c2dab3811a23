// Issue 27: huge or repeated warnings were echoed in full: a 15 MB route name printed in a
// warning, 10,000 waypoints without a revision printed as 10,000 lines. Text quoted from a file
// is cut to a glance, and one warning at many places is one line.
import { describe, expect, it } from 'vitest';
import { formatNote, importRouteFile, RouteFileError, type ImportNote } from '../../../shared/formats';
import { groupNotes, noteLines } from '../../../shared/formats/note-lines';
import { cutQuoted, cutText } from '../../../shared/formats/quoted-text';
import { rtzWithoutRevisions } from '../../helpers/hostile-routes';

const note = (where: string, message: string, kind: ImportNote['kind'] = 'file'): ImportNote => ({
  kind,
  file: 'r.rtz',
  where,
  message,
});

describe('text quoted from a file', () => {
  it('is kept whole up to 80 characters and cut to its first 60 and its length beyond', () => {
    expect(cutText('Ushant')).toBe('Ushant');
    expect(cutText('x'.repeat(80))).toBe('x'.repeat(80));
    expect(cutText('x'.repeat(81))).toBe(`${'x'.repeat(60)}… (81 characters)`);
    // Never half a character: an emoji (two UTF-16 units) across the cut is left out whole.
    expect(cutText(`${'x'.repeat(59)}🌊${'y'.repeat(40)}`)).toBe(`${'x'.repeat(59)}… (101 characters)`);
  });

  it('is cut inside a message, the message itself kept', () => {
    const name = 'N'.repeat(15_000_000);
    expect(cutQuoted(`the route name "${name}" differs from the file name "r" (IEC 61174 asks them to match).`)).toBe(
      `the route name "${'N'.repeat(60)}…" (15,000,000 characters) differs from the file name "r" (IEC 61174 asks them to match).`,
    );
    // Quotes within the text itself cannot let it through whole: the message is bounded anyway.
    expect(cutQuoted(`"${'a"'.repeat(100_000)}"`).length).toBeLessThan(1_000);
  });

  it('is cut in a 15 MB route name, in every warning and in a refusal', () => {
    const huge = 'N'.repeat(15_000_000);
    const result = importRouteFile({ format: 'rtz', fileName: 'r.rtz', text: rtzWithoutRevisions(huge, 3) });
    const lines = result.warnings.map(formatNote);
    expect(lines.some((l) => l.includes(`"${'N'.repeat(60)}…" (15,000,000 characters)`))).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThan(400);
    const refused = (() => {
      try {
        importRouteFile({
          format: 'rtz',
          fileName: 'r.rtz',
          text: rtzWithoutRevisions('r', 2).replace('<waypoint id="2"', `<waypoint id="${huge}"`),
        });
      } catch (e) {
        return e;
      }
    })();
    expect(refused).toBeInstanceOf(RouteFileError);
    expect((refused as RouteFileError).message.length).toBeLessThan(1_000);
    expect((refused as RouteFileError).message).toContain('(15,000,000 characters)');
  });
});

describe('a warning at many places', () => {
  it('is one line naming the first three places and counting the rest', () => {
    const result = importRouteFile({ format: 'rtz', fileName: 'r.rtz', text: rtzWithoutRevisions('r', 10_000) });
    const revision = result.warnings.filter((w) => w.message.startsWith('has no revision'));
    expect(revision).toHaveLength(10_000);
    const lines = noteLines(result.warnings);
    expect(lines.filter((l) => l.includes('has no revision'))).toEqual([
      'r.rtz, waypoint 1 (id 1, "P1"), line 5; waypoint 2 (id 2, "P2"), line 6; waypoint 3 (id 3, "P3"), line 7 and 9,997 more: has no revision (RTZ 1.2 requires one); read as revision 0.',
    ]);
    expect(lines.length).toBeLessThan(5);
  });

  it('keeps different warnings apart and in file order, and counts one the file gives as a whole', () => {
    const notes = [
      note('line 3', 'A'),
      note('line 4', 'B'),
      note('line 5', 'A'),
      note('', 'C'),
      note('', 'C'),
      note('line 6', 'A', 'schedule'),
    ];
    expect(groupNotes(notes).map((g) => [g.note.message, g.places])).toEqual([
      ['A', ['line 3', 'line 5']],
      ['B', ['line 4']],
      ['C', ['', '']],
      ['A', ['line 6']],
    ]);
    expect(noteLines(notes, { withFile: false })).toEqual(['line 3; line 5: A', 'line 4: B', 'C (× 2)', 'line 6: A']);
  });

  it('ends a list too long to read in a count, and cuts lines to a bound', () => {
    const notes = Array.from({ length: 250 }, (_, i) => note(`line ${i}`, `problem ${i} ${'z'.repeat(700)}`));
    const lines = noteLines(notes, { maxLines: 100, maxChars: 500 });
    expect(lines).toHaveLength(100);
    expect(lines[99]).toBe('… and 151 more warnings, not listed.');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(500);
  });
});
