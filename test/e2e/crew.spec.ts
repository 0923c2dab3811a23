// Crew journeys at a Dutch port call, as a navigator finds them: a saved voyage to Rotterdam,
// the port-call panel from the arrival row, its crew journeys, signed-off crew to Schiphol after the ETA
// plus the clearance time; the journeys stream in one by one, ranked, and one is chosen for the
// report; then the demo service drops the socket mid-stream (its control route): the journeys so
// far stay, the card says so, and Retry gets them all.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FIRST_ANSWER_MS, nameVoyage, opened, startNewVoyage, status, waypointName } from './library-helpers';

/** Off the Hook of Holland, then the Nieuwe Waterweg a few miles short of Rotterdam's port position. */
const DEPARTURE = "52°05.0'N 003°40.0'E";
const ARRIVAL = "51°55.0'N 004°20.0'E";

async function addWaypoint(page: Page, position: string, n: number): Promise<void> {
  await page.getByRole('textbox', { name: 'Position of the new waypoint' }).fill(position);
  await page.getByRole('button', { name: 'Add waypoint', exact: true }).click();
  await expect(waypointName(page, n)).toHaveCount(1);
}

/** Plans a fault on the demo service, over its control route, as a separate process does. */
async function planFault(sandboxUrl: URL, fault: unknown): Promise<void> {
  const response = await fetch(new URL('/__sandbox/faults', sandboxUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: 'transit.plannermixer', fault }),
  });
  expect(response.status).toBe(200);
}

/** Starts recording how many journeys the card lists each time its list changes. */
async function recordJourneyCounts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counts: number[] = [];
    Reflect.set(window, '__crewCounts', counts);
    const count = (): number => document.querySelectorAll('[data-testid="crew-journey"]').length;
    new MutationObserver(() => {
      const n = count();
      if (counts[counts.length - 1] !== n) counts.push(n);
    }).observe(document.body, { childList: true, subtree: true });
  });
}

test('crew journeys to Schiphol stream in and one is chosen; a dropped socket keeps what came, Retry gets the rest', async ({
  page,
  app,
}) => {
  test.setTimeout(150_000);
  await page.goto(app.url.href);
  await opened(page);
  await startNewVoyage(page);
  await addWaypoint(page, DEPARTURE, 1);
  await addWaypoint(page, ARRIVAL, 2);
  await nameVoyage(page, 'Crew change at Rotterdam');
  await page.getByRole('button', { name: 'Save voyage' }).click();
  await expect(status(page)).toHaveText(/^Saved rev 1 at \d\d:\d\dZ$/);

  // The port call at the arrival, from the passage plan: its crew journeys section.
  const plan = page.getByRole('region', { name: 'Route editor' });
  await plan.getByRole('button', { name: /^Port call at / }).click();
  const panel = page.getByRole('region', { name: 'Port call' });
  await expect(panel).toBeVisible({ timeout: FIRST_ANSWER_MS });
  const card = panel.getByRole('region', { name: 'Crew journeys' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/ETA \d\d:\d\d NL \(\d\d:\d\dZ\)/);
  // The stops near the berth, from the planner, for the crew to leave from one of them.
  await expect(card.getByTestId('provenance').first()).toContainText('Stops near the berth', {
    timeout: FIRST_ANSWER_MS,
  });
  await expect(card.getByRole('combobox').locator('option')).not.toHaveCount(1);
  await card.getByRole('radio', { name: /Signed-off crew/ }).check();
  await expect(card).toContainText('Leave the berth at or after');
  await card.getByRole('textbox', { name: 'Travelling to' }).fill('Schiphol');
  await card.getByRole('button', { name: 'Find' }).click();
  await card.getByRole('button', { name: 'Schiphol', exact: true }).click();
  await expect(card).toContainText('To Schiphol');

  await recordJourneyCounts(page);
  await card.getByRole('button', { name: 'Search journeys' }).click();
  const journeys = card.getByTestId('crew-journey');
  const planner = card.getByTestId('provenance').filter({ hasText: 'Journey planner' });
  await expect(planner).toContainText('DEMO DATA', { timeout: FIRST_ANSWER_MS });
  const total = await journeys.count();
  expect(total).toBeGreaterThanOrEqual(3);
  // One by one: the list grew through counts short of the whole before the answer came.
  const counts = await page.evaluate(() => Reflect.get(window, '__crewCounts') as number[]);
  expect(counts.filter((n) => n > 0 && n < total).length).toBeGreaterThanOrEqual(1);
  await expect(journeys.first()).toContainText(/Train \S+ .*from .*\(platform \w+\)/);
  await expect(journeys.first()).toContainText(/Default plan|Differs from the default plan/);
  await expect(journeys.first()).toContainText(/\d+ min walking, \d+ min waiting/);

  await journeys.first().getByRole('button', { name: 'Show route' }).click();
  await expect(page.locator('path.crew-route')).not.toHaveCount(0);
  await journeys.first().getByRole('button', { name: 'Choose' }).click();
  await expect(journeys.first().getByRole('button', { name: 'Chosen ✓' })).toBeVisible();
  await expect(card.getByTestId('crew-chosen-count')).toHaveText('1 journey(s) chosen for the voyage report.');
  await app.shot('crew journeys to Schiphol, one chosen');

  // The socket dropped after two results: those stay, and the card says so.
  await planFault(app.sandbox.url, { kind: 'socket-drop', afterMessages: 2 });
  await card.getByRole('button', { name: 'Search journeys' }).click();
  const incomplete = card.getByTestId('crew-incomplete');
  await expect(incomplete).toContainText('dropped before it had finished', { timeout: FIRST_ANSWER_MS });
  await expect(incomplete).toContainText('found so far are kept');
  const kept = await journeys.count();
  expect(kept).toBeGreaterThanOrEqual(1);
  expect(kept).toBeLessThan(total);
  await app.shot('the socket dropped mid-stream');

  await incomplete.getByRole('button', { name: 'Retry' }).click();
  // Finished: the search button is back, with every journey and no word of a drop.
  await expect(card.getByRole('button', { name: 'Search journeys' })).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await expect(incomplete).toHaveCount(0);
  await expect(journeys).toHaveCount(total);
  await app.shot('retried in full');
  app.expectHealthy();
});
