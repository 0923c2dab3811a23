// The demo's road feed at night and round the clock changes: planned works from the evening to
// the early morning (Dutch local time), weekend closures, and events a test stages.
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import { dutchInstantUtc, dutchOffsetS, dutchTime } from '../../../../electron/sandbox/traffic/local-time';
import { trafficSnapshot } from '../../../../electron/sandbox/traffic/snapshot';
import { isoUtc } from '../../../../electron/sandbox/traffic/incidents';
import { get, KEY, urlFor } from '../server/fakes';

const utc = (iso: string): number => Date.parse(iso) / 1000;
const planned = (seed: number, at: number) => trafficSnapshot(seed, at).incidents.filter((i) => i.id >= 1_000_000_000);

/** Instants the demo world finds hard: weekend nights, the clock changes, a year's end, a leap day. */
const NIGHTS = [
  '2026-11-28T03:34:00Z', // Saturday 04:34 in Amsterdam
  '2026-03-29T01:30:00Z', // the night clocks go forward (02:00 CET -> 03:00 CEST at 01:00Z)
  '2026-10-25T01:30:00Z', // the night they go back
  '2026-12-31T23:58:00Z',
  '2028-02-29T01:00:00Z',
  '2026-07-14T00:30:00Z', // summer: 02:30 CEST
];

describe('Dutch local time', () => {
  it('is CET in winter and CEST in summer, and turns at 01:00 UTC on the last Sundays of March and October', () => {
    expect(dutchOffsetS(utc('2026-11-28T03:34:00Z'))).toBe(3600);
    expect(dutchOffsetS(utc('2026-07-01T12:00:00Z'))).toBe(7200);
    expect(dutchOffsetS(utc('2026-03-29T00:59:59Z'))).toBe(3600);
    expect(dutchOffsetS(utc('2026-03-29T01:00:00Z'))).toBe(7200);
    expect(dutchOffsetS(utc('2026-10-25T00:59:59Z'))).toBe(7200);
    expect(dutchOffsetS(utc('2026-10-25T01:00:00Z'))).toBe(3600);
    expect(dutchTime(utc('2026-11-28T03:34:00Z'))).toMatchObject({ weekday: 6, hour: 4 + 34 / 60 });
    expect(dutchTime(utc('2026-12-31T23:30:00Z'))).toMatchObject({ weekday: 5, hour: 0.5 });
  });

  it('turns a local day and hour back into UTC across both changes', () => {
    const sat = dutchTime(utc('2026-03-28T12:00:00Z')).dayNumber;
    expect(isoUtc(dutchInstantUtc(sat, 21))).toBe('2026-03-28T20:00:00Z');
    expect(isoUtc(dutchInstantUtc(sat, 29))).toBe('2026-03-29T03:00:00Z'); // 05:00 CEST
    const autumn = dutchTime(utc('2026-10-24T12:00:00Z')).dayNumber;
    expect(isoUtc(dutchInstantUtc(autumn, 21))).toBe('2026-10-24T19:00:00Z'); // 21:00 CEST
    expect(isoUtc(dutchInstantUtc(autumn, 29))).toBe('2026-10-25T04:00:00Z'); // 05:00 CET
  });
});

describe('night works', () => {
  it.each(NIGHTS)('at %s the country shows planned closures and lane closures, started in the evening', (iso) => {
    for (const seed of [1, 2, 7]) {
      const works = planned(seed, utc(iso));
      expect(works.length, `seed ${seed}`).toBeGreaterThanOrEqual(6);
      for (const w of works) {
        expect(['closure', 'roadworks']).toContain(w.kind);
        expect(w.cause).not.toBe('');
        const start = dutchTime(w.startUtc);
        expect(start.hour).toBeGreaterThanOrEqual(20);
        expect(start.hour).toBeLessThanOrEqual(21.5);
      }
    }
  });

  it('ends by 06:00 local on a weekday morning; only weekend closures run on through Saturday', () => {
    // Thursday 2026-11-26 06:30 CET: the night's works are cleared.
    expect(planned(1, utc('2026-11-26T05:30:00Z'))).toEqual([]);
    // Saturday midday: what runs is a weekend closure, begun on Friday evening, carriageway closed.
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const w of planned(seed, utc('2026-11-28T12:00:00Z'))) {
        expect(w.kind).toBe('closure');
        expect(dutchTime(w.startUtc).weekday).toBe(5);
      }
    }
  });

  it('keeps an id and grows its version through the night', () => {
    const a = planned(1, utc('2026-11-28T01:00:00Z'));
    const b = planned(1, utc('2026-11-28T02:00:00Z'));
    const same = b.filter((w) => a.some((v) => v.id === w.id));
    expect(same.length).toBeGreaterThan(0);
    for (const w of same) expect(w.age).toBe(a.find((v) => v.id === w.id)!.age + 12);
  });

  it('shows more measures at night than at midday on a weekday', () => {
    const measures = (iso: string) =>
      trafficSnapshot(1, utc(iso)).incidents.filter((i) => i.kind === 'closure' || i.kind === 'roadworks').length;
    expect(measures('2026-11-26T01:00:00Z')).toBeGreaterThan(measures('2026-11-26T12:00:00Z'));
  });
});

describe('staged road events (control route)', () => {
  const rotterdam = { lat: 51.92, lon: 4.48 };

  it('puts a jam on the road stretch nearest the place, from now for the minutes asked, listed and drawn', async () => {
    let now = utc('2026-11-28T03:34:00Z');
    const sandbox = await startSandbox({ keys: [KEY], now: () => now, control: true });
    try {
      const staged = await get(`${sandbox.url}/__sandbox/traffic`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'jam', near: rotterdam, minutes: 60 }),
      });
      expect(staged.status).toBe(200);
      const { id, roadNumber } = JSON.parse(staged.text) as { id: number; roadNumber: string };
      const geo = JSON.parse((await get(urlFor(sandbox, KEY, 'traffic.geo'))).text) as {
        features: { id: string; geometry: { coordinates: [number, number][] } }[];
      };
      const jam = geo.features.find((f) => f.id === `RWS03_${id}`);
      expect(jam).toBeDefined();
      const [lon, lat] = jam!.geometry.coordinates.at(-1)!;
      // Its head within 10 km of the place asked.
      expect(Math.hypot((lon - rotterdam.lon) * 0.62, lat - rotterdam.lat) * 111).toBeLessThan(10);
      const list = JSON.parse((await get(urlFor(sandbox, KEY, 'traffic.overview'))).text) as {
        events: { roadNumber: string; type: string }[];
      };
      expect(list.events.some((e) => e.roadNumber === roadNumber && e.type === 'Verkeershinder')).toBe(true);
      now += 3600;
      expect((await get(urlFor(sandbox, KEY, 'traffic.geo'))).text).not.toContain(`RWS03_${id}"`);
      now -= 1800;
      expect((await get(`${sandbox.url}/__sandbox/traffic`, { method: 'DELETE' })).status).toBe(200);
      expect((await get(urlFor(sandbox, KEY, 'traffic.geo'))).text).not.toContain(`RWS03_${id}"`);
    } finally {
      await sandbox.close();
    }
  });

  it('refuses a bad request in words, and is absent without control', async () => {
    const sandbox = await startSandbox({ keys: [KEY], control: true });
    const closed = await startSandbox({ keys: [KEY] });
    try {
      for (const body of [
        'not json',
        JSON.stringify({ kind: 'meteor', near: rotterdam, minutes: 60 }),
        JSON.stringify({ kind: 'jam', near: { lat: 40, lon: 4 }, minutes: 60 }),
        JSON.stringify({ kind: 'jam', near: rotterdam, minutes: 0 }),
      ]) {
        const bad = await get(`${sandbox.url}/__sandbox/traffic`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect(bad.status, body).toBe(400);
        expect(JSON.parse(bad.text).error.message).toMatch(/"kind"/);
      }
      expect((await get(`${sandbox.url}/__sandbox/traffic`)).status).toBe(405);
      const absent = await get(`${closed.url}/__sandbox/traffic`, { method: 'DELETE' });
      expect(absent.status).toBe(404);
    } finally {
      await sandbox.close();
      await closed.close();
    }
  });
});
