// Every element of the catalogue as a number in its family's base unit, read from the surface
// state, the levels above it and the sea state. Null only for the sea state over land.
import type { SampleQuery } from '../types';
import { directionFromDeg, type Surface } from './atmosphere';
import { clamp, seaSurfaceC, seasonAt } from './climate';
import { dewPointAtC, geopotentialHeightM, humidityAtPct, pressureLevel, temperatureAtC, windAt } from './levels';
import type { FieldSampler } from './sampler';
import type { PlaceSampler } from './place';
import { sunAltitudeDeg } from '../../../../shared/domain/sun';
import { globalRadiationWm2 } from './solar';
import { thetaEC, thetaWC, wetBulbC } from './thermo';
import { seaFogVisibilityM } from './sea-fog';

const HOUR_S = 3600;

/** ECMWF precipitation type codes (ECMWF parameter 260015 "ptype"). */
const PTYPE = { none: 0, rain: 1, snow: 5, mixed: 7 } as const;

/** CAPE by parcel: the most unstable parcel has the most, a mixed-layer one less. */
const CAPE_SHARE: Readonly<Record<string, number>> = { surface: 1, mixedlayer: 0.75, mostunstable: 1.2 };

function capeJkg(s: Surface, level: string | null): number {
  const moist = Math.max(0, s.td2mC - 12);
  return Math.min(5000, 170 * moist * (0.3 + 1.4 * s.convective)) * (CAPE_SHARE[level ?? 'surface'] ?? 1);
}

/** Marshall & Palmer (1948): Z = 200 R^1.6, in dBZ; 0 without precipitation. */
function reflectivityDbz(rateMmH: number): number {
  return rateMmH > 0 ? Math.max(0, 10 * Math.log10(200 * Math.pow(rateMmH, 1.6))) : 0;
}

function visibilityM(s: Surface, landFraction: number): number {
  const clearM = 25_000 - 8_000 * landFraction;
  // Moist air thickens to mist and fog; wind mixes it away.
  const humid = clamp((100 - s.rh2mPct) / 30, 0.03, 1);
  const mixed = humid + (1 - humid) * 0.5 * clamp(s.speed10 / 8, 0, 1);
  const precipitationM = 20_000 / (1 + 1.2 * Math.pow(s.precipMmH, 0.9) * (1 + 2 * s.snowFraction));
  return Math.max(60, Math.min(clearM * mixed, precipitationM));
}

function precipType(s: Surface): number {
  if (s.precipMmH <= 0) return PTYPE.none;
  if (s.snowFraction >= 0.8) return PTYPE.snow;
  return s.snowFraction <= 0.2 ? PTYPE.rain : PTYPE.mixed;
}

/** Where the states come from: the world's sampler, or its memory of one place (place.ts). */
export type PointSource = Pick<FieldSampler | PlaceSampler, 'mask' | 'surface' | 'sea' | 'accumulated'>;

/** The value of `q.element` at `q.level`, base unit; undefined for a level the element lacks. */
export function fieldValue(sampler: PointSource, q: SampleQuery): number | null | undefined {
  const { lat, lon, timeUtc, runUtc, member, level } = q;
  const s = sampler.surface(lat, lon, timeUtc, runUtc, member);
  const landFraction = sampler.mask.landFraction(lat, lon);
  const p = level === null ? undefined : pressureLevel(level);
  switch (q.element) {
    case 'temperature':
      if (level === '2m') return s.t2mC;
      if (level === 'surface') return landFraction * s.t2mC + (1 - landFraction) * seaSurfaceC(lat, seasonAt(timeUtc));
      return p && temperatureAtC(s, p);
    case 'temperaturemax':
    case 'temperaturemin': {
      // Over the six hours ending at the time, hourly.
      let extreme = s.t2mC;
      for (let h = 1; h <= 6; h++) {
        const t = sampler.surface(lat, lon, timeUtc - h * HOUR_S, runUtc, member).t2mC;
        extreme = q.element === 'temperaturemax' ? Math.max(extreme, t) : Math.min(extreme, t);
      }
      return extreme;
    }
    case 'dewpoint':
      return level === '2m' ? s.td2mC : p && dewPointAtC(s, p);
    case 'relativehumidity':
      return level === '2m' ? s.rh2mPct : p && humidityAtPct(s, p);
    case 'wetbulbtemperature':
      return level === '2m'
        ? wetBulbC(s.t2mC, s.rh2mPct, s.td2mC)
        : p && wetBulbC(temperatureAtC(s, p), humidityAtPct(s, p), dewPointAtC(s, p));
    case 'thetae':
      return p && thetaEC(temperatureAtC(s, p), dewPointAtC(s, p), p.hpa);
    case 'thetaw':
      return p && thetaWC(thetaEC(temperatureAtC(s, p), dewPointAtC(s, p), p.hpa));
    case 'geopotential':
      return p && geopotentialHeightM(s, p);
    case 'windspeed':
    case 'windvector':
    case 'winddirection': {
      const w = level === null ? undefined : windAt(s, lat, timeUtc, level, landFraction);
      if (w === undefined) return undefined;
      return q.element === 'winddirection' ? directionFromDeg(w.u, w.v) : Math.hypot(w.u, w.v);
    }
    case 'windgust':
      return s.gust10;
    case 'pressure':
    case 'pressure_meansealevel':
      // The world has no terrain: surface pressure is the sea level pressure.
      return s.mslHpa;
    case 'precipitation':
      return s.precipMmH;
    case 'precipitationrate_snow':
      return s.precipMmH * s.snowFraction;
    case 'precipitationaccumulation':
      return sampler.accumulated(lat, lon, timeUtc, runUtc, member).waterMm;
    case 'precipitationaccumulation_snow':
      return sampler.accumulated(lat, lon, timeUtc, runUtc, member).snowCm;
    case 'precipitationtype':
      return precipType(s);
    case 'snowdepth':
      // Lying snow where the daily mean is below freezing on land, plus what fell since the run.
      return (
        landFraction * clamp(-4 * (s.t2mDailyMeanC + 1), 0, 150) +
        sampler.accumulated(lat, lon, timeUtc, runUtc, member).snowCm
      );
    case 'cloudcoverlow':
      return s.cloudLowPct;
    case 'cloudcovermiddle':
      return s.cloudMidPct;
    case 'cloudcoverhigh':
      return s.cloudHighPct;
    case 'cloudcovertotal':
      return s.cloudTotalPct;
    case 'cloudbaseheightconvective':
      // Espy's rule: the lifting condensation level is about 125 m per °C of dew point depression.
      return Math.max(50, 125 * (s.t2mC - s.td2mC));
    case 'cloudbaseheightstratiform':
      return clamp(60 + 90 * (s.t2mC - s.td2mC), 60, 3000);
    case 'cape':
      return capeJkg(s, level);
    case 'liftedindex':
      return 4 - capeJkg(s, level) / 350;
    case 'reflectivity':
      return reflectivityDbz(s.precipMmH);
    case 'visibility':
      return Math.min(visibilityM(s, landFraction), seaFogVisibilityM(lat, lon, timeUtc, s, landFraction));
    case 'freezinglevel':
      return Math.max(0, s.t2mDailyMeanC / 0.0065);
    case 'shortwaveradiation':
      return globalRadiationWm2(sunAltitudeDeg(lat, lon, timeUtc), s.cloudTotalPct / 100);
    case 'domain':
      return 1;
    case 'waveheight_significant':
      return sampler.sea(lat, lon, timeUtc, runUtc, member)?.heightM ?? null;
    case 'wavedirection_mean':
      return sampler.sea(lat, lon, timeUtc, runUtc, member)?.directionDeg ?? null;
    case 'waveperiod_mean':
      return sampler.sea(lat, lon, timeUtc, runUtc, member)?.meanPeriodS ?? null;
    case 'waveperiod_swell_secondary':
      return sampler.sea(lat, lon, timeUtc, runUtc, member)?.secondarySwellPeriodS ?? null;
    default:
      return undefined;
  }
}
