// `passage traffic`, run in-process against the demo service: the table, --json with exactly its
// keys and positions from the GeoJSON, --near with its radius (nearest first, within it), bad
// input and usage (exit 1 and 2), and offline: the stored traffic marked stale, else exit 1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../../electron/backend';
import { inWords, main } from '../../../electron/cli/main';
import { runTraffic } from '../../../electron/cli/traffic';
import type { BackendStarter } from '../../../electron/cli/options';
import { geodesicInverse } from '../../../shared/geodesy/geodesic';
import { recorder } from './cli-fixtures';

/** Thursday 2026-09-10 07:20 UTC: the morning rush, busy roads. */
const NOW_UTC = Date.UTC(2026, 8, 10, 7, 20) / 1000;
const nowUtc = (): number => NOW_UTC;

function backendWith(fetch?: typeof globalThis.fetch): BackendStarter {
  return (options) =>
    createBackend({ ...options, client: { timeoutMs: 30_000, retry: { retries: 0 } }, ...(fetch ? { fetch } : {}) });
}

const refused: typeof globalThis.fetch = () => Promise.reject(new TypeError('fetch failed'));

interface JsonEvent {
  type: string;
  lat: number | null;
  lon: number | null;
  distanceKm: number | null;
  queueLength: number;
}
interface Json {
  summary: { jams: number; events: number; length: number; updated: string };
  updated: string;
  events: JsonEvent[];
}

describe('passage traffic', () => {
  it('--json gives exactly its keys, every event of the country, positions from the GeoJSON', async () => {
    const { out, io } = recorder();
    expect(await runTraffic(['--demo', '--json'], io, { nowUtc })).toBe(0);
    expect(out.stderr).toContain('demo service: synthetic data, not for navigation');
    const json = JSON.parse(out.stdout) as Json;
    expect(Object.keys(json)).toEqual(['summary', 'updated', 'events']);
    expect(json.updated).toBe('2026-09-10T07:20:00Z');
    expect(json.summary.updated).toBe(json.updated);
    expect(json.events).toHaveLength(json.summary.events);
    for (const event of json.events) {
      expect(Object.keys(event)).toEqual([
        'type',
        'causeType',
        'roadNumber',
        'roadName',
        'description',
        'delayMinutes',
        'queueLength',
        'trend',
        'lat',
        'lon',
        'distanceKm',
      ]);
      expect(event.distanceKm).toBeNull();
      // Diversions are list-only in the GeoJSON: no position.
      expect(event.lat === null).toBe(event.type === 'Omleiding');
    }
  });

  it('--near a port: only the events within the radius, nearest first, at their geodesic distance', async () => {
    const { out, io } = recorder();
    expect(await runTraffic(['--near', '51.95,4.14', '--radius-km', '50', '--demo', '--json'], io, { nowUtc })).toBe(0);
    const json = JSON.parse(out.stdout) as Json;
    expect(json.events.length).toBeGreaterThan(0);
    expect(json.events.length).toBeLessThan(json.summary.events);
    const distances = json.events.map((e) => e.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const event of json.events) {
      expect(event.distanceKm).toBeLessThanOrEqual(50);
      const km = geodesicInverse(51.95, 4.14, event.lat!, event.lon!).distanceM / 1000;
      expect(event.distanceKm).toBeCloseTo(km, 2);
    }
  });

  it('prints a table with the summary, the update time in UTC and Amsterdam, and where the data came from', async () => {
    const { out, io } = recorder();
    expect(await runTraffic(['--near', '51.95,4.14', '--demo'], io, { nowUtc })).toBe(0);
    const text = out.stdout;
    expect(text).toContain(
      'Road traffic in the Netherlands, updated 2026-09-10 07:20Z / 2026-09-10 09:20 (UTC+2) Amsterdam',
    );
    expect(text).toMatch(/Whole country: \d+ jams?, \d+ events?, \d+\.\d km of queues\./);
    expect(text).toContain('DEMO DATA - synthetic, not for navigation');
    expect(text).toContain('2 credits spent');
    expect(text).toMatch(/event(s)? within 30 km of 51°57\.00'N 004°08\.40'E, nearest first:/);
    expect(text).toMatch(/ {2}Road +Kind +Cause +Delay +Queue +Trend +Distance +Where/);
  });

  it.each([
    [['--radius-km', '20'], 2, '--radius-km needs --near'],
    [['--near', '51.9,4.1', '--radius-km', 'far'], 2, '--radius-km must be a number, got "far"'],
    [['--near', '51.9,4.1', '--radius-km', '0'], 1, '--radius-km must be 1..500 km, got 0'],
    [['--near', '51.9,4.1', '--radius-km', '900'], 1, '--radius-km must be 1..500 km, got 900'],
    [['--near', '91.5,4'], 1, 'latitude must be 90° or less'],
    [['Rotterdam'], 2, 'unexpected "Rotterdam"'],
    [['--colour'], 2, "Unknown option '--colour'"],
  ])('refuses %j with exit %i before asking the service', async (args, exit, words) => {
    const { out, io } = recorder();
    const code = await main(['traffic', ...args, '--demo'], io);
    expect(code).toBe(exit);
    expect(out.stderr).toContain(words);
    expect(out.stderr).not.toMatch(/^passage traffic: demo service/m);
    expect(out.stdout).toBe('');
  });

  it('offline: serves the stored traffic marked stale, and exits 1 with nothing stored', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'passage-traffic-'));
    const emptyDir = mkdtempSync(join(tmpdir(), 'passage-traffic-'));
    try {
      const deps = { nowUtc, env: {} };
      const first = recorder();
      expect(
        await runTraffic(['--data-dir', dataDir, '--json'], first.io, { ...deps, createBackend: backendWith() }),
      ).toBe(0);
      const fresh = JSON.parse(first.out.stdout) as Json;

      const stale = recorder();
      const code = await runTraffic(['--data-dir', dataDir, '--json'], stale.io, {
        ...deps,
        nowUtc: () => NOW_UTC + 600,
        createBackend: backendWith(refused),
      });
      expect(code).toBe(0);
      expect(stale.out.stderr).toContain('the service did not answer; this is the stored traffic, marked STALE');
      expect(JSON.parse(stale.out.stdout)).toEqual(fresh);

      const none = recorder();
      const failure = await runTraffic(['--data-dir', emptyDir], none.io, {
        ...deps,
        createBackend: backendWith(refused),
      }).catch((error: unknown) => error);
      const [exit, words] = inWords(failure);
      expect(exit).toBe(1);
      expect(words).toContain('none is stored yet');
      expect(none.out.stdout).toBe('');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
