// The climate outlook in Chromium against `passage web --demo`: a voyage departing now offers
// the outlook on request only; the same voyage departing in three months shows it by itself in
// the forecast panel once saved: the route samples in knots with their ETA and month, the chart
// of mean wind and gust, the twelve months at departure and arrival, DEMO marked. With the demo
// service stopped, the reopened voyage's outlook still comes from the store. Screenshots go to
// test-results/e2e/.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { commit } from './library-helpers';

const FIRST_ANSWER_MS = 30_000;
const OUTLOOK_MS = 60_000;

/** Western Approaches to off New York: about 2900 NM, some ten days at 12 kn. */
const ROUTE = ['49 54.0N 005 30.0W', '45 00.0N 030 00.0W', '40 25.0N 073 45.0W'] as const;

const waypointName = (page: Page, n: number): Locator => page.getByRole('textbox', { name: `Name of waypoint ${n}` });

/** Whole hours, UTC, `days` from now, as the departure field takes it. */
function departureIso(days: number): string {
  const ms = Math.ceil((Date.now() + days * 86_400_000) / 3_600_000) * 3_600_000;
  return new Date(ms).toISOString().slice(0, 16) + 'Z';
}

async function planRoute(page: Page, departure: string): Promise<void> {
  const plan = page.getByRole('region', { name: 'Route editor' });
  const deletes = plan.getByRole('button', { name: /^Delete waypoint/ });
  while ((await deletes.count()) > ROUTE.length) await deletes.last().click();
  const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
  for (let n = await deletes.count(); n < ROUTE.length; n++) {
    await newPosition.fill(ROUTE[n]!);
    await page.getByRole('button', { name: 'Add waypoint' }).click();
    await expect(waypointName(page, n + 1)).toHaveCount(1);
  }
  const names = ['Bishop Rock', 'Mid Atlantic', 'Ambrose'];
  for (const [i, position] of ROUTE.entries()) {
    await commit(waypointName(page, i + 1), names[i]!);
    await commit(page.getByRole('textbox', { name: `Position of ${names[i]!}` }), position);
  }
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), departure);
}

test('a voyage departing in three months shows the climate outlook: table, chart and the months at each end', async ({
  page,
  app,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(app.url.href);
  await expect(page.getByText('DEMO DATA - synthetic, not for navigation').first()).toBeVisible({
    timeout: FIRST_ANSWER_MS,
  });

  // Within the forecast range: no outlook unless asked for; asked, it saves the voyage and shows.
  await planRoute(page, departureIso(0));
  await page.getByRole('tab', { name: 'Forecast' }).click();
  const climate = page.getByRole('region', { name: 'Climate outlook' });
  await expect(climate).toHaveCount(0);
  const ask = page.getByRole('button', { name: 'Climate outlook' });
  await expect(ask).toHaveAttribute('title', /one credit per position \(at most 12\)/);
  await ask.click();
  await expect(climate.getByRole('table', { name: 'Climate along the route' })).toBeVisible({ timeout: OUTLOOK_MS });
  await expect(climate).not.toContainText('beyond the forecast range');
  await app.shot('climate outlook on request');
  await climate.getByRole('button', { name: 'Hide the climate outlook' }).click();
  await expect(climate).toHaveCount(0);

  // Three months out: the outlook shows by itself (the one of the route before is marked as
  // such until the change is saved), then that of the voyage as saved.
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), departureIso(91));
  await expect(climate).toBeVisible();
  await expect(climate).toContainText('beyond the forecast range (from 3 hours ago to 9.5 days ahead)');
  await expect(climate.getByRole('status').filter({ hasText: 'The route has changed since' })).toBeVisible();
  await page.getByRole('button', { name: 'Save voyage' }).click();
  await expect(climate.getByRole('status').filter({ hasText: 'The route has changed since' })).toHaveCount(0, {
    timeout: OUTLOOK_MS,
  });
  await expect(climate).toContainText(/Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Jan/);

  const samples = climate.getByRole('table', { name: 'Climate along the route' });
  await expect(samples).toBeVisible({ timeout: OUTLOOK_MS });
  await expect(climate).toContainText('10-year monthly averages, not a forecast');
  await expect(climate.getByTestId('provenance')).toContainText('DEMO DATA');
  const rows = samples.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(4);
  expect(await rows.count()).toBeLessThanOrEqual(12);
  await expect(rows.first().locator('th')).toHaveText('Departure');
  await expect(rows.last().locator('th')).toHaveText('Arrival');
  // Wind and gust in knots, whole numbers, gust above wind.
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = rows.nth(i).locator('td');
    const wind = Number(await cells.nth(3).innerText());
    const gust = Number(await cells.nth(4).innerText());
    expect(wind).toBeGreaterThan(0);
    expect(gust).toBeGreaterThanOrEqual(wind);
  }
  await expect(samples.locator('thead')).toContainText('Wind kn');

  const chart = climate.getByTestId('climate-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  // chart.js has drawn: the canvas holds more than one colour.
  await expect
    .poll(() =>
      chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const ctx = canvas.getContext('2d');
        if (ctx === null || canvas.width === 0) return 0;
        const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
        return painted;
      }),
    )
    .toBeGreaterThan(1000);

  for (const end of ['Climate at departure', 'Climate at arrival']) {
    const table = climate.getByRole('table', { name: end });
    await expect(table.locator('tbody tr')).toHaveCount(12);
    await expect(table.locator('tbody tr').first().locator('th')).toHaveText('Jan');
  }
  await app.shot('climate outlook');
  const side = page.locator('aside');
  await side.screenshot({ path: 'test-results/e2e/climate-outlook-panel-1.png' });
  await chart.scrollIntoViewIfNeeded();
  await side.screenshot({ path: 'test-results/e2e/climate-outlook-panel-2.png' });
  await climate.getByRole('table', { name: 'Climate at arrival' }).scrollIntoViewIfNeeded();
  await side.screenshot({ path: 'test-results/e2e/climate-outlook-panel-3.png' });

  // The service stopped: reopening the voyage shows the outlook from the store.
  await app.sandbox.stop();
  await page.reload();
  await page.getByRole('tab', { name: 'Forecast' }).click();
  await expect(climate.getByRole('table', { name: 'Climate along the route' })).toBeVisible({
    timeout: OUTLOOK_MS,
  });
  await expect(climate).toContainText('0 credits');
  await side.screenshot({ path: 'test-results/e2e/climate-outlook-offline.png' });

  // Still offline, the route moved south: the ends are stored, the new positions are not; what
  // is missing shows as a dash and the outlook is marked stale.
  await commit(page.getByRole('textbox', { name: 'Position of Mid Atlantic' }), '30 00.0N 040 00.0W');
  await page.getByRole('button', { name: 'Save voyage' }).click();
  await expect(climate.getByTestId('provenance')).toContainText('STALE', { timeout: OUTLOOK_MS });
  const moved = climate.getByRole('table', { name: 'Climate along the route' }).locator('tbody tr');
  await expect(moved.first().locator('td').nth(3)).not.toHaveText('–');
  await expect(moved.nth(2).locator('td').nth(3)).toHaveText('–');
  await expect(climate).toContainText(/\d+ of \d+ positions could not be fetched/);
  await side.screenshot({ path: 'test-results/e2e/climate-outlook-offline-moved.png' });
  app.expectHealthy();
});
