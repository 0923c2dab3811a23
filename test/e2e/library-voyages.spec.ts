// Saved voyages in Chromium against `passage web --demo`: save, rename, duplicate, delete with
// confirmation, reopen after a reload, and a save from another window never overwritten.
import { join } from 'node:path';
import { expect, test } from './fixtures';
import {
  clickChart,
  nameVoyage,
  opened,
  SCREENSHOT_DIR,
  startNewVoyage,
  status,
  unique,
  waypointName,
} from './library-helpers';

test('saves, renames, duplicates and deletes a voyage, and reopens it after a reload', async ({ page, app }) => {
  await page.goto(app.url.href);
  await opened(page);
  await startNewVoyage(page);

  await clickChart(page, [
    [0.3, 0.3],
    [0.5, 0.6],
    [0.7, 0.35],
  ]);
  const name = unique('E2E Biscay');
  await nameVoyage(page, name);
  await expect(status(page)).toHaveText(/^Unsaved changes/);

  await page.getByRole('button', { name: 'Save voyage' }).click();
  await expect(status(page)).toHaveText(/^Saved rev 1 at \d\d:\d\dZ$/);
  const list = page.getByRole('list', { name: 'Saved voyages' });
  const item = list.getByRole('listitem', { name, exact: true });
  await expect(item).toContainText('3 waypoints');
  await expect(item).toContainText('Rev 1');
  await app.shot('saved');

  // Rename inline: Enter commits; the open voyage takes the new name (a new revision).
  const renamed = `${name} renamed`;
  await page.getByRole('button', { name: `Rename ${name}`, exact: true }).click();
  const field = page.getByRole('textbox', { name: `New name for ${name}` });
  await expect(field).toBeFocused();
  await field.fill('');
  await expect(page.getByText('A voyage needs a name: type at least one character.')).toBeVisible();
  await field.fill(renamed);
  await field.press('Enter');
  await expect(list.getByRole('listitem', { name: renamed, exact: true })).toContainText('Rev 2');
  await expect(page.getByRole('textbox', { name: 'Voyage name' })).toHaveValue(renamed);
  await expect(status(page)).toHaveText(/^Saved rev 2 at/);

  // Duplicate: a new voyage "(copy)", the original stays open.
  await page.getByRole('button', { name: `Duplicate ${renamed}`, exact: true }).click();
  const copy = list.getByRole('listitem', { name: `${renamed} (copy)`, exact: true });
  await expect(copy).toContainText('Rev 1');
  await expect(copy).toContainText('3 waypoints');

  // Delete asks first, naming the voyage; Cancel keeps it.
  await page.getByRole('button', { name: `Delete ${renamed} (copy)`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete voyage?' });
  await expect(confirm).toContainText(`Delete “${renamed} (copy)” and all 1 of its revisions?`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await app.shot('delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(copy).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${renamed} (copy)`, exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete voyage' }).click();
  await expect(copy).toHaveCount(0);
  await expect(page.getByText(`Deleted “${renamed} (copy)”.`)).toBeVisible();

  // The history lists both revisions, the first under its old name.
  await page.getByRole('button', { name: `History of ${renamed}`, exact: true }).click();
  const revisions = page.getByRole('list', { name: `Revisions of ${renamed}` });
  await expect(revisions.getByRole('listitem')).toHaveCount(2);
  await expect(revisions.getByRole('listitem').nth(1)).toContainText(`Rev 1`);
  await expect(revisions.getByRole('listitem').nth(1)).toContainText(`“${name}”`);
  await app.shot('history');

  // A reload reopens the voyage that was open, as saved.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await opened(page);
  await expect(page.getByRole('textbox', { name: 'Voyage name' })).toHaveValue(renamed);
  await expect(waypointName(page, 3)).toHaveCount(1);
  await expect(status(page)).toHaveText(/^Saved rev 2 at/);
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await app.shot('reopened after reload');
  app.expectHealthy();
});

test('a save from another window meanwhile is never overwritten: the navigator is offered a new voyage', async ({
  page,
  app,
  context,
}) => {
  await page.goto(app.url.href);
  await opened(page);
  await startNewVoyage(page);
  await clickChart(page, [
    [0.3, 0.35],
    [0.55, 0.6],
  ]);
  const name = unique('E2E conflict');
  await nameVoyage(page, name);
  await page.getByRole('button', { name: 'Save voyage' }).click();
  await expect(status(page)).toHaveText(/^Saved rev 1/);

  // A second window of the same browser reopens the same voyage (it remembers it).
  const other = await context.newPage();
  const otherProblems: string[] = [];
  other.on('pageerror', (error) => otherProblems.push(error.message));
  await other.goto(app.url.href);
  await opened(other);
  await expect(other.getByRole('textbox', { name: 'Voyage name' })).toHaveValue(name);

  // The first window saves revision 2; the second, still on revision 1, saves its own change.
  await clickChart(page, [[0.5, 0.25]], 2);
  await page.getByRole('button', { name: 'Save voyage' }).click();
  await expect(status(page)).toHaveText(/^Saved rev 2/);
  await clickChart(other, [[0.45, 0.8]], 2);
  await other.getByRole('button', { name: 'Save voyage' }).click();
  const conflict = other.getByRole('alertdialog', { name: 'Saved elsewhere meanwhile' });
  await expect(conflict).toContainText('revision 2');
  await expect(conflict).toContainText(`Save your version as a new voyage “${name} (copy)”?`);
  await other.screenshot({ path: join(SCREENSHOT_DIR, 'a-save-from-another-window-01-conflict.png'), fullPage: true });
  await conflict.getByRole('button', { name: 'Save as new voyage' }).click();
  await expect(status(other)).toHaveText(/^Saved rev 1/);
  await expect(other.getByRole('textbox', { name: 'Voyage name' })).toHaveValue(`${name} (copy)`);
  await expect(
    other.getByRole('list', { name: 'Saved voyages' }).getByRole('listitem', { name: `${name} (copy)`, exact: true }),
  ).toContainText('3 waypoints');

  // Leaving unsaved changes asks first: Cancel stays, "Save changes" saves, then the new voyage opens.
  await clickChart(other, [[0.45, 0.2]], 3);
  await other.getByRole('button', { name: 'New voyage', exact: true }).click();
  const leave = other.getByRole('alertdialog', { name: 'Unsaved changes' });
  await expect(leave).toContainText(`“${name} (copy)” has changes that are not saved.`);
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(waypointName(other, 4)).toHaveCount(1);
  await other.getByRole('button', { name: 'New voyage', exact: true }).click();
  await leave.getByRole('button', { name: 'Save changes' }).click();
  await expect(status(other)).toHaveText('New voyage, not saved yet');
  await expect(
    other.getByRole('list', { name: 'Saved voyages' }).getByRole('listitem', { name: `${name} (copy)`, exact: true }),
  ).toContainText('Rev 2');
  // The first window's voyage kept its own revision 2 untouched. (Both windows share the
  // browser's memory, so this reload opens what the other window had last: the new voyage.)
  await page.waitForLoadState('networkidle');
  await page.reload();
  await opened(page);
  await expect(status(page)).toHaveText('New voyage, not saved yet');
  await page.getByRole('button', { name: `Open ${name}`, exact: true }).click();
  await expect(
    page.getByRole('list', { name: 'Saved voyages' }).getByRole('listitem', { name, exact: true }),
  ).toContainText('Rev 2');
  await expect(status(page)).toHaveText(/^Saved rev 2/);
  await expect(waypointName(page, 3)).toHaveCount(1);
  await expect(waypointName(page, 4)).toHaveCount(0);
  expect(otherProblems).toEqual([]);
  await other.close();
  app.expectHealthy();
});
