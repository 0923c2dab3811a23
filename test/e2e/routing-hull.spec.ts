// The Route optimiser with a hull (issue 29) in Chromium against `passage web --demo`: the
// isochrones find the least time only and cannot price the dangerous zones of MSC.1/Circ.1228, so
// once the voyage's vessel profile has a hull the Method choice is the graph search, not to be
// changed, and the panel says why; the estimate of that request is taken (nothing refused), and
// the routes compared say their hours in a dangerous zone. Without a vessel the isochrones are
// offered as before.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { commit, FIRST_ANSWER_MS, nextHourIso, opened, startNewVoyage, unique } from './library-helpers';
import { typeRoute } from './waypoint-entry';

/** A route with a hull is searched some seconds longer than one without. */
const OPTIMISE_MS = 90_000;
/** Across the Skagerrak approaches, as routing-rta.spec.ts sails. */
const ROUTE = ['55 30.0N 007 00.0E', '57 54.0N 011 12.0E'] as const;

async function newProfileWithHull(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Vessel' }).click();
  await page.getByRole('button', { name: 'New vessel profile' }).click();
  const form = page.getByRole('form', { name: 'New vessel profile' });
  await form.getByRole('textbox', { name: 'Vessel name' }).fill(name);
  await form.getByRole('textbox', { name: 'Length L (m)' }).fill('40');
  await form.getByRole('textbox', { name: 'Beam B (m)' }).fill('10');
  await form.getByRole('textbox', { name: 'Draught (m)' }).fill('2.5');
  await form.getByRole('textbox', { name: /^GM \(m\)/ }).fill('1');
  await form.getByRole('button', { name: 'Save profile' }).click();
  const profile = page.getByRole('list', { name: 'Vessel profiles' }).getByRole('listitem').filter({ hasText: name });
  await expect(profile.getByTestId('profile-hull')).toHaveText('L 40 m, B 10 m, draught 2.5 m, GM 1 m');
  await profile.getByRole('button', { name: `Use ${name} for this voyage` }).click();
}

test('with a hull the Route optimiser searches the graph, and says the isochrones cannot price the zones', async ({
  page,
  app,
}) => {
  test.setTimeout(3 * 60_000);
  await page.goto(app.url.href);
  await expect(page.getByText('DEMO DATA - synthetic, not for navigation').first()).toBeVisible({
    timeout: FIRST_ANSWER_MS,
  });
  await opened(page);
  await startNewVoyage(page);
  await typeRoute(page, ROUTE);
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), nextHourIso());

  // No vessel: the isochrones may be chosen.
  await page.getByRole('tab', { name: 'Route optimiser' }).click();
  const panel = page.getByRole('region', { name: 'Route optimiser' });
  const method = panel.getByRole('combobox', { name: 'Method' });
  await expect(method).toBeEnabled({ timeout: FIRST_ANSWER_MS });
  await method.selectOption('isochrones');
  await expect(method).toHaveValue('isochrones');

  // A profile with a hull: the graph search, fixed, and why, in the title and in the panel's words.
  const name = unique('Launch');
  await newProfileWithHull(page, name);
  await page.getByRole('tab', { name: 'Route optimiser' }).click();
  await expect(method).toBeDisabled();
  await expect(method).toHaveValue('graph');
  await expect(method).toHaveAttribute('title', /hull are priced by the graph search only/);
  await expect(panel).toContainText('the route is searched on the graph (the isochrones cannot price the zones)');
  await app.shot('route optimiser with a hull: graph search only');

  // What the panel sends the backend takes: the estimate comes, nothing refused.
  await panel.getByRole('button', { name: 'Estimate' }).click();
  await expect(panel.getByRole('button', { name: 'Optimise' })).toBeVisible({ timeout: FIRST_ANSWER_MS });

  // The routes compared say their hours in a dangerous zone (the sums themselves are tested at
  // a fixed instant in routing-dangers.test.ts; here the weather is the clock's).
  await panel.getByRole('button', { name: 'Optimise' }).click();
  const comparison = panel.getByRole('table', { name: /Optimised route against the baseline/ });
  await expect(comparison).toBeVisible({ timeout: OPTIMISE_MS });
  const heads = await comparison.getByRole('columnheader').allInnerTexts();
  const column = heads.indexOf('Hours in a dangerous zone (MSC.1/Circ.1228, members’ share × hours)');
  expect(column, heads.join(' | ')).toBeGreaterThan(0);
  for (const label of ['Optimised', 'Baseline (least distance, weather ignored)']) {
    const row = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
    // The cells after the row header: the column's index less one.
    await expect(row.getByRole('cell').nth(column - 1)).toHaveText(/^\d+\.\d h$/);
  }
  await comparison.scrollIntoViewIfNeeded();
  await app.shot('route optimiser with a hull: hours in a dangerous zone');
});
