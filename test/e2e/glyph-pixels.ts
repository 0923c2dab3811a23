// The overlays' glyphs as the chart draws them and as the demo service answers (overlay-glyphs.spec.ts):
// the service's own value at a point, the overlay chosen and drawn for the view, the night palette,
// and the glyphs read back from the page and found in a screenshot's pixels.
import type { Page } from '@playwright/test';
import { decodePng, type DecodedPng } from '../helpers/png-reader';
import { FIRST_ANSWER_MS } from './library-helpers';
import { chartMap } from './chart-pixels';
import { SANDBOX_URL_ENV } from './env';
import { SANDBOX_KEY } from './processes';
import { expect } from './fixtures';

/** The demo service's own answer at a point (not the app's), at `timeUtc`. */
export async function serviceAt(
  path: '/v1/weather/timeseries/point' | '/v1/marine/timeseries/point',
  query: Record<string, string | number>,
  timeUtc: number,
): Promise<Record<string, number>> {
  const url = new URL(path, process.env[SANDBOX_URL_ENV]);
  for (const [k, v] of Object.entries({ ...query, api_key: SANDBOX_KEY })) url.searchParams.set(k, String(v));
  const response = await fetch(url);
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  const body = (await response.json()) as { elements: { element: string; data: { time: number; value: number }[] }[] };
  return Object.fromEntries(
    body.elements.flatMap((e) => {
      const d = e.data.find((x) => x.time === timeUtc);
      return d === undefined ? [] : [[e.element, d.value]];
    }),
  );
}

export function angleGapDeg(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
}

export async function nightMode(page: Page, on: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('checkbox', { name: 'Night mode' }).setChecked(on);
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  if (on) await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
  else await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'night');
}

/** Chooses an overlay and waits until its glyphs are drawn for the layer time shown; returns that time. */
export async function chooseOverlay(page: Page, label: string, glyph: string): Promise<number> {
  await page.getByRole('combobox', { name: 'Weather overlay' }).selectOption({ label });
  const image = page.locator('img.weather-overlay');
  await expect(image).toBeVisible({ timeout: FIRST_ANSWER_MS });
  const svg = page.locator('svg.passage-glyphs');
  await expect(svg.locator(glyph).first()).toBeAttached({ timeout: FIRST_ANSWER_MS });
  await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
  const time = Number(await svg.getAttribute('data-time'));
  expect(time).toBe(Number(await image.getAttribute('data-layer-time')));
  return time;
}

/**
 * Waits until the chart has taken the page's size and the overlay and its glyphs are drawn for
 * that view (the layer's data-settled), so a screen shows what the navigator would see, not the
 * moment between two views.
 */
export async function drawnForView(page: Page): Promise<void> {
  const svg = page.locator('svg.passage-glyphs');
  await expect(async () => {
    const box = await chartMap(page).boundingBox();
    expect(Number(await svg.getAttribute('width'))).toBe(Math.round(box?.width ?? 0));
    expect(await svg.getAttribute('data-settled')).toBe('true');
  }).toPass({ timeout: FIRST_ANSWER_MS });
}

export interface DrawnGlyph {
  readonly lat: number;
  readonly lon: number;
  readonly rotateDeg: number;
  /** The speed the glyph stands for (its data-speed-kn, 0.1 kn), NaN for a wave arrow. */
  readonly speedKn: number;
  /** Centre in the chart's screenshot, px. */
  readonly x: number;
  readonly y: number;
  /** No panel or control of the app lies over it. */
  readonly uncovered: boolean;
}

export async function drawnGlyphs(page: Page, selector: string): Promise<DrawnGlyph[]> {
  const box = await chartMap(page).boundingBox();
  if (!box) throw new Error('the chart has no size');
  const glyphs = await page.locator(`svg.passage-glyphs ${selector}`).evaluateAll((elements) =>
    elements.map((element) => {
      const el = element as SVGGElement;
      const transform = el.getAttribute('transform') ?? '';
      const rotate = /rotate\((-?[\d.]+)\)/.exec(transform);
      const origin = el.getCTM();
      return {
        lat: Number(el.getAttribute('data-lat')),
        lon: Number(el.getAttribute('data-lon')),
        rotateDeg: rotate ? Number(rotate[1]) : Number.NaN,
        speedKn: Number(el.getAttribute('data-speed-kn') ?? Number.NaN),
        // The glyph's own origin on the page: its CTM's translation plus the SVG's page offset.
        pageX: (origin?.e ?? 0) + (el.ownerSVGElement?.getBoundingClientRect().left ?? 0),
        pageY: (origin?.f ?? 0) + (el.ownerSVGElement?.getBoundingClientRect().top ?? 0),
      };
    }),
  );
  // Whether the chart itself is on top along the glyph (the legend or the time bar may cover some).
  const uncovered = await page.evaluate(
    (at) =>
      at.map(({ x, y, deg }) =>
        [0, 10, 20].every((d) => {
          const r = (deg * Math.PI) / 180;
          const top = document.elementFromPoint(x + d * Math.sin(r), y - d * Math.cos(r));
          return (
            top !== null && (top.classList.contains('leaflet-container') || top.closest('.leaflet-map-pane') !== null)
          );
        }),
      ),
    glyphs.map((g) => ({ x: g.pageX, y: g.pageY, deg: g.rotateDeg })),
  );
  return glyphs.map((g, i) => ({
    lat: g.lat,
    lon: g.lon,
    rotateDeg: g.rotateDeg,
    speedKn: g.speedKn,
    x: g.pageX - box.x,
    y: g.pageY - box.y,
    uncovered: uncovered[i]!,
  }));
}

function rgbOf(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** The chart as drawn, and the same chart with the glyphs hidden, taken back to back. */
export interface GlyphShots {
  readonly drawn: DecodedPng;
  readonly bare: DecodedPng;
}

export async function glyphShots(page: Page): Promise<GlyphShots> {
  const shoot = async (): Promise<DecodedPng> => decodePng(await chartMap(page).screenshot({ animations: 'disabled' }));
  const drawn = await shoot();
  // The glyph layer sets its own visibility (hidden while it redraws): hidden here, then as it was.
  const svg = page.locator('svg.passage-glyphs');
  const was = await svg.evaluate((el) => {
    const style = (el as SVGElement).style;
    const before = style.visibility;
    style.visibility = 'hidden';
    return before;
  });
  try {
    return { drawn, bare: await shoot() };
  } finally {
    await svg.evaluate((el, visibility) => ((el as SVGElement).style.visibility = visibility), was);
  }
}

/**
 * Whether a glyph is drawn within 1 px of (x, y): a pixel there turned towards the glyph colour,
 * by a good part of the way, from what the chart shows without the glyphs. A line 1.5 px wide on
 * a pixel boundary covers two pixels in part, neither of them the glyph colour itself.
 */
export function glyphDrawnNear(shots: GlyphShots, x: number, y: number, hex: string): boolean {
  const [r, g, b] = rgbOf(hex);
  const { drawn, bare } = shots;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const px = Math.round(x) + dx;
      const py = Math.round(y) + dy;
      if (px < 0 || py < 0 || px >= drawn.width || py >= drawn.height) continue;
      const i = 4 * (py * drawn.width + px);
      const toGlyph = (png: DecodedPng): number =>
        Math.hypot(png.rgba[i]! - r, png.rgba[i + 1]! - g, png.rgba[i + 2]! - b);
      const before = toGlyph(bare);
      if (toGlyph(drawn) < before - Math.max(40, 0.4 * before)) return true;
    }
  }
  return false;
}

/** Share of the points along a staff, from `fromPx` to `toPx` out in `bearingDeg` (clockwise from up), where a glyph is drawn. */
export function staffSeen(
  shots: GlyphShots,
  g: DrawnGlyph,
  bearingDeg: number,
  hex: string,
  fromPx: number,
  toPx: number,
): number {
  const r = (bearingDeg * Math.PI) / 180;
  let seen = 0;
  let judged = 0;
  for (let d = fromPx; d <= toPx; d += 2) {
    judged++;
    if (glyphDrawnNear(shots, g.x + d * Math.sin(r), g.y - d * Math.cos(r), hex)) seen++;
  }
  return seen / judged;
}

/** Mean luminance of the chart's pixels over the sea away from glyphs (a coarse lattice), 0..255. */
export function meanLuminance(png: DecodedPng): number {
  let sum = 0;
  let count = 0;
  for (let y = 20; y < png.height - 20; y += 16) {
    for (let x = 20; x < png.width - 20; x += 16) {
      const i = 4 * (y * png.width + x);
      sum += 0.2126 * png.rgba[i]! + 0.7152 * png.rgba[i + 1]! + 0.0722 * png.rgba[i + 2]!;
      count++;
    }
  }
  return sum / count;
}
