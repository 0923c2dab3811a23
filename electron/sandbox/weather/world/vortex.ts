// A tropical cyclone as the fields feel it: the Holland (1980) parametric vortex fitted to the
// storm's maximum wind and central pressure, made asymmetric by its forward motion, with its
// pressure dip, rain bands and the sea it raises (Young 1988). Pure functions of one vortex.

const DEG = Math.PI / 180;
const KM_PER_DEG = 111.2;
const G = 9.81;
/** Near-surface air density, kg/m³. */
const AIR_DENSITY = 1.15;
/** Surface (10 m) wind as a share of the gradient wind over the sea (Powell et al. 2003: ~0.8). */
const SURFACE_SHARE = 0.8;
/** Inflow angle of the surface wind across the isobars, degrees (Zhang & Uhlhorn 2012: ~20°). */
const INFLOW_DEG = 20;
/** The vortex merges into its surroundings beyond about this radius, km. */
const OUTER_KM = 900;
/** Beyond this, a storm adds nothing, km. */
export const REACH_KM = 1800;

/** One storm as one run (or member) sees it at one instant. */
export interface Vortex {
  readonly lat: number;
  readonly lon: number;
  readonly cosLat: number;
  readonly south: boolean;
  /** Maximum sustained 10 m wind, m/s, including the forward motion. */
  readonly vMaxMs: number;
  /** The symmetric part of it, m/s. */
  readonly vSymMs: number;
  /** Radius of maximum wind, km. */
  readonly rMaxKm: number;
  /** Holland's shape parameter B, fitted to the wind and pressure. */
  readonly b: number;
  /** Central pressure deficit, hPa. */
  readonly deficitHpa: number;
  /** Translation, m/s towards east and north. */
  readonly moveEastMs: number;
  readonly moveNorthMs: number;
  /** Highest significant wave height of the storm, m (Young 1988). */
  readonly hsMaxM: number;
  /** Peak period of that sea, s. */
  readonly tpMaxS: number;
  /**
   * The land's friction where the centre is (1 at sea, 0.65 over land, as atmosphere.ts takes it).
   * A storm ashore is given its wind over land already (its inland decay), so the land takes
   * from it only where the ground is rougher than under its centre.
   */
  readonly centreFriction: number;
}

/** Surface wind kept over land: 1 − 0.35 × the land fraction (atmosphere.ts). */
export function landFriction(landFraction: number): number {
  return 1 - 0.35 * landFraction;
}

/** Radius of maximum wind, km: Willoughby, Darling & Rahn (2006) eq. 7a, Vmax in m/s, latitude in °. */
export function radiusOfMaxWindKm(vMaxMs: number, latDeg: number): number {
  return 46.4 * Math.exp(-0.0155 * vMaxMs + 0.0169 * Math.abs(latDeg));
}

/**
 * Maximum significant wave height of a moving tropical cyclone (Young 1988, J. Waterway Port
 * Coastal Ocean Eng. 114(5)): an equivalent fetch F = R'·(a Vm² + b Vm Vf + c Vf² + d Vm + e Vf + f),
 * R' = 22.5e3 log10(Rmax) − 70.8e3 (m), in JONSWAP's fetch-limited growth g Hs / Vm² = 0.0016 (g F / Vm²)^½.
 * For 40 m/s, 5 m/s forward and Rmax 30 km that is about 10 m; for 70 m/s, Rmax 20 km, 17-18 m.
 */
export function stormSeaMaxM(vMaxMs: number, forwardMs: number, rMaxKm: number): { hsM: number; tpS: number } {
  const vm = vMaxMs;
  const vf = Math.min(forwardMs, 12);
  const rPrimeM = Math.max(10e3, 22.5e3 * Math.log10(rMaxKm * 1000) - 70.8e3);
  const shape = -2.175e-3 * vm * vm + 1.506e-2 * vm * vf - 1.223e-1 * vf * vf + 2.19e-1 * vm + 6.737e-1 * vf + 0.798;
  const fetchM = Math.max(20e3, rPrimeM * shape);
  const hsM = (0.0016 * Math.sqrt(G * fetchM) * vm) / G;
  // JONSWAP peak frequency g fp / U = 3.5 (g F / U²)^-0.33.
  const tpS = vm / (G * 3.5 * Math.pow((G * fetchM) / (vm * vm), -0.33));
  return { hsM, tpS };
}

/**
 * A vortex for a storm of `windKn` (1-min sustained, as advisories give it) at `latDeg`, moving
 * towards `headingDeg` at `movementKn`. The pressure follows the wind by Atkinson & Holliday (1977),
 * as the storms list reports it; Holland's B is then fitted: Vg,max² = B Δp / (ρ e).
 */
export function makeVortex(
  latDeg: number,
  lonDeg: number,
  windKn: number,
  headingDeg: number,
  movementKn: number,
  centreLandFraction = 0,
): Vortex {
  const vMaxMs = windKn * 0.5144;
  const forwardMs = movementKn * 0.5144;
  const vSymMs = Math.max(0.75 * vMaxMs, vMaxMs - 0.5 * forwardMs);
  const deficitHpa = Math.max(2, Math.pow(windKn / 6.7, 1 / 0.644));
  const vGradient = vSymMs / SURFACE_SHARE;
  const b = Math.min(2.5, Math.max(1, (AIR_DENSITY * Math.E * vGradient * vGradient) / (deficitHpa * 100)));
  const rMaxKm = radiusOfMaxWindKm(vMaxMs, latDeg);
  const sea = stormSeaMaxM(vMaxMs, forwardMs, rMaxKm);
  return {
    lat: latDeg,
    lon: lonDeg,
    cosLat: Math.cos(latDeg * DEG),
    south: latDeg < 0,
    vMaxMs,
    vSymMs,
    rMaxKm,
    b,
    deficitHpa,
    moveEastMs: forwardMs * Math.sin(headingDeg * DEG),
    moveNorthMs: forwardMs * Math.cos(headingDeg * DEG),
    hsMaxM: sea.hsM,
    tpMaxS: sea.tpS,
    centreFriction: landFriction(centreLandFraction),
  };
}

/** What the storms add at one point. */
export interface StormEffect {
  /** 10 m wind, m/s. */
  u: number;
  v: number;
  /** Pressure anomaly, hPa (negative). */
  pressureHpa: number;
  /** 0..1: how much the vortex rules the wind here (1 at the eyewall); the surroundings yield to it. */
  weight: number;
  /** Rain, mm/h, in spiral bands. */
  rainMmH: number;
  /** Storm sea, m, and its peak period, s; swell radiating from storms, m, period, from-direction. */
  seaM: number;
  seaPeriodS: number;
  swellM: number;
  swellPeriodS: number;
  swellFromDeg: number;
}

export function noStorm(): StormEffect {
  return {
    u: 0,
    v: 0,
    pressureHpa: 0,
    weight: 0,
    rainMmH: 0,
    seaM: 0,
    seaPeriodS: 0,
    swellM: 0,
    swellPeriodS: 0,
    swellFromDeg: 0,
  };
}

const COS_IN = Math.cos(INFLOW_DEG * DEG);
const SIN_IN = Math.sin(INFLOW_DEG * DEG);

/**
 * Adds every vortex's effect at (lat, lon) into `out`; `friction` is the land's there
 * (landFriction), 1 at sea. The wind is the storm's own, cut by land rougher than its centre's.
 */
export function stormsAt(
  vortices: readonly Vortex[],
  lat: number,
  lon: number,
  out: StormEffect,
  friction = 1,
): StormEffect {
  const cosLat = Math.cos(lat * DEG);
  for (const s of vortices) {
    const dy = (lat - s.lat) * KM_PER_DEG;
    if (dy > REACH_KM || dy < -REACH_KM) continue;
    let dLon = lon - s.lon;
    dLon = ((((dLon + 180) % 360) + 360) % 360) - 180;
    const dx = dLon * KM_PER_DEG * 0.5 * (cosLat + s.cosLat);
    const r = Math.max(0.5, Math.hypot(dx, dy));
    if (r > REACH_KM) continue;
    // Holland (1980), cyclostrophic: V(r)/Vmax = sqrt(x e^(1-x)), x = (Rmax/r)^B; p = pc + Δp e^(-x).
    const x = Math.pow(s.rMaxKm / r, s.b);
    const taper = 1 / (1 + Math.pow(r / OUTER_KM, 6));
    const shape = Math.sqrt(x * Math.exp(1 - x)) * taper;
    const speed = s.vSymMs * shape;
    // Cyclonic: anticlockwise in the north, clockwise in the south; turned inwards by the inflow.
    const tx = (s.south ? dy : -dy) / r;
    const ty = (s.south ? -dx : dx) / r;
    const ix = -dx / r;
    const iy = -dy / r;
    // The forward motion adds on the side where the wind blows with it (Jelesnianski 1966).
    const keep = Math.min(1, friction / s.centreFriction);
    out.u += keep * (speed * (COS_IN * tx + SIN_IN * ix) + 0.5 * shape * s.moveEastMs);
    out.v += keep * (speed * (COS_IN * ty + SIN_IN * iy) + 0.5 * shape * s.moveNorthMs);
    out.pressureHpa -= s.deficitHpa * (1 - Math.exp(-x)) * (0.3 + 0.7 * taper);
    out.weight = Math.max(out.weight, shape);

    // Rain: Lonfat, Marks & Chen (2004, TRMM): inner-core rates about 3 mm/h in tropical storms to
    // 12 mm/h in major hurricanes, falling off over a few hundred km, in spiral bands.
    const windKn = s.vMaxMs / 0.5144;
    const coreMmH = Math.min(16, 3 + 0.09 * Math.max(0, windKn - 34));
    const eye = r < 0.6 * s.rMaxKm ? (r / (0.6 * s.rMaxKm)) ** 2 : 1;
    const theta = Math.atan2(dy, dx) * (s.south ? -1 : 1);
    const arm = 0.5 + 0.5 * Math.cos(2 * theta + 5 * Math.log(r / s.rMaxKm));
    const banded = r < 2 * s.rMaxKm ? 1 : 0.35 + 1.3 * arm * arm;
    out.rainMmH += coreMmH * eye * banded * Math.exp(-Math.max(0, r - s.rMaxKm) / 180) * taper;

    // The storm's own sea, highest right of the track ahead (Young 1988), a wind sea under it.
    const ahead =
      (dx * s.moveEastMs + dy * s.moveNorthMs) / (r * Math.max(0.5, Math.hypot(s.moveEastMs, s.moveNorthMs)));
    const right =
      ((s.south ? -1 : 1) * (dx * s.moveNorthMs - dy * s.moveEastMs)) /
      (r * Math.max(0.5, Math.hypot(s.moveEastMs, s.moveNorthMs)));
    const sea = s.hsMaxM * Math.pow(Math.min(1, shape / taper), 0.7) * (0.85 + 0.1 * right + 0.05 * ahead) * taper;
    if (sea > out.seaM) {
      out.seaM = sea;
      out.seaPeriodS = s.tpMaxS * Math.sqrt(Math.max(0.2, sea / s.hsMaxM));
    }
    // Swell runs out ahead of the storm, from its direction, longer the further it has gone.
    if (r > 2 * s.rMaxKm) {
      const swell = 0.55 * s.hsMaxM * Math.sqrt((3 * s.rMaxKm) / r) * Math.exp(-r / 2500) * (0.55 + 0.45 * ahead);
      if (swell > out.swellM) {
        out.swellM = swell;
        out.swellPeriodS = Math.min(17, s.tpMaxS * (1 + r / 3000));
        out.swellFromDeg = (Math.atan2(-dx, -dy) / DEG + 360) % 360;
      }
    }
  }
  return out;
}
