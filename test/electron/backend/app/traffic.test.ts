// traffic.snapshot and portcall.* against the demo sandbox: the overview joined to its GeoJSON
// (positions from the matching feature, none for a diversion), the events near a port within the
// radius and nearest first, the pair reused for 3 minutes (never asked faster), served stale once
// the service is gone, and a port call kept per saved voyage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipcContract, trafficSnapshotSchema, type IpcInput } from '../../../../shared/ipc';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import { geodesicInverse } from '../../../../shared/geodesy/geodesic';
import { NOW_UTC, northSeaVoyage, testBackend, type TestBackend } from './helpers';

const ROTTERDAM = { lat: 51.95, lon: 4.14 };
/** From NOW_UTC (Wednesday 00:00 UTC) to the morning rush, 07:20 UTC, when the roads are busy. */
const TO_RUSH_S = 7 * 3600 + 20 * 60;

function snapshot(b: TestBackend, input: IpcInput<'traffic.snapshot'>) {
  return b.api['traffic.snapshot'](ipcContract['traffic.snapshot'].input.parse(input));
}

describe('traffic.snapshot in demo mode', () => {
  let b: TestBackend;
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    b = await testBackend({
      sandbox: {
        start: async (options) => {
          sandbox = await startSandbox(options);
          return sandbox;
        },
      },
    });
    b.advance(TO_RUSH_S);
  });
  afterAll(() => b.dispose());

  it('lists every overview event, placed by its matching GeoJSON feature; diversions have none', async () => {
    const answer = trafficSnapshotSchema.parse(await snapshot(b, {}));
    expect(answer.events.length).toBe(answer.summary.events);
    expect(answer.events.length).toBeGreaterThan(3);
    expect(answer.updated).toBe(answer.summary.updated);
    expect(answer.updatedUtc).toBe(Date.parse(answer.updated) / 1000);
    expect(answer.updatedUtc).toBe(Math.floor((NOW_UTC + TO_RUSH_S) / 300) * 300);
    expect(answer.near).toBeNull();
    expect(answer.creditsSpent).toBe(2);
    expect(answer.provenance).toMatchObject({ source: 'demo', stale: false, ageS: 0 });
    for (const event of answer.events) {
      expect(event.distanceKm).toBeNull();
      if (event.type === 'Omleiding') {
        expect(event).toMatchObject({ geometry: null, lat: null, lon: null });
        continue;
      }
      expect(event.id).toMatch(/^RWS03_/);
      const geometry = event.geometry!;
      const first = geometry.type === 'Point' ? geometry.coordinates : geometry.coordinates[0]!;
      expect([event.lon, event.lat]).toEqual(first);
      // In the Netherlands, on land.
      expect(event.lat).toBeGreaterThan(50.7);
      expect(event.lat).toBeLessThan(53.6);
      expect(event.trend !== null).toBe(event.type === 'Verkeershinder');
    }
    const jams = answer.events.filter((e) => e.type === 'Verkeershinder');
    expect(jams.every((e) => e.geometry?.type === 'LineString')).toBe(true);
  });

  it('near Rotterdam: only the events within the radius, nearest first, at their geodesic distance', async () => {
    const all = await snapshot(b, {});
    const near = await snapshot(b, { near: ROTTERDAM, radiusKm: 60 });
    expect(near.near).toEqual({ ...ROTTERDAM, radiusKm: 60 });
    const expected = all.events
      .filter((e) => e.lat !== null && e.lon !== null)
      .map((e) => ({ id: e.id, km: geodesicInverse(ROTTERDAM.lat, ROTTERDAM.lon, e.lat!, e.lon!).distanceM / 1000 }))
      .filter((e) => e.km <= 60)
      .sort((a, c) => a.km - c.km);
    expect(near.events.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    for (const [i, event] of near.events.entries()) expect(event.distanceKm).toBeCloseTo(expected[i]!.km, 2);
    expect(near.events.length).toBeGreaterThan(0);
    expect(near.events.length).toBeLessThan(all.events.length);
    // The default radius is 30 km.
    const defaultRadius = await snapshot(b, { near: ROTTERDAM });
    expect(defaultRadius.near?.radiusKm).toBe(30);
    expect(defaultRadius.events.every((e) => e.distanceKm! <= 30)).toBe(true);
  });

  it('refuses a radius without a place, and a radius out of range', () => {
    const input = ipcContract['traffic.snapshot'].input;
    const bare = input.safeParse({ radiusKm: 20 });
    expect(bare.success).toBe(false);
    expect(bare.error?.issues[0]).toMatchObject({ path: ['radiusKm'], message: expect.stringContaining('near') });
    expect(input.safeParse({ near: ROTTERDAM, radiusKm: 0.5 }).success).toBe(false);
    expect(input.safeParse({ near: ROTTERDAM, radiusKm: 501 }).success).toBe(false);
  });

  it('is answered from the store for 3 minutes (the service is never asked faster), then asked again', async () => {
    const first = await snapshot(b, {});
    b.advance(170);
    const again = await snapshot(b, {});
    expect(again.creditsSpent).toBe(0);
    expect(again.provenance).toMatchObject({ stale: false, fetchedAtUtc: first.provenance.fetchedAtUtc });
    expect(again.events).toEqual(first.events);
    b.advance(20);
    const later = await snapshot(b, {});
    expect(later.creditsSpent).toBe(2);
    expect(later.provenance.ageS).toBe(0);
  });

  it('serves the stored traffic stale once the service is gone, even within its freshness', async () => {
    b.advance(200);
    const before = await snapshot(b, { near: ROTTERDAM, radiusKm: 60 });
    expect(before.creditsSpent).toBe(2);
    await sandbox!.close();
    // The service source remembers whether the service answered for a second of wall time.
    await new Promise((done) => setTimeout(done, 1100));
    b.advance(60);
    const within = await snapshot(b, { near: ROTTERDAM, radiusKm: 60 });
    expect(within.provenance).toMatchObject({ stale: true, ageS: 60 });
    expect(within.events).toEqual(before.events);
    b.advance(540);
    const offline = await snapshot(b, { near: ROTTERDAM, radiusKm: 60 });
    expect(offline.provenance).toMatchObject({ stale: true, ageS: 600, fetchedAtUtc: before.provenance.fetchedAtUtc });
    expect(offline.events).toEqual(before.events);
    expect(offline.creditsSpent).toBe(0);
  });
});

describe('traffic.snapshot with nothing stored', () => {
  it("says 'offline' in words when the service is gone and nothing is stored", async () => {
    // A demo service that stops as soon as it has started: the client points at a closed port.
    const b = await testBackend({
      sandbox: {
        start: async (options) => {
          const sandbox = await startSandbox(options);
          await sandbox.close();
          return sandbox;
        },
      },
    });
    try {
      await expect(snapshot(b, {})).rejects.toMatchObject({
        code: 'offline',
        message: expect.stringContaining('none is stored'),
      });
    } finally {
      await b.dispose();
    }
  });
});

describe('portcall', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await testBackend();
  });
  afterAll(() => b.dispose());

  it('keeps the port call of a saved voyage, the latest replacing the earlier', async () => {
    const { id } = await b.api['voyages.save']({ voyage: northSeaVoyage() });
    expect(await b.api['portcall.get']({ voyageId: id })).toBeNull();
    const port = { name: 'Rotterdam', ...ROTTERDAM };
    await b.api['portcall.record']({ voyageId: id, port, usedAtUtc: NOW_UTC });
    await b.api['portcall.record']({ voyageId: id, port: { ...port, name: 'Europoort' }, usedAtUtc: NOW_UTC + 60 });
    expect(await b.api['portcall.get']({ voyageId: id })).toEqual({
      voyageId: id,
      port: { ...port, name: 'Europoort' },
      usedAtUtc: NOW_UTC + 60,
    });
  });

  it('refuses a voyage that is not saved, in words', async () => {
    await expect(
      b.api['portcall.record']({ voyageId: 'nope', port: { name: 'Rotterdam', ...ROTTERDAM }, usedAtUtc: NOW_UTC }),
    ).rejects.toMatchObject({ code: 'not-found', message: expect.stringContaining('save it first') });
  });
});
