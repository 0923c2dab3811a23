// Which port names to write on the chart without clutter: a greedy placement in priority order
// (largest ports first), each name tried right of its dot, then left, then above and below,
// and left out when every spot overlaps a name already placed or leaves the screen. The
// collision test uses a uniform grid of buckets, so a coastal view with 1,000 candidates
// places its labels in well under a millisecond.

export interface LabelCandidate {
  readonly key: string;
  /** The dot's centre, pixels. */
  readonly x: number;
  readonly y: number;
  readonly radiusPx: number;
  /** The text's size as it will be drawn, pixels. */
  readonly widthPx: number;
  readonly heightPx: number;
  /** Smaller comes first (the size rank); ties keep the input order. */
  readonly priority: number;
}

export type LabelSide = 'right' | 'left' | 'above' | 'below';

export interface PlacedLabel {
  readonly key: string;
  /** Top-left corner of the text box, pixels. */
  readonly x: number;
  readonly y: number;
  readonly side: LabelSide;
}

export interface LabelArea {
  readonly width: number;
  readonly height: number;
}

export interface LabelOptions {
  /** Space between a dot and its name, and kept clear around every name, pixels. */
  readonly gapPx?: number;
  /** At most this many names (a safety net for very dense views). */
  readonly maxLabels?: number;
}

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const BUCKET_PX = 64;
const SIDES: readonly LabelSide[] = ['right', 'left', 'above', 'below'];

/**
 * The text box on one side of the dot. Above and below sit clear of the row the left and right
 * names take (half a text height plus twice the gap from the dot's centre), so all four sides
 * can hold a name at once.
 */
function boxFor(c: LabelCandidate, side: LabelSide, gap: number): Box {
  const r = c.radiusPx + gap;
  const v = Math.max(r, c.heightPx / 2 + 2 * gap);
  switch (side) {
    case 'right':
      return { x0: c.x + r, y0: c.y - c.heightPx / 2, x1: c.x + r + c.widthPx, y1: c.y + c.heightPx / 2 };
    case 'left':
      return { x0: c.x - r - c.widthPx, y0: c.y - c.heightPx / 2, x1: c.x - r, y1: c.y + c.heightPx / 2 };
    case 'above':
      return { x0: c.x - c.widthPx / 2, y0: c.y - v - c.heightPx, x1: c.x + c.widthPx / 2, y1: c.y - v };
    case 'below':
      return { x0: c.x - c.widthPx / 2, y0: c.y + v, x1: c.x + c.widthPx / 2, y1: c.y + v + c.heightPx };
  }
}

/** Boxes closer than `gap` count as overlapping, so names never touch. */
function overlaps(a: Box, b: Box, gap: number): boolean {
  return a.x0 < b.x1 + gap && b.x0 < a.x1 + gap && a.y0 < b.y1 + gap && b.y0 < a.y1 + gap;
}

/** The labels to write, in placement order (most important first). */
export function placeLabels(
  candidates: readonly LabelCandidate[],
  area: LabelArea,
  options: LabelOptions = {},
): PlacedLabel[] {
  const gap = options.gapPx ?? 2;
  const maxLabels = options.maxLabels ?? 400;
  const order = candidates.map((c, i) => ({ c, i })).sort((a, b) => a.c.priority - b.c.priority || a.i - b.i);
  const buckets = new Map<number, Box[]>();
  const cols = Math.ceil(area.width / BUCKET_PX) + 2;
  const cellsOf = (box: Box): number[] => {
    const cells: number[] = [];
    const cx0 = Math.floor((box.x0 - gap) / BUCKET_PX) + 1;
    const cx1 = Math.floor((box.x1 + gap) / BUCKET_PX) + 1;
    const cy0 = Math.floor((box.y0 - gap) / BUCKET_PX) + 1;
    const cy1 = Math.floor((box.y1 + gap) / BUCKET_PX) + 1;
    for (let cy = cy0; cy <= cy1; cy++) for (let cx = cx0; cx <= cx1; cx++) cells.push(cy * cols + cx);
    return cells;
  };
  const placed: PlacedLabel[] = [];
  for (const { c } of order) {
    if (placed.length >= maxLabels) break;
    for (const side of SIDES) {
      const box = boxFor(c, side, gap);
      if (box.x0 < 0 || box.y0 < 0 || box.x1 > area.width || box.y1 > area.height) continue;
      const cells = cellsOf(box);
      if (cells.some((cell) => buckets.get(cell)?.some((other) => overlaps(box, other, gap)))) continue;
      for (const cell of cells) {
        const list = buckets.get(cell);
        if (list) list.push(box);
        else buckets.set(cell, [box]);
      }
      placed.push({ key: c.key, x: box.x0, y: box.y0, side });
      break;
    }
  }
  return placed;
}
