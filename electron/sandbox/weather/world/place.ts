// One place of one model run as the ensemble point answers read it: every member at every step.
// What does not depend on the member (land around, the calibration factors, the bearing of the
// open sea) is worked out once per place or step, the systems once per member and step, and each
// surface and sea state kept by step and member with no text keys, so the wave answer asked next
// at the same place reuses the wind answer's surfaces. The values are the sampler's own: the same
// functions of the same inputs (test: ensemble-point-golden).
import type { Surface } from './atmosphere';
import type { FieldSampler } from './sampler';
import type { SystemStates } from './systems';
import { waveScales, type WaveScales } from './wave-calibration';
import { backgroundSwellExposure, SEA_MEMORY_S, type SeaState } from './waves';
import { windScale } from './wind-calibration';
import type { LandMask } from '../../land/mask';

/** What a surface state needs beyond the place, time, run and member. */
export interface SurfaceHere {
  readonly landFraction: number;
  readonly windScale: number;
  readonly upwindLand: number;
  readonly states: SystemStates;
}

/** What a sea state needs beyond the place and time. */
export interface SeaHere {
  readonly now: Surface;
  readonly before: Surface;
  readonly landFraction: number;
  readonly scales: WaveScales;
  readonly states: SystemStates;
  /** The background swell's exposure here (waves.ts), when kept for the place. */
  readonly backgroundExposure?: number;
}

/** One step at the place: its factors, and by member (0 the control, m + 1 member m) its states. */
interface Step {
  readonly windScale: number;
  scales: WaveScales | undefined;
  readonly states: (SystemStates | undefined)[];
  readonly surfaces: (Surface | undefined)[];
  readonly seas: (SeaState | null | undefined)[];
}

/** The sampler's surface, sea and accumulation, answered from memory at its own place and run. */
export class PlaceSampler {
  readonly mask: LandMask;
  private readonly landFraction: number;
  private readonly upwindLand: number;
  private readonly land: boolean;
  private exposure: number | undefined;
  private readonly steps = new Map<number, Step>();

  constructor(
    private readonly world: FieldSampler,
    readonly lat: number,
    readonly lon: number,
    readonly runUtc: number,
  ) {
    this.mask = world.mask;
    this.landFraction = world.mask.landFraction(lat, lon);
    this.upwindLand = world.mask.upwindLand(lat, lon);
    this.land = world.mask.isLand(lat, lon);
  }

  private here(lat: number, lon: number, runUtc: number): boolean {
    return lat === this.lat && lon === this.lon && runUtc === this.runUtc;
  }

  private step(timeUtc: number): Step {
    let step = this.steps.get(timeUtc);
    if (step === undefined) {
      step = {
        windScale: windScale(this.lat, this.lon, timeUtc, this.landFraction),
        scales: undefined,
        states: [],
        surfaces: [],
        seas: [],
      };
      this.steps.set(timeUtc, step);
    }
    return step;
  }

  private states(step: Step, timeUtc: number, member: number | undefined, i: number): SystemStates {
    return (step.states[i] ??= this.world.statesAt(this.runUtc, member, timeUtc));
  }

  surface(lat: number, lon: number, timeUtc: number, runUtc: number, member: number | undefined): Surface {
    if (!this.here(lat, lon, runUtc)) return this.world.surface(lat, lon, timeUtc, runUtc, member);
    const step = this.step(timeUtc);
    const i = member === undefined ? 0 : member + 1;
    return (step.surfaces[i] ??= this.world.computeSurface(lat, lon, timeUtc, runUtc, member, {
      landFraction: this.landFraction,
      windScale: step.windScale,
      upwindLand: this.upwindLand,
      states: this.states(step, timeUtc, member, i),
    }));
  }

  sea(lat: number, lon: number, timeUtc: number, runUtc: number, member: number | undefined): SeaState | null {
    if (!this.here(lat, lon, runUtc)) return this.world.sea(lat, lon, timeUtc, runUtc, member);
    if (this.land) return null;
    const step = this.step(timeUtc);
    const i = member === undefined ? 0 : member + 1;
    const known = step.seas[i];
    if (known !== undefined) return known;
    const sea = this.world.computeSea(lat, lon, timeUtc, {
      now: this.surface(lat, lon, timeUtc, runUtc, member),
      before: this.surface(lat, lon, timeUtc - SEA_MEMORY_S, runUtc, member),
      landFraction: this.landFraction,
      scales: (step.scales ??= waveScales(lat, lon, timeUtc, this.landFraction)),
      states: this.states(step, timeUtc, member, i),
      backgroundExposure: (this.exposure ??= backgroundSwellExposure(this.mask, lat, lon)),
    });
    step.seas[i] = sea;
    return sea;
  }

  accumulated(
    lat: number,
    lon: number,
    timeUtc: number,
    runUtc: number,
    member: number | undefined,
  ): { waterMm: number; snowCm: number } {
    return this.world.accumulated(lat, lon, timeUtc, runUtc, member);
  }
}
