// A storm's whole life as a continuous function of time: its track integrated hourly from
// genesis (west-north-west, then recurving poleward and east; mirrored in the south), its wind
// rising to a peak and decaying, and everything in between interpolated linearly. Over land the
// wind decays as Kaplan & DeMaria (1995) found for landfalling storms, over cooler water towards
// the poles it is capped, and the storm ends where real advisories end: inland, or in
// extratropical transition.
import type { StormPlan } from './season';

/** The state of a storm at one instant. */
export interface StormState {
  readonly latDeg: number;
  /** Continuous along the track (may leave [-180, 180)); normalise before reporting. */
  readonly lonDeg: number;
  /** Maximum sustained wind, knots. */
  readonly windKn: number;
  /** Translation: heading in degrees true, [0, 360), and speed in knots. */
  readonly movementDeg: number;
  readonly movementKn: number;
}

const DEG = Math.PI / 180;
/** Storms do not survive this far poleward; the track stops climbing here. */
const MAX_ABS_LAT_DEG = 55;

function smoothstep(x: number): number {
  const t = Math.min(1, Math.max(0, x));
  return t * t * (3 - 2 * t);
}

/** Heading (northern frame) and speed at `ageH` hours after genesis. */
function steering(plan: StormPlan, ageH: number): { headingDeg: number; speedKn: number } {
  const wobbleDeg = 7 * Math.sin((2 * Math.PI * ageH) / 30 + plan.wobblePhase);
  if (plan.recurveAt === null) {
    // A straight runner: drifts a little more northward as it goes.
    return { headingDeg: plan.headingDeg + 10 * smoothstep(ageH / plan.lifeH) + wobbleDeg, speedKn: plan.speedKn };
  }
  // Recurvature over about two days: the heading turns clockwise through north to the north-east.
  const turn = smoothstep((ageH - plan.recurveAt * plan.lifeH) / 48);
  const target = plan.recurvedHeadingDeg + 360;
  return {
    headingDeg: plan.headingDeg + (target - plan.headingDeg) * turn + wobbleDeg,
    speedKn: plan.speedKn + (plan.recurvedSpeedKn - plan.speedKn) * turn,
  };
}

/**
 * The wind the ocean would give the storm at `ageH` (its potential over warm water): 25 kn at
 * genesis and at the end of the planned life, the plan's peak in between.
 */
export function oceanWindKn(plan: StormPlan, ageH: number): number {
  const f = Math.min(1, Math.max(0, ageH / plan.lifeH));
  const rise =
    f <= plan.peakAt
      ? Math.sin((Math.PI / 2) * (f / plan.peakAt)) ** 1.5
      : (1 - (f - plan.peakAt) / (1 - plan.peakAt)) ** 1.3;
  return 25 + (plan.peakKn - 25) * rise;
}

function mirrored(plan: StormPlan, headingDeg: number): number {
  // Southern hemisphere: west-south-west first, recurving through south to the south-east.
  const h = plan.basin.hemisphere === 'S' ? 180 - headingDeg : headingDeg;
  return ((h % 360) + 360) % 360;
}

/**
 * Kaplan & DeMaria (1995, J. Appl. Meteor. 34, 2499-2512), inland decay of the maximum sustained
 * wind fitted to US landfalls 1967-93: V(t) = Vb + (R V0 - Vb) e^(-a t), t hours since landfall,
 * V0 the wind at landfall, R = 0.9 the drop at the coast, Vb = 26.7 kn, a = 0.095 per hour.
 */
export const INLAND_DECAY = { reduction: 0.9, backgroundKn: 26.7, perHour: 0.095 } as const;
/** Back over water a storm regains what land took at this rate, kn per hour (30 kn a day is rapid intensification). */
const REGAIN_KN_PER_H = 1;
/**
 * Advisories end when the centre has lost its storm over land: a remnant low below 30 kn, or
 * (however fast it ran) its centre this far from where it came ashore, km.
 */
const REMNANT_KN = 30;
const INLAND_END_KM = 250;
const KM_PER_NM = 1.852;

/**
 * Over cooling water poleward of the tropics the most a storm can hold falls (SST below about
 * 26 °C), and at `etLatDeg` it has become extratropical and leaves the tropical advisories
 * (Hart & Evans 2001: Atlantic transitions mostly 35-45° N). No cap up to 15° short of it, then
 * 170 kn falling to 70 kn 5° short and to 40 kn at it.
 */
export function coolWaterCapKn(absLatDeg: number, etLatDeg: number): number {
  const x = (absLatDeg - (etLatDeg - 15)) / 10;
  if (x <= 0) return Infinity;
  if (x <= 1) return 170 - 100 * x;
  return Math.max(40, 70 - 60 * (x - 1));
}

/** Where land is, for the track; the sandbox's 0.1° mask from Natural Earth. */
export type IsLand = (latDeg: number, lonDeg: number) => boolean;

/** Wrap to [-180, 180) for the land lookup; the track's own longitude runs on continuously. */
function wrapLon(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

/**
 * The storm's hourly states from genesis until it ends: its planned life, or earlier when it
 * dies inland (remnant or too far from the coast) or passes its basin's transition latitude.
 */
export function integrateTrack(plan: StormPlan, isLand: IsLand): StormState[] {
  const nodes: StormState[] = [];
  let latDeg = plan.genesisLatDeg;
  let lonDeg = plan.genesisLonDeg;
  let windKn = oceanWindKn(plan, 0);
  let landfall: { latDeg: number; lonDeg: number } | null = null;
  for (let ageH = 0; ageH <= plan.lifeH; ageH++) {
    const { headingDeg, speedKn } = steering(plan, ageH);
    const movementDeg = mirrored(plan, headingDeg);
    const overLand = isLand(latDeg, wrapLon(lonDeg));
    if (ageH > 0) {
      const { reduction, backgroundKn, perHour } = INLAND_DECAY;
      if (overLand) {
        // The first hour ashore takes R, every hour the exponential decay towards Vb.
        const v0 = landfall === null ? reduction * windKn : windKn;
        windKn = backgroundKn + (v0 - backgroundKn) * Math.exp(-perHour);
        landfall ??= { latDeg, lonDeg };
      } else {
        landfall = null;
        // It follows the ocean's curve, and makes up what land took at REGAIN_KN_PER_H.
        const potential = oceanWindKn(plan, ageH);
        const rise = Math.max(0, potential - oceanWindKn(plan, ageH - 1));
        windKn = Math.min(potential, windKn + rise + REGAIN_KN_PER_H);
      }
      windKn = Math.min(windKn, coolWaterCapKn(Math.abs(latDeg), plan.basin.etLatDeg));
    }
    const inlandKm =
      landfall === null
        ? 0
        : Math.hypot(latDeg - landfall.latDeg, (lonDeg - landfall.lonDeg) * Math.cos(latDeg * DEG)) * 60 * KM_PER_NM;
    const ended =
      ageH > 0 &&
      ((overLand && (windKn < REMNANT_KN || inlandKm > INLAND_END_KM)) || Math.abs(latDeg) >= plan.basin.etLatDeg);
    // A storm needs two nodes to be looked at between them: the first hours always count.
    if (ended && nodes.length >= 2) break;
    nodes.push({ latDeg, lonDeg, windKn, movementDeg, movementKn: speedKn });
    // One hour of travel; 60 NM per degree of latitude.
    const dNm = speedKn;
    latDeg = Math.max(-MAX_ABS_LAT_DEG, Math.min(MAX_ABS_LAT_DEG, latDeg + (dNm * Math.cos(movementDeg * DEG)) / 60));
    lonDeg += (dNm * Math.sin(movementDeg * DEG)) / (60 * Math.cos(latDeg * DEG));
  }
  return nodes;
}

/** The hours from genesis to the storm's end: its last hourly node. */
export function trackEndH(nodes: readonly StormState[]): number {
  return nodes.length - 1;
}

export interface StormTrack {
  readonly plan: StormPlan;
  /** Hours from genesis to the end of the storm (its planned life, or earlier inland or at transition). */
  readonly endH: number;
  /** State at `timeUtc`, interpolated between hourly nodes; clamped to the storm's life. */
  at(timeUtc: number): StormState;
}

/**
 * Each plan's hourly nodes over the land they were integrated on: the season finds a storm's end
 * from them (season.ts), and its track, forecast and vortices read the same ones.
 */
const integrated = new WeakMap<StormPlan, { readonly isLand: IsLand; readonly nodes: StormState[] }>();

/** The plan's nodes over `isLand`, integrated once per plan and land. */
export function trackNodes(plan: StormPlan, isLand: IsLand): StormState[] {
  const known = integrated.get(plan);
  if (known !== undefined && known.isLand === isLand) return known.nodes;
  const nodes = integrateTrack(plan, isLand);
  integrated.set(plan, { isLand, nodes });
  return nodes;
}

/** The track over the given land (at 30 kn an hour is 30 NM a step, a smooth enough line). */
export function stormTrack(plan: StormPlan, isLand: IsLand): StormTrack {
  const nodes = trackNodes(plan, isLand);
  const endH = trackEndH(nodes);
  return {
    plan,
    endH,
    at(timeUtc: number): StormState {
      const ageH = Math.min(endH, Math.max(0, (timeUtc - plan.genesisUtc) / 3600));
      const i = Math.min(nodes.length - 2, Math.floor(ageH));
      const a = nodes[i];
      const b = nodes[i + 1];
      if (a === undefined || b === undefined) throw new Error(`storm track has ${nodes.length} nodes`);
      const w = ageH - i;
      // Interpolate the heading the short way round north.
      const dHeading = ((((b.movementDeg - a.movementDeg) % 360) + 540) % 360) - 180;
      return {
        latDeg: a.latDeg + (b.latDeg - a.latDeg) * w,
        lonDeg: a.lonDeg + (b.lonDeg - a.lonDeg) * w,
        windKn: a.windKn + (b.windKn - a.windKn) * w,
        movementDeg: (((a.movementDeg + dHeading * w) % 360) + 360) % 360,
        movementKn: a.movementKn + (b.movementKn - a.movementKn) * w,
      };
    },
  };
}
