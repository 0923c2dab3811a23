// Where the sun is, for day/night icons, the UV index and climate sunshine hours. Low-precision
// formulas (about 0.5°), enough to tell day from night; both from Kalogirou, Solar Energy
// Engineering (2nd ed.), §2.2: equation of time eq. 2.1, declination after Cooper (1969) eq. 2.5.

const DEG = Math.PI / 180;
const DAY_S = 86_400;

/** Day of the year, 1..366, of a UTC instant. */
function dayOfYear(timeUtc: number): number {
  const date = new Date(timeUtc * 1000);
  const start = Date.UTC(date.getUTCFullYear(), 0, 1) / 1000;
  return Math.floor((timeUtc - start) / DAY_S) + 1;
}

/** Solar declination, degrees (Cooper 1969): 23.45 sin(360 (284 + n) / 365). */
function declinationDeg(timeUtc: number): number {
  return 23.45 * Math.sin(((2 * Math.PI) / 365) * (284 + dayOfYear(timeUtc)));
}

/** Equation of time, minutes (Kalogirou eq. 2.1). */
function equationOfTimeMin(timeUtc: number): number {
  const b = ((2 * Math.PI) / 364) * (dayOfYear(timeUtc) - 81);
  return 9.87 * Math.sin(2 * b) - 7.53 * Math.cos(b) - 1.5 * Math.sin(b);
}

/** Elevation of the sun's centre above the horizon, degrees (negative at night). */
export function solarElevationDeg(lat: number, lon: number, timeUtc: number): number {
  const utcH = (((timeUtc % DAY_S) + DAY_S) % DAY_S) / 3600;
  const solarH = utcH + lon / 15 + equationOfTimeMin(timeUtc) / 60;
  const hourAngle = (solarH - 12) * 15 * DEG;
  const dec = declinationDeg(timeUtc) * DEG;
  const phi = lat * DEG;
  const sinH = Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(hourAngle);
  return Math.asin(Math.max(-1, Math.min(1, sinH))) / DEG;
}

/** True when the upper limb is above the horizon (refraction and semi-diameter: -0.833°). */
export function isDaylight(lat: number, lon: number, timeUtc: number): boolean {
  return solarElevationDeg(lat, lon, timeUtc) > -0.833;
}

/** Hours from sunrise to sunset on the day of `timeUtc`, 0 (polar night) to 24 (midnight sun). */
export function dayLengthH(lat: number, timeUtc: number): number {
  const dec = declinationDeg(timeUtc) * DEG;
  const phi = lat * DEG;
  const cosH0 = (Math.sin(-0.833 * DEG) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec));
  if (Number.isNaN(cosH0)) return 12;
  if (cosH0 >= 1) return 0;
  if (cosH0 <= -1) return 24;
  return (2 * Math.acos(cosH0)) / DEG / 15;
}
