// The worst risk on each leg, for colouring the route: steps are grouped by the leg they fall
// on, with the snapshot's waypoint steps as the boundaries.
import type { Snapshot } from '../ipc/methods/forecasts';
import { worseRisk, type RiskLevel } from './exceedance';

type Step = Pick<Snapshot['steps'][number], 'kind' | 'waypointIndex'>;

export interface LegRisk {
  /** Leg k runs from waypoint k to waypoint k + 1. */
  readonly legIndex: number;
  readonly fromWaypointIndex: number;
  readonly toWaypointIndex: number;
  /** Worst risk of the leg's steps; 'unknown' when none has data or the leg has no step. */
  readonly risk: RiskLevel;
  /** Index of the first step with that risk, or null when the leg has no step. */
  readonly worstStepIndex: number | null;
  /** Indices of the steps on the leg, in order. */
  readonly stepIndices: readonly number[];
}

/**
 * The steps of each leg (leg k runs from waypoint k to k + 1), in order. A waypoint step belongs
 * to both legs that meet there: the weather at a turning point is the end of one leg and the
 * start of the next, and counting it for only one of them would hide it from the other. Steps
 * during a stay (between two steps of the same waypoint) belong to the leg leaving it. Steps
 * before the first waypoint step go to leg 0 and steps after the last to the last leg. The
 * number of legs is the highest waypoint index; a snapshot with fewer than two waypoints has no legs.
 */
export function legStepIndices(steps: readonly Step[]): number[][] {
  const lastWaypoint = steps.reduce(
    (max, s) => (s.kind === 'waypoint' && s.waypointIndex !== null ? Math.max(max, s.waypointIndex) : max),
    0,
  );
  const legCount = lastWaypoint;
  const members: number[][] = Array.from({ length: legCount }, () => []);
  const add = (leg: number, step: number): void => {
    if (leg >= 0 && leg < legCount) members[leg]?.push(step);
  };
  let current = 0;
  let lastWaypointSeen: number | null = null;
  steps.forEach((s, i) => {
    if (s.kind === 'waypoint' && s.waypointIndex !== null) {
      // The second step of one waypoint (departure after a stay) no longer ends the leg before.
      if (s.waypointIndex !== lastWaypointSeen) add(s.waypointIndex - 1, i);
      add(s.waypointIndex, i);
      lastWaypointSeen = s.waypointIndex;
      current = Math.min(s.waypointIndex, legCount - 1);
    } else {
      add(current, i);
    }
  });
  return members;
}

/** Per-leg worst risk, over the steps of each leg as legStepIndices groups them. */
export function legRisks(steps: readonly Step[], risks: readonly RiskLevel[]): LegRisk[] {
  return legStepIndices(steps).map((stepIndices, legIndex) => {
    let risk: RiskLevel = 'unknown';
    let worstStepIndex: number | null = null;
    for (const i of stepIndices) {
      const r = risks[i] ?? 'unknown';
      if (worstStepIndex === null || worseRisk(risk, r) !== risk) worstStepIndex = i;
      risk = worseRisk(risk, r);
    }
    return { legIndex, fromWaypointIndex: legIndex, toWaypointIndex: legIndex + 1, risk, worstStepIndex, stepIndices };
  });
}
