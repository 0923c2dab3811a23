// The weather forecast handler (spec §2.10, §4.2) on the fake world: schema, section lengths,
// fractions, units, language, icons that agree with their numbers, and determinism.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SandboxBadRequest } from '../../../../electron/sandbox/contract';
import { env, NOW_UTC } from './fake-world';
import { forecast, forecastText, products } from './helpers';

const place = { lat: 51.9, lon: 4.5 };

// The shapes Passage assumes for the sections the spec does not show.
const minuteSchema = z.strictObject({
  time: z.number().int(),
  precipIntensity: z.number().min(0),
  precipProbability: z.number().min(0).max(1),
  precipType: z.string(),
});
const daypartSchema = z.looseObject({
  time: z.number().int(),
  endTime: z.number().int(),
  daypart: z.enum(['night', 'morning', 'afternoon', 'evening']),
  summary: z.string().min(1),
  temperatureLow: z.number(),
  temperatureHigh: z.number(),
  humidity: z.number().min(0).max(1),
  cloudCover: z.number().min(0).max(1),
});
const currentSchema = z.looseObject({
  time: z.number().int(),
  temperature: z.number(),
  summary: z.string().min(1),
  humidity: z.number().min(0).max(1),
});

const PRECIP_ICONS = ['rain', 'snow', 'sleet'];

describe('weather.forecast', () => {
  it('answers the default lengths: 60 minutes, 48 hours, 8 dayparts, 5 days', async () => {
    const body = await forecast(place);
    expect(z.array(minuteSchema).parse(body.minutely)).toHaveLength(60);
    expect(body.hourly).toHaveLength(48);
    expect(z.array(daypartSchema).parse(body.daypartly)).toHaveLength(8);
    expect(body.daily).toHaveLength(5);
    const current = currentSchema.parse(body.current);
    expect(current.time).toBe(NOW_UTC);
  });

  it('follows max_* including 0 and the spec maxima', async () => {
    const none = await forecast({ ...place, max_minutely: 0, max_hourly: 0, max_daily: 0, max_daypartly: 0 });
    expect([none.minutely, none.hourly, none.daypartly, none.daily]).toEqual([[], [], [], []]);
    const most = await forecast({ ...place, max_minutely: 120, max_hourly: 168, max_daily: 15, max_daypartly: 30 });
    expect(z.array(z.unknown()).parse(most.minutely)).toHaveLength(120);
    expect(most.hourly).toHaveLength(168);
    expect(z.array(z.unknown()).parse(most.daypartly)).toHaveLength(30);
    expect(most.daily).toHaveLength(15);
  });

  it('starts hourly at the current hour and steps one hour; minutely at the current minute', async () => {
    const body = await forecast({ ...place, max_hourly: 5, max_minutely: 3 });
    const hourStart = Math.floor(NOW_UTC / 3600) * 3600;
    expect(body.hourly.map((h) => h.time)).toEqual([0, 1, 2, 3, 4].map((i) => hourStart + i * 3600));
    expect(
      z
        .array(minuteSchema)
        .parse(body.minutely)
        .map((m) => m.time),
    ).toEqual([NOW_UTC, NOW_UTC + 60, NOW_UTC + 120]);
  });

  it('gives days from local midnight (Amsterdam is UTC+2 in September) and dayparts that follow on', async () => {
    const body = await forecast({ ...place, max_daily: 3, max_daypartly: 6 });
    const midnight = Date.UTC(2026, 8, 9, 22) / 1000; // 10 September 00:00 CEST
    expect(body.daily.map((d) => d.time)).toEqual([midnight, midnight + 86_400, midnight + 2 * 86_400]);
    const parts = z.array(daypartSchema).parse(body.daypartly);
    // 09:20 UTC is 11:20 local: the morning part, 06:00-12:00 local.
    expect(parts[0]).toMatchObject({ daypart: 'morning', time: midnight + 6 * 3600, endTime: midnight + 12 * 3600 });
    expect(parts.map((p) => p.daypart)).toEqual(['morning', 'afternoon', 'evening', 'night', 'morning', 'afternoon']);
    for (let i = 1; i < parts.length; i++) expect(parts[i]?.time).toBe(parts[i - 1]?.endTime);
  });

  it('uses the zone of the place: a half-hour zone, and the poles and the antimeridian', async () => {
    // Mumbai is UTC+5:30: 09:20 UTC is 14:50 local, in the afternoon of 10 September.
    const mumbai = await forecast({ lat: 19.1, lon: 72.9, max_daily: 2, max_daypartly: 1 });
    expect(mumbai.daily.map((d) => d.time)).toEqual([
      Date.UTC(2026, 8, 9, 18, 30) / 1000,
      Date.UTC(2026, 8, 10, 18, 30) / 1000,
    ]);
    expect(z.array(daypartSchema).parse(mumbai.daypartly)[0]?.daypart).toBe('afternoon');
    for (const corner of [
      { lat: 90, lon: 180 },
      { lat: -90, lon: -180 },
    ]) {
      const body = await forecast({ ...corner, max_daily: 15, max_daypartly: 30 });
      expect(body.daily).toHaveLength(15);
      expect(z.array(daypartSchema).parse(body.daypartly)).toHaveLength(30);
    }
  });

  it('keeps fractions in 0..1, gusts at or above wind, and lows at or below highs', async () => {
    const body = await forecast({ ...place, max_hourly: 168, max_daily: 15 });
    for (const h of body.hourly) {
      for (const f of [h.humidity, h.cloudCover, h.precipProbability]) expect(f).toBeGreaterThanOrEqual(0);
      for (const f of [h.humidity, h.cloudCover, h.precipProbability]) expect(f).toBeLessThanOrEqual(1);
      expect(h.windGust).toBeGreaterThanOrEqual(h.windSpeed);
      expect(h.windBearing).toBeGreaterThanOrEqual(0);
      expect(h.windBearing).toBeLessThan(360);
    }
    for (const d of body.daily) {
      expect(d.temperatureLow).toBeLessThanOrEqual(d.temperatureHigh);
      expect(Number.isInteger(d.uvIndex)).toBe(true);
    }
  });

  it('draws icons that agree with precipitation and daylight', async () => {
    const body = await forecast({ ...place, max_hourly: 168 });
    const icons = new Set(body.hourly.map((h) => h.icon));
    expect(icons.size).toBeGreaterThan(1);
    for (const h of body.hourly) {
      expect(PRECIP_ICONS.includes(h.icon)).toBe(h.precipType !== 'none');
      if (h.precipType !== 'none') expect(h.icon).toBe(h.precipType);
      // Night icons only without sun on the ground.
      if (h.icon.endsWith('-night')) expect(h.globalRadiation).toBeLessThan(200);
    }
    expect(body.hourly.some((h) => PRECIP_ICONS.includes(h.icon))).toBe(true);
  });

  it('converts to °F and mph for imperial and keeps metric and si alike', async () => {
    const [metric, si, imperial] = await Promise.all([
      forecast({ ...place, max_hourly: 24 }),
      forecast({ ...place, max_hourly: 24, units: 'si' }),
      forecast({ ...place, max_hourly: 24, units: 'imperial' }),
    ]);
    expect(si.hourly).toEqual(metric.hourly);
    metric.hourly.forEach((m, i) => {
      const f = imperial.hourly[i];
      expect(f?.temperature).toBeCloseTo((m.temperature * 9) / 5 + 32, 0);
      expect(f?.windSpeed).toBeCloseTo(m.windSpeed / 0.44704, 0);
      expect(f?.precipIntensity).toBeCloseTo(m.precipIntensity / 25.4, 2);
      expect(f?.visibility).toBeCloseTo(m.visibility / 1.609344, 1);
      expect(f?.humidity).toBe(m.humidity);
      expect(f?.pressure).toBe(m.pressure);
    });
  });

  it('refuses units outside metric, si and imperial, naming units', async () => {
    const call = () => products.http['weather.forecast']({ ...place, units: 'kelvin' }, env);
    expect(call).toThrow(SandboxBadRequest);
    expect(call).toThrow(/^units: must be one of metric, si, imperial/);
  });

  it('changes only the text summaries with language', async () => {
    const [en, nl] = await Promise.all([
      forecast({ ...place, language: 'en' }),
      forecast({ ...place, language: 'nl' }),
    ]);
    expect(nl.hourly).toEqual(en.hourly);
    expect(nl.daily).toEqual(en.daily);
    const enCurrent = currentSchema.parse(en.current);
    const nlCurrent = currentSchema.parse(nl.current);
    expect({ ...nlCurrent, summary: '' }).toEqual({ ...enCurrent, summary: '' });
    expect(nlCurrent.summary).not.toBe(enCurrent.summary);
  });

  it('gives the same bytes for the same seed, clock and request, and others for another seed', async () => {
    const params = { ...place, max_hourly: 72, max_daily: 15 };
    expect(await forecastText(params)).toBe(await forecastText(params));
    expect(await forecastText(params, { ...env, seed: 8 })).not.toBe(await forecastText(params));
  });
});
