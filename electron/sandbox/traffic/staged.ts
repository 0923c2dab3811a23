// Incidents a test stages through the sandbox's control route (POST /__sandbox/traffic): a jam,
// closure, road works or diversion on the road stretch nearest a place, from now for a while.
// The demo's own traffic is a function of the seed and the clock, so a test that needs an
// event near a port arranges it here instead of hoping the hour brings one.
import { z } from 'zod';
import type { Incident, IncidentKind } from './incidents';
import { SNAPSHOT_STEP_S } from './incidents';
import { ROADS, type Road, type RoadPoint } from './roads';

/** Below every id of the demo's own traffic, so a staged event never takes another's id. */
const ID_BASE = 900_000_000;

export const stageRequestSchema = z.strictObject({
  kind: z.enum(['jam', 'closure', 'roadworks', 'diversion']),
  near: z.strictObject({ lat: z.number().min(50).max(54), lon: z.number().min(3).max(8) }),
  /** How long it lasts from now. */
  minutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
});
export type StageRequest = z.infer<typeof stageRequestSchema>;

interface Stretch {
  readonly road: Road;
  readonly from: RoadPoint;
  readonly to: RoadPoint;
  /** Where along from -> to the place's nearest point is, 0..1. */
  readonly fraction: number;
}

/** The road stretch nearest a place, in a local flat frame (the country is small). */
function nearestStretch(lat: number, lon: number): Stretch {
  const kx = Math.cos((lat * Math.PI) / 180);
  let best: { stretch: Stretch; d2: number } | undefined;
  for (const road of ROADS) {
    for (let i = 0; i + 1 < road.points.length; i++) {
      const from = road.points[i]!;
      const to = road.points[i + 1]!;
      const ax = (to.lonDeg - from.lonDeg) * kx;
      const ay = to.latDeg - from.latDeg;
      const px = (lon - from.lonDeg) * kx;
      const py = lat - from.latDeg;
      const length2 = ax * ax + ay * ay;
      const t = length2 === 0 ? 0 : Math.min(Math.max((px * ax + py * ay) / length2, 0), 1);
      const d2 = (px - t * ax) ** 2 + (py - t * ay) ** 2;
      if (best === undefined || d2 < best.d2) best = { stretch: { road, from, to, fraction: t }, d2 };
    }
  }
  if (best === undefined) throw new Error('no roads');
  return best.stretch;
}

const WORDS: Record<IncidentKind, { cause: string; causeType: string }> = {
  jam: { cause: 'ongeval', causeType: 'accident' },
  closure: { cause: 'werkzaamheden', causeType: 'carriagewayClosed' },
  roadworks: { cause: 'werkzaamheden', causeType: 'roadworks' },
  diversion: { cause: '', causeType: 'diversion' },
};

export class StagedTraffic {
  private staged: { incident: Omit<Incident, 'age'>; endUtc: number }[] = [];

  /** Stages one event from the start of the current 5-minute snapshot; returns it as it shows now. */
  add(request: StageRequest, nowUtc: number): Incident {
    const startUtc = Math.floor(nowUtc / SNAPSHOT_STEP_S) * SNAPSHOT_STEP_S;
    const { road, from, to, fraction } = nearestStretch(request.near.lat, request.near.lon);
    const jam = request.kind === 'jam';
    const incident: Omit<Incident, 'age'> = {
      id: ID_BASE + this.staged.length,
      kind: request.kind,
      road,
      from,
      to,
      headFraction: Math.min(Math.max(fraction, 0.1), 0.9),
      ...WORDS[request.kind],
      startUtc,
      queueLengthM: jam ? 3_000 : 0,
      delayMinutes: jam ? 9 : request.kind === 'closure' ? 12 : 0,
      ...(jam ? { trend: 'EQUAL' as const } : {}),
    };
    this.staged.push({ incident, endUtc: startUtc + request.minutes * 60 });
    return { ...incident, age: 0 };
  }

  /** The staged events in force at `nowUtc`. */
  active(nowUtc: number): Incident[] {
    return this.staged
      .filter(({ incident, endUtc }) => incident.startUtc <= nowUtc && nowUtc < endUtc)
      .map(({ incident }) => ({
        ...incident,
        age: Math.floor((Math.floor(nowUtc / SNAPSHOT_STEP_S) * SNAPSHOT_STEP_S - incident.startUtc) / SNAPSHOT_STEP_S),
      }));
  }

  clear(): void {
    this.staged = [];
  }
}
