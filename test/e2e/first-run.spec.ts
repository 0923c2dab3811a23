// Issue 26 in Chromium: with no API key Passage runs on demo data and says so, and "Enter API
// key" beside the DEMO DATA banner is one click from the key field. Chosen demo mode offers no
// such button. Runs its own `passage web` with no key in its environment, on the shared demo
// service, in a context of its own.
import type { APIRequestContext } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchToken, SANDBOX_URL_ENV } from './env';
import { expect, test } from './fixtures';
import { opened, shotOf } from './library-helpers';
import { freePort, SANDBOX_KEY, startPassage, stopProcess } from './processes';

const DEMO_BANNER = 'DEMO DATA - synthetic, not for navigation';

/** One backend method over this launch's RPC, as the page calls it; the envelope's value. */
async function rpc(request: APIRequestContext, address: string, method: string, input: unknown): Promise<unknown> {
  const url = new URL(address);
  const response = await request.post(new URL(`/rpc/${method}`, url).href, {
    headers: { 'X-Passage-Token': launchToken(url) },
    data: input,
  });
  expect(response.status()).toBe(200);
  const answer: unknown = await response.json();
  expect(answer).toMatchObject({ ok: true });
  return typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'value') : undefined;
}

test('no key: the demo banner says so and Enter API key opens Settings at the key field', async ({ browser }) => {
  const sandboxUrl = process.env[SANDBOX_URL_ENV];
  if (sandboxUrl === undefined || sandboxUrl === '')
    throw new Error(`${SANDBOX_URL_ENV} is not set: run with \`npx playwright test\`.`);
  const dataDir = await mkdtemp(join(tmpdir(), 'passage-e2e-first-run-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PASSAGE_DEMO_KEY: SANDBOX_KEY };
  delete env['PASSAGE_API_KEY'];
  delete env['PASSAGE_DATA_DIR'];
  // --demo only to use the shared demo service; demo.disable below leaves it on for want of a key.
  const web = await startPassage(
    ['web', '--demo', '--demo-service', sandboxUrl, '--port', String(await freePort()), '--data-dir', dataDir],
    /http:\/\/127\.0\.0\.1:\d+\/#token=[A-Za-z0-9_-]+/,
    env,
  );
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    expect(await rpc(context.request, web.address, 'demo.disable', {})).toMatchObject({
      enabled: true,
      reason: 'no-key',
    });
    await page.goto(web.address);
    await opened(page);

    await expect(page.getByRole('alert').filter({ hasText: DEMO_BANNER })).toHaveText(DEMO_BANNER);
    const enterKey = page.getByRole('button', { name: 'Enter API key' });
    await expect(enterKey).toBeVisible();
    await shotOf(page, 'first-run-01-no-key-banner');

    await enterKey.click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('New API key')).toBeFocused();
    await expect(dialog.getByTestId('key-status')).toHaveText('No key is set: Passage can only use demo data.');
    await expect(dialog.getByTestId('demo-status')).toHaveText(
      'On, because no API key is set. It stays on until a key is set.',
    );
    await shotOf(page, 'first-run-02-key-field-focused');

    // Escape closes it, and the focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enterKey).toBeFocused();

    // Opened from the toolbar instead, the dialog does not jump to the key field.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('New API key')).not.toBeFocused();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // At night the banner and its button keep their contrast.
    await rpc(context.request, web.address, 'settings.set', { nightMode: true });
    await page.reload();
    await opened(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
    await expect(enterKey).toBeVisible();
    await shotOf(page, 'first-run-03-no-key-banner-night');

    // Demo mode chosen: the banner stays, the button does not (there is a key to be had, or not).
    await rpc(context.request, web.address, 'demo.enable', {});
    await page.reload();
    await opened(page);
    await expect(page.getByRole('alert').filter({ hasText: DEMO_BANNER })).toBeVisible();
    await expect(enterKey).toHaveCount(0);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await stopProcess(web.child);
    await rm(dataDir, { recursive: true, force: true });
  }
});
