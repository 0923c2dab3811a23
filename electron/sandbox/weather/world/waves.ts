// The sea state at a point: a wind sea limited by wind speed, duration and fetch, swell
// radiating from the lows, and the long Southern Ocean swell that fills every ocean basin; swell
// only from where open water leads (swell-exposure.ts); heights and periods scaled to the wave
// atlas's monthly means by the factors of wave-calibration.ts.
import { bump, clamp, winterness, type Season } from './climate';
import type { LandMask } from '../../land/mask';
import { swellExposure } from './swell-exposure';
import { STRIDE, type SystemStates } from './systems';
import type { StormEffect } from './vortex';

const KM_PER_DEG = 111.2;
const DEG = Math.PI / 180;
const G = 9.81;
/** Fetch is measured upwind in steps of this many km, up to FETCH_MAX_KM (then: open ocean). */
const FETCH_STEP_KM = 40;
const FETCH_MAX_KM = 1200;
/**
 * How long a wind of the world typically blows before it turns or eases, s: the weather systems
 * pass in a day or two, so open-ocean seas are mostly duration-limited, as observed.
 */
const WIND_DURATION_S = 15 * 3600;
/** A sea needs hours to grow: the sea state also reads the wind this long before, s. */
export const SEA_MEMORY_S = 6 * 3600;

export interface SeaState {
  readonly heightM: number;
  /** Its two parts: the local wind sea and all swell together (heightM² = windSeaM² + swellM²). */
  readonly windSeaM: number;
  readonly swellM: number;
  /** The swell's own mean period, s (its energy over its first moment); 0 without swell. */
  readonly swellPeriodS: number;
  /** Mean direction the waves come FROM, degrees in [0, 360). */
  readonly directionDeg: number;
  readonly meanPeriodS: number;
  readonly secondarySwellPeriodS: number;
}

export interface WaveInputs {
  readonly lat: number;
  readonly lon: number;
  readonly landFraction: number;
  /** 10 m wind now, m/s, and the direction it comes from. */
  readonly windMs: number;
  readonly windFromDeg: number;
  /** 10 m wind six hours earlier, m/s: a sea needs hours to grow. */
  readonly windBeforeMs: number;
  readonly states: SystemStates;
  readonly season: Season;
  /** The tropical cyclones' sea and swell here. */
  readonly storm: StormEffect;
  /** Factors on the wind sea's and the swell's height outside the cyclones (wave-calibration.ts). */
  readonly seaScale: number;
  readonly swellScale: number;
  /** The factor on every period (wave-calibration.ts). */
  readonly periodScale: number;
  /** backgroundSwellExposure here, when the caller keeps it for the place: it is the same at every step. */
  readonly backgroundExposure?: number;
}

/** Swell from farther than this is taken as coming from this far: what land within it blocks. */
const SWELL_REACH_KM = 2000;

/** Distance upwind to the first land, km; Infinity when open ocean reaches FETCH_MAX_KM. */
export function fetchKm(mask: LandMask, lat: number, lon: number, fromDeg: number): number {
  const dLat = Math.cos(fromDeg * DEG) / KM_PER_DEG;
  const dLon = Math.sin(fromDeg * DEG) / (KM_PER_DEG * Math.max(0.05, Math.cos(lat * DEG)));
  for (let d = FETCH_STEP_KM; d <= FETCH_MAX_KM; d += FETCH_STEP_KM) {
    const pLat = lat + d * dLat;
    if (pLat > 89.9 || pLat < -89.9) break;
    if (mask.isLand(pLat, lon + d * dLon)) return d;
  }
  return Infinity;
}

interface Component {
  energy: number;
  periodS: number;
  fromDeg: number;
}

/**
 * Wind sea: the smallest of the fully developed sea (Pierson & Moskowitz 1964, Hs ≈ 0.0246 U10²,
 * U10 in m/s), the fetch-limited JONSWAP growth (Hasselmann et al. 1973, g Hs / U² = 1.6e-3
 * (g F / U²)^½) and the duration-limited one: a wind blowing for t grows the sea of the fetch
 * g F / U² = (g t / U / 68.8)^(3/2) (Shore Protection Manual, USACE 1984, ch. 3). Peak period
 * Tp ≈ 5 √Hs (fully developed PM spectrum), mean period 0.78 Tp.
 */
function windSea(windMs: number, fetchM: number, scale: number): Component & { heightM: number } {
  const u = Math.max(0.5, windMs);
  const developed = 0.0246 * u * u;
  const durationFetchM = ((u * u) / G) * Math.pow((G * WIND_DURATION_S) / u / 68.8, 1.5);
  const limited = 0.0016 * u * Math.sqrt(Math.min(fetchM, durationFetchM) / G);
  const heightM = Math.min(developed, limited) * scale;
  return { heightM, energy: heightM * heightM, periodS: Math.max(1.5, 0.78 * 5 * Math.sqrt(heightM)), fromDeg: 0 };
}

/** Where the distant storms' background swell comes from: SW in the south and tropics, turning W in the north. */
function backgroundSwellFromDeg(lat: number): number {
  const northness = clamp((lat - 5) / 30, 0, 1);
  return 210 + 75 * northness;
}

/** The share of the background swell that reaches the point (swell-exposure.ts): fixed per place. */
export function backgroundSwellExposure(mask: LandMask, lat: number, lon: number): number {
  return swellExposure(mask, lat, lon, backgroundSwellFromDeg(lat), SWELL_REACH_KM);
}

export function seaStateAt(mask: LandMask, input: WaveInputs): SeaState {
  const { lat, lon, landFraction, windFromDeg, states } = input;
  // A sea grows over hours: the effective wind leans on the wind six hours before.
  const windMs = Math.sqrt(0.5 * (input.windMs * input.windMs + input.windBeforeMs * input.windBeforeMs));
  const sea = windSea(windMs, fetchKm(mask, lat, lon, windFromDeg) * 1000, input.seaScale);
  sea.fromDeg = windFromDeg;
  const shelter = 1 - 0.8 * landFraction;
  const storm = input.storm;
  // Under a tropical cyclone the sea is the storm's (Young 1988): its fetch moves with it, so the
  // local growth laws, which assume a steady wind, give way to it near the core.
  if (storm.weight > 0) {
    const share = clamp(2 * storm.weight, 0, 1);
    sea.heightM = share * storm.seaM * shelter + (1 - share) * sea.heightM;
    sea.energy = sea.heightM * sea.heightM;
    sea.periodS = share * 0.78 * storm.seaPeriodS + (1 - share) * sea.periodS;
  }

  // Swell from distant storms: about a metre everywhere, the Southern Ocean's long swell reaching
  // into the southern trades (more in the austral winter), the northern storm tracks' in their
  // winter; from the SW in the south and tropics turning W in the northern mid-latitudes. The
  // northern share is small: the world's own lows, blowing at the calibrated strength
  // (wind-calibration.ts), send theirs (below).
  const southWinter = winterness(-50, input.season);
  const northWinter = winterness(50, input.season);
  const bgHeight =
    (1 + 2.4 * (0.85 + 0.3 * southWinter) * bump(lat, -50, 28) + 0.9 * (0.4 + northWinter) * bump(lat, 50, 15)) *
    shelter;
  const bgFrom = backgroundSwellFromDeg(lat);
  const swellEnergyScale = input.swellScale * input.swellScale;
  const bgExposure = input.backgroundExposure ?? backgroundSwellExposure(mask, lat, lon);
  const bgEnergy = bgHeight * bgHeight * bgExposure * swellEnergyScale;
  // Longer from the bigger distant storms: a peak period of about 10 s for a metre of it, 13 s for
  // the Southern Ocean's winter swell of 2.5 m.
  const bgPeakS = clamp(8 + 2 * bgHeight, 9, 14);
  const swells: Component[] = [{ energy: bgEnergy, periodS: 0.85 * bgPeakS, fromDeg: bgFrom }];

  if (storm.swellM > 0.05) {
    const h = storm.swellM * shelter * Math.sqrt(swellExposure(mask, lat, lon, storm.swellFromDeg, SWELL_REACH_KM));
    swells.push({ energy: h * h, periodS: 0.85 * storm.swellPeriodS, fromDeg: storm.swellFromDeg });
  }

  const v = states.values;
  const cosLat = Math.cos(lat * DEG);
  for (let i = 0, o = 0; i < states.count; i++, o += STRIDE) {
    const hpa = v[o + 2]!;
    if (hpa > -5) continue;
    const radius = v[o + 3]!;
    let dLon = lon - v[o + 1]!;
    dLon = dLon >= 180 ? dLon - 360 : dLon < -180 ? dLon + 360 : dLon;
    const east = -dLon * KM_PER_DEG * 0.5 * (cosLat + v[o + 4]!);
    const north = (v[o]! - lat) * KM_PER_DEG;
    const d = Math.hypot(east, north);
    if (d > 6000) continue;
    // Inside the storm its waves are the wind sea; its swell is felt from about 1.4 radii out.
    const outside = clamp((d - 0.6 * radius) / (0.8 * radius), 0, 1);
    if (outside === 0) continue;
    const stormSeaM = Math.min(12, 0.22 * -hpa);
    const h = stormSeaM * Math.exp(-d / 3000) * Math.sqrt(radius / (radius + d)) * outside * outside * shelter;
    if (h < 0.05) continue;
    const fromDeg = (Math.atan2(east, north) / DEG + 360) % 360;
    const reachKm = clamp(d, 300, SWELL_REACH_KM);
    swells.push({
      energy: h * h * swellExposure(mask, lat, lon, fromDeg, reachKm) * swellEnergyScale,
      // A storm sea's peak period (about 4.5 √Hs), lengthening with distance as the longer waves
      // outrun the shorter.
      periodS: 0.85 * (4.5 * Math.sqrt(stormSeaM) + 2 * Math.min(1, d / 4000)),
      fromDeg,
    });
  }

  let energy = sea.energy;
  let swellEnergy = 0;
  let swellMoment = 0;
  // The mean period of the whole sea, T = m0 / m1, from the parts' energies and mean periods:
  // the parts' first moments add (m1 = E / T), so short wind-sea waves weigh as they do on a buoy.
  let firstMoment = sea.energy / sea.periodS;
  let dirX = sea.energy * Math.sin(sea.fromDeg * DEG);
  let dirY = sea.energy * Math.cos(sea.fromDeg * DEG);
  let first: Component | undefined;
  let second: Component | undefined;
  for (const s of swells) {
    energy += s.energy;
    swellEnergy += s.energy;
    firstMoment += s.energy / s.periodS;
    swellMoment += s.energy / s.periodS;
    dirX += s.energy * Math.sin(s.fromDeg * DEG);
    dirY += s.energy * Math.cos(s.fromDeg * DEG);
    if (first === undefined || s.energy > first.energy) {
      second = first;
      first = s;
    } else if (second === undefined || s.energy > second.energy) {
      second = s;
    }
  }
  return {
    heightM: Math.sqrt(energy),
    windSeaM: Math.sqrt(sea.energy),
    swellM: Math.sqrt(swellEnergy),
    swellPeriodS: swellMoment > 0 ? swellEnergy / swellMoment : 0,
    directionDeg: energy > 0 ? (((Math.atan2(dirX, dirY) / DEG) % 360) + 360) % 360 : windFromDeg,
    meanPeriodS: (energy > 0 ? energy / firstMoment : sea.periodS) * input.periodScale,
    secondarySwellPeriodS: (second ?? first ?? sea).periodS * input.periodScale,
  };
}
