// `passage optimise` with a hull (issue 29): the hull options as `passage seakeeping` reads them,
// none given leaving the command as it was, and a route against the demo service whose JSON keeps
// its keys while the estimate counts the wave answers with the period.
import { describe, expect, it } from 'vitest';
import { readOptimiseArgs, runOptimise } from '../../../electron/cli/optimise';
import { main } from '../../../electron/cli/main';
import { recorder } from './cli-fixtures';

const BASE = ['--from', '55.5,7', '--to', '57.9,11.2', '--depart', '2026-12-01T03:00Z', '--speed', '14'];
const HULL = ['--length-m', '20', '--beam-m', '6', '--gm-m', '1'];

describe('passage optimise: the hull', () => {
  it('reads the hull options, the draught optional, and none without them', () => {
    expect(readOptimiseArgs(BASE)).toMatchObject({ hull: null });
    expect(readOptimiseArgs([...BASE, ...HULL])).toMatchObject({
      hull: { hull: { lengthM: 20, beamM: 6, gmM: 1, draughtM: undefined } },
    });
    expect(readOptimiseArgs([...BASE, ...HULL, '--draught-m', '2.2'])).toMatchObject({
      hull: { hull: { lengthM: 20, beamM: 6, gmM: 1, draughtM: 2.2 } },
    });
    expect(readOptimiseArgs([...BASE, '--vessel', 'Launch', '--gm-m', '0.8'])).toMatchObject({
      hull: { vessel: 'Launch', given: { gmM: 0.8 } },
    });
  });

  it('exits 2 for a hull half given, a profile with --demo or the isochrones, 1 for a value out of range', async () => {
    const cases: [string[], number, string][] = [
      [[...BASE, '--length-m', '20'], 2, '--beam-m, --gm-m'],
      [[...BASE, '--vessel', 'Launch', '--demo'], 2, '--vessel'],
      [[...BASE, '--vessel', ' '], 2, '--vessel'],
      [[...BASE, ...HULL.slice(0, 4), '--gm-m', '30'], 1, '--gm-m must be 0.05..20 m'],
      [
        [...BASE, '--length-m', '20', '--beam-m', '25', '--gm-m', '1'],
        1,
        '--beam-m (25 m) must be less than --length-m',
      ],
      // The isochrones cannot price the zones: refused before anything is spent, not run as the graph.
      [[...BASE, ...HULL, '--method', 'isochrones'], 2, '--method isochrones finds the least time only'],
      [[...BASE, '--vessel', 'Launch', '--method', 'isochrones'], 2, 'cannot price the dangerous zones'],
    ];
    for (const [args, code, named] of cases) {
      const { out, io } = recorder();
      const got = await main(['optimise', ...args], io);
      expect([got, out.stderr.includes(named)], `${args.join(' ')}: ${out.stderr}`).toEqual([code, true]);
    }
  });

  it('says the hull options in its help', async () => {
    const { out, io } = recorder();
    expect(await main(['optimise', '--help'], io)).toBe(0);
    expect(out.stdout).toContain('--length-m L');
    expect(out.stdout).toContain('MSC.1/Circ.1228');
  });

  it('routes with the hull against the demo service, the JSON keys as without one', { timeout: 240_000 }, async () => {
    const nowUtc = (): number => Date.UTC(2026, 11, 1) / 1000;
    const { out, io } = recorder();
    const code = await runOptimise([...BASE, ...HULL, '--demo', '--json'], io, { nowUtc });
    expect(code, out.stderr).toBe(0);
    const json = JSON.parse(out.stdout) as { route: { waypoints: { lat: number; lon: number }[] } };
    expect(Object.keys(json)).toEqual(['route', 'optimised', 'baseline', 'creditsSpent']);
    expect(json.route.waypoints[0]).toEqual({ lat: 55.5, lon: 7 });
    expect(json.route.waypoints.at(-1)).toEqual({ lat: 57.9, lon: 11.2 });
    // The hours in a dangerous zone are said in the text, and the JSON's summary keys stay.
    expect(Object.keys((json as unknown as { optimised: object }).optimised)).toEqual([
      'distanceM',
      'durationS',
      'exceedance',
      'p90Max',
    ]);
    const text = recorder();
    expect(await runOptimise([...BASE, ...HULL, '--demo'], text.io, { nowUtc })).toBe(0);
    expect(text.out.stdout).toMatch(
      /\nDangerous seas \(MSC\.1\/Circ\.1228\), members' share in a zone × hours: optimised \d+\.\d h, baseline \d+\.\d h\.\n/,
    );
  });
});
