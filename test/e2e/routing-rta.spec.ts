// Issue 28 in the browser: a required time of arrival in the Route optimiser. Across the Skagerrak
// approaches (about 220 NM) departing the next hour but one, arriving 22 hours later: the panel
// shows the speed per leg and the fuel saved against the planned 12 kn then waiting at anchor.
// Speed loss is off, so the world is calm water whatever the demo weather brings: the plan must be
// the one constant speed that covers the optimised route's distance in those 22 hours (the
// analytic optimum), and the saving 1 − (v/12)² of the full-speed fuel (fuel per mile ∝ v²).
import { expect, test } from './fixtures';
import { commit } from './library-helpers';
import { typeRoute } from './waypoint-entry';

const DEMO_BANNER = 'DEMO DATA - synthetic, not for navigation';
const FIRST_ANSWER_MS = 30_000;
/** The corridor's ensemble answers from the demo service, then the search and the plan. */
const OPTIMISE_MS = 180_000;
const ROUTE = ['55 30.0N 007 00.0E', '57 54.0N 011 12.0E'] as const;
/** A new voyage's speed on every leg (renderer/src/voyage/editor.ts DEFAULT_SPEED_KN). */
const FULL_SPEED_KN = 12;
const PASSAGE_H = 22;
const H_MS = 3_600_000;

const isoMinute = (ms: number): string => new Date(ms).toISOString().slice(0, 16) + 'Z';

test('an RTA voyage shows the speed plan and the fuel saved against full speed and wait', async ({ page, app }) => {
  test.setTimeout(5 * 60_000);
  // Within the ensemble's reach at any instant: the next hour but one, arriving 22 h later.
  const departMs = Math.ceil(Date.now() / H_MS) * H_MS + H_MS;
  const arriveMs = departMs + PASSAGE_H * H_MS;
  await page.goto(app.url.href);
  await expect(page.getByRole('alert').filter({ hasText: DEMO_BANNER })).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await typeRoute(page, ROUTE);
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), isoMinute(departMs));
  await page.getByRole('tab', { name: 'Route optimiser' }).click();
  const panel = page.getByRole('region', { name: 'Route optimiser' });
  await expect(panel.getByRole('button', { name: 'Estimate' })).toBeVisible({ timeout: FIRST_ANSWER_MS });

  // An arrival before the departure is refused in words before anything is spent.
  const arriveBy = panel.getByRole('textbox', { name: 'Arrive by (UTC)' });
  await arriveBy.fill(isoMinute(departMs - H_MS));
  await expect(panel.getByText('Arrive by: the required time of arrival must be after the departure.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Estimate' })).toBeDisabled();

  await arriveBy.fill(isoMinute(arriveMs));
  await panel.getByRole('checkbox', { name: 'No limits (storms and land still apply)' }).check();
  await panel.getByRole('checkbox', { name: 'Speed loss in wind and waves (Kwon)' }).uncheck();
  await panel.getByRole('button', { name: 'Estimate' }).click();
  await panel.getByRole('button', { name: 'Optimise' }).click();
  const plan = panel.getByRole('region', { name: 'Speed plan' });
  await expect(plan).toBeVisible({ timeout: OPTIMISE_MS });
  await plan.scrollIntoViewIfNeeded();
  await app.shot('speed plan');

  const arrival = new Date(arriveMs).toISOString().slice(0, 16).replace('T', ' ') + 'Z';
  await expect(plan.getByRole('heading')).toHaveText(`Arrive by ${arrival}: speed per leg for the least fuel`);
  await expect(plan.getByText(/, on time for /)).toBeVisible();
  await expect(plan).toContainText('typical bulk carrier: 14 kn, 28 t/day, 8.4-14.8 kn range, HFO assumed');

  // The optimised route's distance, from the comparison beside it.
  const comparison = panel.getByRole('table', { name: /Optimised route against the baseline/ });
  const optimisedRow = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Optimised' }) });
  const distanceNm = Number(await optimisedRow.getByRole('cell').nth(0).innerText());
  expect(distanceNm).toBeGreaterThan(200);
  const constantKn = distanceNm / PASSAGE_H;

  // Every leg at the one constant speed, to the 0.1 kn shown; the last leg ends at the RTA.
  const legs = plan
    .getByRole('table', { name: 'Speed per leg' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  const count = await legs.count();
  expect(count).toBeGreaterThanOrEqual(1);
  let legFuel = 0;
  for (let i = 0; i < count; i++) {
    const cells = legs.nth(i).getByRole('cell');
    expect(Math.abs(Number(await cells.nth(0).innerText()) - constantKn), `leg ${i + 1}`).toBeLessThanOrEqual(0.1);
    legFuel += Number(await cells.nth(2).innerText());
  }
  await expect(legs.last().getByRole('cell').nth(1)).toHaveText(arrival);

  // Fuel: the legs add up to the plan's; full speed burns (12/v)² times as much; the saving is the difference.
  const fuel = plan.getByRole('table', { name: 'Fuel against full speed and wait' });
  const row = (name: RegExp) => fuel.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  const planT = Number(
    await row(/^Speed plan$/)
      .getByRole('cell')
      .nth(2)
      .innerText(),
  );
  const fullT = Number(
    await row(/^Full speed \(12 kn\) and wait$/)
      .getByRole('cell')
      .nth(2)
      .innerText(),
  );
  expect(Math.abs(legFuel - planT)).toBeLessThanOrEqual(0.05 * count + 0.05);
  expect(fullT / planT).toBeCloseTo((FULL_SPEED_KN / constantKn) ** 2, 1);
  const savedText = await plan.getByText('Saved against full speed and wait:').innerText();
  const saved = Number(/([\d.]+) t fuel/.exec(savedText)?.[1]);
  // The saving said agrees with the two figures beside it.
  expect(saved).toBeCloseTo(fullT - planT, 5);
  // CO2 by the IMO factor for HFO.
  const planCo2 = Number(
    await row(/^Speed plan$/)
      .getByRole('cell')
      .nth(3)
      .innerText(),
  );
  expect(planCo2 / planT).toBeCloseTo(3.114, 1);
  app.expectHealthy();
});
