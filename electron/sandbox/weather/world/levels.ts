// The atmosphere above the surface: winds at 50-200 m (power-law profile) and on pressure
// levels (the systems' geostrophic wind strengthening with height, trades fading, the jet),
// and temperature, humidity and geopotential height on the pressure levels.
import { bump, clamp, seasonAt, winterness, type Wind } from './climate';
import type { Surface } from './atmosphere';
import { dewPointC } from './thermo';

interface PressureLevel {
  readonly hpa: number;
  /** Height in the ICAO standard atmosphere, m (ICAO Doc 7488). */
  readonly standardHeightM: number;
  /** Standard temperature at that height, K. */
  readonly standardK: number;
  /** Share of the systems' geostrophic wind, of the surface trades, and the jet's peak, m/s. */
  readonly systems: number;
  readonly trades: number;
  readonly jetMs: number;
  /** Relative humidity of the climate, %. */
  readonly humidityPct: number;
}

const PRESSURE_LEVELS: Readonly<Record<string, PressureLevel>> = {
  '925hPa': { hpa: 925, standardHeightM: 762, standardK: 283.2, systems: 0.95, trades: 1.1, jetMs: 1, humidityPct: 78 },
  '850hPa': {
    hpa: 850,
    standardHeightM: 1457,
    standardK: 278.7,
    systems: 1.05,
    trades: 0.9,
    jetMs: 4,
    humidityPct: 68,
  },
  '700hPa': {
    hpa: 700,
    standardHeightM: 3012,
    standardK: 268.6,
    systems: 1.25,
    trades: 0.6,
    jetMs: 10,
    humidityPct: 52,
  },
  '500hPa': {
    hpa: 500,
    standardHeightM: 5574,
    standardK: 252.4,
    systems: 1.5,
    trades: 0.3,
    jetMs: 18,
    humidityPct: 42,
  },
  '300hPa': {
    hpa: 300,
    standardHeightM: 9164,
    standardK: 228.7,
    systems: 1.9,
    trades: 0.1,
    jetMs: 30,
    humidityPct: 38,
  },
  '250hPa': {
    hpa: 250,
    standardHeightM: 10363,
    standardK: 221.0,
    systems: 2.0,
    trades: 0.05,
    jetMs: 33,
    humidityPct: 34,
  },
};

const HEIGHT_LEVELS_M: Readonly<Record<string, number>> = { '10m': 10, '50m': 50, '100m': 100, '200m': 200 };

/** Environmental lapse rate of the standard atmosphere, K/m. */
const LAPSE_K_PER_M = 0.0065;
const STANDARD_SURFACE_K = 288.15;
const STANDARD_MSL_HPA = 1013.25;
/** Height change per hPa near sea level, m (hypsometric, about 8 m/hPa). */
const M_PER_HPA = 8;

export function pressureLevel(level: string): PressureLevel | undefined {
  return PRESSURE_LEVELS[level];
}

/** Wind at a height or pressure level, m/s; undefined for a level that is neither. */
export function windAt(
  surface: Surface,
  lat: number,
  timeUtc: number,
  level: string,
  landFraction: number,
): Wind | undefined {
  const heightM = HEIGHT_LEVELS_M[level];
  if (heightM !== undefined) {
    // Power-law profile; the exponent is about 0.11 over the sea and 0.2 over land.
    const factor = Math.pow(heightM / 10, 0.11 + 0.09 * landFraction);
    return { u: surface.u10 * factor, v: surface.v10 * factor };
  }
  const p = PRESSURE_LEVELS[level];
  if (p === undefined) return undefined;
  const winter = winterness(lat, seasonAt(timeUtc));
  const absLat = Math.abs(lat);
  const jet = p.jetMs * ((1 + 0.3 * winter) * bump(absLat, 35, 10) + 0.4 * bump(absLat, 55, 10));
  let u = p.systems * surface.syn.geoU + p.trades * surface.bgU + jet;
  let v = p.systems * surface.syn.geoV + p.trades * surface.bgV;
  const raw = Math.hypot(u, v);
  if (raw > 0) {
    const speed = 90 * Math.tanh(raw / 90);
    u *= speed / raw;
    v *= speed / raw;
  }
  return { u, v };
}

/** Temperature on a pressure level, °C: the surface's daily mean cooled at the standard lapse rate. */
export function temperatureAtC(surface: Surface, p: PressureLevel): number {
  return Math.max(-62, surface.t2mDailyMeanC - LAPSE_K_PER_M * p.standardHeightM);
}

/** Relative humidity on a pressure level, %: moist in lows, dry under highs. */
export function humidityAtPct(surface: Surface, p: PressureLevel): number {
  const lowW = Math.min(1.5, surface.syn.lowWeight);
  const highW = Math.min(1.5, surface.syn.highWeight);
  return clamp(p.humidityPct + 28 * lowW - 22 * highW + 15 * surface.itcz, 5, 100);
}

export function dewPointAtC(surface: Surface, p: PressureLevel): number {
  return dewPointC(temperatureAtC(surface, p), humidityAtPct(surface, p));
}

/**
 * Geopotential height, m: the standard height scaled by the layer's mean temperature against
 * the standard one (hypsometric equation), shifted by the sea level pressure anomaly.
 */
export function geopotentialHeightM(surface: Surface, p: PressureLevel): number {
  const meanK = 273.15 + (surface.t2mDailyMeanC + temperatureAtC(surface, p)) / 2;
  const standardMeanK = (STANDARD_SURFACE_K + p.standardK) / 2;
  return p.standardHeightM * (meanK / standardMeanK) + M_PER_HPA * (surface.mslHpa - STANDARD_MSL_HPA);
}
