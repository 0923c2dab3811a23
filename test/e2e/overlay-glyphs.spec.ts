// The overlays show direction, not only colour (issue 24). In a demo world with a hurricane at
// sea now (storm-world.ts), the chart centred on it: with Wind on, every barb drawn points its
// staff where the demo service itself says the wind comes from at that point and the layer time
// shown (asked of the service directly, not of the app), within 5°, and the staff is there in
// the screenshot's pixels; with Pressure on, the isobar label nearest the storm's centre is
// lower than those far from it; with Waves on, the arrows point where the service's waves go.
// By night the overlay is dimmed. Screens of 1280×720, 1440×900 and 1920×1080, day and night.
import type { Page } from '@playwright/test';
import type { Storm } from '../../shared/api/resources/storms';
import { DAY_PALETTE, NIGHT_PALETTE } from '../../renderer/src/chart/palette';
import { decodePng, type DecodedPng } from '../helpers/png-reader';
import { chartMap } from './chart-pixels';
import { SANDBOX_URL_ENV } from './env';
import { SANDBOX_KEY } from './processes';
import { expect, test } from './fixtures';
import { stormWorld, type StormWorld } from './storm-world';
import { startWorldInstance, type WorldInstance } from './world-instance';

const FIRST_ANSWER_MS = 30_000;
const ZOOM = 7;
/** Barb angles agree with the service within this, degrees. */
const ANGLE_TOLERANCE_DEG = 5;
/** A label within this of the storm's centre counts as near it, and beyond FAR_PX as far from it, px. */
const NEAR_PX = 120;
const FAR_PX = 250;

let world: StormWorld;
let own: WorldInstance | null = null;
let centre: { lat: number; lon: number };

/** The storm's position at `timeUtc`, between the two fixes around it (linear in lat and lon). */
function stormAt(storm: Storm, timeUtc: number): { lat: number; lon: number } {
  const fixes = storm.path
    .filter((p) => p.timestamp !== null && p.latitude !== null && p.longitude !== null)
    .map((p) => ({ t: p.timestamp!, lat: p.latitude!, lon: p.longitude! }))
    .sort((a, b) => a.t - b.t);
  const after = fixes.findIndex((f) => f.t >= timeUtc);
  if (after <= 0) return fixes[Math.max(0, after)] ?? fixes.at(-1)!;
  const [a, b] = [fixes[after - 1]!, fixes[after]!];
  const f = (timeUtc - a.t) / (b.t - a.t);
  return { lat: a.lat + f * (b.lat - a.lat), lon: a.lon + f * (b.lon - a.lon) };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const nowUtc = Math.floor(Date.now() / 1000);
  world = stormWorld(nowUtc, { minWindKn: 64 });
  centre = stormAt(world.storm, nowUtc);
  own = await startWorldInstance(world.seed);
});

test.afterAll(async () => {
  await own?.stop();
});

/** The demo service's own answer at a point (not the app's), at `timeUtc`. */
async function serviceAt(
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

function angleGapDeg(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
}

async function openAtStorm(page: Page, token: string, origin: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${origin}/#map=${ZOOM}/${centre.lat.toFixed(4)}/${centre.lon.toFixed(4)}&token=${token}`);
  await expect(page.getByText('DEMO DATA - synthetic, not for navigation').first()).toBeVisible({
    timeout: FIRST_ANSWER_MS,
  });
  await page.getByRole('checkbox', { name: 'Ports' }).uncheck();
  await expect(page.getByTestId('storm-badge')).toHaveText(/storm/, { timeout: FIRST_ANSWER_MS });
  const storms = page.getByRole('checkbox', { name: 'Storms' });
  if ((await storms.count()) > 0) await storms.uncheck();
}

async function nightMode(page: Page, on: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('checkbox', { name: 'Night mode' }).setChecked(on);
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  if (on) await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
  else await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'night');
}

/** Chooses an overlay and waits until its glyphs are drawn for the layer time shown; returns that time. */
async function chooseOverlay(page: Page, label: string, glyph: string): Promise<number> {
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
async function drawnForView(page: Page): Promise<void> {
  const svg = page.locator('svg.passage-glyphs');
  await expect(async () => {
    const box = await chartMap(page).boundingBox();
    expect(Number(await svg.getAttribute('width'))).toBe(Math.round(box?.width ?? 0));
    expect(await svg.getAttribute('data-settled')).toBe('true');
  }).toPass({ timeout: FIRST_ANSWER_MS });
}

interface DrawnGlyph {
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

async function drawnGlyphs(page: Page, selector: string): Promise<DrawnGlyph[]> {
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

/** Whether a pixel within 1 px of (x, y) has the glyph colour (within a small distance). */
function glyphColourNear(png: DecodedPng, x: number, y: number, hex: string): boolean {
  const [r, g, b] = rgbOf(hex);
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const px = Math.round(x) + dx;
      const py = Math.round(y) + dy;
      if (px < 0 || py < 0 || px >= png.width || py >= png.height) continue;
      const i = 4 * (py * png.width + px);
      if (Math.hypot(png.rgba[i]! - r, png.rgba[i + 1]! - g, png.rgba[i + 2]! - b) < 60) return true;
    }
  }
  return false;
}

/** Pixels along a staff from the glyph's centre `fromPx` to `toPx` out in `bearingDeg` (clockwise from up). */
function staffSeen(
  png: DecodedPng,
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
    if (glyphColourNear(png, g.x + d * Math.sin(r), g.y - d * Math.cos(r), hex)) seen++;
  }
  return seen / judged;
}

test('wind barbs point where the demo service says the wind comes from, drawn in the pixels, day and night', async ({
  page,
  app,
}) => {
  test.setTimeout(240_000);
  await openAtStorm(page, app.token, app.url.origin);
  const timeUtc = await chooseOverlay(page, 'Wind', 'g.barb');
  await expect(page.getByTestId('glyph-note')).toContainText('credit');
  for (const [palette, night] of [
    [DAY_PALETTE, false],
    [NIGHT_PALETTE, true],
  ] as const) {
    await nightMode(page, night);
    // The barbs as drawn in the picture: read before and after it, and taken again should they
    // have moved in between (a redraw for a new layer hour, a late layout change).
    let glyphs: DrawnGlyph[] = [];
    const shot: { png: DecodedPng | null } = { png: null };
    await expect
      .poll(async () => {
        const before = await drawnGlyphs(page, 'g.barb');
        shot.png = decodePng(await chartMap(page).screenshot({ animations: 'disabled' }));
        glyphs = await drawnGlyphs(page, 'g.barb');
        return JSON.stringify(before) === JSON.stringify(glyphs);
      })
      .toBe(true);
    const png = shot.png;
    if (png === null) throw new Error('no picture of the chart');
    // Calm (an open circle, WMO-No. 306) only where the service's wind rounds to 0 kn, and open:
    // no glyph colour at its point (it was once drawn as a filled dot, like a barb's foot).
    const calms = await page
      .locator('svg.passage-glyphs g.barb.calm')
      .evaluateAll((els) =>
        els.map((el) => ({ lat: Number(el.getAttribute('data-lat')), lon: Number(el.getAttribute('data-lon')) })),
      );
    const calmAt = new Set(calms.map((c) => `${c.lat},${c.lon}`));
    const barbs = glyphs.filter((g) => !calmAt.has(`${g.lat},${g.lon}`));
    for (const c of glyphs.filter((g) => calmAt.has(`${g.lat},${g.lon}`))) {
      expect(c.speedKn, `calm drawn at ${c.lat}, ${c.lon}`).toBeLessThan(2.5);
      if (c.uncovered)
        expect(glyphColourNear(png, c.x, c.y, palette.glyph), `calm circle at ${c.lat}, ${c.lon} is open`).toBe(false);
    }
    expect(barbs.length, 'barbs drawn').toBeGreaterThanOrEqual(12);
    const judged: string[] = [];
    for (const g of glyphs) {
      // Every glyph, calm or not, says the speed the service gives there then.
      const service = await serviceAt(
        '/v1/weather/timeseries/point',
        { lat: g.lat, lon: g.lon, model: 'ecmwfhresglobal', elements: 'windspeed', levels: '10m', units: 'kt' },
        timeUtc,
      );
      expect(
        Math.abs(g.speedKn - service['windspeed']!),
        `speed at ${g.lat}, ${g.lon}: drawn ${g.speedKn} kn, the service says ${service['windspeed']} kn`,
      ).toBeLessThanOrEqual(0.06);
    }
    for (const b of barbs) {
      const service = await serviceAt(
        '/v1/weather/timeseries/point',
        {
          lat: b.lat,
          lon: b.lon,
          model: 'ecmwfhresglobal',
          elements: 'winddirection,windspeed',
          levels: '10m,10m',
          units: '°,kt',
        },
        timeUtc,
      );
      const fromDeg = service['winddirection'];
      expect(fromDeg, `the service's direction at ${b.lat}, ${b.lon}`).toBeDefined();
      expect(
        angleGapDeg(b.rotateDeg, fromDeg!),
        `barb at ${b.lat}, ${b.lon}: drawn from ${b.rotateDeg}°, the service says ${fromDeg}°`,
      ).toBeLessThanOrEqual(ANGLE_TOLERANCE_DEG);
      // The staff is in the pixels towards where the wind comes from, and not the other way.
      const inside = b.uncovered && b.x > 30 && b.y > 30 && b.x < png.width - 30 && b.y < png.height - 30;
      if (!inside) continue;
      const along = staffSeen(png, b, fromDeg!, palette.glyph, 6, 20);
      const opposite = staffSeen(png, b, fromDeg! + 180, palette.glyph, 6, 20);
      judged.push(`${b.lat},${b.lon}: ${along.toFixed(2)} along, ${opposite.toFixed(2)} opposite`);
      expect(along, `staff pixels of the barb at ${b.lat}, ${b.lon} (${judged.at(-1)})`).toBeGreaterThanOrEqual(0.6);
      expect(opposite, `pixels opposite the barb at ${b.lat}, ${b.lon}`).toBeLessThan(0.5);
    }
    expect(judged.length, 'barbs judged in the pixels').toBeGreaterThanOrEqual(6);
    await app.shot(`wind barbs at a hurricane by ${night ? 'night' : 'day'}, 1280x720`);
  }
  for (const [width, height] of [
    [1440, 900],
    [1920, 1080],
  ] as const) {
    for (const night of [false, true]) {
      await nightMode(page, night);
      await page.setViewportSize({ width, height });
      await drawnForView(page);
      await expect(page.locator('svg.passage-glyphs g.barb').first()).toBeAttached({ timeout: FIRST_ANSWER_MS });
      await app.shot(`wind barbs at a hurricane by ${night ? 'night' : 'day'}, ${width}x${height}`);
    }
  }
  app.expectHealthy();
});

/** Mean luminance of the chart's pixels over the sea away from glyphs (a coarse lattice), 0..255. */
function meanLuminance(png: DecodedPng): number {
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

test('the wind overlay is dimmed at night like the radar', async ({ page, app }) => {
  test.setTimeout(120_000);
  await openAtStorm(page, app.token, app.url.origin);
  await chooseOverlay(page, 'Wind', 'g.barb');
  // The setting is kept in the store: an earlier test may have left the night palette on.
  await nightMode(page, false);
  const day = meanLuminance(decodePng(await chartMap(page).screenshot({ animations: 'disabled' })));
  await nightMode(page, true);
  const night = meanLuminance(decodePng(await chartMap(page).screenshot({ animations: 'disabled' })));
  // The night filter (palette.ts tileFilter) takes brightness to 0.45 before reddening.
  expect(night, `mean luminance by night ${night.toFixed(0)}, by day ${day.toFixed(0)}`).toBeLessThan(day * 0.5);
});

test('isobars: the label nearest the hurricane is lower than those far from it; screens day and night', async ({
  page,
  app,
}) => {
  test.setTimeout(240_000);
  await openAtStorm(page, app.token, app.url.origin);
  const timeUtc = await chooseOverlay(page, 'Pressure', 'text.isobar-label');
  const box = await chartMap(page).boundingBox();
  if (!box) throw new Error('the chart has no size');
  // The storm's centre on the screen at the layer time shown, by the map's own projection.
  const at = stormAt(world.storm, timeUtc);
  const labels = await page.locator('svg.passage-glyphs text.isobar-label').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { level: Number(el.getAttribute('data-level')), x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }),
  );
  // Where the storm is drawn: its Web Mercator offset from the chart's middle, which the address put at `centre`.
  const scale = (256 * 2 ** ZOOM) / 360;
  const merc = (lat: number): number => (Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * 180) / Math.PI;
  const sx = box.x + box.width / 2 + (at.lon - centre.lon) * scale;
  const sy = box.y + box.height / 2 - (merc(at.lat) - merc(centre.lat)) * scale;
  const withDistance = labels.map((l) => ({ ...l, d: Math.hypot(l.x - sx, l.y - sy) }));
  const near = withDistance.filter((l) => l.d <= NEAR_PX).sort((a, b) => a.level - b.level);
  const far = withDistance.filter((l) => l.d >= FAR_PX);
  const text = withDistance.map((l) => `${l.level} at ${l.d.toFixed(0)} px`).join(', ');
  expect(near.length, `labels near the storm: ${text}`).toBeGreaterThan(0);
  expect(far.length, `labels far from the storm: ${text}`).toBeGreaterThan(0);
  expect(near[0]!.level, `the lowest label near the storm below every far one: ${text}`).toBeLessThan(
    Math.min(...far.map((l) => l.level)),
  );
  for (const [width, height] of [
    [1280, 720],
    [1440, 900],
    [1920, 1080],
  ] as const) {
    for (const night of [false, true]) {
      await nightMode(page, night);
      await page.setViewportSize({ width, height });
      await drawnForView(page);
      await expect(page.locator('svg.passage-glyphs text.isobar-label').first()).toBeAttached();
      await app.shot(`isobars at a hurricane by ${night ? 'night' : 'day'}, ${width}x${height}`);
    }
  }
  app.expectHealthy();
});

test('wave arrows point where the demo service says the waves go; screens day and night', async ({ page, app }) => {
  test.setTimeout(240_000);
  await openAtStorm(page, app.token, app.url.origin);
  const timeUtc = await chooseOverlay(page, 'Wave height', 'g.wave-arrow');
  await expect(page.getByTestId('glyph-note')).toContainText('where the waves go');
  const arrows = await drawnGlyphs(page, 'g.wave-arrow');
  expect(arrows.length, 'wave arrows drawn').toBeGreaterThanOrEqual(12);
  for (const a of arrows) {
    const service = await serviceAt(
      '/v1/marine/timeseries/point',
      { lat: a.lat, lon: a.lon, model: 'ecmwfwamglobal', elements: 'wavedirection_mean', units: '°' },
      timeUtc,
    );
    const fromDeg = service['wavedirection_mean'];
    expect(fromDeg, `the service's wave direction at ${a.lat}, ${a.lon}`).toBeDefined();
    expect(
      angleGapDeg(a.rotateDeg, fromDeg! + 180),
      `arrow at ${a.lat}, ${a.lon}: drawn towards ${a.rotateDeg}°, the service's waves come from ${fromDeg}°`,
    ).toBeLessThanOrEqual(ANGLE_TOLERANCE_DEG);
  }
  for (const [width, height] of [
    [1280, 720],
    [1440, 900],
    [1920, 1080],
  ] as const) {
    for (const night of [false, true]) {
      await nightMode(page, night);
      await page.setViewportSize({ width, height });
      await drawnForView(page);
      await expect(page.locator('svg.passage-glyphs g.wave-arrow').first()).toBeAttached();
      await app.shot(`wave arrows at a hurricane by ${night ? 'night' : 'day'}, ${width}x${height}`);
    }
  }
  app.expectHealthy();
});
