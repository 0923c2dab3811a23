// The port-call panel as a navigator uses it before arrival: a voyage to Rotterdam, saved, the
// panel from the arrival row with the ETA in UTC, ship's and local time, the conditions at the
// ETA, and the road traffic around the port drawn on the chart and listed; then, with the demo
// service stopped, the panel reopened with the stored traffic marked stale.
import { expect, test } from './fixtures';
import { FIRST_ANSWER_MS, voyageToRotterdam } from './library-helpers';

test('port call at Rotterdam: times, conditions, road traffic drawn and listed, stale offline', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  await page.goto(app.url.href);
  await voyageToRotterdam(page);
  await page.getByRole('button', { name: 'Save voyage' }).click();

  // Offered on the arrival row (a Dutch port), not on the departure row.
  const plan = page.getByRole('region', { name: 'Route editor' });
  await expect(plan.getByRole('button', { name: /^Port call at / })).toHaveCount(1);
  await plan.getByRole('button', { name: 'Port call at Rotterdam' }).click();

  const panel = page.getByRole('region', { name: 'Port call' });
  await expect(panel.getByRole('heading', { name: 'Port call: Rotterdam' })).toBeVisible();
  const times = panel.getByRole('table', { name: /^Times at / });
  await expect(times.getByRole('row', { name: /^ETA / })).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\dZ/);
  await expect(times.getByRole('row', { name: /^ETA / })).toContainText(/\(UTC\+[12]\)/);
  await expect(panel).toContainText('The voyage report will include this port call.', { timeout: FIRST_ANSWER_MS });

  const conditions = panel.getByRole('region', { name: 'Conditions at the ETA' });
  await expect(conditions).toContainText(/Wind\s*[NESW]{0,3} ?\d+ kn/, { timeout: FIRST_ANSWER_MS });

  const traffic = panel.getByRole('region', { name: 'Road traffic' });
  await expect(traffic.getByTestId('traffic-summary')).toContainText(/Netherlands: \d+ jams?, \d+ events/, {
    timeout: FIRST_ANSWER_MS,
  });
  await expect(traffic.getByTestId('provenance')).toContainText('DEMO DATA');
  const rows = traffic.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(rows.first()).toContainText(/^(A|N)\d+/);
  await expect(rows.first()).toContainText(/\d+\.\d km$/);
  // Drawn on the chart: a line or dot per placed event, plus the radius circle.
  const drawn = page.locator('.leaflet-traffic-pane path');
  await expect.poll(() => drawn.count()).toBeGreaterThan(1);
  await app.shot('port call at Rotterdam with road traffic');

  // A wider radius lists more (or as many) events, from the store for no extra credit.
  const before = await rows.count();
  await traffic.getByRole('spinbutton').fill('80');
  await traffic.getByRole('spinbutton').press('Enter');
  await expect(traffic).toContainText('within 80 km');
  expect(await rows.count()).toBeGreaterThanOrEqual(before);

  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  await expect(drawn).toHaveCount(0);

  // The service stopped: the stored traffic comes back, marked stale.
  await app.sandbox.stop();
  // The backend remembers for a second that the service answered (service-source.ts).
  await page.waitForTimeout(1100);
  try {
    await plan.getByRole('button', { name: 'Port call at Rotterdam' }).click();
    await expect(traffic.getByTestId('provenance')).toContainText('STALE', { timeout: FIRST_ANSWER_MS });
    await expect(traffic).toContainText('Stored traffic: the service cannot be reached');
    expect(await rows.count()).toBeGreaterThan(0);
    await expect.poll(() => drawn.count()).toBeGreaterThan(1);
    await app.shot('port call offline, traffic stale');
  } finally {
    await app.sandbox.start();
  }
});
