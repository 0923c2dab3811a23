// The chart's view in the address (`#map=ZOOM/LAT/LON`, OpenStreetMap's convention): the chart
// opens at the view the address names, the address follows the chart as it moves (so a view
// can be shared, reopened, and read back by a test), and a bad view is ignored, not a crash.
import type { Page } from '@playwright/test';
import { parseMapFragment } from '../../renderer/src/chart/map-fragment';
import { chartMap } from './chart-pixels';
import { expect, test } from './fixtures';

const FIRST_ANSWER_MS = 30_000;

async function open(page: Page, url: URL, map: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${url.href}&map=${map}`);
  await expect(page.getByText('DEMO DATA - synthetic, not for navigation').first()).toBeVisible({
    timeout: FIRST_ANSWER_MS,
  });
}

const addressView = (page: Page): Promise<ReturnType<typeof parseMapFragment>> =>
  page.evaluate(() => window.location.hash).then(parseMapFragment);

/**
 * The view once the app has settled it: the voyage it opens with is drawn (the app's
 * passage:interactive mark, renderer/src/lib/bench-marks.ts; a bad view in the address gives way
 * to the route fitted then) and the address has stopped changing (it is written 250 ms after a move).
 */
async function settledView(page: Page): Promise<NonNullable<ReturnType<typeof parseMapFragment>>> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('passage:interactive').length), {
      timeout: FIRST_ANSWER_MS,
    })
    .toBeGreaterThan(0);
  let last = await addressView(page);
  await expect
    .poll(async () => {
      const seen = last;
      await page.waitForTimeout(600);
      last = await addressView(page);
      return last !== null && JSON.stringify(last) === JSON.stringify(seen);
    })
    .toBe(true);
  if (last === null) throw new Error('the address names no view');
  return last;
}

test('the chart opens at the view in the address, and the address follows a pan', async ({ page, app }) => {
  await open(page, app.url, '6/41.5/-68');
  // Opened there (not fitted to the draft's route), and still named there.
  await expect.poll(() => addressView(page)).toEqual({ center: { lat: 41.5, lon: -68 }, zoom: 6 });
  await expect(page.getByTestId('route-chart').locator('.leaflet-land-pane')).toHaveAttribute(
    'data-land-resolution',
    '50m',
  );
  await app.shot('opened at 6/41.5/-68');

  // Dragged 200 px to the left: the chart's centre moves east, 200 / (256 · 2^6 / 360) ≈ 4.39°.
  const box = await chartMap(page).boundingBox();
  if (!box) throw new Error('the chart has no size');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 8 });
  // Held still before letting go, as one places a chart: released while moving, Leaflet throws it
  // on by its inertia, from the moves of the last 50 ms, so by how fast the machine dispatched the
  // steps (moves 12 ms apart, released at once: the centre went on to 57.3°W, not 63.6°W).
  await page.waitForTimeout(150);
  await page.mouse.up();
  await expect.poll(async () => (await addressView(page))?.center.lon ?? NaN).toBeCloseTo(-68 + 4.39, 1);
  const moved = await addressView(page);
  expect(moved?.zoom).toBe(6);
  // A sideways drag keeps the latitude, to the pixel Leaflet rounds the view to (at zoom 6 and
  // 41.5°N one pixel is about 0.017° of latitude).
  expect(Math.abs((moved?.center.lat ?? NaN) - 41.5)).toBeLessThan(0.02);

  // The address, reopened, shows the same view.
  await page.reload();
  await expect.poll(() => addressView(page)).toEqual(moved);
  await app.shot('reopened after the pan');
  app.expectHealthy();
});

test('a bad view in the address is ignored: the chart opens as usual', async ({ page, app }) => {
  for (const bad of ['99/abc/-68', '6/95/0', '6/41.5/%E0%A4%A']) {
    await page.goto('about:blank');
    await open(page, app.url, bad);
    await expect(chartMap(page)).toBeVisible();
    // The chart took its usual view and wrote it over the bad one.
    await expect.poll(() => addressView(page)).not.toBeNull();
    expect(await page.evaluate(() => window.location.hash)).not.toContain(bad);
  }
  // Edited in place (no reload), a bad view leaves the chart where it was (give or take the
  // pixel a late layout change may move it) and is written over.
  const before = await settledView(page);
  await page.evaluate(() => {
    window.location.hash = 'map=6/NaN/-68';
  });
  await expect.poll(() => page.evaluate(() => window.location.hash)).not.toContain('NaN');
  const after = await addressView(page);
  expect(after?.zoom).toBe(before.zoom);
  expect(after?.center.lon).toBeCloseTo(before.center.lon, 0);
  expect(after?.center.lat).toBeCloseTo(before.center.lat, 0);
  app.expectHealthy();
});
