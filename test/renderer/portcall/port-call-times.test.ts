// The port call's place on the voyage: the waypoint it was opened from, else the nearest within
// a port's extent (the arrival when the route calls twice), else the port's approach at sea
// under its name, none off the route; and the hourly item nearest the ETA.
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
    expect(stopFor(roundTrip, { name: 'Rotterdam', lat: 51.95, lon: 4.14 }, 0)).toMatchObject({
      index: 0,
      arrival: false,
    });
  });

  it('else the nearest waypoint within the port’s extent, the arrival when tied', () => {
    const stop = stopFor(roundTrip, { name: 'Europoort', lat: 51.9, lon: 4.2 });
    expect(stop).toMatchObject({ index: 2, arrival: true, etaUtc: roundTrip.arrivalUtc });
  });

  it('none for a place off the route, or without a schedule', () => {
    expect(stopFor(roundTrip, { name: 'Amsterdam', lat: 52.38, lon: 4.9 })).toBeNull();
    expect(stopFor(null, { name: 'Rotterdam', lat: 51.95, lon: 4.14 })).toBeNull();
  });

  // Regression (issue 24): a port added to a plan sits at its pilot station, 24 NM from the
  // berth; the port call opened from the port's details found no stop of the voyage there.
  describe('a port at its approach at sea', () => {
    const toRotterdam = scheduleVoyage({
      waypoints: [
        { name: 'Harwich', position: { lat: 51.95, lon: 1.3 } },
        // The Maas Center pilot station (shared/land/pilot-stations.ts), under the port's name.
        { name: 'Rotterdam', position: { lat: 52.017, lon: 3.883 } },
      ],
      speedsKn: [12],
      departureUtc: DEPARTURE,
    });
    const berth = { name: 'Rotterdam', lat: 51.92, lon: 4.5 };

    it('is the stop of the port opened at its own position', () => {
      expect(stopFor(toRotterdam, berth)).toMatchObject({ index: 1, arrival: true, etaUtc: toRotterdam.arrivalUtc });
      expect(stopFor(toRotterdam, { ...berth, name: ' ROTTERDAM' })).toMatchObject({ index: 1 });
    });

    it('is not the stop of another port near it, nor of a namesake far off', () => {
      expect(stopFor(toRotterdam, { ...berth, name: 'Vlaardingen' })).toBeNull();
      expect(stopFor(toRotterdam, { name: 'Rotterdam', lat: 42.8, lon: -74.0 })).toBeNull();
    });
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
