// Issue 24 in the browser: a passage about 95 NM from a tropical storm and through its forecast
// cone. In a demo world with a storm now (storm-world.ts), the voyage crosses the storm's forecast
// track behind it (storm-crossing.ts), chosen from the very storm list the app loaded; after "Run
// forecast" the summary names the storm with its closest approach and cone entry, the headline
// warns and never says "No limit is likely to be exceeded" beside a storm or a likely chance,
// the weather table's Storm column marks exactly the warned steps, and the chance chart shades
// a band at those times (measured on the canvas's pixels against its time axis). The closest
// approach is the same figure in the summary and on the Storms tab, and agrees with GeodSolve
// and RhumbSolve at the app's own step times.
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { activeStorms } from '../../electron/sandbox/storms/storms';
import { stormSchema, type Storm } from '../../shared/api/resources/storms';
import type { Position } from '../../shared/domain/position';
import { formatIsoUtc } from '../../shared/domain/time';
import { coneContains } from '../../shared/forecast/point-in-polygon';
import { warningDistanceNm } from '../../shared/forecast/storm-track';
import { expect, test } from './fixtures';
import {
  geodSolveNm,
  rhumbSolveShip,
  stormCrossing,
  stormPointAt,
  TARGET_CPA_NM,
  type Crossing,
} from './storm-crossing';
import { startStormInstance, type StormInstance, type StormWorld } from './storm-world';
import { commit } from './library-helpers';
import { axisPx, drawnBands } from './chance-chart-pixels';

const FIRST_ANSWER_MS = 30_000;
/** The whole ensemble along a two- to three-day passage from the demo service. */
const RUN_MS = 120_000;
const H = 3600;

/** The storm list as the app's backend answered the page (POST /rpc/storms.current). */
const stormsAnswerSchema = z.object({
  ok: z.literal(true),
  value: z.object({ storms: z.array(stormSchema), provenance: z.object({ fetchedAtUtc: z.number() }) }),
});

/** The crossing as the voyage: its two ends typed, its departure. */
async function plan(page: Page, crossing: Crossing): Promise<void> {
  const deletes = page.getByRole('button', { name: /^Delete waypoint/ });
  while ((await deletes.count()) > 0) await deletes.first().click();
  const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
  for (const [n, p] of crossing.ends.entries()) {
    await newPosition.fill(`${p.lat.toFixed(4)} ${p.lon.toFixed(4)}`);
    await newPosition.press('Enter');
    await expect(deletes).toHaveCount(n + 1);
  }
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), formatIsoUtc(crossing.departUtc));
}

/** "2026-11-28 11:00Z" as Unix seconds. */
function minuteUtc(text: string): number {
  const m = /(\d{4}-\d\d-\d\d) (\d\d:\d\d)Z/.exec(text);
  if (m === null) throw new Error(`no UTC time in "${text}"`);
  return Date.parse(`${m[1]}T${m[2]}:00Z`) / 1000;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Whether "12 Dec 06Z" (the summary's short form) names the instant `timeUtc`. */
function sameDayHour(text: string, timeUtc: number): boolean {
  const d = new Date(timeUtc * 1000);
  const short = `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]} ${String(d.getUTCHours()).padStart(2, '0')}`;
  return d.getUTCMinutes() === 0 && text === `${short}Z`;
}

/** 12°34.56'N 123°45.67'E as degrees. */
function readPosition(text: string): Position {
  const m = /(\d+)°(\d+\.\d+)'([NS]) (\d+)°(\d+\.\d+)'([EW])/.exec(text);
  if (m === null) throw new Error(`no position in "${text}"`);
  const lat = (Number(m[1]) + Number(m[2]) / 60) * (m[3] === 'S' ? -1 : 1);
  const lon = (Number(m[4]) + Number(m[5]) / 60) * (m[6] === 'W' ? -1 : 1);
  return { lat, lon };
}

interface TableStep {
  readonly timeUtc: number;
  /** The Storm column's text ('' where no storm warns). */
  readonly storm: string;
}

/** The weather table's rows in order: each step's time and its Storm cell. */
async function tableSteps(page: Page): Promise<TableStep[]> {
  const table = page.getByRole('table', { name: 'Weather along the voyage' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: FIRST_ANSWER_MS });
  const rows = await table.evaluate((element) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.childNodes[0]?.textContent?.trim() ?? '');
    const column = headers.indexOf('Storm');
    if (column < 0) throw new Error(`no Storm column in ${headers.join(', ')}`);
    return [...element.querySelectorAll('tbody tr')].map((tr) => ({
      head: tr.querySelector('th')?.textContent ?? '',
      // The cell's own text, without its mark (▲) and the note for screen readers.
      storm: tr.querySelectorAll('th, td')[column]?.childNodes[0]?.textContent?.trim() ?? '',
    }));
  });
  return rows.map((r) => ({ timeUtc: minuteUtc(r.head), storm: r.storm }));
}

interface Expected {
  /** Per table step: GeodSolve distance ship to storm (NM), its warning distance, in the cone. */
  readonly nm: readonly number[];
  readonly thresholdNm: readonly number[];
  readonly inCone: readonly boolean[];
  readonly ship: readonly Position[];
}

/**
 * The storm against the ship at the app's own step times, computed apart from the app: the ship
 * by RhumbSolve along the typed leg at 12 kn, the storm linear between the fixes the app was
 * served, the distance by GeodSolve; the cone test on the served rings from the fetch time on.
 */
function expectedAt(times: readonly number[], crossing: Crossing, storm: Storm, fetchedAtUtc: number): Expected {
  const ship = rhumbSolveShip(crossing.ends, crossing.departUtc, times);
  const at = times.map((t) => {
    const p = stormPointAt(storm, t);
    if (p === null) throw new Error(`the storm's track does not reach ${formatIsoUtc(t)}`);
    return p;
  });
  const lastFix = Math.max(...storm.path.flatMap((p) => (p.timestamp === null ? [] : [p.timestamp])));
  return {
    nm: geodSolveNm(ship.map((s, i) => [s, at[i]!] as const)),
    thresholdNm: at.map((p) => warningDistanceNm(p.category)),
    inCone: times.map(
      (t, i) => t >= fetchedAtUtc && t <= lastFix && coneContains(storm.cone, ship[i]!.lat, ship[i]!.lon),
    ),
    ship,
  };
}

test.describe('a storm in the voyage forecast', () => {
  let own: StormInstance | null = null;
  let world: StormWorld;

  test.beforeAll(async () => {
    // The first world (seed) whose storm has such a crossing now.
    own = await startStormInstance({
      accept: (w, nowUtc) =>
        stormCrossing(
          w.storm,
          nowUtc,
          activeStorms(w.seed, nowUtc).filter((s) => s.id !== w.storm.id),
        ) !== null,
    });
    world = own.world;
  });

  test.afterAll(async () => {
    await own?.stop();
  });

  test('names the storm near the route in the summary, the table and the charts, with one closest approach everywhere', async ({
    page,
    app,
  }) => {
    test.setTimeout(300_000);
    // The storm list the app loads on start is the one every warning is computed from: the
    // passage is designed from that answer, so a new advisory cycle since beforeAll cannot move it.
    const stormsAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/rpc/storms.current', {
      timeout: FIRST_ANSWER_MS,
    });
    await page.goto(app.url.href);
    const answer = stormsAnswerSchema.parse(await (await stormsAnswer).json()).value;
    const storm = answer.storms.find((s) => s.id === world.storm.id);
    expect(storm, `${world.storm.name} in the app's storm list`).toBeDefined();
    const fetchedAtUtc = answer.provenance.fetchedAtUtc;
    const others = answer.storms.filter((s) => s.id !== storm!.id);
    const crossing = stormCrossing(storm!, fetchedAtUtc, others);
    expect(crossing, `a crossing ${TARGET_CPA_NM} NM behind ${storm!.name} as the app was served it`).not.toBeNull();
    await expect(page.getByText('DEMO DATA - synthetic, not for navigation').first()).toBeVisible();
    await plan(page, crossing!);
    await app.shot('the passage across the storm track');

    await page.getByRole('tab', { name: 'Forecast' }).click();
    await page.getByRole('button', { name: 'Run forecast' }).click();
    const estimate = page.getByRole('group', { name: 'Credit estimate' });
    await expect(estimate).toContainText(/This forecast will spend \d+ credits/, { timeout: FIRST_ANSWER_MS });
    await estimate.getByRole('button', { name: 'Confirm and run' }).click();
    const shown = page.getByRole('region', { name: 'Forecast shown' });
    await expect(shown.getByRole('heading', { name: /^Forecast made / })).toBeVisible({ timeout: RUN_MS });

    // What the app's steps should show, computed apart from it.
    await page.getByRole('tab', { name: 'Weather table' }).click();
    const steps = await tableSteps(page);
    const times = steps.map((s) => s.timeUtc);
    const expected = expectedAt(times, crossing!, storm!, fetchedAtUtc);
    const cpaIndex = expected.nm.indexOf(Math.min(...expected.nm));
    const cpaNm = expected.nm[cpaIndex]!;
    const coneIndex = expected.inCone.indexOf(true);
    // The passage is what it was designed to be: about 95 NM off, through the cone, clear at both ends.
    expect(Math.abs(cpaNm - TARGET_CPA_NM)).toBeLessThan(3);
    expect(coneIndex).toBeGreaterThanOrEqual(0);
    const warned = expected.nm.map((nm, i) => expected.inCone[i]! || nm <= expected.thresholdNm[i]!);
    expect(warned[0]).toBe(false);
    expect(warned.at(-1)).toBe(false);

    // The summary: the storm, its closest approach and cone entry, and a headline that warns.
    await page.getByRole('tab', { name: 'Forecast' }).click();
    const summaryLine = shown
      .getByRole('list', { name: 'Storm warnings along the forecast' })
      .getByRole('listitem')
      .filter({ hasText: storm!.name });
    await expect(summaryLine).toHaveCount(1);
    const summary = await summaryLine.innerText();
    const closest = /closest (\d+) NM at (\d\d \w{3} \d\d(?:\d\d)?Z)/.exec(summary);
    const cone = /enters the forecast cone (\d\d \w{3} \d\d(?:\d\d)?Z)/.exec(summary);
    expect(closest, summary).not.toBeNull();
    expect(cone, summary).not.toBeNull();
    const summaryNm = Number(closest![1]);
    // GeodSolve at the app's step: the figure shown is that distance rounded to the NM (the
    // ship by RhumbSolve and the storm's linear track agree with the app's to metres).
    expect(Math.abs(summaryNm - cpaNm)).toBeLessThanOrEqual(0.5 + 0.05);
    expect(sameDayHour(closest![2]!, times[cpaIndex]!), `${closest![2]} is ${formatIsoUtc(times[cpaIndex]!)}`).toBe(
      true,
    );
    expect(sameDayHour(cone![1]!, times[coneIndex]!), `${cone![1]} is ${formatIsoUtc(times[coneIndex]!)}`).toBe(true);

    const headline = shown.getByTestId('forecast-headline');
    await expect(headline).toContainText(`Storm warning: ${storm!.name}`);
    await expect(headline).not.toContainText('No limit is likely to be exceeded');
    // One threshold for "likely", stated; every chance line's word agrees with its share.
    await expect(shown).toContainText('likely = 50 % of members or more');
    // Every limit, the default 1 NM visibility among them, has its share of members.
    const chanceLines = await shown.locator('ul.chances li').allInnerTexts();
    expect(chanceLines.filter((l) => l.startsWith('Visibility below 1.0 NM:'))).toHaveLength(1);
    for (const line of chanceLines) {
      const m = /: (\d+|<1) % of members somewhere on the passage \(\d+ of \d+\), (likely|possible|unlikely)/.exec(
        line,
      );
      expect(m, line).not.toBeNull();
      const percent = m![1] === '<1' ? 0 : Number(m![1]);
      expect(m![2]).toBe(percent >= 50 ? 'likely' : percent >= 20 ? 'possible' : 'unlikely');
    }
    await summaryLine.scrollIntoViewIfNeeded();
    await app.shot('the storm in the forecast summary');

    // The Storms tab: the same closest approach, at the same step, where RhumbSolve puts the ship.
    await page.getByRole('tab', { name: /^Storms/ }).click();
    const item = page
      .getByRole('list', { name: 'Active storms' })
      .getByRole('listitem')
      .filter({ hasText: storm!.name });
    const cpaLine = await item.locator('p.cpa').innerText();
    const tabCpa =
      /Closest approach (\d+) NM at (\d{4}-\d\d-\d\d \d\d:\d\dZ), ship at ([^.]+\.\d+'[NS] [^.]+\.\d+'[EW])/.exec(
        cpaLine,
      );
    expect(tabCpa, cpaLine).not.toBeNull();
    expect(Number(tabCpa![1])).toBe(summaryNm);
    expect(minuteUtc(tabCpa![2]!)).toBe(times[cpaIndex]);
    const shipShown = readPosition(tabCpa![3]!);
    const [offNm] = geodSolveNm([[shipShown, expected.ship[cpaIndex]!]]);
    // Positions are shown to 0.01' (under 0.01 NM).
    expect(offNm!).toBeLessThan(0.02);
    await expect(item.getByTestId('storm-warning')).toContainText(
      `Enters the forecast cone at ${formatIsoUtc(times[coneIndex]!).slice(0, 16).replace('T', ' ')}Z`,
    );
    await app.shot('the same closest approach on the Storms tab');

    // The weather table marks exactly the warned steps (a step within half a NM of its warning
    // distance may go either way: the app's and GeodSolve's distances differ by millimetres).
    for (const [i, s] of steps.entries()) {
      const near = Math.abs(expected.nm[i]! - expected.thresholdNm[i]!) < 0.5;
      if (near) continue;
      expect(s.storm, `Storm cell at ${formatIsoUtc(s.timeUtc)} (${expected.nm[i]!.toFixed(1)} NM)`).toBe(
        warned[i] ? storm!.name : '',
      );
    }
    await page.getByRole('tab', { name: 'Weather table' }).click();
    const cpaRow = page.getByRole('table', { name: 'Weather along the voyage' }).locator('tbody tr').nth(cpaIndex);
    await cpaRow.scrollIntoViewIfNeeded();
    await app.shot('the storm column at the closest approach');

    // The chance chart: one band, from the first warned step to the last, on the time axis.
    await page.getByRole('tab', { name: 'Weather charts' }).click();
    const canvas = page.getByRole('figure').filter({ hasText: 'Chance of exceeding the limits' }).locator('canvas');
    await expect(canvas).toBeVisible();
    const first = warned.indexOf(true);
    const last = warned.lastIndexOf(true);
    expect(warned.slice(first, last + 1).every((w) => w)).toBe(true);
    // Measured when the chart holds still: the axis read before and after the screenshot agree.
    interface Measured {
      readonly bands: [number, number][];
      readonly xs: number[];
    }
    const times4 = [times[0]!, times[first]!, times[last]!, times.at(-1)!];
    // The canvas is laid out before chart.js (its own chunk) has come and drawn on it: wait for both.
    await expect.poll(() => app.chartJsUrl(), { timeout: FIRST_ANSWER_MS }).toBeDefined();
    const chartJs = app.chartJsUrl()!;
    const measure = async (): Promise<Measured | null> => {
      const before = await axisPx(canvas, chartJs, times4);
      const { width, bands } = drawnBands(await canvas.screenshot());
      const after = await axisPx(canvas, chartJs, times4);
      if (before === null || after === null) return null;
      if (before.cssWidth !== after.cssWidth || before.xs.some((x, i) => x !== after.xs[i])) return null;
      return { bands, xs: after.xs.map((x) => (x * width) / after.cssWidth) };
    };
    let measured: Measured | null = null;
    await expect
      .poll(
        async () => {
          measured = await measure();
          return measured?.bands.length ?? 0;
        },
        { timeout: FIRST_ANSWER_MS },
      )
      .toBe(1);
    const { bands, xs } = measured!;
    const [x0, xFirst, xLast, xEnd] = xs;
    // Within a third of an hour's width (the fill's antialiased edge and a line's own pixel).
    const tolerancePx = Math.max(2, ((xEnd! - x0!) * H) / (times.at(-1)! - times[0]!) / 3);
    expect(Math.abs(bands[0]![0] - xFirst!)).toBeLessThanOrEqual(tolerancePx);
    expect(Math.abs(bands[0]![1] - xLast!)).toBeLessThanOrEqual(tolerancePx);
    // Not the whole chart: the passage's first and last hours are clear of the storm.
    expect(bands[0]![0]).toBeGreaterThan(x0! + tolerancePx);
    expect(bands[0]![1]).toBeLessThan(xEnd! - tolerancePx);
    await canvas.scrollIntoViewIfNeeded();
    await app.shot('the storm band on the chance chart');
    app.expectHealthy();
  });
});
