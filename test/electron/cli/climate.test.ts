// `passage climate`, run in-process against the demo service: the table and the JSON of a
// position and of a named place, usage errors (the period's choices, no place), a position that
// does not read, and offline: a repeat answered from the data folder's store, marked stale.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackend } from '../../../electron/backend';
import type { BackendStarter, SessionDeps } from '../../../electron/cli/options';
import { inWords, main } from '../../../electron/cli/main';
import { runClimate } from '../../../electron/cli/climate';
import { recorder } from './cli-fixtures';

/** 2024-06-12T00:00:00Z. */
const NOW_UTC = 1_718_150_400;

const deps: SessionDeps = { nowUtc: () => NOW_UTC, env: {} };

describe('passage climate', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'passage-climate-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints twelve months in knots, °C, mm and hours, marked demo', async () => {
    const { out, io } = recorder();
    const code = await runClimate(['48,-30', '--demo'], io, deps);
    expect(out.stderr).toContain('demo service: synthetic data, not for navigation');
    expect(code).toBe(0);
    const lines = out.stdout.split('\n');
    expect(lines[0]).toBe("Climate at 48°00.0'N 030°00.0'W: ten-year averages, not a forecast.");
    expect(lines[2]).toMatch(/^Month\s+Wind kn\s+Gust kn\s+Low °C\s+High °C\s+Rain mm\s+Sun h$/);
    const months = lines.slice(3, 15).map((l) => l.split(/\s+/)[0]);
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(out.stdout).toContain('Source: DEMO DATA, synthetic, not for navigation; fetched 2024-06-12 00:00Z.');
  }, 60_000);

  it('--json gives exactly { place, period, periods } with twelve monthly periods', async () => {
    const { out, io } = recorder();
    const code = await runClimate(['Rotterdam', '--demo', '--json'], io, deps);
    expect(code).toBe(0);
    const json = JSON.parse(out.stdout) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['place', 'period', 'periods']);
    expect(json['place']).toMatchObject({ name: 'Rotterdam', kind: expect.stringMatching(/^(port|place)$/) });
    expect(json['period']).toBe('month');
    const periods = json['periods'] as { month: number; windSpeed: number; windGust: number }[];
    expect(periods.map((p) => p.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(periods.every((p) => p.windGust >= p.windSpeed && p.windSpeed > 0)).toBe(true);
  }, 60_000);

  it('says when the service answers monthly for half months', async () => {
    const { out, io } = recorder();
    expect(await runClimate(['10,-40', '--demo', '--period', 'half_month'], io, deps)).toBe(0);
    expect(out.stdout).toContain('Asked for half_month; the service answers with monthly averages.');
  }, 60_000);

  it('refuses a period that is not one of the three, and a missing place, as usage errors', async () => {
    const bad = recorder();
    expect(await main(['climate', '48,-30', '--period', 'weekly'], bad.io)).toBe(2);
    expect(bad.out.stderr).toBe(
      'passage climate: --period must be one of month, half_month, ten_days, got "weekly".\n',
    );
    const none = recorder();
    expect(await main(['climate', '--demo'], none.io)).toBe(2);
    expect(none.out.stderr).toContain('give the place: lat,lon or a port or place name.');
    const both = recorder();
    expect(await main(['climate', '1,2', '--demo', '--data-dir', '/tmp'], both.io)).toBe(2);
  });

  it('refuses a position out of range as bad input', async () => {
    const { out, io } = recorder();
    expect(await main(['climate', '91.5,10', '--demo'], io)).toBe(1);
    expect(out.stderr).toMatch(/^passage climate: .*latitude/i);
  });

  it('offline, answers a place asked before from the store, stale, and says so for one never asked', async () => {
    const online = recorder();
    expect(await runClimate(['52.0,4.0', '--data-dir', dataDir], online.io, deps)).toBe(0);
    expect(online.out.stderr).toContain('no API key is set, so the demo service is used');

    // The network is gone: every request to the service fails as a refused connection would.
    const down: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    const offlineBackend: BackendStarter = (options) =>
      createBackend({ ...options, fetch: down, client: { timeoutMs: 2000, retry: { retries: 0 } } });
    // Three days on, the stored answer is fresh (the averages change once a year): the service is not asked.
    const soon = recorder();
    const threeDays = { ...deps, nowUtc: () => NOW_UTC + 3 * 86_400, createBackend: offlineBackend };
    expect(await runClimate(['52.0,4.0', '--data-dir', dataDir], soon.io, threeDays)).toBe(0);
    expect(soon.out.stdout).toBe(online.out.stdout);
    // Forty days on it would be asked again; the service does not answer, so the stored one stands, stale.
    const later = { ...threeDays, nowUtc: () => NOW_UTC + 40 * 86_400 };
    const offline = recorder();
    expect(await runClimate(['52.0,4.0', '--data-dir', dataDir], offline.io, later)).toBe(0);
    expect(offline.out.stdout).toContain('STALE: the service did not answer; stored 40 d 00 h 00 min ago.');
    expect(offline.out.stdout.split('\n').slice(2, 15)).toEqual(online.out.stdout.split('\n').slice(2, 15));

    // A southern position first on the line is the place, not an option; never asked, so nothing to show.
    const failure = await runClimate(['-40.0,100.0', '--data-dir', dataDir], recorder().io, later).catch(
      (e: unknown) => e,
    );
    expect(inWords(failure)).toEqual([
      1,
      'The climate of this place could not be fetched and none is stored yet. Try again when connected.',
    ]);
  }, 60_000);
});
