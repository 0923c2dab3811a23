// Which rows of a long table are in the DOM: the rows in view plus a margin, and spacers for the
// rows left out, so the scrollbar and every row's position stay what they would be with all rows
// there. A 500-row passage plan re-laid out on every frame of a drag cost ~90 ms a frame; only
// the rows in view need to follow the drag. Short tables are rendered whole, so screen readers,
// find-in-page and tests see every row of a normal route.

/** A run of consecutive rows, [from, to). */
export interface RowRun {
  readonly kind: 'rows';
  readonly from: number;
  readonly to: number;
}

/** Rows left out of the DOM, replaced by a spacer as tall as they are. */
export interface RowGap {
  readonly kind: 'gap';
  readonly rows: number;
}

export type RowSegment = RowRun | RowGap;

export interface RowWindowInput {
  readonly count: number;
  /** Height of one row, px (the rows have a fixed height). */
  readonly rowHeightPx: number;
  /** Top of the visible area, px below the top of the first row (negative: rows start lower). */
  readonly viewTopPx: number;
  readonly viewHeightPx: number;
  /** Rows rendered beyond each edge of the view: scrolling shows them before the window catches up. */
  readonly overscanRows: number;
  /** Tables of at most this many rows are rendered whole. */
  readonly wholeUpTo: number;
  /**
   * A row kept in the DOM wherever it is (the one holding keyboard focus: removing it would
   * drop the focus and any text typed and not yet committed), or null.
   */
  readonly keepIndex?: number | null;
}

/** The rows to render, top to bottom, as runs of rows and gaps (never two of a kind in a row). */
export function rowWindow(input: RowWindowInput): RowSegment[] {
  const { count, rowHeightPx, viewTopPx, viewHeightPx, overscanRows, wholeUpTo } = input;
  if (count <= 0) return [];
  const usable =
    rowHeightPx > 0 && Number.isFinite(rowHeightPx) && Number.isFinite(viewTopPx) && Number.isFinite(viewHeightPx);
  if (count <= wholeUpTo || !usable) return [{ kind: 'rows', from: 0, to: count }];

  // Always the same number of rows (the view's worth plus both margins), slid along the table:
  // near either end the margin on that side goes to the other.
  const span = Math.min(count, Math.ceil(Math.max(0, viewHeightPx) / rowHeightPx) + 1 + 2 * Math.max(0, overscanRows));
  const from = clamp(Math.floor(viewTopPx / rowHeightPx) - overscanRows, 0, count - span);
  const to = from + span;

  const keep = input.keepIndex;
  const runs: [number, number][] = [[from, to]];
  if (
    keep !== null &&
    keep !== undefined &&
    Number.isInteger(keep) &&
    keep >= 0 &&
    keep < count &&
    (keep < from || keep >= to)
  ) {
    if (keep === from - 1) runs[0] = [keep, to];
    else if (keep === to) runs[0] = [from, to + 1];
    else if (keep < from) runs.unshift([keep, keep + 1]);
    else runs.push([keep, keep + 1]);
  }

  const segments: RowSegment[] = [];
  let next = 0;
  for (const [a, b] of runs) {
    if (a > next) segments.push({ kind: 'gap', rows: a - next });
    segments.push({ kind: 'rows', from: a, to: b });
    next = b;
  }
  if (next < count) segments.push({ kind: 'gap', rows: count - next });
  return segments;
}

/**
 * How far to scroll (px, positive down) so row `index` is in view, or 0 when any part of it
 * already is (a row the navigator is clicking into must not jump away under the mouse). A row
 * out of view is brought to the middle of the view.
 */
export function scrollToRevealPx(index: number, rowHeightPx: number, viewTopPx: number, viewHeightPx: number): number {
  const top = index * rowHeightPx;
  const bottom = top + rowHeightPx;
  if (bottom > viewTopPx && top < viewTopPx + viewHeightPx) return 0;
  return top - viewTopPx - (viewHeightPx - rowHeightPx) / 2;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}
