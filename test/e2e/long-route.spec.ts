// A 200-waypoint route in the passage plan: the table keeps only the rows around the view in the
// page (a drag on a long route recomputes every later ETA on every frame), yet every row is
// reachable by scrolling, by keyboard and from the chart, and keeps what the navigator types.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const WAYPOINTS = 200;
const FIRST_ANSWER_MS = 30_000;

/** A zig-zag across the North Atlantic, saved through the backend; its id. */
async function saveLongVoyage(page: Page, url: URL, token: string): Promise<string> {
  const name = `Long route ${Math.random().toString(36).slice(2, 8)}`;
  const waypoints = Array.from({ length: WAYPOINTS }, (_, i) => ({
    id: `wp${i + 1}`,
    name: `WP ${i + 1}`,
    position: { lat: 45 + 3 * Math.sin(i / 4), lon: -70 + (60 * i) / (WAYPOINTS - 1) },
    legGeometry: 'rhumb',
  }));
  const departureUtc = Math.ceil(Date.now() / 3_600_000) * 3600 + 3600;
  const response = await page.request.post(new URL('/rpc/voyages.save', url).href, {
    headers: { 'X-Passage-Token': token },
    data: { voyage: { name, route: { name, waypoints }, departureUtc, speedsKn: [14], staysS: {} } },
  });
  expect(response.status()).toBe(200);
  const envelope = (await response.json()) as { ok: boolean; value: { id: string } };
  expect(envelope.ok).toBe(true);
  return envelope.value.id;
}

const nameField = (page: Page, n: number): Locator =>
  page.getByRole('textbox', { name: `Name of waypoint ${n}`, exact: true });

/** The bottom panel that scrolls the plan. */
function planPanel(page: Page): Locator {
  return page.getByRole('tabpanel').filter({ has: page.getByRole('table', { name: 'Passage plan' }) });
}

test('a long route: only the rows in view are in the page, every row is reachable and editable', async ({
  page,
  app,
}) => {
  const id = await saveLongVoyage(page, app.url, app.token);
  await page.addInitScript(
    (voyageId) => localStorage.setItem('passage.lastVoyage', JSON.stringify({ kind: 'saved', id: voyageId })),
    id,
  );
  await page.goto(app.url.href);
  await expect(nameField(page, 1)).toBeVisible({ timeout: FIRST_ANSWER_MS });

  // The table says how many rows it has, and holds far fewer of them.
  const plan = page.getByRole('table', { name: 'Passage plan' });
  await expect(plan).toHaveAttribute('aria-rowcount', String(WAYPOINTS + 1));
  const rendered = await page.getByRole('textbox', { name: /^Name of waypoint \d+$/ }).count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(60);
  await expect(nameField(page, WAYPOINTS)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Passage totals' })).toContainText('Total');
  await app.shot('top of a 200-waypoint plan');

  // Scrolled to the end, the last rows are there, in view, and take an edit like any other.
  await planPanel(page).evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(nameField(page, WAYPOINTS)).toBeInViewport();
  await expect(nameField(page, 1)).toHaveCount(0);
  await nameField(page, WAYPOINTS).fill('Landfall');
  await nameField(page, WAYPOINTS).press('Enter');
  await expect(page.getByRole('button', { name: `Waypoint ${WAYPOINTS}: Landfall` })).toHaveCount(1);
  await app.shot('end of the plan, last waypoint renamed');

  // Tabbing through the fields walks on into rows that were not in the page (seven stops a row:
  // name, position, leg, speed, stay, insert, delete).
  await planPanel(page).evaluate((el) => (el.scrollTop = 0));
  await nameField(page, 3).focus();
  for (let i = 0; i < 7 * 30; i++) await page.keyboard.press('Tab');
  await expect(nameField(page, 33)).toBeFocused();
  await expect(nameField(page, 33)).toBeInViewport();

  // Text typed and not yet committed stays while the row is scrolled far out of view.
  await nameField(page, 33).fill('Half typed');
  await planPanel(page).evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
  await expect(nameField(page, 33)).toBeFocused();
  await expect(nameField(page, 33)).toHaveValue('Half typed');
  await nameField(page, 33).press('Escape');
  await expect(nameField(page, 33)).toHaveValue('WP 33');

  // A waypoint chosen on the chart brings its row into view.
  await page.getByRole('button', { name: 'Waypoint 150: WP 150' }).dispatchEvent('click');
  await expect(nameField(page, 150)).toBeInViewport();
  await expect(page.locator('tr.selected')).toHaveAttribute('aria-rowindex', '151');
  await app.shot('row of the waypoint chosen on the chart');
  app.expectHealthy();
});
