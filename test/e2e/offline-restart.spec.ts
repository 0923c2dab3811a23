// Issue 24 in the browser: Passage restarted while the service is dead. The app's own demo
// service and `passage web` run here on a data folder of this test's own; the navigator uses
// the storm list and the model catalogue, both processes stop, `passage web` starts again on
// the same folder (18 minutes later by its clock seam) with the service still dead. The one
// connection indicator says offline, the storm badge and the catalogue show the stored answers
// with their age; once the service is back the indicator says online and the marks go.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { E2E_API_KEY, URL_ENV } from './env';
import { expect, test } from './fixtures';
import { freePort, startSandboxProcess, startWebProcess, stopProcess, type Started } from './processes';
import { commit } from './library-helpers';

const FIRST_ANSWER_MS = 30_000;
/** The restart happens this much later by the backend's clock ($PASSAGE_CLOCK_OFFSET_H). */
const LATER_H = 0.3;
const LATER_MIN = Math.round(LATER_H * 60);
/** The age shown: the restart's offset plus the minutes the first session took (a few at most). */
const AGE = new RegExp(`(${LATER_MIN}|${LATER_MIN + 1}|${LATER_MIN + 2}|${LATER_MIN + 3}) min ago`);
/** The indicator probes the service (for free) at least this often while it is not online. */
const RECOVERY_MS = 30_000;
/** Hook of Holland to off Den Helder, at sea (as models.spec.ts). */
const ROUTE = ['52 00.0N 003 50.0E', '52 30.0N 004 10.0E', '53 00.0N 004 30.0E'] as const;
const UTC_MINUTE = /\d\d:\d\dZ/;

const waypointName = (page: Page, n: number): Locator => page.getByRole('textbox', { name: `Name of waypoint ${n}` });
const indicator = (page: Page): Locator => page.getByRole('status', { name: 'Connection to the weather service' });
const catalogueNote = (page: Page): Locator => page.getByTestId('provenance').filter({ hasText: 'Model catalogue:' });

/**
 * What the toolbar draws is whole: the page does not scroll sideways, and neither the indicator
 * nor the storm badge (whose box clips what does not fit) is cut short.
 */
async function expectToolbarWhole(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  for (const shown of [indicator(page), page.getByTestId('storm-badge')]) {
    const cut = await shown.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const clip = node.parentElement?.getBoundingClientRect();
      return box.right > window.innerWidth || (clip !== undefined && box.right > clip.right + 0.5);
    });
    expect(cut).toBe(false);
  }
}

async function nightMode(page: Page, on: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('checkbox', { name: 'Night mode' }).setChecked(on);
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
}

async function planAndSave(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New voyage', exact: true }).click();
  const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
  for (const [i, position] of ROUTE.entries()) {
    await newPosition.fill(position);
    await page.getByRole('button', { name: 'Add waypoint' }).click();
    await expect(waypointName(page, i + 1)).toHaveCount(1);
  }
  const departure = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000).toISOString().slice(0, 16) + 'Z';
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), departure);
  await page.getByRole('button', { name: 'Save voyage' }).click();
  await expect(page.getByTestId('save-status')).toContainText('Saved', { timeout: FIRST_ANSWER_MS });
}

test.describe('restarted with the service dead', () => {
  let dataDir = '';
  let webPort = 0;
  let sandboxPort = 0;
  let sandbox: Started | null = null;
  let web: Started | null = null;
  let sharedUrl: string | undefined;

  const startWeb = async (extraEnv: NodeJS.ProcessEnv = {}): Promise<Started> =>
    startWebProcess({
      port: webPort,
      dataDir,
      sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
      apiKey: E2E_API_KEY,
      extraEnv,
    });

  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'passage-e2e-offline-'));
    sandbox = await startSandboxProcess(0);
    sandboxPort = Number(new URL(sandbox.address).port);
    webPort = await freePort();
    web = await startWeb();
    // The page watch of the fixture expects the app at this origin; the restart keeps the port.
    sharedUrl = process.env[URL_ENV];
    process.env[URL_ENV] = web.address;
  });

  test.afterAll(async () => {
    if (sharedUrl === undefined) delete process.env[URL_ENV];
    else process.env[URL_ENV] = sharedUrl;
    if (web !== null) await stopProcess(web.child);
    if (sandbox !== null) await stopProcess(sandbox.child);
    await rm(dataDir, { recursive: true, force: true });
  });

  test('shows one connection state and the age of every stored answer', async ({ page, app }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(app.url.href);
    await expect(page.getByText('DEMO DATA - synthetic, not for navigation').first()).toBeVisible({
      timeout: FIRST_ANSWER_MS,
    });
    await planAndSave(page);

    // Online: the storm list and the catalogue are fetched now, so nothing is marked.
    const badge = page.getByTestId('storm-badge');
    await expect(badge).toContainText(/storm/, { timeout: FIRST_ANSWER_MS });
    await page.getByRole('tab', { name: 'Forecast' }).click();
    await expect(catalogueNote(page)).toContainText('DEMO DATA', { timeout: FIRST_ANSWER_MS });
    await expect(indicator(page)).toHaveText(/^Online · Demo$/);
    await expect(badge).not.toContainText('stored');
    await expect(catalogueNote(page)).not.toContainText('stored');
    await app.shot('online');

    // Both processes stop; the page leaves first, so their ends are not page faults.
    await page.goto('about:blank');
    await stopProcess(web!.child);
    await stopProcess(sandbox!.child);
    web = await startWeb({ PASSAGE_CLOCK_OFFSET_H: String(LATER_H) });
    await page.goto(web.address);

    // Offline, said once in the toolbar, in words and colour.
    await expect(indicator(page)).toHaveText(new RegExp(`^Offline since ${UTC_MINUTE.source} · Demo$`), {
      timeout: FIRST_ANSWER_MS,
    });
    await expect(indicator(page)).toHaveAttribute('data-state', 'offline');
    // The storm badge: the stored list, as of when it was fetched and how long ago.
    await expect(badge).toContainText(new RegExp(`as of ${UTC_MINUTE.source}, ${AGE.source}`), {
      timeout: FIRST_ANSWER_MS,
    });
    // The catalogue: the stored one (not "none stored"), with its age.
    await page.getByRole('tab', { name: 'Forecast' }).click();
    const chooser = page.getByRole('combobox', { name: 'Ensemble model', exact: true });
    await expect(chooser.getByRole('option', { name: 'ECMWF ENS global ensemble (ECMWF, 0.2°)' })).toHaveCount(1, {
      timeout: FIRST_ANSWER_MS,
    });
    await expect(catalogueNote(page)).toContainText(new RegExp(`Offline: stored ${AGE.source}`));
    await expect(page.getByText(/none is stored/)).toHaveCount(0);
    for (const night of [false, true]) {
      if (night) await nightMode(page, true);
      for (const [width, height] of [
        [1440, 900],
        [1280, 720],
        [1920, 1080],
      ] as const) {
        await page.setViewportSize({ width, height });
        await expectToolbarWhole(page);
        await app.shot(`offline ${width}x${height} ${night ? 'night' : 'day'}`);
      }
    }
    await nightMode(page, false);

    // The service returns: the indicator says so without the navigator asking, the marks go.
    const back = await startSandboxProcess(sandboxPort);
    sandbox = back;
    await expect(indicator(page)).toHaveText(/^Online · Demo$/, { timeout: RECOVERY_MS });
    await expect(indicator(page)).toHaveAttribute('data-state', 'online');
    await expect(badge).not.toContainText('ago', { timeout: FIRST_ANSWER_MS });
    await expect(catalogueNote(page)).not.toContainText('stored', { timeout: FIRST_ANSWER_MS });
    await app.shot('online again');
  });
});
