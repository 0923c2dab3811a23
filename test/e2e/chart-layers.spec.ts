// The chart's layers in Chromium against `passage web --demo`: ports drawn, a click on one adding
// it as a waypoint at its approach at sea (its details on the note's "Port details"), the search
// box (ports and places) adding a waypoint, and a tropical storm
// listed with a warning for a voyage sailed into its forecast track.
// The storm test runs its own demo world with a storm now (storm-world.ts) and builds the
// voyage across that storm's forecast position.
import type { Locator, Page } from '@playwright/test';
import { formatIsoUtc } from '../../shared/domain/time';
import { expect, test } from './fixtures';
import { startStormInstance, type StormInstance, type StormWorld } from './storm-world';

const DEMO_BANNER = 'DEMO DATA - synthetic, not for navigation';
/** The first answer waits for the backend; the demo service's datasets load on first use. */
const FIRST_ANSWER_MS = 30_000;

async function openApp(page: Page, url: URL): Promise<void> {
  await page.goto(url.href);
  await expect(page.getByRole('alert').filter({ hasText: DEMO_BANNER })).toBeVisible({ timeout: FIRST_ANSWER_MS });
}

/** The live land check's first answer parses 1:10m land in its worker. */
const LAND_MS = 30_000;

/** One step out, waited for: the NM scale shows the new zoom and the animation is over. */
async function zoomOut(page: Page, map: Locator): Promise<void> {
  const scale = map.locator('.leaflet-control-scale-line').first();
  const before = await scale.textContent();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect
    .poll(
      async () =>
        (await scale.textContent()) !== before &&
        !(await map.evaluate((element) => element.classList.contains('leaflet-zoom-anim'))),
    )
    .toBe(true);
}

/** Deletes every waypoint of the voyage in the editor. */
async function clearRoute(page: Page): Promise<void> {
  for (const name of await waypointNames(page)) {
    await page
      .getByRole('button', { name: `Delete waypoint ${name}` })
      .first()
      .click();
  }
  await expect.poll(() => waypointNames(page)).toEqual([]);
}

/** The rows of the passage plan, by the names typed in them. */
async function waypointNames(page: Page): Promise<string[]> {
  const fields = page.getByRole('textbox', { name: /^Name of waypoint \d+$/ });
  return fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

test.describe('ports and search', () => {
  test('search finds Rotterdam as a port and a place, and adds the port as a waypoint', async ({ page, app }) => {
    await openApp(page, app.url);
    const before = await waypointNames(page);

    const box = page.getByRole('combobox', { name: 'Search ports and places' });
    await box.fill('Rotterdam');
    const results = page.getByRole('listbox', { name: 'Ports and places found' });
    const port = results.getByRole('option', { name: /Rotterdam\s*Port\s*Netherlands/ }).first();
    await expect(port).toBeVisible({ timeout: FIRST_ANSWER_MS });
    await expect(results.getByRole('option', { name: /Rotterdam\s*Place/ }).first()).toBeVisible();
    // Where the results come from: the port store and the geocoder, both demo data here.
    await expect(page.getByTestId('provenance').filter({ hasText: 'Ports:' })).toContainText('DEMO DATA');
    await expect(page.getByTestId('provenance').filter({ hasText: 'Places (geocoding):' })).toContainText('DEMO DATA');
    await app.shot('search results for Rotterdam');

    // Keyboard: the first result is the port (exact name, ports first); Shift+Enter adds it.
    await box.press('ArrowDown');
    await expect(results.getByRole('option', { selected: true })).toContainText('Port');
    await box.press('Shift+Enter');
    await expect.poll(() => waypointNames(page)).toEqual([...before, 'Rotterdam']);
    await expect(results).toBeHidden();
    // The port went to its approach, and the chart says so.
    await expect(page.getByRole('status', { name: 'Port added' })).toContainText(
      'Rotterdam added at the Maas Center pilot station, 24 NM from the port.',
    );

    // The mouse: reopen the list (↓), choose the place, then the button.
    await box.press('ArrowDown');
    const place = results.getByRole('option', { name: /Rotterdam\s*Place\s*Netherlands/ }).first();
    await place.click();
    await expect(place).toHaveAttribute('aria-selected', 'true');
    await page
      .getByRole('group', { name: 'Search result actions' })
      .getByRole('button', { name: 'Add waypoint' })
      .click();
    await expect.poll(() => waypointNames(page)).toEqual([...before, 'Rotterdam', 'Rotterdam']);
    await app.shot('two waypoints added from the search');
    app.expectHealthy();
  });

  test('a port from the search sits at its approach at sea: its first leg crosses no land', async ({ page, app }) => {
    await openApp(page, app.url);
    await clearRoute(page);
    const box = page.getByRole('combobox', { name: 'Search ports and places' });
    await box.fill('Rotterdam');
    const port = page.getByRole('option', { name: /Rotterdam\s*Port\s*Netherlands/ }).first();
    await expect(port).toBeVisible({ timeout: FIRST_ANSWER_MS });
    await port.click();
    await page
      .getByRole('group', { name: 'Search result actions' })
      .getByRole('button', { name: 'Add waypoint' })
      .click();
    await expect.poll(() => waypointNames(page)).toEqual(['Rotterdam']);
    const note = page.getByRole('status', { name: 'Port added' });
    await expect(note).toContainText('Rotterdam added at the Maas Center pilot station, 24 NM from the port.');
    // Out into the North Sea: Rotterdam's town lies inside the land data, its pilot station does not.
    const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
    await newPosition.fill('52 2');
    await newPosition.press('Enter');
    await expect.poll(() => waypointNames(page)).toHaveLength(2);
    // The status bar's line, not its announcement (which says so before the first answer too).
    await expect(page.locator('.land .summary')).toHaveText('Land: no leg crosses land', { timeout: LAND_MS });
    // The port itself is kept for its details: the note opens them, at the port's own position.
    await note.getByRole('button', { name: 'Port details' }).click();
    const details = page.getByRole('dialog', { name: 'Rotterdam' });
    await expect(details).toContainText(/51°55\.\d\d'N 004°30\.\d\d'E/);
    await app.shot('rotterdam added at its pilot station');
    app.expectHealthy();
  });

  test('a port-to-port plan, Rotterdam to New York: each port at its pilot station, no leg over land', async ({
    page,
    app,
  }) => {
    test.setTimeout(120_000);
    await openApp(page, app.url);
    await clearRoute(page);
    const box = page.getByRole('combobox', { name: 'Search ports and places' });
    const note = page.getByRole('status', { name: 'Port added' });
    const addPort = async (name: string): Promise<void> => {
      await box.fill(name);
      const port = page.getByRole('option', { name: new RegExp(`^${name}\\s*Port`) }).first();
      await expect(port).toBeVisible({ timeout: FIRST_ANSWER_MS });
      await port.click();
      await page
        .getByRole('group', { name: 'Search result actions' })
        .getByRole('button', { name: 'Add waypoint' })
        .click();
    };
    await addPort('Rotterdam');
    await expect(note).toContainText('Rotterdam added at the Maas Center pilot station, 24 NM from the port.');
    // Open-sea turning points: the Dover Strait, mid-Channel, off the Lizard, south of Nantucket.
    const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
    for (const position of [
      "51°03.0'N 001°30.0'E",
      "50°12.0'N 001°00.0'W",
      "49°30.0'N 005°30.0'W",
      "40°18.0'N 070°00.0'W",
    ]) {
      await newPosition.fill(position);
      await newPosition.press('Enter');
    }
    await expect.poll(async () => (await waypointNames(page)).length).toBe(5);
    await addPort('New York');
    await expect(note).toContainText('New York added at the Ambrose pilot station, 16 NM from the port.');
    await expect.poll(async () => (await waypointNames(page)).length).toBe(6);
    const names = await waypointNames(page);
    expect([names[0], names[5]]).toEqual(['Rotterdam', 'New York']);
    // The check reads the land the chart draws (1:10m): from the towns, the first and last legs
    // ran over it (test/shared/land/approach.test.ts); from the pilot stations none does.
    await expect(page.locator('.land .summary')).toHaveText('Land: no leg crosses land', { timeout: LAND_MS });
    await app.shot('rotterdam to new york, pilot station to pilot station');
    app.expectHealthy();
  });

  test('a click near a port dot at small scale adds the port; its details open from the note', async ({
    page,
    app,
  }) => {
    await openApp(page, app.url);
    const before = await waypointNames(page);

    // Centre the chart on a port with the search (its dot is then at the chart's centre).
    const box = page.getByRole('combobox', { name: 'Search ports and places' });
    await box.fill('Le Havre');
    const option = page.getByRole('option', { name: /Le Havre\s*Port/ }).first();
    await expect(option).toBeVisible({ timeout: FIRST_ANSWER_MS });
    await option.click();
    await page
      .getByRole('group', { name: 'Search result actions' })
      .getByRole('button', { name: 'Centre chart' })
      .click();
    await expect(page.getByRole('checkbox', { name: 'Ports' })).toBeChecked();
    // Ports load once per launch (a sync of the demo catalogue on a fresh store).
    await expect(page.getByText('Loading ports…')).toBeHidden({ timeout: FIRST_ANSWER_MS });

    // Out to a small scale (zoom 6 to 4), where a dot covers miles of sea.
    const map = page.getByRole('application', { name: /^Chart:/ });
    await zoomOut(page, map);
    await zoomOut(page, map);
    await app.shot('chart at small scale round Le Havre');

    const area = await map.boundingBox();
    if (!area) throw new Error('the chart has no size');
    // Beside the dot's centre, as a hand aims at small scale.
    const at = { x: area.x + area.width / 2 + 3, y: area.y + area.height / 2 + 2 };
    // The port under the pointer is known once the layer has drawn the new view (the pointer
    // turns into a hand); a click before that would land on the sea.
    await expect
      .poll(async () => {
        await page.mouse.move(at.x, at.y - 2);
        await page.mouse.move(at.x, at.y);
        return map.evaluate((element) => element.classList.contains('passage-port-hover'));
      })
      .toBe(true);
    await page.mouse.click(at.x, at.y);
    // The click added the port, at its approach, and opened no card.
    await expect.poll(() => waypointNames(page)).toEqual([...before, 'Le Havre']);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const note = page.getByRole('status', { name: 'Port added' });
    await expect(note).toContainText(/^Le Havre added at its approach in open water, \d\.\d NM from the port\./);
    await app.shot('le havre added from its dot');

    // The details on the deliberate action: the note's button.
    await note.getByRole('button', { name: 'Port details' }).click();
    const details = page.getByRole('dialog', { name: 'Le Havre' });
    await expect(details).toBeVisible();
    await expect(details).toContainText('France');
    await expect(details).toContainText(/49°\d\d\.\d\d'N 000°\d\d\.\d\d'E/);
    await expect(details.getByTestId('provenance')).toContainText('DEMO DATA');
    expect(await waypointNames(page)).toEqual([...before, 'Le Havre']);
    await app.shot('port details');

    await details.getByRole('button', { name: 'Add as waypoint' }).click();
    await expect.poll(() => waypointNames(page)).toEqual([...before, 'Le Havre', 'Le Havre']);
    await expect(details).toBeHidden();

    // The switch hides the layer: a click adds a plain waypoint, and the note offers no details.
    await page.getByRole('checkbox', { name: 'Ports' }).uncheck();
    await expect(note.getByRole('button', { name: 'Port details' })).toHaveCount(0);
    await page.mouse.click(area.x + area.width / 2 + 40, area.y + area.height / 2 + 40);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(async () => (await waypointNames(page)).length).toBe(before.length + 3);
    await page.getByRole('checkbox', { name: 'Ports' }).check();
    app.expectHealthy();
  });
});

test.describe('route on the layered chart', () => {
  test('a click on a leg inserts a waypoint there, through the timestep ticks drawn over it', async ({ page, app }) => {
    await openApp(page, app.url);
    for (const name of await waypointNames(page)) {
      await page
        .getByRole('button', { name: `Delete waypoint ${name}` })
        .first()
        .click();
    }
    await expect.poll(() => waypointNames(page)).toEqual([]);
    // A leg along 40°N through the centre of the opening view (40°N 030°W, zoom 3).
    const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
    for (const text of ['40 -45', '40 -15']) {
      await newPosition.fill(text);
      await newPosition.press('Enter');
    }
    await expect.poll(async () => (await waypointNames(page)).length).toBe(2);
    const map = page.getByRole('application', { name: /^Chart:/ });
    const area = await map.boundingBox();
    if (!area) throw new Error('the chart has no size');
    await page.mouse.click(area.x + area.width / 2, area.y + area.height / 2);
    await expect.poll(async () => (await waypointNames(page)).length).toBe(3);
    const positions = await page
      .getByRole('textbox', { name: /^Position of / })
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    // Inserted between the two, on the leg (not appended at the end as a plain click would be).
    expect(positions[1]).toMatch(/^40°\d\d\.\d\d'N 0(29|30)°\d\d\.\d\d'W$/);
    await app.shot('waypoint inserted on the leg');
    app.expectHealthy();
  });
});

// ---- Storms: a world with a storm now (storm-world.ts) ----

const H = 3600;

test.describe('storms', () => {
  let own: StormInstance | null = null;
  let world: StormWorld;

  test.beforeAll(async () => {
    own = await startStormInstance();
    world = own.world;
  });

  test.afterAll(async () => {
    await own?.stop();
  });

  test('lists the active storm, warns for a voyage across its forecast track and shows it on the chart', async ({
    page,
    app,
  }) => {
    await openApp(page, app.url);
    const { storm, meet } = world;

    // The voyage: two waypoints 4° either side of the storm's forecast position, on its
    // latitude, timed so the ship is between them when the storm is there.
    const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
    const fmt = (lat: number, lon: number): string => `${lat.toFixed(4)} ${lon.toFixed(4)}`;
    const before = (await waypointNames(page)).length;
    for (const lon of [meet.lon - 4, meet.lon + 4]) {
      await newPosition.fill(fmt(meet.lat, lon));
      await newPosition.press('Enter');
    }
    await expect.poll(async () => (await waypointNames(page)).length).toBe(before + 2);
    // 14 kn over ~4° of longitude each side: about a day to the middle; leave 12 h before the meeting.
    const departUtc = Math.floor((meet.timeUtc - 12 * H) / 3600) * 3600;
    const departure = page.getByRole('textbox', { name: 'Departure (UTC)' });
    await departure.fill(formatIsoUtc(departUtc));
    await departure.press('Enter');

    await page.getByRole('tab', { name: /Storms/ }).click();
    const list = page.getByRole('list', { name: 'Active storms' });
    await expect(list).toContainText(storm.name, { timeout: FIRST_ANSWER_MS });
    const item = list.getByRole('listitem').filter({ hasText: storm.name });
    await expect(item.getByTestId('storm-warning')).toContainText('Within the');
    await expect(item).toContainText(
      /Closest approach \d+ NM at \d{4}-\d\d-\d\d \d\d:\d\dZ, ship at \d\d°\d\d\.\d\d'[NS] \d{3}°\d\d\.\d\d'[EW]/,
    );
    await expect(page.getByTestId('storm-summary')).toContainText(/\d+ storm warnings?/);
    await expect(page.getByTestId('provenance').filter({ hasText: 'Storms:' })).toContainText('DEMO DATA');
    // The warning is visible without the panel too.
    await expect(page.getByTestId('storm-badge')).toContainText(/\d+ storm warnings?/);
    await expect(page.getByTestId('storm-badge')).toContainText(storm.name);

    // The storm on the chart, centred from the list: legend and name label.
    await item.getByRole('button', { name: storm.name }).click();
    await expect(page.getByRole('region', { name: 'Storm legend' })).toBeVisible();
    await app.shot('storm listed with a warning and drawn on the chart');

    // A smaller distance than the CPA lifts the warning; the default brings it back.
    await page.getByText('Warning distances').click();
    for (const name of [
      'Hurricane / typhoon warning distance, NM',
      'Tropical storm warning distance, NM',
      'Tropical depression warning distance, NM',
    ]) {
      const field = page.getByRole('textbox', { name });
      await field.fill('1');
      await field.press('Enter');
    }
    // (Entering the cone still warns: the voyage crosses the forecast track.)
    await expect(item.getByText(/Within the \d+ NM/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset to 300 / 200 / 150 NM' }).click();
    await expect(item.getByTestId('storm-warning')).toContainText('Within the');
    app.expectHealthy();
  });
});
