// The values an overlay image paints, read back from its pixels with its legend's scale
// (shared/glyphs/colour-value.ts), on a coarser grid than the image: row 0 is the image's top.
// The isobars are traced through this grid: the image is the only source of pressure at the
// resolution the chart shows (a point grid of 40 misses a hurricane's narrow low).
import type { ValueGrid } from '../../../shared/glyphs/isobars';
import type { ColourReader } from '../../../shared/glyphs/colour-value';

/** Columns of the grid at most; the image's own when narrower. */
const MAX_COLS = 96;

/** Reads `url` (a decoded overlay image) into a grid; alpha under 128 (nothing painted) is null. */
export async function imageValueGrid(url: string, reader: ColourReader): Promise<ValueGrid> {
  const img = new Image();
  img.src = url;
  await img.decode();
  const cols = Math.max(2, Math.min(MAX_COLS, img.naturalWidth));
  const rows = Math.max(2, Math.round((cols * img.naturalHeight) / img.naturalWidth));
  const canvas = document.createElement('canvas');
  canvas.width = cols;
  canvas.height = rows;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) throw new Error('no 2D canvas to read the overlay image');
  // Nearest pixel, not a blend: a blend of two colours of the scale may be a colour of neither.
  context.imageSmoothingEnabled = false;
  context.drawImage(img, 0, 0, cols, rows);
  const data = context.getImageData(0, 0, cols, rows).data;
  const values: (number | null)[][] = [];
  for (let r = 0; r < rows; r++) {
    const row: (number | null)[] = [];
    for (let c = 0; c < cols; c++) {
      const i = 4 * (r * cols + c);
      row.push(data[i + 3]! < 128 ? null : reader.valueOf(data[i]!, data[i + 1]!, data[i + 2]!));
    }
    values.push(row);
  }
  return { rows, cols, values };
}
