// `passage departures`: its options (usage errors exit 2 naming the option, bad values exit 1),
// and a sweep end to end against the demo service.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDeparturesArgs, readEveryOption, runDepartures } from '../../../electron/cli/departures';
import { main } from '../../../electron/cli/main';
import { recorder, writeNorthSeaRoute } from './cli-fixtures';

const utc = (iso: string): number => Date.parse(iso) / 1000;
const WINDOW = ['--from', '2026-12-01T06:00Z', '--to', '2026-12-02T06:00Z'];

/** Runs `passage departures …` and gives the exit code and the first line of stderr. */
async function run(...args: string[]): Promise<[number, string]> {
  const { out, io } = recorder();
  const code = await main(['departures', ...args], io);
  return [code, out.stderr.split('\n')[0] ?? ''];
}

describe('passage departures: options', () => {
  it('reads the window, the step, the ranking and the arrival constraints', () => {
    expect(
      readDeparturesArgs([
        'route.gpx',
        '--speed',
        '12',
        ...WINDOW,
        '--every',
        '12h',
        '--rank',
        'earliest',
        '--risk-cap',
        '15%',
        '--arrive-before',
        '2026-12-04T12:00+01:00',
        '--arrive-after',
        '2026-12-02T08:00Z',
        '--daylight',
        '--json',
        '--demo',
      ]),
    ).toEqual({
      routeFile: 'route.gpx',
      speedsKn: [12],
      window: {
        fromUtc: utc('2026-12-01T06:00Z'),
        toUtc: utc('2026-12-02T06:00Z'),
        everyH: 12,
        arriveBeforeUtc: utc('2026-12-04T11:00Z'),
        arriveAfterUtc: utc('2026-12-02T08:00Z'),
        arriveInDaylight: true,
      },
      rank: 'earliest',
      riskCap: 0.15,
      json: true,
      service: { demo: true, dataDir: undefined },
    });
  });

  it('defaults to every 6 h, safest first, no constraints, no risk cap', () => {
    const args = readDeparturesArgs(['route.rtz', ...WINDOW]);
    expect(args).toMatchObject({
      window: { everyH: 6, arriveInDaylight: false },
      rank: 'safest',
      riskCap: undefined,
      speedsKn: undefined,
      json: false,
    });
    expect(args !== 'help' && 'arriveBeforeUtc' in args.window).toBe(false);
  });

  it('takes the steps 1, 3, 6, 12 and 24 h, with or without the h', () => {
    expect(['1h', '3H', ' 6 h', '12', '24h'].map(readEveryOption)).toEqual([1, 3, 6, 12, 24]);
    expect(readEveryOption(undefined)).toBe(6);
  });

  it.each([
    [['--every', '2h'], '--every must be one of 1h, 3h, 6h, 12h, 24h, got "2h".'],
    [['--every', 'daily'], '--every must be one of 1h, 3h, 6h, 12h, 24h, got "daily".'],
    [['--every', '6.5'], '--every must be one of 1h, 3h, 6h, 12h, 24h, got "6.5".'],
    [['--rank', 'fastest'], '--rank must be safest, earliest or balanced, got "fastest".'],
    [['--risk-cap', '10'], '--risk-cap is for --rank earliest: the risk an early arrival may take.'],
    [['--rank', 'earliest', '--risk-cap', 'low'], '--risk-cap must be a number, got "low".'],
    [['--speed', '12', '--speeds', '12,13'], 'give --speed or --speeds, not both.'],
  ])('%j is a usage error (exit 2) naming the option', async (extra, message) => {
    expect(await run('route.gpx', ...WINDOW, ...extra)).toEqual([2, `passage departures: ${message}`]);
  });

  it('needs --from and --to with their zone, --to not before --from', async () => {
    expect(await run('route.gpx', '--to', '2026-12-02T06:00Z')).toEqual([
      2,
      'passage departures: give the earliest departure with --from ISO (e.g. 2026-12-01T06:00Z).',
    ]);
    expect(await run('route.gpx', '--from', '2026-12-01T06:00Z')).toEqual([
      2,
      'passage departures: give the latest departure with --to ISO (e.g. 2026-12-01T06:00Z).',
    ]);
    expect(await run('route.gpx', '--from', '2026-12-01T06:00', '--to', '2026-12-02T06:00Z')).toEqual([
      2,
      'passage departures: --from "2026-12-01T06:00" has no time zone; add it, e.g. "Z" for UTC or "+02:00".',
    ]);
    expect(await run('route.gpx', '--from', '2026-12-02T06:00Z', '--to', '2026-12-01T06:00Z')).toEqual([
      2,
      'passage departures: --to (2026-12-01T06:00Z) is before --from (2026-12-02T06:00Z).',
    ]);
    expect(
      await run('route.gpx', ...WINDOW, '--arrive-before', '2026-12-02T06:00Z', '--arrive-after', '2026-12-03T06:00Z'),
    ).toEqual([
      2,
      'passage departures: --arrive-before (2026-12-02T06:00Z) must be later than --arrive-after (2026-12-03T06:00Z).',
    ]);
    expect(await run(...WINDOW)).toEqual([2, 'passage departures: give exactly one route file.']);
  });

  it('refuses a window of more than 241 departures, and a risk cap above 100 %, as bad input (exit 1)', async () => {
    expect(await run('route.gpx', '--from', '2026-12-01T00:00Z', '--to', '2026-12-11T01:00Z', '--every', '1')).toEqual([
      1,
      'passage departures: --from to --to every 1 h makes 242 departures, more than 241: widen --every or narrow the window.',
    ]);
    expect(await run('route.gpx', ...WINDOW, '--rank', 'earliest', '--risk-cap', '120')).toEqual([
      1,
      'passage departures: --risk-cap must be 0..100 %, got 120 %.',
    ]);
  });

  it('prints its help with exit 0', async () => {
    const { out, io } = recorder();
    expect(await main(['departures', '--help'], io)).toBe(0);
    expect(out.stdout).toContain('--every STEP        Hours between departures: 1h, 3h, 6h, 12h, 24h');
    expect(out.stdout).toContain('runUtc too, the model run');
  });
});

describe('passage departures: against the demo service', () => {
  let dir: string;
  let route: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'passage-departures-'));
    route = await writeNorthSeaRoute(dir, 'Maas approach - Aberdeen offing');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** The demo service's clock: the ensemble reaches the whole window. */
  const nowUtc = (): number => utc('2026-12-01T00:00Z');

  it('prints exactly the JSON of the issue, ranked 1..n, with the runs and credits', async () => {
    const { out, io } = recorder();
    const code = await runDepartures([route, '--speed', '12', ...WINDOW, '--every', '6h', '--demo', '--json'], io, {
      nowUtc,
    });
    expect(out.stderr).toContain('demo service: synthetic data, not for navigation');
    expect(code).toBe(0);
    const json = JSON.parse(out.stdout) as {
      departures: {
        departureUtc: string;
        rank: number;
        exceedance: Record<string, number>;
        hoursAbove: Record<string, number>;
        p90Max: Record<string, number>;
        covered: boolean;
      }[];
      creditsSpent: number;
      runs: { id: string; runUtc: string }[];
    };
    expect(Object.keys(json)).toEqual(['departures', 'creditsSpent', 'runs']);
    expect(json.departures.map((d) => d.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(json.departures.map((d) => d.departureUtc).sort()).toEqual([
      '2026-12-01T06:00:00.000Z',
      '2026-12-01T12:00:00.000Z',
      '2026-12-01T18:00:00.000Z',
      '2026-12-02T00:00:00.000Z',
      '2026-12-02T06:00:00.000Z',
    ]);
    for (const d of json.departures) {
      expect(Object.keys(d)).toEqual([
        'departureUtc',
        'arrivalUtc',
        'rank',
        'exceedance',
        'hoursAbove',
        'p90Max',
        'storms',
        'covered',
      ]);
      // Issue 16's keys: without --vessel no visibility minimum is judged (the app's voyage has 1 NM).
      expect(Object.keys(d.exceedance)).toEqual(['wind', 'gust', 'hs']);
      expect(Object.keys(d.hoursAbove)).toEqual(['wind', 'gust', 'hs']);
      expect(Object.keys(d.p90Max)).toEqual(['windKn', 'gustKn', 'hsM']);
      for (const share of Object.values(d.exceedance)) expect(share).toBeGreaterThanOrEqual(0);
      for (const share of Object.values(d.exceedance)) expect(share).toBeLessThanOrEqual(1);
      expect(d.covered).toBe(true);
    }
    expect(json.creditsSpent).toBeGreaterThan(0);
    expect(json.runs.map((r) => r.id)).toContain('ecmwf-ens');
    for (const r of json.runs) expect(r.runUtc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/);
  }, 120_000);

  it('prints the table, the estimate and progress on stderr, the top choice and the credits', async () => {
    const { out, io } = recorder();
    const code = await runDepartures([route, '--speed', '12', ...WINDOW, '--every', '12', '--daylight', '--demo'], io, {
      nowUtc,
    });
    expect(code).toBe(0);
    expect(out.stderr).toMatch(/passage departures: 3 departures: about \d+ credits? \(one forecast run of the voyage/);
    expect(out.stdout).toContain('Departures, 3 departures every 12 h from 2026-12-01 06:00Z to 2026-12-02 06:00Z');
    expect(out.stdout).toMatch(/\n {2}1 {2}2026-12-0\d \d\d:00Z/);
    expect(out.stdout).toContain('\nTop choice: leave 2026-12-0');
    expect(out.stdout).toMatch(/\nModel runs: .*ecmwf-ens \d\d (Nov|Dec) \d\dZ/);
    expect(out.stdout).toContain('Demo service (DEMO DATA - synthetic, not for navigation)');
  }, 120_000);
});
