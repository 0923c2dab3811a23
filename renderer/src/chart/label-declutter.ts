// Which labels of a chart to write so none covers another: the greedy placement chart makers
// use, most important label first. On a dense route at a small scale, overlapping names were a
// dark smear nobody could read, and 500 positioned elements cost the drag a few milliseconds of
// layout, layerization and hit-testing on every frame; zoomed in, every name fits and shows.

/** A label's box on screen, pixels (x to the right, y down). */
export interface LabelBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Grid cell size, pixels: a box is tested only against boxes kept in the cells it covers. */
const CELL_PX = 64;

/**
 * Indexes of the boxes to draw, in the order given (the caller puts the most important first):
 * a box is kept when it overlaps no box kept before it. Boxes may touch; `gapPx` is the clear
 * space kept around each.
 */
export function declutter(boxes: readonly LabelBox[], gapPx = 2): number[] {
  const kept: number[] = [];
  const grid = new Map<string, LabelBox[]>();
  boxes.forEach((box, index) => {
    const padded = { x: box.x - gapPx, y: box.y - gapPx, width: box.width + 2 * gapPx, height: box.height + 2 * gapPx };
    const cells = cellsOf(padded);
    for (const cell of cells) {
      for (const other of grid.get(cell) ?? []) if (overlaps(padded, other)) return;
    }
    kept.push(index);
    for (const cell of cells) {
      const list = grid.get(cell);
      if (list) list.push(box);
      else grid.set(cell, [box]);
    }
  });
  return kept;
}

function cellsOf(box: LabelBox): string[] {
  const cells: string[] = [];
  const x0 = Math.floor(box.x / CELL_PX);
  const x1 = Math.floor((box.x + box.width) / CELL_PX);
  const y0 = Math.floor(box.y / CELL_PX);
  const y1 = Math.floor((box.y + box.height) / CELL_PX);
  for (let cx = x0; cx <= x1; cx++) for (let cy = y0; cy <= y1; cy++) cells.push(`${cx},${cy}`);
  return cells;
}

function overlaps(a: LabelBox, b: LabelBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
