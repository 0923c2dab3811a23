// Issue 13 in the browser: `passage web` on a store with pages overwritten mid-file starts in
// recovery mode; the banner says the store is damaged and saving is off, the restore puts the
// last good backup back, and the voyage saved after that backup is there, salvaged.
// Runs its own `passage web` on a data folder prepared here, on the shared demo service.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_FILE_NAME, openManagedStore } from '../../electron/backend/store/managed-store';
import { openStore } from '../../electron/backend/store/store';
import { leafPages, overwritePages } from '../electron/backend/store/damage';
import { sampleVoyage } from '../electron/backend/store/fixtures';
import { E2E_API_KEY, SANDBOX_URL_ENV, URL_ENV } from './env';
import { expect, test } from './fixtures';
import { freePort, startWebProcess, stopProcess, type Started } from './processes';

const FIRST_ANSWER_MS = 30_000;
const BEFORE = 'Biscay before the backup';
const SINCE = 'Lisbon saved since the backup';

/** A store backed up with one voyage, then a second voyage saved and the cache's pages overwritten. */
async function damagedFolder(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'passage-e2e-recovery-'));
  const file = join(dataDir, DATABASE_FILE_NAME);
  const first = openStore(file);
  first.voyages.create(sampleVoyage(BEFORE));
  first.close();
  (await openManagedStore(dataDir)).close(); // a clean start: the backup holds BEFORE only
  const later = openStore(file);
  later.voyages.create(sampleVoyage(SINCE));
  for (let i = 0; i < 300; i++) {
    later.responses.put({ url: `https://x.invalid/${i}`, kind: 'k', body: 'x'.repeat(900), fetchedAtUtc: 1 });
  }
  later.close();
  overwritePages(file, leafPages(file, 'response_cache').slice(2, 4));
  return dataDir;
}

test.describe('a damaged store', () => {
  let dataDir = '';
  let web: Started | null = null;
  let sharedUrl: string | undefined;

  test.beforeAll(async () => {
    dataDir = await damagedFolder();
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

  test('says so, restores the last good backup and salvages the voyage saved since', async ({ page, app }) => {
    expect(web?.output()).toContain('is damaged');
    await page.goto(app.url.href);
    const banner = page.getByRole('region', { name: 'Store' });
    await expect(banner.getByRole('alert')).toContainText('The store is damaged.', { timeout: FIRST_ANSWER_MS });
    await expect(banner.getByRole('alert')).toContainText('saving is off');
    const list = page.getByRole('list', { name: 'Saved voyages' });
    await expect(list.getByRole('listitem', { name: SINCE, exact: true })).toBeVisible({ timeout: FIRST_ANSWER_MS });
    await app.shot('damaged store banner');

    await banner.getByRole('button', { name: /^Restore the backup of \d{4}-\d\d-\d\d \d\d:\d\d UTC$/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore the store' });
    await expect(confirm).toContainText('never deleted');
    await confirm.getByRole('button', { name: /^Restore the backup of/ }).click();

    await expect(banner.getByRole('status')).toContainText('was restored', { timeout: FIRST_ANSWER_MS });
    await expect(banner.getByRole('status')).toContainText(`Recovered from the damaged store: voyage ${SINCE}.`);
    await expect(banner.getByRole('alert')).toHaveCount(0);
    await expect(list.getByRole('listitem', { name: BEFORE, exact: true })).toBeVisible();
    await expect(list.getByRole('listitem', { name: SINCE, exact: true })).toBeVisible();
    await app.shot('restored with the salvaged voyage');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
  });
});
