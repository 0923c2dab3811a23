// Conditions at a place, as a navigator opens them: a voyage to Rotterdam, the arrival row's
// "Conditions", the sections in knots and NM with UTC, ship's time and local time, marked demo;
// the longer forecast says its 3 credits before asking; then, with the demo service stopped,
// the stored answer opens again marked stale.
import { expect, test } from './fixtures';
import { FIRST_ANSWER_MS, voyageToRotterdam } from './library-helpers';

/** Amsterdam's offset from UTC at `ms`, whole hours, from the platform's time-zone data. */
function amsterdamOffsetH(ms: number): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', timeZoneName: 'shortOffset' })
    .formatToParts(ms)
    .find((part) => part.type === 'timeZoneName')?.value;
  const hours = /^GMT\+(\d+)$/.exec(name ?? '');
  if (!hours) throw new Error(`Amsterdam's offset reads "${name}"`);
  return Number(hours[1]);
}

test('conditions at the arrival port: every section, demo marked, longer on request, stale offline', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  await page.goto(app.url.href);
  await voyageToRotterdam(page);

  // One click from the arrival row; the departure row offers it too, the rows between do not.
  const plan = page.getByRole('region', { name: 'Route editor' });
  await expect(plan.getByRole('button', { name: /^Conditions at / })).toHaveCount(2);
  await plan.getByRole('button', { name: 'Conditions at Rotterdam' }).click();

  const panel = page.getByRole('region', { name: 'Conditions' });
  await expect(panel.getByRole('heading', { name: 'Conditions: Rotterdam' })).toBeVisible();
  await expect(panel.getByTestId('provenance')).toContainText('DEMO DATA', { timeout: FIRST_ANSWER_MS });
  await expect(panel).toContainText(/1 credit spent|From the store: no credits spent/);
  await expect(panel).toContainText('local time Europe/Amsterdam');
  // Now: wind in knots with its force, visibility in NM (the default units).
  await expect(panel.getByRole('definition').first()).toBeVisible();
  await expect(panel).toContainText(/Wind\s*[NESW]{0,3} ?\d+ kn F\d+/);
  await expect(panel).toContainText(/Visibility\s*\d+\.\d NM/);
  // The next two hours: the minutes the service gave, then the hourly section, labelled.
  await expect(panel.getByRole('img', { name: /^Precipitation, next two hours: / })).toBeVisible();
  await expect(panel).toContainText('60 min, minute by minute');
  await expect(panel).toContainText('· hourly');
  // Hourly to 48 h, day parts, daily to 5 days; each time in UTC, ship's time and local.
  const hourly = panel.getByRole('table', { name: 'Hourly conditions' });
  await expect(hourly.locator('tbody tr')).toHaveCount(48);
  const firstHour = hourly.locator('tbody tr').first();
  await expect(firstHour).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\dZ/);
  // Local time carries Amsterdam's offset at that hour (UTC+1 in winter, UTC+2 in summer), as Intl has it.
  const utc = /(\d{4}-\d\d-\d\d) (\d\d:\d\d)Z/.exec(await firstHour.innerText());
  if (!utc) throw new Error('the first hour has no UTC time');
  await expect(firstHour).toContainText(`(UTC+${amsterdamOffsetH(Date.parse(`${utc[1]}T${utc[2]}:00Z`))})`);
  await expect(panel.getByRole('table', { name: 'Day parts' }).locator('tbody tr')).toHaveCount(8);
  await expect(panel.getByRole('table', { name: 'Daily conditions (local days)' }).locator('tbody tr')).toHaveCount(5);
  await app.shot('conditions at the arrival port');

  // The longer forecast says its cost first; declined, nothing is asked.
  await panel.getByRole('button', { name: /^Longer forecast .*: 3 credits/ }).click();
  const question = page.getByRole('alertdialog', { name: 'Longer forecast' });
  await expect(question).toContainText('cost 3 credits');
  await app.shot('the longer forecast asks first');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(hourly.locator('tbody tr')).toHaveCount(48);
  await panel.getByRole('button', { name: /^Longer forecast / }).click();
  await question.getByRole('button', { name: 'Fetch for 3 credits' }).click();
  await expect(panel).toContainText('3 credits spent', { timeout: FIRST_ANSWER_MS });
  await expect(hourly.locator('tbody tr')).toHaveCount(168);
  await expect(panel.getByRole('table', { name: 'Daily conditions (local days)' }).locator('tbody tr')).toHaveCount(15);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);

  // The service stopped: the stored answer opens again, marked stale, for no credit.
  await app.sandbox.stop();
  try {
    await plan.getByRole('button', { name: 'Conditions at Rotterdam' }).click();
    await expect(panel.getByTestId('provenance')).toContainText('STALE', { timeout: FIRST_ANSWER_MS });
    await expect(panel).toContainText('From the store: no credits spent.');
    await expect(panel.getByRole('table', { name: 'Hourly conditions' }).locator('tbody tr')).toHaveCount(48);
    await app.shot('conditions offline, stale');
    // A place never asked has nothing stored: said in words.
    await panel.getByRole('button', { name: 'Close' }).click();
    await plan.getByRole('button', { name: /^Conditions at (?!Rotterdam)/ }).click();
    await expect(panel.getByRole('alert')).toContainText('could not be fetched and none are stored', {
      timeout: FIRST_ANSWER_MS,
    });
    await app.shot('conditions offline, nothing stored');
  } finally {
    await app.sandbox.start();
  }
});

test('one click opens the conditions from a search result, port details, the chart and the point forecast', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  await page.goto(app.url.href);
  await voyageToRotterdam(page);
  const panel = page.getByRole('region', { name: 'Conditions' });
  const close = async (): Promise<void> => {
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toHaveCount(0);
  };

  // A searched place: the geocoder's Le Havre.
  const box = page.getByRole('combobox', { name: 'Search ports and places' });
  await box.fill('Le Havre');
  const option = page.getByRole('option', { name: /Le Havre\s*Port/ }).first();
  await expect(option).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await option.click();
  const actions = page.getByRole('group', { name: 'Search result actions' });
  await actions.getByRole('button', { name: 'Conditions' }).click();
  await expect(panel.getByRole('heading', { name: 'Conditions: Le Havre' })).toBeVisible();
  await expect(panel.getByTestId('provenance')).toContainText('DEMO DATA', { timeout: FIRST_ANSWER_MS });
  await close();

  // The port's details on the chart: centre on it, click its dot (which adds the port to the
  // plan), then the details from the note it leaves.
  // The list again (↓), not the same text typed again: a new answer arriving after the click
  // would start the list with nothing chosen.
  await box.press('ArrowDown');
  await option.click();
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await actions.getByRole('button', { name: 'Centre chart' }).click();
  await expect(page.getByText('Loading ports…')).toBeHidden({ timeout: FIRST_ANSWER_MS });
  const map = page.getByRole('application', { name: /^Chart:/ });
  const area = await map.boundingBox();
  if (!area) throw new Error('the chart has no size');
  const at = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  await expect
    .poll(async () => {
      await page.mouse.move(at.x, at.y - 2);
      await page.mouse.move(at.x, at.y);
      return map.evaluate((element) => element.classList.contains('passage-port-hover'));
    })
    .toBe(true);
  await page.mouse.click(at.x, at.y);
  const note = page.getByRole('status', { name: 'Port added' });
  await expect(note).toContainText('Le Havre added at');
  await note.getByRole('button', { name: 'Port details' }).click();
  const details = page.getByRole('dialog', { name: 'Le Havre' });
  await details.getByRole('button', { name: 'Conditions' }).click();
  await expect(panel.getByRole('heading', { name: 'Conditions: Le Havre' })).toBeVisible();
  // The same request as the search's, within the hour: from the store.
  await expect(panel).toContainText('From the store: no credits spent.', { timeout: FIRST_ANSWER_MS });
  await close();

  // A point on the chart: the context menu's "Conditions here", a bare position.
  await page.mouse.click(at.x + 60, at.y + 60, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Conditions here' }).click();
  await expect(panel.getByRole('heading', { name: /^Conditions: \d+°/ })).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Hourly conditions' }).locator('tbody tr')).toHaveCount(48, {
    timeout: FIRST_ANSWER_MS,
  });
  await app.shot('conditions at a point of the chart');
  await close();

  // The point forecast at Rotterdam's waypoint: "Conditions here".
  await page.getByRole('textbox', { name: 'Name of waypoint 2' }).focus();
  await page.getByRole('button', { name: 'Point forecast' }).click();
  const point = page.getByRole('dialog', { name: /^Point forecast: WP 2/ });
  await point.getByRole('button', { name: 'Conditions here' }).click();
  await expect(panel.getByRole('heading', { name: /^Conditions: WP 2/ })).toBeVisible();
  await expect(panel.getByTestId('provenance')).toContainText('DEMO DATA', { timeout: FIRST_ANSWER_MS });
  await close();
  await expect(point).toBeVisible();
  app.expectHealthy();
});
