// The navigator's whole passage, as issue 5 tells it: build a four-waypoint route by clicking
// the chart, set a speed per leg, run the forecast, read the weather table, the charts and a
// storm warning, save, reload, then reopen the voyage with the demo service stopped and find
// the same numbers, marked stale. Each step leaves a screenshot in test-results/e2e/.
//
// The route is sailed across a tropical storm's forecast position (storm-world.ts picks a demo
// world with one now). To click exactly there, the test reads the position of one click back
// from the waypoint table and places the others with the Web Mercator projection Leaflet uses.
import type { Page } from '@playwright/test';
import { parsePosition } from '../../shared/domain/coordinates';
import type { Position } from '../../shared/domain/position';
import { project } from './chart-pixels';
import { formatIsoUtc } from '../../shared/domain/time';
import { scheduleVoyage } from '../../shared/schedule/schedule';
import { expect, test } from './fixtures';
import { startStormInstance, type StormInstance, type StormWorld } from './storm-world';
import { commit } from './library-helpers';

const DEMO_BANNER = 'DEMO DATA - synthetic, not for navigation';
const FIRST_ANSWER_MS = 30_000;
const RUN_MS = 90_000;
/** The zoom the storms list centres the chart at (App.svelte: focusChart(p, 5)). */
const ZOOM = 5;
const SPEEDS_KN = [12, 14, 13] as const;

/** Web Mercator pixels of a position at ZOOM (Leaflet's EPSG:3857), as chart-pixels.ts projects. */
function mercatorPx(p: Position): { x: number; y: number } {
  const [x, y] = project(p.lat, p.lon, ZOOM);
  return { x, y };
}

async function positions(page: Page): Promise<Position[]> {
  const texts = await page
    .getByRole('textbox', { name: /^Position of (?!the new waypoint)/ })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  return texts.map((text) => parsePosition(text));
}

/** What the navigator reads, as text: the passage plan, the first weather rows, the storm's CPA. */
async function numbersOnScreen(page: Page): Promise<{ plan: string; weather: string; storm: string }> {
  await page.getByRole('tab', { name: 'Waypoints' }).click();
  const plan = await page.getByRole('table', { name: 'Passage plan' }).locator('tbody').innerText();
  await page.getByRole('tab', { name: 'Weather table' }).click();
  const rows = page.getByRole('table', { name: 'Weather along the voyage' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: FIRST_ANSWER_MS });
  const weather = (await rows.evaluateAll((trs) => trs.slice(0, 12).map((tr) => (tr as HTMLElement).innerText))).join(
    '\n',
  );
  await page.getByRole('tab', { name: /^Storms/ }).click();
  const warning = page.getByRole('list', { name: 'Active storms' }).getByTestId('storm-warning').first();
  await expect(warning).toBeVisible({ timeout: FIRST_ANSWER_MS });
  const storm = await page.getByRole('list', { name: 'Active storms' }).innerText();
  return { plan, weather, storm };
}

test.describe('the navigator’s passage', () => {
  let own: StormInstance | null = null;
  let world: StormWorld;

  test.beforeAll(async () => {
    // The chart is centred on the storm now; the clicks go around the meeting point a day on.
    own = await startStormInstance({ meetWithinDeg: { lat: 4, lon: 12 } });
    world = own.world;
  });

  test.afterAll(async () => {
    await own?.stop();
  });

  test('plans by clicking, forecasts, warns of the storm, saves, and reopens offline with the same numbers, stale', async ({
    page,
    app,
  }) => {
    test.setTimeout(240_000);
    const { storm, meet } = world;
    await page.goto(app.url.href);
    await expect(page.getByRole('alert').filter({ hasText: DEMO_BANNER })).toBeVisible({ timeout: FIRST_ANSWER_MS });

    // The storm from the list centres the chart on it; ports and storms are switched off while
    // clicking, so every click lands on the sea.
    await page.getByRole('tab', { name: /^Storms/ }).click();
    const list = page.getByRole('list', { name: 'Active storms' });
    await expect(list).toContainText(storm.name, { timeout: FIRST_ANSWER_MS });
    await list.getByRole('button', { name: storm.name }).click();
    await page.getByRole('checkbox', { name: 'Ports' }).uncheck();
    await page.getByRole('checkbox', { name: 'Storms' }).uncheck();

    const map = page.getByRole('application', { name: /^Chart:/ });
    /** The chart's centre on screen now (a warning appearing may move the layout). */
    const centreOnScreen = async (): Promise<{ x: number; y: number }> => {
      const area = await map.boundingBox();
      if (!area) throw new Error('the chart has no size');
      return { x: area.x + area.width / 2, y: area.y + area.height / 2 };
    };
    // One click at the centre tells where the chart is; it is then taken back with Ctrl+Z.
    const centre = await centreOnScreen();
    await page.mouse.click(centre.x, centre.y);
    const [reference] = await positions(page);
    if (!reference) throw new Error('the reference click added no waypoint');
    await page.locator('body').press('Control+z');
    await expect(page.getByRole('textbox', { name: /^Position of (?!the new waypoint)/ })).toHaveCount(0);

    // Four waypoints on a line through the storm's forecast position, 3° and 1° either side.
    const origin = mercatorPx(reference);
    const targets: Position[] = [-3, -1, 1, 3].map((d) => ({ lat: meet.lat - d * 0.1, lon: meet.lon + d }));
    for (const [n, target] of targets.entries()) {
      const px = mercatorPx(target);
      const now = await centreOnScreen();
      await page.mouse.click(now.x + px.x - origin.x, now.y + px.y - origin.y);
      await expect(page.getByRole('textbox', { name: /^Position of (?!the new waypoint)/ })).toHaveCount(n + 1);
    }
    await page.getByRole('checkbox', { name: 'Storms' }).check();
    await app.shot('four waypoints clicked across the storm track');

    // A speed per leg, and the departure that brings the ship to the storm's forecast position
    // at the storm's time (Passage's own schedule, with that position put on the middle leg).
    for (const [leg, speed] of SPEEDS_KN.entries()) {
      const to = page.getByRole('textbox', { name: /^Name of waypoint/ }).nth(leg + 1);
      await commit(
        page.getByRole('spinbutton', { name: `Speed in knots on the leg to ${await to.inputValue()}` }),
        String(speed),
      );
    }
    const clicked = await positions(page);
    expect(clicked).toHaveLength(4);
    const toMeet = scheduleVoyage({
      waypoints: [clicked[0]!, clicked[1]!, { lat: meet.lat, lon: meet.lon }, clicked[2]!, clicked[3]!].map(
        (position, i) => ({ name: `P${i}`, position }),
      ),
      speedsKn: [SPEEDS_KN[0], SPEEDS_KN[1], SPEEDS_KN[1], SPEEDS_KN[2]],
      departureUtc: 0,
    });
    const departureUtc = Math.round((meet.timeUtc - toMeet.waypoints[2]!.etaUtc) / 3600) * 3600;
    expect(departureUtc * 1000).toBeGreaterThan(Date.now());
    await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), formatIsoUtc(departureUtc));
    await commit(page.getByRole('textbox', { name: 'Voyage name' }), 'Across the storm');
    await app.shot('speeds and departure set');

    // Run the forecast: the estimate first, then progress, then the results.
    await page.getByRole('tab', { name: 'Forecast' }).click();
    await page.getByRole('button', { name: 'Run forecast' }).click();
    const estimate = page.getByRole('group', { name: 'Credit estimate' });
    await expect(estimate).toContainText(/This forecast will spend \d+ credits/, { timeout: FIRST_ANSWER_MS });
    await app.shot('credit estimate');
    await estimate.getByRole('button', { name: 'Confirm and run' }).click();
    const shown = page.getByRole('region', { name: 'Forecast shown' });
    await expect(shown).toBeVisible({ timeout: RUN_MS });
    // The run's first results are shown while it goes on ("Forecast coming in"): wait for its end.
    await expect(shown.getByRole('heading', { name: /^Forecast made / })).toBeVisible({ timeout: RUN_MS });
    await expect(shown.getByTestId('provenance')).toContainText('DEMO DATA');
    await expect(shown.getByTestId('provenance')).not.toContainText('STALE');
    await app.shot('forecast shown');

    await page.getByRole('tab', { name: 'Weather table' }).click();
    const table = page.getByRole('table', { name: 'Weather along the voyage' });
    // The table's code loads on first use: wait for its rows, then count them.
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: FIRST_ANSWER_MS }).toBeGreaterThan(10);
    await app.shot('weather table');
    await page.getByRole('tab', { name: 'Weather charts' }).click();
    // Wind, gust, Hs, visibility and the chance of exceeding the limits.
    await expect(page.getByRole('group', { name: 'Forecast charts along the voyage' }).locator('canvas')).toHaveCount(
      5,
    );
    await app.shot('weather charts');

    // The storm warning, in the list and in the toolbar.
    await expect(page.getByTestId('storm-badge')).toContainText(/\d+ storm warnings?/);
    await expect(page.getByTestId('storm-badge')).toContainText(storm.name);
    await page.getByRole('tab', { name: /^Storms/ }).click();
    const item = list.getByRole('listitem').filter({ hasText: storm.name });
    await expect(item.getByTestId('storm-warning')).toBeVisible();
    await expect(item).toContainText(/Closest approach \d+ NM at \d{4}-\d\d-\d\d \d\d:\d\dZ/);
    await app.shot('storm warning');

    // Save (the run saved a revision already; the button saves anything since) and read the numbers.
    await page.getByRole('button', { name: 'Save voyage' }).click();
    await expect(page.getByTestId('save-status')).toContainText(/Saved rev \d+/);
    const before = await numbersOnScreen(page);
    expect(before.weather.length).toBeGreaterThan(100);

    // Reload: the voyage and its forecast come back as they were.
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: DEMO_BANNER })).toBeVisible({ timeout: FIRST_ANSWER_MS });
    await page.getByRole('tab', { name: 'Forecast' }).click();
    await expect(page.getByRole('region', { name: 'Forecast shown' })).toBeVisible({ timeout: FIRST_ANSWER_MS });
    expect(await numbersOnScreen(page)).toEqual(before);
    await app.shot('reopened after a reload');

    // The demo service stops: the same voyage reopens from Passage's own store, same numbers,
    // and the forecast says it is stale.
    await app.sandbox.stop();
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: DEMO_BANNER })).toBeVisible({ timeout: FIRST_ANSWER_MS });
    await page.getByRole('tab', { name: 'Forecast' }).click();
    const offline = page.getByRole('region', { name: 'Forecast shown' });
    await expect(offline).toBeVisible({ timeout: FIRST_ANSWER_MS });
    await expect(offline.getByTestId('provenance')).toContainText('STALE');
    await app.shot('reopened offline, stale');
    expect(await numbersOnScreen(page)).toEqual(before);
    await page.getByRole('tab', { name: 'Weather table' }).click();
    await expect(
      page.getByRole('region', { name: 'Weather along the voyage' }).getByTestId('provenance'),
    ).toContainText('STALE');
    await app.shot('weather table offline, stale');
    await app.sandbox.start();
    app.expectHealthy();
  });
});
