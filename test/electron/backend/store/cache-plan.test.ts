// Which cached rows upkeep and "Clear cached forecasts" remove (issue 27), decided over rows
// alone: superseded and aged rows go, then the oldest fetched until within the budget; a row a
// saved voyage keeps and a row younger than the grace always stay.
import { describe, expect, it } from 'vitest';
import { planClear, planUpkeep, type CacheRow } from '../../../../electron/backend/store/cache-plan';
import { DEFAULT_CACHE_POLICY, type CachePolicy } from '../../../../electron/backend/store/cache-policy';

const DAY_S = 86_400;
const NOW = 1_800_000_000;
const POLICY: CachePolicy = {
  budgetBytes: 1000,
  forecastMaxAgeS: 14 * DAY_S,
  otherMaxAgeS: 90 * DAY_S,
  freshGraceS: DAY_S / 2,
  upkeepAfterGrowthBytes: 100,
};

let nextRowid = 0;
function row(ageDays: number, bytes: number, extra: Partial<CacheRow> = {}): CacheRow {
  return {
    table: 'forecast_snapshots',
    rowid: ++nextRowid,
    fetchedAtUtc: NOW - ageDays * DAY_S,
    bytes,
    forecast: true,
    kept: false,
    superseded: false,
    ...extra,
  };
}

const ids = (rows: readonly CacheRow[]): number[] => rows.map((r) => r.rowid).sort((a, b) => a - b);

describe('upkeep', () => {
  it('removes forecast data past 14 days and other answers past 90, within the budget', () => {
    const oldForecast = row(15, 10);
    const youngForecast = row(13, 10);
    const oldOther = row(91, 10, { table: 'response_cache', forecast: false });
    const youngOther = row(60, 10, { table: 'response_cache', forecast: false });
    const plan = planUpkeep([oldForecast, youngForecast, oldOther, youngOther], NOW, POLICY);
    expect(ids(plan.doomed)).toEqual(ids([oldForecast, oldOther]));
    expect(plan).toMatchObject({ beforeBytes: 40, afterBytes: 20, keptBytes: 0 });
  });

  it('removes an ensemble answer a newer one to the same request supersedes, once past the grace', () => {
    const superseded = row(1, 10, { superseded: true });
    const supersededToday = row(0.1, 10, { superseded: true });
    const plan = planUpkeep([superseded, supersededToday], NOW, POLICY);
    expect(ids(plan.doomed)).toEqual([superseded.rowid]);
  });

  it('over the budget, removes the oldest fetched first until within it', () => {
    const rows = [row(3, 400), row(5, 400), row(1, 400), row(2, 400)];
    const plan = planUpkeep(rows, NOW, POLICY);
    // 1,600 bytes against 1,000: the 5- and 3-day-old go, the 2- and 1-day-old stay.
    expect(ids(plan.doomed)).toEqual(ids([rows[0]!, rows[1]!]));
    expect(plan.afterBytes).toBe(800);
  });

  it('never removes what a saved voyage keeps, nor what is younger than the grace, even over the budget', () => {
    const kept = row(30, 900, { kept: true });
    const fresh = row(0.2, 900);
    const plan = planUpkeep([kept, fresh, row(4, 100)], NOW, POLICY);
    expect(plan.doomed).toHaveLength(1);
    expect(plan).toMatchObject({ afterBytes: 1800, keptBytes: 900 });
  });

  it('keeps a day of fetches for 13 hours by default: one model run interval and its publication delay', () => {
    expect(DEFAULT_CACHE_POLICY.freshGraceS).toBe(13 * 3600);
    expect(DEFAULT_CACHE_POLICY.budgetBytes).toBe(200 * 1024 * 1024);
  });
});

describe('clear', () => {
  it('removes every row whatever its age but those saved voyages keep', () => {
    const kept = row(30, 10, { kept: true });
    const rows = [kept, row(0, 10), row(20, 10), row(0, 10, { table: 'storm_snapshots' })];
    const plan = planClear(rows);
    expect(ids(plan.doomed)).toEqual(ids(rows.filter((r) => r !== kept)));
    expect(plan).toMatchObject({ beforeBytes: 40, afterBytes: 10, keptBytes: 10 });
  });
});
