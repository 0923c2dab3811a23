// The search box as a navigator uses it while answers are still coming: a result chosen from the
// list stays chosen when the same list is answered again (the geocoder's answer held back here
// until after the choice), so "Centre chart" acts on it; a choice that leaves the list is dropped.
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { FIRST_ANSWER_MS, opened } from './library-helpers';

test('a chosen result stays chosen when its list is answered again, and goes when it leaves the list', async ({
  page,
  app,
}) => {
  await page.goto(app.url.href);
  await opened(page);
  const box = page.getByRole('combobox', { name: 'Search ports and places' });
  const actions = page.getByRole('group', { name: 'Search result actions' });
  const centre = actions.getByRole('button', { name: 'Centre chart' });
  const list = page.getByRole('listbox', { name: 'Ports and places found' });
  const amsterdam = list.getByRole('option', { name: /Amsterdam\s*Port/ }).first();

  await box.fill('Amsterdam');
  await expect(amsterdam).toBeVisible({ timeout: FIRST_ANSWER_MS });

  // The same query again, its geocoder answer held until the navigator has chosen from the list shown.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/rpc/places.search', async (route: Route) => {
    asked++;
    await held;
    await route.continue();
  });
  await box.fill('Amsterda');
  await box.fill('Amsterdam');
  await expect.poll(() => asked).toBeGreaterThan(0);
  await amsterdam.click();
  await expect(amsterdam).toHaveAttribute('aria-selected', 'true');
  await expect(centre).toBeEnabled();
  const answered = page.waitForResponse('**/rpc/places.search');
  release();
  await answered;
  // The list is answered again (no longer busy) and the choice is still there.
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(amsterdam).toHaveAttribute('aria-selected', 'true');
  await expect(centre).toBeEnabled();
  await page.unroute('**/rpc/places.search');

  // A query whose list no longer has it: nothing is chosen.
  await box.fill('Le Havre');
  await expect(page.getByRole('option', { name: /Le Havre\s*Port/ }).first()).toBeVisible({
    timeout: FIRST_ANSWER_MS,
  });
  await expect(list.getByRole('option', { selected: true })).toHaveCount(0);
  await expect(centre).toBeDisabled();
  await app.shot('search result kept chosen');
  app.expectHealthy();
});
