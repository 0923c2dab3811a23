// Autosaved drafts in Chromium against `passage web --demo`: unsaved changes restored after a
// reload (the window's own copy, then the backend's draft), and discarded on request.
import { expect, test } from './fixtures';
import { clickChart, nameVoyage, opened, startNewVoyage, status, unique, waypointName } from './library-helpers';

test('restores unsaved changes after a reload, and discards them on request', async ({ page, app }) => {
  await page.goto(app.url.href);
  await opened(page);
  await startNewVoyage(page);

  // A voyage never saved, reloaded at once: the window's own copy brings it back. The page is
  // let go quiet first, so the reload cuts off no request of the app's start (ports, storms).
  await page.waitForLoadState('networkidle');
  // The backend never gets this draft: its autosaves are held until the reload drops them with
  // the page, so only the window's own copy can bring it back, however slow the machine (a busy
  // one once let the autosave's quiet second pass between the clicks and the reload).
  const DRAFT_SAVES = '**/rpc/voyages.saveDraft';
  await page.route(DRAFT_SAVES, () => undefined);
  await clickChart(page, [
    [0.35, 0.3],
    [0.6, 0.55],
  ]);
  const name = unique('E2E draft');
  await nameVoyage(page, name);
  await page.reload();
  await page.unroute(DRAFT_SAVES);
  await opened(page);
  const restored = page.getByTestId('draft-restored');
  await expect(restored).toContainText(/Restored unsaved changes from \d\d:\d\dZ\./);
  await expect(page.getByRole('textbox', { name: 'Voyage name' })).toHaveValue(name);
  await expect(waypointName(page, 2)).toHaveCount(1);
  await expect(status(page)).toHaveText(/^Unsaved changes/);
  await app.shot('new voyage restored');

  // Saved, then changed: the autosaved draft comes back on top of the saved revision.
  await page.getByRole('button', { name: 'Save voyage' }).click();
  await expect(status(page)).toHaveText(/^Saved rev 1/);
  await clickChart(page, [[0.8, 0.2]], 2);
  await expect(status(page)).toHaveText(/^Unsaved changes · draft autosaved \d\d:\d\dZ$/);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await opened(page);
  await expect(restored).toBeVisible();
  await expect(waypointName(page, 3)).toHaveCount(1);
  await app.shot('saved voyage with its draft restored');

  // Discarding goes back to the save, and stays discarded after another reload.
  await restored.getByRole('button', { name: 'Discard restored changes' }).click();
  await expect(waypointName(page, 3)).toHaveCount(0);
  await expect(status(page)).toHaveText(/^Saved rev 1/);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await opened(page);
  await expect(restored).toHaveCount(0);
  await expect(waypointName(page, 2)).toHaveCount(1);
  await expect(waypointName(page, 3)).toHaveCount(0);
  app.expectHealthy();
});
