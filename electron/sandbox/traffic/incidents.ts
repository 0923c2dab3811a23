// The unplanned side of the synthetic Dutch road situation: incidents are born in 5-minute
// buckets (more in the rush hours), live for a while, and a jam's queue grows and then
// dissolves. They are a pure function of the seed and the 5-minute bucket of the clock, so they
// change every 5 minutes, like the real feed, and never within one bucket (snapshot.ts adds the
// night's planned works).
import { pick, rngFor } from '../random';
import { dutchTime } from './local-time';
import { ROADS, type Road, type RoadPoint } from './roads';

/** The feed is refreshed every 5 minutes. */
export const SNAPSHOT_STEP_S = 300;
/** Oldest incident still considered: 4 hours of births (48 buckets). */
const MAX_LIFETIME_BUCKETS = 48;

export type IncidentKind = 'jam' | 'closure' | 'roadworks' | 'diversion';
export type Trend = 'EQUAL' | 'INCREASED' | 'DECREASED';

export interface Incident {
  /** Stable over the incident's life: the same id in every snapshot it appears in. */
  readonly id: number;
  readonly kind: IncidentKind;
  readonly road: Road;
  /** The stretch the incident is on, in the direction of travel. */
  readonly from: RoadPoint;
  readonly to: RoadPoint;
  /** Where along from -> to the incident's head is, 0..1. */
  readonly headFraction: number;
  readonly cause: string;
  readonly causeType: string;
  readonly startUtc: number;
  /** Snapshots since the incident began, 0 in its first. */
  readonly age: number;
  /** Queue length, metres (0 for anything but a jam). */
  readonly queueLengthM: number;
  readonly delayMinutes: number;
  /** Jams only. */
  readonly trend?: Trend;
}

export interface TrafficSnapshot {
  /** Start of the 5-minute bucket, Unix seconds. */
  readonly updatedUtc: number;
  readonly incidents: readonly Incident[];
}

/** Jam causes: the Dutch text the feed shows, and its causeType. Plain congestion has no cause text. */
const JAM_CAUSES: readonly (readonly [string, string])[] = [
  ['', 'congestion'],
  ['', 'congestion'],
  ['', 'congestion'],
  ['druk verkeer', 'congestion'],
  ['ongeval', 'accident'],
  ['eerder ongeval', 'accident'],
  ['pechgeval', 'vehicleObstruction'],
  ['vrachtwagen met pech', 'truckProblem'],
  ['werkzaamheden', 'roadworks'],
];
export const CLOSURE_CAUSES: readonly string[] = ['werkzaamheden', 'ongeval', 'berging voertuig', 'inspectie', ''];
export const ROADWORK_CAUSES: readonly string[] = [
  'werkzaamheden',
  'onderhoud',
  'asfalteren',
  'vervangen voegovergang',
];

/** Births per 5 minutes: more in the morning and evening rush on weekdays, Dutch local time (CET/CEST). */
function birthRate(bucketUtc: number): number {
  const { hour, weekday } = dutchTime(bucketUtc);
  const workday = weekday !== 0 && weekday !== 6;
  const rush = workday && ((hour >= 6.5 && hour < 9.5) || (hour >= 15.5 && hour < 19));
  if (rush) return 2.2;
  return hour >= 6 && hour < 22 ? 0.8 : 0.25;
}

/** A road drawn by its share of the country's events. */
export function weightedRoad(next: () => number): Road {
  const total = ROADS.reduce((sum, road) => sum + road.weight, 0);
  let r = next() * total;
  for (const road of ROADS) {
    r -= road.weight;
    if (r < 0) return road;
  }
  return pick(next, ROADS);
}

/** The unplanned incidents alive at `nowUtc` (those born in the last 4 hours that have not ended). */
export function bornIncidents(seed: number, nowUtc: number): Incident[] {
  const bucket = Math.floor(nowUtc / SNAPSHOT_STEP_S);
  const incidents: Incident[] = [];
  for (let born = bucket - MAX_LIFETIME_BUCKETS + 1; born <= bucket; born++) {
    const next = rngFor(seed, 'traffic', born);
    const births = Math.floor(birthRate(born * SNAPSHOT_STEP_S) + next());
    for (let j = 0; j < births; j++) {
      const incident = incidentAt(seed, born, j, bucket - born);
      if (incident) incidents.push(incident);
    }
  }
  return incidents;
}

/** Incident `j` born in bucket `born`, as it is `age` buckets later; undefined once it has ended. */
function incidentAt(seed: number, born: number, j: number, age: number): Incident | undefined {
  const next = rngFor(seed, 'traffic', born, j);
  const kindDraw = next();
  const kind: IncidentKind =
    kindDraw < 0.62 ? 'jam' : kindDraw < 0.77 ? 'roadworks' : kindDraw < 0.9 ? 'closure' : 'diversion';
  const lifetime = kind === 'jam' ? 3 + Math.floor(next() * 16) : 12 + Math.floor(next() * (MAX_LIFETIME_BUCKETS - 11));
  if (age >= lifetime) return undefined;
  const road = weightedRoad(next);
  const segment = Math.floor(next() * (road.points.length - 1));
  const forward = next() < 0.5;
  const a = road.points[segment];
  const b = road.points[segment + 1];
  if (!a || !b) return undefined;
  const [from, to] = forward ? [a, b] : [b, a];
  const headFraction = 0.3 + 0.6 * next();
  const startUtc = born * SNAPSHOT_STEP_S - Math.floor(next() * SNAPSHOT_STEP_S);
  // Unique and stable: a bucket never has ten births.
  const id = born * 10 + j;
  const base = { id, kind, road, from, to, headFraction, startUtc, age };

  if (kind === 'jam') {
    const [cause, causeType] = pick(next, JAM_CAUSES);
    const peakM = 1_000 + next() * 11_000;
    const lengthAt = (k: number): number =>
      Math.round((peakM * Math.sin((Math.PI * (k + 1)) / (lifetime + 1))) / 100) * 100;
    const queueLengthM = Math.max(lengthAt(age), 100);
    const before = age === 0 ? 0 : Math.max(lengthAt(age - 1), 100);
    const trend: Trend = queueLengthM > before ? 'INCREASED' : queueLengthM < before ? 'DECREASED' : 'EQUAL';
    const minutesPerKm = 1.5 + next() * 2;
    return {
      ...base,
      cause,
      causeType,
      queueLengthM,
      delayMinutes: Math.max(1, Math.round((queueLengthM / 1000) * minutesPerKm)),
      trend,
    };
  }
  if (kind === 'closure')
    return {
      ...base,
      cause: pick(next, CLOSURE_CAUSES),
      causeType: 'carriagewayClosed',
      queueLengthM: 0,
      delayMinutes: Math.floor(next() * 15),
    };
  if (kind === 'roadworks')
    return {
      ...base,
      cause: pick(next, ROADWORK_CAUSES),
      causeType: 'roadworks',
      queueLengthM: 0,
      delayMinutes: Math.floor(next() * 6),
    };
  return { ...base, cause: '', causeType: 'diversion', queueLengthM: 0, delayMinutes: 0 };
}

/** A1 < A2 < A10 < N11 < N57 < N201: letter, then number. */
export function compareRoadNumbers(a: string, b: string): number {
  return a.charCodeAt(0) - b.charCodeAt(0) || Number(a.slice(1)) - Number(b.slice(1));
}

/** ISO 8601 UTC without milliseconds, as the feed writes it. */
export function isoUtc(unixS: number): string {
  return new Date(unixS * 1000).toISOString().replace('.000Z', 'Z');
}
