// Shortwave radiation at the surface from the sun's altitude (shared/domain/sun.ts) and the cloud.

const DEG = Math.PI / 180;

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
