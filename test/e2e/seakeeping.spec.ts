// The sea-state check in Chromium against `passage web --demo` (issue 29): with no hull the
// section says what is missing and where to enter it; a 40 m launch's profile with its hull,
// chosen for a voyage run at 20 kn straight down the demo sea (following-sea-world.ts arranges
// it now), is checked in the wave ensemble: the estimate confirmed, then surf-riding flagged
// with the circular's paragraph, the share of members and the speed that leaves it, each as the
// app's own shared code works them out from the demo service's members at that step. Once the
// forecast is run, its summary and the weather table say the same danger at the same steps.
import type { Locator, Page } from '@playwright/test';
import { formatUtcMinute } from '../../shared/domain/time';
import { percentWords } from '../../shared/forecast/chance-words';
import { expect, test } from './fixtures';
import {
  followingSeaPassage,
  LAUNCH,
  LAUNCH_SPEED_KN,
  surfSteps,
  waveRuns,
  type FollowingSeaPassage,
} from './following-sea-world';
import { commit, FIRST_ANSWER_MS, nextHourIso, opened, startNewVoyage, unique, waypointName } from './library-helpers';
import { typeRoute } from './waypoint-entry';
import { SANDBOX_SEED_ENV } from './env';

/** The check fetches one wave ensemble answer per step: a few; room for a loaded CI machine. */
const RUN_MS = 60_000;

/** "45 00.0N 025 00.0W", as a navigator types a position. */
function typed(p: { lat: number; lon: number }): string {
  const axis = (deg: number, width: number, pos: string, neg: string): string => {
    const tenths = Math.round(Math.abs(deg) * 600);
    const d = Math.floor(tenths / 600);
    const m = (tenths - d * 600) / 10;
    return `${String(d).padStart(width, '0')} ${m.toFixed(1).padStart(4, '0')}${deg < 0 ? neg : pos}`;
  };
  return `${axis(p.lat, 2, 'N', 'S')} ${axis(p.lon, 3, 'E', 'W')}`;
}

async function newProfileWithHull(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Vessel' }).click();
  await page.getByRole('button', { name: 'New vessel profile' }).click();
  const form = page.getByRole('form', { name: 'New vessel profile' });
  await form.getByRole('textbox', { name: 'Vessel name' }).fill(name);
  await form.getByRole('textbox', { name: 'Length L (m)' }).fill(String(LAUNCH.lengthM));
  await form.getByRole('textbox', { name: 'Beam B (m)' }).fill(String(LAUNCH.beamM));
  await form.getByRole('textbox', { name: 'Draught (m)' }).fill(String(LAUNCH.draughtM));
  await form.getByRole('textbox', { name: /^GM \(m\)/ }).fill(String(LAUNCH.gmM));
  await form.getByRole('button', { name: 'Save profile' }).click();
  const profile = page.getByRole('list', { name: 'Vessel profiles' }).getByRole('listitem').filter({ hasText: name });
  await expect(profile.getByTestId('profile-hull')).toHaveText('L 40 m, B 10 m, draught 2.5 m, GM 1 m');
  await profile.getByRole('button', { name: `Use ${name} for this voyage` }).click();
}

/**
 * What chart.js drew on `canvas`, asked of the page's own chart.js module (the chunk the app
 * loaded): each dataset's label and y values, and the top of each y axis by its id; null while
 * nothing is drawn there.
 */
async function drawn(
  canvas: Locator,
  chartJsUrl: string,
): Promise<{ sets: { label: string; ys: number[] }[]; axisTops: Record<string, number> } | null> {
  return canvas.evaluate(async (element, url) => {
    const module: Record<string, unknown> = await import(url);
    type Drawn = {
      data: { datasets: { label?: string; data: { y: number }[] }[] };
      scales: Record<string, { axis: string; max: number }>;
    };
    type ChartStatic = { getChart(canvas: HTMLCanvasElement): Drawn | undefined };
    const chartClass = Object.values(module).find(
      (v): v is ChartStatic => typeof v === 'function' && typeof (v as Partial<ChartStatic>).getChart === 'function',
    );
    const chart = chartClass?.getChart(element as HTMLCanvasElement);
    if (chart === undefined) return null;
    const yAxes = Object.entries(chart.scales).filter(([, scale]) => scale.axis === 'y');
    return {
      sets: chart.data.datasets.map((d) => ({ label: d.label ?? '', ys: d.data.map((p) => p.y) })),
      axisTops: Object.fromEntries(yAxes.map(([id, scale]) => [id, scale.max])),
    };
  }, chartJsUrl);
}

/** A surf-riding window of the forecast summary, as its line says it. */
interface SummaryWindow {
  readonly steps: number;
  readonly slowToKn: number;
  /** The ensemble check's highest share at its steps, as "96 %"; null when it judged none there. */
  readonly share: string | null;
}

/**
 * The forecast summary and the weather table say the danger the Sea state section says (`sectionRows`,
 * its rows' text): the table marks surf-riding at every step the section lists; the summary's
 * count, its windows' steps and speeds are the table's marked rows, and its ensemble shares the
 * section's.
 */
async function sameDangerInSummaryAndTable(
  page: Page,
  sectionRows: readonly string[],
  shot: (step: string) => Promise<void>,
): Promise<void> {
  const summary = page.getByTestId('forecast-sea-summary');
  const line = await summary.locator('p').first().innerText();
  const count =
    /^Sea state \(IMO MSC\.1\/Circ\.1228\): \d+ of \d+ steps? under way in a dangerous zone in the forecast's own sea \(.*surf-riding and broaching-to at (\d+).*\)\.$/.exec(
      line,
    );
  expect(count, line).not.toBeNull();
  const windows: SummaryWindow[] = (
    await summary
      .getByRole('list', { name: 'Dangerous seas in the forecast' })
      .getByRole('listitem')
      .filter({ hasText: 'Surf-riding and broaching-to (MSC.1/Circ.1228, 4.2.1)' })
      .allInnerTexts()
  ).map((text) => ({
    steps: Number(/\((\d+) steps\) near/.exec(text)?.[1] ?? 1),
    slowToKn: Number(/: Reduce speed to (\d+\.\d) kn or less/.exec(text)?.[1]),
    share: /ensemble check: up to (\d+ %) of members/.exec(text)?.[1] ?? null,
  }));
  expect(windows.reduce((n, w) => n + w.steps, 0)).toBe(Number(count![1]));
  // The section's share of members: the summary's windows say its highest.
  const sectionShares = sectionRows.map((text) => Number(/; (\d+) % of members/.exec(text)?.[1]));
  const summaryShares = windows.flatMap((w) => (w.share === null ? [] : [parseInt(w.share, 10)]));
  expect(summaryShares.length).toBeGreaterThan(0);
  expect(Math.max(...summaryShares)).toBe(Math.max(...sectionShares));
  await summary.scrollIntoViewIfNeeded();
  await shot('forecast summary sea state');

  await page.getByRole('tab', { name: 'Weather table' }).click();
  const table = page.getByRole('table', { name: 'Weather along the voyage' });
  await expect(table.getByRole('columnheader', { name: /^Sea state/ })).toBeVisible();
  const marked = table.locator('tbody tr').filter({ has: page.locator('td[data-mark="sea"]') });
  const rows = await marked.evaluateAll((trs) =>
    trs.map((tr) => {
      const cell = tr.querySelector('td[data-mark="sea"]');
      return {
        step: Number(tr.getAttribute('data-step')),
        time: tr.querySelector('th button')?.textContent?.trim() ?? '',
        text: cell?.textContent ?? '',
        title: cell?.getAttribute('title') ?? '',
      };
    }),
  );
  const surf = rows.filter((r) => r.text.includes('Surf-riding and broaching-to'));
  expect(surf.length).toBe(Number(count![1]));
  for (const r of surf) expect(r.title).toMatch(/\(MSC\.1\/Circ\.1228, 4\.2\.1\)\. Reduce speed to \d+\.\d kn/);
  // Every step the section lists is marked in the table with the same zone.
  for (const text of sectionRows) {
    const time = /^\d{4}-\d\d-\d\d \d\d:\d\dZ/.exec(text)?.[0];
    expect(
      surf.map((r) => r.time),
      `${time} in the table`,
    ).toContain(time);
  }
  // The windows are the table's runs of consecutive marked steps, each leaving the zone at its slowest speed.
  const runs: (typeof surf)[] = [];
  for (const r of surf) {
    const run = runs[runs.length - 1];
    if (run !== undefined && run[run.length - 1]!.step === r.step - 1) run.push(r);
    else runs.push([r]);
  }
  expect(runs.map((run) => run.length)).toEqual(windows.map((w) => w.steps));
  runs.forEach((run, i) => {
    const speeds = run.map((r) => Number(/Reduce speed to (\d+\.\d) kn/.exec(r.title)?.[1]));
    expect(windows[i]!.slowToKn).toBe(Math.min(...speeds));
  });
  await shot('weather table sea state');
}

let passage: FollowingSeaPassage;

test.beforeAll(() => {
  const seed = Number(process.env[SANDBOX_SEED_ENV] ?? '1');
  passage = followingSeaPassage(seed, Math.floor(Date.now() / 1000));
});

test('a launch running before the sea is warned of surf-riding, with the speed that leaves it', async ({
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

  // The run down the sea, at the launch's 20 kn, departing at the next whole hour.
  await typeRoute(page, passage.waypoints.map(typed));
  await commit(waypointName(page, 1), 'Run start');
  await commit(waypointName(page, 2), 'Run end');
  await commit(page.getByRole('spinbutton', { name: 'Speed in knots on the leg to Run end' }), String(LAUNCH_SPEED_KN));
  const departureIso = nextHourIso();
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), departureIso);

  // No vessel yet: the section says what is missing and where, and offers no check.
  await page.getByRole('tab', { name: 'Forecast' }).click();
  const section = page.getByRole('region', { name: 'Sea state (IMO MSC.1/Circ.1228)' });
  await expect(section.getByRole('note')).toContainText('No vessel is chosen for this voyage');
  await expect(section.getByRole('note')).toContainText('Vessel tab');
  await expect(section.getByRole('button', { name: 'Check the sea state' })).toHaveCount(0);

  const name = unique('Launch');
  await newProfileWithHull(page, name);
  await page.getByRole('tab', { name: 'Forecast' }).click();
  await expect(section).toContainText(`Hull of ${name}: L 40 m, B 10 m, draught 2.5 m, GM 1 m.`);
  await section.getByRole('button', { name: 'Check the sea state' }).click();
  const estimate = section.getByRole('group', { name: 'Sea state credit estimate' });
  await expect(estimate).toContainText(/^\d+ steps? at \d+ places?: \d+ credits?/, { timeout: FIRST_ANSWER_MS });
  await app.shot('sea state estimate');
  await estimate.getByRole('button', { name: 'Confirm and check' }).click();

  const result = section.getByTestId('sea-state-result');
  await expect(result).toBeVisible({ timeout: RUN_MS });
  await expect(result.getByTestId('provenance')).toContainText('DEMO DATA');
  await expect(result.getByTestId('provenance')).toContainText('ecmwf-ens-wam');
  await expect(result).toContainText('wind sea and swell heights are not given apart');
  await result.getByRole('list', { name: 'Dangerous seas along the voyage' }).scrollIntoViewIfNeeded();
  await app.shot('sea state surf-riding');

  // What the demo service's members give at each step the app judged, worked out by the app's
  // shared code: the test was arranged so that it is surf-riding in most of them.
  const departureUtc = Date.parse(departureIso) / 1000;
  const nowUtc = Math.floor(Date.now() / 1000);
  const expected = [...waveRuns(passage.seed, nowUtc - 900), ...waveRuns(passage.seed, nowUtc)].map((run) =>
    surfSteps(passage, departureUtc, run, nowUtc),
  );
  const rows = result.getByRole('list', { name: 'Dangerous seas along the voyage' }).locator(':scope > li');
  await expect(rows).toHaveCount(expected[0]!.length);
  const shown = await rows.allInnerTexts();
  const words = (steps: (typeof expected)[number]): string[] =>
    steps.map(
      (s) =>
        `${formatUtcMinute(s.timeUtc)} surf-riding ${percentWords(s.shareOfMembers)} ` +
        `reduce speed to ${s.slowToKn?.toFixed(1)} kn`,
    );
  const read = shown.map((text) => {
    const time = /^\d{4}-\d\d-\d\d \d\d:\d\dZ/.exec(text)?.[0];
    const share = /Surf-riding and broaching-to \(MSC\.1\/Circ\.1228, 4\.2\.1\): [^;]+; (\S+ %) of members/.exec(text);
    const speed = /Reduce speed to (\d+\.\d) kn or less/.exec(text);
    return `${time} surf-riding ${share?.[1]} reduce speed to ${speed?.[1]} kn`;
  });
  expect(expected.map(words)).toContainEqual(read);
  // The way out is slower than the planned 20 kn and no faster than 1.8·√L with the sea dead astern.
  for (const text of shown) {
    const kn = Number(/Reduce speed to (\d+\.\d) kn/.exec(text)?.[1]);
    expect(kn).toBeLessThan(LAUNCH_SPEED_KN);
    expect(kn).toBeGreaterThanOrEqual(Math.floor(1.8 * Math.sqrt(LAUNCH.lengthM) * 10) / 10);
  }
  await expect(
    result.getByText(/^Surf-riding and broaching-to at \d+ of \d+ steps? \(up to \d+ % of members\)\.$/),
  ).toBeVisible();

  // The "Sea state" chart is with the weather charts and follows the forecast: Hs with the periods,
  // and the waves off the bow, which on this run down the sea come from abaft the beam all the way.
  await expect(
    section.getByText(/^The Sea state chart .* is with the weather charts: Weather charts tab/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Run forecast' }).click();
  const forecastEstimate = page.getByRole('group', { name: 'Credit estimate' });
  await forecastEstimate.getByRole('button', { name: 'Confirm and run' }).click({ timeout: FIRST_ANSWER_MS });
  await expect(page.getByRole('heading', { name: /^Forecast made / })).toBeVisible({ timeout: RUN_MS });
  await sameDangerInSummaryAndTable(page, shown, (step) => app.shot(step));
  await page.getByRole('tab', { name: 'Weather charts' }).click();
  const chart = page.getByRole('region', { name: 'Weather charts along the voyage' }).getByTestId('sea-state-chart');
  await expect(chart.locator('canvas')).toHaveCount(2);
  await expect(chart).toContainText('wind sea and swell heights are not given apart');
  await expect.poll(() => app.chartJsUrl()).toBeDefined();
  const url = app.chartJsUrl()!;
  await expect.poll(() => drawn(chart.locator('canvas').first(), url)).not.toBeNull();
  const { sets: heights, axisTops } = (await drawn(chart.locator('canvas').first(), url))!;
  // The periods have an axis of their own reaching 20 s at least, so a period line does not lie
  // on the Hs line merely because both axes stretched to their maxima.
  expect(axisTops.period).toBeGreaterThanOrEqual(20);
  // The voyage forecast asks the wave model for the secondary swell period: its own line, named
  // as a period (not a swell height), and the chart says what the dotted line is.
  expect(heights.map((d) => d.label)).toEqual(['Hs (m)', 'Mean wave period (s)', 'Secondary swell period (s)']);
  await expect(chart).toContainText('the secondary swell period from the wave model: the period of the second swell');
  await expect(chart).not.toContainText('Secondary swell period not given');
  for (const d of heights) expect(d.ys.filter(Number.isFinite).length).toBeGreaterThan(1);
  for (const periodS of heights[2]!.ys.filter(Number.isFinite)) {
    expect(periodS).toBeGreaterThan(2);
    expect(periodS).toBeLessThan(30);
  }
  await expect.poll(() => drawn(chart.locator('canvas').last(), url)).not.toBeNull();
  const [offBow] = (await drawn(chart.locator('canvas').last(), url))!.sets;
  expect(offBow!.label).toBe('Waves off the bow (°)');
  const angles = offBow!.ys.filter(Number.isFinite);
  expect(angles.length).toBeGreaterThan(1);
  for (const a of angles) expect(a).toBeGreaterThan(90);
  // The first canvas's top (its legend) at the top of the panel, both charts below it.
  await chart
    .locator('canvas')
    .first()
    .evaluate((canvas) => canvas.scrollIntoView({ block: 'start' }));
  await app.shot('sea state chart');
  app.expectHealthy();
});
