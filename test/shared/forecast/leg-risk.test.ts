// Worst risk per leg, with waypoint steps as the boundaries.
import { describe, expect, it } from 'vitest';
import type { RiskLevel } from '../../../shared/forecast/exceedance';
import { legRisks } from '../../../shared/forecast/leg-risk';
import { step, waypoint } from './helpers';

describe('legRisks', () => {
  it('groups steps between waypoints; a turning point counts for both legs', () => {
    const steps = [
      waypoint(0, 0),
      step(1, 0, 0),
      step(2, 0, 0),
      waypoint(1, 3),
      step(4, 0, 0),
      waypoint(2, 5),
      step(6, 0, 0),
      waypoint(3, 7),
    ];
    const risks: RiskLevel[] = ['none', 'low', 'none', 'high', 'none', 'moderate', 'unknown', 'none'];
    const legs = legRisks(steps, risks);
    expect(
      legs.map((l) => [l.legIndex, l.fromWaypointIndex, l.toWaypointIndex, l.risk, l.worstStepIndex, l.stepIndices]),
    ).toEqual([
      [0, 0, 1, 'high', 3, [0, 1, 2, 3]],
      [1, 1, 2, 'high', 3, [3, 4, 5]],
      [2, 2, 3, 'moderate', 5, [5, 6, 7]],
    ]);
  });

  it('puts the steps of a stay on the leg leaving the waypoint', () => {
    // Arrival at waypoint 1, a step during the stay, departure from waypoint 1.
    const steps = [
      waypoint(0, 0),
      step(1, 0, 0),
      waypoint(1, 2),
      step(3, 0, 0),
      waypoint(1, 4),
      step(5, 0, 0),
      waypoint(2, 6),
    ];
    const risks: RiskLevel[] = ['none', 'none', 'none', 'high', 'none', 'low', 'none'];
    const legs = legRisks(steps, risks);
    expect(legs.map((l) => l.stepIndices)).toEqual([
      [0, 1, 2],
      [2, 3, 4, 5, 6],
    ]);
    expect(legs.map((l) => l.risk)).toEqual(['none', 'high']);
  });

  it('reports unknown for a leg without data, and no legs for one waypoint', () => {
    expect(legRisks([waypoint(0, 0), waypoint(1, 1)], ['unknown', 'unknown'])).toEqual([
      {
        legIndex: 0,
        fromWaypointIndex: 0,
        toWaypointIndex: 1,
        risk: 'unknown',
        worstStepIndex: 0,
        stepIndices: [0, 1],
      },
    ]);
    expect(legRisks([waypoint(0, 0), step(1, 0, 0)], ['high', 'high'])).toEqual([]);
  });
});
