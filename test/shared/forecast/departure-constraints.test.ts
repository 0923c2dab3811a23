// The arrival constraints of a departure sweep in words; sunrise times are USNO's published ones
// (Rise and Set for the Sun for 2019, Universal Time).
import { describe, expect, it } from 'vitest';
import { arrivalProblems } from '../../../shared/forecast/departure-constraints';

const utc = (iso: string): number => Date.parse(iso) / 1000;
const ROTTERDAM = { lat: 51.95, lon: 4.05 };
const NORTH_29 = { lat: 29, lon: -81 };
const NORTH_80 = { lat: 80, lon: 0 };

describe('arrival problems', () => {
  it('is empty when every constraint holds, and arriving exactly at a limit keeps it', () => {
    const window = {
      arriveAfterUtc: utc('2026-12-03T08:00Z'),
      arriveBeforeUtc: utc('2026-12-03T12:00Z'),
      arriveInDaylight: true,
    };
    expect(arrivalProblems(utc('2026-12-03T10:30Z'), window, ROTTERDAM)).toEqual([]);
    expect(arrivalProblems(utc('2026-12-03T12:00Z'), window, ROTTERDAM)).toEqual([]);
    expect(arrivalProblems(utc('2026-12-03T08:00Z'), window, ROTTERDAM)).toEqual([]);
  });

  it('says how late and how early, against which limit', () => {
    const window = { arriveAfterUtc: utc('2026-12-02T08:00Z'), arriveBeforeUtc: utc('2026-12-03T12:00Z') };
    expect(arrivalProblems(utc('2026-12-03T14:20Z'), { ...window, arriveInDaylight: false }, ROTTERDAM)).toEqual([
      'arrives 03 Dec 1420Z, 2 h 20 min after the 03 Dec 12Z limit',
    ]);
    expect(arrivalProblems(utc('2026-12-01T22:00Z'), { ...window, arriveInDaylight: false }, ROTTERDAM)).toEqual([
      'arrives 01 Dec 22Z, 10 h 00 min before the earliest arrival 02 Dec 08Z',
    ]);
  });

  it('says a night arrival with the sunrise at the destination (USNO: 29°N 81°W rises 11:28 UTC on 20 March 2019)', () => {
    const arrival = utc('2019-03-20T09:00Z');
    expect(arrivalProblems(arrival, { arriveInDaylight: true }, NORTH_29)).toEqual([
      'arrives at night, 20 Mar 09Z (sunrise 20 Mar 1128Z, 2 h 28 min later)',
    ]);
    // Not asked for daylight: no problem at night.
    expect(arrivalProblems(arrival, { arriveInDaylight: false }, NORTH_29)).toEqual([]);
    // Sunset 23:35 UTC there: 23:30 is still day, 23:40 is night until the next morning.
    expect(arrivalProblems(utc('2019-03-20T23:30Z'), { arriveInDaylight: true }, NORTH_29)).toEqual([]);
    expect(arrivalProblems(utc('2019-03-20T23:40Z'), { arriveInDaylight: true }, NORTH_29)).toEqual([
      'arrives at night, 20 Mar 2340Z (sunrise 21 Mar 1127Z, 11 h 47 min later)',
    ]);
  });

  it('names the polar night and the first sunrise after it (USNO: 80°N 0° rises 11:20 UTC on 21 February 2019)', () => {
    // The first rise after the polar night is the hardest to time (the sun grazes the horizon):
    // ours is 11:20:35 and rounds to 11:21, within sun.test.ts's 2 min.
    expect(arrivalProblems(utc('2019-01-15T12:00Z'), { arriveInDaylight: true }, NORTH_80)).toEqual([
      'arrives in the polar night, 15 Jan 12Z (sunrise 21 Feb 1121Z, 36 d 23 h 21 min later)',
    ]);
    // Under the midnight sun every arrival is in daylight.
    expect(arrivalProblems(utc('2019-06-21T00:00Z'), { arriveInDaylight: true }, NORTH_80)).toEqual([]);
  });

  it('lists every constraint broken, late before night', () => {
    const window = { arriveBeforeUtc: utc('2019-03-20T06:00Z'), arriveInDaylight: true };
    expect(arrivalProblems(utc('2019-03-20T09:00Z'), window, NORTH_29)).toEqual([
      'arrives 20 Mar 09Z, 3 h 00 min after the 20 Mar 06Z limit',
      'arrives at night, 20 Mar 09Z (sunrise 20 Mar 1128Z, 2 h 28 min later)',
    ]);
  });
});
