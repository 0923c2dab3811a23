// Issue 27 in the browser: Settings shows the store's size with its cached forecasts, and
// "Clear cached forecasts" asks first, frees the space, says how much, and keeps the saved
// voyage. Runs its own `passage web` on a data folder holding some 15 MB of ensemble samples
// fetched two days ago (young enough that the start's upkeep keeps them).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_FILE_NAME } from '../../electron/backend/store/managed-store';
import { openStore } from '../../electron/backend/store/store';
import { sampleVoyage } from '../electron/backend/store/fixtures';
import { E2E_API_KEY, SANDBOX_URL_ENV, URL_ENV } from './env';
import { expect, test } from './fixtures';
import { freePort, startWebProcess, stopProcess, type Started } from './processes';

const FIRST_ANSWER_MS = 30_000;
const VOYAGE = 'Biscay with cached forecasts';
const DAY_S = 86_400;

/** A saved voyage and 200 ensemble answers (51 members × 3 elements × 120 steps, noise: they do not compress). */
async function folderWithCache(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'passage-e2e-store-size-'));
  const store = openStore(join(dataDir, DATABASE_FILE_NAME));
  store.voyages.create(sampleVoyage(VOYAGE));
  const fetchedAtUtc = Math.floor(Date.now() / 1000) - 2 * DAY_S;
  const steps = 120;
  for (let i = 0; i < 200; i++) {
    store.forecasts.save({
      voyageId: null,
      revision: null,
      kind: 'ensemble-point',
      request: { endpoint: 'weather.ensemble.point', params: { lat: 45 + i / 100, lon: -5 } },
      modelRuns: { ecmwf_ens: fetchedAtUtc - 7 * 3600 },
      fetchedAtUtc,
      credits: 1,
      source: 'demo',
      grid: {
        members: Array.from({ length: 51 }, (_, m) => `member${m}`),
        elements: ['windspeed', 'windgust', 'waveheight_significant'].map((id) => ({ id, unit: 'kn', level: null })),
        timesUtc: Float64Array.from({ length: steps }, (_, s) => fetchedAtUtc + s * 3600),
        latDeg: new Float64Array(steps).fill(45),
        lonDeg: new Float64Array(steps).fill(-5),
        values: Float32Array.from({ length: 51 * 3 * steps }, () => Math.random() * 40),
      },
    });
  }
  store.close();
  return dataDir;
}

test.describe('the store size in Settings', () => {
  let dataDir = '';
  let web: Started | null = null;
  let sharedUrl: string | undefined;

  test.beforeAll(async () => {
    dataDir = await folderWithCache();
    web = await startWebProcess({
      port: await freePort(),
      dataDir,
      sandboxUrl: process.env[SANDBOX_URL_ENV] ?? '',
      apiKey: E2E_API_KEY,
    });
    sharedUrl = process.env[URL_ENV];
    process.env[URL_ENV] = web.address;
  });

  test.afterAll(async () => {
    if (sharedUrl === undefined) delete process.env[URL_ENV];
    else process.env[URL_ENV] = sharedUrl;
    if (web !== null) await stopProcess(web.child);
    await rm(dataDir, { recursive: true, force: true });
  });

  test('shows the size and the cached forecasts, and clears them when confirmed', async ({ page, app }) => {
    await page.goto(app.url.href);
    const list = page.getByRole('list', { name: 'Saved voyages' });
    await expect(list.getByRole('listitem', { name: VOYAGE, exact: true })).toBeVisible({ timeout: FIRST_ANSWER_MS });
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const section = dialog.getByRole('region', { name: 'Data folder' });
    const sizes = section.getByTestId('store-size');
    await expect(sizes).toContainText(/Store\s*\d+(\.\d)? MB on disk/, { timeout: FIRST_ANSWER_MS });
    await expect(sizes).toContainText(/Cached forecasts\s*1\d\.\d MB of a 200 MB budget/);
    await expect(sizes).toContainText(join(dataDir, DATABASE_FILE_NAME));
    await expect(section).toContainText('Forecasts are removed 14 days after they were fetched');
    await section.scrollIntoViewIfNeeded();
    await app.shot('settings with the store size');

    const clear = section.getByRole('button', { name: 'Clear cached forecasts' });
    await clear.click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear cached forecasts' });
    await expect(confirm).toContainText('Saved voyages keep their latest forecast');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(sizes).toContainText(/1\d\.\d MB of a 200 MB budget/);

    await clear.click();
    await confirm.getByRole('button', { name: 'Clear cached forecasts' }).click();
    const message = section.getByTestId('store-clear-message');
    await expect(message).toContainText(/^Cleared: the store is 1\d\.\d MB smaller \(200 cached answers removed\)/, {
      timeout: FIRST_ANSWER_MS,
    });
    // What stays is what the saved voyage's review keeps (and the latest storm list, a few kB when
    // the demo world has storms at this instant, none otherwise): all of it, and nothing else.
    await expect(sizes).toContainText(
      /Cached forecasts\s*(\d{1,2}) kB of a 200 MB budget, \1 kB of it kept for saved voyages\./,
    );
    await section.scrollIntoViewIfNeeded();
    await app.shot('settings after clearing');
    // This passage web's own data folder: night mode may stay on.
    await dialog.getByRole('checkbox', { name: 'Night mode' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
    await section.scrollIntoViewIfNeeded();
    await app.shot('settings after clearing, night');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(list.getByRole('listitem', { name: VOYAGE, exact: true })).toBeVisible();
  });
});
