// The sun's elevation for shortwave radiation. Low precision (about 0.5°): declination after
// Cooper (1969), equation of time after Spencer (1971), as given in Kalogirou, Solar Energy
// Engineering (2nd ed.), §2.2.

const DEG = Math.PI / 180;
const DAY_S = 86_400;

/** Solar elevation above the horizon, degrees (negative at night). */
export function solarElevationDeg(lat: number, lon: number, timeUtc: number): number {
  const date = new Date(timeUtc * 1000);
  const dayOfYear = Math.floor((timeUtc - Date.UTC(date.getUTCFullYear(), 0, 1) / 1000) / DAY_S) + 1;
  const declination = 23.45 * Math.sin(((2 * Math.PI) / 365) * (284 + dayOfYear)) * DEG;
  const b = ((2 * Math.PI) / 364) * (dayOfYear - 81);
  const equationOfTimeMin = 9.87 * Math.sin(2 * b) - 7.53 * Math.cos(b) - 1.5 * Math.sin(b);
  const solarHour = (((timeUtc % DAY_S) + DAY_S) % DAY_S) / 3600 + lon / 15 + equationOfTimeMin / 60;
  const hourAngle = (solarHour - 12) * 15 * DEG;
  const phi = lat * DEG;
  const sinElevation =
    Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle);
  return Math.asin(Math.max(-1, Math.min(1, sinElevation))) / DEG;
}

/** Solar constant, W/m² (Kopp & Lean 2011). */
const SOLAR_CONSTANT_WM2 = 1361;

/**
 * Global horizontal irradiance, W/m²: a clear-sky transmittance of 0.75 and the cloud
 * reduction of Kasten & Czeplak (1980), 1 - 0.75 (cloud fraction)^3.4.
 */
export function globalRadiationWm2(elevationDeg: number, cloudFraction: number): number {
  if (elevationDeg <= 0) return 0;
  const clear = SOLAR_CONSTANT_WM2 * 0.75 * Math.sin(elevationDeg * DEG);
  return clear * (1 - 0.75 * Math.pow(Math.max(0, Math.min(1, cloudFraction)), 3.4));
}
