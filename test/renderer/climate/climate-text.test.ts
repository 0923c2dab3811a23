// The climate outlook's words and chart: rows in the navigator's units (knots by default, m/s
// when chosen), the months sailed marked, a missing mean as a dash, and the chart's two lines
// against the ETA with a break where a mean is missing.
import { describe, expect, it, vi } from 'vitest';
import type { ClimateOutlook, UnitPreferences } from '../../../shared/ipc';
import {
  horizonText,
  missingText,
  monthRows,
  monthsText,
  sampleRows,
} from '../../../renderer/src/climate/climate-text';
import { climateChartConfig, climatePoints } from '../../../renderer/src/climate/climate-chart';
import { chartColours } from '../../../renderer/src/forecast/chart-style';
import { provenance } from '../fixtures';

vi.hoisted(() => vi.stubGlobal('window', { passage: {} }));

const KN: UnitPreferences = { speed: 'kn', distance: 'NM', waveHeight: 'm', coordinates: 'dm' };
const T = Date.UTC(2026, 11, 30, 12) / 1000;

const period = (month: number, windSpeed: number) => ({
  month,
  period: 1,
  windSpeed,
  windGust: windSpeed * 1.4,
  sunshineHours: 100,
  temperatureLow: 4.04,
  temperatureHigh: 9.96,
  precipitationSum: 80.4,
});

const OUTLOOK: ClimateOutlook = {
  voyageId: 'v1',
  voyageRevision: 2,
  departureUtc: T,
  arrivalUtc: T + 4 * 86_400,
  samples: [
    { kind: 'departure', lat: 49.75, lon: -6.5, etaUtc: T, distanceNm: 0, month: 12, windSpeedMs: 10, windGustMs: 14 },
    {
      kind: 'route',
      lat: 47,
      lon: -20,
      etaUtc: T + 2 * 86_400,
      distanceNm: 612.4,
      month: 1,
      windSpeedMs: null,
      windGustMs: null,
    },
    {
      kind: 'arrival',
      lat: 45,
      lon: -30,
      etaUtc: T + 4 * 86_400,
      distanceNm: 1200,
      month: 1,
      windSpeedMs: 12,
      windGustMs: 17,
    },
  ],
  months: [
    { year: 2026, month: 12 },
    { year: 2027, month: 1 },
  ],
  departure: { lat: 49.75, lon: -6.5, periods: Array.from({ length: 12 }, (_, i) => period(i + 1, 5 + i)) },
  arrival: { lat: 45, lon: -30, periods: [] },
  creditsSpent: 3,
  provenance: provenance({ source: 'demo' }),
};

describe('climate text', () => {
  it('the samples in knots with their ETA, month and a dash where the mean is missing', () => {
    const rows = sampleRows(OUTLOOK, KN);
    expect(rows.map((r) => [r.label, r.eta, r.month, r.wind, r.gust])).toEqual([
      ['Departure', '30 Dec 12Z', 'Dec', '19', '27'],
      ['612 NM', '01 Jan 12Z', 'Jan', '–', '–'],
      ['Arrival', '03 Jan 12Z', 'Jan', '23', '33'],
    ]);
    expect([rows[0]!.lat, rows[0]!.lon]).toEqual(["49°45.0'N", "006°30.0'W"]);
    expect(sampleRows(OUTLOOK, { ...KN, speed: 'm/s' })[0]!.wind).toBe('10.0');
  });

  it('twelve months with the months sailed marked', () => {
    const rows = monthRows(OUTLOOK.departure.periods, KN, [12, 1]);
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.sailed).map((r) => r.name)).toEqual(['Jan', 'Dec']);
    expect(rows[0]).toMatchObject({ name: 'Jan', wind: '10', low: '4.0', high: '10.0', rain: '80', sun: '100' });
  });

  it('the months spanned across the new year, and why the outlook shows by itself', () => {
    expect(monthsText(OUTLOOK.months)).toBe('Dec 2026 – Jan 2027');
    expect(monthsText(OUTLOOK.months.slice(0, 1))).toBe('Dec 2026');
    expect(horizonText(true)).toContain('beyond the forecast range (from 3 hours ago to 9.5 days ahead)');
    expect(horizonText(false)).toBeNull();
    expect(missingText(OUTLOOK)).toBe(
      '1 of 3 positions could not be fetched (the service did not answer) and are not stored: shown as –. Try again when connected.',
    );
    expect(missingText({ ...OUTLOOK, samples: OUTLOOK.samples.slice(0, 1) })).toBeNull();
  });

  it('charts mean wind and gust against the ETA, broken where a mean is missing', () => {
    expect(climatePoints(OUTLOOK, 'windSpeedMs', 'kn')).toEqual([
      { x: T * 1000, y: 19.4 },
      { x: (T + 2 * 86_400) * 1000, y: null },
      { x: (T + 4 * 86_400) * 1000, y: 23.3 },
    ]);
    const config = climateChartConfig(
      OUTLOOK,
      'kn',
      chartColours(() => ''),
    );
    expect(config.data.datasets.map((d) => d.label)).toEqual(['Mean wind (kn)', 'Mean gust (kn)']);
    expect(config.options?.scales?.['x']?.min).toBe(T * 1000);
    expect(config.options?.scales?.['x']?.max).toBe((T + 4 * 86_400) * 1000);
  });
});
