// The active tropical cyclones of the synthetic world at an instant (spec §2.12): 0 to 4
// storms from the basins in season, each with its 6-hourly history, its current state, a
// forecast to +120 h and the forecast cone. A pure function of the seed and the time.
import type { Storm, StormPathPoint } from '../../../shared/api/resources/storms';
import { normalizeLonDeg } from '../../../shared/geodesy/angles';
import { geodesicDirect } from '../../../shared/geodesy/geodesic';
import { BASINS } from './basins';
import { forecastCone, type ConeCentre } from './cone';
import { crossTrackOffsetM, forecastError } from './forecast-error';
import { stageOf } from './scales';
import { aliveStorms, type StormPlan } from './season';
import { stormTrack, type StormTrack } from './track';
import { landMask } from '../land/mask';
import { directionFromDeg, pressureFromMb, pressureFromWindMb, roundWindKn, speedFromKn } from './units';

/** Never more than this many storms at once (the 0 to 4). */
export const MAX_ACTIVE_STORMS = 4;
/** Forecast lead times, hours, as advisories give them. */
export const FORECAST_LEADS_H = [12, 24, 36, 48, 72, 96, 120] as const;

const HOUR_S = 3600;
const SYNOPTIC_S = 6 * HOUR_S;
/** History points older than this carry no gust: early advisories often omit it. */
const GUST_KNOWN_FOR_S = 24 * HOUR_S;
/** Forecast points beyond this lead carry no pressure, as many forecasts leave it out. */
const PRESSURE_FORECAST_H = 72;
const GUST_FACTOR = 1.22;

/** Storm id in ATCF style: basin, two-digit number, four-digit season year, e.g. AL142026. */
export function stormId(plan: StormPlan): string {
  return `${plan.basin.code}${String(plan.number).padStart(2, '0')}${plan.seasonYear}`;
}

function stormName(plan: StormPlan): string {
  const names = plan.basin.names;
  return names[(plan.number - 1) % names.length] ?? `${plan.basin.code}${plan.number}`;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

interface Fix {
  readonly timeUtc: number;
  readonly latDeg: number;
  readonly lonDeg: number;
  readonly windKn: number;
  readonly movementDeg: number;
  readonly movementKn: number;
  readonly gustKnown: boolean;
  readonly pressureKnown: boolean;
}

function fixAt(track: StormTrack, timeUtc: number, gustKnown: boolean, pressureKnown: boolean): Fix {
  const s = track.at(timeUtc);
  return {
    timeUtc,
    latDeg: round1(s.latDeg),
    lonDeg: round1(normalizeLonDeg(s.lonDeg)),
    windKn: roundWindKn(s.windKn),
    movementDeg: s.movementDeg,
    movementKn: Math.round(s.movementKn),
    gustKnown,
    pressureKnown,
  };
}

function conditions(
  fix: Fix,
): Pick<StormPathPoint, 'pressure' | 'gustSpeed' | 'windSpeed' | 'movementSpeed' | 'movementDirection'> {
  return {
    pressure: pressureFromMb(fix.pressureKnown ? pressureFromWindMb(fix.windKn) : null),
    gustSpeed: speedFromKn(fix.gustKnown ? Math.max(fix.windKn, roundWindKn(fix.windKn * GUST_FACTOR)) : null),
    windSpeed: speedFromKn(fix.windKn),
    movementSpeed: speedFromKn(fix.movementKn),
    movementDirection: directionFromDeg(fix.movementDeg),
  };
}

function pathPoint(plan: StormPlan, fix: Fix): StormPathPoint {
  const stage = stageOf(plan.basin.scale, fix.windKn);
  const short = stormName(plan);
  return {
    name: `${stage.word} ${short}`,
    category: stage.code,
    latitude: fix.latDeg,
    longitude: fix.lonDeg,
    nameShort: short,
    timestamp: fix.timeUtc,
    ...conditions(fix),
  };
}

/**
 * The forecast: the storm's own future plus a cross-track error that grows with lead time and
 * changes with each 6-hourly advisory, so forecasts are good but not prophetic.
 */
function forecastFixes(track: StormTrack, nowUtc: number, seed: number): Fix[] {
  const plan = track.plan;
  const endUtc = plan.genesisUtc + plan.endH * HOUR_S;
  const error = forecastError(seed, stormId(plan), nowUtc);
  const fixes: Fix[] = [];
  for (const leadH of FORECAST_LEADS_H) {
    const timeUtc = nowUtc + leadH * HOUR_S;
    if (timeUtc > endUtc) break;
    const truth = track.at(timeUtc);
    const offsetM = crossTrackOffsetM(error, leadH);
    const p = geodesicDirect(truth.latDeg, normalizeLonDeg(truth.lonDeg), truth.movementDeg + 90, offsetM);
    fixes.push({
      ...fixAt(track, timeUtc, true, leadH <= PRESSURE_FORECAST_H),
      latDeg: round1(p.lat),
      lonDeg: round1(normalizeLonDeg(p.lon)),
    });
  }
  return fixes;
}

function describe(track: StormTrack, nowUtc: number, seed: number): Storm {
  const plan = track.plan;
  const history: Fix[] = [];
  for (let t = Math.ceil(plan.genesisUtc / SYNOPTIC_S) * SYNOPTIC_S; t < nowUtc; t += SYNOPTIC_S) {
    history.push(fixAt(track, t, nowUtc - t <= GUST_KNOWN_FOR_S, true));
  }
  const current = fixAt(track, nowUtc, true, true);
  const forecast = forecastFixes(track, nowUtc, seed);
  const centres: ConeCentre[] = [current, ...forecast].map((f) => ({
    latDeg: f.latDeg,
    lonDeg: f.lonDeg,
    leadH: (f.timeUtc - nowUtc) / HOUR_S,
  }));
  const stage = stageOf(plan.basin.scale, current.windKn);
  const short = stormName(plan);
  return {
    id: stormId(plan),
    name: `${stage.word} ${short}`,
    nameShort: short,
    category: stage.code,
    cone: forecastCone(centres),
    path: [...history, current, ...forecast].map((f) => pathPoint(plan, f)),
    current: conditions(current),
  };
}

/**
 * The storms active at `nowUtc` for world `seed`: at most four, the longest-lived kept when
 * more are alive, so a storm never vanishes while it lives (a newer one waits its turn).
 */
export function activeStorms(seed: number, nowUtc: number): Storm[] {
  return activePlans(BASINS.flatMap((basin) => aliveStorms(seed, basin, nowUtc))).map((plan) =>
    describe(trackOf(plan), nowUtc, seed),
  );
}

/** Tracks by plan: seasons are kept (season.ts), so one plan is one object while it is asked for. */
const tracks = new WeakMap<StormPlan, StormTrack>();

function trackOf(plan: StormPlan): StormTrack {
  let track = tracks.get(plan);
  if (track === undefined) {
    track = stormTrack(plan, landMask().isLand);
    tracks.set(plan, track);
  }
  return track;
}

/** Which of the storms alive at one instant are active: the oldest MAX_ACTIVE_STORMS. */
export function activePlans(alive: readonly StormPlan[]): StormPlan[] {
  const sorted = [...alive].sort((a, b) => a.genesisUtc - b.genesisUtc || stormId(a).localeCompare(stormId(b)));
  return sorted.slice(0, MAX_ACTIVE_STORMS);
}
