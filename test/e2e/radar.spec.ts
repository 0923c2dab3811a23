// Radar on the chart in Chromium against `passage web --demo`: switched on from the layers
// control near Rotterdam, the nowcast animates (its time label moves through the 5-minute
// steps) under a route, centred on the port once its details are open; dragged out to open
// sea, it says there is no radar coverage there; with the service stopped, a new place says
// in words that no radar is stored for it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { panToOpenSea, type RadarPort } from './radar-world';
import { parseMapFragment } from '../../renderer/src/chart/map-fragment';

/**
 * Always the same port, whatever the hour: nothing here needs rain (the echoes are drawn and
 * checked in overlay-coast-pixels.spec.ts, in a world arranged to rain there).
 */
const PORT: RadarPort = { name: 'Rotterdam', lat: 51.95, lon: 4.1 };

const DEMO_BANNER = 'DEMO DATA - synthetic, not for navigation';
/** The first answer waits for the backend; the demo service's datasets load on first use. */
const FIRST_ANSWER_MS = 30_000;

async function openApp(page: Page, url: URL): Promise<void> {
  await page.goto(url.href);
  await expect(page.getByRole('alert').filter({ hasText: DEMO_BANNER })).toBeVisible({ timeout: FIRST_ANSWER_MS });
}

async function centreOnPort(page: Page, name: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search ports and places' });
  await box.fill(name);
  const option = page.getByRole('option', { name: new RegExp(`${name}\\s*Port`) }).first();
  await expect(option).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await option.click();
  await page
    .getByRole('group', { name: 'Search result actions' })
    .getByRole('button', { name: 'Centre chart' })
    .click();
}

/** Leaflet pans the chart 80 px per arrow key (keyboardPanDelta). */
const KEY_PAN_PX = 80;

/**
 * Pans the chart (zoom 3) from the port to the nearest open sea with the arrow keys, one press
 * at a time: Leaflet ignores a press while the previous pan is still animating.
 */
async function seaward(page: Page, map: Locator, port: RadarPort): Promise<void> {
  const { right, down } = panToOpenSea(port, 3, KEY_PAN_PX);
  const presses: string[] = [
    ...Array<string>(Math.abs(right)).fill(right > 0 ? 'ArrowRight' : 'ArrowLeft'),
    ...Array<string>(Math.abs(down)).fill(down > 0 ? 'ArrowDown' : 'ArrowUp'),
  ];
  await map.focus();
  for (const key of presses) {
    const before = chartView(page);
    await page.keyboard.press(key);
    // The view in the address is written once the pan has ended: the next press is taken.
    await expect.poll(() => chartView(page)).not.toEqual(before);
  }
}

/** The chart's settled view, as the address says it (`#map=ZOOM/LAT/LON`, written after each move ends). */
function chartView(page: Page): { zoom: number; lat: number; lon: number } | null {
  const view = parseMapFragment(new URL(page.url()).hash);
  return view === null ? null : { zoom: view.zoom, lat: view.center.lat, lon: view.center.lon };
}

test('radar near a coastal port animates under the route; the open ocean has no coverage', async ({ page, app }) => {
  const port = PORT;
  await openApp(page, app.url);
  await centreOnPort(page, port.name);
  const map = page.getByRole('application', { name: /^Chart:/ });
  const area = await map.boundingBox();
  if (!area) throw new Error('the chart has no size');
  const centre = { x: area.x + area.width / 2, y: area.y + area.height / 2 };

  // A short route out into the North Sea (ports off, so the clicks add waypoints).
  await page.getByRole('checkbox', { name: 'Ports' }).uncheck();
  await page.mouse.click(centre.x - 40, centre.y - 10);
  await page.mouse.click(centre.x - 160, centre.y - 90);

  await page.getByRole('checkbox', { name: 'Radar' }).check();
  const radar = page.getByRole('region', { name: 'Radar' });
  const time = radar.getByTestId('radar-time');
  await expect(time).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await expect(radar).toContainText("around the chart's centre");
  await expect(time).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\dZ/);
  // Ship's time carries its date when it is another day than UTC's (east of Greenwich in the evening).
  await expect(time).toContainText(/ship's time (\d{4}-\d\d-\d\d )?\d{4} \(UTC([+\u2212]\d+)?\)/);
  await expect(radar.getByTestId('provenance')).toContainText('DEMO DATA');
  await expect(page.locator('img.passage-radar-frame')).toHaveCount(1);
  // It plays: the step shown moves on by itself.
  const first = await time.textContent();
  await expect.poll(() => time.textContent(), { timeout: 5000 }).not.toBe(first);
  await expect(radar.getByRole('button', { name: 'Pause radar' })).toBeVisible();
  await app.shot(`radar near ${port.name} under a route`);

  // Paused, the step holds; the arrows step by 5 minutes.
  await radar.getByRole('button', { name: 'Pause radar' }).click();
  const held = await time.textContent();
  // Not a wait for something to happen: a paused picture must still hold after more than a step's play time.
  await page.waitForTimeout(1500);
  expect(await time.textContent()).toBe(held);

  // The port's details open: the picture centres on the port.
  await page.getByRole('checkbox', { name: 'Ports' }).check();
  await expect(page.getByText('Loading ports…')).toBeHidden({ timeout: FIRST_ANSWER_MS });
  await expect
    .poll(async () => {
      await page.mouse.move(centre.x, centre.y - 2);
      await page.mouse.move(centre.x, centre.y);
      return map.evaluate((element) => element.classList.contains('passage-port-hover'));
    })
    .toBe(true);
  // The click adds the port as a waypoint; its details open from the note it leaves.
  await page.mouse.click(centre.x, centre.y);
  await page.getByRole('status', { name: 'Port added' }).getByRole('button', { name: 'Port details' }).click();
  await expect(page.getByRole('dialog', { name: port.name })).toBeVisible();
  await expect(radar).toContainText(`around ${port.name}`, { timeout: FIRST_ANSWER_MS });
  await expect(radar.getByText(/^Loading radar/)).toBeHidden();
  await expect(time).toBeVisible();
  await app.shot('radar around the port');
  await page.getByRole('button', { name: 'Close port details' }).click();

  // Far out to sea: the chart zoomed out and dragged until the ocean fills it (a drag adds no waypoint).
  await page.getByRole('checkbox', { name: 'Ports' }).uncheck();
  // From zoom 6 (Centre chart) to 3, one step at a time: a click while Leaflet animates is dropped.
  for (let i = 0; i < 3; i++) {
    const zoom = chartView(page)?.zoom;
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => chartView(page)?.zoom).toBe(zoom === undefined ? undefined : zoom - 1);
  }
  await seaward(page, map, port);
  await expect(radar.getByTestId('radar-no-coverage')).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await expect(radar.getByTestId('radar-no-coverage')).toContainText('No radar coverage here');
  await expect(page.locator('img.passage-radar-frame')).toHaveCount(0);
  await expect(time).toBeHidden();
  await app.shot('no radar coverage at open sea');

  // With the demo service stopped, a new place has no stored radar: said in words.
  await app.sandbox.stop();
  await map.focus();
  await page.keyboard.press('ArrowUp');
  await expect(radar.getByRole('alert')).toContainText(
    'The radar could not be shown: The radar could not be fetched and none is stored for this place.',
    { timeout: FIRST_ANSWER_MS },
  );
  await expect(radar.getByText(/^Loading radar/)).toBeHidden();
  await app.shot('radar with the service stopped');
  // Back online, "Try again" asks once more.
  await app.sandbox.start();
  await radar.getByRole('button', { name: 'Try again' }).click();
  await expect(radar.getByTestId('radar-no-coverage').or(time)).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await expect(radar.getByRole('alert')).toHaveCount(0);
  app.expectHealthy();
});
