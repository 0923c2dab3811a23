// scheduledPositionAt: the planned position at any instant, on rhumb and great-circle legs, in
// stays and beyond the ends, consistent with the schedule's own time steps.
import { describe, expect, it } from 'vitest';
import { scheduledPositionAt } from '../../../shared/schedule/position-at';
import { scheduleVoyage } from '../../../shared/schedule/schedule';

const T0 = Date.UTC(2026, 11, 1, 6) / 1000;

const schedule = scheduleVoyage({
  waypoints: [
    { name: 'Ushant', position: { lat: 48.5, lon: -5.5 } },
    { name: 'Mid', position: { lat: 47, lon: -20 }, legGeometry: 'rhumb' },
    { name: 'Ambrose', position: { lat: 40.45, lon: -73.8 }, legGeometry: 'greatCircle' },
  ],
  speedsKn: [14],
  departureUtc: T0 + 1800,
  staysS: { 1: 6 * 3600 },
  stepH: 1,
});

describe('scheduledPositionAt', () => {
  it('holds the first waypoint before departure and the last after arrival, off any leg', () => {
    expect(scheduledPositionAt(schedule, T0)).toEqual({ position: { lat: 48.5, lon: -5.5 }, legIndex: null });
    expect(scheduledPositionAt(schedule, schedule.arrivalUtc + 86_400)).toEqual({
      position: { lat: 40.45, lon: -73.8 },
      legIndex: null,
    });
    expect(scheduledPositionAt(schedule, NaN)).toBeNull();
  });

  it('stays at the waypoint for the whole stay', () => {
    const mid = schedule.waypoints[1]!;
    for (const t of [mid.etaUtc, (mid.etaUtc + mid.etdUtc) / 2, mid.etdUtc]) {
      expect(scheduledPositionAt(schedule, t)).toEqual({ position: { lat: 47, lon: -20 }, legIndex: null });
    }
  });

  it('agrees with every hourly step of the schedule to 1e-9° on both geometries', () => {
    for (const p of schedule.timesteps) {
      const at = scheduledPositionAt(schedule, p.timeUtc);
      expect(at?.position.lat).toBeCloseTo(p.lat, 9);
      expect(at?.position.lon).toBeCloseTo(p.lon, 9);
    }
  });

  it('names the leg being sailed', () => {
    const leg1 = schedule.legs[1]!;
    const at = scheduledPositionAt(schedule, (leg1.etdUtc + leg1.etaUtc) / 2);
    expect(at?.legIndex).toBe(1);
    // Halfway in time is halfway along the great circle, north of the rhumb line's latitudes.
    const half = leg1.track.pointAt(leg1.distanceM / 2);
    expect(at?.position.lat).toBeCloseTo(half.lat, 9);
    expect(half.lat).toBeGreaterThan(47);
  });
});
