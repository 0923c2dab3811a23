// `passage seakeeping ROUTE` (issue 29), in-process against the demo service on an arranged clock:
// the JSON's exact keys, the table a master reads, steps cut at the ensemble's reach (said on
// stderr), usage errors (exit 2) and bad input (exit 1), and the service not answering.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '../../../electron/backend';
import { inWords, main } from '../../../electron/cli/main';
import type { BackendStarter, SessionDeps } from '../../../electron/cli/options';
import { runSeakeeping } from '../../../electron/cli/seakeeping';
import { recorder, writeNorthSeaRoute } from './cli-fixtures';

/** The demo service's clock: 1 December 2026 00:00 UTC, the ensemble reaching to 10 December 12:00. */
const NOW_UTC = Date.parse('2026-12-01T00:00Z') / 1000;
const deps: SessionDeps = { nowUtc: () => NOW_UTC, env: {} };

/**
 * A 40 m launch at 20 kn: surf-riding above 1.8·√40 = 11.4 kn with the waves dead astern. Bound
 * north-west through the demo North Sea on this clock, following seas put her in the zone.
 */
const LAUNCH = ['--length-m', '40', '--beam-m', '10', '--gm-m', '1'];
const SAIL = ['--speed', '20', '--depart', '2026-12-01T03:00Z'];

let dir: string;
let route: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passage-seakeeping-'));
  route = await writeNorthSeaRoute(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface StepJson {
  timeUtc: string;
  lat: number;
  lon: number;
  dangers: { kind: string; shareOfMembers: number }[];
}

describe('passage seakeeping ROUTE: against the demo service', () => {
  it('--json prints exactly { steps: [{ timeUtc, lat, lon, dangers: [{ kind, shareOfMembers }] }] }', async () => {
    const { out, io } = recorder();
    const code = await runSeakeeping([route, ...SAIL, ...LAUNCH, '--demo', '--json'], io, deps);
    expect(out.stderr).toContain('demo service: synthetic data, not for navigation');
    expect(code).toBe(0);
    const json = JSON.parse(out.stdout) as { steps: StepJson[] };
    expect(Object.keys(json)).toEqual(['steps']);
    // Every 3 h from the departure to the last step before arrival (about 21 h at 20 kn).
    expect(json.steps.map((s) => s.timeUtc)).toEqual(
      [3, 6, 9, 12, 15, 18, 21].map((h) => `2026-12-01T${String(h).padStart(2, '0')}:00:00Z`),
    );
    expect(json.steps[0]).toMatchObject({ lat: 52, lon: 3.6 });
    const kinds = ['surf-riding', 'successive-high-waves', 'synchronous-rolling', 'parametric-rolling'];
    for (const step of json.steps) {
      expect(Object.keys(step)).toEqual(['timeUtc', 'lat', 'lon', 'dangers']);
      for (const d of step.dangers) {
        expect(Object.keys(d)).toEqual(['kind', 'shareOfMembers']);
        expect(kinds).toContain(d.kind);
        // Only kinds some member puts her in, as a share of the 51 members.
        expect(d.shareOfMembers).toBeGreaterThan(0);
        expect(d.shareOfMembers).toBeLessThanOrEqual(1);
        expect(Math.abs(d.shareOfMembers * 51 - Math.round(d.shareOfMembers * 51))).toBeLessThan(1e-9);
      }
    }
    expect(json.steps.some((s) => s.dangers.some((d) => d.kind === 'surf-riding'))).toBe(true);
    // No progress or estimate lines beside the JSON; nothing cut.
    expect(out.stderr).not.toMatch(/Fetching|credits?;|not judged/);
  }, 120_000);

  it('prints the table: time, position, heading and each zone in per cent, with hull, source and the circular', async () => {
    const { out, io } = recorder();
    const code = await runSeakeeping([route, ...SAIL, ...LAUNCH, '--demo'], io, deps);
    expect(code).toBe(0);
    expect(out.stderr).toMatch(
      /passage seakeeping: 7 steps at 7 places: about 7 credits; the ensemble reaches 2026-12-10 12:00Z\./,
    );
    expect(out.stderr).toContain('passage seakeeping: Fetching wave ensemble (1 of 7)');
    const lines = out.stdout.split('\n');
    expect(lines[0]).toContain('Seakeeping along Maas - Aberdeen, IMO MSC.1/Circ.1228 annex 4.2');
    expect(lines[1]).toBe('Hull: L 40 m, B 10 m, GM 1 m, draught 4.0 m assumed (B / 2.5; give --draught-m), 20.0 kn.');
    expect(lines[3]).toMatch(
      /^ {2}Time \(UTC\)\s+Position\s+Heading\s+Surf-riding\s+High waves\s+Sync\. roll\s+Param\. roll$/,
    );
    expect(lines[4]).toMatch(/^ {2}2026-12-01 03:00Z {2}52°00\.00'N 003°36\.00'E {2}350° /);
    expect(out.stdout).toMatch(/\n {2}2026-12-01 \d\d:00Z .* \d{1,3}%/);
    expect(out.stdout).toContain(
      'Zones: Surf-riding 4.2.1, High waves 4.2.2, Sync. roll 4.2.3.1, Param. roll 4.2.3.2.',
    );
    expect(out.stdout).toMatch(/\nModel runs: ecmwf-ens-wam \d\d (Nov|Dec) \d\dZ\. 7 places along the route sampled\./);
    expect(out.stdout).toContain(
      'Demo service (DEMO DATA - synthetic, not for navigation), fetched 2026-12-01 00:00Z; 7 credits spent.',
    );
  }, 120_000);

  it('cuts the steps beyond the ensemble reach and says so on stderr, beside --json too', async () => {
    const { out, io } = recorder();
    const late = ['--speed', '20', '--depart', '2026-12-10T06:00Z'];
    const code = await runSeakeeping([route, ...late, ...LAUNCH, '--demo', '--json'], io, deps);
    expect(code).toBe(0);
    const json = JSON.parse(out.stdout) as { steps: StepJson[] };
    expect(json.steps.map((s) => s.timeUtc)).toEqual([
      '2026-12-10T06:00:00Z',
      '2026-12-10T09:00:00Z',
      '2026-12-10T12:00:00Z',
    ]);
    expect(out.stderr).toContain(
      "passage seakeeping: 4 steps after 2026-12-10 12:00Z, where the voyage runs beyond the ensemble's reach: cut, not judged.",
    );
  }, 120_000);

  it('refuses to spend over --max-credits, and a voyage wholly beyond the reach, with nothing spent (exit 1)', async () => {
    const over = await runSeakeeping(
      [route, ...SAIL, ...LAUNCH, '--demo', '--max-credits', '6'],
      recorder().io,
      deps,
    ).catch((e: unknown) => e);
    expect(inWords(over)).toEqual([
      1,
      'this would spend about 7 credits, more than --max-credits 6: nothing was spent. Raise --max-credits, or ask for less (a shorter window, fewer places).',
    ]);
    const late = ['--speed', '20', '--depart', '2026-12-11T00:00Z'];
    const beyond = await runSeakeeping([route, ...late, ...LAUNCH, '--demo'], recorder().io, deps).catch(
      (e: unknown) => e,
    );
    expect(inWords(beyond)).toEqual([
      1,
      "No step of this voyage (departing 2026-12-11 00:00Z) is within the ensemble's reach (from 3 hours ago to 9.5 days ahead): choose a departure sooner.",
    ]);
  }, 120_000);

  it('says what the other commands say when the service does not answer (exit 1)', async () => {
    const down: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    const offline: BackendStarter = (options) =>
      createBackend({ ...options, fetch: down, client: { timeoutMs: 2000, retry: { retries: 0 } } });
    const dataDir = join(dir, 'data');
    const failure = await runSeakeeping([route, ...SAIL, ...LAUNCH, '--data-dir', dataDir, '--json'], recorder().io, {
      ...deps,
      createBackend: offline,
    }).catch((e: unknown) => e);
    expect(inWords(failure)).toEqual([
      1,
      'The wave ensemble could not be fetched at 7 of 7 places of this voyage and is not stored for them. Try again when connected.',
    ]);
  }, 120_000);
});

describe('passage seakeeping ROUTE: bad input', () => {
  /** Runs `passage seakeeping …` and gives the exit code and the first line of stderr. */
  async function run(...args: string[]): Promise<[number, string]> {
    const { out, io } = recorder();
    const code = await main(['seakeeping', ...args], io);
    return [code, out.stderr.split('\n')[0] ?? ''];
  }

  it.each([
    [
      [...LAUNCH, '--depart', '2026-12-01T03:00Z'],
      2,
      'give --speed: the voyage mode needs the planned speed, the departure and the hull',
    ],
    [[...LAUNCH, '--speed', '12'], 2, 'give --depart: the voyage mode needs'],
    [
      [...SAIL, '--length-m', '40'],
      2,
      'give --beam-m, --gm-m: the voyage mode needs the planned speed, the departure and the hull (Passage never guesses a hull).',
    ],
    [
      [...SAIL, ...LAUNCH, '--heading', '90'],
      2,
      '--heading is for one sea state: the voyage mode takes the heading from the route',
    ],
    [[...SAIL, ...LAUNCH, '--speed', 'fast'], 2, '--speed must be a number, got "fast".'],
    [[...LAUNCH, '--speed', '12', '--depart', '2026-12-01T03:00'], 2, '--depart "2026-12-01T03:00" has no time zone'],
    [[...LAUNCH, '--speed', '41', '--depart', '2026-12-01T03:00Z'], 1, '--speed must be 0.1..40 kn, got 41 kn.'],
    [[...LAUNCH, '--speed', '0', '--depart', '2026-12-01T03:00Z'], 1, '--speed must be 0.1..40 kn, got 0 kn.'],
    [
      [...SAIL, '--length-m', '40', '--beam-m', '50', '--gm-m', '1'],
      1,
      '--beam-m (50 m) must be less than --length-m (40 m).',
    ],
    [[...SAIL, ...LAUNCH, '--draught-m', '31'], 1, '--draught-m must be 0.5..30 m, got 31 m.'],
    [[...SAIL, '--length-m', '40', '--beam-m', '10', '--gm-m', '0'], 1, '--gm-m must be 0.05..20 m, got 0 m.'],
  ])('%j exits %i: %s', async (args, code, words) => {
    const [exit, line] = await run(route, ...args, '--demo');
    expect(exit).toBe(code);
    expect(line).toContain(`passage seakeeping: ${words}`);
  });

  it('refuses two route files, and names a route file it cannot read', async () => {
    expect(await run(route, route, ...SAIL, ...LAUNCH)).toEqual([
      2,
      'passage seakeeping: give exactly one route file.',
    ]);
    const [code, line] = await run(join(dir, 'missing.gpx'), ...SAIL, ...LAUNCH, '--demo');
    expect(code).toBe(1);
    expect(line).toMatch(/^passage seakeeping: .*missing\.gpx/);
    const [kind] = await run(join(dir, 'route.txt'), ...SAIL, ...LAUNCH, '--demo');
    expect(kind).toBe(1);
  });

  it('--help names the voyage mode and its JSON, and no longer says it is not available', async () => {
    const { out, io } = recorder();
    expect(await main(['seakeeping', '--help'], io)).toBe(0);
    expect(out.stdout).toContain('passage seakeeping ROUTE --speed KN --depart ISO');
    expect(out.stdout).toContain('{ steps: [{ timeUtc, lat, lon, dangers: [{ kind, shareOfMembers }] }] }');
    expect(out.stdout).toContain('a step lists only the\n                    kinds some member puts her in');
    expect(out.stdout).not.toContain('not available yet');
  });
});
