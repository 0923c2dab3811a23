// Settings in Chromium against `passage web --demo`: units and night mode kept, a bad address
// explained, and an API key set and cleared without ever reaching the page.
import type { Browser, Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_API_KEY, SANDBOX_URL_ENV } from './env';
import { expect, test, type App } from './fixtures';
import { opened, shotOf } from './library-helpers';
import { freePort, SANDBOX_KEY, startPassage, stopProcess } from './processes';

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
