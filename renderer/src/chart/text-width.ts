// The width of a label as the browser will write it, so labels can be placed apart before they
// exist: a guessed width per character (7 px for 11 px bold) was short for capitals and digits,
// and names at the start of a route, where waypoints crowd, overlapped.

/** Measures in the page's own font; null where no 2D canvas is available (then the guess). */
let context: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();
/** Enough for every name of a 500-waypoint route in a few fonts; then measured again. */
const MAX_MEMO = 4000;

/** The page's font family, as the labels inherit it. */
export function pageFontFamily(): string {
  return typeof document === 'undefined' ? 'sans-serif' : getComputedStyle(document.body).fontFamily || 'sans-serif';
}

/** Width in CSS pixels of `text` written in `font` (a CSS font shorthand); `guessPx` per character without a canvas. */
export function textWidthPx(text: string, font: string, guessPx: number): number {
  const key = `${font}|${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  if (context === undefined)
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (context === null) return text.length * guessPx;
  context.font = font;
  const width = context.measureText(text).width;
  if (widths.size >= MAX_MEMO) widths.clear();
  widths.set(key, width);
  return width;
}
