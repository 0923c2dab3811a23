// Issue 17 in the browser: weather routing round a tropical storm in demo mode. A two-waypoint
// passage along a parallel sails through the storm's zone at the hour the storm is there; the
// Route optimiser (no vessel limits, no speed loss: only the storm and land constrain it) finds a
// route round the storm's zone, longer than the baseline that ignores the weather; the comparison
// says the baseline breaks the storm's warning distance and the optimised route does not; the
// route is used (one undo step) and undone. Runs its own demo service with a storm now
// (storm-world.ts), and its own `passage web`.
import type { Locator, Page } from '@playwright/test';
import { formatPosition } from '../../shared/domain/coordinates';
import type { Position } from '../../shared/domain/position';
import { M_PER_NM } from '../../shared/domain/units';
import { rhumbDirect, rhumbInverse } from '../../shared/geodesy/rhumb';
import { landClearance } from '../../shared/routing/land-clear';
import { optimiseRoute } from '../../shared/routing/route';
import { stormZones } from '../../shared/routing/storm-zones';
import { LAND_CHECK_RESOLUTION } from '../../electron/backend/app/route-land';
import { loadLand } from '../shared/land/load';
import { activeStorms } from '../../electron/sandbox/storms/storms';
import { expect, test } from './fixtures';
import { startStormInstance, type StormInstance, type StormWorld } from './storm-world';
import { commit } from './library-helpers';

const FIRST_ANSWER_MS = 30_000;
/** The corridor's ensemble answers from the demo service, then the search; room for a slow machine. */
const OPTIMISE_MS = 180_000;
/** A new voyage's speed on every leg (renderer/src/voyage/editor.ts DEFAULT_SPEED_KN). */
const SPEED_KN = 12;
/** Degrees of longitude either side of the meeting point. */
const HALF_SPAN_DEG = 4;
const H = 3600;

interface Passage {
  readonly ends: readonly [Position, Position];
  readonly departUtc: number;
}

/**
 * The passage, chosen so the answer is known before the app is asked: along a parallel a little
 * poleward or equatorward of the storm's position at the meeting time, departing so the ship is
 * there when the storm is; its rhumb line enters the storm's zone (as the backend draws it: the
 * warning distance widened by the cone's radius at that lead time), and the routing core alone
 * (the planned speed, the backend's corridor, the land and margins the backend's router keeps
 * clear of) finds a way round it. A storm near a coast may have none: an end inside a coastline's
 * margin, or no way round between the zone and the land. Every storm of the world counts, as in
 * the app: another storm's zone may hold an end or close the way round.
 */
function passageThroughStorm(world: StormWorld, nowUtc: number): Passage | null {
  // Every storm of the world keeps the router out, as in the app, not only the one met.
  const zones = stormZones(activeStorms(world.seed, nowUtc), { forecastFromUtc: nowUtc });
  const land = loadLand(LAND_CHECK_RESOLUTION);
  const { lon, timeUtc } = world.meet;
  for (const offDeg of [1.5, 2, 1, 2.5, 0.5, 3]) {
    for (const side of [1, -1]) {
      const lat = world.meet.lat + side * Math.sign(world.meet.lat || 1) * offDeg;
      const ends: [Position, Position] = [
        { lat, lon: lon - HALF_SPAN_DEG },
        { lat, lon: lon + HALF_SPAN_DEG },
      ];
      const { distanceM, courseDeg } = rhumbInverse(lat, ends[0].lon, lat, ends[1].lon);
      const hours = distanceM / M_PER_NM / SPEED_KN;
      const departUtc = Math.round((timeUtc - (hours / 2) * H) / 60) * 60;
      if (departUtc < nowUtc + H || !zones(ends[0], departUtc)) continue;
      let entered = false;
      for (let k = 0; k <= 48 && !entered; k++) {
        const p = rhumbDirect(lat, ends[0].lon, courseDeg, (k / 48) * distanceM);
        entered = !zones(p, departUtc + (k / 48) * hours * H);
      }
      if (!entered) continue;
      const halfWidthNm = Math.min(150, Math.max(60, distanceM / M_PER_NM / 3));
      const round = optimiseRoute({
        from: ends[0],
        to: ends[1],
        departUtc,
        env: {
          speedKn: () => SPEED_KN,
          allowed: zones,
          landClear: landClearance(land, ends),
          maxSpeedKn: SPEED_KN,
        },
        corridor: { halfWidthNm },
        maxHalfWidthNm: 2 * halfWidthNm,
      });
      if (round.ok && round.distanceM > distanceM + 20 * M_PER_NM) return { ends, departUtc };
    }
  }
  return null;
}

const positionFields = (page: Page): Locator =>
  page.getByRole('textbox', { name: /^Position of (?!the new waypoint)/ });

/** The passage as the voyage: its two ends and its departure. */
async function plan(page: Page, passage: Passage): Promise<void> {
  const editor = page.getByRole('region', { name: 'Route editor' });
  const deletes = editor.getByRole('button', { name: /^Delete waypoint/ });
  while ((await deletes.count()) > 0) await deletes.last().click();
  const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
  for (const [n, end] of passage.ends.entries()) {
    await newPosition.fill(formatPosition(end, { decimals: 2 }));
    await page.getByRole('button', { name: 'Add waypoint' }).click();
    await expect(positionFields(page)).toHaveCount(n + 1);
  }
  await commit(
    page.getByRole('textbox', { name: 'Departure (UTC)' }),
    `${new Date(passage.departUtc * 1000).toISOString().slice(0, 16)}Z`,
  );
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A cell of a comparison row, by its column's index after the row's header. */
async function cell(table: Locator, label: string | RegExp, column: number): Promise<string> {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: label }) });
  return row.getByRole('cell').nth(column).innerText();
}

/** The distance cell of a comparison row, NM. */
async function distanceNm(table: Locator, label: string | RegExp): Promise<number> {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: label }) });
  return Number((await row.getByRole('cell').first().innerText()).replace(/[^\d.]/g, ''));
}

test.describe('weather routing round a storm', () => {
  let own: StormInstance | null = null;
  let world: StormWorld;
  let passage: Passage;

  test.beforeAll(async () => {
    // The first world (seed) whose storm has such a passage: not every storm has one (one moving
    // fast towards the start, one whose zone swallows an end).
    const chosen = new Map<StormWorld, Passage>();
    own = await startStormInstance({
      accept: (w, nowUtc) => {
        const found = passageThroughStorm(w, nowUtc);
        if (found !== null) chosen.set(w, found);
        return found !== null;
      },
    });
    world = own.world;
    passage = chosen.get(world)!;
  });

  test.afterAll(async () => {
    await own?.stop();
  });

  test('optimises round the storm, compares with the baseline, uses the route and undoes it', async ({ page, app }) => {
    test.setTimeout(5 * 60_000);
    await page.goto(app.url.href);
    await expect(page.getByText('DEMO DATA - synthetic, not for navigation').first()).toBeVisible({
      timeout: FIRST_ANSWER_MS,
    });
    await plan(page, passage);
    await app.shot('passage through the storm');

    await page.getByRole('tab', { name: 'Route optimiser' }).click();
    const panel = page.getByRole('region', { name: 'Route optimiser' });
    await panel.getByRole('checkbox', { name: 'No limits (storms and land still apply)' }).check();
    await panel.getByRole('checkbox', { name: 'Speed loss in wind and waves (Kwon)' }).uncheck();
    await panel.getByRole('button', { name: 'Estimate' }).click();
    await expect(panel.getByRole('group', { name: 'Credit estimate' })).toContainText(/credits/, {
      timeout: FIRST_ANSWER_MS,
    });
    await panel.getByRole('button', { name: 'Optimise' }).click();
    const table = panel.getByRole('table', { name: 'Optimised route against the baseline' });
    // The comparison or a failure in words, whichever comes: a failure is shown, not waited out.
    await expect(table.or(panel.getByRole('alert'))).toBeVisible({ timeout: OPTIMISE_MS });
    await expect(table).toBeVisible();
    await expect(panel).toContainText(/not for navigation/i);
    const optimised = await distanceNm(table, 'Optimised');
    const baseline = await distanceNm(table, /^Baseline/);
    // The baseline sails through the storm's zone; the optimised route goes round it, and the
    // closest approaches say so (the last column: the storm, how close, its warning distance).
    expect(baseline).toBeGreaterThan(0);
    expect(optimised).toBeGreaterThan(baseline + 20);
    const stormColumn = 9;
    expect(await cell(table, /^Baseline/, stormColumn)).toMatch(
      new RegExp(`^${escaped(world.storm.name)}\\s+\\d+ NM \\(warning \\d+\\): INSIDE$`),
    );
    expect(await cell(table, 'Optimised', stormColumn)).toMatch(
      new RegExp(`^${escaped(world.storm.name)}\\s+\\d+ NM \\(warning \\d+\\)$`),
    );
    await expect(panel).toContainText(/\d+ active storms? kept clear of/);
    // The chart came to the result: the optimised route's dashed line lies within the map.
    const map = await page.locator('.leaflet-container').boundingBox();
    const drawn = await page.locator('.leaflet-optimised-route-pane path[stroke-dasharray]').boundingBox();
    expect(map).not.toBeNull();
    expect(drawn).not.toBeNull();
    expect(drawn!.x).toBeGreaterThanOrEqual(map!.x);
    expect(drawn!.y).toBeGreaterThanOrEqual(map!.y);
    expect(drawn!.x + drawn!.width).toBeLessThanOrEqual(map!.x + map!.width);
    expect(drawn!.y + drawn!.height).toBeLessThanOrEqual(map!.y + map!.height);
    await app.shot('optimised round the storm');

    await panel.getByRole('button', { name: 'Use this route' }).click();
    await page.getByRole('tab', { name: 'Waypoints' }).click();
    await expect.poll(() => positionFields(page).count()).toBeGreaterThan(2);
    await app.shot('optimised route used');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(positionFields(page)).toHaveCount(2);
    await app.shot('undone');
  });
});
