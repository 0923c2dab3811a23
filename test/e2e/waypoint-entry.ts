// Typing a route in as a navigator does: each position into "Position of the new waypoint", then
// "Add waypoint", waiting for its row before the next.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function typeRoute(page: Page, positions: readonly string[]): Promise<void> {
  const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
  for (const [i, position] of positions.entries()) {
    await newPosition.fill(position);
    await page.getByRole('button', { name: 'Add waypoint' }).click();
    await expect(page.getByRole('textbox', { name: `Name of waypoint ${i + 1}` })).toHaveCount(1);
  }
}
