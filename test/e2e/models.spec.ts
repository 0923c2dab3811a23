// Model choice in Chromium against `passage web --demo`: the "Ensemble model" chooser lists the
// catalogue's models along a short North Sea route, the quick outlook shows its route-ensemble
// cost beside the full forecast's and then its table, and two models are compared at a waypoint
// in one chart. Screenshots go to test-results/e2e/.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { commit, nextHourIso } from './library-helpers';

const FIRST_ANSWER_MS = 30_000;
/** Hook of Holland to off Den Helder, at sea. */
const ROUTE = ['52 00.0N 003 50.0E', '52 30.0N 004 10.0E', '53 00.0N 004 30.0E'] as const;

const waypointName = (page: Page, n: number): Locator => page.getByRole('textbox', { name: `Name of waypoint ${n}` });

async function planRoute(page: Page): Promise<void> {
  const plan = page.getByRole('region', { name: 'Route editor' });
  const deletes = plan.getByRole('button', { name: /^Delete waypoint/ });
  while ((await deletes.count()) > ROUTE.length) await deletes.last().click();
  const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
  for (let n = await deletes.count(); n < ROUTE.length; n++) {
    await newPosition.fill(ROUTE[n]!);
    await page.getByRole('button', { name: 'Add waypoint' }).click();
    await expect(waypointName(page, n + 1)).toHaveCount(1);
  }
  for (const [i, position] of ROUTE.entries()) {
    const name = `Mark ${String.fromCharCode(65 + i)}`;
    await commit(waypointName(page, i + 1), name);
    await commit(page.getByRole('textbox', { name: `Position of ${name}` }), position);
  }
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), nextHourIso());
}

test('chooses the ensemble model, gets a quick outlook and compares two models at a waypoint', async ({
  page,
  app,
}) => {
  await page.goto(app.url.href);
  await expect(page.getByText('DEMO DATA - synthetic, not for navigation').first()).toBeVisible({
    timeout: FIRST_ANSWER_MS,
  });
  await planRoute(page);
  await page.getByRole('tab', { name: 'Forecast' }).click();

  // The chooser lists the catalogue's ensembles along the route, with institute and resolution.
  const chooser = page.getByRole('combobox', { name: 'Ensemble model', exact: true });
  await expect(chooser.getByRole('option', { name: 'ECMWF ENS global ensemble (ECMWF, 0.2°)' })).toHaveCount(1, {
    timeout: FIRST_ANSWER_MS,
  });
  await expect(chooser).toHaveValue('ecmwf-ens');
  await expect(page.getByRole('combobox', { name: 'Wave ensemble model' })).toHaveValue('ecmwf-ens-wam');
  await expect(page.getByTestId('model-elements')).toContainText('Wind gust');
  await expect(page.getByTestId('provenance').filter({ hasText: 'Model catalogue:' })).toContainText('DEMO DATA');
  await app.shot('ensemble model chooser');

  // The quick outlook: its cost beside the full forecast's, which it uses, then the table.
  await page.getByRole('button', { name: 'Quick outlook' }).click();
  const cost = page.getByRole('group', { name: 'Quick outlook cost' });
  await expect(cost).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await expect(cost).toContainText(
    /Quick outlook: \d+ credits \(route ensemble, \d waypoints × 2 elements in \d requests?\)/,
  );
  await expect(cost).toContainText(/Full forecast: \d+ credits/);
  await expect(cost).toContainText('The quick outlook uses the route ensemble');
  await app.shot('quick outlook cost');
  await cost.getByRole('button', { name: 'Get quick outlook' }).click();
  const outlook = page.getByRole('table', { name: 'Quick outlook along the voyage' });
  await expect(outlook).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await expect(outlook.locator('tbody tr')).toHaveCount(3);
  await expect(outlook.locator('tbody tr').first()).toContainText('WP 1 Mark A');
  await expect(outlook.locator('tbody tr').first()).toContainText(/\d+ kn/);
  await expect(page.getByTestId('provenance').filter({ hasText: 'Quick outlook:' })).toContainText('ecmwf-ens run');
  await outlook.scrollIntoViewIfNeeded();
  await app.shot('quick outlook');

  // The full forecast with the chosen models: the summary names them.
  await page.getByRole('button', { name: 'Run forecast' }).click();
  await page.getByRole('group', { name: 'Credit estimate' }).getByRole('button', { name: 'Confirm and run' }).click();
  const shown = page.getByRole('region', { name: 'Forecast shown' });
  await expect(shown.getByRole('heading', { name: /^Forecast made / })).toBeVisible({ timeout: 60_000 });
  await expect(shown).toContainText('ensembles ecmwf-ens (wind, gust) and ecmwf-ens-wam (Hs)');

  // Two models side by side at waypoint 2.
  await waypointName(page, 2).focus();
  await page.getByRole('button', { name: 'Point forecast', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Point forecast/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Compare models' }).click();
  const compare = dialog.getByRole('region', { name: 'Model comparison' });
  // Two deterministic atmosphere models of different centres, where models disagree.
  await expect(compare.getByRole('checkbox', { name: /^ecmwfhresglobal\b/ })).toBeChecked({
    timeout: FIRST_ANSWER_MS,
  });
  await expect(compare.getByRole('checkbox', { name: /^ncep-gfs-global\b/ })).toBeChecked();
  await expect(compare.getByRole('combobox', { name: 'Element' })).toHaveValue('windspeed');
  await compare.getByRole('button', { name: 'Compare', exact: true }).click();
  const chart = compare.getByTestId('compare-chart');
  await expect(chart).toHaveAttribute('data-series', '2', { timeout: FIRST_ANSWER_MS });
  const legend = compare.getByRole('list', { name: 'Models compared' });
  await expect(legend).toContainText(/ecmwfhresglobal, run \d{4}-\d\d-\d\d \d\d:\d\dZ/);
  await expect(legend).toContainText(/ncep-gfs-global, run /);
  await expect(compare.getByTestId('provenance')).toContainText('DEMO DATA');
  await expect(compare).toContainText('Wind speed at 10m in kn');
  // chart.js has drawn the lines: the canvas has painted pixels.
  await expect
    .poll(() =>
      chart.evaluate((canvas: HTMLCanvasElement) => {
        const ctx = canvas.getContext('2d');
        if (ctx === null || canvas.width === 0) return 0;
        const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        let painted = 0;
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) painted++;
        return painted;
      }),
    )
    .toBeGreaterThan(1000);
  await app.shot('two models compared');

  // Fewer than two models: the comparison says so instead of asking.
  await compare.getByRole('checkbox', { name: /^ecmwfhresglobal\b/ }).uncheck();
  await expect(compare).toContainText('Choose at least 2 models.');
  await expect(compare.getByRole('button', { name: 'Compare', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // With the demo service stopped the outlook comes from the store, for no credits.
  await app.sandbox.stop();
  await page.getByRole('button', { name: 'Close outlook' }).click();
  await page.getByRole('button', { name: 'Quick outlook' }).click();
  await expect(cost).toContainText('Quick outlook: 0 credits', { timeout: FIRST_ANSWER_MS });
  await cost.getByRole('button', { name: 'Get quick outlook' }).click();
  await expect(outlook.locator('tbody tr')).toHaveCount(3, { timeout: FIRST_ANSWER_MS });
  await expect(page.getByRole('region', { name: 'Quick outlook' })).toContainText('from the store: no credits spent');
  await app.shot('quick outlook offline');
  app.expectHealthy();
});
