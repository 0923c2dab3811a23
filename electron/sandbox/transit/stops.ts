// The sandbox's Dutch stop places (spec §2.16) with stable ids, and lookups by id and by
// distance that the planner endpoint and the mixer share.
import { geodesicInverse } from '../../../shared/geodesy/geodesic';
import { hashParts } from '../random';
import { STOP_ROWS, type StopKind } from './stops-nl';

export interface Stop {
  /** NL:S:<number>, the same for every seed: stop ids are real-world names, not world state. */
  readonly id: string;
  readonly name: string;
  readonly town: string;
  readonly latDeg: number;
  readonly lonDeg: number;
  readonly kind: StopKind;
}

/** A six-digit number from the stop's name, so adding a stop never renumbers the others. */
function stopNumber(name: string): number {
  return 100000 + (hashParts(0, 'stopplace', name) % 900000);
}

export const STOPS: readonly Stop[] = STOP_ROWS.map(([name, town, latDeg, lonDeg, kind]) => ({
  id: `NL:S:${stopNumber(name)}`,
  name,
  town,
  latDeg,
  lonDeg,
  kind,
}));

const BY_ID = new Map(STOPS.map((s) => [s.id, s]));
// Two names hashing to one number would make one stop unreachable: fail loudly at load.
if (BY_ID.size !== STOPS.length) throw new Error('two sandbox stop places share an id; rename one');

export function stopById(id: string): Stop | undefined {
  return BY_ID.get(id);
}

export interface StopDistance {
  readonly stop: Stop;
  readonly distanceM: number;
}

/** Every stop (optionally of some kinds) by distance from a point, nearest first; ties by id. */
export function stopsByDistance(latDeg: number, lonDeg: number, kinds?: readonly StopKind[]): StopDistance[] {
  return STOPS.filter((s) => kinds === undefined || kinds.includes(s.kind))
    .map((stop) => ({ stop, distanceM: geodesicInverse(latDeg, lonDeg, stop.latDeg, stop.lonDeg).distanceM }))
    .sort((a, b) => a.distanceM - b.distanceM || a.stop.id.localeCompare(b.stop.id));
}

/** The nearest rail station to a point. */
export function nearestStation(latDeg: number, lonDeg: number): StopDistance {
  const nearest = stopsByDistance(latDeg, lonDeg, ['rail'])[0];
  if (nearest === undefined) throw new Error('the sandbox has no railway stations');
  return nearest;
}
