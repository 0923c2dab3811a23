// No overlay hides the coast (issue 24): off Rotterdam (51.9N 4.1E, zoom 8), with the radar on,
// the chart is untouched where the radar has no echo (its land and sea colours, as `isLand` says)
// and the coastline is drawn over the echoes; with the wind overlay on (online tiles off), the
// land keeps its colour over the overlay and the coastline shows all along the shore. Day and
// night palettes. The demo world is one with rain over part of that coast at one radar step
// (radar-world.ts partlyWetCoast), run here with its own demo service; the test shows that step.
import type { Locator, Page } from '@playwright/test';
import { PRODUCT_MODEL_ID } from '../../electron/sandbox/weather/products/field';
import { formatUtcMinute } from '../../shared/domain/time';
import { DAY_PALETTE, NIGHT_PALETTE, type ChartPalette } from '../../renderer/src/chart/palette';
import { decodePng } from '../helpers/png-reader';
import {
  chartMap,
  coastPoints,
  coastVisibility,
  landAgreement,
  landFile,
  type Agreement,
  type CoastPoint,
  type CoastVisibility,
  type PixelFilter,
} from './chart-pixels';
import { expect, test } from './fixtures';
import { nightMode } from './glyph-pixels';
import { partlyWetCoast, type PartlyWetCoast } from './radar-world';
import { clockClearOfNewRun } from './world-clock';
import { startWorldInstance, type WorldInstance } from './world-instance';

const FIRST_ANSWER_MS = 30_000;
const PLACE = { lat: 51.9, lon: 4.1 } as const;
const ZOOM = 8;
const VIEW = { center: PLACE, zoom: ZOOM };
/** Where the world must have rain and dry weather: well inside the radar's box at 1280×720 (70 km). */
const RAIN_BOX_HALF_DEG = { lat: 0.4, lon: 0.65 } as const;
/** Share of judged pixels whose colour must be the chart's own (land or sea), as chart-land-pixels.spec.ts asks. */
const MIN_AGREEMENT = 0.99;
/**
 * Share of shore points where the coastline must be seen: a graticule label or the radar box's
 * dashed edge may lie on a few (the line is drawn over both, but their text halo is not).
 */
const MIN_COAST_SEEN = 0.95;
/** A radar picture pixel counts as no echo when it and its neighbours this far are clear. */
const CLEAR_RADIUS_PX = 2;

const NOTHING_JUDGED: Agreement = { judged: 0, agreeing: 0, otherColour: 0, examples: [] };
const NOTHING_SEEN: CoastVisibility = { judged: 0, visible: 0, examples: [] };

let world: PartlyWetCoast;
let own: WorldInstance | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const clock = clockClearOfNewRun(Date.now() / 1000, [PRODUCT_MODEL_ID]);
  world = partlyWetCoast(PLACE, RAIN_BOX_HALF_DEG, clock.nowUtc);
  own = await startWorldInstance(world.seed, clock);
});

test.afterAll(async () => {
  await own?.stop();
});

async function openAtPlace(page: Page, token: string, origin: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${origin}/#map=${ZOOM}/${PLACE.lat}/${PLACE.lon}&token=${token}`);
  await expect(page.getByText('DEMO DATA - synthetic, not for navigation').first()).toBeVisible({
    timeout: FIRST_ANSWER_MS,
  });
  // Nothing over the shore but what is tested: no port dots and names, no storm tracks.
  await page.getByRole('checkbox', { name: 'Ports' }).uncheck();
  // The layer's switch is there once storms are known, and only when there are any.
  await expect(page.getByTestId('storm-badge')).toHaveText(/storm/, { timeout: FIRST_ANSWER_MS });
  const storms = page.getByRole('checkbox', { name: 'Storms' });
  if ((await storms.count()) > 0) await storms.uncheck();
  await expect(page.getByTestId('route-chart').locator('.leaflet-land-pane')).toHaveAttribute(
    'data-land-resolution',
    '10m',
    { timeout: FIRST_ANSWER_MS },
  );
}

/** The shore points of the view that the chart shows (no control, panel or slider over them). */
async function uncovered(page: Page, map: Locator, points: readonly CoastPoint[]): Promise<CoastPoint[]> {
  const box = await map.boundingBox();
  if (!box) throw new Error('the chart has no size');
  const shown = await page.evaluate(
    (xy) =>
      xy.map(([x, y]) => {
        const top = document.elementFromPoint(x, y);
        return (
          top !== null && (top.classList.contains('leaflet-container') || top.closest('.leaflet-map-pane') !== null)
        );
      }),
    points.map((p): [number, number] => [box.x + p.x, box.y + p.y]),
  );
  return points.filter((_, i) => shown[i]);
}

interface RadarPicture {
  /** Whether the radar draws an echo at a screenshot pixel: true, false, or null outside its box. */
  readonly echo: (x: number, y: number, radiusPx: number) => boolean | null;
}

/** The radar frame shown, decoded, and where the chart lays it (its image's box on the map). */
async function radarPicture(map: Locator): Promise<RadarPicture> {
  const img = map.locator('img.passage-radar-frame');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const src = (await img.getAttribute('src')) ?? '';
  const png = decodePng(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const [mapBox, imgBox] = [await map.boundingBox(), await img.boundingBox()];
  if (!mapBox || !imgBox) throw new Error('the radar picture is not on the chart');
  const alphaAt = (u: number, v: number): number => png.rgba[4 * (v * png.width + u) + 3]!;
  return {
    echo(x, y, radiusPx) {
      const u = Math.floor(((mapBox.x + x - imgBox.x) / imgBox.width) * png.width);
      const v = Math.floor(((mapBox.y + y - imgBox.y) / imgBox.height) * png.height);
      if (u < radiusPx || v < radiusPx || u >= png.width - radiusPx || v >= png.height - radiusPx) return null;
      let clear = true;
      let solid = true;
      for (let dv = -radiusPx; dv <= radiusPx; dv++) {
        for (let du = -radiusPx; du <= radiusPx; du++) {
          if (alphaAt(u + du, v + dv) > 0) clear = false;
          else solid = false;
        }
      }
      return solid ? true : clear ? false : null;
    },
  };
}

/** Steps the paused radar to the frame of `timeUtc` (the one the world was chosen for). */
async function showRadarStep(page: Page, timeUtc: number): Promise<void> {
  const radar = page.getByRole('region', { name: 'Radar' });
  const utc = radar.getByTestId('radar-time').locator('.utc');
  await expect(utc).toBeVisible({ timeout: FIRST_ANSWER_MS });
  const pause = radar.getByRole('button', { name: 'Pause radar' });
  if (await pause.isVisible()) await pause.click();
  await expect(radar.getByRole('button', { name: 'Play radar' })).toBeVisible();
  const wanted = formatUtcMinute(timeUtc);
  for (let i = 0; i < 24 && (await utc.innerText()) !== wanted; i++) {
    const before = await utc.innerText();
    await radar.getByRole('button', { name: 'Next radar step' }).click();
    await expect(utc).not.toHaveText(before);
  }
  await expect(utc).toHaveText(wanted);
}

function agreementText(a: Agreement): string {
  return `${a.agreeing} of ${a.judged} pixels agree (${a.otherColour} neither colour); e.g. ${a.examples.join('; ')}`;
}

/** Checks the radar picture against the chart in the palette shown, polled while the canvas settles. */
async function expectRadarOverChart(page: Page, palette: ChartPalette, label: string): Promise<void> {
  const map = chartMap(page);
  const land = landFile('10m');
  await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
  const picture = await radarPicture(map);
  const first = decodePng(await map.screenshot({ animations: 'disabled' }));
  const shore = coastPoints(VIEW, first.width, first.height, land);
  const wetShore = (await uncovered(page, map, shore)).filter((p) => picture.echo(p.x, p.y, 1) === true);
  const noEcho: PixelFilter = (x, y) => picture.echo(x, y, CLEAR_RADIUS_PX) === false;
  // The world was chosen for this: both dry chart and wet shore in the picture.
  expect(wetShore.length, `${label}: shore points under an echo`).toBeGreaterThan(30);

  let clear: Agreement = NOTHING_JUDGED;
  let coast: CoastVisibility = NOTHING_SEEN;
  await expect
    .poll(
      async () => {
        const png = await map.screenshot({ animations: 'disabled' });
        clear = landAgreement(png, VIEW, land, { palette, judge: noEcho, stepPx: 8 });
        coast = coastVisibility(png, wetShore, palette.coast);
        return (
          clear.agreeing / Math.max(1, clear.judged) >= MIN_AGREEMENT &&
          coast.visible / Math.max(1, coast.judged) >= MIN_COAST_SEEN
        );
      },
      { timeout: 10_000 },
    )
    .toBe(true)
    .catch(() => {
      throw new Error(
        `${label}: where the radar has no echo, ${agreementText(clear)}; ` +
          `coastline seen at ${coast.visible} of ${coast.judged} shore points under an echo, not at ${coast.examples.join('; ')}`,
      );
    });
  expect(clear.judged, `${label}: chart pixels judged where the radar has no echo`).toBeGreaterThan(300);
  expect(coast.judged, `${label}: shore points judged under an echo`).toBeGreaterThan(30);
  test.info().annotations.push({
    type: 'radar over the chart',
    description: `${label}: no echo ${clear.agreeing}/${clear.judged}; coast under echoes ${coast.visible}/${coast.judged}, not at ${coast.examples.join('; ')}`,
  });
}

async function expectCoastOverOverlay(page: Page, palette: ChartPalette, label: string): Promise<void> {
  const map = chartMap(page);
  const land = landFile('10m');
  await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
  const first = decodePng(await map.screenshot({ animations: 'disabled' }));
  const shore = await uncovered(page, map, coastPoints(VIEW, first.width, first.height, land));
  expect(shore.length, `${label}: shore points in view`).toBeGreaterThan(100);
  // Land only: the sea carries the overlay's colours.
  const onLand: PixelFilter = (_x, _y, dataLand) => dataLand;
  let onShore: CoastVisibility = NOTHING_SEEN;
  let landKept: Agreement = NOTHING_JUDGED;
  await expect
    .poll(
      async () => {
        const png = await map.screenshot({ animations: 'disabled' });
        onShore = coastVisibility(png, shore, palette.coast);
        landKept = landAgreement(png, VIEW, land, { palette, judge: onLand, stepPx: 8 });
        return (
          onShore.visible / Math.max(1, onShore.judged) >= MIN_COAST_SEEN &&
          landKept.agreeing / Math.max(1, landKept.judged) >= MIN_AGREEMENT
        );
      },
      { timeout: 10_000 },
    )
    .toBe(true)
    .catch(() => {
      throw new Error(
        `${label}: coastline seen at ${onShore.visible} of ${onShore.judged} shore points, not at ${onShore.examples.join('; ')}; ` +
          `on land ${agreementText(landKept)}`,
      );
    });
  expect(landKept.judged, `${label}: land pixels judged`).toBeGreaterThan(300);
  expect(onShore.judged, `${label}: shore points judged`).toBeGreaterThan(100);
  test.info().annotations.push({
    type: 'coast over the overlay',
    description: `${label}: coast ${onShore.visible}/${onShore.judged}, not at ${onShore.examples.join('; ')}; land ${landKept.agreeing}/${landKept.judged}`,
  });
}

test('radar: the chart untouched where there is no echo, the coastline over the echoes, day and night', async ({
  page,
  app,
}) => {
  test.setTimeout(180_000);
  await openAtPlace(page, app.token, app.url.origin);
  await page.getByRole('checkbox', { name: 'Radar' }).check();
  await showRadarStep(page, world.timeUtc);
  await expectRadarOverChart(page, DAY_PALETTE, 'day');
  await app.shot('radar off Rotterdam by day, 1280x720');
  await nightMode(page, true);
  await showRadarStep(page, world.timeUtc);
  await expectRadarOverChart(page, NIGHT_PALETTE, 'night');
  await app.shot('radar off Rotterdam by night, 1280x720');
  // The other screens the navigator may have, to be looked at (the radar may ask for a wider picture).
  for (const [width, height] of [
    [1440, 900],
    [1920, 1080],
  ] as const) {
    for (const night of [true, false]) {
      await nightMode(page, night);
      await page.setViewportSize({ width, height });
      await expect(page.getByRole('region', { name: 'Radar' }).getByTestId('radar-time')).toBeVisible({
        timeout: FIRST_ANSWER_MS,
      });
      await app.shot(`radar off Rotterdam by ${night ? 'night' : 'day'}, ${width}x${height}`);
    }
  }
  app.expectHealthy();
});

test('wind overlay: the land and the coastline drawn over it, day and night', async ({ page, app }) => {
  test.setTimeout(180_000);
  await openAtPlace(page, app.token, app.url.origin);
  await page.getByRole('combobox', { name: 'Weather overlay' }).selectOption({ label: 'Wind' });
  const image = page.locator('img.weather-overlay');
  await expect(image).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectCoastOverOverlay(page, DAY_PALETTE, 'day');
  await app.shot('wind overlay off Rotterdam by day, 1280x720');
  await nightMode(page, true);
  await expectCoastOverOverlay(page, NIGHT_PALETTE, 'night');
  await app.shot('wind overlay off Rotterdam by night, 1280x720');
  for (const [width, height] of [
    [1440, 900],
    [1920, 1080],
  ] as const) {
    for (const night of [true, false]) {
      await nightMode(page, night);
      await page.setViewportSize({ width, height });
      await expect(image).toBeVisible();
      await app.shot(`wind overlay off Rotterdam by ${night ? 'night' : 'day'}, ${width}x${height}`);
    }
  }
  app.expectHealthy();
});
