// The near-surface weather at one point, time, run and member: pressure, 10 m wind and gust,
// temperature, humidity, precipitation and cloud, from the climate background, the systems and
// the textures. Every other element (levels, waves, derived quantities) starts from this.
import {
  airClimateC,
  continentality,
  backgroundPressureHpa,
  backgroundWind,
  bump,
  clamp,
  humidityClimatePct,
  seasonAt,
  type Wind,
} from './climate';
import { dewPointC } from './thermo';
import { emptySynoptic, synopticAt, type Synoptic } from './synoptic';
import type { SystemStates } from './systems';
import type { Texture } from './texture';
import { landFriction, noStorm, stormsAt, type StormEffect, type Vortex } from './vortex';

const DEG = Math.PI / 180;
/** Surface wind as a share of the geostrophic wind over the sea (about 0.7, Holton §5.3). */
const SURFACE_WIND_SHARE = 0.72;
/** Turning of the surface wind towards low pressure, degrees: over sea, and extra over land. */
const TURN_SEA_DEG = 18;
const TURN_LAND_EXTRA_DEG = 14;
/** Speeds saturate smoothly towards this, m/s (a gradient-wind limit for the Gaussian lows). */
const MAX_SURFACE_WIND_MS = 38;
/** Amplitude of the variable breezes everywhere, and extra under the ITCZ, m/s. */
const BREEZE_MS = 2.4;
const ITCZ_BREEZE_MS = 5.5;

/** Shared by every point far from a cyclone; never written to. */
const NO_STORM: StormEffect = Object.freeze(noStorm());

/** A member's perturbation of the background: amplitude, phases (fixed per run and member). */
export interface MemberNoise {
  readonly textureShift: number;
}

export interface SurfaceInputs {
  readonly lat: number;
  readonly lon: number;
  readonly timeUtc: number;
  readonly leadDays: number;
  readonly landFraction: number;
  /** Land upwind in the prevailing flow, 0..1 (land.ts): how continental the climate is. */
  readonly upwindLand: number;
  readonly states: SystemStates;
  /** The tropical cyclones, as this run and member see them (cyclones.ts). */
  readonly vortices: readonly Vortex[];
  readonly texture: Texture;
  readonly noise: MemberNoise;
  /** Factor on the world's own wind that brings its mean to the sea's climate (wind-calibration.ts). */
  readonly windScale: number;
}

export interface Surface {
  readonly itcz: number;
  readonly syn: Synoptic;
  /** What the tropical cyclones add here (zero away from them); the sea state reads it too. */
  readonly storm: StormEffect;
  /** Background (zonal-mean and member-perturbed) 10 m wind, m/s. */
  readonly bgU: number;
  readonly bgV: number;
  readonly mslHpa: number;
  /** 10 m wind, m/s. */
  readonly u10: number;
  readonly v10: number;
  readonly speed10: number;
  readonly gust10: number;
  /** 2 m temperature, and the same without the daily cycle (for the levels above), °C. */
  readonly t2mC: number;
  readonly t2mDailyMeanC: number;
  readonly rh2mPct: number;
  readonly td2mC: number;
  /** Precipitation rate, mm/h; 0 below the trace threshold. */
  readonly precipMmH: number;
  /** Share of the precipitation falling as snow, 0..1. */
  readonly snowFraction: number;
  readonly cloudLowPct: number;
  readonly cloudMidPct: number;
  readonly cloudHighPct: number;
  readonly cloudTotalPct: number;
  /** 0..1: how favourable for convection (cells texture, moisture, ITCZ). */
  readonly convective: number;
}

function rotate(w: Wind, deg: number): void {
  const c = Math.cos(deg * DEG);
  const s = Math.sin(deg * DEG);
  const u = w.u * c - w.v * s;
  w.v = w.u * s + w.v * c;
  w.u = u;
}

export function surfaceAt(input: SurfaceInputs): Surface {
  const { lat, lon, timeUtc, leadDays, landFraction, states, vortices, texture, noise } = input;
  const season = seasonAt(timeUtc);
  const syn = synopticAt(states, lat, lon, emptySynoptic());
  const itcz = bump(lat - season.itczLat, 0, 5);

  const bg = backgroundWind(lat, season, { u: 0, v: 0 });

  // The systems' wind: a share of the geostrophic one, turned towards the low (to the left of
  // the flow in the north, the right in the south).
  const sys = { u: syn.geoU * SURFACE_WIND_SHARE, v: syn.geoV * SURFACE_WIND_SHARE };
  rotate(sys, Math.sign(lat || 1) * (TURN_SEA_DEG + TURN_LAND_EXTRA_DEG * landFraction));
  const friction = landFriction(landFraction);
  const cells = texture.cells(lat, lon, timeUtc, noise.textureShift * leadDays);
  const broad = texture.broad(lat, lon, timeUtc, noise.textureShift * leadDays);
  // Shifting breezes and squalls: the ITCZ is light and variable (about 4 m/s on average), not dead.
  const breeze = BREEZE_MS + ITCZ_BREEZE_MS * bump(lat - season.itczLat, 0, 8);
  let u = (bg.u + sys.u) * friction + breeze * cells;
  let v = (bg.v + sys.v) * friction + breeze * texture.cells(lat, lon, timeUtc, 1.7 + noise.textureShift * leadDays);
  const raw = Math.hypot(u, v);
  const calm = input.windScale * MAX_SURFACE_WIND_MS * Math.tanh(raw / MAX_SURFACE_WIND_MS);
  if (raw > 0) {
    u *= calm / raw;
    v *= calm / raw;
  }
  // A tropical cyclone's own wind is not saturated; its surroundings yield to it near the core.
  const storm = vortices.length === 0 ? NO_STORM : stormsAt(vortices, lat, lon, noStorm(), friction);
  if (storm.weight > 0) {
    const keep = 1 - 0.8 * storm.weight;
    u = u * keep + storm.u;
    v = v * keep + storm.v;
  }
  const speed10 = storm.weight > 0 ? Math.hypot(u, v) : calm;

  // Temperature: climate, plus warm air on the poleward flow ahead of lows and cold behind.
  const warmAdvection = 0.2 * syn.geoV * Math.sign(lat || 1);
  const land = { fraction: landFraction, continental: continentality(landFraction, input.upwindLand) };
  const climate = airClimateC(lat, lon, timeUtc, season, land);
  const dailyMean = airClimateC(lat, lon, timeUtc, season, land, false);
  const t2mC = Math.max(-60, climate + warmAdvection);
  const t2mDailyMeanC = Math.max(-60, dailyMean + warmAdvection);

  const lowW = Math.min(1.5, syn.lowWeight + 2 * storm.weight);
  const highW = Math.min(1.5, syn.highWeight);
  // Humidity falls in the afternoon over land as the temperature rises.
  const rh2mPct = clamp(
    humidityClimatePct(lat, season, landFraction) +
      14 * lowW -
      10 * highW +
      6 * itcz * cells -
      1.6 * (t2mC - t2mDailyMeanC),
    8,
    100,
  );
  const td2mC = dewPointC(t2mC, rh2mPct);

  const cells01 = 0.5 + 0.5 * cells;
  const frontal = syn.frontalRainMmH * (0.55 + 0.9 * cells01) * (0.8 + 0.4 * (0.5 + 0.5 * broad));
  const convective =
    clamp(itcz * 0.9 + (0.4 * landFraction * Math.max(0, t2mC - 20)) / 10 + 0.3 * lowW, 0, 1) * cells01;
  const showers = 2.4 * Math.max(0, convective - 0.35) + 0.5 * lowW * Math.max(0, cells - 0.5);
  const precipMmH = Math.max(0, frontal + showers + storm.rainMmH * (0.6 + 0.8 * cells01) - 0.1);
  const snowFraction = clamp((1.5 - t2mC) / 2, 0, 1);

  const cloudLowPct = clamp(((rh2mPct - 70) / 25) * 100 + 40 * Math.min(1, precipMmH), 0, 100);
  const cloudMidPct = clamp(
    100 * (0.8 * Math.min(1, lowW) + 0.6 * itcz * cells01 - 0.5 * Math.min(1, highW) + 0.15 * broad),
    0,
    100,
  );
  const cloudHighPct = clamp(
    100 * (0.25 + 0.6 * Math.min(1, 1.3 * lowW) + 0.5 * itcz - 0.4 * Math.min(1, highW) + 0.2 * broad),
    0,
    100,
  );
  const clear = (1 - cloudLowPct / 100) * (1 - cloudMidPct / 100) * (1 - cloudHighPct / 100);

  // Gust factor about 1.25 over open sea (3-s gust on a 10-min mean, at-sea exposure, WMO-No. 1132,
  // Harper et al. 2010, table 1.1: 1.23-1.30), more over rough land and in showers.
  const gust10 = speed10 * (1.25 + 0.25 * landFraction + 0.1 * convective) + 0.3;
  return {
    itcz,
    syn,
    storm,
    bgU: bg.u,
    bgV: bg.v,
    mslHpa: backgroundPressureHpa(lat, season) + syn.pressureHpa + storm.pressureHpa,
    u10: u,
    v10: v,
    speed10,
    gust10,
    t2mC,
    t2mDailyMeanC,
    rh2mPct,
    td2mC,
    precipMmH,
    snowFraction,
    cloudLowPct,
    cloudMidPct,
    cloudHighPct,
    cloudTotalPct: 100 * (1 - clear),
    convective,
  };
}

/** Direction the wind blows FROM, degrees clockwise from north in [0, 360). */
export function directionFromDeg(u: number, v: number): number {
  if (u === 0 && v === 0) return 0;
  const to = Math.atan2(u, v) / DEG;
  return (to + 180 + 360) % 360;
}
