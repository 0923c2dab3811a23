// A storm's whole life as a continuous function of time: its track integrated hourly from
// genesis (west-north-west, then recurving poleward and east; mirrored in the south), its
// wind rising to a peak and decaying, and everything in between interpolated linearly.
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

/** Sustained wind at `ageH`: 25 kn at genesis and dissipation, the plan's peak in between. */
function windAt(plan: StormPlan, ageH: number): number {
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

export interface StormTrack {
  readonly plan: StormPlan;
  /** State at `timeUtc`, interpolated between hourly nodes; clamped to the storm's life. */
  at(timeUtc: number): StormState;
}

/** Integrates the track once, hourly (at 30 kn that is 30 NM a step, a smooth enough line). */
export function stormTrack(plan: StormPlan): StormTrack {
  const nodes: StormState[] = [];
  let latDeg = plan.genesisLatDeg;
  let lonDeg = plan.genesisLonDeg;
  for (let ageH = 0; ageH <= plan.lifeH; ageH++) {
    const { headingDeg, speedKn } = steering(plan, ageH);
    const movementDeg = mirrored(plan, headingDeg);
    nodes.push({ latDeg, lonDeg, windKn: windAt(plan, ageH), movementDeg, movementKn: speedKn });
    // One hour of travel; 60 NM per degree of latitude.
    const dNm = speedKn;
    latDeg = Math.max(-MAX_ABS_LAT_DEG, Math.min(MAX_ABS_LAT_DEG, latDeg + (dNm * Math.cos(movementDeg * DEG)) / 60));
    lonDeg += (dNm * Math.sin(movementDeg * DEG)) / (60 * Math.cos(latDeg * DEG));
  }
  return {
    plan,
    at(timeUtc: number): StormState {
      const ageH = Math.min(plan.lifeH, Math.max(0, (timeUtc - plan.genesisUtc) / 3600));
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
        windKn: windAt(plan, ageH),
        movementDeg: (((a.movementDeg + dHeading * w) % 360) + 360) % 360,
        movementKn: a.movementKn + (b.movementKn - a.movementKn) * w,
      };
    },
  };
}
