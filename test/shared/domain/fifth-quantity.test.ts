// "A fifth quantity is one entry": a quantity added to the table at run time, before the modules
// that read the table load, is judged, checked and worded everywhere with no other line changed.
// (Each test file has its own module graph, so the entry added here reaches no other test.)
import { describe, expect, it } from 'vitest';
import { QUANTITIES, QUANTITY_IDS, type Quantity, type QuantityEntry } from '../../../shared/domain/quantities';
import { series, step } from '../forecast/helpers';

// A cloud base below which a helicopter transfer is off: at risk below its limit, in metres.
const CLOUD_BASE: QuantityEntry = {
  names: ['cloudbaseheightstratiform'],
  levels: 'any',
  unit: 'm',
  family: 'waveHeight',
  label: 'cloud base',
  row: 'Cloud base',
  short: 'Cloud base',
  title: 'Cloud base (stratiform)',
  words: 'cloud base',
  decimals: 0,
  sense: 'below',
  limit: {
    field: 'cloudBaseM',
    name: 'cloud base',
    form: 'Minimum cloud base (m)',
    min: 30,
    max: 3000,
    default: 150,
    what: 'The cloud base limit',
    optional: true,
  },
};
(QUANTITIES as unknown as Record<string, QuantityEntry>)['cloudBase'] = CLOUD_BASE;
(QUANTITY_IDS as string[]).push('cloudBase');
const fifth = 'cloudBase' as Quantity;

const { limitExceedances } = await import('../../../shared/forecast/exceedance');
const { forecastAlongVoyage } = await import('../../../shared/forecast/along-voyage');
const { vesselLimitsSchema, limitRangesText, DEFAULT_VESSEL_LIMITS } =
  await import('../../../shared/domain/vessel-limits-schema');
const { perQuantitySchema } = await import('../../../shared/domain/quantity-schemas');
const { sweepDepartures } = await import('../../../shared/forecast/departure-sweep');
const { sweepPlaces } = await import('../../../shared/forecast/sweep-steps');

describe('a fifth quantity, added as one entry of the table', () => {
  it('is a vessel limit: in the defaults, the ranges text and the schema, in its own words', () => {
    expect(DEFAULT_VESSEL_LIMITS).toMatchObject({ cloudBaseM: 150 });
    expect(limitRangesText()).toContain('cloud base 30 to 3000 m');
    const base = { windKn: 34, gustKn: 45, hsM: 4 };
    expect(vesselLimitsSchema.parse({ ...base, cloudBaseM: 200 })).toEqual({ ...base, cloudBaseM: 200 });
    const refused = vesselLimitsSchema.safeParse({ ...base, cloudBaseM: 5 });
    expect(refused.error?.issues[0]?.message).toBe('The cloud base limit must be 30 to 3000 m, got 5 m.');
    expect(perQuantitySchema(vesselLimitsSchema.shape.windKn).safeParse({ wind: 1, gust: 1, hs: 1 }).success).toBe(
      true,
    );
  });

  it('is found in a snapshot, converted and judged in its sense along the voyage', () => {
    const steps = [0, 1, 2].map((h) => step(h * 3600, 50, -5));
    const snapshot = {
      steps,
      // Feet: 328 ft is 100 m, under the 150 m limit.
      series: [series('cloudbaseheightstratiform', 'ft', { deterministic: [1000, 328.084, 1000] })],
    };
    const limits = { windKn: 34, gustKn: 45, hsM: 4, cloudBaseM: 150 } as never;
    const [e] = limitExceedances(snapshot, limits);
    expect(e?.quantity).toBe(fifth);
    expect(e?.series.deterministic[1]).toBeCloseTo(100, 3);
    expect(e?.steps.map((s) => s.deterministicAbove)).toEqual([false, true, false]);
    const along = forecastAlongVoyage(snapshot, limits);
    expect(along.stepRisks).toEqual(['none', 'high', 'none']);
    expect(along.windows[0]?.text).toMatch(/^Cloud base below 150 m forecast \(100 m\)/);
  });

  it('is swept over the departures where the ensemble gives it', () => {
    const voyage = {
      route: {
        name: 'test',
        waypoints: [
          { id: 'a', name: 'A', position: { lat: 0, lon: 0 }, legGeometry: 'rhumb' as const },
          { id: 'b', name: 'B', position: { lat: 0, lon: 1 }, legGeometry: 'rhumb' as const },
        ],
      },
      speedsKn: [10],
      staysS: {},
    };
    const [row] = sweepDepartures({
      voyage,
      departuresUtc: [0],
      places: sweepPlaces(voyage, 3),
      // Two members: one with its cloud base at 100 m (under the 150 m limit) all the way.
      lookup: () => ({ wind: [10, 10], gust: [12, 12], hs: [1, 1], cloudBase: [100, 400] }) as never,
      limits: { windKn: 34, gustKn: 45, hsM: 4, cloudBaseM: 150 } as never,
      stepH: 3,
    });
    expect(row?.exceedance).toMatchObject({ wind: 0, gust: 0, hs: 0, cloudBase: 0.5 });
    expect(row?.worst?.quantity).toBe(fifth);
  });
});
