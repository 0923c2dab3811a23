// "A storm's winds visible in the voyage's forecast" (issue 14): in a demo world with a tropical
// storm of at least 50 kn forecast at sea a day ahead (storm-world.ts), a voyage typed in across
// the storm's forecast position and timed to be there when the storm is; the forecast run in
// the UI shows winds above 34 kn near the closest approach (weather table, the chance of
// exceeding the wind limit in most members) and the storm warning beside it.
import type { Page } from '@playwright/test';
import { formatIsoUtc, formatUtcMinute } from '../../shared/domain/time';
import { scheduleVoyage } from '../../shared/schedule/schedule';
import { expect, test } from './fixtures';
import { startStormInstance, type StormInstance, type StormWorld } from './storm-world';
import { commit } from './library-helpers';

const DEMO_BANNER = 'DEMO DATA - synthetic, not for navigation';
const FIRST_ANSWER_MS = 30_000;
const RUN_MS = 90_000;
const H = 3600;
const SPEED_KN = 12;
/** The voyage starts and ends this far west and east of the storm's forecast position, degrees. */
const HALF_SPAN_DEG = 3;
/** The storm's wind at the meeting, at least (a tropical storm well above the 34 kn limit). */
const MIN_STORM_WIND_KN = 50;
/** Steps this close to the meeting count as "near the closest approach", hours. */
const NEAR_H = 6;

/** The weather table's wind (kn) at each step, with its UTC time. */
async function windByStep(page: Page): Promise<{ timeUtc: number; windKn: number }[]> {
  const table = page.getByRole('table', { name: 'Weather along the voyage' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: FIRST_ANSWER_MS });
  return table.evaluate((element) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.childNodes[0]?.textContent?.trim() ?? '');
    const windColumn = headers.indexOf('Wind');
    if (windColumn < 0) throw new Error(`no Wind column in ${headers.join(', ')}`);
    return [...element.querySelectorAll('tbody tr')].flatMap((tr) => {
      const time = /(\d{4}-\d\d-\d\d) (\d\d):(\d\d)Z/.exec(tr.querySelector('th')?.textContent ?? '');
      // Cells after the row header: the header's column index less one.
      const cell = tr.querySelectorAll('th, td')[windColumn];
      const wind = Number.parseFloat(cell?.textContent ?? '');
      if (time === null || !Number.isFinite(wind)) return [];
      return [{ timeUtc: Date.parse(`${time[1]}T${time[2]}:${time[3]}:00Z`) / 1000, windKn: wind }];
    });
  });
}

test.describe("a storm's winds in the voyage's forecast", () => {
  let own: StormInstance | null = null;
  let world: StormWorld;

  test.beforeAll(async () => {
    own = await startStormInstance({ minWindKn: MIN_STORM_WIND_KN });
    world = own.world;
  });

  test.afterAll(async () => {
    await own?.stop();
  });

  test('a voyage through a storm forecasts its gale and warns of it', async ({ page, app }) => {
    test.setTimeout(240_000);
    const { storm, meet } = world;
    await page.goto(app.url.href);
    await expect(page.getByRole('alert').filter({ hasText: DEMO_BANNER })).toBeVisible({ timeout: FIRST_ANSWER_MS });

    // Whatever the app opened with goes; two waypoints typed either side of the storm's position.
    const deletes = page.getByRole('button', { name: /^Delete waypoint/ });
    while ((await deletes.count()) > 0) await deletes.first().click();
    const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
    const ends = [meet.lon - HALF_SPAN_DEG, meet.lon + HALF_SPAN_DEG].map((lon) => ({ lat: meet.lat, lon }));
    for (const [n, p] of ends.entries()) {
      await newPosition.fill(`${p.lat.toFixed(4)} ${p.lon.toFixed(4)}`);
      await newPosition.press('Enter');
      await expect(deletes).toHaveCount(n + 1);
    }
    const to = await page
      .getByRole('textbox', { name: /^Name of waypoint/ })
      .nth(1)
      .inputValue();
    await commit(page.getByRole('spinbutton', { name: `Speed in knots on the leg to ${to}` }), String(SPEED_KN));
    // Departure so that Passage's own schedule has the ship at the storm's position at its time.
    const toMeet = scheduleVoyage({
      waypoints: [ends[0]!, { lat: meet.lat, lon: meet.lon }].map((position, i) => ({ name: `P${i}`, position })),
      speedsKn: [SPEED_KN],
      departureUtc: 0,
    });
    const departureUtc = Math.round((meet.timeUtc - toMeet.waypoints[1]!.etaUtc) / H) * H;
    expect(departureUtc * 1000).toBeGreaterThan(Date.now());
    await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), formatIsoUtc(departureUtc));

    // The forecast, run as a navigator runs it: estimate, confirm, wait for the whole ensemble.
    await page.getByRole('tab', { name: 'Forecast' }).click();
    await page.getByRole('button', { name: 'Run forecast' }).click();
    const estimate = page.getByRole('group', { name: 'Credit estimate' });
    await expect(estimate).toContainText(/This forecast will spend \d+ credits/, { timeout: FIRST_ANSWER_MS });
    await estimate.getByRole('button', { name: 'Confirm and run' }).click();
    const shown = page.getByRole('region', { name: 'Forecast shown' });
    await expect(shown.getByRole('heading', { name: /^Forecast made / })).toBeVisible({ timeout: RUN_MS });
    await expect(shown.getByTestId('provenance')).toContainText('DEMO DATA');

    // Most members blow above the 34 kn limit somewhere on this passage, and a wind window is named.
    const windChance = shown.getByRole('listitem').filter({ hasText: /^Wind above 34 kn: (\d+|<1) % of members/ });
    await expect(windChance).toHaveCount(1);
    const percent = Number(/: (\d+) % of members/.exec((await windChance.textContent()) ?? '')?.[1]);
    expect(percent).toBeGreaterThan(50);
    await expect(shown.getByRole('button', { name: /^Wind above 34 kn/ }).first()).toBeVisible();
    await windChance.scrollIntoViewIfNeeded();
    await app.shot('forecast: wind above 34 kn in most members');

    // The table: the strongest wind of the passage is above 34 kn, near the closest approach.
    await page.getByRole('tab', { name: 'Weather table' }).click();
    const winds = await windByStep(page);
    const strongest = winds.reduce((a, b) => (b.windKn > a.windKn ? b : a));
    expect(strongest.windKn).toBeGreaterThan(34);
    expect(Math.abs(strongest.timeUtc - meet.timeUtc)).toBeLessThanOrEqual(NEAR_H * H);
    // Far from the storm, at the voyage's ends, the wind is well below the storm's own.
    expect(Math.min(winds[0]!.windKn, winds.at(-1)!.windKn)).toBeLessThan(strongest.windKn);
    // That row is marked against the limits, and is shown for the screenshot.
    const strongestRow = page
      .getByRole('table', { name: 'Weather along the voyage' })
      .locator('tbody tr')
      .filter({ hasText: formatUtcMinute(strongest.timeUtc) })
      .first();
    await expect(strongestRow.locator('td[data-mark]').first()).toContainText('▲');
    await strongestRow.scrollIntoViewIfNeeded();
    await app.shot('weather table: the storm winds near the closest approach');

    // The storm warning, beside the forecast.
    await expect(page.getByTestId('storm-badge')).toContainText(/\d+ storm warnings?/);
    await expect(page.getByTestId('storm-badge')).toContainText(storm.name);
    await page.getByRole('tab', { name: /^Storms/ }).click();
    const item = page
      .getByRole('list', { name: 'Active storms' })
      .getByRole('listitem')
      .filter({ hasText: storm.name });
    await expect(item.getByTestId('storm-warning')).toBeVisible();
    await expect(item).toContainText(/Closest approach \d+ NM at \d{4}-\d\d-\d\d \d\d:\d\dZ/);
    await item.getByRole('button', { name: storm.name }).click();
    await app.shot('the storm warning and the storm on the chart across the route');
    app.expectHealthy();
  });
});
