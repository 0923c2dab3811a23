// The RTZ conformance samples in ../shared/testdata/rtz (see EXPECTED.md there): every file must
// import, or be refused naming the problem, as the suite says. The tests are generated from the
// folder when it is there; a fresh clone without it still runs the last test, which checks that
// the project's own fixtures (test/fixtures/formats) cover every behaviour the suite asks for.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  exportRoutePlan,
  formatFromFileName,
  importRouteFile,
  RouteFileError,
  type RouteImport,
} from '../../../shared/formats';

const SUITE = join(import.meta.dirname, '../../../../shared/testdata/rtz');
const OWN = join(import.meta.dirname, '../../fixtures/formats/in');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.rtzp?$/i.test(name) ? [path] : [];
  });
}

function read(path: string): RouteImport {
  const fileName = path.replace(/^.*[\\/]/, '');
  return importRouteFile({ format: formatFromFileName(fileName)!, fileName, bytes: readFileSync(path) });
}

function refusal(path: string): RouteFileError {
  try {
    read(path);
  } catch (e) {
    if (e instanceof RouteFileError) return e;
    throw e;
  }
  throw new Error(`${path} was imported; it must be refused`);
}

const messages = (r: RouteImport): string => r.warnings.map((w) => `${w.where}: ${w.message}`).join('\n');
const geometries = (r: RouteImport): string =>
  r.route.waypoints
    .slice(1)
    .map((w) => (w.legGeometry === 'rhumb' ? 'R' : 'G'))
    .join('');

/** What EXPECTED.md asks of each file, with the check that shows it. */
const EXPECTED: Record<string, (path: string) => void> = {
  'MandatoryElementsRtzSchema10/RTZ1.0MandatoryElementsAndAttributes.rtz': (p) => {
    const r = read(p);
    expect(r.route.waypoints.map((w) => w.rtz?.id)).toEqual(['11', '2', '43', '4', '0', '5']);
    expect(r.route.waypoints.map((w) => Math.sign(w.position.lat) * 10 + Math.sign(w.position.lon))).toEqual([
      11, 9, -9, -9, -11, 9,
    ]); // NE, NW, SE, SE, SW, NW: all four quadrants
    expect(r.warnings).toEqual([]);
  },
  'RTZ11AllOptionalElements/RTZ1.1AllOptionalElementsAndAttributes.rtz': (p) => {
    const r = read(p);
    expect(r.route.waypoints).toHaveLength(6);
    expect(r).toMatchObject({
      speedsKn: [20, 20, 20, 20, 20],
      departureUtc: Date.UTC(2020, 1, 18) / 1000,
      staysS: { '5': 7200 },
    });
    expect(geometries(r)).toBe('RGGRR');
  },
  'AllOptionalElements/RTZ1.2AllOptionalElementsAndAttributes.rtz': (p) => {
    const r = read(p);
    expect(geometries(r)).toBe('RGGRR');
    expect(r.route.waypoints.map((w) => w.radiusNm)).toEqual([0.6, 0.3, 0.6, 0.6, 0.6, 0.6]);
    // Its calculated schedule agrees with Passage's to the minute at 20 kn.
    expect(r.scheduleDifferences).toEqual([]);
  },
  'DefaultWaypoint/DefaultWaypoint.rtz': (p) => {
    const r = read(p);
    expect(r.route.waypoints).toHaveLength(12);
    expect(r.route.waypoints[5]!.name).toBe('WP 6');
    // Only the transatlantic leg ending at WP 6 keeps the default Orthodrome.
    expect(geometries(r)).toBe('RRRRGRRRRRR');
  },
  'RevisionAttribute/RevisionAttribute.rtz': (p) => {
    const r = read(p);
    expect(r.route.waypoints.map((w) => w.rtz?.revision)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    const edited = r.route.waypoints.map((w, i) =>
      i === 3 ? { ...w, name: 'WP 4 moved', position: { lat: 47.57, lon: -52.33 } } : w,
    );
    const out = exportRoutePlan({ name: r.route.name, route: { ...r.route, waypoints: edited } }, 'rtz').text;
    expect([...out.matchAll(/revision="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([
      11, 12, 13, 15, 15, 16, 17, 18, 19, 20, 21, 22,
    ]);
  },
  'MikhailTestFilesConvertedTo12/JPNGO_STLAW_BASE_RTZ.rtz': (p) => expect(geometries(read(p))).toBe('RRGGG'),
  'MikhailTestFilesConvertedTo12/JPNGO_STLAW_BASIC_RTZ.rtz': (p) => expect(read(p).route.waypoints).toHaveLength(6),
  'MikhailTestFilesConvertedTo12/JPNGO_STLAW_MANUFACTURER_RTZ.rtz': (p) => {
    const r = read(p);
    expect(r.route.waypoints.map((w) => w.name)).toEqual(['JPNGO NE', 'SE1', 'SE2', 'SE3', 'SW', 'ST LAW NW']);
    expect(r.speedsKn).toEqual([10, 10.5, 11, 11.5, 12]);
    // Vendor extensions (route checks with points at latitude 457°) are ignored without a word.
    expect(r.warnings.filter((w) => w.kind === 'file')).toEqual([]);
  },
  'LegExtensionConsiderations/10SimpleLegExtension.rtz': (p) =>
    expect(messages(read(p))).toContain('RTZ 1.0 does not allow on a leg'),
  'LegExtensionConsiderations/11SimpleLegExtension.rtz': (p) =>
    expect(messages(read(p))).toContain('RTZ 1.1 does not allow on a leg'),
  'LegExtensionConsiderations/12SimpleLegExtension.rtz': (p) => expect(read(p).warnings).toEqual([]),
  'LegExtensionConsiderations/12AndOldSTMSchema.rtz': (p) => expect(read(p).route.waypoints).toHaveLength(6),
  'LegExtensionConsiderations/12AndUpdatedUnofficalSTMSchema.rtz': (p) =>
    expect(read(p).route.waypoints).toHaveLength(6),
  'Warnings/ScheduleWarnings.rtz': (p) => {
    const text = messages(read(p));
    expect(text).toContain('different order from the route');
    expect(text).toContain('has no times for waypoint 5 (id 0, "WP 5")');
    expect(text).toContain('has no speed for leg 1');
  },
  'Rtzp/Basic/defaultwaypoint.rtzp': (p) =>
    expect(read(p).route).toEqual(read(join(SUITE, 'Rtzp/Basic/DefaultWaypoint.rtz')).route),
  'Rtzp/Basic/DefaultWaypoint.rtz': (p) => expect(read(p).route.waypoints).toHaveLength(12),
  'Rtzp/WithAttachments/rtzp_with_attachments.rtzp': (p) =>
    expect(read(p).route).toEqual(read(join(SUITE, 'Rtzp/WithAttachments/source/rtzp_with_attachments.rtz')).route),
  'Rtzp/WithAttachments/source/rtzp_with_attachments.rtz': (p) => expect(read(p).route.waypoints).toHaveLength(6),
  'Errors/MainlineErrors/DuplicateWaypointIdError.rtz': (p) =>
    expect(refusal(p).message).toBe(
      'DuplicateWaypointIdError.rtz, waypoint 2 (id 11, "Pilots"), line 11: id 11 is also the id of waypoint 1 (line 8); each waypoint needs its own id.',
    ),
  'Errors/MainlineErrors/MissingWaypointIdError.rtz': (p) =>
    expect(refusal(p).message).toBe(
      'MissingWaypointIdError.rtz, waypoint 1, line 8: the waypoint "Hitachi LNG Terminal" has no id; every RTZ waypoint needs one (a whole number).',
    ),
  'Errors/MainlineErrors/NegativeRevisionError.rtz': (p) =>
    expect(refusal(p).message).toContain('line 8: revision "-1" is not a whole number of zero or more.'),
  'Errors/MainlineErrors/NonsenseGeometryTypeError.rtz': (p) =>
    expect(refusal(p).message).toContain('line 23: geometryType "Nonsense" is neither Loxodrome'),
  // Tolerated with a warning, as EXPECTED.md allows: "GreatCircle" cannot mean anything but Orthodrome.
  'Errors/MainlineErrors/GeometryTypeError.rtz': (p) => {
    const r = read(p);
    expect(geometries(r)).toBe('RRRRG');
    expect(messages(r)).toContain(
      'geometryType "GreatCircle" is not an RTZ value (Loxodrome or Orthodrome); read as Orthodrome',
    );
  },
  'Errors/MainlineErrors/RouteNameDoesNotMatchFilenameError.rtz': (p) =>
    expect(messages(read(p))).toContain(
      'the route name "RouteNameDoesMatchFilename" differs from the file name "RouteNameDoesNotMatchFilenameError"',
    ),
  'Errors/MainlineErrors/ScheduleError.rtz': (p) =>
    expect(refusal(p).message).toMatch(
      /^ScheduleError\.rtz, schedule "Non-optimised schedule" \(id 42\), .*line \d+: /,
    ),
  'Errors/Esoteric/EsotericRouteInfoError.rtz': (p) => {
    const text = messages(read(p));
    expect(text).toContain('the validity period starts (2014-01-06T10:15:00Z) after it stops');
    expect(text).toContain('<extension> does not belong inside <routeInfo>');
  },
  'Errors/Esoteric/EsotericScheduleError.rtz': (p) => {
    const text = messages(read(p));
    expect(text).toContain('the stay of 1 h 39 min disagrees with the ETA and ETD');
    expect(text).toContain('windDirection 370');
  },
};

const suiteFiles = existsSync(SUITE)
  ? filesUnder(SUITE)
      .map((p) => relative(SUITE, p).split('\\').join('/'))
      .sort()
  : [];

describe('RTZ conformance samples (../shared/testdata/rtz)', () => {
  it.each(suiteFiles)('%s', (file) => {
    const check = EXPECTED[file];
    expect(check, `${file} is in the suite but EXPECTED here says nothing about it`).toBeDefined();
    check!(join(SUITE, file));
  });

  it('has a project fixture for every behaviour the suite asks for, so a clone without the suite tests them too', () => {
    const own = readdirSync(OWN);
    // Behaviour in EXPECTED.md → the project's own file(s) that show it (golden.test.ts checks each).
    const cover: Record<string, string[]> = {
      'RTZ 1.0, mandatory only, ids not indexes, four quadrants, the 180th meridian': [
        'rtz10-mandatory-antimeridian.rtz',
      ],
      'every optional element, 1.1 and 1.2, leg extension': [
        'rtz11-crlf-bom.rtz',
        'rtz12-vendor-extensions.rtz',
        'rtz12-schedule.rtz',
      ],
      'defaultWaypoint geometry on the leg ending at a waypoint': ['rtz12-default-waypoint.rtz'],
      'revisions kept and raised on edit': ['rtz12-default-waypoint.rtz'],
      'vendor extensions ignored': ['rtz12-vendor-extensions.rtz'],
      'leg extension in 1.0/1.1 read with a warning': ['rtz10-leg-extension.rtz'],
      'schedule oddities warned of': ['rtz12-warnings.rtz'],
      '.rtzp holding one route and attachments': [
        'rtzp-with-attachments.rtzp',
        'error-rtzp-two-routes.rtzp',
        'error-rtzp-no-route.rtzp',
      ],
      'duplicate id refused': ['error-duplicate-id.rtz'],
      'missing id refused': ['error-missing-id.rtz'],
      'negative revision refused': ['error-negative-revision.rtz'],
      'nonsense geometry refused, GreatCircle warned': ['error-geometry-type.rtz', 'rtz12-warnings.rtz'],
      'route name not the file name warned': ['rtz12-warnings.rtz'],
      'schedule running backwards or with a date that does not exist refused': [
        'error-schedule-backwards.rtz',
        'error-invalid-date.rtz',
        'error-unknown-waypoint-id.rtz',
      ],
      'validity period reversed and misplaced extension warned': ['rtz12-warnings.rtz'],
    };
    for (const [behaviour, files] of Object.entries(cover)) {
      for (const f of files) expect(own, `${behaviour}: ${f}`).toContain(f);
    }
    const warned = read(join(OWN, 'rtz12-warnings.rtz'));
    expect(messages(warned)).toContain('"GreatCircle" is not an RTZ value');
    expect(messages(warned)).toContain('validity period starts');
    expect(refusal(join(OWN, 'error-schedule-backwards.rtz')).message).toContain('the schedule runs backwards in time');
  });
});
