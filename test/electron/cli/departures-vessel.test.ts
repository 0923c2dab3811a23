// `passage departures --vessel NAME` (issue 29): the limits of a vessel profile saved in the data
// folder, a visibility minimum among them judged like the others (its columns in the table, its
// keys in the JSON); without --vessel the default limits, no visibility; a name with no profile
// refused before anything is saved or spent, and --vessel where it cannot be read a usage error.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDepartures } from '../../../electron/cli/departures';
import { inWords, main } from '../../../electron/cli/main';
import type { SessionDeps } from '../../../electron/cli/options';
import { dataDirWithProfiles, recorder, writeNorthSeaRoute } from './cli-fixtures';

/** The demo service's clock: the ensemble reaches the whole window. */
const NOW_UTC = Date.parse('2026-12-01T00:00Z') / 1000;
const deps: SessionDeps = { nowUtc: () => NOW_UTC, env: {} };
const SWEEP = ['--speed', '12', '--from', '2026-12-01T06:00Z', '--to', '2026-12-01T18:00Z', '--every', '6h'];
/** A fog-bound coaster: a 10 NM minimum visibility, so the sea's visibility is judged somewhere. */
const FOGBOUND = { name: 'Fogbound', limits: { windKn: 30, gustKn: 40, hsM: 3.5, visibilityNm: 10 } };

interface Row {
  exceedance: Record<string, number>;
  hoursAbove: Record<string, number>;
  p90Max: Record<string, number | null>;
}

describe('passage departures --vessel: against the demo service', () => {
  let dir: string;
  let route: string;
  let dataDir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'passage-departures-vessel-'));
    route = await writeNorthSeaRoute(dir);
    dataDir = await dataDirWithProfiles(dir, NOW_UTC, [FOGBOUND]);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('judges the profile’s limits, visibility among them, in the JSON and in the table', async () => {
    const json = recorder();
    const args = [route, ...SWEEP, '--vessel', 'fogbound', '--data-dir', dataDir];
    expect(await runDepartures([...args, '--json'], json.io, deps)).toBe(0);
    const rows = (JSON.parse(json.out.stdout) as { departures: Row[] }).departures;
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(Object.keys(row.exceedance)).toEqual(['wind', 'gust', 'hs', 'visibility']);
      expect(Object.keys(row.hoursAbove)).toEqual(['wind', 'gust', 'hs', 'visibility']);
      expect(Object.keys(row.p90Max)).toEqual(['windKn', 'gustKn', 'hsM', 'visibilityNm']);
      expect(row.exceedance.visibility).toBeGreaterThanOrEqual(0);
      expect(row.exceedance.visibility).toBeLessThanOrEqual(1);
    }
    const text = recorder();
    expect(await runDepartures(args, text.io, deps)).toBe(0);
    expect(text.out.stdout).toMatch(/Limits: wind 30 kn, gust 40 kn, Hs 3\.5 m, minimum visibility 10 NM/);
    expect(text.out.stdout).toContain('P10 min');
  }, 120_000);

  it('without --vessel judges the default limits and no visibility', async () => {
    const { out, io } = recorder();
    expect(await runDepartures([route, ...SWEEP, '--data-dir', dataDir, '--json'], io, deps)).toBe(0);
    const rows = (JSON.parse(out.stdout) as { departures: Row[] }).departures;
    for (const row of rows) expect(Object.keys(row.exceedance)).toEqual(['wind', 'gust', 'hs']);
  }, 120_000);

  it('refuses a name with no profile before anything is spent (exit 1)', async () => {
    const { out, io } = recorder();
    const error = await runDepartures([route, ...SWEEP, '--vessel', 'Pilot', '--data-dir', dataDir], io, deps).catch(
      (e: unknown) => e,
    );
    expect(inWords(error)).toEqual([1, 'no vessel profile is named "Pilot" in the data folder (saved: "Fogbound").']);
    expect(out.stderr).not.toMatch(/credits?/);
  }, 120_000);

  it.each([
    [['--vessel', 'Fogbound', '--demo'], '--vessel reads the profiles saved in the data folder, and --demo uses'],
    [['--vessel', ' '], '--vessel must name a saved vessel profile.'],
  ])('%j is a usage error (exit 2): %s', async (extra, words) => {
    const { out, io } = recorder();
    expect(await main(['departures', route, ...SWEEP, ...extra], io)).toBe(2);
    expect(out.stderr.split('\n')[0]).toContain(`passage departures: ${words}`);
  });
});
