// The tropical cyclones of /v1/storms as the weather models see them: the same storms (the same
// season plans and tracks, the same "oldest four" rule), at every instant along their tracks.
// A run places each storm where the official forecast issued at the run's time does (the same
// cross-track error); each ensemble member displaces it further, with a spread that grows as the
// forecast cone does, and deepens or fills it. Cached per run, member and time.
import { normal, rngFor } from '../../random';
import { BASINS } from '../../storms/basins';
import { coneRadiusNm } from '../../../../shared/forecast/storm-cone';
import { crossTrackOffsetM, forecastError } from '../../storms/forecast-error';
import { mayBeAlive, seasonStorms, type StormPlan } from '../../storms/season';
import { activePlans, stormId } from '../../storms/storms';
import { stormTrack, type StormTrack } from '../../storms/track';
import { landMask } from '../../land/mask';
import { Lru } from './lru';
import { makeVortex, type Vortex } from './vortex';

const HOUR_S = 3600;
const DEG = Math.PI / 180;
const KM_PER_DEG = 111.2;
/**
 * The cone holds the track about two times in three (NHC); for a circular normal error that is a
 * radius of 1.48 σ per axis, so a member's displacement has σ = cone radius / 1.48.
 */
const CONE_SIGMAS = 1.48;

export class CycloneCatalogue {
  private readonly seasons = new Lru<string, StormPlan[]>(64);
  private readonly tracks = new Lru<string, StormTrack>(64);
  private readonly alive = new Lru<number, StormPlan[]>(2048);
  private readonly vortices = new Lru<string, readonly Vortex[]>(4300);

  constructor(private readonly seed: number) {}

  /** The storms at `timeUtc` as run `runUtc` (and `member`; undefined for the control) forecasts them. */
  vorticesAt(runUtc: number, member: number | undefined, timeUtc: number): readonly Vortex[] {
    return this.vortices.get(`${runUtc}|${member ?? 'c'}|${timeUtc}`, () => this.compute(runUtc, member, timeUtc));
  }

  /** The active storms at `timeUtc`: as activeStorms (storms.ts) chooses them. */
  plansAt(timeUtc: number): StormPlan[] {
    return this.alive.get(timeUtc, () => {
      const year = new Date(timeUtc * 1000).getUTCFullYear();
      const alive: StormPlan[] = [];
      for (const basin of BASINS) {
        for (const seasonYear of [year - 1, year]) {
          const plans = this.seasons.get(`${basin.code}|${seasonYear}`, () =>
            seasonStorms(this.seed, basin, seasonYear),
          );
          for (const p of plans) {
            if (mayBeAlive(p, timeUtc) && timeUtc < p.genesisUtc + p.endH * HOUR_S) alive.push(p);
          }
        }
      }
      return alive.length === 0 ? alive : activePlans(alive);
    });
  }

  private compute(runUtc: number, member: number | undefined, timeUtc: number): readonly Vortex[] {
    const plans = this.plansAt(timeUtc);
    if (plans.length === 0) return [];
    const leadH = Math.max(0, timeUtc - runUtc) / HOUR_S;
    return plans.map((plan) => {
      const id = stormId(plan);
      const truth = this.tracks.get(id, () => stormTrack(plan, landMask().isLand)).at(timeUtc);
      let crossKm = 0;
      let alongKm = 0;
      let intensity = 1;
      if (leadH > 0) {
        crossKm = crossTrackOffsetM(forecastError(this.seed, id, runUtc), leadH) / 1000;
        if (member !== undefined) {
          const next = rngFor(this.seed, 'storm-member', id, runUtc, member);
          const sigmaKm = (coneRadiusNm(leadH) * 1.852) / CONE_SIGMAS;
          alongKm += sigmaKm * normal(next);
          crossKm += sigmaKm * normal(next);
          // Intensity errors grow to about 20 % by day 5 (NHC verification: ~15-20 kn at 120 h).
          const sigma = 0.05 + 0.15 * Math.min(1, leadH / 120);
          intensity = Math.exp(sigma * Math.max(-2.5, Math.min(2.5, normal(next))));
        }
      }
      const h = truth.movementDeg * DEG;
      const eastKm = alongKm * Math.sin(h) + crossKm * Math.cos(h);
      const northKm = alongKm * Math.cos(h) - crossKm * Math.sin(h);
      const lat = Math.max(-60, Math.min(60, truth.latDeg + northKm / KM_PER_DEG));
      const lon = truth.lonDeg + eastKm / (KM_PER_DEG * Math.cos(lat * DEG));
      const windKn = Math.min(185, Math.max(20, truth.windKn * intensity));
      const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
      const landFraction = landMask().landFraction(lat, wrapped);
      return makeVortex(lat, wrapped, windKn, truth.movementDeg, truth.movementKn, landFraction);
    });
  }
}
