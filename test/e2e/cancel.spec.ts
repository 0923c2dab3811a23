// Issue 27: long work stops when the navigator asks. An ocean crossing's optimisation is started,
// Cancel is pressed while the ensemble comes in, and the panel says it was cancelled, with no
// failure and nothing left running; optimising again is offered at once.
import { expect, test } from './fixtures';
import { typeRoute } from './waypoint-entry';

const DEMO_BANNER = 'DEMO DATA - synthetic, not for navigation';
const FIRST_ANSWER_MS = 30_000;
/** Open South Atlantic, far from every other test's routes: nothing of its corridor is stored yet. */
const ROUTE = ['30 00.0S 030 00.0W', '30 00.0S 008 00.0W'] as const;

test('an optimisation is cancelled while the ensemble comes in, and says so', async ({ page, app }) => {
  test.setTimeout(3 * 60_000);
  await page.goto(app.url.href);
  await expect(page.getByRole('alert').filter({ hasText: DEMO_BANNER })).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await typeRoute(page, ROUTE);
  await page.getByRole('tab', { name: 'Route optimiser' }).click();
  const panel = page.getByRole('region', { name: 'Route optimiser' });
  await panel.getByRole('checkbox', { name: 'No limits (storms and land still apply)' }).check();
  await panel.getByRole('button', { name: 'Estimate' }).click();
  await expect(panel.getByRole('group', { name: 'Credit estimate' })).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await panel.getByRole('button', { name: 'Optimise' }).click();

  const progress = panel.getByRole('progressbar', { name: 'Optimisation progress' });
  await expect(progress).toBeVisible();
  await expect(panel.getByText(/Fetching .* ensemble \(\d+ of \d+\)/)).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await progress.scrollIntoViewIfNeeded();
  await app.shot('optimising, before the cancel');
  await panel.getByRole('button', { name: 'Cancel' }).click();

  const notice = panel
    .getByRole('status')
    .filter({ hasText: 'Optimisation cancelled. What was fetched before is stored' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await notice.scrollIntoViewIfNeeded();
  await expect(progress).toHaveCount(0);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Estimate' })).toBeEnabled();
  await app.shot('optimisation cancelled');
  app.expectHealthy();
});
