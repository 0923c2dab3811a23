// The world's memory: the surface state and sea state of a point (run, member, time), kept in
// small caches so the eight elements of a route point, or a sea state's look six hours back,
// are computed once; and precipitation accumulated hour by hour since the run.
import { normal, rngFor } from '../../random';
import { directionFromDeg, surfaceAt, type MemberNoise, type Surface } from './atmosphere';
import { seasonAt } from './climate';
import { landMask, type LandMask } from './land';
import { Lru } from './lru';
import { CycloneCatalogue } from './cyclones';
import { SystemCatalogue } from './systems';
import { makeTexture, type Texture } from './texture';
import { seaStateAt, type SeaState } from './waves';
import { waveScales } from './wave-calibration';
import { windScale } from './wind-calibration';

const HOUR_S = 3600;
/** A sea needs hours to grow: the sea state also reads the wind this long before. */
const SEA_MEMORY_S = 6 * HOUR_S;

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

  constructor(private readonly seed: number) {
    this.systems = new SystemCatalogue(seed);
    this.cyclones = new CycloneCatalogue(seed);
    this.texture = makeTexture(seed);
  }

  /** Lead time of `timeUtc` in run `runUtc`, days (0 before the run: its analysis). */
  static leadDays(timeUtc: number, runUtc: number): number {
    return Math.max(0, timeUtc - runUtc) / 86_400;
  }

  private noise(runUtc: number, member: number | undefined): MemberNoise {
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
      return surfaceAt({
        lat,
        lon,
        timeUtc,
        leadDays: FieldSampler.leadDays(timeUtc, runUtc),
        landFraction,
        windScale: windScale(lat, lon, timeUtc, landFraction),
        upwindLand: this.mask.upwindLand(lat, lon),
        states: this.systems.statesAt(runUtc, member, timeUtc),
        vortices: this.cyclones.vorticesAt(runUtc, member, timeUtc),
        texture: this.texture,
        noise: this.noise(runUtc, member),
      });
    });
  }

  /** The sea state, or null over land. */
  sea(lat: number, lon: number, timeUtc: number, runUtc: number, member: number | undefined): SeaState | null {
    const key = `${lat}|${lon}|${timeUtc}|${runUtc}|${member ?? 'c'}`;
    return this.seas.get(key, () => {
      if (this.mask.isLand(lat, lon)) return null;
      const now = this.surface(lat, lon, timeUtc, runUtc, member);
      const before = this.surface(lat, lon, timeUtc - SEA_MEMORY_S, runUtc, member);
      const landFraction = this.mask.landFraction(lat, lon);
      return seaStateAt(this.mask, {
        lat,
        lon,
        landFraction,
        ...waveScales(lat, lon, timeUtc, landFraction),
        windMs: now.speed10,
        windFromDeg: directionFromDeg(now.u10, now.v10),
        windBeforeMs: before.speed10,
        storm: now.storm,
        season: seasonAt(timeUtc),
        states: this.systems.statesAt(runUtc, member, timeUtc),
      });
    });
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
