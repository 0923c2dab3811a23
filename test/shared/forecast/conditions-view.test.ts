// Conditions in a navigator's words: m/s to the chosen speed with the compass point and Beaufort
// force, km to NM, missing readings as a dash, both clocks, and the next two hours of
// precipitation from the minutes given and then the hourly section.
import { describe, expect, it } from 'vitest';
import type { Conditions } from '../../../shared/ipc';
import {
  currentLines,
  dailyRows,
  daypartRows,
  hourlyRows,
  NAVIGATOR_UNITS,
  precipitationOutlook,
  visibilityText,
  windText,
} from '../../../shared/forecast/conditions-view';

const T0 = Date.UTC(2026, 11, 1, 6) / 1000;
const H = 3600;

function hour(time: number, precipIntensity = 0) {
  return {
    icon: 'cloudy',
    time,
    uvIndex: 0,
    dewPoint: 5,
    humidity: 0.8,
    pressure: 1012.4,
    windGust: 12,
    windSpeed: 7.2,
    cloudCover: 0.9,
    precipType: 'rain',
    visibility: 18.52,
    temperature: 8.04,
    windBearing: 225,
    iconExtended: 'cloudy',
    globalRadiation: 0,
    precipIntensity,
    precipProbability: 0.3,
    apparentTemperature: 5,
  };
}

function conditions(minutely: Conditions['minutely']): Conditions {
  return {
    place: { name: 'Rotterdam', lat: 51.95, lon: 4.14, timezone: 'Europe/Amsterdam' },
    current: { time: T0, windSpeed: 7.2, windBearing: 225, windGust: null, temperature: 8, summary: 'Cloudy' },
    minutely,
    hourly: [hour(T0), hour(T0 + H, 0.8), hour(T0 + 2 * H, 2.5), hour(T0 + 3 * H)],
    dayparts: [{ time: T0, daypart: 'morning', temperatureLow: 6, temperatureHigh: 9.5, windSpeed: 10.3 }],
    daily: [
      {
        ...hour(T0 - 5 * H),
        uvIndex: 1,
        temperatureLow: 4,
        temperatureHigh: 9,
        globalRadiationSum: 300,
        iconExtended: 'rain_showers',
      },
    ],
    creditsSpent: 1,
    provenance: { source: 'demo', stale: false, fetchedAtUtc: T0, ageS: 0, models: [] },
  };
}

const minutes = (count: number, rate: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => ({ time: T0 + i * 60, precipIntensity: rate(i) }));

describe('conditions view', () => {
  it('writes wind as a navigator reads it, in the unit chosen', () => {
    expect(windText(7.2, 225, NAVIGATOR_UNITS)).toBe('SW 14 kn F4');
    expect(windText(7.2, 225, { speed: 'm/s', distance: 'km' })).toBe('SW 7.2 m/s F4');
    expect(windText(null, 225, NAVIGATOR_UNITS)).toBe('—');
    expect(visibilityText(18.52, NAVIGATOR_UNITS)).toBe('10.0 NM');
  });

  it('gives every hourly row both clocks and the readings in navigator units', () => {
    const [first] = hourlyRows(conditions([]), NAVIGATOR_UNITS);
    expect(first).toMatchObject({
      utc: '2026-12-01 06:00Z',
      local: '2026-12-01 07:00 (UTC+1)',
      wind: 'SW 14 kn F4',
      gust: '23 kn',
      temperature: '8.0 °C',
      pressure: '1012 hPa',
      precipitation: 'dry',
      precipProbability: '30 %',
      visibility: '10.0 NM',
      cloudCover: '90 %',
    });
  });

  it('shows a missing current reading as a dash and the summary first', () => {
    const lines = currentLines(conditions([]), NAVIGATOR_UNITS);
    expect(lines[0]).toEqual(['Sky', 'Cloudy']);
    expect(lines).toContainEqual(['Gusts', '—']);
    expect(currentLines({ ...conditions([]), current: null }, NAVIGATOR_UNITS)).toEqual([]);
  });

  it('writes day parts and days on the place’s calendar', () => {
    expect(daypartRows(conditions([]), NAVIGATOR_UNITS)[0]).toMatchObject({
      part: 'morning',
      temperature: '6.0 to 9.5 °C',
      wind: '20 kn F5',
      gust: '—',
    });
    expect(dailyRows(conditions([]), NAVIGATOR_UNITS)[0]).toMatchObject({ day: '2026-12-01', summary: 'rain showers' });
  });

  it('reads the next two hours from the sixty minutes given, then the hourly section', () => {
    const dry = precipitationOutlook(conditions(minutes(60, () => 0)));
    expect(dry.minutes).toHaveLength(60);
    expect(dry.hours).toEqual([{ timeUtc: T0 + H, rateMmH: 0.8, source: 'hourly' }]);
    expect(dry.summary).toBe('Dry for the next 60 min. Then (hourly): 07:00Z 0.8 mm/h.');

    const wet = precipitationOutlook(conditions(minutes(60, (i) => (i >= 23 ? 1.24 : 0))));
    expect(wet.summary).toMatch(/^Precipitation from 06:23Z, up to 1\.2 mm\/h in the next 60 min\./);

    // Without minutes, the two hours come from the hourly section alone.
    const none = precipitationOutlook(conditions([]));
    expect(none.hours.map((h) => h.timeUtc)).toEqual([T0, T0 + H]);
    expect(none.summary).toMatch(/^The service gave no minute-by-minute precipitation\./);
  });
});
