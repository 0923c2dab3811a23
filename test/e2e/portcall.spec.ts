// The port-call panel as a navigator uses it before arrival: a voyage to Rotterdam, saved, the
// panel from the arrival row with the ETA in UTC, ship's and local time, the conditions at the
// ETA, and the road traffic around the port drawn on the chart and listed; then, with the demo
// service stopped, the panel reopened with the stored traffic marked stale. Road events near
// Rotterdam and Amsterdam are staged in the demo service at its start (traffic-world.ts).
// Rotterdam's waypoint lies at its pilot station 24 NM out at sea (shared/land/approach.ts): the
// panel is still the port's, at the port's own position, from its row and from its details.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { FIRST_ANSWER_MS, opened, startNewVoyage, voyageToRotterdam, waypointName } from './library-helpers';

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
  // The port's own position (the demo catalogue's 51.92N 4.5E), not its waypoint at the pilot station.
  await expect(panel).toContainText("51°55.2'N 004°30.0'E");
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

  // A wider radius lists more (or as many) events, from the store for no extra credit; and along
  // the road to Schiphol, the events on the way there too, the road drawn dashed. Each holds
  // within one road situation: the backend fetches a new one every few minutes (TRAFFIC_FRESH_S),
  // so a pair of reads that a new one fell between is made again.
  const radius = async (km: number): Promise<void> => {
    await traffic.getByRole('spinbutton').fill(String(km));
    await traffic.getByRole('spinbutton').press('Enter');
    await expect(traffic).toContainText(`within ${km} km`);
  };
  const near = await listedTwice(
    traffic,
    () => radius(10),
    () => radius(80),
  );
  expect(near.second).toBeGreaterThanOrEqual(near.first);
  const road = await listedTwice(
    traffic,
    async () => {
      await radius(10);
      if ((await traffic.getByRole('button', { name: 'Port only' }).count()) > 0)
        await traffic.getByRole('button', { name: 'Port only' }).click();
      await expect(traffic).not.toContainText('on the road to');
    },
    async () => {
      await traffic.getByRole('textbox', { name: 'And along the road to' }).fill('Schiphol');
      await traffic.getByRole('button', { name: 'Show' }).click();
      await expect(traffic).toContainText('within 10 km or on the road to Schiphol', { timeout: FIRST_ANSWER_MS });
    },
  );
  expect(road.second).toBeGreaterThanOrEqual(road.first);
  await app.shot('road traffic on the way to Schiphol');
  await traffic.getByRole('button', { name: 'Port only' }).click();
  await expect(traffic).not.toContainText('on the road to');
  // Back to the wide radius before going offline.
  await traffic.getByRole('spinbutton').fill('80');
  await traffic.getByRole('spinbutton').press('Enter');
  await expect(traffic).toContainText('within 80 km');
  expect(await rows.count()).toBeGreaterThan(0);

  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  await expect(drawn).toHaveCount(0);

  // From the port's details (the note left when it was added): the same stop, its waypoint at sea.
  await page.getByRole('status', { name: 'Port added' }).getByRole('button', { name: 'Port details' }).click();
  await page.getByRole('dialog', { name: 'Rotterdam' }).getByRole('button', { name: 'Port call at Rotterdam' }).click();
  await expect(panel.getByRole('heading', { name: 'Port call: Rotterdam' })).toBeVisible();
  await expect(panel).toContainText("51°55.2'N 004°30.0'E");
  await expect(times.getByRole('row', { name: /^ETA / })).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\dZ/);
  await expect(panel).toContainText('The voyage report will include this port call.', { timeout: FIRST_ANSWER_MS });
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);

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
    // The service answers again, maybe before the app's next look at the connection: the traffic
    // is asked again by itself and is no longer stale.
    await app.sandbox.start();
    await expect(traffic.getByTestId('provenance')).not.toContainText('STALE', { timeout: FIRST_ANSWER_MS });
    await expect(traffic).not.toContainText('Stored traffic: the service cannot be reached');
  } finally {
    await app.sandbox.start();
  }
});

test('port call offered for Dutch ports only: from a search result and from port details', async ({ page, app }) => {
  test.setTimeout(120_000);
  await page.goto(app.url.href);
  await opened(page);
  const box = page.getByRole('combobox', { name: 'Search ports and places' });
  const actions = page.getByRole('group', { name: 'Search result actions' });
  const panel = page.getByRole('region', { name: 'Port call' });

  // Le Havre is French: no port call offered.
  await box.fill('Le Havre');
  const havre = page.getByRole('option', { name: /Le Havre\s*Port/ }).first();
  await expect(havre).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await havre.click();
  await expect(actions.getByRole('button', { name: 'Conditions' })).toBeVisible();
  await expect(actions.getByRole('button', { name: /^Port call/ })).toHaveCount(0);

  // Amsterdam from the search: the panel opens, not a stop of this voyage, traffic listed.
  await box.fill('Amsterdam');
  const amsterdam = page.getByRole('option', { name: /Amsterdam\s*Port/ }).first();
  await expect(amsterdam).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await amsterdam.click();
  await actions.getByRole('button', { name: 'Port call at Amsterdam' }).click();
  await expect(panel.getByRole('heading', { name: 'Port call: Amsterdam' })).toBeVisible();
  await expect(panel).toContainText('Not a stop of the voyage in the editor: no ETA.');
  await expect(panel.getByTestId('traffic-summary')).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await panel.getByRole('button', { name: 'Close' }).click();

  // The port's details on the chart: centre on it, click its dot, then "Port details".
  // The list again (↓), not the same text typed again: a new answer arriving after the click
  // would start the list with nothing chosen.
  await box.press('ArrowDown');
  await amsterdam.click();
  await expect(amsterdam).toHaveAttribute('aria-selected', 'true');
  await actions.getByRole('button', { name: 'Centre chart' }).click();
  await expect(page.getByText('Loading ports…')).toBeHidden({ timeout: FIRST_ANSWER_MS });
  const map = page.getByRole('application', { name: /^Chart:/ });
  const area = await map.boundingBox();
  if (!area) throw new Error('the chart has no size');
  const at = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  await expect
    .poll(async () => {
      await page.mouse.move(at.x, at.y - 2);
      await page.mouse.move(at.x, at.y);
      return map.evaluate((element) => element.classList.contains('passage-port-hover'));
    })
    .toBe(true);
  // The click adds the port as a waypoint; its details open from the note it leaves.
  await page.mouse.click(at.x, at.y);
  await page.getByRole('status', { name: 'Port added' }).getByRole('button', { name: 'Port details' }).click();
  const details = page.getByRole('dialog', { name: 'Amsterdam' });
  await details.getByRole('button', { name: 'Port call at Amsterdam' }).click();
  await expect(panel.getByRole('heading', { name: 'Port call: Amsterdam' })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Road traffic' }).locator('tbody tr').first()).toBeVisible({
    timeout: FIRST_ANSWER_MS,
  });
  await app.shot('port call at Amsterdam from its port details');
});

// Regression: the traffic drawing fits the chart to the port in an effect; Leaflet stopping the
// pan still under way fired the chart's move handler inside it, whose counter became the
// effect's dependency, and each run stopped the pan the last one started (Svelte's
// effect_update_depth_exceeded). A navigator met it by opening a second port call at once.
test("another stop's port call while the chart still pans to the first: one panel, no effect loop", async ({
  page,
  app,
}) => {
  await page.goto(app.url.href);
  await opened(page);
  await startNewVoyage(page);
  // Two Dutch stops 3 NM apart (the Nieuwe Waterweg, off the Hook), so the chart pans between them.
  for (const [n, position] of [
    [1, "51°57.0'N 004°10.0'E"],
    [2, "51°58.8'N 004°06.0'E"],
  ] as const) {
    await page.getByRole('textbox', { name: 'Position of the new waypoint' }).fill(position);
    await page.getByRole('button', { name: 'Add waypoint', exact: true }).click();
    await expect(waypointName(page, n)).toHaveCount(1);
  }
  const plan = page.getByRole('region', { name: 'Route editor' });
  const stay = plan.getByRole('textbox', { name: 'Stay at WP 1 (hours:minutes)' });
  await stay.fill('2:00');
  await stay.press('Enter');
  await expect(plan.getByRole('button', { name: /^Port call at / })).toHaveCount(2);
  await plan.getByRole('button', { name: 'Port call at WP 2' }).click();
  const panel = page.getByRole('region', { name: 'Port call' });
  await expect(panel.getByRole('heading', { name: 'Port call: WP 2' })).toBeVisible();
  const mapPane = page.locator('.leaflet-map-pane');
  await expect(mapPane).not.toHaveClass(/leaflet-(pan|zoom)-anim/);

  // Faster than a hand: WP 1, then WP 2 again while the chart pans to WP 1.
  const pannedWhenAsked = await page.evaluate(async () => {
    const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
    const pane = document.querySelector('.leaflet-map-pane')!;
    button('Port call at WP 1').click();
    const until = performance.now() + 2000;
    while (!pane.classList.contains('leaflet-pan-anim') && performance.now() < until)
      await new Promise(requestAnimationFrame);
    const panning = pane.classList.contains('leaflet-pan-anim');
    button('Port call at WP 2').click();
    return panning;
  });
  await expect(panel.getByRole('heading', { name: 'Port call: WP 2' })).toBeVisible();
  await expect(mapPane).not.toHaveClass(/leaflet-(pan|zoom)-anim/);
  app.expectHealthy();
  expect(pannedWhenAsked, 'the second port call was asked while the chart panned').toBe(true);
  await expect(page.locator('.leaflet-traffic-pane path').first()).toBeAttached({ timeout: FIRST_ANSWER_MS });
});

/** The events listed once the panel has its answer, and the road situation they come from. */
async function listed(traffic: Locator): Promise<{ rows: number; situation: string }> {
  await expect(traffic).toHaveAttribute('aria-busy', 'false', { timeout: FIRST_ANSWER_MS });
  return {
    rows: await traffic.locator('tbody tr').count(),
    // The country's summary and the road authority's update time name the situation.
    situation: await traffic.getByTestId('traffic-summary').innerText(),
  };
}

/** The rows listed after `first` and after `second`, both read from one road situation (three tries). */
async function listedTwice(
  traffic: Locator,
  first: () => Promise<void>,
  second: () => Promise<void>,
): Promise<{ first: number; second: number }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await first();
    const a = await listed(traffic);
    await second();
    const b = await listed(traffic);
    if (a.situation === b.situation) return { first: a.rows, second: b.rows };
  }
  throw new Error('a new road situation came between every pair of reads');
}
