// weather.climate and weather.climateOutlook against the in-process demo sandbox: twelve months
// at a place, the outlook along a voyage beyond the forecast range (samples, months, end tables),
// repeats for 0 credits from the store, and offline answers from the store marked stale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Voyage } from '../../../../shared/domain/voyage';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import { CLIMATE_OUTLOOK_MAX_SAMPLES } from '../../../../shared/ipc';
import { NOW_UTC, testBackend, type TestBackend } from './helpers';

const DAY_S = 86_400;

/** Bishop Rock -> Ambrose, 14 kn, departing in 90 days: about 3000 NM, beyond every forecast. */
function atlanticVoyage(): Voyage {
  return {
    name: 'Westbound in September',
    route: {
      name: 'Bishop Rock - Ambrose',
      waypoints: [
        { id: 'a', name: 'Bishop Rock', position: { lat: 49.87, lon: -6.45 }, legGeometry: 'greatCircle' },
        { id: 'b', name: 'Ambrose', position: { lat: 40.45, lon: -73.8 }, legGeometry: 'greatCircle' },
      ],
    },
    departureUtc: NOW_UTC + 90 * DAY_S,
    speedsKn: [14],
    staysS: {},
  };
}

describe('climate', () => {
  let b: TestBackend;
  let sandbox: Sandbox | undefined;
  let voyageId: string;
  beforeAll(async () => {
    b = await testBackend({
      sandbox: {
        start: async (options) => {
          sandbox = await startSandbox(options);
          return sandbox;
        },
      },
    });
    voyageId = (await b.api['voyages.save']({ voyage: atlanticVoyage() })).id;
  });
  afterAll(() => b.dispose());

  it('gives twelve monthly averages at a place, demo-marked, and answers a repeat from the store', async () => {
    const first = await b.api['weather.climate']({ lat: 48, lon: -30, period: 'month' });
    expect(first.place).toEqual({ lat: 48, lon: -30 });
    expect(first.period).toBe('month');
    expect(first.periods.map((p) => p.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const p of first.periods) {
      expect(p.windSpeed).toBeGreaterThan(0);
      expect(p.windGust).toBeGreaterThanOrEqual(p.windSpeed);
      expect(p.temperatureHigh).toBeGreaterThanOrEqual(p.temperatureLow);
    }
    expect(first.provenance).toMatchObject({ source: 'demo', stale: false, ageS: 0, models: [] });

    b.advance(DAY_S);
    const again = await b.api['weather.climate']({ lat: 48, lon: -30, period: 'month' });
    expect(again.periods).toEqual(first.periods);
    // From the store: fetched a day ago, still fresh (the averages change once a year).
    expect(again.provenance).toMatchObject({ stale: false, ageS: DAY_S, fetchedAtUtc: first.provenance.fetchedAtUtc });
  });

  it('says which period the service answered when half months are asked', async () => {
    const half = await b.api['weather.climate']({ lat: 10, lon: -40, period: 'half_month' });
    // Spec §2.11: the response's period is `month` whatever was asked.
    expect(half.period).toBe('month');
    expect(half.periods).toHaveLength(12);
  });

  it('gives the outlook along a voyage: departure, route samples and arrival with their months and winds', async () => {
    const outlook = await b.api['weather.climateOutlook']({ voyageId });
    const { samples } = outlook;
    expect(samples.length).toBeGreaterThanOrEqual(4);
    expect(samples.length).toBeLessThanOrEqual(CLIMATE_OUTLOOK_MAX_SAMPLES);
    expect(samples[0]).toMatchObject({ kind: 'departure', lat: 49.75, lon: -6.5, distanceNm: 0 });
    expect(samples.at(-1)).toMatchObject({ kind: 'arrival', lat: 40.5, lon: -73.75 });
    expect(samples.slice(1, -1).every((s) => s.kind === 'route')).toBe(true);
    for (let i = 1; i < samples.length; i++) {
      expect(samples[i]!.etaUtc).toBeGreaterThan(samples[i - 1]!.etaUtc);
      expect(samples[i]!.distanceNm).toBeGreaterThan(samples[i - 1]!.distanceNm);
    }
    for (const s of samples) {
      expect(s.month).toBe(new Date(s.etaUtc * 1000).getUTCMonth() + 1);
      expect(s.windSpeedMs).toBeGreaterThan(0);
      expect(s.windGustMs).toBeGreaterThanOrEqual(s.windSpeedMs!);
    }
    // 2024-06-12 + 90 days = 2024-09-10; about nine days at 14 kn.
    expect(outlook.months).toEqual([{ year: 2024, month: 9 }]);
    expect(outlook.departure.periods).toHaveLength(12);
    expect(outlook.arrival.periods).toHaveLength(12);
    expect({ lat: outlook.arrival.lat, lon: outlook.arrival.lon }).toEqual({ lat: 40.5, lon: -73.75 });
    // The departure's September is the departure sample's wind.
    expect(outlook.departure.periods.find((p) => p.month === 9)?.windSpeed).toBe(samples[0]!.windSpeedMs);
    // One credit per distinct position, never more than the cap.
    const positions = new Set(samples.map((s) => `${s.lat},${s.lon}`)).size;
    expect(outlook.creditsSpent).toBe(positions);
    expect(outlook.provenance).toMatchObject({ source: 'demo', stale: false });

    const repeat = await b.api['weather.climateOutlook']({ voyageId });
    expect(repeat.creditsSpent).toBe(0);
    expect(repeat.samples).toEqual(samples);
  });

  it('refuses a voyage that is not saved', async () => {
    await expect(b.api['weather.climateOutlook']({ voyageId: 'nope' })).rejects.toMatchObject({
      code: 'not-found',
      message: expect.stringContaining('save it before asking for its climate outlook'),
    });
  });

  it('answers from the store marked stale once the service is gone, and says offline for what was never stored', async () => {
    const before = await b.api['weather.climateOutlook']({ voyageId });
    await sandbox!.close();
    b.advance(40 * DAY_S);
    const offline = await b.api['weather.climateOutlook']({ voyageId });
    expect(offline.samples).toEqual(before.samples);
    expect(offline.creditsSpent).toBe(0);
    expect(offline.provenance).toMatchObject({ source: 'demo', stale: true });
    expect(offline.provenance.ageS).toBeGreaterThanOrEqual(40 * DAY_S);

    const place = await b.api['weather.climate']({ lat: 48, lon: -30, period: 'month' });
    expect(place.provenance.stale).toBe(true);
    expect(place.periods).toHaveLength(12);

    await expect(b.api['weather.climate']({ lat: -40, lon: 100, period: 'month' })).rejects.toMatchObject({
      code: 'offline',
      message: expect.stringContaining('none is stored yet'),
    });
  });
});
