// Timestep ticks: one per model step, on the drawn (unwrapped) route.
import { describe, expect, it } from 'vitest';
import { scheduleVoyage } from '../../../shared/schedule/schedule';
import { routeLatLngs } from '../../../renderer/src/chart/route';
import { thinTicks, timestepTicks, type TimestepTick } from '../../../renderer/src/chart/ticks';

const WAYPOINTS = [
  { name: 'Yokohama', position: { lat: 35.3, lon: 139.8 } },
  { name: 'Aleutians S', position: { lat: 45, lon: 165 }, legGeometry: 'greatCircle' as const },
  { name: 'Date line', position: { lat: 48, lon: -175 }, legGeometry: 'rhumb' as const },
  { name: 'San Francisco', position: { lat: 37.7, lon: -123 }, legGeometry: 'greatCircle' as const },
];
const DEPARTURE = Date.UTC(2026, 2, 10, 7, 30) / 1000;

describe('timestepTicks', () => {
  const schedule = scheduleVoyage({
    waypoints: WAYPOINTS,
    speedsKn: [14],
    departureUtc: DEPARTURE,
    stepH: 3,
    staysS: { 1: 6 * 3600 },
  });
  const route = routeLatLngs(
    WAYPOINTS.map((w) => w.position),
    WAYPOINTS.slice(1).map((w) => w.legGeometry ?? 'rhumb'),
  );
  const ticks = timestepTicks(schedule.timesteps, route);
  const steps = schedule.timesteps.filter((p) => p.type === 'timestep');

  it('puts a tick at every timestep, in order, at its position and time', () => {
    expect(steps.length).toBeGreaterThan(50);
    expect(ticks).toHaveLength(steps.length);
    ticks.forEach((t, i) => {
      const s = steps[i]!;
      expect(t.timeUtc).toBe(s.timeUtc);
      expect(t.timeUtc % (3 * 3600)).toBe(0);
      expect(t.latLng[0]).toBe(s.lat);
      // The same meridian, unwrapped: a whole number of turns apart.
      const turns = (t.latLng[1] - s.lon) / 360;
      expect(Math.abs(turns - Math.round(turns))).toBeLessThan(1e-9);
    });
  });

  it('unwraps the ticks like the route: longitudes never decrease eastbound, and pass 180', () => {
    const lons = ticks.map((t) => t.latLng[1]);
    for (let i = 1; i < lons.length; i++) expect(lons[i]!).toBeGreaterThanOrEqual(lons[i - 1]!);
    expect(lons[0]).toBeGreaterThan(139.8);
    expect(lons.at(-1)).toBeLessThan(360 - 123);
    expect(lons.some((lon) => lon > 180)).toBe(true);
  });

  it('marks whole UTC days as major, labelled with the date', () => {
    const majors = ticks.filter((t) => t.major);
    expect(majors.length).toBeGreaterThan(3);
    for (const t of majors) expect(t.timeUtc % 86_400).toBe(0);
    expect(majors[0]!.label).toBe('11 Mar 0000Z');
    expect(ticks.find((t) => !t.major)!.label).toMatch(/^\d{2}00Z$/);
  });

  it('gives no ticks for a schedule with no step inside it', () => {
    const short = scheduleVoyage({
      waypoints: [WAYPOINTS[0]!, { name: 'near', position: { lat: 35.31, lon: 139.81 } }],
      speedsKn: [10],
      departureUtc: Date.UTC(2026, 0, 1, 1) / 1000 + 60,
    });
    expect(
      timestepTicks(
        short.timesteps,
        routeLatLngs(
          short.waypoints.map((w) => w.position),
          ['rhumb'],
        ),
      ),
    ).toEqual([]);
  });
});

describe('thinTicks', () => {
  // Hourly along the equator, 0.1° apart: 0.1 / 360 × 256 × 2^z px = 1.1 px at zoom 4, 9.1 px at 7.
  const hourly: TimestepTick[] = Array.from({ length: 49 }, (_, h) => ({
    latLng: [0, h * 0.1],
    timeUtc: 86_400 + h * 3600,
    major: h % 24 === 0,
    label: '',
  }));

  it('keeps every tick when they are far enough apart on screen', () => {
    expect(thinTicks(hourly, 7, 7)).toHaveLength(49);
  });

  it('drops ticks closer than minPx to the last kept, but never a whole day', () => {
    const kept = thinTicks(hourly, 4, 7);
    expect(kept.length).toBeLessThan(15);
    expect(kept.filter((t) => t.major)).toHaveLength(3);
    for (let i = 1; i < kept.length; i++) {
      if (kept[i]!.major) continue;
      const dLonDeg = kept[i]!.latLng[1] - kept[i - 1]!.latLng[1];
      expect((dLonDeg / 360) * 256 * 2 ** 4).toBeGreaterThanOrEqual(7 - 1e-9);
    }
  });
});
