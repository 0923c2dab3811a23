// The weather table's rows: columns only for what the snapshot carries, values in the
// navigator's units, waypoint rows named, cells over a limit marked with the reason in words.
import { describe, expect, it } from 'vitest';
import type { UnitPreferences } from '../../../shared/ipc';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';
import { forecastAlongVoyage } from '../../../shared/forecast';
import {
  buildForecastTable,
  directionText,
  rowsEvery,
  type ForecastTableModel,
} from '../../../renderer/src/forecast/forecast-table';
import { snapshot, T0 } from './fixtures';

const KN: UnitPreferences = { speed: 'kn', distance: 'NM', waveHeight: 'm', coordinates: 'dm' };
const METRIC: UnitPreferences = { speed: 'm/s', distance: 'km', waveHeight: 'ft', coordinates: 'decimal' };

function table(units: UnitPreferences, limits = DEFAULT_VESSEL_LIMITS): ForecastTableModel {
  const snap = snapshot();
  return buildForecastTable(snap, forecastAlongVoyage(snap, limits), units, ['Lizard', 'Off Scilly', 'Fastnet']);
}

function column(model: ForecastTableModel, id: string, step: number) {
  const i = model.columns.findIndex((c) => c.id === id);
  if (i < 0) throw new Error(`no column ${id}`);
  return model.rows[step]!.cells[i]!;
}

describe('buildForecastTable', () => {
  it('has a column for each element the snapshot carries, in a fixed order, and none for the rest', () => {
    const ids = table(KN).columns.map((c) => c.id);
    expect(ids).toEqual([
      'wind',
      'bft',
      'windDir',
      'windEns',
      'gust',
      'gustEns',
      'hs',
      'wavePeriod',
      'pressure',
      'visibility',
      'risk',
    ]);
    // No Hs members, no wave direction, swell or temperature in this snapshot: no such columns.
    expect(ids).not.toContain('hsEns');
    expect(ids).not.toContain('swellPeriod');
  });

  it('prints one row per step with UTC, ship time and position; waypoint rows carry their name', () => {
    const { rows } = table(KN);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({
      time: '2026-12-01 06:00Z',
      shipTime: '0600 (UTC)',
      position: `50°00.0'N 005°00.0'W`,
      waypointLabel: 'WP 1 Lizard',
    });
    expect(rows[1]).toMatchObject({
      waypointIndex: null,
      waypointLabel: '',
      time: '2026-12-01 07:00Z',
      shipTime: '0700 (UTC)',
      position: `50°00.0'N 005°30.0'W`,
    });
    expect(rows[3]).toMatchObject({ waypointLabel: 'WP 2 Off Scilly', timeUtc: T0 + 3 * 3600 });
  });

  it('shows wind in knots with Beaufort force and the direction it blows from', () => {
    const model = table(KN);
    expect(column(model, 'wind', 0).text).toBe('20');
    expect(column(model, 'bft', 0).text).toBe('5');
    expect(column(model, 'windDir', 0).text).toBe('WSW 250°');
    // 359.6° reads as north, 000°, never 360°.
    expect(column(model, 'windDir', 6).text).toBe('N 000°');
    expect(column(model, 'pressure', 0).text).toBe('1012');
    expect(column(model, 'wavePeriod', 0).text).toBe('7');
    expect(column(model, 'visibility', 0).text).toBe('10.0');
  });

  it('converts to the preferred units: m/s, feet, km and decimal degrees', () => {
    const model = table(METRIC);
    // 20 kn = 10.29 m/s; 2.0 m = 6.56 ft; 18 520 m = 18.5 km.
    expect(column(model, 'wind', 0).text).toBe('10.3');
    expect(column(model, 'hs', 0).text).toBe('7');
    expect(column(model, 'visibility', 0).text).toBe('18.5');
    expect(model.columns.find((c) => c.id === 'wind')?.unit).toBe('m/s');
    expect(model.columns.find((c) => c.id === 'hs')?.unit).toBe('ft');
    expect(model.rows[0]!.position).toBe('50.0000°N 005.0000°W');
  });

  it('marks a deterministic value above the limit, and only above (4.0 m is within a 4 m limit)', () => {
    const model = table(KN, { windKn: 34, gustKn: 45, hsM: 3.9 });
    expect(column(model, 'hs', 3)).toEqual({ text: '3.9', risk: null, note: '' });
    expect(column(model, 'hs', 4)).toMatchObject({ text: '4.0', risk: 'high', note: 'Hs above the 3.9 m limit' });
    expect(column(model, 'wind', 3)).toMatchObject({ text: '36', risk: 'high', note: 'Wind above the 34 kn limit' });
    expect(column(model, 'wind', 2).risk).toBeNull();
  });

  it('shows the ensemble median / P90 and marks a likely or possible exceedance with its share of members', () => {
    const model = table(KN);
    expect(column(model, 'windEns', 0)).toEqual({ text: '21/23', risk: null, note: '' });
    // 3 of 4 members above 34 kn: high.
    expect(column(model, 'windEns', 3)).toEqual({
      text: '37/39 75 %',
      risk: 'high',
      note: 'Wind above 34 kn in 75 % of members (3 of 4)',
    });
    // 1 of 4 above 45 kn: moderate.
    expect(column(model, 'gustEns', 3)).toMatchObject({ text: '43/48 25 %', risk: 'moderate' });
    // Between ensemble steps there is nothing to show.
    expect(column(model, 'windEns', 1).text).toBe('');
  });

  it("gives a visibility's ensemble as the median and the P10, the side of its risk", () => {
    const snap = snapshot();
    const n = null;
    // Ten members at the first ensemble step, 1 to 10 NM (in metres, as the service sends them).
    const members = Array.from({ length: 10 }, (_, k) => [1852 * (k + 1), n, n, n, n, n, n]);
    const foggy = {
      ...snap,
      series: snap.series.map((s) => (s.element === 'visibility' ? { ...s, members } : s)),
    };
    const model = buildForecastTable(foggy, forecastAlongVoyage(foggy, DEFAULT_VESSEL_LIMITS), KN, []);
    const ens = model.columns.find((c) => c.id === 'visibilityEns');
    expect(ens).toMatchObject({ unit: 'P50/P10 NM' });
    expect(ens?.description).toContain('median and 10th percentile of 10 members');
    // Median of 1..10 is 5.5; the 10th percentile, interpolated between the first two, 1.9.
    expect(column(model, 'visibilityEns', 0).text).toBe('5.5/1.9');
    expect(model.columns.find((c) => c.id === 'windEns')).toMatchObject({ unit: 'P50/P90 kn' });
  });

  it('has a secondary swell period column when the forecast gives it, else a note saying why not', () => {
    const snap = snapshot();
    const n = null;
    const swell = {
      element: 'waveperiod_swell_secondary',
      level: null,
      unit: 's',
      model: 'ecmwfwamglobal',
      deterministic: [11.4, 11.6, n, 12, 12, 12, 12],
      members: [],
    };
    const given = { ...snap, series: [...snap.series, swell] };
    const model = buildForecastTable(given, forecastAlongVoyage(given, DEFAULT_VESSEL_LIMITS), KN, []);
    expect(model.columns.find((c) => c.id === 'swellPeriod')).toMatchObject({ label: '2nd swell period', unit: 's' });
    expect(column(model, 'swellPeriod', 0).text).toBe('11');
    expect(column(model, 'swellPeriod', 2).text).toBe('');
    expect(model.notes).toEqual([]);

    const refused = {
      ...snap,
      series: [
        ...snap.series,
        { ...swell, deterministic: swell.deterministic.map(() => n), error: 'Element not available for this model' },
      ],
    };
    const without = buildForecastTable(refused, forecastAlongVoyage(refused, DEFAULT_VESSEL_LIMITS), KN, []);
    expect(without.columns.map((c) => c.id)).not.toContain('swellPeriod');
    expect(without.notes).toEqual([
      'Secondary swell period not given: the wave model (ecmwfwamglobal) answered “Element not available for this model”.',
    ]);
    // A forecast stored before the element was asked: the table opens, and says so.
    expect(table(KN).notes).toEqual([
      expect.stringMatching(/^Secondary swell period not given: this forecast was made before/),
    ]);
  });

  it('sums up each step in the limits column with the reasons', () => {
    const model = table(KN);
    expect(column(model, 'risk', 0)).toEqual({ text: 'None', risk: null, note: '' });
    const at3 = column(model, 'risk', 3);
    expect(at3).toMatchObject({ text: 'High', risk: 'high' });
    expect(at3.note).toBe(
      'Wind above 34 kn: 75 % of members, deterministic above; Gusts above 45 kn: 25 % of members, deterministic above; Visibility below 1.0 NM: deterministic below',
    );
    // Between ensemble steps: the risk of the ensemble steps around it (shared/forecast), or the deterministic value.
    expect(column(model, 'risk', 4)).toMatchObject({
      text: 'High',
      note: 'Wind above 34 kn: high risk at the ensemble steps around it; Gusts above 45 kn: moderate risk at the ensemble steps around it; Hs above 4.0 m: deterministic above',
    });
  });
});

describe('rowsEvery', () => {
  it('keeps waypoint rows, whole multiples of the interval and the step asked for', () => {
    const { rows } = table(KN);
    expect(rowsEvery(rows, 1)).toHaveLength(7);
    expect(rowsEvery(rows, 3).map((r) => r.step)).toEqual([0, 3, 6]);
    expect(rowsEvery(rows, 6, 4).map((r) => r.step)).toEqual([0, 3, 4, 6]);
  });
});

describe('directionText', () => {
  it('writes compass point and three-digit degrees; nothing without a direction', () => {
    expect(directionText(0)).toBe('N 000°');
    expect(directionText(44.6)).toBe('NE 045°');
    expect(directionText(-90)).toBe('W 270°');
    expect(directionText(null)).toBe('');
  });
});
