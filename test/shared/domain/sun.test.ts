// Sunrise and sunset against the U.S. Naval Observatory's published tables (Astronomical
// Applications Dept., "Rise and Set for the Sun for 2019", Universal Time, to the minute), and
// the polar day and night at Tromsø (69°39′N 18°57′E).
import { describe, expect, it } from 'vitest';
import { dayLengthH, isDaylight, nextSunriseUtc, sunAltitudeDeg, sunriseSunsetUtc } from '../../../shared/domain/sun';

const utc = (iso: string): number => Date.parse(iso) / 1000;
/** USNO rounds to the minute; the algorithm is good to about a minute: 2 min either way. */
const TOLERANCE_S = 120;

// [lat, lon, UTC date, USNO rise, USNO set]. West of Greenwich the set of a solar day falls on the
// next UTC date, which is where USNO lists it.
const USNO: [number, number, string, string, string][] = [
  [29, -81, '2019-01-01', '2019-01-01T12:18Z', '2019-01-01T22:38Z'],
  [29, -81, '2019-03-20', '2019-03-20T11:28Z', '2019-03-20T23:35Z'],
  [29, -81, '2019-09-23', '2019-09-23T11:13Z', '2019-09-23T23:20Z'],
  [29, -81, '2019-12-21', '2019-12-21T12:13Z', '2019-12-21T22:31Z'],
  [-60, -150, '2019-01-01', '2019-01-01T12:43Z', '2019-01-02T07:23Z'],
  [-60, -150, '2019-06-21', '2019-06-21T19:06Z', '2019-06-22T00:58Z'],
  [-60, -150, '2019-10-01', '2019-10-01T15:21Z', '2019-10-02T04:20Z'],
  [80, 0, '2019-03-01', '2019-03-01T09:02Z', '2019-03-01T15:25Z'],
  [80, 0, '2019-04-01', '2019-04-01T03:58Z', '2019-04-01T20:17Z'],
  [80, 0, '2019-09-15', '2019-09-15T04:22Z', '2019-09-15T19:23Z'],
  [80, 0, '2019-10-01', '2019-10-01T06:41Z', '2019-10-01T16:54Z'],
  // The first and last days the sun shows at 80°N, when it barely clears the horizon.
  [80, 0, '2019-02-21', '2019-02-21T11:20Z', '2019-02-21T13:10Z'],
  [80, 0, '2019-10-21', '2019-10-21T11:03Z', '2019-10-21T12:23Z'],
];

describe('sunrise and sunset', () => {
  it.each(USNO)('at %f, %f on %s: within 2 min of USNO', (lat, lon, date, rise, set) => {
    const day = sunriseSunsetUtc(lat, lon, utc(`${date}T00:00Z`));
    expect(day.polar).toBeNull();
    expect(Math.abs((day.riseUtc ?? NaN) - utc(rise))).toBeLessThanOrEqual(TOLERANCE_S);
    expect(Math.abs((day.setUtc ?? NaN) - utc(set))).toBeLessThanOrEqual(TOLERANCE_S);
  });

  it('knows the midnight sun and the polar night at 80°N (USNO: **** and ----)', () => {
    expect(sunriseSunsetUtc(80, 0, utc('2019-06-21T00:00Z'))).toMatchObject({
      riseUtc: null,
      setUtc: null,
      polar: 'day',
    });
    expect(sunriseSunsetUtc(80, 0, utc('2019-12-21T00:00Z'))).toMatchObject({
      riseUtc: null,
      setUtc: null,
      polar: 'night',
    });
    // 13 April 2019: USNO's last rise (00:57) before the sun stays up until August.
    const lastRise = sunriseSunsetUtc(80, 0, utc('2019-04-13T00:00Z'));
    expect(lastRise.setUtc).toBeNull();
    expect(Math.abs((lastRise.riseUtc ?? NaN) - utc('2019-04-13T00:57Z'))).toBeLessThanOrEqual(TOLERANCE_S);
  });

  it('at Tromsø: polar night in mid-December, midnight sun at midsummer, the sun back on 15 January', () => {
    const [lat, lon] = [69.65, 18.96];
    expect(sunriseSunsetUtc(lat, lon, utc('2026-12-15T00:00Z')).polar).toBe('night');
    expect(isDaylight(lat, lon, utc('2026-12-15T10:40Z'))).toBe(false);
    expect(sunriseSunsetUtc(lat, lon, utc('2026-06-21T00:00Z')).polar).toBe('day');
    expect(isDaylight(lat, lon, utc('2026-06-21T22:45Z'))).toBe(true);
    // The polar night at Tromsø ends on 15 January (the sun's upper limb shows around local noon).
    const back = nextSunriseUtc(lat, lon, utc('2026-12-15T00:00Z'));
    expect(new Date((back ?? 0) * 1000).toISOString().slice(0, 10)).toBe('2027-01-15');
  });
});

describe('sun altitude and daylight', () => {
  it('is the rise/set altitude, −0.833°, at the USNO rise time, and daylight flips there', () => {
    // 1 April 2019 at 80°N: USNO rise 03:58 UTC; the sun climbs about 0.1° a minute.
    expect(sunAltitudeDeg(80, 0, utc('2019-04-01T03:58Z'))).toBeCloseTo(-0.833, 1);
    expect(isDaylight(29, -81, utc('2019-03-20T11:25Z'))).toBe(false);
    expect(isDaylight(29, -81, utc('2019-03-20T11:31Z'))).toBe(true);
  });

  it('culminates at 90° − |lat − declination|: 29°N at the 2019 March equinox (declination ≈ 0°) near 61°', () => {
    // Equinox 20 March 2019 21:58 UTC; at the day's noon the declination is −0.1°: 90 − 29.1 = 60.9°.
    expect(sunAltitudeDeg(29, -81, utc('2019-03-20T17:31Z'))).toBeCloseTo(60.9, 1);
  });
});

describe('day length', () => {
  it('runs from rise to set, 0 in the polar night and 24 under the midnight sun', () => {
    // USNO 1 March 2019 at 80°N: 09:02 to 15:25, 6 h 23 min.
    expect(dayLengthH(80, 0, utc('2019-03-01T00:00Z'))).toBeCloseTo(6 + 23 / 60, 1);
    expect(dayLengthH(80, 0, utc('2019-12-21T00:00Z'))).toBe(0);
    expect(dayLengthH(80, 0, utc('2019-06-21T00:00Z'))).toBe(24);
  });
});
