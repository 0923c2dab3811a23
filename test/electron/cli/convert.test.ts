// `passage convert` as a user runs it: every output format from an RTZ with a schedule, the
// result read back, and exit code 1 with the message (nothing written) when anything is wrong.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main';
import { formatFromFileName, importRouteFile } from '../../../shared/formats';
import { rtzWithoutRevisions } from '../../helpers/hostile-routes';

const formats = join(import.meta.dirname, '../../fixtures/formats/in');
const dir = mkdtempSync(join(tmpdir(), 'passage-convert-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

function readBack(path: string) {
  const fileName = path.replace(/^.*\//, '');
  return importRouteFile({ format: formatFromFileName(fileName)!, fileName, bytes: readFileSync(path) });
}

describe('passage convert', () => {
  it.each(['out.rtz', 'out.gpx', 'out.geojson', 'out.csv'])(
    'writes %s with every waypoint, leg geometry and speed',
    async (name) => {
      const target = join(dir, name);
      const r = await run('convert', join(formats, 'rtz12-schedule.rtz'), target);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(
        `${name}: 5 waypoints of "rtz12-schedule", with planned speeds and departure; speeds, departure and stays from the manual schedule (schedule "Voyage plan" (id 1)).\n`,
      );
      const back = readBack(target);
      const source = readBack(join(formats, 'rtz12-schedule.rtz'));
      expect(back.route.waypoints.map((w) => [w.name, w.position, w.legGeometry])).toEqual(
        source.route.waypoints.map((w) => [w.name, w.position, w.legGeometry]),
      );
      expect(back.speedsKn).toEqual([14, 15, 13.5, 12]);
      if (!name.endsWith('.csv')) expect(back.departureUtc).toBe(Date.UTC(2026, 3, 2, 6) / 1000);
      if (name.endsWith('.gpx'))
        expect(r.stderr).toContain(
          'note: out.gpx: GPX has no great-circle legs: chart plotters will sail legs 3, 4 as rhumb lines.',
        );
      if (name.endsWith('.rtz')) expect(back.scheduleDifferences).toEqual([]);
    },
  );

  it('overrides the speeds and departure, and converts a file without them', async () => {
    const target = join(dir, 'plain.rtz');
    const plain = await run('convert', join(formats, 'csv-no-header.csv'), target);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toBe('plain.rtz: 3 waypoints of "csv-no-header".\n');
    expect(readFileSync(target, 'utf8')).not.toContain('<schedules>');
    const given = await run(
      'convert',
      join(formats, 'csv-no-header.csv'),
      join(dir, 'given.gpx'),
      '--speed',
      '11',
      '--depart',
      '2026-07-01T12:00Z',
    );
    expect(given.code).toBe(0);
    expect(readBack(join(dir, 'given.gpx'))).toMatchObject({
      speedsKn: [11, 11],
      departureUtc: Date.UTC(2026, 6, 1, 12) / 1000,
    });
  });

  it.each([
    [
      ['error-duplicate-id.rtz', 'x.gpx'],
      'passage convert: error-duplicate-id.rtz, waypoint 2 (id 1, "B"), line 7: id 1 is also the id of waypoint 1 (line 6); each waypoint needs its own id.\n',
    ],
    [
      ['error-rtzp-bomb.rtzp', 'x.rtz'],
      'passage convert: error-rtzp-bomb.rtzp, bomb.rtz: the route inside is 40.0 MB unpacked; a route file is far smaller.\n',
    ],
  ])('exits 1 with the message for %j and writes nothing', async ([input, output], message) => {
    const target = join(dir, output!);
    const r = await run('convert', join(formats, input!), target);
    expect(r).toEqual({ code: 1, stdout: '', stderr: message });
    expect(existsSync(target)).toBe(false);
  });

  it.each(['x.kml', 'x.rtzp'])('is a usage error (exit 2) to name the output %s', async (output) => {
    const r = await run('convert', join(formats, 'rtz12-schedule.rtz'), join(dir, output));
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: `passage convert: ${output}: Passage writes route files as .rtz, .gpx, .geojson (or .json) and .csv; name the output with one of those.\n`,
    });
  });

  it('refuses to overwrite its input and to write into a missing folder, before reading the input', async () => {
    const input = join(dir, 'same.geojson');
    writeFileSync(input, readFileSync(join(formats, 'geojson-points.geojson')));
    expect(await run('convert', input, input)).toEqual({
      code: 1,
      stdout: '',
      stderr: `passage convert: ${input}: is the input file ${input} (the same file under another name); choose another output.\n`,
    });
    const r = await run('convert', input, join(dir, 'no', 'such', 'out.rtz'));
    // No land warnings: the input was not read.
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: `passage convert: the output folder ${join(dir, 'no', 'such')} does not exist.\n`,
    });
  });

  it("prints the land check on stderr, as the app's import shows it, and still converts (exit 0)", async () => {
    const r = await run('convert', join(formats, 'geojson-points.geojson'), join(dir, 'points.gpx'));
    expect(r.code).toBe(0);
    // After the count read, which GeoJSON cannot vouch for (issue 13).
    expect(r.stderr.split('\n')[0]).toMatch(/^warning: geojson-points\.geojson: \d+ waypoints read, the last /);
    expect(r.stderr.split('\n')[1]).toBe(
      "warning: geojson-points.geojson, leg 1 (Lisbon → Ponta Delgada): Leg 1 (Lisbon → Ponta Delgada) runs over land for 18.8 NM from 37°46.12'N 025°08.72'W, 745.6 NM after Lisbon.",
    );
    expect(existsSync(join(dir, 'points.gpx'))).toBe(true);
  });

  // Issue 27: a 15 MB route name was printed in full, and 10,000 identical warnings as 10,000 lines.
  it('prints a huge name cut and a warning at 10,000 waypoints as one line', async () => {
    const input = join(dir, 'hostile.rtz');
    writeFileSync(input, rtzWithoutRevisions('N'.repeat(15_000_000), 10_000));
    const r = await run('convert', input, join(dir, 'hostile.gpx'));
    expect(r.code).toBe(0);
    const lines = r.stderr.split('\n').filter(Boolean);
    expect(lines.length).toBeLessThan(6);
    for (const line of lines) expect(line.length).toBeLessThan(400);
    expect(lines).toContain(
      'warning: hostile.rtz, waypoint 1 (id 1, "P1"), line 5; waypoint 2 (id 2, "P2"), line 6; waypoint 3 (id 3, "P3"), line 7 and 9,997 more: has no revision (RTZ 1.2 requires one); read as revision 0.',
    );
    expect(r.stdout).toBe(`hostile.gpx: 10000 waypoints of "${'N'.repeat(60)}… (200 characters)".\n`);
  }, 60_000);

  it('is a usage error (exit 2) without two files', async () => {
    const r = await run('convert', join(formats, 'rtz12-schedule.rtz'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('give the file to read and the file to write.');
  });
});
