// Synthetic Dutch road traffic (spec §2.13, §4.5): one snapshot per 5 minutes of the clock.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../../shared/api/request/endpoints';
import type { SandboxEnv } from '../../../../electron/sandbox/contract';
import { trafficHttpHandlers } from '../../../../electron/sandbox/traffic/handlers';
import { ROADS } from '../../../../electron/sandbox/traffic/roads';

/** A weekday morning rush: Thursday 2026-09-10 07:20 UTC (09:20 in Amsterdam). */
const RUSH = Date.UTC(2026, 8, 10, 7, 20) / 1000;

function env(nowUtc: number, seed = 7): SandboxEnv {
  return { seed, nowUtc: () => nowUtc, baseUrl: 'http://127.0.0.1:1' };
}

async function overview(nowUtc: number, seed = 7) {
  const handler = trafficHttpHandlers['traffic.overview'];
  if (!handler) throw new Error('traffic.overview not handled');
  return endpoints['traffic.overview'].response.parse(
    await handler(endpoints['traffic.overview'].params.parse({}), env(nowUtc, seed)),
  );
}

async function geo(nowUtc: number, seed = 7) {
  const handler = trafficHttpHandlers['traffic.geo'];
  if (!handler) throw new Error('traffic.geo not handled');
  return endpoints['traffic.geo'].response.parse(
    await handler(endpoints['traffic.geo'].params.parse({}), env(nowUtc, seed)),
  );
}

const roadNumbers = new Set(ROADS.map((r) => r.number));

describe('traffic.overview', () => {
  it('lists jams, measures and diversions on real roads, with a summary that adds up', async () => {
    const { events, summary } = await overview(RUSH);
    const jams = events.filter((e) => e.type === 'Verkeershinder');
    expect(jams.length).toBeGreaterThan(3);
    expect(summary.jams).toBe(jams.length);
    expect(summary.events).toBe(events.length);
    expect(summary.length).toBe(jams.reduce((sum, e) => sum + e.queueLength, 0));
    expect(summary.updated).toBe('2026-09-10T07:20:00Z');
    for (const e of events) {
      expect(roadNumbers.has(e.roadNumber)).toBe(true);
      expect(['Verkeershinder', 'Verkeers maatregel', 'Omleiding']).toContain(e.type);
      expect(e.trend !== undefined).toBe(e.type === 'Verkeershinder');
      expect(Date.parse(e.startTime)).toBeLessThanOrEqual(RUSH * 1000);
    }
    expect(jams.every((e) => e.queueLength >= 100 && e.delayMinutes >= 1 && e.causeType !== '')).toBe(true);
  });

  it('has fewer jams at night than in the rush', async () => {
    const night = await overview(Date.UTC(2026, 8, 10, 1, 20) / 1000);
    expect(night.summary.jams).toBeLessThan((await overview(RUSH)).summary.jams);
  });

  it('is the same within a 5-minute bucket and changes across buckets', async () => {
    const a = JSON.stringify(await overview(RUSH));
    expect(JSON.stringify(await overview(RUSH + 299))).toBe(a);
    expect(JSON.stringify(await overview(RUSH - 1))).not.toBe(a);
    expect(JSON.stringify(await overview(RUSH + 300))).not.toBe(a);
    expect(JSON.stringify(await overview(RUSH, 8))).not.toBe(a);
  });
});

describe('traffic.geo', () => {
  it('is a FeatureCollection in the Netherlands, ids with the road-authority prefix', async () => {
    const body = await geo(RUSH);
    expect(body.updated).toBe(RUSH * 1000);
    expect(body.features.length).toBeGreaterThan(3);
    for (const f of body.features) {
      expect(f.id).toMatch(/^RWS03_\d+$/);
      expect(f.properties.id).toBe(f.id);
      expect(f.properties.versionTime).toBe('2026-09-10T07:20:00Z');
      expect(['Verkeershinder', 'Verkeers maatregel']).toContain(f.properties.type);
      const points = f.geometry.type === 'Point' ? [f.geometry.coordinates] : f.geometry.coordinates;
      for (const [lon, lat] of points) {
        expect(lon).toBeGreaterThan(3.3);
        expect(lon).toBeLessThan(7.3);
        expect(lat).toBeGreaterThan(50.7);
        expect(lat).toBeLessThan(53.6);
      }
    }
  });

  it('agrees with the overview: the same jams, queue lengths and ids stable while a jam lasts', async () => {
    const list = await overview(RUSH);
    const features = (await geo(RUSH)).features;
    const jamFeatures = features.filter((f) => f.properties.type === 'Verkeershinder');
    expect(jamFeatures.length).toBe(list.summary.jams);
    expect(jamFeatures.reduce((sum, f) => sum + Number(f.properties.queueLength), 0)).toBe(list.summary.length);
    const later = new Set((await geo(RUSH + 300)).features.map((f) => f.id));
    expect(features.some((f) => later.has(f.id))).toBe(true);
  });
});
