// The moving lows and highs. The "truth" is a catalogue of systems born every 6 hours at
// seeded places (storm-track lows in both hemispheres, subtropical highs), each drifting east
// and deepening then filling over its life; plus the semi-permanent centres of action. A model
// run sees each system with an error that grows with lead time, and each ensemble member
// adds its own, larger, growing perturbation; so spread is small at +0 h and large at +240 h.
import { normal, rngFor } from '../../random';
import { seasonAt, winterness } from './climate';
import { Lru } from './lru';

const HOUR_S = 3600;
const DAY_S = 86_400;
export const SLOT_S = 6 * HOUR_S;
const MAX_LIFE_S = 9 * DAY_S;
const KM_PER_DEG = 111.2;

/** One system of the truth catalogue. */
interface SystemTruth {
  readonly id: number;
  readonly bornUtc: number;
  readonly lifeS: number;
  readonly lat0: number;
  readonly lon0: number;
  readonly eastKmh: number;
  readonly northKmh: number;
  /** Central anomaly at the height of its life, hPa: negative for a low. */
  readonly peakHpa: number;
  readonly radiusKm: number;
}

/** Stride of the truth array: id, lat, lon, anomaly hPa, radius km. */
const TRUTH_STRIDE = 5;

/** Stride of a state array: lat, lon, anomaly hPa (signed), radius km, cos(lat). */
export const STRIDE = 5;

/** The systems as one run (and member) sees them at one time, packed for fast sums. */
export interface SystemStates {
  readonly values: Float64Array;
  readonly count: number;
}

/** The semi-permanent centres of action: lat, lon, anomaly hPa (summer, winter), radius km. */
const CENTRES: readonly (readonly [number, number, number, number, number])[] = [
  [36, -32, 9, 6, 1900], // Azores high
  [34, -145, 9, 5, 2100], // North Pacific high
  [62, -32, -3, -12, 1500], // Icelandic low
  [52, 178, -2, -6, 1600], // Aleutian low
  [-29, -12, 6, 8, 1800], // South Atlantic high
  [-31, 82, 6, 8, 2000], // South Indian Ocean high
  [-32, -100, 6, 8, 2200], // South Pacific high
];

function wrapLon(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

function genesis(seed: number, slot: number): SystemTruth[] {
  const next = rngFor(seed, 'genesis', slot);
  const bornUtc = slot * SLOT_S;
  const northWinter = winterness(45, seasonAt(bornUtc));
  const systems: SystemTruth[] = [];
  // Four candidates per slot, always drawing the same numbers so one's fate never moves another.
  for (let kind = 0; kind < 4; kind++) {
    const present = next();
    const a = next();
    const b = next();
    const c = next();
    const d = next();
    const e = next();
    const f = next();
    const g = next();
    const id = slot * 4 + kind;
    const low = kind < 2;
    const south = kind % 2 === 1;
    const sign = south ? -1 : 1;
    if (low) {
      const chance = south ? 0.8 : 0.55 + 0.3 * northWinter;
      if (present >= chance) continue;
      // Northern lows favour the Atlantic and Pacific storm tracks; southern ones circle the pole.
      const track = south ? 2 : Math.floor(a * 3);
      const lon0 = track === 0 ? -80 + 35 * b : track === 1 ? 130 + 45 * b : -180 + 360 * b;
      const lat0 = sign * (track === 2 ? 38 + 18 * c : 34 + 13 * c);
      // Most lows are moderate, a few deep (a skewed draw): depth in hPa below the surroundings.
      const depth = (south ? 10 + 24 * d * d : 8 + 24 * d * d) * (south ? 1 : 0.6 + 0.45 * northWinter);
      systems.push({
        id,
        bornUtc: bornUtc + e * SLOT_S,
        lifeS: (3 + 4 * f) * DAY_S,
        lat0,
        lon0,
        eastKmh: south ? 40 + 20 * g : 35 + 20 * g,
        northKmh: sign * (4 + 6 * a),
        peakHpa: -depth,
        radiusKm: (south ? 700 : 600) + 500 * c,
      });
    } else {
      if (present >= 0.3) continue;
      systems.push({
        id,
        bornUtc: bornUtc + e * SLOT_S,
        lifeS: (5 + 4 * f) * DAY_S,
        lat0: sign * (28 + 14 * c),
        lon0: -180 + 360 * b,
        eastKmh: 10 + 15 * g,
        northKmh: 3 * (2 * a - 1),
        peakHpa: 4 + 6 * d,
        radiusKm: 1200 + 800 * a,
      });
    }
  }
  return systems;
}

/** Error draws of one system in one run or member: east, north (km per unit), amplitude, radius. */
type Draws = Float64Array;

function drawsFor(seed: number, parts: readonly (string | number)[]): Draws {
  const next = rngFor(seed, ...parts);
  return Float64Array.of(normal(next), normal(next), normal(next), normal(next));
}

/** Growth of position error with lead time, km: run error, and a member's extra perturbation. */
const RUN_ERROR_KM = { atAnalysis: 25, perDay: 35 };
const MEMBER_ERROR_KM = { atAnalysis: 15, perDay: 48 };

export class SystemCatalogue {
  private readonly slots = new Lru<number, SystemTruth[]>(4096);
  /** The systems that may be alive at a time in a slot: born in the MAX_LIFE before it. */
  private readonly windows = new Lru<number, SystemTruth[]>(256);
  private readonly draws = new Lru<string, Map<number, Draws>>(256);
  // Large enough for every member and step of one ensemble run (52 x 81), which the next
  // ensemble request at another place reuses whole: about 2.3 kB each, 6-12 MB in all.
  private readonly states = new Lru<string, SystemStates>(4300);
  private readonly truths = new Lru<number, Float64Array>(512);

  constructor(private readonly seed: number) {}

  /** The systems at `timeUtc` as run `runUtc` (and `member`, undefined for the control) forecasts them. */
  statesAt(runUtc: number, member: number | undefined, timeUtc: number): SystemStates {
    return this.states.get(`${runUtc}|${member ?? 'c'}|${timeUtc}`, () => this.compute(runUtc, member, timeUtc));
  }

  private window(lastSlot: number): SystemTruth[] {
    return this.windows.get(lastSlot, () => {
      const systems: SystemTruth[] = [];
      for (let slot = lastSlot - Math.ceil(MAX_LIFE_S / SLOT_S); slot <= lastSlot; slot++) {
        systems.push(...this.slots.get(slot, () => genesis(this.seed, slot)));
      }
      return systems;
    });
  }

  private drawTable(kind: string, runUtc: number, member: number | undefined): Map<number, Draws> {
    return this.draws.get(`${kind}|${runUtc}|${member ?? 'c'}`, () => new Map());
  }

  private draw(table: Map<number, Draws>, id: number, kind: string, runUtc: number, member: number | undefined): Draws {
    let d = table.get(id);
    if (d === undefined) {
      d = drawsFor(this.seed, member === undefined ? [kind, runUtc, id] : [kind, runUtc, member, id]);
      table.set(id, d);
    }
    return d;
  }

  /** The truth at `timeUtc`, shared by every run and member: id, lat, lon, anomaly hPa, radius km. */
  private truthAt(timeUtc: number): Float64Array {
    return this.truths.get(timeUtc, () => {
      const candidates = this.window(Math.floor(timeUtc / SLOT_S));
      const out: number[] = [];
      const season = seasonAt(timeUtc);
      CENTRES.forEach(([lat, lon, summer, winter, radiusKm], k) => {
        out.push(-1 - k, lat, lon, summer + (winter - summer) * winterness(lat, season), radiusKm);
      });
      for (const s of candidates) {
        const ageS = timeUtc - s.bornUtc;
        if (ageS <= 0 || ageS >= s.lifeS) continue;
        // Deepens fast, fills slowly: the peak comes at 40 % of the life.
        const x = Math.pow(ageS / s.lifeS, 0.75);
        const envelope = Math.sin(Math.PI * x) ** 2;
        const hours = ageS / HOUR_S;
        const lat = Math.max(-72, Math.min(72, s.lat0 + (s.northKmh * hours) / KM_PER_DEG));
        const midCos = Math.cos((((s.lat0 + lat) / 2) * Math.PI) / 180);
        out.push(s.id, lat, s.lon0 + (s.eastKmh * hours) / (KM_PER_DEG * midCos), s.peakHpa * envelope, s.radiusKm);
      }
      return Float64Array.from(out);
    });
  }

  private compute(runUtc: number, member: number | undefined, timeUtc: number): SystemStates {
    const leadDays = Math.max(0, timeUtc - runUtc) / DAY_S;
    const runKm = RUN_ERROR_KM.atAnalysis + RUN_ERROR_KM.perDay * leadDays;
    const memberKm = MEMBER_ERROR_KM.atAnalysis + MEMBER_ERROR_KM.perDay * leadDays;
    const runTable = this.drawTable('run', runUtc, undefined);
    const memberTable = member === undefined ? undefined : this.drawTable('member', runUtc, member);
    const truth = this.truthAt(timeUtc);
    const count = truth.length / TRUTH_STRIDE;
    const values = new Float64Array(count * STRIDE);
    for (let i = 0; i < count; i++) {
      const t = i * TRUTH_STRIDE;
      const id = truth[t]!;
      const r = this.draw(runTable, id, 'run', runUtc, undefined);
      let eastKm = runKm * r[0]!;
      let northKm = runKm * r[1]!;
      let amp = 1 + 0.03 * leadDays * r[2]!;
      let radius = 1 + 0.015 * leadDays * r[3]!;
      if (memberTable !== undefined) {
        const m = this.draw(memberTable, id, 'member', runUtc, member);
        eastKm += memberKm * m[0]!;
        northKm += memberKm * m[1]!;
        // Deepened or filled by up to about a third at long leads, wider or tighter by a fifth.
        amp += Math.min(0.3, 0.04 * leadDays) * m[2]!;
        radius += Math.min(0.2, 0.025 * leadDays) * m[3]!;
      }
      const pLat = Math.max(-85, Math.min(85, truth[t + 1]! + northKm / KM_PER_DEG));
      const cosLat = Math.cos((pLat * Math.PI) / 180);
      const o = i * STRIDE;
      values[o] = pLat;
      values[o + 1] = wrapLon(truth[t + 2]! + eastKm / (KM_PER_DEG * Math.max(0.2, cosLat)));
      values[o + 2] = truth[t + 3]! * Math.max(0.3, amp);
      values[o + 3] = truth[t + 4]! * Math.max(0.6, radius);
      values[o + 4] = cosLat;
    }
    return { values, count };
  }
}
