// The whole stack in a browser: built renderer -> `passage web --demo` -> page -> /rpc ->
// backend -> in-process sandbox, and back with the answer's provenance.
import type { Page } from '@playwright/test';
import { E2E_API_KEY } from './env';
import { expect, test } from './fixtures';

const DEMO_BANNER = 'DEMO DATA - synthetic, not for navigation';
/** The first answer waits for the backend; the demo service's datasets load on first use. */
const FIRST_ANSWER_MS = 30_000;

async function expectSecretsAbsent(page: Page, secrets: readonly string[]): Promise<void> {
  const text = await page.locator('body').innerText();
  const html = await page.content();
  for (const secret of secrets) {
    expect(text.includes(secret), 'a secret is in the page text').toBe(false);
    expect(html.includes(secret), 'a secret is in the page markup').toBe(false);
  }
}

/** The status bar names the backend's service: one answer through this window's transport. */
async function expectDemoService(page: Page): Promise<void> {
  await expect(page.getByTestId('service-status')).toHaveText(
    /Built-in demo service at http:\/\/127\.0\.0\.1:\d+ \(demo mode was chosen\)/,
    { timeout: FIRST_ANSWER_MS },
  );
}

test('opens in demo mode, edits a route on the chart and answers from the demo service', async ({ page, app }) => {
  await page.goto(app.url.href);
  await expect(page.getByRole('alert')).toHaveText(DEMO_BANNER, { timeout: FIRST_ANSWER_MS });
  await expect(page.getByText('browser (passage web)')).toBeVisible();
  await expectDemoService(page);
  // backend.ts takes the token out of the address bar (no bookmarks, no history).
  expect(new URL(page.url()).hash).not.toContain('token');
  await app.shot('opened in demo mode');

  // A window that remembers nothing opens a new, empty voyage; the chart and the waypoint table
  // edit it, scheduled live in the page.
  const plan = page.getByRole('table', { name: 'Passage plan' });
  const nameOf = (n: number) => page.getByRole('textbox', { name: `Name of waypoint ${n}` });
  await expect(nameOf(1)).toHaveCount(0);
  const chart = page.getByTestId('route-chart');
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no size');
  const at = (x: number, y: number) => page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  await at(0.3, 0.3);
  await at(0.6, 0.5);
  await expect(nameOf(2)).toHaveCount(1);
  await expect(plan).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\dZ/);
  const second = await nameOf(2).inputValue();
  await expect(page.getByRole('button', { name: `Delete waypoint ${second}` })).toBeVisible();

  // A click on open water clear of the leg adds a waypoint; Ctrl+Z takes it away again.
  await at(0.3, 0.75);
  await expect(nameOf(3)).toHaveCount(1);
  await app.shot('waypoints added on the chart');
  await page.locator('body').press('Control+z');
  await expect(nameOf(3)).toHaveCount(0);
  await expect(nameOf(2)).toHaveCount(1);

  await expectSecretsAbsent(page, [app.token, E2E_API_KEY]);
  app.expectHealthy();
});

test('keeps working after a reload (token kept for this tab)', async ({ page, app }) => {
  await page.goto(app.url.href);
  await expect(page.getByRole('alert')).toHaveText(DEMO_BANNER, { timeout: FIRST_ANSWER_MS });

  await page.reload();
  // The token is gone from the address; the fragment now names only the chart's view (map=).
  expect(new URL(page.url()).hash).toMatch(/^(#map=[\d./-]+)?$/);
  await expect(page.getByRole('alert')).toHaveText(DEMO_BANNER, { timeout: FIRST_ANSWER_MS });
  await app.shot('reloaded');

  await expectDemoService(page);

  await expectSecretsAbsent(page, [app.token, E2E_API_KEY]);
  app.expectHealthy();
});

test('says in words what to do when opened without the printed address', async ({ page, app }) => {
  await page.goto(app.url.origin);
  await expect(page.getByText(/This window has no access to Passage/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await app.shot('opened without token');
  app.expectHealthy();
});
