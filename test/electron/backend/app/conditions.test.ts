// weather.conditions against the demo sandbox: the sections cut to the lengths asked, the place's
// zone, spec §4.2's credit rule (1 at the defaults, 3 beyond), the same request within the hour
// from the store for 0 credits, and offline: the stored answer stale, else 'offline' in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionsSchema, conditionsCredits, ipcContract, type IpcInput } from '../../../../shared/ipc';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import { NOW_UTC, testBackend, type TestBackend } from './helpers';

const HOUR_S = 3600;
const ROTTERDAM = { lat: 51.95, lon: 4.14 };
/** Mid North Atlantic: no country's zone, the nautical one. */
const AT_SEA = { lat: 45, lon: -30 };

/** The method as a transport calls it: the input parsed first, its defaults applied. */
function conditionsAt(b: TestBackend, input: IpcInput<'weather.conditions'>) {
  return b.api['weather.conditions'](ipcContract['weather.conditions'].input.parse(input));
}

async function demoBackend(): Promise<{ backend: TestBackend; sandbox: () => Sandbox }> {
  let sandbox: Sandbox | undefined;
  const backend = await testBackend({
    sandbox: {
      start: async (options) => {
        sandbox = await startSandbox(options);
        return sandbox;
      },
    },
  });
  return {
    backend,
    sandbox: () => {
      if (sandbox === undefined) throw new Error('the sandbox has not started');
      return sandbox;
    },
  };
}

describe('weather.conditions in demo mode', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = (await demoBackend()).backend;
  });
  afterAll(() => b.dispose());

  it('answers every section at the default lengths for 1 credit, with the place and its zone', async () => {
    const answer = conditionsSchema.parse(await conditionsAt(b, { ...ROTTERDAM, name: 'Rotterdam' }));
    expect(answer.place).toEqual({ name: 'Rotterdam', ...ROTTERDAM, timezone: 'Europe/Amsterdam' });
    expect(answer.creditsSpent).toBe(1);
    expect(answer.provenance).toMatchObject({ source: 'demo', stale: false, ageS: 0, fetchedAtUtc: NOW_UTC });
    expect(answer.hourly).toHaveLength(48);
    expect(answer.daily).toHaveLength(5);
    expect(answer.minutely).toHaveLength(60);
    expect(answer.dayparts).toHaveLength(8);
    // Hourly from the hour holding now, an hour apart; minutely from the minute holding now.
    expect(answer.hourly[0]!.time).toBe(Math.floor(NOW_UTC / HOUR_S) * HOUR_S);
    expect(answer.hourly.slice(1).every((h, i) => h.time - answer.hourly[i]!.time === HOUR_S)).toBe(true);
    expect(answer.minutely[0]!.time).toBe(NOW_UTC);
    // Metric: m/s winds of a North Sea June day, °C, hPa.
    const current = answer.current!;
    expect(current.windSpeed).toBeGreaterThanOrEqual(0);
    expect(current.windSpeed).toBeLessThan(40);
    expect(current.temperature).toBeGreaterThan(-5);
    expect(current.temperature).toBeLessThan(35);
    expect(current.pressure).toBeGreaterThan(950);
    expect(current.pressure).toBeLessThan(1060);
  });

  it('answers the same request within the hour from the store for 0 credits, and asks again after it', async () => {
    const first = await conditionsAt(b, { ...ROTTERDAM, hours: 24 });
    expect(first.creditsSpent).toBe(1);
    b.advance(30 * 60);
    const again = await conditionsAt(b, { ...ROTTERDAM, hours: 24 });
    expect(again.creditsSpent).toBe(0);
    expect(again.hourly).toEqual(first.hourly);
    expect(again.provenance).toMatchObject({
      stale: false,
      ageS: 30 * 60,
      fetchedAtUtc: first.provenance.fetchedAtUtc,
    });
    b.advance(31 * 60);
    const later = await conditionsAt(b, { ...ROTTERDAM, hours: 24 });
    expect(later.creditsSpent).toBe(1);
    expect(later.provenance.ageS).toBe(0);
  });

  it('costs 3 credits when a length is above its default, and holds exactly what was asked', async () => {
    expect(conditionsCredits({ hours: 168, days: 15 })).toBe(3);
    const longer = await conditionsAt(b, { ...AT_SEA, hours: 168, days: 15 });
    expect(longer.creditsSpent).toBe(3);
    expect(longer.hourly).toHaveLength(168);
    expect(longer.daily).toHaveLength(15);
    expect(longer.place.timezone).toBe('Etc/GMT+2');

    expect(conditionsCredits({ hours: 12, days: 2, minutes: 0, dayparts: 0 })).toBe(1);
    const shorter = await conditionsAt(b, { ...AT_SEA, hours: 12, days: 2, minutes: 0, dayparts: 0 });
    expect(shorter.creditsSpent).toBe(1);
    expect(shorter.hourly).toHaveLength(12);
    expect(shorter.daily).toHaveLength(2);
    expect(shorter.minutely).toEqual([]);
    expect(shorter.dayparts).toEqual([]);
    expect(shorter.place.name).toBeNull();

    expect(conditionsCredits({ minutes: 61 })).toBe(3);
    expect((await conditionsAt(b, { ...AT_SEA, minutes: 61 })).creditsSpent).toBe(3);
  });

  it('refuses lengths outside the service’s limits before asking', async () => {
    const input = ipcContract['weather.conditions'].input;
    expect(input.safeParse({ ...ROTTERDAM, hours: 0 }).success).toBe(false);
    expect(input.safeParse({ ...ROTTERDAM, hours: 169 }).success).toBe(false);
    expect(input.safeParse({ ...ROTTERDAM, days: 16 }).success).toBe(false);
    expect(input.safeParse({ ...ROTTERDAM, minutes: 121 }).success).toBe(false);
    expect(input.safeParse({ ...ROTTERDAM, dayparts: 31 }).success).toBe(false);
    expect(input.safeParse({ ...ROTTERDAM, units: 'imperial' }).success).toBe(false);
    expect(input.parse(ROTTERDAM)).toEqual({ ...ROTTERDAM, hours: 48, days: 5, minutes: 60, dayparts: 8 });
  });
});

describe('weather.conditions offline', () => {
  it('serves the stored answer marked stale with its age, and says offline for a place never asked', async () => {
    const { backend, sandbox } = await demoBackend();
    try {
      const fresh = await conditionsAt(backend, { ...ROTTERDAM });
      await sandbox().close();
      backend.advance(2 * HOUR_S);
      const stale = await conditionsAt(backend, { ...ROTTERDAM });
      expect(stale.creditsSpent).toBe(0);
      expect(stale.provenance).toMatchObject({
        source: 'demo',
        stale: true,
        ageS: 2 * HOUR_S,
        fetchedAtUtc: fresh.provenance.fetchedAtUtc,
      });
      expect(stale.hourly).toEqual(fresh.hourly);
      // Within the hour the stored answer needs no service, but with none in reach it is stale too.
      backend.advance(-2 * HOUR_S + 60);
      const stored = await conditionsAt(backend, { ...ROTTERDAM });
      expect(stored).toMatchObject({ creditsSpent: 0, provenance: { stale: true, ageS: 60 } });

      await expect(conditionsAt(backend, { ...AT_SEA })).rejects.toMatchObject({
        code: 'offline',
        message: expect.stringContaining('none are stored for it'),
      });
    } finally {
      await backend.dispose();
    }
  });
});
