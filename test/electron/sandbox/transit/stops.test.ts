// GET /v1/transit/planner in the sandbox: Dutch stop places near a point (spec §2.16, §4.6).
import { describe, expect, it } from 'vitest';
import { transitPlannerResultSchema } from '../../../../shared/api/resources/transit';
import { geodesicInverse } from '../../../../shared/geodesy/geodesic';
import { transitHttpHandlers } from '../../../../electron/sandbox/transit/handlers';
import { STOPS, stopById } from '../../../../electron/sandbox/transit/stops';

const env = { seed: 7, nowUtc: () => Date.UTC(2026, 8, 10, 9, 20) / 1000, baseUrl: 'http://127.0.0.1:41234' };

async function near(lat: number, lon: number) {
  const body = await transitHttpHandlers['transit.planner']?.({ lat, lon }, env);
  return transitPlannerResultSchema.parse(body).stopplaces;
}

describe('stop places near a point', () => {
  it('answers Utrecht with Utrecht Centraal first, nearest first, and the contract shape', async () => {
    const stops = await near(52.0894, 5.1105);
    expect(stops[0]?.name).toBe('Utrecht Centraal');
    expect(stops[0]?.town).toBe('Utrecht');
    const d = stops.map(
      (s) => geodesicInverse(52.0894, 5.1105, s.coordinates.latitude, s.coordinates.longitude).distanceM,
    );
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(stops.length).toBeGreaterThanOrEqual(3);
    expect(stops.length).toBeLessThanOrEqual(10);
    expect(Math.max(...d)).toBeLessThanOrEqual(10_000);
  });

  it('links departures on the sandbox itself, with no api key in them', async () => {
    for (const s of await near(51.925, 4.469)) {
      expect(s.links.departures).toBe(`http://127.0.0.1:41234/v1/transit/stopplaces/${s.id}/departures`);
      expect(s.links.departures).not.toMatch(/api_key/);
    }
  });

  it('still answers the nearest few far from the Netherlands', async () => {
    const stops = await near(-33.86, 151.21);
    expect(stops).toHaveLength(3);
    expect(await near(90, 180)).toHaveLength(3);
  });

  it('has stable, unique NL:S:<number> ids for a gazetteer of real Dutch stops', async () => {
    expect(STOPS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(STOPS.map((s) => s.id)).size).toBe(STOPS.length);
    for (const s of STOPS) {
      expect(s.id).toMatch(/^NL:S:\d{6}$/);
      expect(stopById(s.id)).toBe(s);
      // Inside the Netherlands' bounding box.
      expect(s.latDeg).toBeGreaterThan(50.7);
      expect(s.latDeg).toBeLessThan(53.6);
      expect(s.lonDeg).toBeGreaterThan(3.3);
      expect(s.lonDeg).toBeLessThan(7.3);
    }
    // The id is a function of the name only: the same for every seed and every order.
    const ams = STOPS.find((s) => s.name === 'Amsterdam Centraal');
    const other = await transitHttpHandlers['transit.planner']?.({ lat: 52.3789, lon: 4.9003 }, { ...env, seed: 99 });
    expect(other?.stopplaces[0]?.id).toBe(ams?.id);
  });
});
