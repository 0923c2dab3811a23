// A basin's season of synthetic storms: how many, when each forms, how long it lives and the
// character of its life (peak, steering). A pure function of the seed, basin and season year,
// so every request in a season sees the same storms, numbered in order of genesis.
import { between, normal, rngFor } from '../random';
import { landMask } from '../land/mask';
import { monthInWindow, type Basin, type SeasonWindow } from './basins';
import { trackEndH, trackNodes, type IsLand } from './track';

const HOUR_S = 3600;

/** Everything about one storm that does not depend on the time it is looked at. */
export interface StormPlan {
  readonly basin: Basin;
  /** Number in the season, 1-based, in order of genesis. */
  readonly number: number;
  /** Year the season started (the year of its first month). */
  readonly seasonYear: number;
  readonly genesisUtc: number;
  /**
   * The life the ocean would give it, hours: its wind curve and steering are drawn over this,
   * and it ends before its season window does.
   */
  readonly lifeH: number;
  /** From genesis to its end, hours: lifeH, or less when it dies inland or turns extratropical (track.ts). */
  readonly endH: number;
  readonly genesisLatDeg: number;
  /** May lie east of 180 for the South Pacific; normalised where positions are reported. */
  readonly genesisLonDeg: number;
  /** Peak sustained wind, knots. */
  readonly peakKn: number;
  /** When the peak comes, as a share of the life (0..1). */
  readonly peakAt: number;
  /** Initial heading in the northern-hemisphere frame, degrees true. */
  readonly headingDeg: number;
  /** Initial translation speed, knots. */
  readonly speedKn: number;
  /** When recurvature starts, as a share of the life; null: the storm never recurves. */
  readonly recurveAt: number | null;
  /** Heading after recurvature, northern frame, degrees true (e.g. 45: north-east). */
  readonly recurvedHeadingDeg: number;
  /** Translation speed after recurvature, knots. */
  readonly recurvedSpeedKn: number;
  /** Phase of the track's small wobble, radians. */
  readonly wobblePhase: number;
}

function utc(year: number, month1: number): number {
  return Date.UTC(year, month1 - 1, 1) / 1000;
}

/** [start, end) of `window` in the season starting in `seasonYear`, Unix seconds. */
export function windowSpan(window: SeasonWindow, seasonYear: number): { startUtc: number; endUtc: number } {
  const endYear = window.toMonth >= window.fromMonth ? seasonYear : seasonYear + 1;
  return { startUtc: utc(seasonYear, window.fromMonth), endUtc: utc(endYear, window.toMonth + 1) };
}

/** A genesis time in [startUtc, latestUtc], drawn with the basin's monthly weights. */
function drawGenesis(
  next: () => number,
  basin: Basin,
  window: SeasonWindow,
  startUtc: number,
  latestUtc: number,
): number {
  const maxWeight = Math.max(...basin.monthWeights);
  let t = startUtc;
  // Rejection sampling; 64 tries make a miss vanishingly rare, and a miss still lies in season.
  for (let i = 0; i < 64; i++) {
    t = Math.round(between(next, startUtc, latestUtc));
    const month = new Date(t * 1000).getUTCMonth() + 1;
    const weight = basin.monthWeights[month - 1] ?? 0;
    if (monthInWindow(month, window) && next() * maxWeight < weight) return t;
  }
  return t;
}

/**
 * Where a storm forms: a point of the basin's genesis region over the sea (storms form over warm
 * water, Gray 1968), drawn again when it falls on land; null when the region gives no sea.
 */
function drawGenesisPoint(next: () => number, basin: Basin, isLand: IsLand): { latDeg: number; lonDeg: number } | null {
  for (let i = 0; i < 16; i++) {
    const latDeg =
      between(next, basin.genesis.latDeg[0], basin.genesis.latDeg[1]) * (basin.hemisphere === 'S' ? -1 : 1);
    const lonDeg = between(next, basin.genesis.lonDeg[0], basin.genesis.lonDeg[1]);
    if (!isLand(latDeg, lonDeg > 180 ? lonDeg - 360 : lonDeg)) return { latDeg, lonDeg };
  }
  return null;
}

function drawStorm(
  isLand: IsLand,
  seed: number,
  basin: Basin,
  seasonYear: number,
  windowIndex: number,
  index: number,
): Omit<StormPlan, 'number' | 'endH'> | null {
  const window = basin.windows[windowIndex];
  if (window === undefined) return null;
  const { startUtc, endUtc } = windowSpan(window, seasonYear);
  const next = rngFor(seed, 'storm', basin.code, seasonYear, windowIndex, index);
  // 3 to 12 days, most of them short.
  const lifeH = Math.round(72 + 216 * next() ** 1.4);
  const latestUtc = endUtc - lifeH * HOUR_S - HOUR_S;
  if (latestUtc <= startUtc) return null;
  const genesisUtc = drawGenesis(next, basin, window, startUtc, latestUtc);
  const recurves = next() < basin.recurveShare;
  const genesis = drawGenesisPoint(next, basin, isLand);
  if (genesis === null) return null;
  return {
    basin,
    seasonYear,
    genesisUtc,
    lifeH,
    genesisLatDeg: genesis.latDeg,
    genesisLonDeg: genesis.lonDeg,
    // Most storms stay weak; a few become the strongest of their scale.
    peakKn: Math.min(160, 35 + 125 * next() ** 1.7),
    peakAt: between(next, 0.4, 0.65),
    headingDeg: basin.headingDeg + between(next, -12, 12),
    speedKn: between(next, 7, 14),
    recurveAt: recurves ? between(next, 0.3, 0.6) : null,
    recurvedHeadingDeg: between(next, 30, 65),
    recurvedSpeedKn: between(next, 15, 28),
    wobblePhase: between(next, 0, 2 * Math.PI),
  };
}

/** Every storm of `basin` in the season starting in `seasonYear`, numbered by genesis. */
/** Seasons already drawn, by seed, basin and year: drawing one integrates every storm's track. */
const seasons = new Map<string, StormPlan[]>();
const SEASONS_KEPT = 256;

export function seasonStorms(seed: number, basin: Basin, seasonYear: number): StormPlan[] {
  const key = `${seed}|${basin.code}|${seasonYear}`;
  const known = seasons.get(key);
  if (known !== undefined) return known;
  const drawn = drawSeason(seed, basin, seasonYear, landMask().isLand);
  if (seasons.size >= SEASONS_KEPT) seasons.delete(seasons.keys().next().value ?? key);
  seasons.set(key, drawn);
  return drawn;
}

/** A season over the given land: each storm's end found by integrating its track once. */
export function drawSeason(seed: number, basin: Basin, seasonYear: number, isLand: IsLand): StormPlan[] {
  const drawn: Omit<StormPlan, 'number' | 'endH'>[] = [];
  basin.windows.forEach((_, windowIndex) => {
    const next = rngFor(seed, 'season', basin.code, seasonYear, windowIndex);
    const mean = basin.stormsPerWindow;
    const count = Math.max(0, Math.round(mean + normal(next) * Math.sqrt(mean)));
    for (let i = 0; i < count; i++) {
      const storm = drawStorm(isLand, seed, basin, seasonYear, windowIndex, i);
      if (storm !== null) drawn.push(storm);
    }
  });
  drawn.sort((a, b) => a.genesisUtc - b.genesisUtc);
  return drawn.map((storm, i) => withLazyEnd({ ...storm, number: i + 1 }, isLand));
}

/**
 * The plan with its end found when first asked for: integrating a whole season's tracks costs a
 * new world more than its weather does, and only the storms alive at the instants asked about
 * need theirs. The track is integrated over the plan's planned life (lifeH).
 */
function withLazyEnd(storm: Omit<StormPlan, 'endH'>, isLand: IsLand): StormPlan {
  let endH: number | undefined;
  const plan = { ...storm } as StormPlan;
  Object.defineProperty(plan, 'endH', {
    enumerable: true,
    get: (): number => (endH ??= trackEndH(trackNodes(plan, isLand))),
  });
  return plan;
}

/** Whether a storm may be alive at `nowUtc` by its planned life alone (its end is never later). */
export function mayBeAlive(storm: StormPlan, nowUtc: number): boolean {
  return nowUtc >= storm.genesisUtc && nowUtc < storm.genesisUtc + storm.lifeH * HOUR_S;
}

/** The storms of `basin` alive at `nowUtc` (genesis <= now < dissipation). */
export function aliveStorms(seed: number, basin: Basin, nowUtc: number): StormPlan[] {
  const year = new Date(nowUtc * 1000).getUTCFullYear();
  const alive: StormPlan[] = [];
  // A season that wraps past December started the year before.
  for (const seasonYear of [year - 1, year]) {
    const open = basin.windows.some((w) => {
      const span = windowSpan(w, seasonYear);
      return nowUtc >= span.startUtc && nowUtc < span.endUtc;
    });
    if (!open) continue;
    for (const storm of seasonStorms(seed, basin, seasonYear)) {
      if (mayBeAlive(storm, nowUtc) && nowUtc < storm.genesisUtc + storm.endH * HOUR_S) alive.push(storm);
    }
  }
  return alive;
}
