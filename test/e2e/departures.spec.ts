// Issue 16 in the browser: the departure planner on a Biscay passage. A sweep of five departures
// (estimate first, then progress, the ranked table and the risk chart); a row chosen sets the
// voyage's departure and one Undo puts it back; then the clock moves 12 hours on (the demo
// service and Passage both, so a newer model run is out): the stored sweep is there on reopening,
// a new sweep shows what changed since the earlier run and the history lists both; with the
// demo service stopped, the stored sweep is shown, stale.
// Runs its own demo service and `passage web` processes on a fresh data folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { E2E_API_KEY } from './env';
import { expect, test } from '@playwright/test';
import { freePort, startSandboxProcess, startWebProcess, stopProcess, type Started } from './processes';
import { commit } from './library-helpers';

const FIRST_ANSWER_MS = 30_000;
/** A sweep asks ~40 ensemble answers of the demo service; room for a slow CI machine. */
const SWEEP_MS = 90_000;
const H_MS = 3_600_000;

/** Western Approaches to Lisbon: about 2.5 days at the default speed. */
const ROUTE = ['49 54.0N 005 30.0W', '47 00.0N 008 00.0W', '43 30.0N 009 30.0W', '38 40.0N 009 30.0W'] as const;
const NAME = 'Biscay departures';

/**
 * The first departure: a whole 6 h at least 13 h ahead, so that it is still ahead after the
 * clock has moved 12 h on (the backend refuses departures in the past).
 */
const FIRST_MS = Math.ceil((Date.now() + 13 * H_MS) / (6 * H_MS)) * 6 * H_MS;
const isoMinute = (ms: number): string => new Date(ms).toISOString().slice(0, 16);
const fieldTime = (ms: number): string => `${isoMinute(ms).replace('T', ' ')}Z`;

const SCREENSHOT_DIR = join(import.meta.dirname, '../../test-results/e2e');

/**
 * What the page must never show, as the shared fixture watches for it: console errors, uncaught
 * exceptions, refused requests. This test runs its own servers, one after the other, so requests
 * to each are the page's own.
 */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return problems;
}

async function planRoute(page: Page): Promise<void> {
  const plan = page.getByRole('region', { name: 'Route editor' });
  const deletes = plan.getByRole('button', { name: /^Delete waypoint/ });
  while ((await deletes.count()) > ROUTE.length) await deletes.last().click();
  const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
  for (let n = await deletes.count(); n < ROUTE.length; n++) {
    await newPosition.fill(ROUTE[n]!);
    await page.getByRole('button', { name: 'Add waypoint' }).click();
    await expect(page.getByRole('textbox', { name: `Name of waypoint ${n + 1}` })).toHaveCount(1);
  }
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), `${isoMinute(FIRST_MS)}Z`);
  await commit(page.getByRole('textbox', { name: 'Voyage name' }), NAME);
  await page.getByRole('button', { name: 'Save voyage' }).click();
  await expect(page.getByRole('listitem', { name: NAME, exact: true })).toBeVisible({ timeout: FIRST_ANSWER_MS });
}

/** The voyage's departure as the waypoint editor shows it. */
async function departureField(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Waypoints' }).click();
  const value = await page.getByRole('textbox', { name: 'Departure (UTC)' }).inputValue();
  await page.getByRole('tab', { name: 'Departures' }).click();
  return value;
}

/** The window of five departures every 6 h from FIRST_MS, then Estimate and Sweep. */
async function sweep(page: Page, panel: Locator): Promise<void> {
  await commit(panel.getByRole('textbox', { name: 'Earliest departure (UTC)' }), fieldTime(FIRST_MS));
  await commit(panel.getByRole('textbox', { name: 'Latest departure (UTC)' }), fieldTime(FIRST_MS + 24 * H_MS));
  await panel.getByRole('button', { name: 'Estimate' }).click();
  const estimate = panel.getByRole('group', { name: 'Credit estimate' });
  await expect(estimate).toContainText(/Sweeping 5 departures will spend \d+ credits/, { timeout: FIRST_ANSWER_MS });
  await expect(estimate).toContainText(/One forecast run of this voyage costs \d+ credits/);
  await panel.getByRole('button', { name: 'Sweep departures' }).click();
  await expect(panel.getByRole('progressbar', { name: 'Sweep progress' })).toHaveCount(0, { timeout: SWEEP_MS });
  await expect(departureRows(panel)).toHaveCount(5, { timeout: SWEEP_MS });
}

/** The ranked departures' rows. */
const departureRows = (panel: Locator): Locator => panel.getByRole('table').locator('tbody tr');

async function openVoyage(page: Page, url: string): Promise<Locator> {
  await page.goto('about:blank'); // the same address again would only change the hash, not reload
  await page.goto(url);
  // The voyage open when the page was left opens again by itself; else it is opened from the list.
  const open = page.getByRole('button', { name: `Open ${NAME}`, exact: true });
  await expect(open).toBeVisible({ timeout: FIRST_ANSWER_MS });
  if (await open.isEnabled()) await open.click();
  await expect(page.getByRole('textbox', { name: 'Voyage name' })).toHaveValue(NAME);
  await page.getByRole('tab', { name: 'Departures' }).click();
  return page.getByRole('region', { name: 'Departures' });
}

test.describe('the departure planner', () => {
  let dataDir = '';
  const started: Started[] = [];
  const start = async (clockOffsetH: number): Promise<{ web: Started; sandbox: Started }> => {
    const extraEnv = { PASSAGE_CLOCK_OFFSET_H: String(clockOffsetH) };
    const sandbox = await startSandboxProcess(await freePort(), undefined, extraEnv);
    const web = await startWebProcess({
      port: await freePort(),
      dataDir,
      sandboxUrl: sandbox.address,
      apiKey: E2E_API_KEY,
      extraEnv,
    });
    started.push(sandbox, web);
    return { web, sandbox };
  };

  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'passage-e2e-departures-'));
  });
  test.afterAll(async () => {
    for (const process of started) await stopProcess(process.child);
    await rm(dataDir, { recursive: true, force: true });
  });

  test('sweeps, chooses and undoes a departure; shows what a newer run changed; reopens offline, stale', async ({
    page,
  }, testInfo) => {
    test.setTimeout(6 * 60_000);
    const problems = watch(page);
    let shots = 0;
    const app = {
      async shot(step: string): Promise<void> {
        const path = join(
          SCREENSHOT_DIR,
          `departures-${String(++shots).padStart(2, '0')}-${step.replace(/\W+/g, '-')}.png`,
        );
        await page.screenshot({ path, fullPage: true });
        await testInfo.attach(step, { path, contentType: 'image/png' });
      },
    };
    const first = await start(0);
    await page.goto(first.web.address);
    await planRoute(page);
    await page.getByRole('tab', { name: 'Departures' }).click();
    const panel = page.getByRole('region', { name: 'Departures' });
    await sweep(page, panel);
    const table = panel.getByRole('table');
    await expect(table).toContainText(fieldTime(FIRST_MS).replace('Z', ''));
    await expect(panel).toContainText(/Leave \d\d \w{3} \d\dZ/);
    await expect(panel).toContainText('DEMO DATA');
    await expect(panel.locator('canvas')).toHaveCount(1);
    // No vessel: the default limits, the 1 NM visibility among them, judged as the forecast judges
    // them, in the table's risk, hours and P90 columns and on the chart alike.
    for (const head of ['Visibility', 'Visibility below', 'Visibility P10 min NM'])
      await expect(table.getByRole('columnheader', { name: head, exact: true })).toHaveCount(1);
    await expect(
      panel.getByRole('img', {
        name: /^Share of ensemble members beyond the wind, gust, Hs and minimum visibility limits/,
      }),
    ).toBeVisible();
    await app.shot('sweep ranked');

    // The voyage's own departure is marked, with nothing to use; choose the second of the others
    // (whatever the ranking puts where today): the voyage departs then, and one Undo restores it.
    const before = await departureField(page);
    expect(before).toBe(`${isoMinute(FIRST_MS)}:00Z`);
    const current = table.locator('tbody tr[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Current departure');
    await expect(current.getByRole('button', { name: 'Use this departure' })).toHaveCount(0);
    const second = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Use this departure' }) })
      .nth(1);
    const chosenText = (await second.getByRole('rowheader').innerText()).split('\n')[0]!.trim();
    await second.getByRole('button', { name: 'Use this departure' }).click();
    await expect(page.getByRole('tab', { name: 'Forecast' })).toHaveAttribute('aria-selected', 'true');
    const chosen = await departureField(page);
    expect(chosen.replace('T', ' ').replace(':00Z', 'Z')).toBe(chosenText);
    await app.shot('departure chosen');
    await page.getByRole('tab', { name: 'Waypoints' }).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Departure (UTC)' })).toHaveValue(before);
    await page.getByRole('button', { name: 'Save voyage' }).click();

    // Twelve hours later: a newer model run. The stored sweep is there on reopening, for 0 credits.
    await page.goto('about:blank');
    await stopProcess(first.web.child);
    await stopProcess(first.sandbox.child);
    const later = await start(12);
    const reopened = await openVoyage(page, later.web.address);
    await expect(departureRows(reopened)).toHaveCount(5, {
      timeout: FIRST_ANSWER_MS,
    });
    await sweep(page, reopened);
    await expect(reopened.getByRole('heading', { name: 'What changed' })).toBeVisible();
    // The words name the earlier run, whether the top departure held ("as with the …") or moved.
    await expect(reopened.getByRole('heading', { name: 'What changed' }).locator('..')).toContainText(
      /The top departure (is still .*, as with|moved from .* since) the \d\d \w{3} \d\dZ run/,
    );
    const history = reopened.getByRole('list', { name: 'Sweep history' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await app.shot('what changed since the earlier run');

    // The demo service stops: the stored sweep is still shown, marked stale.
    await stopProcess(later.sandbox.child);
    const offline = await openVoyage(page, later.web.address);
    await expect(departureRows(offline)).toHaveCount(5, {
      timeout: FIRST_ANSWER_MS,
    });
    await expect(offline).toContainText(/stale/i);
    await app.shot('stored sweep offline, stale');
    expect(problems, 'the page showed problems').toEqual([]);
  });
});
