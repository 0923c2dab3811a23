// A forecast in Chromium against `passage web --demo`: a four-waypoint North Atlantic voyage
// departing within the hour, "Run forecast", the credit estimate confirmed, progress, then the
// weather table (values, DEMO provenance, cells marked over a vessel limit), the charts drawn
// with chart.js (loaded only now), the worst windows in words, a point forecast opened from a
// table row; then, with the demo service stopped, stored answers still served and a new point
// refused in words, and a second run for 0 credits. Screenshots go to test-results/e2e/.
import type { Locator, Page } from '@playwright/test';
import { PRODUCT_MODEL_ID } from '../../electron/sandbox/weather/products/field';
import { expect, test } from './fixtures';
import { roughWorld } from './rough-world';
import { clockClearOfNewRun } from './world-clock';
import { startWorldInstance, type WorldInstance } from './world-instance';
import { commit, nextHourIso } from './library-helpers';

const FIRST_ANSWER_MS = 30_000;
/** A run fetches ~90 parts from the demo service; give it room on a slow CI machine. */
const RUN_MS = 60_000;

/** Western Approaches to the mid-Atlantic, as typed, and as numbers. */
const ROUTE = ['49 54.0N 005 30.0W', '47 00.0N 015 00.0W', '44 00.0N 030 00.0W', '41 00.0N 045 00.0W'] as const;
const ROUTE_POSITIONS = [
  { lat: 49.9, lon: -5.5 },
  { lat: 47, lon: -15 },
  { lat: 44, lon: -30 },
  { lat: 41, lon: -45 },
] as const;
/** A new voyage's speed and a new vessel's wind limit, as the app starts them in a fresh store. */
const SPEED_KN = 12;
const WIND_LIMIT_KN = 34;

// The limits must be exceeded somewhere on the passage: the test runs in a demo world (its own
// demo service and store) whose forecast blows above the wind limit there now (rough-world.ts).
let own: WorldInstance | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const passage = { waypoints: ROUTE_POSITIONS, speedKn: SPEED_KN, windLimitKn: WIND_LIMIT_KN };
  const wallUtc = Date.now() / 1000;
  const clock = clockClearOfNewRun(wallUtc, [PRODUCT_MODEL_ID]);
  own = await startWorldInstance(roughWorld(passage, wallUtc, clock), clock);
});

test.afterAll(async () => {
  await own?.stop();
});

const waypointName = (page: Page, n: number): Locator => page.getByRole('textbox', { name: `Name of waypoint ${n}` });

/** Whatever voyage is open, make it the four-waypoint ROUTE departing at the next hour. */
async function planRoute(page: Page): Promise<void> {
  const plan = page.getByRole('region', { name: 'Route editor' });
  const deletes = plan.getByRole('button', { name: /^Delete waypoint/ });
  while ((await deletes.count()) > ROUTE.length) await deletes.last().click();
  // Typed, as a navigator adds a waypoint from the keyboard (a chart click near a port opens it).
  const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
  for (let n = await deletes.count(); n < ROUTE.length; n++) {
    await newPosition.fill(ROUTE[n]!);
    await page.getByRole('button', { name: 'Add waypoint' }).click();
    await expect(waypointName(page, n + 1)).toHaveCount(1);
  }
  for (const [i, position] of ROUTE.entries()) {
    await commit(waypointName(page, i + 1), `Point ${String.fromCharCode(65 + i)}`);
    await commit(page.getByRole('textbox', { name: `Position of Point ${String.fromCharCode(65 + i)}` }), position);
  }
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), nextHourIso());
}

test('runs a forecast: estimate, progress, table with limit marks, charts and a point forecast', async ({
  page,
  app,
}) => {
  // A bound for a hang: the run, the charts, a point forecast and a second run on a loaded machine.
  test.setTimeout(5 * 60_000);
  await page.goto(app.url.href);
  await expect(page.getByText('DEMO DATA - synthetic, not for navigation').first()).toBeVisible({
    timeout: FIRST_ANSWER_MS,
  });
  await planRoute(page);
  await app.shot('route planned');

  // chart.js is its own chunk (assets/chart-<hash>.js), not part of the first load.
  const chartJsLoaded = (): boolean => app.chartJsUrl() !== undefined;

  await page.getByRole('tab', { name: 'Forecast' }).click();
  await page.getByRole('button', { name: 'Run forecast' }).click();
  const estimate = page.getByRole('group', { name: 'Credit estimate' });
  await expect(estimate).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await expect(estimate).toContainText(/This forecast will spend \d+ credits/);
  await expect(estimate).toContainText('Wind ensemble (51 members)');
  await app.shot('credit estimate');

  await estimate.getByRole('button', { name: 'Confirm and run' }).click();
  const progress = page.getByRole('progressbar', { name: 'Forecast progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Fetching .* \(\d+ of \d+\)/ })).toBeVisible({
    timeout: RUN_MS,
  });
  await app.shot('forecast running');

  const shown = page.getByRole('region', { name: 'Forecast shown' });
  await expect(shown).toBeVisible({ timeout: RUN_MS });
  // The run's first results are shown while it goes on ("Forecast coming in"): wait for its end.
  await expect(shown.getByRole('heading', { name: /^Forecast made / })).toBeVisible({ timeout: RUN_MS });
  await expect(progress).toHaveCount(0);
  await expect(shown.getByTestId('provenance')).toContainText('DEMO DATA');
  await expect(shown.getByTestId('provenance')).toContainText('ecmwfhresglobal run');
  await expect(shown).toContainText('Limits in use: wind 34 kn, gust 45 kn, Hs 4.0 m');
  await expect(shown).toContainText(/of members somewhere on the passage/);
  await expect(shown.getByRole('button', { name: /above .* (likely|forecast)/ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Earlier forecasts' }).getByRole('button')).toHaveCount(1);
  await app.shot('forecast summary');

  // The weather table: a row per step, values in kn and m, waypoint rows, marked cells.
  await page.getByRole('tab', { name: 'Weather table' }).click();
  const table = page.getByRole('table', { name: 'Weather along the voyage' });
  await expect(table).toBeVisible();
  const header = table.locator('thead');
  for (const column of ['Wind', 'Bft', 'Wind from', 'Gust', 'Hs', 'Hs ENS', 'Wave period', 'Pressure']) {
    await expect(header.getByRole('columnheader', { name: new RegExp(`^${column}\\b`) }).first()).toBeVisible();
  }
  await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(20);
  await expect(table.getByRole('rowheader').filter({ hasText: 'WP 1 Point A' })).toHaveCount(1);
  await expect(table.getByRole('rowheader').filter({ hasText: 'WP 4 Point D' })).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText(/\d{2}°\d{2}\.\d'N \d{3}°\d{2}\.\d'W/);
  const marked = table.locator('td[data-mark]');
  expect(await marked.count()).toBeGreaterThan(0);
  await expect(marked.first()).toContainText('▲');
  await expect(marked.first()).toHaveAttribute('title', /above/);
  await expect(page.getByRole('region', { name: 'Weather along the voyage' }).getByTestId('provenance')).toContainText(
    'DEMO DATA',
  );
  await app.shot('weather table');

  // The charts: chart.js arrives only now, and draws on every canvas.
  expect(chartJsLoaded()).toBe(false);
  await page.getByRole('tab', { name: 'Weather charts' }).click();
  const charts = page.getByRole('group', { name: 'Forecast charts along the voyage' });
  // Wind, gust, Hs and visibility, and the chance of exceeding the limits. A voyage without a
  // vessel has the default limits, the 1 NM visibility among them: its members are asked for it.
  await expect(charts.locator('canvas')).toHaveCount(5);
  await expect(
    charts.getByRole('img', {
      name: /^Visibility along the timeline in NM: deterministic line, ensemble of 51 members .*, vessel limit 1 NM/,
    }),
  ).toHaveCount(1);
  await expect(
    charts.getByRole('img', { name: /Hs along the timeline in m: deterministic line, ensemble of 51 members/ }),
  ).toBeVisible();
  await expect.poll(chartJsLoaded).toBe(true);
  // A drawn canvas has pixels that are not the background.
  await expect
    .poll(() =>
      charts
        .locator('canvas')
        .first()
        .evaluate((canvas: HTMLCanvasElement) => {
          const ctx = canvas.getContext('2d');
          if (ctx === null || canvas.width === 0) return 0;
          const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
          let painted = 0;
          for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) painted++;
          return painted;
        }),
    )
    .toBeGreaterThan(1000);
  await app.shot('weather charts');

  // Night mode, switched on in Settings as the navigator does, reaches the canvases: the charts
  // redraw in the theme's red-tinted colours (and the chart goes dark with them).
  const firstCanvas = charts.locator('canvas').first();
  const dayPixels = await firstCanvas.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  const nightMode = async (on: boolean): Promise<void> => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('checkbox', { name: 'Night mode' }).setChecked(on);
    await settings.getByRole('button', { name: 'Close' }).click();
    await expect(settings).toBeHidden();
  };
  await nightMode(true);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
  await expect.poll(() => firstCanvas.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())).not.toBe(dayPixels);
  await app.shot('weather charts at night');
  // The backend keeps the setting and is shared with the other tests: back to day.
  await nightMode(false);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'night');

  // A point forecast from a table row: ensemble and timeseries at that position.
  await page.getByRole('tab', { name: 'Weather table' }).click();
  await table.getByRole('button', { name: /^Point forecast at .*WP 2 Point B/ }).click();
  const dialog = page.getByRole('dialog', { name: /Point forecast: WP 2 Point B/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('provenance')).toContainText('DEMO DATA', { timeout: FIRST_ANSWER_MS });
  await expect(dialog.getByTestId('provenance')).toContainText('ecmwf-ens run');
  await expect(dialog).toContainText(/credits spent|no credits spent/);
  await expect(dialog.getByRole('table', { name: 'Point forecast table' }).locator('tbody tr').first()).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: /^Visibility NM/ })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: /^Visibility ENS P50\/P10 NM/ })).toBeVisible();
  // Wind, gust, Hs, visibility (the members' too, as the voyage's run), and the chance of exceeding the limits.
  await expect(dialog.getByRole('group', { name: 'Point forecast charts' }).locator('canvas')).toHaveCount(5);
  await app.shot('point forecast');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // With the demo service stopped: what is stored still answers, what is not says so in words.
  await app.sandbox.stop();
  await table.getByRole('button', { name: /^Point forecast at .*WP 2 Point B/ }).click();
  await expect(dialog.getByText('From the store: no credits spent.')).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await table.getByRole('button', { name: /^Point forecast at .*WP 3 Point C/ }).click();
  const offline = page.getByRole('dialog', { name: /Point forecast: WP 3 Point C/ });
  await expect(offline.getByRole('alert')).toContainText('could not be fetched and none is stored', {
    timeout: FIRST_ANSWER_MS,
  });
  await expect(offline.getByRole('alert')).toContainText('Check the connection');
  await app.shot('point forecast offline');
  await offline.press('Escape');
  await expect(offline).toHaveCount(0);

  // Running again needs nothing new: the estimate says so, and the run answers from the store.
  await page.getByRole('tab', { name: 'Forecast' }).click();
  await page.getByRole('button', { name: 'Run forecast' }).click();
  await expect(page.getByRole('group', { name: 'Credit estimate' })).toContainText(
    '0 credits: everything is already stored.',
    { timeout: FIRST_ANSWER_MS },
  );
  await app.shot('estimate all stored');
  const newest = page.getByRole('region', { name: 'Earlier forecasts' }).getByRole('button').first();
  const before = await newest.innerText();
  await page.getByRole('button', { name: 'Confirm and run' }).click();
  await expect(page.getByRole('progressbar', { name: 'Forecast progress' })).toHaveCount(0, { timeout: RUN_MS });
  await expect(page.getByRole('alert').filter({ hasText: /forecast/i })).toHaveCount(0);
  // The same snapshot again (the voyage was not changed, so not saved again), or a new one for 0 credits.
  const after = await newest.innerText();
  expect(after === before || after.endsWith('· 0 credits')).toBe(true);
  await expect(shown.getByTestId('provenance')).toContainText('DEMO DATA');
  app.expectHealthy();
});
