// A voyage as the schedule takes it: stays converted one way everywhere, and the input the
// forecast run and the report both schedule.
import { describe, expect, it } from 'vitest';
import type { Voyage } from '../../../shared/domain/voyage';
import {
  scheduleInputOf,
  scheduleVoyage,
  staysByIndex,
  staysOfVoyage,
  staysPerWaypoint,
} from '../../../shared/schedule';

const voyage: Voyage = {
  name: 'Channel',
  route: {
    name: 'Channel',
    waypoints: [
      { id: 'a', name: 'Dover', position: { lat: 51.1, lon: 1.35 }, legGeometry: 'rhumb' },
      { id: 'b', name: 'Calais', position: { lat: 50.97, lon: 1.85 }, legGeometry: 'rhumb' },
      { id: 'c', name: 'Boulogne', position: { lat: 50.73, lon: 1.58 }, legGeometry: 'greatCircle' },
    ],
  },
  departureUtc: 1_764_000_000,
  // One speed more than the schedule takes: a Voyage may carry it, the schedule refuses it.
  speedsKn: [10, 12, 14, 16],
  staysS: { '1': 7200 },
};

describe('stays', () => {
  it('text keys become numbers, values untouched', () => {
    expect(staysByIndex({ '0': 60, '12': 3600 })).toEqual({ 0: 60, 12: 3600 });
    expect(staysByIndex({})).toEqual({});
  });

  it('one per waypoint and back, zeros left out', () => {
    const list = staysPerWaypoint(voyage.staysS, 3);
    expect(list).toEqual([0, 7200, 0]);
    expect(staysOfVoyage(list)).toEqual(voyage.staysS);
    expect(staysOfVoyage([0, 0])).toEqual({});
  });
});

describe('scheduleInputOf', () => {
  it('takes at most one speed per waypoint, the departure and the stays by index', () => {
    const input = scheduleInputOf(voyage, { stepH: 3 });
    expect(input).toEqual({
      waypoints: voyage.route.waypoints,
      speedsKn: [10, 12, 14],
      departureUtc: voyage.departureUtc,
      staysS: { 1: 7200 },
      stepH: 3,
    });
    const schedule = scheduleVoyage(input);
    expect(schedule.waypoints[1]!.stayS).toBe(7200);
    expect(schedule.waypoints[1]!.etdUtc - schedule.waypoints[1]!.etaUtc).toBe(7200);
  });

  it('leaves the step to the schedule when none is given', () => {
    expect(scheduleInputOf(voyage)).not.toHaveProperty('stepH');
  });
});
