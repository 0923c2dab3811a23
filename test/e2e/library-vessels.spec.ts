// Vessels in Chromium against `passage web --demo`: a paged search with provenance, a profile
// with limits and a hull (from the vessel's type and size, GM assumed) checked as typed, chosen
// for the voyage (an edit, undone) and deleted.
import { expect, test } from './fixtures';
import { FIRST_ANSWER_MS, opened, startNewVoyage, status } from './library-helpers';

test('vessels: paged search with provenance, a profile with validated limits, chosen for the voyage and undone', async ({
  page,
  app,
}) => {
  await page.goto(app.url.href);
  await opened(page);
  await startNewVoyage(page);
  await page.getByRole('tab', { name: 'Vessel' }).click();
  const limitsLine = page.getByTestId('forecast-limits');
  await expect(limitsLine).toHaveText(
    'Default limits (no vessel chosen): wind 34 kn (Bft 8), gust 45 kn, Hs 4 m, visibility at least 1 NM',
  );

  await page.getByRole('textbox', { name: 'Vessel name' }).fill('nordic');
  await page.getByRole('button', { name: 'Search vessels' }).click();
  const results = page.getByRole('list', { name: 'Vessels found' });
  await expect(results.getByRole('listitem')).toHaveCount(20, { timeout: FIRST_ANSWER_MS });
  const pager = page.getByRole('navigation', { name: 'Search result pages' });
  await expect(pager).toContainText(/Page 1 of \d+ · 1–20 of \d+/);
  await expect(page.getByTestId('provenance')).toContainText('Vessel search');
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager).toContainText(/Page 2 of \d+ · 21–40 of \d+/);
  await app.shot('vessel search page 2');

  // A profile from a result, with the default limits to review.
  const first = results.getByRole('listitem').first();
  const shipName = (await first.locator('strong').innerText()).trim();
  await first.getByRole('button', { name: `Create profile from ${shipName}` }).click();
  const profiles = page.getByRole('list', { name: 'Vessel profiles' });
  const profile = profiles.getByRole('listitem').filter({ hasText: shipName });
  await expect(profile).toContainText('wind 34 kn (Bft 8), gust 45 kn, Hs 4 m');
  // Its hull from its type and size, what was assumed said so (GM always: no search gives it).
  const hullLine = profile.getByTestId('profile-hull');
  await expect(hullLine).toHaveText(/^L [\d.]+ m, B [\d.]+ m, draught [\d.]+ m, GM [\d.]+ m \((.+, )?GM assumed\)$/);

  // Limits are checked as typed: a gust limit below the wind limit is refused in words.
  await profile.getByRole('button', { name: `Edit limits of ${shipName}` }).click();
  const form = page.getByRole('form', { name: `Limits of ${shipName}` });
  await form.getByRole('textbox', { name: 'Wind limit (kn)' }).fill('30');
  await form.getByRole('textbox', { name: 'Gust limit (kn)' }).fill('25');
  await expect(
    form.getByText(
      'The gust limit (25 kn) must be at least the wind limit (30 kn): gusts are peaks above the mean wind.',
    ),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save profile' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Wave height limit Hs (m)' }).fill('abc');
  await expect(form.getByText('The wave height limit (Hs) must be a number of metres, e.g. 4.')).toBeVisible();
  await app.shot('limits refused in words');
  // The shared ranges (the CLI's --limits says the same words): a typo of 250 for 25.
  await form.getByRole('textbox', { name: 'Gust limit (kn)' }).fill('250');
  await expect(form.getByText('The gust limit must be 1 to 150 kn, got 250 kn.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Gust limit (kn)' }).fill('40');
  await form.getByRole('textbox', { name: 'Wave height limit Hs (m)' }).fill('3,5');
  // The hull in the same form: GM marked assumed until the navigator gives the booklet's.
  const gm = form.getByRole('textbox', { name: /^GM \(m\)/ });
  await expect(form.getByText('GM (m) assumed')).toBeVisible();
  await gm.fill('25');
  await expect(form.getByText('GM must be 0.05 to 20 m, got 25 m.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save profile' })).toBeDisabled();
  await gm.fill('1,85');
  await expect(form.getByText('GM (m) assumed')).toHaveCount(0);
  await app.shot('limits and hull in the profile form');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile).toContainText('wind 30 kn (Bft 7), gust 40 kn, Hs 3.5 m');
  await expect(hullLine).toContainText('GM 1.85 m');
  await expect(hullLine).not.toContainText('GM assumed');

  // Chosen for the voyage (an edit like any other: Ctrl+Z takes it back).
  await profile.getByRole('button', { name: `Use ${shipName} for this voyage` }).click();
  await expect(limitsLine).toHaveText(
    `Limits of ${shipName}: wind 30 kn (Bft 7), gust 40 kn, Hs 3.5 m, visibility at least 1 NM`,
  );
  await expect(status(page)).toHaveText(/^Unsaved changes/);
  await app.shot('vessel chosen');
  await page.locator('body').press('Control+z');
  await expect(limitsLine).toHaveText(/^Default limits \(no vessel chosen\)/);
  await page.locator('body').press('Control+Shift+z');
  await expect(limitsLine).toHaveText(new RegExp(`^Limits of ${shipName}`));

  // Deleting the profile asks by name; the voyage keeps its own copy of the limits.
  await profile.getByRole('button', { name: `Delete profile ${shipName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete vessel profile?' });
  await expect(confirm).toContainText(`Delete the profile of ${shipName}?`);
  await confirm.getByRole('button', { name: 'Delete profile' }).click();
  await expect(profile).toHaveCount(0);
  await expect(limitsLine).toHaveText(new RegExp(`^Limits of ${shipName}`));
  app.expectHealthy();
});
