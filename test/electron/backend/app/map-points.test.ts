// maps.points against the demo sandbox: a grid of points per box, one credit per point asked,
// nothing asked again for a stored point (another time, a pan onto the same points), values
// that agree with the service's own timeseries at each point, and bad input refused in words.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import { callMethod } from '../../../../electron/backend/rpc/call-method';
import { ipcContract } from '../../../../shared/ipc';
import { glyphGrid } from '../../../../shared/glyphs/glyph-grid';
import { NOW_UTC, testBackend, type TestBackend } from './helpers';

const H = 3600;
/** The North Sea and the Channel at about zoom 5. */
const BOX = { south: 48.2, west: -4.7, north: 58.3, east: 12.1 };
const TIMES = [NOW_UTC, NOW_UTC + 3 * H, NOW_UTC + 6 * H];

describe('maps.points', () => {
  let b: TestBackend;
  let sandbox: Sandbox | undefined;
  let demoKey = '';
  beforeAll(async () => {
    b = await testBackend({
      sandbox: {
        start: async (options) => {
          demoKey = options?.keys?.[0] ?? '';
          sandbox = await startSandbox(options);
          return sandbox;
        },
      },
    });
  });
  afterAll(() => b.dispose());

  const pointCalls = (path: string): number => b.logs.filter((l) => l.startsWith('GET ') && l.includes(path)).length;

  /** The demo service, started by a first call when no test before has started it. */
  async function demoService(): Promise<Sandbox> {
    if (sandbox === undefined) {
      const small = { south: 50, west: 0, north: 50.2, east: 0.2 };
      await b.api['maps.points']({ taskId: 'start', kind: 'wind', bbox: small, timesUtc: TIMES });
    }
    return sandbox!;
  }

  it('asks each grid point once, one credit each, and answers values at the times asked', async () => {
    const grid = glyphGrid(BOX);
    const count = grid.lats.length * grid.lons.length;
    expect(count).toBeGreaterThanOrEqual(24);
    expect(count).toBeLessThanOrEqual(40);
    const before = pointCalls('/v1/weather/timeseries/point');
    const wind = ipcContract['maps.points'].output.parse(
      await b.api['maps.points']({ taskId: 'points-1', kind: 'wind', bbox: BOX, timesUtc: TIMES }),
    );
    expect(pointCalls('/v1/weather/timeseries/point') - before).toBe(count);
    expect(wind).toMatchObject({ kind: 'wind', gridPoints: count, creditsSpent: count, stepDeg: grid.stepDeg });
    expect(wind.model?.id).toBe('ecmwfhresglobal');
    expect(wind.provenance).toMatchObject({ source: 'demo', stale: false });
    expect(wind.points).toHaveLength(count);
    if (wind.kind !== 'wind') throw new Error('not a wind answer');
    for (const p of wind.points) {
      expect(p.speedKn.every((v) => v !== null && v >= 0)).toBe(true);
      expect(p.fromDeg.every((v) => v !== null && v >= 0 && v < 360)).toBe(true);
    }
  });

  it('costs nothing the second time, at other times and after a pan onto the same points', async () => {
    const before = pointCalls('/v1/weather/timeseries/point');
    const again = await b.api['maps.points']({
      taskId: 'points-2',
      kind: 'wind',
      bbox: BOX,
      timesUtc: [NOW_UTC + 24 * H],
    });
    const panned = await b.api['maps.points']({
      taskId: 'points-3',
      kind: 'wind',
      bbox: { ...BOX, west: BOX.west + 0.3, east: BOX.east + 0.3 },
      timesUtc: TIMES,
    });
    expect(pointCalls('/v1/weather/timeseries/point')).toBe(before);
    expect(again.creditsSpent).toBe(0);
    expect(panned.creditsSpent).toBe(0);
  });

  it('gives the values the service gives at each point, direction included', async () => {
    const wind = await b.api['maps.points']({ taskId: 'points-4', kind: 'wind', bbox: BOX, timesUtc: TIMES });
    if (wind.kind !== 'wind') throw new Error('not a wind answer');
    const p = wind.points[Math.floor(wind.points.length / 2)]!;
    const url = new URL('/v1/weather/timeseries/point', sandbox!.url);
    for (const [k, v] of Object.entries({
      lat: p.lat,
      lon: p.lon,
      model: 'ecmwfhresglobal',
      elements: 'windspeed,winddirection',
      levels: '10m,10m',
      units: 'kt,°',
      api_key: demoKey,
    }))
      url.searchParams.set(k, String(v));
    const body = (await (await fetch(url)).json()) as {
      elements: { element: string; data: { time: number; value: number }[] }[];
    };
    const at = (element: string, t: number): number | undefined =>
      body.elements.find((e) => e.element === element)?.data.find((d) => d.time === t)?.value;
    TIMES.forEach((t, i) => {
      expect(p.fromDeg[i]).toBe(at('winddirection', t));
      expect(p.speedKn[i]).toBe(at('windspeed', t));
    });
  });

  it('gives wave height and direction from the wave model, none on land', async () => {
    const waves = await b.api['maps.points']({ taskId: 'points-5', kind: 'waves', bbox: BOX, timesUtc: TIMES });
    if (waves.kind !== 'waves') throw new Error('not a waves answer');
    expect(waves.model?.id).toBe('ecmwfwamglobal');
    const atSea = waves.points.filter((p) => p.heightM[0] !== null);
    const onLand = waves.points.filter((p) => p.heightM[0] === null);
    expect(atSea.length).toBeGreaterThan(5);
    expect(onLand.length).toBeGreaterThan(0);
    for (const p of atSea) expect(p.fromDeg[0]).toBeGreaterThanOrEqual(0);
  });

  it('refuses bad input in words, naming the field', async () => {
    const options = { backend: b.api, secrets: async () => [] };
    await expect(
      callMethod('maps.points', { taskId: 'bad', kind: 'gusts', bbox: BOX, timesUtc: TIMES }, options),
    ).resolves.toMatchObject({ ok: false, error: { code: 'bad-input', field: 'kind' } });
    await expect(
      callMethod('maps.points', { taskId: 'bad', kind: 'wind', bbox: { ...BOX, north: 40 }, timesUtc: TIMES }, options),
    ).resolves.toMatchObject({ ok: false, error: { code: 'bad-input', message: expect.stringContaining('south') } });
    await expect(
      callMethod('maps.points', { taskId: 'bad', kind: 'wind', bbox: BOX, timesUtc: [] }, options),
    ).resolves.toMatchObject({
      ok: false,
      error: { code: 'bad-input', field: 'timesUtc', message: expect.stringContaining('at least one') },
    });
    const many = Array.from({ length: 401 }, (_, i) => NOW_UTC + i * H);
    await expect(
      callMethod('maps.points', { taskId: 'bad', kind: 'wind', bbox: BOX, timesUtc: many }, options),
    ).resolves.toMatchObject({ ok: false, error: { code: 'bad-input', field: 'timesUtc' } });
  });

  it('asks no more points once cancelled, and asking again gets them all', async () => {
    // A box not asked before, each point held 2 s by the service: the call is under way when cancelled.
    const box = { south: 30, west: -40, north: 40, east: -20 };
    const grid = glyphGrid(box);
    const count = grid.lats.length * grid.lons.length;
    const path = '/v1/weather/timeseries/point';
    const HELD = 1000;
    const service = await demoService();
    service.faults.set('weather.timeseries.point', { kind: 'delay', delayMs: 2000, times: HELD });
    const before = pointCalls(path);
    const call = b.api['maps.points']({ taskId: 'cancel-me', kind: 'wind', bbox: box, timesUtc: TIMES });
    await vi.waitFor(() => expect(service.faults.list()[0]?.remaining).toBeLessThan(HELD), {
      timeout: 10_000,
      interval: 10,
    });
    expect(await b.api['maps.cancelPoints']({ taskId: 'cancel-me' })).toEqual({ cancelled: true });
    await expect(call).rejects.toMatchObject({
      code: 'cancelled',
      message: expect.stringContaining('no longer wanted'),
    });
    // Only those under way when it was cancelled (4 at a time) were asked, not the grid's `count`.
    const asked = pointCalls(path) - before;
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThanOrEqual(4);
    expect(count).toBeGreaterThan(4);
    expect(await b.api['maps.cancelPoints']({ taskId: 'cancel-me' })).toEqual({ cancelled: false });
    service.faults.clear();
    const again = await b.api['maps.points']({ taskId: 'after-cancel', kind: 'wind', bbox: box, timesUtc: TIMES });
    expect(again.points).toHaveLength(count);
  });

  it('refuses a second call under a task id that is running', async () => {
    const service = await demoService();
    service.faults.set('weather.timeseries.point', { kind: 'delay', delayMs: 500, times: 4 });
    const box = { south: -30, west: 20, north: -20, east: 40 };
    const first = b.api['maps.points']({ taskId: 'twice', kind: 'wind', bbox: box, timesUtc: TIMES });
    await expect(
      b.api['maps.points']({ taskId: 'twice', kind: 'wind', bbox: box, timesUtc: TIMES }),
    ).rejects.toMatchObject({ code: 'conflict' });
    await expect(first).resolves.toMatchObject({ kind: 'wind' });
  });

  it('answers offline from the store, stale; a box never fetched is offline in words', async () => {
    await sandbox!.close();
    // The last reachability answer (service up) is remembered for a second: asked until it is not.
    const offline = await vi.waitFor(
      async () => {
        const answer = await b.api['maps.points']({ taskId: 'points-6', kind: 'wind', bbox: BOX, timesUtc: TIMES });
        expect(answer.provenance.stale).toBe(true);
        return answer;
      },
      { timeout: 10_000, interval: 250 },
    );
    expect(offline.creditsSpent).toBe(0);
    await expect(
      b.api['maps.points']({
        taskId: 'points-7',
        kind: 'wind',
        bbox: { south: -40, west: 100, north: -30, east: 115 },
        timesUtc: TIMES,
      }),
    ).rejects.toMatchObject({ code: 'offline', message: expect.stringContaining('never fetched') });
  });
});
