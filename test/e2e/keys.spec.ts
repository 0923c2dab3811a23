// Keys in Chromium against `passage web --demo`: Ctrl+S saves from any field, with what the
// navigator typed there (the field commits first), and the field keeps its focus.
import { expect, test } from './fixtures';
import { clickChart, opened, startNewVoyage, status, unique, waypointName } from './library-helpers';

test('Ctrl+S in a field saves the voyage with the text as typed, not yet committed', async ({ page, app }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(app.url.href);
  await opened(page);
  await startNewVoyage(page);
  await clickChart(page, [
    [0.3, 0.3],
    [0.5, 0.6],
  ]);

  // Typed, neither Enter nor leaving the field: the save takes the name as typed.
  const name = unique('E2E typed name');
  const field = page.getByRole('textbox', { name: 'Voyage name' });
  await field.fill(name);
  await field.press('Control+s');
  await expect(status(page)).toHaveText(/^Saved rev 1 at \d\d:\d\dZ$/);
  await expect(field).toHaveValue(name);
  await expect(field).toBeFocused();
  const list = page.getByRole('list', { name: 'Saved voyages' });
  await expect(list.getByRole('listitem', { name, exact: true })).toHaveCount(1);
  await app.shot('saved from the name field');

  // The same from a field of the waypoint table.
  const waypoint = waypointName(page, 1);
  await waypoint.fill('Typed departure');
  await waypoint.press('Control+s');
  await expect(status(page)).toHaveText(/^Saved rev 2 at \d\d:\d\dZ$/);
  await expect(waypoint).toHaveValue('Typed departure');
  await expect(field).toHaveValue(name);
  app.expectHealthy();
});
