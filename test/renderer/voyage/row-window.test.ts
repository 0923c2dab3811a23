import { describe, expect, it } from 'vitest';
import {
  rowWindow,
  scrollToRevealPx,
  type RowSegment,
  type RowWindowInput,
} from '../../../renderer/src/voyage/row-window';

const base: RowWindowInput = {
  count: 500,
  rowHeightPx: 40,
  viewTopPx: 0,
  viewHeightPx: 400,
  overscanRows: 5,
  wholeUpTo: 60,
};

/** Rows the segments stand for, rendered or not: always the whole table. */
function totalRows(segments: readonly RowSegment[]): number {
  return segments.reduce((n, s) => n + (s.kind === 'gap' ? s.rows : s.to - s.from), 0);
}

function renderedIndexes(segments: readonly RowSegment[]): number[] {
  return segments.flatMap((s) =>
    s.kind === 'rows' ? Array.from({ length: s.to - s.from }, (_, k) => s.from + k) : [],
  );
}

describe('rowWindow', () => {
  it('renders a route of up to wholeUpTo rows whole, wherever the view is', () => {
    expect(rowWindow({ ...base, count: 60, viewTopPx: 1200 })).toEqual([{ kind: 'rows', from: 0, to: 60 }]);
    expect(rowWindow({ ...base, count: 1 })).toEqual([{ kind: 'rows', from: 0, to: 1 }]);
  });

  it('renders nothing for an empty table', () => {
    expect(rowWindow({ ...base, count: 0 })).toEqual([]);
  });

  it('at the top: the rows in view, the margin below, one gap for the rest', () => {
    // 400 px of 40 px rows: 10 rows in view, one more for a partly shown row, 5 + 5 margin.
    const segments = rowWindow(base);
    expect(segments).toEqual([
      { kind: 'rows', from: 0, to: 21 },
      { kind: 'gap', rows: 479 },
    ]);
  });

  it('in the middle: a gap above, the rows in view with a margin each side, a gap below', () => {
    // Rows 250.. start at 10 000 px.
    const segments = rowWindow({ ...base, viewTopPx: 10_000 });
    expect(segments).toEqual([
      { kind: 'gap', rows: 245 },
      { kind: 'rows', from: 245, to: 266 },
      { kind: 'gap', rows: 234 },
    ]);
    expect(totalRows(segments)).toBe(500);
  });

  it('a view starting inside a row renders that row', () => {
    const rows = renderedIndexes(rowWindow({ ...base, viewTopPx: 10_039, overscanRows: 0 }));
    expect(rows[0]).toBe(250);
    // 10 039..10 439 px: rows 250 to 260, each at least partly in view.
    expect(rows).toContain(260);
  });

  it('at the bottom (and beyond it), the same number of rows, the last ones', () => {
    const atEnd = rowWindow({ ...base, viewTopPx: 500 * 40 - 400 });
    expect(atEnd).toEqual([
      { kind: 'gap', rows: 479 },
      { kind: 'rows', from: 479, to: 500 },
    ]);
    expect(rowWindow({ ...base, viewTopPx: 1e6 })).toEqual(atEnd);
  });

  it('rows start below the top of the view (the toolbar above them shows): the first rows', () => {
    expect(rowWindow({ ...base, viewTopPx: -150 })).toEqual([
      { kind: 'rows', from: 0, to: 21 },
      { kind: 'gap', rows: 479 },
    ]);
  });

  it('keeps the focused row rendered out of view, between gaps that add up to the table', () => {
    const above = rowWindow({ ...base, viewTopPx: 10_000, keepIndex: 10 });
    expect(above).toEqual([
      { kind: 'gap', rows: 10 },
      { kind: 'rows', from: 10, to: 11 },
      { kind: 'gap', rows: 234 },
      { kind: 'rows', from: 245, to: 266 },
      { kind: 'gap', rows: 234 },
    ]);
    expect(totalRows(above)).toBe(500);

    const below = rowWindow({ ...base, keepIndex: 499 });
    expect(below).toEqual([
      { kind: 'rows', from: 0, to: 21 },
      { kind: 'gap', rows: 478 },
      { kind: 'rows', from: 499, to: 500 },
    ]);
    expect(totalRows(below)).toBe(500);
  });

  it('a focused row next to the window joins it; one inside it changes nothing', () => {
    expect(rowWindow({ ...base, viewTopPx: 10_000, keepIndex: 244 })).toEqual([
      { kind: 'gap', rows: 244 },
      { kind: 'rows', from: 244, to: 266 },
      { kind: 'gap', rows: 234 },
    ]);
    expect(rowWindow({ ...base, viewTopPx: 10_000, keepIndex: 266 })).toEqual([
      { kind: 'gap', rows: 245 },
      { kind: 'rows', from: 245, to: 267 },
      { kind: 'gap', rows: 233 },
    ]);
    expect(rowWindow({ ...base, viewTopPx: 10_000, keepIndex: 250 })).toEqual(
      rowWindow({ ...base, viewTopPx: 10_000 }),
    );
  });

  it('ignores a kept index that is not a row', () => {
    for (const keepIndex of [-1, 500, 2.5, Number.NaN]) {
      expect(rowWindow({ ...base, viewTopPx: 10_000, keepIndex })).toEqual(rowWindow({ ...base, viewTopPx: 10_000 }));
    }
  });

  it('renders every row when the geometry is unknown (no row height yet, NaN)', () => {
    expect(rowWindow({ ...base, rowHeightPx: 0 })).toEqual([{ kind: 'rows', from: 0, to: 500 }]);
    expect(rowWindow({ ...base, viewTopPx: Number.NaN })).toEqual([{ kind: 'rows', from: 0, to: 500 }]);
  });

  it('renders the whole table when the view is taller than the table', () => {
    expect(rowWindow({ ...base, count: 100, viewHeightPx: 10_000 })).toEqual([{ kind: 'rows', from: 0, to: 100 }]);
  });
});

describe('scrollToRevealPx', () => {
  it('does not scroll when any part of the row is in view', () => {
    expect(scrollToRevealPx(10, 40, 400, 400)).toBe(0);
    // Row 9 ends at 400 px: not in view; row 19 (760..800) is the last in view.
    expect(scrollToRevealPx(19, 40, 400, 400)).toBe(0);
    // Partly in view at either edge.
    expect(scrollToRevealPx(9, 40, 380, 400)).toBe(0);
    expect(scrollToRevealPx(20, 40, 410, 400)).toBe(0);
  });

  it('brings a row out of view to the middle of the view', () => {
    // Row 100 at 4000..4040 px; the view 400 px tall from 0: scroll so it sits at 180..220.
    expect(scrollToRevealPx(100, 40, 0, 400)).toBe(4000 - 180);
    expect(scrollToRevealPx(2, 40, 4000, 400)).toBe(80 - 4000 - 180);
  });
});
