// RTZ out: valid against the RTZ 1.2 schema (xmllint), read back to the same route and
// schedule, ids kept and unique, revisions raised only on edited waypoints.
import { describe, expect, it } from 'vitest';
import { exportRoute, exportRoutePlan, importRouteFile } from '../../../shared/formats';
import { importRtz } from '../../../shared/formats/rtz';
import type { Voyage } from '../../../shared/domain/voyage';
import { RTZ_12_XSD, validateAll } from './xmllint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defined } from '../../../shared/domain/defined';

const IN = join(import.meta.dirname, '../../fixtures/formats/in');

function voyage(overrides: Partial<Voyage> = {}): Voyage {
  return {
    name: 'Hook to Bergen',
    departureUtc: Date.UTC(2026, 8, 1, 4, 30) / 1000,
    speedsKn: [12, 13.25, 9.5],
    staysS: { '2': 5400 },
    vessel: {
      name: 'MV Nordkyn <test>',
      imo: '9074729',
      mmsi: '257123000',
      limits: { windKn: 34, gustKn: 45, hsM: 4 },
    },
    route: {
      name: 'Hook & "Bergen"',
      waypoints: [
        { id: 'a', name: 'Hook of Holland', position: { lat: 52.0, lon: 3.95 }, legGeometry: 'rhumb' },
        { id: 'b', name: 'Brown Ridge\nNorth', position: { lat: 53.2, lon: 3.3 }, legGeometry: 'rhumb', radiusNm: 0.8 },
        { id: 'c', name: 'Utsira', position: { lat: 59.3, lon: 4.7 }, legGeometry: 'greatCircle' },
        { id: 'd', name: 'Bergen', position: { lat: 60.3925, lon: 5.3131 }, legGeometry: 'rhumb' },
      ],
    },
    ...overrides,
  };
}

describe('RTZ export', () => {
  it('validates against the RTZ 1.2 schema: voyages, files read from every version, a route without a schedule', () => {
    const fixtures = [
      'rtz10-mandatory-antimeridian.rtz',
      'rtz11-crlf-bom.rtz',
      'rtz12-default-waypoint.rtz',
      'rtz12-schedule.rtz',
      'rtz12-warnings.rtz',
      'rtz12-vendor-extensions.rtz',
      'rtz12-zero-length-leg.rtz',
      'rtz12-large-400kB.rtz',
    ];
    const texts = [
      exportRoute(voyage(), 'rtz').text,
      ...fixtures.map((f) => {
        const r = importRouteFile({ format: 'rtz', fileName: f, bytes: readFileSync(join(IN, f)) });
        return exportRoutePlan(
          {
            name: r.route.name,
            route: r.route,
            ...(r.speedsKn ? { speedsKn: r.speedsKn } : {}),
            ...defined({ departureUtc: r.departureUtc }),
            staysS: r.staysS,
          },
          'rtz',
        ).text;
      }),
      exportRoutePlan({ name: 'bare', route: voyage().route }, 'rtz').text,
    ];
    expect(validateAll(texts, RTZ_12_XSD)).toEqual(texts.map(() => ''));
  });

  it('reads back as the same route, speeds, departure and stays, with its own ETAs agreeing', () => {
    const v = voyage();
    const text = exportRoute(v, 'rtz').text;
    const back = importRtz(text, 'Hook & _Bergen_.rtz');
    expect(back.route.name).toBe('Hook & "Bergen"');
    expect(back.route.waypoints.map((w) => [w.name, w.position, w.legGeometry, w.radiusNm])).toEqual(
      v.route.waypoints.map((w) => [w.name, w.position, w.legGeometry, w.radiusNm]),
    );
    expect(back.speedsKn).toEqual(v.speedsKn);
    expect(back.departureUtc).toBe(v.departureUtc);
    expect(back.staysS).toEqual(v.staysS);
    expect(back.scheduleDifferences).toEqual([]);
    expect(back.warnings).toEqual([]);
    expect(text).toContain('vesselName="MV Nordkyn &lt;test&gt;" vesselMMSI="257123000" vesselIMO="9074729"');
    expect(text).toContain('name="Brown Ridge&#10;North" radius="0.8"');
  });

  it('keeps imported ids and revisions, raises the revision of edited waypoints only, and gives new waypoints unused ids', () => {
    const imported = importRtz(
      readFileSync(join(IN, 'rtz12-default-waypoint.rtz'), 'utf8'),
      'rtz12-default-waypoint.rtz',
    );
    const [lisbon, raso, bermuda, ambrose, narrows] = imported.route.waypoints;
    const edited = [
      lisbon!,
      { ...raso!, name: 'Cabo Raso light' },
      bermuda!,
      { id: 'new', name: 'Inserted', position: { lat: 39.9, lon: -70.0 }, legGeometry: 'rhumb' as const },
      { ...ambrose!, legGeometry: 'rhumb' as const },
      { ...narrows!, position: { lat: 40.609, lon: -74.045 } },
    ];
    const text = exportRoutePlan(
      { name: 'rtz12-default-waypoint', route: { name: 'x', waypoints: edited } },
      'rtz',
    ).text;
    const ids = [...text.matchAll(/<waypoint id="(\d+)" revision="(\d+)"/g)].map((m) => [m[1], Number(m[2])]);
    expect(ids).toEqual([
      ['10', 2],
      ['20', 1],
      ['40', 5],
      ['42', 0],
      ['41', 1],
      ['3', 2],
    ]);
    // Read back, nothing changed: the revisions stay.
    const again = importRtz(text, 'rtz12-default-waypoint.rtz');
    const reexport = exportRoutePlan({ name: 'rtz12-default-waypoint', route: again.route }, 'rtz').text;
    expect([...reexport.matchAll(/revision="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([2, 1, 5, 0, 1, 2]);
  });

  it('writes duplicate ids once only: a copied waypoint gets a new one', () => {
    const v = voyage();
    const rtz = { id: '7', revision: 3, basis: 'x' };
    const w = v.route.waypoints.map((p) => ({ ...p, rtz }));
    const text = exportRoutePlan({ name: 'n', route: { name: 'n', waypoints: w } }, 'rtz').text;
    expect([...text.matchAll(/<waypoint id="(\d+)"/g)].map((m) => m[1])).toEqual(['7', '8', '9', '10']);
  });
});

describe('every export', () => {
  it.each(['rtz', 'gpx', 'geojson', 'csv'] as const)('refuses a %s file of fewer than two waypoints', (format) => {
    const one = {
      name: 'n',
      route: {
        name: 'n',
        waypoints: [{ id: 'a', name: 'A', position: { lat: 1, lon: 1 }, legGeometry: 'rhumb' as const }],
      },
    };
    expect(() => exportRoutePlan(one, format)).toThrow('A route file needs at least two waypoints; this route has 1.');
  });
});
