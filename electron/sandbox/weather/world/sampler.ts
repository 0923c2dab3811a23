// The world's memory: the surface state and sea state of a point (run, member, time), kept in
// small caches so the eight elements of a route point, or a sea state's look six hours back,
// are computed once; and precipitation accumulated hour by hour since the run.
import { normal, rngFor } from '../../random';
import { directionFromDeg, surfaceAt, type MemberNoise, type Surface } from './atmosphere';
import { seasonAt } from './climate';
import { landMask, type LandMask } from '../../land/mask';
import { Lru } from './lru';
import { CycloneCatalogue } from './cyclones';
import { SystemCatalogue, type SystemStates } from './systems';
import { PlaceSampler, type SeaHere, type SurfaceHere } from './place';
import { makeTexture, type Texture } from './texture';
import type { Vortex } from './vortex';
import { SEA_MEMORY_S, seaStateAt, type SeaState } from './waves';
import { waveScales } from './wave-calibration';
import { windScale } from './wind-calibration';

const HOUR_S = 3600;

/** What every place of a run shares at one time, by member (0 the control, m + 1 member m). */
interface RunStep {
  readonly states: (SystemStates | undefined)[];
  readonly vortices: (readonly Vortex[] | undefined)[];
}

/**
 * Times of the latest run kept by number (an ensemble answer's 81 steps and the two a sea state
 * looks back before the run): the next place asks the same systems and cyclones at each.
 */
const RUN_MEMORY_TIMES = 100;

interface Accumulation {
  /** totals[h] = sum over hours 1..h after the run, mm of water and cm of snow. */
  readonly waterMm: number[];
  readonly snowCm: number[];
}

export class FieldSampler {
  readonly mask: LandMask = landMask();
  private readonly systems: SystemCatalogue;
  private readonly cyclones: CycloneCatalogue;
  private readonly texture: Texture;
  private readonly noises = new Lru<string, MemberNoise>(256);
  private readonly surfaces = new Lru<string, Surface>(512);
  private readonly seas = new Lru<string, SeaState | null>(256);
  private readonly accumulations = new Lru<string, Accumulation>(128);
  /**
   * Places asked member by member (place.ts): two to four, each up to 52 members × 83 steps of
   * surface and sea (a few MB). The routing run asks wind then waves at each place, a few places
   * at once.
   */
  private readonly places = new Lru<string, PlaceSampler>(2);
  private lastPlace: PlaceSampler | undefined;
  private run: { readonly runUtc: number; readonly steps: Map<number, RunStep>; noises: MemberNoise[] } | undefined;

  constructor(private readonly seed: number) {
    this.systems = new SystemCatalogue(seed);
    this.cyclones = new CycloneCatalogue(seed);
    this.texture = makeTexture(seed);
  }

  /** Lead time of `timeUtc` in run `runUtc`, days (0 before the run: its analysis). */
  static leadDays(timeUtc: number, runUtc: number): number {
    return Math.max(0, timeUtc - runUtc) / 86_400;
  }

  /** The latest run's memory, begun afresh for another run. */
  private runMemory(runUtc: number): { steps: Map<number, RunStep>; noises: MemberNoise[] } {
    let run = this.run;
    if (run === undefined || run.runUtc !== runUtc) {
      run = { runUtc, steps: new Map(), noises: [] };
      this.run = run;
    }
    return run;
  }

  /** A time of the latest run; its times are forgotten when RUN_MEMORY_TIMES others are kept. */
  private runStep(runUtc: number, timeUtc: number): RunStep {
    const steps = this.runMemory(runUtc).steps;
    let step = steps.get(timeUtc);
    if (step === undefined) {
      if (steps.size >= RUN_MEMORY_TIMES) steps.clear();
      step = { states: [], vortices: [] };
      steps.set(timeUtc, step);
    }
    return step;
  }

  private noise(runUtc: number, member: number | undefined): MemberNoise {
    const noises = this.runMemory(runUtc).noises;
    return (noises[member === undefined ? 0 : member + 1] ??= this.memberNoise(runUtc, member));
  }

  private memberNoise(runUtc: number, member: number | undefined): MemberNoise {
    const key = `${runUtc}|${member ?? 'c'}`;
    return this.noises.get(key, () => {
      const next = rngFor(this.seed, 'background', runUtc, member ?? 'control');
      // A member's own weather is its systems, displaced and deepened or filled (systems.ts), and
      // its showers and breezes shifted: no wind scaled by noise.
      const shift = member === undefined ? 0.03 : 0.15;
      return { textureShift: shift * normal(next) };
    });
  }

  surface(lat: number, lon: number, timeUtc: number, runUtc: number, member: number | undefined): Surface {
    const key = `${lat}|${lon}|${timeUtc}|${runUtc}|${member ?? 'c'}`;
    return this.surfaces.get(key, () => {
      const landFraction = this.mask.landFraction(lat, lon);
      return this.computeSurface(lat, lon, timeUtc, runUtc, member, {
        landFraction,
        windScale: windScale(lat, lon, timeUtc, landFraction),
        upwindLand: this.mask.upwindLand(lat, lon),
        states: this.statesAt(runUtc, member, timeUtc),
      });
    });
  }

  /** The surface state from what does not depend on the member (`here`) and what does. */
  computeSurface(
    lat: number,
    lon: number,
    timeUtc: number,
    runUtc: number,
    member: number | undefined,
    here: SurfaceHere,
  ): Surface {
    return surfaceAt({
      lat,
      lon,
      timeUtc,
      leadDays: FieldSampler.leadDays(timeUtc, runUtc),
      landFraction: here.landFraction,
      windScale: here.windScale,
      upwindLand: here.upwindLand,
      states: here.states,
      vortices: this.vorticesAt(runUtc, member, timeUtc),
      texture: this.texture,
      noise: this.noise(runUtc, member),
    });
  }

  /** The sea state, or null over land. */
  sea(lat: number, lon: number, timeUtc: number, runUtc: number, member: number | undefined): SeaState | null {
    const key = `${lat}|${lon}|${timeUtc}|${runUtc}|${member ?? 'c'}`;
    return this.seas.get(key, () => {
      if (this.mask.isLand(lat, lon)) return null;
      const landFraction = this.mask.landFraction(lat, lon);
      return this.computeSea(lat, lon, timeUtc, {
        now: this.surface(lat, lon, timeUtc, runUtc, member),
        before: this.surface(lat, lon, timeUtc - SEA_MEMORY_S, runUtc, member),
        landFraction,
        scales: waveScales(lat, lon, timeUtc, landFraction),
        states: this.statesAt(runUtc, member, timeUtc),
      });
    });
  }

  /** The sea state at a point at sea from its wind now and SEA_MEMORY_S before. */
  computeSea(lat: number, lon: number, timeUtc: number, here: SeaHere): SeaState {
    const { now, before } = here;
    return seaStateAt(this.mask, {
      lat,
      lon,
      landFraction: here.landFraction,
      ...here.scales,
      windMs: now.speed10,
      windFromDeg: directionFromDeg(now.u10, now.v10),
      windBeforeMs: before.speed10,
      storm: now.storm,
      season: seasonAt(timeUtc),
      states: here.states,
      ...(here.backgroundExposure === undefined ? {} : { backgroundExposure: here.backgroundExposure }),
    });
  }

  /** The systems as run `runUtc` and `member` forecast them at `timeUtc` (systems.ts). */
  statesAt(runUtc: number, member: number | undefined, timeUtc: number): SystemStates {
    const step = this.runStep(runUtc, timeUtc);
    return (step.states[member === undefined ? 0 : member + 1] ??= this.systems.statesAt(runUtc, member, timeUtc));
  }

  /** The tropical cyclones as run `runUtc` and `member` see them at `timeUtc` (cyclones.ts). */
  private vorticesAt(runUtc: number, member: number | undefined, timeUtc: number): readonly Vortex[] {
    const step = this.runStep(runUtc, timeUtc);
    return (step.vortices[member === undefined ? 0 : member + 1] ??= this.cyclones.vorticesAt(runUtc, member, timeUtc));
  }

  /**
   * One place of one run, for asking many members and steps there (the ensemble point answers):
   * kept for the next request at the same place, which is the waves after the wind.
   */
  place(lat: number, lon: number, runUtc: number): PlaceSampler {
    const last = this.lastPlace;
    if (last !== undefined && last.lat === lat && last.lon === lon && last.runUtc === runUtc) return last;
    const place = this.places.get(`${lat}|${lon}|${runUtc}`, () => new PlaceSampler(this, lat, lon, runUtc));
    this.lastPlace = place;
    return place;
  }

  /**
   * Precipitation (mm) and snowfall (cm, 10:1) accumulated from the run to `timeUtc`, hour by
   * hour; each hour's amount is the rate at its end. Zero at and before the run.
   */
  accumulated(
    lat: number,
    lon: number,
    timeUtc: number,
    runUtc: number,
    member: number | undefined,
  ): { waterMm: number; snowCm: number } {
    const hours = Math.floor((timeUtc - runUtc) / HOUR_S);
    if (hours <= 0) return { waterMm: 0, snowCm: 0 };
    const acc = this.accumulations.get(`${lat}|${lon}|${runUtc}|${member ?? 'c'}`, () => ({
      waterMm: [0],
      snowCm: [0],
    }));
    for (let h = acc.waterMm.length; h <= hours; h++) {
      const s = this.surface(lat, lon, runUtc + h * HOUR_S, runUtc, member);
      acc.waterMm.push(acc.waterMm[h - 1]! + s.precipMmH);
      acc.snowCm.push(acc.snowCm[h - 1]! + s.precipMmH * s.snowFraction);
    }
    return { waterMm: acc.waterMm[hours]!, snowCm: acc.snowCm[hours]! };
  }
}
