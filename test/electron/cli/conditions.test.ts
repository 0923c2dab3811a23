// `passage conditions`, run in-process against the demo service: text in a navigator's units
// with both clocks, --json with exactly its keys and lengths, the 3-credit cost said before
// asking, bad input and usage (exit 1 and 2), and offline: the stored answer stale, else exit 1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../../electron/backend';
import { inWords, main } from '../../../electron/cli/main';
import { runConditions } from '../../../electron/cli/conditions';
import type { BackendStarter } from '../../../electron/cli/options';
import { recorder } from './cli-fixtures';

/** 2024-06-12T00:00:00Z. */
const NOW_UTC = 1_718_150_400;
const nowUtc = (): number => NOW_UTC;

/** The real backend, its service calls through `fetch` (the demo sandbox still runs in-process). */
function backendWith(fetch?: typeof globalThis.fetch): BackendStarter {
  return (options) =>
    createBackend({ ...options, client: { timeoutMs: 30_000, retry: { retries: 0 } }, ...(fetch ? { fetch } : {}) });
}

const refused: typeof globalThis.fetch = () => Promise.reject(new TypeError('fetch failed'));

describe('passage conditions', () => {
  it('prints the sections in a navigator’s units, with UTC and the place’s own clock', async () => {
    const { out, io } = recorder();
    const code = await runConditions(['51.95,4.14', '--demo'], io, { nowUtc });
    expect(out.stderr).toContain('demo service: synthetic data, not for navigation');
    expect(code).toBe(0);
    const text = out.stdout;
    expect(text).toMatch(/^Conditions at 51°57\.00'N 004°08\.40'E\n/);
    expect(text).toContain('Local time: Europe/Amsterdam.');
    expect(text).toContain('DEMO DATA - synthetic, not for navigation');
    expect(text).toContain('1 credit spent');
    expect(text).toContain('Now (2024-06-12 00:00Z / 2024-06-12 02:00 (UTC+2))');
    expect(text).toMatch(/ {2}Wind +[NESW]{0,3} ?\d+ kn F\d+\n/);
    expect(text).toMatch(/ {2}Visibility +\d+\.\d NM\n/);
    expect(text).toContain('Precipitation, next 2 hours');
    expect(text).toContain('Hourly (48 h)');
    expect(text).toContain('  2024-06-12 00:00Z  2024-06-12 02:00 (UTC+2)  ');
    expect(text).toContain('Day parts');
    expect(text).toContain('Daily (5 days, local days)');
    expect(text).toMatch(/hPa/);
  });

  it('--json gives exactly its keys, the hours and days asked, in metric units', async () => {
    const { out, io } = recorder();
    const code = await runConditions(['45,-30', '--demo', '--json', '--hours', '12', '--days', '2'], io, { nowUtc });
    expect(code).toBe(0);
    const json = JSON.parse(out.stdout) as Record<string, unknown> & {
      hourly: { time: number; windSpeed: number }[];
      daily: unknown[];
      minutely: unknown[];
      dayparts: unknown[];
    };
    expect(Object.keys(json)).toEqual([
      'place',
      'current',
      'minutely',
      'hourly',
      'dayparts',
      'daily',
      'creditsSpent',
      'provenance',
    ]);
    expect(json['place']).toEqual({ name: null, kind: 'position', lat: 45, lon: -30, timezone: 'Etc/GMT+2' });
    expect(json.hourly).toHaveLength(12);
    expect(json.daily).toHaveLength(2);
    expect(json.minutely).toHaveLength(60);
    expect(json.dayparts).toHaveLength(8);
    expect(json['creditsSpent']).toBe(1);
    expect(json['provenance']).toMatchObject({ source: 'demo', stale: false, fetchedAtUtc: NOW_UTC });
    expect(json.hourly[0]!.time).toBe(NOW_UTC);
    expect(out.stderr).not.toContain('credits instead of');
  });

  it('says the 3-credit cost before asking for more than the defaults', async () => {
    const { out, io } = recorder();
    const code = await runConditions(['45,-30', '--demo', '--json', '--hours', '168', '--days', '15'], io, { nowUtc });
    expect(code).toBe(0);
    expect(out.stderr).toMatch(/^passage conditions: more than 48 hours or 5 days costs 3 credits instead of 1/);
    const json = JSON.parse(out.stdout) as { hourly: unknown[]; daily: unknown[]; creditsSpent: number };
    expect(json.hourly).toHaveLength(168);
    expect(json.daily).toHaveLength(15);
    expect(json.creditsSpent).toBe(3);
  });

  it.each([
    [['52.0,3.0', '--hours', '0'], 1, '--hours must be a whole number 1..168 hours, got "0"'],
    [['52.0,3.0', '--hours', '169'], 1, '--hours must be a whole number 1..168 hours, got "169"'],
    [['52.0,3.0', '--hours', 'x'], 2, '--hours must be a whole number 1..168 hours, got "x"'],
    [['52.0,3.0', '--days', '16'], 1, '--days must be a whole number 1..15 days, got "16"'],
    [['91,0'], 1, '"91,0"'],
    [['91.5,0'], 1, 'latitude must be 90° or less'],
    [[], 2, 'give a position (lat,lon) or a port or place name'],
    [['52.0,3.0', '--colour'], 2, "Unknown option '--colour'"],
  ])('refuses %j with exit %i before asking the service', async (args, exit, words) => {
    const { out, io } = recorder();
    const code = await main(['conditions', ...args, '--demo'], io);
    expect(code).toBe(exit);
    expect(out.stderr).toContain(words);
    expect(out.stderr).not.toMatch(/^passage conditions: demo service/m);
    expect(out.stdout).toBe('');
  });

  it('says so when no port or place has the name', async () => {
    const { out, io } = recorder();
    const code = await main(['conditions', 'Xyzzy Qwertyville', '--demo'], io);
    expect(code).toBe(1);
    expect(out.stderr).toContain('no port or place named "Xyzzy Qwertyville" was found');
  });

  it('offline: serves the stored answer marked stale, and exits 1 for a place never asked', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'passage-conditions-'));
    try {
      const deps = { nowUtc, env: {} };
      const first = recorder();
      expect(
        await runConditions(['51.95,4.14', '--data-dir', dataDir, '--json'], first.io, {
          ...deps,
          createBackend: backendWith(),
        }),
      ).toBe(0);
      expect(first.out.stderr).toContain('no API key is set, so the demo service is used');

      const later = (): number => NOW_UTC + 2 * 3600;
      const stale = recorder();
      const code = await runConditions(['51.95,4.14', '--data-dir', dataDir, '--json'], stale.io, {
        ...deps,
        nowUtc: later,
        createBackend: backendWith(refused),
      });
      expect(code).toBe(0);
      expect(stale.out.stderr).toContain('the service did not answer; these are the stored conditions, marked STALE');
      const json = JSON.parse(stale.out.stdout) as {
        provenance: { stale: boolean; ageS: number };
        creditsSpent: number;
      };
      expect(json.provenance).toMatchObject({ stale: true, ageS: 7200 });
      expect(json.creditsSpent).toBe(0);

      // A place never asked: nothing to stand in, the backend's sentence and exit 1.
      const offline = recorder();
      const failure = await runConditions(['10,-40', '--data-dir', dataDir], offline.io, {
        ...deps,
        createBackend: backendWith(refused),
      }).catch((error: unknown) => error);
      const [exit, words] = inWords(failure);
      expect(exit).toBe(1);
      expect(words).toContain('could not be fetched and none are stored for it');
      expect(offline.out.stdout).toBe('');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
