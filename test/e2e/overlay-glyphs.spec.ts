// The overlays show direction, not only colour (issue 24). In a demo world with a hurricane at
// sea now (storm-world.ts), the chart centred on it: with Wind on, every barb drawn points its
// staff where the demo service itself says the wind comes from at that point and the layer time
// shown (asked of the service directly, not of the app), within 5°, and the staff is there in
// the screenshot's pixels; with Pressure on, a label near the storm's centre is the lowest in
// view and some are higher; with Waves on, the arrows point where the service's waves go.
// By night the overlay is dimmed. Screens of 1280×720, 1440×900 and 1920×1080, day and night.
import type { Page } from '@playwright/test';
import type { Storm } from '../../shared/api/resources/storms';
import { DAY_PALETTE, NIGHT_PALETTE } from '../../renderer/src/chart/palette';
import { decodePng } from '../helpers/png-reader';
import { chartMap } from './chart-pixels';
import { expect, test } from './fixtures';
import {
  angleGapDeg,
  chooseOverlay,
  drawnForView,
  drawnGlyphs,
  glyphDrawnNear,
  glyphShots,
  type GlyphShots,
  meanLuminance,
  nightMode,
  serviceAt,
  staffSeen,
  type DrawnGlyph,
} from './glyph-pixels';
import { stormWorld, type StormWorld } from './storm-world';
import { startWorldInstance, type WorldInstance } from './world-instance';

const FIRST_ANSWER_MS = 30_000;
const ZOOM = 7;
/** Barb angles agree with the service within this, degrees. */
const ANGLE_TOLERANCE_DEG = 5;
/** A label within this of the storm's centre counts as near it, px. */
const NEAR_PX = 120;

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
    const shot: { value: GlyphShots | null } = { value: null };
    await expect
      .poll(async () => {
        const before = await drawnGlyphs(page, 'g.barb');
        shot.value = await glyphShots(page);
        glyphs = await drawnGlyphs(page, 'g.barb');
        return JSON.stringify(before) === JSON.stringify(glyphs);
      })
      .toBe(true);
    const shots = shot.value;
    if (shots === null) throw new Error('no picture of the chart');
    const { width, height } = shots.drawn;
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
        expect(glyphDrawnNear(shots, c.x, c.y, palette.glyph), `calm circle at ${c.lat}, ${c.lon} is open`).toBe(false);
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
      const inside = b.uncovered && b.x > 30 && b.y > 30 && b.x < width - 30 && b.y < height - 30;
      if (!inside) continue;
      const along = staffSeen(shots, b, fromDeg!, palette.glyph, 6, 20);
      const opposite = staffSeen(shots, b, fromDeg! + 180, palette.glyph, 6, 20);
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

test('isobars: the lowest label is at the hurricane, higher ones round it; screens day and night', async ({
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
  const text = withDistance.map((l) => `${l.level} at ${l.d.toFixed(0)} px`).join(', ');
  expect(near.length, `labels near the storm: ${text}`).toBeGreaterThan(0);
  // The low is at the storm: no label in view is lower than the lowest near it (another label of
  // the same ring may stand anywhere round it), and the pressure rises away from it. How far the
  // outer labels stand depends on the storm's size, so no distance is asked of them.
  const lowest = near[0]!.level;
  expect(Math.min(...withDistance.map((l) => l.level)), `no label lower than ${lowest} hPa: ${text}`).toBe(lowest);
  expect(
    withDistance.some((l) => l.level > lowest),
    `a label higher than ${lowest} hPa: ${text}`,
  ).toBe(true);
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
