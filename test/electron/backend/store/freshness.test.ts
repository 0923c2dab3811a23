// The offline policy: fixed ages for ports and storms, model runs for forecasts.
import { describe, expect, it } from 'vitest';
import { FRESHNESS_POLICY, freshUntilUtc, isFresh, staleness } from '../../../../electron/backend/store/freshness';

const H = 3600;

describe('freshness', () => {
  it('keeps ports 30 days and storms 1 hour', () => {
    expect(FRESHNESS_POLICY.ports).toEqual({ by: 'age', maxAgeS: 30 * 24 * H });
    expect(isFresh('ports', 0, 30 * 24 * H - 1)).toBe(true);
    expect(isFresh('ports', 0, 30 * 24 * H)).toBe(false);
    expect(isFresh('storms', 1000, 1000 + H - 1)).toBe(true);
    expect(isFresh('storms', 1000, 1000 + H)).toBe(false);
  });

  it('keeps a forecast until the next model run can be out, whenever it was fetched', () => {
    const run = 1_780_000_000;
    expect(freshUntilUtc('forecast', run + 8 * H, run)).toBe(run + 13 * H);
    expect(isFresh('forecast', run + 12 * H, run + 12.9 * H, run)).toBe(true);
    expect(isFresh('forecast', run + 12 * H, run + 13 * H, run)).toBe(false);
    expect(freshUntilUtc('forecast', 500, null)).toBe(500 + 6 * H);
  });

  it('keeps a run the service has just answered with fresh for an hour, though the next was expected', () => {
    // Regression: an 18Z ensemble fetched at 07:12Z (the service publishes 00Z at 08Z, later
    // than the 7 h assumed) read as stale at once, and its estimate offered to buy it again.
    const run = 1_780_000_000;
    const fetched = run + 13.2 * H;
    expect(freshUntilUtc('forecast', fetched, run)).toBe(fetched + H);
    expect(isFresh('forecast', fetched, fetched + 0.9 * H, run)).toBe(true);
    expect(isFresh('forecast', fetched, fetched + H, run)).toBe(false);
  });

  it('reports stale with the age of the data', () => {
    expect(staleness('storms', 1000, 1000 + 2 * H)).toEqual({ stale: true, ageS: 2 * H });
    expect(staleness('storms', 1000, 1030)).toEqual({ stale: false, ageS: 30 });
    expect(staleness('storms', 1000, 900)).toEqual({ stale: false, ageS: 0 });
  });
});
