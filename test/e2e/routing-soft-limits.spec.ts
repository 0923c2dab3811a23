// Issue 28 in the browser: limits that cannot be kept still get a route. In a demo world arranged
// so that a short open-sea passage blows above the default limits at its start now and keeps them
// from a later departure (soft-limits-world.ts), the optimiser gives the route that breaks them
// least, says which limit breaks where (degrees and minutes, never raw decimals), when and by how
// much, and offers the later departure; "Depart then" takes it, and the route found from it keeps
// the limits.
import { expect, test } from './fixtures';
import { commit } from './library-helpers';
import { typeRoute } from './waypoint-entry';
import { WAVE_ENSEMBLE_REQUEST, WIND_ENSEMBLE_REQUEST } from '../../shared/forecast/ensemble-models';
import { softLimitsWorld, type SoftLimitsWorld } from './soft-limits-world';
import { clockClearOfNewRun } from './world-clock';
import { startWorldInstance, type WorldInstance } from './world-instance';
import { formatPosition } from '../../shared/domain/coordinates';

const DEMO_BANNER = 'DEMO DATA - synthetic, not for navigation';
const FIRST_ANSWER_MS = 30_000;
const OPTIMISE_MS = 180_000;
const H_MS = 3_600_000;
/** A position as the app writes it: 47°30.00'N 009°00.00'W. */
const POSITION = /\d{2}°\d{2}\.\d{2}'[NS] \d{3}°\d{2}\.\d{2}'[EW]/;
const RAW_DECIMALS = /-?\d{1,3}\.\d{3,}/;

const isoMinute = (ms: number): string => new Date(ms).toISOString().slice(0, 16) + 'Z';
const shown = (ms: number): string => isoMinute(ms).replace('T', ' ');

// The next hour but one: within the ensemble's reach at any instant, and after the test starts.
const departMs = Math.ceil(Date.now() / H_MS) * H_MS + H_MS;
let world: SoftLimitsWorld;
let own: WorldInstance | null = null;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const clock = clockClearOfNewRun(Date.now() / 1000, [WIND_ENSEMBLE_REQUEST.model, WAVE_ENSEMBLE_REQUEST.model]);
  world = softLimitsWorld(departMs / 1000, clock.nowUtc);
  own = await startWorldInstance(world.seed, clock);
});

test.afterAll(async () => {
  await own?.stop();
});

test('limits that cannot be kept give the route that breaks them least, what breaks, and a later departure', async ({
  page,
  app,
}) => {
  test.setTimeout(6 * 60_000);
  await page.goto(app.url.href);
  await expect(page.getByRole('alert').filter({ hasText: DEMO_BANNER })).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await typeRoute(page, [formatPosition(world.passage.from), formatPosition(world.passage.to)]);
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), isoMinute(departMs));
  await page.getByRole('tab', { name: 'Route optimiser' }).click();
  const panel = page.getByRole('region', { name: 'Route optimiser' });
  await panel.getByRole('button', { name: 'Estimate' }).click();
  await panel.getByRole('button', { name: 'Optimise' }).click({ timeout: FIRST_ANSWER_MS });

  const soft = panel.getByRole('alert', { name: 'Limits broken' });
  await expect(soft).toBeVisible({ timeout: OPTIMISE_MS });
  await soft.scrollIntoViewIfNeeded();
  await app.shot('limits broken, route given, later departure offered');
  await expect(soft).toContainText(
    `No route keeps the P90 limits (wind 34 kn, gusts 45 kn, Hs 4.0 m) departing ${shown(departMs)}: this is the fastest route that breaks them least.`,
  );
  // Each limit broken: its worst value where and when, in the navigator's notation.
  const breaches = soft.getByRole('listitem');
  expect(await breaches.count()).toBeGreaterThan(0);
  for (const line of await breaches.allInnerTexts()) {
    expect(line).toMatch(/^(Wind|Gusts|Hs) above [\d.]+ (kn|m): up to [\d.]+ (kn|m) \(\d+ % over\) at /);
    expect(line).toMatch(POSITION);
    expect(line).not.toMatch(RAW_DECIMALS);
  }
  // A route all the same, usable.
  await expect(panel.getByRole('table', { name: /Optimised route against the baseline/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Use this route' })).toBeEnabled();
  // Every waypoint says why it is there.
  await panel.getByText(/^Waypoints \(\d+\) and why each is there$/).click();
  const rows = panel
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Why' }) })
    .getByRole('row');
  const whys = (await rows.allInnerTexts()).slice(1).map((row) => row.split('\t').at(-1)?.trim());
  expect(whys[0]).toBe('start');
  expect(whys.at(-1)).toBe('end');
  for (const why of whys)
    expect(why).toMatch(
      /^(start|end|via \(given\)|clears land|keeps out of|follows the great circle|the weather pays)/,
    );

  // The later departure: on the planner's 6 h grid, no later than the one the world was arranged for.
  const offer = /Depart later: departing (\d{4}-\d\d-\d\d \d\d:\d\d)Z, a route keeps the limits/.exec(
    await soft.innerText(),
  );
  expect(offer).not.toBeNull();
  const laterMs = Date.parse(`${offer![1]!.replace(' ', 'T')}:00Z`);
  expect(laterMs).toBeGreaterThan(departMs);
  expect(laterMs % (6 * H_MS)).toBe(0);
  expect(laterMs).toBeLessThanOrEqual(world.calmDepartureUtc * 1000);

  await soft.getByRole('button', { name: 'Depart then and estimate again' }).click();
  // The voyage departs then: the optimiser reads it from the voyage.
  await expect(panel.getByText(`First to last waypoint of the voyage, departing ${shown(laterMs)}`)).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: `The voyage now departs ${shown(laterMs)}` })).toBeVisible();
  await panel.getByRole('button', { name: 'Optimise' }).click({ timeout: FIRST_ANSWER_MS });
  await expect(panel.getByText(/credits spent/)).toBeVisible({ timeout: OPTIMISE_MS });
  await expect(panel.getByRole('progressbar')).toHaveCount(0, { timeout: OPTIMISE_MS });
  await expect(soft).toHaveCount(0);
  // The route shown now sails from the later departure.
  const comparison = panel.getByRole('table', { name: /Optimised route against the baseline/ });
  const optimisedRow = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Optimised' }) });
  const eta = /(\d{4}-\d\d-\d\d \d\d:\d\d)/.exec(await optimisedRow.getByRole('cell').nth(2).innerText());
  expect(eta).not.toBeNull();
  expect(Date.parse(`${eta![1]!.replace(' ', 'T')}:00Z`)).toBeGreaterThan(laterMs);
  await panel.getByRole('button', { name: 'Use this route' }).scrollIntoViewIfNeeded();
  await app.shot('departing later, the limits kept');
  app.expectHealthy();
});
