// Route files as ECDIS and chart plotters really write them (issue 12): RTZ 1.1 with vendor
// extensions, XML comments, CRLF, turn radii, speedMax on legs, every name empty or missing, and
// only a calculated schedule; GPX from a plotter with unnamed route points.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  exportRoutePlan,
  formatNote,
  importRouteFile,
  planSourceWords,
  type RouteExportFormat,
  type RouteImport,
} from '../../../shared/formats';
import { scheduleLabel } from '../../../shared/formats/rtz-read-schedule';
import { RTZ_12_XSD, validateAll } from './xmllint';
import { defined } from '../../../shared/domain/defined';

const IN = join(import.meta.dirname, '../../fixtures/formats/in');
const ECDIS = 'rtz11-ecdis-calculated.rtz';
const PLOTTER = 'gpx-plotter-unnamed.gpx';

function read(file: string): RouteImport {
  const format = file.endsWith('.gpx') ? 'gpx' : 'rtz';
  return importRouteFile({ format, fileName: file, bytes: readFileSync(join(IN, file)) });
}

function exported(r: RouteImport, format: RouteExportFormat): string {
  return exportRoutePlan(
    {
      name: r.route.name,
      route: r.route,
      ...(r.speedsKn ? { speedsKn: r.speedsKn } : {}),
      ...defined({ departureUtc: r.departureUtc }),
      staysS: r.staysS,
    },
    format,
  ).text;
}

const utc = (iso: string): number => Date.parse(iso) / 1000;

describe('an ECDIS export with only a calculated schedule', () => {
  const r = read(ECDIS);

  it('is CRLF RTZ 1.1 with comments, vendor namespaces, radii and speedMax, as the fixture claims', () => {
    const text = readFileSync(join(IN, ECDIS), 'utf8');
    expect(text).toContain('\r\n');
    expect(text).toContain('xmlns="http://www.cirm.org/RTZ/1/1"');
    expect(text).toMatch(/<\/waypoint>\r\n\s*<!--/);
    expect(text).toContain('speedMax="18"');
    expect(text).not.toContain('<manual>');
  });

  it('takes per-leg speeds, the ETD at the first waypoint and stays (ETA/ETD pairs) from the calculated schedule', () => {
    // speedMax on the legs is a limit, not the plan: the schedule's speeds are used.
    expect(r.speedsKn).toEqual([12, 12, 13.5, 14, 14, 10]);
    expect(r.departureUtc).toBe(utc('2026-12-01T06:00:00Z'));
    expect(r.staysS).toEqual({ '4': 7200 });
    expect(r.planSource).toEqual({
      schedule: 'schedule 1',
      speeds: 'calculated',
      departure: 'calculated',
      stays: 'calculated',
    });
    expect(planSourceWords(r.planSource)).toBe('speeds, departure and stays from the calculated schedule (schedule 1)');
    expect(r.route.waypoints.map((w) => [w.legGeometry, w.radiusNm])).toEqual([
      ['rhumb', 0.3],
      ['rhumb', 0.5],
      ['rhumb', 1],
      ['greatCircle', 0.5],
      ['rhumb', 0.8],
      ['rhumb', 0.5],
      ['rhumb', 0.5],
    ]);
  });

  it('still checks the ETAs against that schedule and reports the one that is off, with both times', () => {
    expect(r.scheduleDifferences).toHaveLength(1);
    const d = r.scheduleDifferences[0]!;
    expect(d).toMatchObject({ schedule: 'schedule 1, calculated', waypointIndex: 3, waypointName: '' });
    expect(d.fileEtaUtc).toBe(utc('2026-12-01T13:48:00Z'));
    expect(d.differenceS / 60).toBeCloseTo(11.7, 1);
    // The only warning is that difference: vendor data, comments and speedMax pass without a word,
    // the first element's speed is an ECDIS habit, and the schedule is not "schedule schedule".
    expect(r.warnings.map((n) => formatNote(n))).toEqual([
      `${ECDIS}, schedule 1, calculated, waypoint 4 (id 4), line 64: the file's ETA is 2026-12-01 13:48Z; at the same speeds (13.5 kn on the leg in) and leg geometries Passage makes it 2026-12-01 14:00Z, 12 min later.`,
    ]);
  });

  it('keeps the empty names empty and writes them as "WP <n>" in every format', () => {
    expect(r.route.waypoints.map((w) => w.name)).toEqual(['', '', '', '', '', '', '']);
    const names = ['WP 1', 'WP 2', 'WP 3', 'WP 4', 'WP 5', 'WP 6', 'WP 7'];
    const rtz = exported(r, 'rtz');
    expect([...rtz.matchAll(/<waypoint [^>]*name="([^"]*)"/g)].map((m) => m[1])).toEqual(names);
    expect(validateAll([rtz], RTZ_12_XSD)).toEqual(['']);
    const gpx = exported(r, 'gpx');
    expect([...gpx.matchAll(/<name>(WP \d)<\/name>/g)].map((m) => m[1])).toEqual(names);
    expect(JSON.parse(exported(r, 'geojson')).properties.names).toEqual(names);
    expect(
      exported(r, 'csv')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).toEqual(names);
  });

  it('keeps ids and revisions on export, the made-up names being what the file already meant', () => {
    const rtz = exported(r, 'rtz');
    expect([...rtz.matchAll(/<waypoint id="(\d+)" revision="(\d+)"/g)].map((m) => `${m[1]}/${m[2]}`)).toEqual([
      '1/0',
      '2/0',
      '3/0',
      '4/0',
      '5/0',
      '6/0',
      '7/0',
    ]);
  });
});

describe('GPX from a chart plotter with unnamed route points', () => {
  const r = read(PLOTTER);

  it('reads missing, empty and blank names as no name, and writes them as "WP <n>"', () => {
    expect(r.route.waypoints.map((w) => w.name)).toEqual(['', '', 'Dodman off', '']);
    expect(r.speedsKn).toEqual([6.5, 6.5, 7.2]);
    const gpx = exported(r, 'gpx');
    expect([...gpx.matchAll(/<name>([^<]*)<\/name>/g)].map((m) => m[1])).toEqual([
      'gpx-plotter-unnamed',
      'WP 1',
      'WP 2',
      'Dodman off',
      'WP 4',
    ]);
  });
});

describe('scheduleLabel', () => {
  it('names a schedule as the file does, never "schedule schedule"', () => {
    expect(scheduleLabel(undefined, '1', 40)).toBe('schedule 1');
    expect(scheduleLabel('', '7', 40)).toBe('schedule 7');
    expect(scheduleLabel('Optimised', '996', 40)).toBe('schedule "Optimised" (id 996)');
    expect(scheduleLabel('Optimised', undefined, 40)).toBe('schedule "Optimised"');
    expect(scheduleLabel(undefined, undefined, 40)).toBe('the schedule at line 40');
  });
});
