// Helpers shared by the library's spec files (library-*.spec.ts): waiting for the library to
// open what it opens on start, a new empty voyage, waypoints clicked on the chart, names.
import type { Locator, Page } from '@playwright/test';
import { join, resolve } from 'node:path';
import { expect } from './fixtures';

export const FIRST_ANSWER_MS = 30_000;
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/e2e');

/** Types `text` into a field and commits it with Enter, as a navigator does; the field must take it. */
export async function commit(field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await field.press('Enter');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/** The next whole hour, UTC, as the departure field takes it. */
export function nextHourIso(): string {
  return new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000).toISOString().slice(0, 16) + 'Z';
}

/** A name no other test (they share one backend) will have chosen. */
export function unique(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
}

export const status = (page: Page): Locator => page.getByTestId('save-status');
export const waypointName = (page: Page, n: number): Locator =>
  page.getByRole('textbox', { name: `Name of waypoint ${n}` });

/** Waits until the library has opened what it opens on start. */
export async function opened(page: Page): Promise<void> {
  await expect(page.getByTestId('library-status')).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await expect(page.getByText('Reading saved voyages…')).toHaveCount(0, { timeout: FIRST_ANSWER_MS });
}

/**
 * Reloads the page as a navigator opening the app afresh, so that the open voyage is shown whole:
 * a plain reload keeps the view the address names (#map=…, the view the chart was left at, which
 * may be that of another test's route).
 */
export async function reopenFitted(page: Page): Promise<void> {
  await page.evaluate(() => history.replaceState(history.state, '', location.pathname + location.search));
  await page.reload();
  await opened(page);
}

/** A new empty voyage, whatever the shared backend had open (other tests leave drafts behind). */
export async function startNewVoyage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New voyage', exact: true }).click();
  const leave = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  if (await leave.isVisible()) await leave.getByRole('button', { name: 'Discard changes' }).click();
  await expect(status(page)).toHaveText('New voyage, not saved yet');
  await expect(waypointName(page, 1)).toHaveCount(0);
}

/**
 * Clicks at fractions of the chart's box: open Atlantic in the initial view, clear of ports (a
 * click on one adds the port) and of the route's legs (a click on one inserts a waypoint).
 */
export async function clickChart(
  page: Page,
  points: readonly (readonly [number, number])[],
  before = 0,
): Promise<void> {
  const chart = page.getByTestId('route-chart');
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no size');
  for (const [i, [fx, fy]] of points.entries()) {
    await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
    await expect(waypointName(page, before + i + 1)).toHaveCount(1);
  }
}

export async function nameVoyage(page: Page, name: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Voyage name' });
  await field.fill(name);
  await field.press('Enter');
  await field.blur();
}

export async function shotOf(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Off the Hook of Holland, typed as a navigator adds a waypoint from the keyboard. */
const OFF_HOOK = "52°05.0'N 003°40.0'E";

/** A new voyage from off the Hook of Holland to the port of Rotterdam, found by the search. */
export async function voyageToRotterdam(page: Page): Promise<void> {
  await opened(page);
  await startNewVoyage(page);
  await page.getByRole('textbox', { name: 'Position of the new waypoint' }).fill(OFF_HOOK);
  await page.getByRole('button', { name: 'Add waypoint', exact: true }).click();
  await expect(waypointName(page, 1)).toHaveCount(1);
  // The arrival: the port found by the search (the demo catalogue syncs on first use).
  const box = page.getByRole('combobox', { name: 'Search ports and places' });
  await box.fill('Rotterdam');
  const port = page.getByRole('option', { name: /Rotterdam\s*Port/ }).first();
  await expect(port).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await port.click();
  await page
    .getByRole('group', { name: 'Search result actions' })
    .getByRole('button', { name: 'Add waypoint' })
    .click();
  await expect(waypointName(page, 2)).toHaveValue('Rotterdam');
}
