// Issue 24 in the browser: a vessel chosen from the vessel search starts with limits from its type
// and size, not the 34 kn / 45 kn / 4 m defaults. A small yacht and a long tanker of the demo
// fleet are searched by name; the search shows each one's dimensions (as the demo service gives
// them) and the limits of its row of the type-and-size table; the profile made from it, its edit
// form, the voyage's limits line and the forecast panel's "Limits in use" and chance lines all
// show the same three numbers, and the two vessels' numbers differ.
import type { Locator, Page } from '@playwright/test';
import { buildFleet } from '../../electron/sandbox/vessels/fleet';
import type { VesselSummary } from '../../shared/api/resources/vessels';
import { SANDBOX_SEED_ENV } from './env';
import { expect, test } from './fixtures';
import { commit, FIRST_ANSWER_MS, nextHourIso, opened, startNewVoyage } from './library-helpers';

/** A deterministic run of a two-waypoint voyage: a few requests to the demo service. */
const RUN_MS = 60_000;

interface Limits {
  readonly windKn: number;
  readonly gustKn: number;
  readonly hsM: number;
}

/** The limits a profile gets when no type or size is known (shared/domain/voyage DEFAULT_VESSEL_LIMITS). */
const DEFAULTS: Limits = { windKn: 34, gustKn: 45, hsM: 4 };

/**
 * The rows of the type-and-size table (shared/domain/vessel-limits.ts LIMITS_BY_LENGTH) these
 * vessels fall in, written out here so a change to the table shows up as a failing test: small
 * craft under 24 m take the Recreational Craft Directive's design category C (Beaufort 6, Hs
 * 2 m); merchant ships of 250 m and over the longest class.
 */
const YACHT_UNDER_24_M: Limits = { windKn: 27, gustKn: 35, hsM: 2 };
const SHIP_250_M_AND_OVER: Limits = { windKn: 48, gustKn: 60, hsM: 6 };

/** The demo world of the shared demo service (the app fixture restarts it with this seed). */
const SEED = Number(process.env[SANDBOX_SEED_ENV] ?? '1');

/** The first vessel of the fleet that passes `test` and is the only one with its name. */
function pick(test: (v: VesselSummary) => boolean): VesselSummary {
  const fleet = buildFleet(SEED).vessels;
  const named = new Map<string, number>();
  for (const v of fleet) named.set(v.name, (named.get(v.name) ?? 0) + 1);
  const found = fleet.find((v) => named.get(v.name) === 1 && test(v));
  if (found === undefined) throw new Error(`no such vessel in the fleet of seed ${SEED}`);
  return found;
}

/** The dimensions as the search states them, from the service's numbers. */
function dimensionsLine(info: VesselSummary['info']): string {
  const m = (value: number | undefined): string => `${value!.toFixed(1)} m`;
  return `${m(info.lengthM)} × ${m(info.beamM)}, draught ${m(info.draughtM)}, ${info.grossTonnage!.toLocaleString('en-GB')} GT`;
}

/** "wind 27 kn (Bft 6), gust 35 kn, Hs 2 m" or "wind 27 kn, gust 35 kn, Hs 2.0 m" read back as numbers. */
function readLimits(text: string): Limits {
  const found = /wind (\d+(?:\.\d+)?) kn(?: \(Bft \d+\))?, gust (\d+(?:\.\d+)?) kn, Hs (\d+(?:\.\d+)?) m/.exec(text);
  if (found === null) throw new Error(`no limits in "${text}"`);
  return { windKn: Number(found[1]), gustKn: Number(found[2]), hsM: Number(found[3]) };
}

/** Searches the vessel by name and returns its row of the results (by name and MMSI). */
async function searchRow(page: Page, vessel: VesselSummary): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Vessel name' }).fill(vessel.name);
  await page.getByRole('button', { name: 'Search vessels' }).click();
  const row = page
    .getByRole('list', { name: 'Vessels found' })
    .getByRole('listitem')
    .filter({ has: page.locator('strong', { hasText: new RegExp(`^${vessel.name}$`) }) })
    .filter({ hasText: `MMSI ${vessel.mmsi}` });
  await expect(row).toHaveCount(1, { timeout: FIRST_ANSWER_MS });
  return row;
}

/**
 * The vessel found, its dimensions and starting limits checked in the search, made a profile and
 * chosen for the voyage; every place that shows its limits agrees. Returns the limits shown.
 */
async function chooseFromSearch(page: Page, vessel: VesselSummary, expected: Limits): Promise<Limits> {
  const row = await searchRow(page, vessel);
  await expect(row).toContainText(vessel.info.categoryType);
  await expect(row.getByTestId('vessel-dimensions')).toHaveText(dimensionsLine(vessel.info));
  const inSearch = readLimits(await row.innerText());
  expect(inSearch).toEqual(expected);

  await row.getByRole('button', { name: `Create profile from ${vessel.name}` }).click();
  const profile = page
    .getByRole('list', { name: 'Vessel profiles' })
    .getByRole('listitem')
    .filter({ hasText: vessel.name });
  await expect(profile).toHaveCount(1);
  await expect(page.getByText(`Profile for ${vessel.name} created with limits from its type and size`)).toBeVisible();
  expect(readLimits(await profile.innerText())).toEqual(expected);

  // The edit form opens on the same numbers.
  await profile.getByRole('button', { name: `Edit limits of ${vessel.name}` }).click();
  const form = page.getByRole('form', { name: `Limits of ${vessel.name}` });
  await expect(form.getByRole('textbox', { name: 'Wind limit (kn)' })).toHaveValue(String(expected.windKn));
  await expect(form.getByRole('textbox', { name: 'Gust limit (kn)' })).toHaveValue(String(expected.gustKn));
  await expect(form.getByRole('textbox', { name: 'Wave height limit Hs (m)' })).toHaveValue(String(expected.hsM));
  await form.getByRole('button', { name: 'Cancel' }).click();

  await profile.getByRole('button', { name: `Use ${vessel.name} for this voyage` }).click();
  const line = page.getByTestId('forecast-limits');
  await expect(line).toHaveText(new RegExp(`^Limits of ${vessel.name}: `));
  expect(readLimits(await line.innerText())).toEqual(expected);
  return expected;
}

/** The forecast panel's "Limits in use" and every chance line's limit, as numbers. */
async function forecastPanelLimits(page: Page): Promise<{ inUse: Limits; chanceLines: string[] }> {
  const shown = page.getByRole('region', { name: 'Forecast shown' });
  const inUse = readLimits(await shown.locator('p', { hasText: /^Limits in use:/ }).innerText());
  const chanceLines = await shown.locator('ul.chances li').allInnerTexts();
  return { inUse, chanceLines };
}

function expectChanceLines(lines: readonly string[], limits: Limits): void {
  // Wind, gust, Hs and visibility (a minimum: 1 NM for every class, off a fog region here).
  expect(lines.length).toBe(4);
  expect(lines.find((l) => l.startsWith('Visibility below'))).toMatch(/^Visibility below 1\.0 NM: not forecast/);
  expect(lines.find((l) => l.startsWith('Wind above'))).toMatch(new RegExp(`^Wind above ${limits.windKn} kn:`));
  expect(lines.find((l) => l.startsWith('Gusts above'))).toMatch(new RegExp(`^Gusts above ${limits.gustKn} kn:`));
  expect(lines.find((l) => l.startsWith('Hs above'))).toMatch(new RegExp(`^Hs above ${limits.hsM.toFixed(1)} m:`));
}

test('a vessel from the search takes limits from its type and size, shown alike everywhere', async ({ page, app }) => {
  test.setTimeout(180_000);
  const yacht = pick((v) => v.info.categoryType === 'Yacht' && v.info.lengthM !== undefined && v.info.lengthM < 24);
  const tanker = pick((v) => v.info.category === 'Tanker' && v.info.lengthM !== undefined && v.info.lengthM >= 250);

  await page.goto(app.url.href);
  await opened(page);
  await startNewVoyage(page);
  // Open sea west of Biscay, departing at the next hour: a short deterministic forecast.
  const newPosition = page.getByRole('textbox', { name: 'Position of the new waypoint' });
  for (const [n, position] of ['46 00.0N 012 00.0W', '44 00.0N 018 00.0W'].entries()) {
    await newPosition.fill(position);
    await page.getByRole('button', { name: 'Add waypoint' }).click();
    await expect(page.getByRole('textbox', { name: `Name of waypoint ${n + 1}` })).toHaveCount(1);
  }
  await commit(page.getByRole('textbox', { name: 'Departure (UTC)' }), nextHourIso());

  await page.getByRole('tab', { name: 'Vessel' }).click();
  await expect(page.getByTestId('forecast-limits')).toHaveText(
    'Default limits (no vessel chosen): wind 34 kn (Bft 8), gust 45 kn, Hs 4 m, visibility at least 1 NM',
  );
  const small = await chooseFromSearch(page, yacht, YACHT_UNDER_24_M);
  await app.shot('a yacht chosen from the search');

  // The forecast is judged against the yacht's limits, and says so in the same numbers.
  await page.getByRole('tab', { name: 'Forecast' }).click();
  await page.getByRole('checkbox', { name: 'Ensemble (51 members)' }).uncheck();
  await page.getByRole('button', { name: 'Run forecast' }).click();
  const estimate = page.getByRole('group', { name: 'Credit estimate' });
  await expect(estimate).toContainText(/This forecast will spend \d+ credits?/, { timeout: FIRST_ANSWER_MS });
  await estimate.getByRole('button', { name: 'Confirm and run' }).click();
  const shown = page.getByRole('region', { name: 'Forecast shown' });
  await expect(shown.getByRole('heading', { name: /^Forecast made / })).toBeVisible({ timeout: RUN_MS });
  const withYacht = await forecastPanelLimits(page);
  expect(withYacht.inUse).toEqual(small);
  expectChanceLines(withYacht.chanceLines, small);
  await app.shot('the forecast judged against the yacht');

  // A long tanker: other, higher limits, and the forecast shown is judged against them.
  await page.getByRole('tab', { name: 'Vessel' }).click();
  const large = await chooseFromSearch(page, tanker, SHIP_250_M_AND_OVER);
  await app.shot('a long tanker chosen from the search');
  for (const field of ['windKn', 'gustKn', 'hsM'] as const) {
    expect(small[field]).toBeLessThan(DEFAULTS[field]);
    expect(large[field]).toBeGreaterThan(DEFAULTS[field]);
  }
  await page.getByRole('tab', { name: 'Forecast' }).click();
  await expect(shown.locator('p', { hasText: /^Limits in use:/ })).toContainText(`wind ${large.windKn} kn`);
  const withTanker = await forecastPanelLimits(page);
  expect(withTanker.inUse).toEqual(large);
  expectChanceLines(withTanker.chanceLines, large);
  await app.shot('the forecast judged against the tanker');
  app.expectHealthy();
});
