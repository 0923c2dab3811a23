// The port call's place on the voyage: the waypoint it was opened from, else the nearest within
// a port's extent (the arrival when the route calls twice), none off the route; and the hourly
// item nearest the ETA.
import { describe, expect, it } from 'vitest';
import { scheduleVoyage } from '../../../shared/schedule/schedule';
import { nearestHour, stopFor } from '../../../renderer/src/portcall/port-call-times';

const DEPARTURE = Date.UTC(2026, 8, 10) / 1000;
/** Rotterdam out and back: the same port is the departure and the arrival. */
const roundTrip = scheduleVoyage({
  waypoints: [
    { name: 'Rotterdam', position: { lat: 51.95, lon: 4.14 } },
    { name: 'Off Hook', position: { lat: 52.1, lon: 3.6 } },
    { name: 'Rotterdam', position: { lat: 51.95, lon: 4.14 } },
  ],
  speedsKn: [10, 10],
  departureUtc: DEPARTURE,
});

describe('stopFor', () => {
  it('takes the waypoint it was opened from', () => {
    expect(stopFor(roundTrip, { lat: 51.95, lon: 4.14 }, 0)).toMatchObject({ index: 0, arrival: false });
  });

  it('else the nearest waypoint within the port’s extent, the arrival when tied', () => {
    const stop = stopFor(roundTrip, { lat: 51.9, lon: 4.2 });
    expect(stop).toMatchObject({ index: 2, arrival: true, etaUtc: roundTrip.arrivalUtc });
  });

  it('none for a place off the route, or without a schedule', () => {
    expect(stopFor(roundTrip, { lat: 52.38, lon: 4.9 })).toBeNull();
    expect(stopFor(null, { lat: 51.95, lon: 4.14 })).toBeNull();
  });
});

describe('nearestHour', () => {
  const hours = [0, 3600, 7200].map((t) => ({ time: DEPARTURE + t }));

  it('picks the item nearest the time and says how far it is', () => {
    expect(nearestHour(hours, DEPARTURE + 4000)).toEqual({ item: hours[1], offS: 400 });
    expect(nearestHour(hours, DEPARTURE + 86_400)).toEqual({ item: hours[2], offS: 86_400 - 7200 });
    expect(nearestHour([], DEPARTURE)).toBeNull();
  });
});
