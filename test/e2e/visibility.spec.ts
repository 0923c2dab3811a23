// Visibility as the vessel's fourth limit (issue 29): a short run in sea fog in the demo world
// (fog-world.ts finds one now, it does not hope for one) is judged against the default 1 NM
// minimum, and the forecast says so in the navigator's words. The run is deterministic only (the
// ensemble unchecked), and says so; with the ensemble the members judge it (forecast.spec.ts).
import { expect, test } from './fixtures';
import { SANDBOX_SEED_ENV } from './env';
import { fogPassage, type FogPassage } from './fog-world';
import { commit, FIRST_ANSWER_MS, nextHourIso, opened, startNewVoyage } from './library-helpers';
import { typeRoute } from './waypoint-entry';

const RUN_MS = 60_000;

/** "42 00.0N 047 00.0W", as the waypoint entry takes it. */
function typed(p: { lat: number; lon: number }): string {
  const axis = (deg: number, width: number, pos: string, neg: string): string => {
    const tenths = Math.round(Math.abs(deg) * 600);
    const d = Math.floor(tenths / 600);
    const m = (tenths - d * 600) / 10;
    return `${String(d).padStart(width, '0')} ${m.toFixed(1).padStart(4, '0')}${deg < 0 ? neg : pos}`;
  };
  return `${axis(p.lat, 2, 'N', 'S')} ${axis(p.lon, 3, 'E', 'W')}`;
}

let passage: FogPassage | null = null;

test.beforeAll(() => {
  passage = fogPassage(Number(process.env[SANDBOX_SEED_ENV] ?? '1'), Math.floor(Date.now() / 1000));
});

test('a run in sea fog is judged against the 1 NM visibility minimum, deterministic only', async ({ page, app }) => {
  test.setTimeout(3 * 60_000);
  expect(passage, 'the demo world has sea fog somewhere it was looked for').not.toBeNull();
  await page.goto(app.url.href);
  await opened(page);
  await startNewVoyage(page);
  await typeRoute(page, passage!.waypoints.map(typed));
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), nextHourIso());

  await page.getByRole('tab', { name: 'Forecast' }).click();
  await page.getByRole('checkbox', { name: 'Ensemble (51 members)' }).uncheck();
  await page.getByRole('button', { name: 'Run forecast' }).click();
  const estimate = page.getByRole('group', { name: 'Credit estimate' });
  await expect(estimate).toContainText(/This forecast will spend \d+ credits?/, { timeout: FIRST_ANSWER_MS });
  await estimate.getByRole('button', { name: 'Confirm and run' }).click();
  const shown = page.getByRole('region', { name: 'Forecast shown' });
  await expect(shown.getByRole('heading', { name: /^Forecast made / })).toBeVisible({ timeout: RUN_MS });

  await expect(shown).toContainText('Limits in use: wind 34 kn, gust 45 kn, Hs 4.0 m, visibility at least 1.0 NM');
  const lines = await shown.locator('ul.chances li').allInnerTexts();
  const visibility = lines.find((l) => l.startsWith('Visibility below'));
  expect(visibility).toMatch(/^Visibility below 1\.0 NM: forecast \(lowest 0\.[0-4] NM, deterministic only\)$/);
  await app.shot('a run in sea fog');
});
