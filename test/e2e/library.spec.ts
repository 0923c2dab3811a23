// Saved voyages, autosaved drafts and settings in Chromium against `passage web --demo`:
// save, rename, duplicate, delete with confirmation, reopen after a reload, a draft restored
// after a reload without saving, units and night mode, and an API key set and cleared without
// ever reaching the page.
import type { Browser, Locator, Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_API_KEY, SANDBOX_URL_ENV } from './env';
import { expect, test, type App } from './fixtures';
import { freePort, SANDBOX_KEY, startPassage, stopProcess } from './processes';

const FIRST_ANSWER_MS = 30_000;
const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/e2e');

/** A name no other test (they share one backend) will have chosen. */
function unique(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
}

const status = (page: Page): Locator => page.getByTestId('save-status');
const waypointName = (page: Page, n: number): Locator => page.getByRole('textbox', { name: `Name of waypoint ${n}` });

/** Waits until the library has opened what it opens on start. */
async function opened(page: Page): Promise<void> {
  await expect(page.getByTestId('library-status')).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await expect(page.getByText('Reading saved voyages…')).toHaveCount(0, { timeout: FIRST_ANSWER_MS });
}

/** A new empty voyage, whatever the shared backend had open (other tests leave drafts behind). */
async function startNewVoyage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New voyage', exact: true }).click();
  const leave = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  if (await leave.isVisible()) await leave.getByRole('button', { name: 'Discard changes' }).click();
  await expect(status(page)).toHaveText('New voyage, not saved yet');
  await expect(waypointName(page, 1)).toHaveCount(0);
}

/**
 * Clicks at fractions of the chart's box: open Atlantic in the initial view, clear of ports (a
 * click on one opens its details) and of the route's legs (a click on one inserts a waypoint).
 */
async function clickChart(page: Page, points: readonly (readonly [number, number])[], before = 0): Promise<void> {
  const chart = page.getByTestId('route-chart');
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no size');
  for (const [i, [fx, fy]] of points.entries()) {
    await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
    await expect(waypointName(page, before + i + 1)).toHaveCount(1);
  }
}

async function nameVoyage(page: Page, name: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Voyage name' });
  await field.fill(name);
  await field.press('Enter');
  await field.blur();
}

async function shotOf(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

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

test('restores unsaved changes after a reload, and discards them on request', async ({ page, app }) => {
  await page.goto(app.url.href);
  await opened(page);
  await startNewVoyage(page);

  // A voyage never saved, reloaded at once: the window's own copy brings it back. The page is
  // let go quiet first, so the reload cuts off no request of the app's start (ports, storms).
  await page.waitForLoadState('networkidle');
  let draftSaves = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/rpc/voyages.saveDraft') draftSaves += 1;
  });
  await clickChart(page, [
    [0.35, 0.3],
    [0.6, 0.55],
  ]);
  const name = unique('E2E draft');
  await nameVoyage(page, name);
  // Within the autosave's quiet second: only the window's own copy can bring this back.
  expect(draftSaves).toBe(0);
  await page.reload();
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

/** Back to the default units and day mode through the RPC, whatever the test did: the backend is shared. */
async function resetDisplaySettings(page: Page, url: URL, token: string): Promise<void> {
  const response = await page.request.post(new URL('/rpc/settings.set', url).href, {
    headers: { 'X-Passage-Token': token },
    data: { units: { speed: 'kn', distance: 'NM', waveHeight: 'm', coordinates: 'dm' }, nightMode: false },
  });
  expect(response.status()).toBe(200);
}

test('settings: units and night mode are kept, a bad address is explained, the key is not editable from the environment', async ({
  page,
  app,
}) => {
  try {
    await settingsFlow(page, app);
  } finally {
    await resetDisplaySettings(page, app.url, app.token);
  }
});

async function settingsFlow(page: Page, app: App): Promise<void> {
  await page.goto(app.url.href);
  await opened(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('key-status')).toHaveText('A key is set (environment variable PASSAGE_API_KEY).');
  await expect(dialog.getByRole('button', { name: 'Set key' })).toHaveCount(0);
  await expect(dialog.getByTestId('demo-status')).toHaveText('On, because it was chosen.');

  const address = dialog.getByRole('textbox', { name: 'Service address' });
  const originalAddress = await address.inputValue();
  await address.fill('api.example.com');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(
    dialog.getByText('The address must start with https:// (or http:// for a service on this computer).'),
  ).toBeVisible();
  await expect(address).toHaveValue('api.example.com');

  await dialog.getByRole('combobox', { name: 'Speed' }).selectOption('km/h');
  await dialog.getByRole('combobox', { name: 'Wave height' }).selectOption('ft');
  await dialog.getByRole('checkbox', { name: 'Night mode' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
  await app.shot('settings in night mode');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await app.shot('night mode');

  // Kept by the backend: a reload comes back dark, with the units chosen.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await opened(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Speed' })).toHaveValue('km/h');
  await expect(dialog.getByRole('combobox', { name: 'Wave height' })).toHaveValue('ft');
  await expect(address).toHaveValue(originalAddress);

  // Back to the defaults: the backend is shared with the other tests.
  await dialog.getByRole('combobox', { name: 'Speed' }).selectOption('kn');
  await dialog.getByRole('combobox', { name: 'Wave height' }).selectOption('m');
  await dialog.getByRole('checkbox', { name: 'Night mode' }).uncheck();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'night');
  await expect(dialog.getByRole('combobox', { name: 'Wave height' })).toHaveValue('m');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.content()).not.toContain(E2E_API_KEY);
  app.expectHealthy();
}

/** A second `passage web` with no key in its environment, so the key can be set and cleared. */
async function withKeylessApp(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  const sandboxUrl = process.env[SANDBOX_URL_ENV];
  if (sandboxUrl === undefined || sandboxUrl === '')
    throw new Error(`${SANDBOX_URL_ENV} is not set: run with \`npx playwright test\`.`);
  const dataDir = await mkdtemp(join(tmpdir(), 'passage-e2e-key-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PASSAGE_DEMO_KEY: SANDBOX_KEY };
  delete env['PASSAGE_API_KEY'];
  delete env['PASSAGE_DATA_DIR'];
  const web = await startPassage(
    ['web', '--demo', '--demo-service', sandboxUrl, '--port', String(await freePort()), '--data-dir', dataDir],
    /http:\/\/127\.0\.0\.1:\d+\/#token=[A-Za-z0-9_-]+/,
    env,
  );
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(web.address);
    await run(page);
  } finally {
    await context.close();
    await stopProcess(web.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

test('sets and clears an API key that never appears in the page', async ({ browser }) => {
  const secret = `e2e-typed-${Math.random().toString(36).slice(2)}-key`;
  await withKeylessApp(browser, async (page) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await opened(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const keyStatus = dialog.getByTestId('key-status');
    await expect(keyStatus).toHaveText('No key is set: Passage can only use demo data.');

    const field = dialog.getByLabel('New API key');
    await expect(field).toHaveAttribute('type', 'password');
    await field.fill('short');
    await dialog.getByRole('button', { name: 'Set key' }).click();
    await expect(dialog.getByText('The key is too short to be an API key.')).toBeVisible();

    await field.fill(secret);
    await dialog.getByRole('button', { name: 'Set key' }).click();
    await expect(keyStatus).toHaveText('A key is set (key file in the Passage data folder).');
    await expect(dialog.getByText('Key stored. It is never shown again.')).toBeVisible();
    await expect(field).toHaveValue('');
    // Not in the text, not in the markup, not in any field's value.
    expect(await page.locator('body').innerText()).not.toContain(secret);
    expect(await page.content()).not.toContain(secret);
    const values = await page
      .locator('input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(values.some((value) => value.includes(secret))).toBe(false);
    await shotOf(page, 'sets-and-clears-an-api-key-01-key-set');

    // After a reload, only where it lives is shown.
    await page.reload();
    await opened(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(keyStatus).toHaveText('A key is set (key file in the Passage data folder).');
    expect(await page.content()).not.toContain(secret);

    await dialog.getByRole('button', { name: 'Clear key' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear the API key?' });
    await expect(confirm).toBeVisible();
    await shotOf(page, 'sets-and-clears-an-api-key-02-clear-confirmation');
    await confirm.getByRole('button', { name: 'Clear key' }).click();
    await expect(keyStatus).toHaveText('No key is set: Passage can only use demo data.');
    await expect(dialog.getByText('Key cleared.')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('vessels: paged search with provenance, a profile with validated limits, chosen for the voyage and undone', async ({
  page,
  app,
}) => {
  await page.goto(app.url.href);
  await opened(page);
  await startNewVoyage(page);
  await page.getByRole('tab', { name: 'Vessel' }).click();
  const limitsLine = page.getByTestId('forecast-limits');
  await expect(limitsLine).toHaveText('Default limits (no vessel chosen): wind 34 kn (Bft 8), gust 45 kn, Hs 4 m');

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
  await form.getByRole('textbox', { name: 'Gust limit (kn)' }).fill('40');
  await form.getByRole('textbox', { name: 'Wave height limit Hs (m)' }).fill('3,5');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile).toContainText('wind 30 kn (Bft 7), gust 40 kn, Hs 3.5 m');

  // Chosen for the voyage (an edit like any other: Ctrl+Z takes it back).
  await profile.getByRole('button', { name: `Use ${shipName} for this voyage` }).click();
  await expect(limitsLine).toHaveText(`Limits of ${shipName}: wind 30 kn (Bft 7), gust 40 kn, Hs 3.5 m`);
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
