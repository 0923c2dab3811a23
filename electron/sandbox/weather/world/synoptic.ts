// What the moving systems do at one point: the pressure anomaly (Gaussian lows and highs),
// its geostrophic wind, and how much the point lies under a low's cloud and rain shield.
import { STRIDE, type SystemStates } from './systems';

const KM_PER_DEG = 111.2;
/** Earth's rotation rate, rad/s. */
const OMEGA = 7.2921e-5;
/** Near-surface air density, kg/m³. */
const AIR_DENSITY = 1.2;
/** Geostrophy fails near the equator; below this |sin(lat)| (15°) the Coriolis term is held. */
const MIN_SIN_LAT = Math.sin((15 * Math.PI) / 180);
/** Beyond this many radii a system's influence is below 1e-4 of its centre's and is skipped. */
const REACH_RADII = 3;

export interface Synoptic {
  /** Sum of the systems' anomalies, hPa. */
  pressureHpa: number;
  /** Geostrophic wind of that anomaly, m/s (towards east, towards north). */
  geoU: number;
  geoV: number;
  /** How deep in lows the point is: the sum of |anomaly|/25 hPa times the Gaussian, 0..~2. */
  lowWeight: number;
  /** The same for highs with 10 hPa. */
  highWeight: number;
  /** Frontal rain of the lows, mm/h, before the texture that breaks it into bands and cells. */
  frontalRainMmH: number;
}

export function emptySynoptic(): Synoptic {
  return { pressureHpa: 0, geoU: 0, geoV: 0, lowWeight: 0, highWeight: 0, frontalRainMmH: 0 };
}

function wrapDeg(d: number): number {
  return d >= 180 ? d - 360 : d < -180 ? d + 360 : d;
}

/** Coriolis parameter, 1/s, held at its 15° value towards the equator (sign of the hemisphere). */
export function coriolis(lat: number): number {
  const s = Math.sin((lat * Math.PI) / 180);
  const held = Math.abs(s) < MIN_SIN_LAT ? (s < 0 ? -MIN_SIN_LAT : MIN_SIN_LAT) : s;
  return 2 * OMEGA * held;
}

/** Sums every system's effect at (lat, lon) into `out`. */
export function synopticAt(states: SystemStates, lat: number, lon: number, out: Synoptic): Synoptic {
  const v = states.values;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  let p = 0;
  let dpdx = 0;
  let dpdy = 0;
  let lowWeight = 0;
  let highWeight = 0;
  let rain = 0;
  for (let i = 0, o = 0; i < states.count; i++, o += STRIDE) {
    const radius = v[o + 3]!;
    const dy = (lat - v[o]!) * KM_PER_DEG;
    if (dy > REACH_RADII * radius || dy < -REACH_RADII * radius) continue;
    const dx = wrapDeg(lon - v[o + 1]!) * KM_PER_DEG * 0.5 * (cosLat + v[o + 4]!);
    if (dx > REACH_RADII * radius || dx < -REACH_RADII * radius) continue;
    const r2 = radius * radius;
    const g = Math.exp(-(dx * dx + dy * dy) / r2);
    const hpa = v[o + 2]!;
    p += hpa * g;
    dpdx -= (2 * hpa * dx * g) / r2;
    dpdy -= (2 * hpa * dy * g) / r2;
    if (hpa < 0) {
      lowWeight -= (hpa / 25) * g;
      // The rain shield lies ahead of the centre and poleward of it (warm front and occlusion).
      const fx = dx - 0.45 * radius;
      const fy = dy - Math.sign(v[o]!) * 0.2 * radius;
      const w = 0.55 * radius;
      rain -= (hpa / 25) * 2.2 * Math.exp(-(fx * fx + fy * fy) / (w * w));
    } else {
      highWeight += (hpa / 10) * g;
    }
  }
  // hPa/km -> Pa/m is x0.1; u = -(1/ρf) ∂p/∂y, v = (1/ρf) ∂p/∂x (Holton, An Introduction to
  // Dynamic Meteorology, eq. 3.2).
  const k = 0.1 / (AIR_DENSITY * coriolis(lat));
  out.pressureHpa = p;
  out.geoU = -k * dpdy;
  out.geoV = k * dpdx;
  out.lowWeight = lowWeight;
  out.highWeight = highWeight;
  out.frontalRainMmH = rain;
  return out;
}
