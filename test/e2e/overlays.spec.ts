// Weather overlays on the Chart time slider, in Chromium against `passage web --demo`: a North
// Pacific voyage across the antimeridian, the Wind overlay chosen (image under the route, legend
// with unit, model, run, valid time and the demo mark), the slider scrubbed by keyboard (image,
// valid time and ship marker move, the plan marks the leg), the voyage saved; then with the demo
// service stopped, reopened after a reload: the overlay still shows, from the store, stale.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  commit,
  FIRST_ANSWER_MS,
  nameVoyage,
  nextHourIso,
  opened,
  reopenFitted,
  startNewVoyage,
  status,
  unique,
  waypointName,
} from './library-helpers';

/** Off Kamchatka, across 180° south of the Aleutians, into the Gulf of Alaska. */
const ROUTE = ['45 00.0N 165 00.0E', '48 00.0N 175 00.0W', '52 00.0N 155 00.0W'] as const;

const overlayImage = (page: Page): Locator => page.locator('img.weather-overlay');

/** The overlay image decoded and the chart's zoom animation over (the view is in the address once a move ends). */
async function overlaySettled(page: Page): Promise<void> {
  await expect
    .poll(() => overlayImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
}
const legend = (page: Page): Locator => page.getByRole('region', { name: 'Overlay legend' });
const validTime = (page: Page): Locator => legend(page).getByTestId('overlay-valid-time');
const ship = (page: Page): Locator => page.locator('.ship-marker');

async function chooseWind(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Weather overlay' }).selectOption({ label: 'Wind' });
  await expect(overlayImage(page)).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await expect(overlayImage(page)).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(validTime(page)).toHaveText(/Valid \d{4}-\d\d-\d\d \d\d:\d\dZ/, { timeout: FIRST_ANSWER_MS });
}

test('an overlay chosen, scrubbed on the Chart time slider, and reopened offline from the store', async ({
  page,
  app,
}) => {
  await page.goto(app.url.href);
  await opened(page);
  await startNewVoyage(page);
  const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
  for (const [i, position] of ROUTE.entries()) {
    await newPosition.fill(position);
    await page.getByRole('button', { name: 'Add waypoint' }).click();
    await expect(waypointName(page, i + 1)).toHaveCount(1);
  }
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), nextHourIso());
  await nameVoyage(page, unique('E2E Overlays'));
  await page.getByRole('button', { name: 'Save voyage' }).click();
  await expect(status(page)).toHaveText(/^Saved rev 1/);
  // Opened again, the chart fits the route (the address then names that view, and the reload
  // below keeps it): the box the overlay is asked for both times.
  await reopenFitted(page);
  await expect(waypointName(page, 3)).toHaveCount(1);

  await chooseWind(page);
  await expect(legend(page)).toContainText('Wind (kn)');
  await expect(legend(page)).toContainText('ECMWF HRES global, run');
  await expect(legend(page)).toContainText('DEMO DATA');
  await expect(legend(page)).not.toContainText('STALE');
  // One image over the whole box, across 180°: wider than it is tall on this route, never split.
  await expect(overlayImage(page)).toHaveCount(1);
  await app.shot('wind overlay at departure');
  // Zoomed out, the coasts of Kamchatka, the Aleutians and Alaska show how the image lies on them.
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(overlayImage(page)).toBeVisible();
  await overlaySettled(page);
  await app.shot('wind overlay zoomed out');
  // Waves are clear over land: the sandbox's coasts must meet the chart's.
  await page.getByRole('combobox', { name: 'Weather overlay' }).selectOption({ label: 'Wave height' });
  await expect(legend(page)).toContainText('Wave height (m)', { timeout: FIRST_ANSWER_MS });
  await expect(legend(page)).toContainText('ECMWF WAM global wave model');
  await overlaySettled(page);
  await app.shot('wave overlay zoomed out');
  await page.getByRole('combobox', { name: 'Weather overlay' }).selectOption({ label: 'No overlay' });
  await expect(overlayImage(page)).toHaveCount(0);
  await app.shot('no overlay zoomed out');
  await page.getByRole('combobox', { name: 'Weather overlay' }).selectOption({ label: 'Wind' });
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await overlaySettled(page);

  // Scrubbing: arrows step one layer, Page keys six; the image, its valid time and the ship move.
  const slider = page.getByRole('slider', { name: 'Chart time' });
  const firstTime = await validTime(page).innerText();
  const firstLayer = await overlayImage(page).getAttribute('data-layer-time');
  const firstLon = await ship(page).getAttribute('data-lon');
  await slider.focus();
  for (let i = 0; i < 4; i++) await slider.press('PageUp');
  await expect(validTime(page)).not.toHaveText(firstTime);
  await expect(overlayImage(page)).not.toHaveAttribute('data-layer-time', firstLayer ?? '');
  await expect(ship(page)).not.toHaveAttribute('data-lon', firstLon ?? '');
  await expect(page.getByTestId('chart-time')).toContainText(/UTC/);
  await expect(page.getByTestId('chart-time')).toContainText(/ship (\d{4}-\d\d-\d\d )?\d{4} \(UTC[+\u2212]\d+\)/);
  await expect(page.getByRole('region', { name: 'Route editor' }).locator('tr.sailing')).toHaveCount(1);
  // Once its image has come, the layer shown is the one at the chart time.
  const chartUtc = (await page.getByTestId('chart-time').locator('span').first().innerText()).replace(' UTC', '');
  await expect(validTime(page)).toHaveText(`Valid ${chartUtc}`, { timeout: FIRST_ANSWER_MS });
  await app.shot('wind overlay scrubbed a day on');
  await slider.press('ArrowLeft');
  await expect(validTime(page)).not.toHaveText(firstTime);
  // Play steps on by itself; Pause stops it.
  const before = await validTime(page).innerText();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(validTime(page)).not.toHaveText(before, { timeout: FIRST_ANSWER_MS });
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();

  // With the demo service stopped, the saved voyage reopens and its overlay comes from the store.
  await app.sandbox.stop();
  await page.reload();
  await opened(page);
  await expect(waypointName(page, 3)).toHaveCount(1);
  await chooseWind(page);
  await expect(validTime(page)).toHaveText(firstTime);
  await expect(legend(page)).toContainText('STALE');
  await app.shot('wind overlay offline from the store');
  // An element never fetched for this box says so in words.
  await page.getByRole('combobox', { name: 'Weather overlay' }).selectOption({ label: 'Precipitation' });
  await expect(page.getByRole('alert').filter({ hasText: 'never fetched' })).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await app.shot('precipitation offline never fetched');
  // Back to Wind from the store, then the service answers again: the overlay is asked again by
  // itself, and its STALE mark goes (the connection state is asked every 5 s).
  await chooseWind(page);
  await expect(legend(page)).toContainText('STALE');
  await app.sandbox.start();
  await expect(legend(page)).not.toContainText('STALE', { timeout: FIRST_ANSWER_MS });
  await expect(legend(page)).toContainText('ECMWF HRES global, run');
  app.expectHealthy();
});
