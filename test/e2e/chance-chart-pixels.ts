// The chance chart as drawn, for e2e tests that check what the navigator sees: the storm bands
// shaded on a screenshot, as runs of canvas columns, and where chart.js's own time axis puts each
// time, so a band can be matched with the warned steps in pixels.
import type { Locator } from '@playwright/test';
import { decodePng } from '../helpers/png-reader';

/** Per column of a screenshot, how many of its pixels pass `test`. */
function columnsWith(
  png: Uint8Array,
  test: (r: number, g: number, b: number) => boolean,
): { width: number; counts: number[] } {
  const { width, height, rgba } = decodePng(png);
  const counts = new Array<number>(width).fill(0);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (test(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!)) counts[x]! += 1;
    }
  return { width, counts };
}

/** Runs of column indices with gaps of at most `gapPx` (a line drawn across the band), as [first, last]. */
function runs(columns: readonly number[], gapPx: number): [number, number][] {
  const out: [number, number][] = [];
  for (const x of columns) {
    const last = out.at(-1);
    if (last !== undefined && x - last[1] <= gapPx + 1) last[1] = x;
    else out.push([x, x]);
  }
  return out;
}

/**
 * The shaded storm bands of a chance chart's screenshot, as runs of canvas columns: the
 * translucent --danger fill (#b00020 at 16 % over the white panel, about rgb(242, 214, 219)) that
 * covers the chart from 0 to 100 % where a storm warns (day theme). A column is in a band when
 * most of the plot's height is that colour; the chance lines crossing it break it by a pixel or two.
 */
export function drawnBands(png: Uint8Array): { width: number; bands: [number, number][] } {
  const pink = columnsWith(png, (r, g, b) => r > 225 && r - g > 14 && r - b > 10 && Math.abs(g - b) < 16);
  const fullHeight = Math.max(...pink.counts) * 0.6;
  return {
    width: pink.width,
    bands: runs(
      pink.counts.flatMap((c, x) => (c >= fullHeight && c > 20 ? [x] : [])),
      3,
    ),
  };
}

/**
 * The canvas x (CSS px) of each time on the chart's own time axis, asked of chart.js itself: the
 * page's chart.js module (the chunk the app loaded, `chartJsUrl`, so the same module instance)
 * finds the chart drawn on this canvas, and its x scale maps Unix ms to pixels; null while none is.
 */
export async function axisPx(
  canvas: Locator,
  chartJsUrl: string,
  timesUtc: readonly number[],
): Promise<{ xs: number[]; cssWidth: number } | null> {
  return canvas.evaluate(
    async (element, { url, ms }) => {
      const module: Record<string, unknown> = await import(url);
      type Scale = { getPixelForValue(value: number): number };
      type ChartStatic = { getChart(canvas: HTMLCanvasElement): { scales: Record<string, Scale> } | undefined };
      const chartClass = Object.values(module).find(
        (v): v is ChartStatic => typeof v === 'function' && typeof (v as Partial<ChartStatic>).getChart === 'function',
      );
      const chart = chartClass?.getChart(element as HTMLCanvasElement);
      const x = chart?.scales['x'];
      // Not drawn yet: asked again.
      if (x === undefined) return null;
      return { xs: ms.map((t) => x.getPixelForValue(t)), cssWidth: element.clientWidth };
    },
    { url: chartJsUrl, ms: timesUtc.map((t) => t * 1000) },
  );
}
