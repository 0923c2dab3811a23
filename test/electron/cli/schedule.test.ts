// `passage schedule` as a user runs it: in-process for the details, and once through the real
// bin to prove `passage` starts from a fresh checkout.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { main } from '../../../electron/cli/main';
import { readFixture, separationM } from '../../helpers/geo';

const routes = join(import.meta.dirname, '../../fixtures/routes');
const formats = join(import.meta.dirname, '../../fixtures/formats/in');
const root = join(import.meta.dirname, '../../..');

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

interface Golden {
  legs: { distanceM: number; durationS: number }[];
  scheduled: { name: string; etaUtc: number }[];
  timesteps: { time: number; lat: number; lon: number; type: string }[];
}

describe('passage schedule', () => {
  it('prints the waypoint table with DM positions, leg geometry, NM, course, speed and ETA', async () => {
    const r = await run(
      'schedule',
      join(routes, 'rotterdam-new-york.geojson'),
      '--speeds',
      '12,14,16.5',
      '--depart',
      '2026-12-01T06:00Z',
    );
    expect(r.code).toBe(0);
    // The rhumb line from Ushant cuts Newfoundland, Nova Scotia and Long Island: warned, not refused.
    const [count, ...warnings] = r.stderr.split('\n').filter(Boolean);
    // GeoJSON cannot say how many waypoints it should hold: the count read comes first (issue 13).
    expect(count).toBe(
      "warning: rotterdam-new-york.geojson: 4 waypoints read, the last Ambrose Light at 40°27.00'N 073°48.00'W. A GeoJSON file does not say how many waypoints it holds, so one cut short between two waypoints reads as a shorter route: check that the route ends where it should.",
    );
    expect(warnings).toHaveLength(16);
    for (const line of warnings)
      expect(line).toMatch(
        /^warning: rotterdam-new-york\.geojson, leg 3 \(Ushant → Ambrose Light\): Leg 3 \(Ushant → Ambrose Light\) runs over land for \d+\.\d NM from 4\d°\d\d\.\d\d'N 0[5-7]\d°\d\d\.\d\d'W, \d+\.\d NM after Ushant\.$/,
      );
    expect(warnings[0]).toContain("from 47°57.46'N 053°01.24'W, 1875.4 NM after Ushant.");
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('Route: Rotterdam - New York');
    expect(lines[1]).toBe('Departure 2026-12-01 06:00Z  Arrival 2026-12-09 19:27Z');
    expect(lines[2]).toBe('3 legs, 3293.8 NM, 8 d 13 h 27 min');
    expect(r.stdout).toContain(
      "2  Dover Strait   51°00.00'N 001°30.00'E  RL     108.2  235.6°      12.0  2026-12-01 15:01Z",
    );
    expect(r.stdout).toContain(
      "4  Ambrose Light  40°27.00'N 073°48.00'W  GC    2874.6  287.3°      16.5  2026-12-09 19:27Z",
    );
  });

  it('--json matches the GeographicLib reference for the same voyage', async () => {
    // Same waypoints, speeds and departure as test/fixtures/geodesy/in/schedule-voyages.json,
    // minus the stay (the CLI has no stays yet): compare leg distances and the first leg's times.
    const g = readFixture<Golden>('geodesy', 'schedule-rotterdam-new-york.json');
    const r = await run(
      'schedule',
      join(routes, 'rotterdam-new-york.geojson'),
      '--speeds',
      '12,14,16.5',
      '--depart',
      '2026-12-01T06:00Z',
      '--json',
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['legs', 'waypoints', 'timesteps', 'totalDistanceM', 'durationS']);
    expect(out.legs).toHaveLength(3);
    out.legs.forEach((l: { distanceM: number }, i: number) =>
      expect(Math.abs(l.distanceM - g.legs[i]!.distanceM)).toBeLessThan(1e-3),
    );
    expect(out.legs[2].geometry).toBe('greatCircle');
    expect(out.waypoints[0]).toEqual({
      name: 'Maas Center',
      lat: 52.0167,
      lon: 3.8833,
      etaUtc: '2026-12-01T06:00:00Z',
      etdUtc: '2026-12-01T06:00:00Z',
    });
    expect(out.waypoints[1].etaUtc).toBe(
      new Date(Math.round(g.scheduled[1]!.etaUtc) * 1000).toISOString().replace('.000Z', 'Z'),
    );
    // Hourly positions on the first leg, before the golden voyage's stay changes its times.
    const firstLeg = g.timesteps.filter((p) => p.type === 'timestep' && p.time < g.scheduled[1]!.etaUtc);
    expect(firstLeg.length).toBeGreaterThan(5);
    for (const p of firstLeg) {
      const ours = out.timesteps.find(
        (q: { time: string }) => q.time === new Date(p.time * 1000).toISOString().replace('.000Z', 'Z'),
      );
      expect(ours.type).toBe('timestep');
      expect(separationM(ours.lat, ours.lon, p.lat, p.lon)).toBeLessThan(1e-3);
      expect(ours.distanceTime).toBe(p.time - Date.UTC(2026, 11, 1, 6) / 1000);
    }
  });

  it('reads a bare LineString across the antimeridian with default rhumb legs and WP names', async () => {
    const r = await run(
      'schedule',
      join(routes, 'pacific-linestring.geojson'),
      '--speed',
      '15',
      '--depart',
      '2026-12-01T09:00+09:00',
      '--step',
      '3',
      '--json',
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.legs.map((l: { geometry: string }) => l.geometry)).toEqual(['rhumb', 'rhumb', 'rhumb']);
    expect(out.waypoints.map((w: { name: string }) => w.name)).toEqual(['WP 1', 'WP 2', 'WP 3', 'WP 4']);
    expect(out.waypoints[0].etaUtc).toBe('2026-12-01T00:00:00Z');
    const steps = out.timesteps.filter((p: { type: string }) => p.type === 'timestep');
    expect(steps.every((p: { time: string }) => Number(p.time.slice(11, 13)) % 3 === 0)).toBe(true);
    expect(steps.every((p: { lon: number }) => p.lon >= -180 && p.lon < 180)).toBe(true);
  });

  it.each([
    [['--speed', '0'], 1, '--speed must be 0.1..60 kn, got 0 kn.'],
    [['--speed', 'fast'], 2, '--speed must be a number, got "fast".'],
    [['--speed', '12', '--speeds', '12,13'], 2, 'give --speed or --speeds, not both.'],
    [[], 2, 'give the planned speed'],
    [['--speed', '12', '--depart', '2026-12-01T06:00'], 2, 'has no time zone; add it, e.g. "Z" for UTC'],
    [['--speed', '12', '--depart', '2026-02-30T06:00Z'], 1, 'is not a real date and time'],
    [['--speeds', '12,13,14,15,16'], 1, 'Give one speed, or one per waypoint (at most 4); got 5.'],
    [['--speed', '12', '--step=-1'], 1, '--step must be 0.25..24 h, got -1 h.'],
  ])('rejects %j with exit %i and a clear message', async (opts, code, message) => {
    const r = await run('schedule', join(routes, 'rotterdam-new-york.geojson'), ...opts);
    expect(r.code).toBe(code);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
  });

  it('names a missing file and an unreadable route', async () => {
    const missing = await run('schedule', join(routes, 'nope.geojson'), '--speed', '12');
    expect(missing).toMatchObject({
      code: 1,
      stderr: `passage schedule: ${join(routes, 'nope.geojson')}: no such file.\n`,
    });
    const wrongKind = await run('schedule', join(routes, 'route.kml'), '--speed', '12');
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.stderr).toBe(
      'passage schedule: route.kml: Passage cannot tell the format from the name; route files end in .rtz, .rtzp, .gpx, .geojson, .json, .csv, .txt.\n',
    );
    const broken = await run('schedule', join(formats, 'error-duplicate-id.rtz'), '--speed', '12');
    expect(broken).toMatchObject({ code: 1, stdout: '' });
    expect(broken.stderr).toBe(
      'passage schedule: error-duplicate-id.rtz, waypoint 2 (id 1, "B"), line 7: id 1 is also the id of waypoint 1 (line 6); each waypoint needs its own id.\n',
    );
  });

  it('takes speeds, departure and stays from an RTZ file and prints its warnings on stderr', async () => {
    const r = await run('schedule', join(formats, 'rtz12-schedule.rtz'), '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.legs.map((l: { speedKn: number; geometry: string }) => [l.speedKn, l.geometry])).toEqual([
      [14, 'rhumb'],
      [15, 'rhumb'],
      [13.5, 'greatCircle'],
      [12, 'greatCircle'],
    ]);
    expect(out.waypoints.map((w: { etaUtc: string; etdUtc: string }) => [w.etaUtc, w.etdUtc])).toEqual([
      ['2026-04-02T06:00:00Z', '2026-04-02T06:00:00Z'],
      ['2026-04-02T19:19:33Z', '2026-04-02T19:19:33Z'],
      ['2026-04-03T02:08:05Z', '2026-04-03T08:08:05Z'],
      ['2026-04-04T03:01:25Z', '2026-04-04T03:01:25Z'],
      ['2026-04-05T10:25:55Z', '2026-04-05T10:25:55Z'],
    ]);
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(
        /^warning: rtz12-schedule\.rtz, schedule "Voyage plan" \(id 1\), manual, waypoint 5 \(id 104, "Ushant"\), line 23: the file's ETA is 2026-04-05 10:00Z; .* 26 min later\.$/,
      ),
      expect.stringMatching(
        /^warning: rtz12-schedule\.rtz, schedule "Voyage plan" \(id 1\), calculated, waypoint 4 \(id 103, "Finisterre"\), line 29: .* 12 min later\.$/,
      ),
      // The land check, as routes.import runs it: the great circle out of Lisbon cuts Cabo da Roca.
      "warning: rtz12-schedule.rtz, leg 3 (Lisbon → Finisterre): Leg 3 (Lisbon → Finisterre) runs over land for 28.6 NM from 38°41.06'N 009°21.09'W, 2.1 NM after Lisbon.",
      "warning: rtz12-schedule.rtz, leg 3 (Lisbon → Finisterre): Leg 3 (Lisbon → Finisterre) runs over land for 1.6 NM from 39°20.91'N 009°22.87'W, 41.9 NM after Lisbon.",
    ]);
    const table = await run('schedule', join(formats, 'rtz12-schedule.rtz'), '--speed', '10');
    expect(table.stdout).toContain('Departure 2026-04-02 06:00Z (from the file)');
    expect(table.stdout).toContain('10.0');
  });

  it.each([
    ['gpx-opencpn-route.gpx', 3, 'Cherbourg'],
    ['geojson-points.geojson', 2, 'Bermuda'],
    ['csv-semicolon-dm-decimal-comma.csv', 2, 'Lisbon'],
    ['rtzp-with-attachments.rtzp', 1, 'Elbe 1'],
  ])('reads %s', async (file, legs, lastName) => {
    const r = await run('schedule', join(formats, file), '--speed', '10', '--depart', '2026-01-01T00:00Z', '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.legs).toHaveLength(legs);
    expect(out.waypoints.at(-1).name).toBe(lastName);
  });

  it('schedules a real ECDIS export without --speed: its calculated schedule, made-up names, ETA differences', async () => {
    // RTZ 1.1, every name empty or missing, no manual schedule: issue 12.
    const r = await run('schedule', join(formats, 'rtz11-ecdis-calculated.rtz'));
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[1]).toBe('Departure 2026-12-01 06:00Z (from the file)  Arrival 2026-12-02 01:49Z');
    expect(r.stdout).toContain(
      "2  WP 2      52°24.00'N 003°33.00'E  RL      21.7  345.3°      12.0  2026-12-01 07:49Z  2026-12-01 07:49Z",
    );
    expect(r.stdout).toContain(
      "5  WP 5      53°51.00'N 005°54.00'E  RL      50.9  065.6°      14.0  2026-12-01 17:38Z  2026-12-01 19:38Z",
    );
    expect(r.stdout).toContain('From the file: speeds, departure and stays from the calculated schedule (schedule 1).');
    expect(r.stderr).toBe(
      "warning: rtz11-ecdis-calculated.rtz, schedule 1, calculated, waypoint 4 (id 4), line 64: the file's ETA is 2026-12-01 13:48Z; at the same speeds (13.5 kn on the leg in) and leg geometries Passage makes it 2026-12-01 14:00Z, 12 min later.\n",
    );
    expect(r.stderr).not.toMatch(/schedule schedule/);
  });

  it('--speed overrides the calculated speeds and says only what still comes from the file', async () => {
    const r = await run('schedule', join(formats, 'rtz11-ecdis-calculated.rtz'), '--speed', '10');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('From the file: departure and stays from the calculated schedule (schedule 1).');
  });

  it('asks for a speed when neither the options nor the file give one', async () => {
    const r = await run('schedule', join(formats, 'rtz10-mandatory-antimeridian.rtz'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'give the planned speed: --speed KN, or --speeds KN,KN,... per leg (rtz10-mandatory-antimeridian.rtz has none).',
    );
  });

  it('lists commands on --help and refuses unknown ones', async () => {
    const help = (await run('--help')).stdout;
    expect(help).toContain('schedule <route file>');
    expect(help).toContain('convert <in> <out>');
    const bad = await run('frobnicate');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown command "frobnicate"');
  });

  it('runs as `npm exec passage` from the project root, as `npx passage` does', () => {
    const out = execFileSync(
      'npm',
      [
        'exec',
        '--offline',
        '--',
        'passage',
        'schedule',
        join(routes, 'pacific-linestring.geojson'),
        '--speed',
        '15',
        '--depart',
        '2026-12-01T00:00Z',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(out).toContain('3 legs, ');
    expect(out).toContain('WP 4');
  });

  it('runs through the real bin (node bin/passage.js)', () => {
    const out = execFileSync(
      process.execPath,
      [
        join(root, 'bin/passage.js'),
        'schedule',
        join(routes, 'rotterdam-new-york.geojson'),
        '--speed',
        '14',
        '--depart',
        '2026-12-01T06:00Z',
      ],
      { encoding: 'utf8' },
    );
    expect(out).toContain('Ambrose Light');
    expect(out).toContain('3 legs, 3293.8 NM');
  });
});
