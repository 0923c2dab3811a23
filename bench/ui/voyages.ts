// Voyages for the UI bench: a 500-waypoint route to drag, a 30-day passage to forecast, and a
// short one of each as the same-run baseline; saved through the backend and opened in a page.
import type { Page } from '@playwright/test';
import type { Voyage } from '../../shared/domain/voyage';
import type { BenchApp } from './browser';
import { MARKS, waitForMark } from './marks';

function voyageThrough(
  name: string,
  points: readonly [number, number][],
  speedKn: number,
  departureUtc: number,
): Voyage {
  return {
    name,
    route: {
      name,
      waypoints: points.map(([lat, lon], i) => ({
        id: `wp${i + 1}`,
        name: `WP ${i + 1}`,
        position: { lat, lon },
        legGeometry: 'rhumb' as const,
      })),
    },
    departureUtc,
    speedsKn: [speedKn],
    staysS: {},
  };
}

/** `count` waypoints zig-zagging across the North Atlantic, 0.12° of longitude apart. */
export function zigZagVoyage(count: number, departureUtc: number): Voyage {
  const points: [number, number][] = [];
  for (let i = 0; i < count; i++) points.push([45 + 3 * Math.sin(i / 4), -70 + (60 * i) / Math.max(1, count - 1)]);
  return voyageThrough(`Zig-zag ${count}`, points, 14, departureUtc);
}

/** About 30 days at 13.7 kn: the Channel, the Cape of Good Hope, the approaches to Fremantle. */
export function longPassage(departureUtc: number): Voyage {
  return voyageThrough(
    'Thirty days',
    [
      [49.5, -6],
      [36, -15],
      [5, -20],
      [-35, 15],
      [-40, 50],
      [-35, 110],
    ],
    13.7,
    departureUtc,
  );
}

/** About a day: the Channel to Finisterre. */
export function shortPassage(departureUtc: number): Voyage {
  return voyageThrough(
    'One day',
    [
      [49.5, -6],
      [47, -7],
      [44, -9.5],
    ],
    14,
    departureUtc,
  );
}

/** How long a page may take to show a saved voyage, ms (a loaded machine is slow, not broken). */
const OPEN_TIMEOUT_MS = 60_000;

/**
 * Saves the voyage and opens a page that reopens it (the library's remembered voyage), returned
 * once the app marks itself interactive: the land and the voyage drawn, the backend answered.
 */
export async function openVoyage(app: BenchApp, voyage: Voyage, init?: string): Promise<Page> {
  const saved = await app.rpc<{ id: string }>('voyages.save', { voyage });
  const page = await app.newPage();
  await page.addInitScript(
    `localStorage.setItem('passage.lastVoyage', ${JSON.stringify(JSON.stringify({ kind: 'saved', id: saved.id }))});`,
  );
  if (init !== undefined) await page.addInitScript(init);
  await page.goto(app.url, { timeout: OPEN_TIMEOUT_MS });
  await waitForMark(page, MARKS.interactive, `the voyage "${voyage.name}" opened and drawn`, OPEN_TIMEOUT_MS);
  return page;
}

/** The next departure on a whole hour, an hour from now (forecasts start from now). */
export function nextHourUtc(): number {
  return Math.ceil(Date.now() / 3_600_000) * 3600 + 3600;
}
