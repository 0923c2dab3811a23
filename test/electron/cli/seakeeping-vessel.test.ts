// `passage seakeeping ROUTE --vessel NAME` (issue 29): the hull of a saved vessel profile, the hull
// options over its fields, what the profile assumed said on stderr; a name with no profile, a
// profile with no hull, and --vessel where it cannot be read refused in words. Against the demo
// service on an arranged clock, as the other voyage-mode tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inWords, main } from '../../../electron/cli/main';
import type { SessionDeps } from '../../../electron/cli/options';
import { runSeakeeping } from '../../../electron/cli/seakeeping';
import { hullOfProfile, profileNamed } from '../../../electron/cli/seakeeping-vessel';
import type { VesselHull } from '../../../shared/domain/vessel-hull-schema';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/vessel-limits-schema';
import type { VesselProfile } from '../../../shared/ipc';
import { dataDirWithProfiles, recorder, writeNorthSeaRoute } from './cli-fixtures';

/** The demo service's clock: 1 December 2026 00:00 UTC (seakeeping-voyage.test.ts's). */
const NOW_UTC = Date.parse('2026-12-01T00:00Z') / 1000;
const deps: SessionDeps = { nowUtc: () => NOW_UTC, env: {} };
const SAIL = ['--speed', '20', '--depart', '2026-12-01T03:00Z'];

/** seakeeping-voyage.test.ts's 40 m launch, GM assumed for her type as the vessel search leaves it. */
const LAUNCH_HULL: VesselHull = { lengthM: 40, beamM: 10, draughtM: 4, gmM: 1, assumed: ['gmM'] };

function profile(name: string, hull?: VesselHull): VesselProfile {
  return { id: `id-${name}`, vessel: { name, limits: DEFAULT_VESSEL_LIMITS, ...(hull && { hull }) }, updatedAtUtc: 0 };
}

describe('the profile --vessel names', () => {
  const saved = [profile('Launch', LAUNCH_HULL), profile('launch two'), profile('LAUNCH TWO')];

  it('is the one of that very name, else the one of that name in other capitals', () => {
    expect(profileNamed(saved, 'Launch').id).toBe('id-Launch');
    expect(profileNamed(saved, 'launch').id).toBe('id-Launch');
    expect(profileNamed(saved, 'LAUNCH TWO').id).toBe('id-LAUNCH TWO');
  });

  it('names the problem when no profile, or several, have the name', () => {
    expect(() => profileNamed(saved, 'Tug')).toThrow(
      'no vessel profile is named "Tug" in the data folder (saved: "Launch", "launch two", "LAUNCH TWO").',
    );
    expect(() => profileNamed([], 'Tug')).toThrow(
      'no vessel profile is named "Tug" in the data folder (none is saved there).',
    );
    const many = Array.from({ length: 10 }, (_, i) => profile(`V${i}`));
    expect(() => profileNamed(many, 'Tug')).toThrow('"V6", "V7" and 2 more).');
    expect(() => profileNamed(saved, 'Launch Two')).toThrow(
      '2 vessel profiles are named "Launch Two": rename all but one in the app, or give the hull as --length-m, --beam-m and --gm-m.',
    );
  });
});

describe('the hull of a profile', () => {
  it('takes each hull option given over its field, and says only the assumed fields still used', () => {
    const own = hullOfProfile(profile('Launch', LAUNCH_HULL), {});
    expect(own.hull).toEqual({ lengthM: 40, beamM: 10, gmM: 1, draughtM: 4 });
    expect(own.assumedWords).toBe(
      'GM 1 m of "Launch" is assumed for its type and size, not the ship\'s own figure: give --gm-m ' +
        "(the loading condition's, from the stability booklet) to judge her by it.",
    );
    const booklet = hullOfProfile(profile('Launch', LAUNCH_HULL), { gmM: 0.8, draughtM: 3.5 });
    expect(booklet).toEqual({ hull: { lengthM: 40, beamM: 10, gmM: 0.8, draughtM: 3.5 }, assumedWords: null });
    const guessed = hullOfProfile(profile('Tug', { ...LAUNCH_HULL, assumed: ['beamM', 'draughtM', 'gmM'] }), {
      draughtM: 3,
    });
    expect(guessed.assumedWords).toMatch(
      /^B 10 m and GM 1 m of "Tug" are assumed .* figures: give --beam-m and --gm-m .* by them\.$/,
    );
  });

  it('refuses a breadth or draught not less than the length, naming where each came from', () => {
    expect(() => hullOfProfile(profile('Launch', LAUNCH_HULL), { lengthM: 9 })).toThrow(
      'B of "Launch" (10 m) must be less than --length-m (9 m).',
    );
    expect(() => hullOfProfile(profile('Launch', LAUNCH_HULL), { draughtM: 25, lengthM: 20 })).toThrow(
      '--draught-m (25 m) must be less than --length-m (20 m).',
    );
  });

  it('refuses a profile without a hull: Passage never guesses one', () => {
    expect(() => hullOfProfile(profile('Tug'), { gmM: 1 })).toThrow(
      'the vessel profile "Tug" has no hull: enter its L, B, draught and GM in the app, or give --length-m, --beam-m and --gm-m.',
    );
  });
});

describe('passage seakeeping ROUTE --vessel: against the demo service', () => {
  let dir: string;
  let route: string;
  let dataDir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'passage-seakeeping-vessel-'));
    route = await writeNorthSeaRoute(dir);
    dataDir = await dataDirWithProfiles(dir, NOW_UTC, [profile('Launch', LAUNCH_HULL).vessel, profile('Tug').vessel]);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('judges the voyage for the saved hull as for the same hull given in options, and says GM is assumed', async () => {
    const byName = recorder();
    const code = await runSeakeeping(
      [route, ...SAIL, '--vessel', 'launch', '--data-dir', dataDir, '--json'],
      byName.io,
      deps,
    );
    expect(code).toBe(0);
    expect(byName.out.stderr).toContain('no API key is set, so the demo service is used');
    expect(byName.out.stderr).toContain('passage seakeeping: GM 1 m of "Launch" is assumed for its type and size');
    const byOptions = recorder();
    const hull = ['--length-m', '40', '--beam-m', '10', '--gm-m', '1', '--draught-m', '4'];
    expect(await runSeakeeping([route, ...SAIL, ...hull, '--data-dir', dataDir, '--json'], byOptions.io, deps)).toBe(0);
    expect(byOptions.out.stderr).not.toContain('assumed');
    const steps = (JSON.parse(byName.out.stdout) as { steps: { dangers: { kind: string }[] }[] }).steps;
    expect(steps.some((s) => s.dangers.some((d) => d.kind === 'surf-riding'))).toBe(true);
    expect(byName.out.stdout).toBe(byOptions.out.stdout);
  }, 120_000);

  it('refuses a name with no profile, and a profile without a hull, before anything is spent (exit 1)', async () => {
    const unknown = await runSeakeeping(
      [route, ...SAIL, '--vessel', 'Pilot', '--data-dir', dataDir],
      recorder().io,
      deps,
    ).catch((e: unknown) => e);
    expect(inWords(unknown)).toEqual([
      1,
      'no vessel profile is named "Pilot" in the data folder (saved: "Launch", "Tug").',
    ]);
    const { out, io } = recorder();
    const hullless = await runSeakeeping([route, ...SAIL, '--vessel', 'Tug', '--data-dir', dataDir], io, deps).catch(
      (e: unknown) => e,
    );
    expect(inWords(hullless)[0]).toBe(1);
    expect(inWords(hullless)[1]).toMatch(/^the vessel profile "Tug" has no hull/);
    expect(out.stderr).not.toMatch(/credits?;/);
  }, 120_000);

  it.each([
    [
      ['--vessel', 'Launch', '--demo'],
      '--vessel reads the profiles saved in the data folder, and --demo uses a throwaway one',
    ],
    [['--vessel', ' '], '--vessel must name a saved vessel profile.'],
    [['--vessel', 'Launch', '--length-m', '40', '--speed', '12'], 'give --depart: the voyage mode needs'],
  ])('%j is a usage error (exit 2): %s', async (args, words) => {
    const { out, io } = recorder();
    const withSail = args.includes('--speed') ? args : [...SAIL, ...args];
    expect(await main(['seakeeping', route, ...withSail], io)).toBe(2);
    expect(out.stderr.split('\n')[0]).toContain(`passage seakeeping: ${words}`);
  });

  it('is for the voyage mode only, and in the help', async () => {
    const { out, io } = recorder();
    const point = ['--speed', '12', '--heading', '0', '--wave-period', '8', '--wave-from', '180', '--hs', '2'];
    expect(await main(['seakeeping', ...point, '--vessel', 'Launch'], io)).toBe(2);
    expect(out.stderr).toContain('passage seakeeping: --vessel is for the voyage mode');
    const help = recorder();
    expect(await main(['seakeeping', '--help'], help.io)).toBe(0);
    expect(help.out.stdout).toContain('passage seakeeping ROUTE --speed KN --depart ISO --vessel NAME [hull options]');
    expect(help.out.stdout).toContain(
      '--vessel NAME     The hull of the vessel profile of that name saved in the data folder',
    );
  });
});
