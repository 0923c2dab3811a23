// The glyphs as SVG markup, in pixels of the layer they are drawn on: wind barbs at the grid's
// points, isobars traced through the pressure the overlay image paints (every 4 hPa, labelled),
// and arrows pointing where the waves go. Only numbers enter the markup.
import type { GlyphPoints } from '../../../shared/ipc/methods/maps';
import { barbShape } from '../../../shared/glyphs/wind-barb';
import { contourLevels, marchingSquares, type ValueGrid } from '../../../shared/glyphs/isobars';
import { joinSegments, smoothGrid, type ContourLine, type GridPoint } from '../../../shared/glyphs/contour-lines';

/** Isobars every 4 hPa, as surface analyses draw them (e.g. the UK Met Office's and NOAA OPC's). */
export const ISOBAR_STEP_HPA = 4;
/** Labels of isobars stand at least this far apart, px, and this far in from the edges. */
const LABEL_SPACING_PX = 150;
const LABEL_MARGIN_PX = 24;
/**
 * Smoothing passes over the pressure read from the image before tracing: the colours step by
 * about 0.3 hPa, and where the field is that flat one pass leaves stairs a cell high in the lines.
 */
const SMOOTHING_PASSES = 2;
/** Line points closer than this to the last one kept are dropped, cells: they only add kinks. */
const MIN_POINT_GAP_CELLS = 0.3;
/** A wave arrow's length, px. */
const ARROW_PX = 24;

export interface Pixel {
  readonly x: number;
  readonly y: number;
}

/** Where a position is drawn, px of the glyph layer; `lon` as the grid has it (the projector picks the world copy). */
export type Projector = (lat: number, lon: number) => Pixel;

type WindAnswer = Extract<GlyphPoints, { kind: 'wind' }>;
type WaveAnswer = Extract<GlyphPoints, { kind: 'waves' }>;

function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** Wind barbs at every point with a speed and direction at time index `k`. */
export function barbsMarkup(answer: Pick<WindAnswer, 'points'>, k: number, project: Projector): string {
  const out: string[] = [];
  for (const p of answer.points) {
    const speed = p.speedKn[k] ?? null;
    const from = p.fromDeg[k] ?? null;
    if (speed === null || from === null) continue;
    const at = project(p.lat, p.lon);
    const shape = barbShape(speed, from, p.lat);
    const data = `data-lat="${p.lat}" data-lon="${p.lon}" data-from-deg="${n(from)}" data-speed-kn="${n(speed)}"`;
    if (shape.calm) {
      // Calm: an open circle round the point (WMO-No. 306), haloed like the staffs.
      out.push(
        `<g class="barb calm" ${data} transform="translate(${n(at.x)} ${n(at.y)})">` +
          `<circle class="halo" r="4"/><circle class="line" r="4"/></g>`,
      );
      continue;
    }
    const pennant = shape.pennantPath === '' ? '' : `<path class="pennant" d="${shape.pennantPath}"/>`;
    out.push(
      `<g class="barb" ${data} transform="translate(${n(at.x)} ${n(at.y)}) rotate(${n(shape.rotateDeg)})">` +
        `<path class="halo" d="${shape.path}"/><path class="line" d="${shape.path}"/>${pennant}<circle r="1.6"/></g>`,
    );
  }
  return out.join('');
}

/** Arrows pointing where the waves go (from + 180°), at every point at sea. */
export function waveArrowsMarkup(answer: WaveAnswer, k: number, project: Projector): string {
  const out: string[] = [];
  const half = ARROW_PX / 2;
  // Drawn pointing up (north) in its own frame, then turned to the direction the waves go.
  const d = `M0 ${half}L0 ${-half}M-5 ${-half + 7}L0 ${-half}L5 ${-half + 7}`;
  for (const p of answer.points) {
    const height = p.heightM[k] ?? null;
    const from = p.fromDeg[k] ?? null;
    if (height === null || from === null) continue;
    const at = project(p.lat, p.lon);
    const toDeg = (from + 180) % 360;
    out.push(
      `<g class="wave-arrow" data-lat="${p.lat}" data-lon="${p.lon}" data-from-deg="${n(from)}" data-height-m="${n(height)}" ` +
        `transform="translate(${n(at.x)} ${n(at.y)}) rotate(${n(toDeg)})"><path class="halo" d="${d}"/><path class="line" d="${d}"/></g>`,
    );
  }
  return out.join('');
}

export interface IsobarLabel extends Pixel {
  readonly level: number;
}

/** Each level's lines in grid coordinates, traced once per image. */
export type Isobars = readonly { readonly level: number; readonly lines: readonly ContourLine[] }[];

/** Isobars every ISOBAR_STEP_HPA through a grid of pressure, hPa, smoothed first. */
export function traceIsobars(grid: ValueGrid): Isobars {
  const smooth = smoothGrid(grid, SMOOTHING_PASSES);
  return marchingSquares(smooth, contourLevels(smooth, ISOBAR_STEP_HPA)).map((contour) => ({
    level: contour.level,
    lines: joinSegments(contour.segments).map((line) => ({ points: thinned(line.points), closed: line.closed })),
  }));
}

/** The points without those closer than MIN_POINT_GAP_CELLS to the previous one kept; the ends are kept. */
function thinned(points: readonly GridPoint[]): GridPoint[] {
  const out: GridPoint[] = [];
  points.forEach((p, i) => {
    const last = out.at(-1);
    const end = i === points.length - 1;
    if (last === undefined || Math.hypot(p.x - last.x, p.y - last.y) >= MIN_POINT_GAP_CELLS) out.push(p);
    else if (end && out.length > 1) out[out.length - 1] = p;
  });
  return out;
}

/**
 * A line through `points` as cubic Bézier pieces of the uniform Catmull-Rom spline (E. Catmull
 * and R. Rom, 1974): piece i runs from p[i] to p[i+1] with control points p[i] + (p[i+1] - p[i-1]) / 6
 * and p[i+1] - (p[i+2] - p[i]) / 6; an open line repeats its end points, a ring wraps round.
 */
export function splinePath(points: readonly Pixel[], closed: boolean): string {
  const count = points.length;
  if (count < 2) return '';
  const at = (i: number): Pixel =>
    closed ? points[(i + count) % count]! : points[Math.max(0, Math.min(count - 1, i))]!;
  const pieces = closed ? count : count - 1;
  let d = `M${n(points[0]!.x)} ${n(points[0]!.y)}`;
  for (let i = 0; i < pieces; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    d +=
      `C${n(p1.x + (p2.x - p0.x) / 6)} ${n(p1.y + (p2.y - p0.y) / 6)} ` +
      `${n(p2.x - (p3.x - p1.x) / 6)} ${n(p2.y - (p3.y - p1.y) / 6)} ${n(p2.x)} ${n(p2.y)}`;
  }
  return closed ? `${d}Z` : d;
}

/**
 * The isobars as markup: `toPixel` places a grid coordinate (fractional column, row) on the
 * layer; labels stand on their lines, apart and inside the chart of `size`.
 */
export function isobarsMarkup(
  isobars: Isobars,
  toPixel: (x: number, y: number) => Pixel,
  size: { readonly width: number; readonly height: number },
): string {
  const labels: IsobarLabel[] = [];
  const paths: string[] = [];
  const inside = (p: Pixel): boolean =>
    p.x > LABEL_MARGIN_PX &&
    p.y > LABEL_MARGIN_PX &&
    p.x < size.width - LABEL_MARGIN_PX &&
    p.y < size.height - LABEL_MARGIN_PX;
  for (const { level, lines } of isobars) {
    const d: string[] = [];
    for (const line of lines) {
      const pixels = line.points.map((p) => toPixel(p.x, p.y));
      d.push(splinePath(pixels, line.closed));
      for (const p of pixels) {
        if (inside(p) && labels.every((l) => Math.hypot(l.x - p.x, l.y - p.y) >= LABEL_SPACING_PX)) {
          labels.push({ x: p.x, y: p.y, level });
        }
      }
    }
    if (d.length > 0) {
      // One line, no halo: a pressure chart's isobars are many, and a halo doubles each slider step's drawing.
      paths.push(`<g class="isobar" data-level="${level}"><path class="line" d="${d.join('')}"/></g>`);
    }
  }
  const texts = labels.map(
    (l) =>
      `<text class="isobar-label" data-level="${l.level}" x="${n(l.x)}" y="${n(l.y)}" dy="0.35em">${l.level}</text>`,
  );
  return paths.join('') + texts.join('');
}
