// The glyphs as SVG markup, in pixels of the layer they are drawn on: wind barbs at the grid's
// points, isobars traced through the pressure the overlay image paints (every 4 hPa, labelled),
// and arrows pointing where the waves go. Only numbers enter the markup.
import type { GlyphPoints } from '../../../shared/ipc/methods/maps';
import { barbShape } from '../../../shared/glyphs/wind-barb';
import { contourLevels, marchingSquares, type Contour, type ValueGrid } from '../../../shared/glyphs/isobars';

/** Isobars every 4 hPa, as surface analyses draw them (e.g. the UK Met Office's and NOAA OPC's). */
export const ISOBAR_STEP_HPA = 4;
/** Labels of isobars stand at least this far apart, px, and this far in from the edges. */
const LABEL_SPACING_PX = 150;
const LABEL_MARGIN_PX = 24;
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
export function barbsMarkup(answer: WindAnswer, k: number, project: Projector): string {
  const out: string[] = [];
  for (const p of answer.points) {
    const speed = p.speedKn[k] ?? null;
    const from = p.fromDeg[k] ?? null;
    if (speed === null || from === null) continue;
    const at = project(p.lat, p.lon);
    const shape = barbShape(speed, from, p.lat);
    const data = `data-lat="${p.lat}" data-lon="${p.lon}" data-from-deg="${n(from)}" data-speed-kn="${n(speed)}"`;
    if (shape.calm) {
      out.push(`<g class="barb calm" ${data} transform="translate(${n(at.x)} ${n(at.y)})"><circle r="4"/></g>`);
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

/** Levels and their segments in grid coordinates, traced once per image. */
export type Isobars = readonly Contour[];

/** Isobars every ISOBAR_STEP_HPA through a grid of pressure, hPa. */
export function traceIsobars(grid: ValueGrid): Isobars {
  return marchingSquares(grid, contourLevels(grid, ISOBAR_STEP_HPA));
}

/**
 * The isobars as markup: `toPixel` places a grid coordinate (fractional column, row) on the
 * layer; labels stand apart and inside the chart of `size`.
 */
export function isobarsMarkup(
  isobars: Isobars,
  toPixel: (x: number, y: number) => Pixel,
  size: { readonly width: number; readonly height: number },
): string {
  const labels: IsobarLabel[] = [];
  const paths: string[] = [];
  for (const contour of isobars) {
    const d: string[] = [];
    for (const s of contour.segments) {
      const a = toPixel(s.x1, s.y1);
      const b = toPixel(s.x2, s.y2);
      d.push(`M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}`);
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const inside =
        mid.x > LABEL_MARGIN_PX &&
        mid.y > LABEL_MARGIN_PX &&
        mid.x < size.width - LABEL_MARGIN_PX &&
        mid.y < size.height - LABEL_MARGIN_PX;
      if (inside && labels.every((l) => Math.hypot(l.x - mid.x, l.y - mid.y) >= LABEL_SPACING_PX)) {
        labels.push({ ...mid, level: contour.level });
      }
    }
    if (d.length > 0) {
      const path = d.join('');
      // One line, no halo: a pressure chart's isobars are many, and a halo doubles each slider step's drawing.
      paths.push(`<g class="isobar" data-level="${contour.level}"><path class="line" d="${path}"/></g>`);
    }
  }
  const texts = labels.map(
    (l) =>
      `<text class="isobar-label" data-level="${l.level}" x="${n(l.x)}" y="${n(l.y)}" dy="0.35em">${l.level}</text>`,
  );
  return paths.join('') + texts.join('');
}
