// At 1280×720, day and night, the bottom panels as a navigator on a small bridge screen sees
// them: every table scrolls to its last column inside its panel with no header cut off, the
// charts' time labels never overlap, and the night palette keeps series apart and nothing bright.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { commit, nextHourIso, opened, reopenFitted, startNewVoyage, status, unique } from './library-helpers';

const FIRST_ANSWER_MS = 30_000;
const RUN_MS = 60_000;
const ROUTE = ['49 54.0N 005 30.0W', '47 00.0N 015 00.0W', '44 00.0N 030 00.0W', '41 00.0N 045 00.0W'] as const;

const waypointName = (page: Page, n: number): Locator => page.getByRole('textbox', { name: `Name of waypoint ${n}` });

async function planRoute(page: Page): Promise<void> {
  const plan = page.getByRole('region', { name: 'Route editor' });
  const deletes = plan.getByRole('button', { name: /^Delete waypoint/ });
  while ((await deletes.count()) > ROUTE.length) await deletes.last().click();
  const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
  for (let n = await deletes.count(); n < ROUTE.length; n++) {
    await newPosition.fill(ROUTE[n]!);
    await page.getByRole('button', { name: 'Add waypoint' }).click();
    await expect(waypointName(page, n + 1)).toHaveCount(1);
  }
  for (const [i, position] of ROUTE.entries()) {
    await commit(waypointName(page, i + 1), `Point ${String.fromCharCode(65 + i)}`);
    await commit(page.getByRole('textbox', { name: `Position of Point ${String.fromCharCode(65 + i)}` }), position);
  }
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), nextHourIso());
}

async function runForecast(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Forecast' }).click();
  await page.getByRole('button', { name: 'Run forecast' }).click();
  const estimate = page.getByRole('group', { name: 'Credit estimate' });
  await estimate.getByRole('button', { name: 'Confirm and run' }).click({ timeout: FIRST_ANSWER_MS });
  await expect(page.getByRole('progressbar', { name: 'Forecast progress' })).toHaveCount(0, { timeout: RUN_MS });
}

interface TableFit {
  readonly name: string;
  /** The table's nearest clipping ancestor scrolls (overflow auto or scroll), or nothing clips it. */
  readonly scrolls: boolean;
  /** Scrolled to its end, the right edge of the rightmost heading is inside the scrolling box. */
  readonly lastReachable: boolean;
  /** Headings whose text is wider or taller than their cell (cut off, or an ellipsis). */
  readonly clipped: readonly string[];
}

/** Every table in `root`: can it be scrolled to its last column, and is any heading cut? */
function tableFits(root: Locator): Promise<TableFit[]> {
  return root.evaluate((el) =>
    [...el.querySelectorAll('table')].map((table) => {
      let box: Element = document.documentElement;
      for (let p = table.parentElement; p !== null; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') {
          box = p;
          break;
        }
      const scrolls = box === document.documentElement || ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
      const headers = [...table.querySelectorAll('thead th')];
      const before = box.scrollLeft;
      box.scrollLeft = box.scrollWidth;
      const right = box.getBoundingClientRect().left + box.clientWidth;
      const lastRight = Math.max(...headers.map((th) => th.getBoundingClientRect().right));
      box.scrollLeft = before;
      const clipped = headers
        .filter((th) => th.scrollWidth > th.clientWidth + 1 || th.scrollHeight > th.clientHeight + 1)
        .map((th) => `${th.textContent?.trim()} (${th.scrollWidth} px in ${th.clientWidth} px)`);
      const name = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? '(no name)';
      return { name, scrolls, lastReachable: lastRight <= right + 1, clipped };
    }),
  );
}

async function expectTablesFit(root: Locator, count: number): Promise<void> {
  const fits = await tableFits(root);
  expect(fits.length, 'tables in the panel').toBeGreaterThanOrEqual(count);
  for (const fit of fits)
    expect(fit, fit.name).toEqual({ name: fit.name, scrolls: true, lastReachable: true, clipped: [] });
}

/** Pairs of chart time labels that overlap or run off their canvas, from chart.js's own layout of them. */
function tickLabelOverlaps(root: Locator, chartJsUrl: string | undefined): Promise<string[]> {
  if (chartJsUrl === undefined) return Promise.resolve(['chart.js is not loaded']);
  return root.evaluate(async (el, url) => {
    interface Item {
      label: string | string[];
      font: { string: string };
      options: { rotation: number; textAlign: string; translation: [number, number] };
    }
    interface Found {
      getChart(canvas: HTMLCanvasElement): { scales: Record<string, { getLabelItems(): Item[] }> } | undefined;
    }
    // The app's own chart.js module (one instance per URL), to ask it where it wrote each label.
    const module = (await import(url)) as Record<string, unknown>;
    const Chart = Object.values(module).find((v) => typeof v === 'function' && 'getChart' in v) as Found | undefined;
    if (Chart === undefined) return ['chart.js exports no Chart'];
    const problems: string[] = [];
    for (const canvas of el.querySelectorAll('canvas')) {
      const x = Chart.getChart(canvas)?.scales['x'];
      const ctx = canvas.getContext('2d');
      if (x === undefined || ctx === null) continue;
      const boxes = x
        .getLabelItems()
        .map((item) => {
          ctx.font = item.font.string;
          const lines = Array.isArray(item.label) ? item.label : [item.label];
          const width = Math.max(...lines.map((line) => ctx.measureText(line).width));
          const at = item.options.translation[0];
          const align = item.options.textAlign;
          const left = align === 'left' ? at : align === 'right' ? at - width : at - width / 2;
          return { left, right: left + width, text: lines.join(' '), rotated: item.options.rotation !== 0 };
        })
        .filter((box) => box.text.trim() !== '')
        .sort((a, b) => a.left - b.left);
      const name = canvas.getAttribute('aria-label') ?? 'a chart';
      if (boxes.length < 2) problems.push(`${name}: ${boxes.length} time label(s)`);
      for (const [i, box] of boxes.entries()) {
        if (box.rotated) problems.push(`${name}: "${box.text}" is rotated`);
        if (box.left < -1 || box.right > canvas.clientWidth + 1) problems.push(`${name}: "${box.text}" runs off`);
        const before = boxes[i - 1];
        if (before !== undefined && box.left < before.right + 2)
          problems.push(`${name}: "${before.text}" and "${box.text}" overlap`);
      }
    }
    return problems;
  }, chartJsUrl);
}

test('at 1280×720 every bottom table scrolls to its last column, no header is cut, no time label overlaps another', async ({
  page,
  app,
}) => {
  test.setTimeout(5 * 60_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(app.url.href);
  await expect(page.getByText('DEMO DATA - synthetic, not for navigation').first()).toBeVisible({
    timeout: FIRST_ANSWER_MS,
  });
  await planRoute(page);
  const bottom = page.getByRole('region', { name: 'Passage plan and weather' });
  await expectTablesFit(bottom, 1);
  await app.shot('waypoints');
  await runForecast(page);
  await page.getByRole('tab', { name: 'Weather table' }).click();
  const weather = page.getByRole('table', { name: 'Weather along the voyage' });
  await expect.poll(() => weather.locator('tbody tr').count(), { timeout: RUN_MS }).toBeGreaterThan(20);
  await expectTablesFit(bottom, 1);
  await app.shot('weather table');
  await page.getByRole('tab', { name: 'Weather charts' }).click();
  // Wind, gust, Hs, visibility and the chance of exceeding the limits (the sea state section has its own).
  await expect(bottom.getByRole('group', { name: 'Forecast charts along the voyage' }).locator('canvas')).toHaveCount(
    5,
  );
  await expect.poll(() => tickLabelOverlaps(bottom, app.chartJsUrl())).toEqual([]);
  await app.shot('weather charts');
  await page.getByRole('tab', { name: 'Departures' }).click();
  const panel = page.getByRole('region', { name: 'Departures' });
  const first = Math.ceil((Date.now() + 2 * 3_600_000) / (6 * 3_600_000)) * 6 * 3_600_000;
  const fieldTime = (ms: number): string => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')}Z`;
  await commit(panel.getByRole('textbox', { name: 'Earliest departure (UTC)' }), fieldTime(first));
  await commit(panel.getByRole('textbox', { name: 'Latest departure (UTC)' }), fieldTime(first + 6 * 3_600_000));
  await panel.getByRole('button', { name: 'Estimate' }).click();
  await panel.getByRole('button', { name: 'Sweep departures' }).click({ timeout: FIRST_ANSWER_MS });
  await expect(panel.getByRole('table').locator('tbody tr')).toHaveCount(2, { timeout: 90_000 });
  await expectTablesFit(bottom, 1);
  await expect.poll(() => tickLabelOverlaps(bottom, app.chartJsUrl())).toEqual([]);
  await app.shot('departures');
  app.expectHealthy();
});

/** Boxes of the labels written on the chart (waypoint names, day labels) that overlap another of their kind. */
function chartLabelOverlaps(chart: Locator): Promise<{ names: string[]; overlaps: string[] }> {
  return chart.evaluate((el) => {
    const overlaps: string[] = [];
    const names = [...el.querySelectorAll('.names span')].map((s) => s.textContent ?? '');
    for (const kind of ['.names span', '.labels span']) {
      const boxes = [...el.querySelectorAll(kind)].map((s) => ({ text: s.textContent, r: s.getBoundingClientRect() }));
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          if (a.r.left < b.r.right && b.r.left < a.r.right && a.r.top < b.r.bottom && b.r.top < a.r.bottom)
            overlaps.push(`"${a.text}" and "${b.text}"`);
    }
    return { names, overlaps };
  });
}

test('waypoint names and day labels crowded at the start of a route do not pile up on the chart', async ({
  page,
  app,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(app.url.href);
  await opened(page);
  await startNewVoyage(page);
  // Five waypoints a few miles apart off the Hook of Holland, a two-day stay at the second (its
  // day labels all fall on one spot), then out to the Channel.
  const crowded = ['52 00.0N 003 00.0E', '51 59.0N 002 57.0E', '51 58.0N 002 54.0E', '51 57.0N 002 51.0E'];
  const route = [...crowded, '51 56.0N 002 48.0E', '50 30.0N 000 30.0W', '49 50.0N 003 00.0W'];
  const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
  for (const [i, position] of route.entries()) {
    await newPosition.fill(position);
    await page.getByRole('button', { name: 'Add waypoint', exact: true }).click();
    await expect(waypointName(page, i + 1)).toHaveCount(1);
  }
  await commit(page.getByRole('textbox', { name: 'Stay at WP 2 (hours:minutes)' }), '48:00');
  const name = unique('E2E crowded start');
  await commit(page.getByRole('textbox', { name: 'Voyage name' }), name);
  await page.getByRole('button', { name: 'Save voyage' }).click();
  await expect(status(page)).toHaveText(/^Saved rev 1/);
  // Reopened, the chart fits the whole route: names and day labels are written at this zoom.
  await page.waitForLoadState('networkidle');
  await reopenFitted(page);
  await expect(page.getByRole('textbox', { name: 'Voyage name' })).toHaveValue(name);
  const chart = page.getByTestId('route-chart');
  await expect(chart.locator('.names span').first()).toBeVisible();
  await expect(chart.locator('.labels span').first()).toBeVisible();
  const labels = await chartLabelOverlaps(chart);
  expect(labels.overlaps).toEqual([]);
  // The departure and the arrival keep their names, whatever else gives way.
  expect(labels.names).toContain('WP 1');
  expect(labels.names).toContain('WP 7');
  await app.shot('crowded start');
  app.expectHealthy();
});

/** WCAG relative luminance of the brightest pixel of the element as drawn (0 black, 1 white). */
async function brightestLuminance(page: Page, element: Locator): Promise<number> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    const lin = (c: number): number => (c <= 0.04045 * 255 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    let max = 0;
    for (let i = 0; i < px.length; i += 4)
      max = Math.max(max, 0.2126 * lin(px[i]!) + 0.7152 * lin(px[i + 1]!) + 0.0722 * lin(px[i + 2]!));
    return max;
  }, png);
}

interface SeriesColour {
  readonly chart: string;
  readonly label: string;
  readonly hueDeg: number | null;
  readonly luminance: number;
}

/** The opaque line colour of every series of every chart in `root`, as chart.js draws it. */
function seriesColours(root: Locator, chartJsUrl: string | undefined): Promise<SeriesColour[]> {
  if (chartJsUrl === undefined) return Promise.resolve([]);
  return root.evaluate(async (el, url) => {
    interface Found {
      getChart(
        canvas: HTMLCanvasElement,
      ): { data: { datasets: { label?: string; borderColor?: unknown; fill?: unknown }[] } } | undefined;
    }
    const module = (await import(url)) as Record<string, unknown>;
    const Chart = Object.values(module).find((v) => typeof v === 'function' && 'getChart' in v) as Found | undefined;
    const probe = document.createElement('canvas').getContext('2d')!;
    const lin = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const out: SeriesColour[] = [];
    for (const [n, canvas] of [...el.querySelectorAll('canvas')].entries()) {
      for (const dataset of Chart?.getChart(canvas)?.data.datasets ?? []) {
        if (typeof dataset.borderColor !== 'string') continue;
        probe.fillStyle = '#000000';
        probe.fillStyle = dataset.borderColor;
        const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(String(probe.fillStyle));
        if (hex === null) continue; // translucent: a fan's fill, not a series line
        const [r, g, b] = [hex[1]!, hex[2]!, hex[3]!].map((h) => parseInt(h, 16) / 255) as [number, number, number];
        const max = Math.max(r, g, b);
        const min = Math.min(r, g, b);
        const d = max - min;
        const hue =
          d < 0.12
            ? null
            : max === r
              ? (60 * ((g - b) / d) + 360) % 360
              : max === g
                ? 60 * ((b - r) / d) + 120
                : 60 * ((r - g) / d) + 240;
        out.push({
          chart: `chart ${n + 1}`,
          label: dataset.label ?? '',
          hueDeg: hue,
          luminance: 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b),
        });
      }
    }
    return out;
  }, chartJsUrl);
}

/** Nothing at night is brighter than this relative luminance (the day's white is 1). */
const NIGHT_MAX_LUMINANCE = 0.3;
/** Series of one chart differ in hue by at least this (a neutral grey counts as a hue of its own). */
const MIN_HUE_APART_DEG = 30;

function huesApart(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a !== b;
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d) >= MIN_HUE_APART_DEG;
}

test('night palette: slider and check boxes dim, chart series told apart by hue and none bright', async ({
  page,
  app,
}) => {
  test.setTimeout(4 * 60_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(app.url.href);
  await expect(page.getByText('DEMO DATA - synthetic, not for navigation').first()).toBeVisible({
    timeout: FIRST_ANSWER_MS,
  });
  await planRoute(page);
  await runForecast(page);
  await page.getByRole('tab', { name: 'Weather charts' }).click();
  const bottom = page.getByRole('region', { name: 'Passage plan and weather' });
  // Wind, gust, Hs, visibility and the chance of exceeding the limits (the sea state section has its own).
  await expect(bottom.getByRole('group', { name: 'Forecast charts along the voyage' }).locator('canvas')).toHaveCount(
    5,
  );
  await app.shot('charts by day');

  const nightMode = async (on: boolean): Promise<void> => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('checkbox', { name: 'Night mode' }).setChecked(on);
    await settings.getByRole('button', { name: 'Close' }).click();
    await expect(settings).toBeHidden();
  };
  await nightMode(true);
  try {
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
    const slider = page.getByTestId('route-chart').locator('input[type="range"]');
    await expect(slider).toHaveCount(1);
    expect(await brightestLuminance(page, slider), 'the time slider').toBeLessThanOrEqual(NIGHT_MAX_LUMINANCE);
    // Ports and Radar are always offered; Storms only while the demo world has one (not arranged:
    // the check is of how the boxes are drawn, whichever are there).
    const layers = page.getByRole('checkbox', { name: /^(Ports|Storms|Radar)$/ });
    await expect(page.getByRole('checkbox', { name: /^(Ports|Radar)$/ })).toHaveCount(2);
    for (const box of await layers.all())
      expect(
        await brightestLuminance(page, box),
        (await box.getAttribute('aria-label')) ?? undefined,
      ).toBeLessThanOrEqual(NIGHT_MAX_LUMINANCE);

    // The charts redraw in the night palette: wait for it, then compare the series of each chart.
    await expect
      .poll(async () => {
        const drawn = await seriesColours(bottom, app.chartJsUrl());
        return drawn.length >= 8 && drawn.every((s) => s.luminance <= NIGHT_MAX_LUMINANCE);
      })
      .toBe(true);
    const series = await seriesColours(bottom, app.chartJsUrl());
    expect(series.length).toBeGreaterThanOrEqual(8);
    const clashes: string[] = [];
    for (const [i, a] of series.entries())
      for (const b of series.slice(i + 1))
        if (a.chart === b.chart && !huesApart(a.hueDeg, b.hueDeg))
          clashes.push(
            `${a.chart}: "${a.label}" and "${b.label}" (${a.hueDeg?.toFixed(0)}° / ${b.hueDeg?.toFixed(0)}°)`,
          );
    expect(clashes).toEqual([]);
    await app.shot('charts at night');
  } finally {
    // The backend keeps the setting and is shared with the other tests: back to day.
    await nightMode(false);
  }
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'night');
  app.expectHealthy();
});
