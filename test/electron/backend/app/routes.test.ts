// routes.import and routes.export through the backend api, as the UI calls them: every format
// in (text or base64 bytes), the land check added, expected failures as bad-input naming the
// file and the place, every format out to content or to a file.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ipcContract } from '../../../../shared/ipc';
import { importRouteFile } from '../../../../shared/formats';
import { northSeaVoyage, testBackend, type TestBackend } from './helpers';
import { toIpcFailure } from '../../../../electron/backend/app/errors';

vi.mock('electron', async () => (await import('../../main/electron-stub')).electronStub);

const IN = join(import.meta.dirname, '../../../fixtures/formats/in');
const base64 = (file: string) => readFileSync(join(IN, file)).toString('base64');

describe('routes.import and routes.export', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await testBackend();
  });
  afterAll(() => b.dispose());

  it('imports RTZ as text or bytes, with speeds, departure, stays and schedule differences, in the contract shape', async () => {
    const fromBytes = await b.api['routes.import']({
      base64: base64('rtz12-schedule.rtz'),
      fileName: 'rtz12-schedule.rtz',
    });
    const fromText = await b.api['routes.import']({
      format: 'rtz',
      text: readFileSync(join(IN, 'rtz12-schedule.rtz'), 'utf8'),
      fileName: 'rtz12-schedule.rtz',
    });
    expect(fromText).toEqual(fromBytes);
    expect(ipcContract['routes.import'].output.parse(fromBytes)).toEqual(fromBytes);
    expect(fromBytes).toMatchObject({
      format: 'rtz',
      speedsKn: [14, 15, 13.5, 12],
      departureUtc: Date.UTC(2026, 3, 2, 6) / 1000,
      staysS: { '2': 21600 },
    });
    expect(fromBytes.scheduleDifferences.map((d) => d.waypointName)).toEqual(['Ushant', 'Finisterre']);
  });

  it('opens an .rtzp from base64 bytes', async () => {
    const r = await b.api['routes.import']({
      format: 'rtzp',
      base64: base64('rtzp-with-attachments.rtzp'),
      fileName: 'Elbe out.rtzp',
    });
    expect(r.route.waypoints.map((w) => w.name)).toEqual(['Brunsbüttel Elbe', 'Elbe 1']);
  });

  it('adds land warnings naming the leg and the position', async () => {
    const text = JSON.stringify({
      type: 'LineString',
      coordinates: [
        [7.5, 56.0],
        [11.5, 56.0],
      ],
    });
    const r = await b.api['routes.import']({ text, fileName: 'jutland.geojson' });
    const land = r.warnings.filter((w) => w.kind === 'land');
    expect(land.length).toBeGreaterThan(0);
    expect(land[0]).toMatchObject({
      file: 'jutland.geojson',
      where: 'leg 1 (WP 1 → WP 2)',
      legIndex: 0,
      position: { lat: expect.closeTo(56, 5) },
    });
    // A sea route has none.
    const sea = await b.api['routes.import']({
      text: JSON.stringify({
        type: 'LineString',
        coordinates: [
          [-6.5, 49.8],
          [-30, 45],
          [-60, 42],
        ],
      }),
      fileName: 'atlantic.geojson',
    });
    expect(sea.warnings.filter((w) => w.kind === 'land')).toEqual([]);
  });

  it('answers bad-input naming the file and the place, and never a partial route', async () => {
    await expect(
      b.api['routes.import']({ base64: base64('error-duplicate-id.rtz'), fileName: 'error-duplicate-id.rtz' }),
    ).rejects.toMatchObject({
      code: 'bad-input',
      message:
        'error-duplicate-id.rtz, waypoint 2 (id 1, "B"), line 7: id 1 is also the id of waypoint 1 (line 6); each waypoint needs its own id.',
    });
    await expect(
      b.api['routes.import']({ base64: base64('error-rtzp-bomb.rtzp'), fileName: 'bomb.rtzp' }),
    ).rejects.toMatchObject({ code: 'bad-input', message: expect.stringContaining('40.0 MB unpacked') });
    await expect(b.api['routes.import']({ text: 'x', fileName: 'route.kml' })).rejects.toMatchObject({
      code: 'bad-input',
      field: 'format',
    });
    await expect(b.api['routes.import']({ format: 'rtzp', text: 'PK', fileName: 'a.rtzp' })).rejects.toMatchObject({
      code: 'bad-input',
      message: 'a.rtzp: an .rtzp archive is binary; it must be given as bytes, not text.',
    });
  });

  it('parses its input with the contract: text or base64, one of the two; a format or a file name', () => {
    const input = ipcContract['routes.import'].input;
    expect(input.safeParse({ text: 'a', base64: 'YQ==', fileName: 'a.rtz' }).success).toBe(false);
    expect(input.safeParse({ fileName: 'a.rtz' }).success).toBe(false);
    expect(input.safeParse({ text: 'a' }).success).toBe(false);
    expect(input.safeParse({ base64: 'not base64!', fileName: 'a.rtz' }).success).toBe(false);
    expect(input.safeParse({ base64: 'YQ==', format: 'rtzp' }).success).toBe(true);
  });

  it.each([
    ['rtz', 'application/xml', []],
    [
      'gpx',
      'application/gpx+xml',
      [
        'GPX has no great-circle legs: chart plotters will sail leg 2 as a rhumb line. Passage reads it back as a great circle; export RTZ to keep them for an ECDIS.',
      ],
    ],
    ['geojson', 'application/geo+json', []],
    ['csv', 'text/csv', []],
  ] as const)('exports %s to content named after the route, and reads it back', async (format, mimeType, notes) => {
    const voyage = northSeaVoyage();
    const out = await b.api['routes.export']({ voyage, format, target: 'content' });
    expect(out).toMatchObject({ kind: 'content', fileName: `North Sea coastal.${format}`, mimeType, notes });
    if (out.kind !== 'content') throw new Error('expected content');
    const back = importRouteFile({ format, fileName: out.fileName, text: out.text });
    expect(back.route.waypoints.map((w) => [w.name, w.position, w.legGeometry])).toEqual(
      voyage.route.waypoints.map((w) => [w.name, w.position, w.legGeometry]),
    );
    expect(back.speedsKn).toEqual(voyage.speedsKn);
  });

  it('exports to the file the navigator picks, with the format as the dialog filter', async () => {
    b.host.savePath = join(b.dir, 'picked.rtz');
    const saved = await b.api['routes.export']({ voyage: northSeaVoyage(), format: 'rtz', target: 'file' });
    expect(saved).toEqual({ kind: 'saved', path: b.host.savePath, fileName: 'picked.rtz', notes: [] });
    expect(readFileSync(b.host.savePath, 'utf8')).toContain(
      '<route xmlns="http://www.cirm.org/RTZ/1/2" version="1.2">',
    );
    b.host.savePath = null;
    expect(await b.api['routes.export']({ voyage: northSeaVoyage(), format: 'csv', target: 'file' })).toEqual({
      kind: 'cancelled',
    });
  });
  it('writes the export whole or not at all, and says in words why it could not', async () => {
    b.host.savePath = join(b.dir, 'gone', 'route.gpx');
    const error = await b.api['routes.export']({ voyage: northSeaVoyage(), format: 'gpx', target: 'file' }).catch(
      (caught: unknown) => toIpcFailure(caught),
    );
    expect(error).toMatchObject({ code: 'bad-input', field: 'path' });
    expect((error as Error).message).toContain('the folder does not exist');
    expect(readdirSync(b.dir).filter((name) => name.includes('passage-tmp'))).toEqual([]);
  });
});

describe('the land folder as createBackend is told it (a packaged app passes its resources)', () => {
  const jutland = JSON.stringify({
    type: 'LineString',
    coordinates: [
      [7.5, 56.0],
      [11.5, 56.0],
    ],
  });

  it('reads the land files from landDir', async () => {
    const b = await testBackend({ landDir: join(import.meta.dirname, '../../../../resources/land') });
    try {
      const r = await b.api['routes.import']({ text: jutland, fileName: 'jutland.geojson' });
      expect(r.warnings.filter((w) => w.kind === 'land').map((w) => w.where)).toContain('leg 1 (WP 1 → WP 2)');
    } finally {
      await b.dispose();
    }
  });

  it('says the check did not run, and logs where it looked, when landDir holds no land', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'passage-no-land-'));
    const b = await testBackend({ landDir: empty });
    try {
      const r = await b.api['routes.import']({ text: jutland, fileName: 'jutland.geojson' });
      expect(r.warnings.filter((w) => w.kind === 'land')).toEqual([
        {
          kind: 'land',
          file: 'jutland.geojson',
          where: '',
          message:
            'The land check was not run: Passage could not load its land data. Check the route against the chart.',
        },
      ]);
      expect(b.logs).toContain(`land: land-10m.json not found (looked in ${join(empty, 'land-10m.json')})`);
    } finally {
      await b.dispose();
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('is the resources folder of a packaged desktop app, and the default otherwise', async () => {
    const { packagedLandDir } = await import('../../../../electron/main/backend');
    expect(packagedLandDir(true, '/opt/Passage/resources')).toBe(join('/opt/Passage/resources', 'land'));
    expect(packagedLandDir(false, '/opt/Passage/resources')).toBeUndefined();
    expect(packagedLandDir(true, undefined)).toBeUndefined();
  });
});

describe('routes.import over the transports (callMethod: input parsed, output validated)', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await testBackend();
  });
  afterAll(() => b.dispose());

  it('answers an .rtzp sent as base64 with the whole import, and names a bad input', async () => {
    const { callMethod } = await import('../../../../electron/backend/rpc/call-method');
    const options = { backend: b.api, secrets: async () => [], log: () => {} };
    const ok = await callMethod(
      'routes.import',
      { base64: base64('rtzp-with-attachments.rtzp'), fileName: 'Elbe out.rtzp' },
      options,
    );
    expect(ok).toMatchObject({ ok: true, value: { format: 'rtz', route: { name: 'Elbe out' } } });
    const both = await callMethod('routes.import', { text: 'x', base64: 'eA==', fileName: 'a.csv' }, options);
    expect(both).toEqual({
      ok: false,
      error: {
        code: 'bad-input',
        message: 'text: give the file as text or as base64 bytes, one of the two.',
        field: 'text',
      },
    });
  });
});
