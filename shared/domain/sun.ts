// Where the sun is, and when it rises and sets, at a position and UTC instant: daylight at a
// destination, day/night icons, sunshine. The NOAA solar calculator's algorithm (after Meeus,
// Astronomical Algorithms, 2nd ed., ch. 25 low-precision sun and ch. 28 equation of time):
// about 0.01° in altitude and a minute in rise and set between 1900 and 2100.

const DEG = Math.PI / 180;
const DAY_S = 86_400;

/** Altitude of the sun's centre at rise and set: refraction 34′ and semi-diameter 16′ (USNO, NOAA). */
export const SUNRISE_ALTITUDE_DEG = -0.833;

interface SolarCoordinates {
  /** Declination, radians. */
  declination: number;
  /** Equation of time (apparent minus mean solar time), minutes. */
  equationOfTimeMin: number;
}

// The sandbox's fields ask for many places at one instant: keep the last instant's answer.
let lastTimeUtc = NaN;
let lastCoordinates: SolarCoordinates = { declination: 0, equationOfTimeMin: 0 };

/** Meeus ch. 25 (low precision, apparent longitude) and the equation of time of ch. 28 (Smart's series). */
function solarCoordinates(timeUtc: number): SolarCoordinates {
  if (timeUtc !== lastTimeUtc) {
    lastCoordinates = computeSolarCoordinates(timeUtc);
    lastTimeUtc = timeUtc;
  }
  return lastCoordinates;
}

function computeSolarCoordinates(timeUtc: number): SolarCoordinates {
  const julianCenturies = (timeUtc / DAY_S + 2_440_587.5 - 2_451_545) / 36_525;
  const t = julianCenturies;
  const meanLongitude = (280.46646 + t * (36_000.76983 + t * 0.0003032)) * DEG;
  const meanAnomaly = (357.52911 + t * (35_999.05029 - 0.0001537 * t)) * DEG;
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const centre =
    Math.sin(meanAnomaly) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(2 * meanAnomaly) * (0.019993 - 0.000101 * t) +
    Math.sin(3 * meanAnomaly) * 0.000289;
  const omega = (125.04 - 1934.136 * t) * DEG;
  const apparentLongitude = meanLongitude + (centre - 0.00569 - 0.00478 * Math.sin(omega)) * DEG;
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = (meanObliquity + 0.00256 * Math.cos(omega)) * DEG;
  const declination = Math.asin(Math.sin(obliquity) * Math.sin(apparentLongitude));
  const y = Math.tan(obliquity / 2) ** 2;
  const e = eccentricity;
  const equationOfTime =
    y * Math.sin(2 * meanLongitude) -
    2 * e * Math.sin(meanAnomaly) +
    4 * e * y * Math.sin(meanAnomaly) * Math.cos(2 * meanLongitude) -
    0.5 * y * y * Math.sin(4 * meanLongitude) -
    1.25 * e * e * Math.sin(2 * meanAnomaly);
  return { declination, equationOfTimeMin: (4 * equationOfTime) / DEG };
}

/**
 * Geometric altitude of the sun's centre above the horizon, degrees (negative below it; no
 * refraction), at latitude `lat` and longitude `lon` (degrees, east positive) at `timeUtc`
 * (Unix seconds).
 */
export function sunAltitudeDeg(lat: number, lon: number, timeUtc: number): number {
  const { declination, equationOfTimeMin } = solarCoordinates(timeUtc);
  const utcMin = (((timeUtc % DAY_S) + DAY_S) % DAY_S) / 60;
  const hourAngle = ((utcMin + equationOfTimeMin + 4 * lon) / 4 - 180) * DEG;
  const phi = lat * DEG;
  const sinAltitude =
    Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle);
  return Math.asin(Math.max(-1, Math.min(1, sinAltitude))) / DEG;
}

/** True while the sun's upper limb is above the horizon, with standard refraction. */
export function isDaylight(lat: number, lon: number, timeUtc: number): boolean {
  return sunAltitudeDeg(lat, lon, timeUtc) > SUNRISE_ALTITUDE_DEG;
}

/** The local solar noon nearest to `aroundUtc` (Unix seconds) at longitude `lon`. */
function solarNoonUtc(lon: number, aroundUtc: number): number {
  let noon = aroundUtc;
  // Two passes: the equation of time moves by seconds over the correction.
  for (let pass = 0; pass < 2; pass++) {
    const dayStart = Math.floor(noon / DAY_S) * DAY_S;
    noon = dayStart + (720 - 4 * lon - solarCoordinates(noon).equationOfTimeMin) * 60;
    if (noon - aroundUtc > DAY_S / 2) noon -= DAY_S;
    else if (aroundUtc - noon > DAY_S / 2) noon += DAY_S;
  }
  return noon;
}

/** The instant in [from, to] where the altitude crosses the rise/set altitude, to the second. */
function crossing(lat: number, lon: number, fromUtc: number, toUtc: number): number {
  const risingAtFrom = isDaylight(lat, lon, fromUtc);
  let lo = fromUtc;
  let hi = toUtc;
  while (hi - lo > 1) {
    const mid = (lo + hi) / 2;
    if (isDaylight(lat, lon, mid) === risingAtFrom) lo = mid;
    else hi = mid;
  }
  return Math.round((lo + hi) / 2);
}

export interface SunriseSunset {
  /** Unix seconds; null when the sun was already up at the lower culmination before noon (midnight sun) or never rises. */
  riseUtc: number | null;
  /** Unix seconds; null when the sun stays up past the next lower culmination or never rises. */
  setUtc: number | null;
  /** Local solar noon, Unix seconds. */
  noonUtc: number;
  /** 'day' when the sun never sets (midnight sun), 'night' when it never rises (polar night). */
  polar: 'day' | 'night' | null;
}

/**
 * Sunrise and sunset of the solar day whose noon falls nearest midday of the UTC date of `dayUtc`
 * (Unix seconds, any instant of that date), at `lat`, `lon` (degrees). Consistent with
 * `isDaylight`: found where it changes, by bisection between the culminations.
 */
export function sunriseSunsetUtc(lat: number, lon: number, dayUtc: number): SunriseSunset {
  const noonUtc = solarNoonUtc(lon, Math.floor(dayUtc / DAY_S) * DAY_S + DAY_S / 2);
  const before = noonUtc - DAY_S / 2;
  const after = noonUtc + DAY_S / 2;
  const upAtNoon = isDaylight(lat, lon, noonUtc);
  const upBefore = isDaylight(lat, lon, before);
  const upAfter = isDaylight(lat, lon, after);
  if (!upAtNoon) return { riseUtc: null, setUtc: null, noonUtc, polar: 'night' };
  const riseUtc = upBefore ? null : crossing(lat, lon, before, noonUtc);
  const setUtc = upAfter ? null : crossing(lat, lon, noonUtc, after);
  return { riseUtc, setUtc, noonUtc, polar: upBefore && upAfter ? 'day' : null };
}

/** The first sunrise after `afterUtc`, looking up to `withinDays` ahead (the polar night lasts months); null if none. */
export function nextSunriseUtc(lat: number, lon: number, afterUtc: number, withinDays = 190): number | null {
  for (let d = -1; d <= withinDays; d++) {
    const { riseUtc } = sunriseSunsetUtc(lat, lon, afterUtc + d * DAY_S);
    if (riseUtc !== null && riseUtc > afterUtc) return riseUtc;
  }
  return null;
}

/** Hours from sunrise to sunset of the solar day of `dayUtc`'s UTC date: 0 in the polar night, 24 under the midnight sun. */
export function dayLengthH(lat: number, lon: number, dayUtc: number): number {
  const day = sunriseSunsetUtc(lat, lon, dayUtc);
  if (day.polar === 'night') return 0;
  // A day the sun rises and stays up (or was up and sets) counts from the culmination before or to the one after.
  const riseUtc = day.riseUtc ?? day.noonUtc - DAY_S / 2;
  const setUtc = day.setUtc ?? day.noonUtc + DAY_S / 2;
  return (setUtc - riseUtc) / 3600;
}
