// What moved between two forecasts of one route: the share of members above each limit per leg
// (each member counted once per leg, strictly above, legs grouped as the chart colours them),
// and the change in words, with hand-made snapshots whose every share is counted on paper.
import { describe, expect, it } from 'vitest';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';
import { forecastChange, legShares } from '../../../shared/forecast/snapshot-change';
import type { Snapshot } from '../../../shared/ipc/methods/forecasts';
import { membersWithCounts, series, step, utc, waypoint, type Series } from './helpers';

const T0 = utc(2026, 11, 28, 0);
const H = 3600;
const n = null;
/** Falmouth (WP 1) → Brest (WP 2) → Finisterre (WP 3): leg 0 is steps 0-2, leg 1 steps 2-4. */
const NAMES = ['Falmouth', 'Brest', 'Finisterre'];
const STEPS = [
  waypoint(0, T0, 50.1, -5.1),
  step(T0 + 6 * H, 49.2, -4.9),
  waypoint(1, T0 + 12 * H, 48.4, -4.5),
  step(T0 + 18 * H, 45.9, -6.6),
  waypoint(2, T0 + 24 * H, 43.0, -9.3),
];

/** A snapshot of the route above, with `runs` as its model runs. */
function snapshot(list: Series[], runs: { id: string; runUtc: number }[] = []): Snapshot {
  return {
    summary: {
      snapshotId: '1',
      voyageId: 'v1',
      voyageRevision: 1,
      createdAtUtc: T0 - 6 * H,
      ensemble: true,
      elements: list.map((s) => s.element),
      stepCount: STEPS.length,
      memberCount: list[0]?.members.length ?? 0,
      creditsSpent: 0,
      provenance: { source: 'demo', stale: false, fetchedAtUtc: T0 - 6 * H, ageS: 0, models: runs },
    },
    steps: STEPS,
    series: list,
  };
}

const flat = (value: number): number[] => STEPS.map(() => value);

/** 20 members of wind, gust and Hs; the first counts[s] members above the limit at step s. */
function twenty(counts: { wind: number[]; gust: number[]; hs: number[] }): Series[] {
  return [
    series('windspeed', 'kt', { deterministic: flat(30), members: membersWithCounts(20, counts.wind, 36, 30) }),
    series('windgust', 'kt', { deterministic: flat(40), members: membersWithCounts(20, counts.gust, 50, 40) }),
    series('waveheight_significant', 'm', {
      deterministic: flat(3),
      members: membersWithCounts(20, counts.hs, 4.5, 3),
    }),
  ];
}

/** The runs before: the newest is ECMWF WAM 28 Nov 00Z. */
const RUNS_BEFORE = [
  { id: 'ecmwf-ens', runUtc: utc(2026, 11, 27, 18) },
  { id: 'ecmwf-wam', runUtc: utc(2026, 11, 28, 0) },
];

describe('legShares', () => {
  it('counts each member once per leg, strictly above the limit, over the members with a value there', () => {
    const gust = [
      [45, 44, 46, n, n], // above at the turning point (step 2): on both legs
      [50, 50, 40, 40, 40], // above twice on leg 0: counted once
      [45, 45, 45, 45, 45], // at the limit, never above it
      [n, n, n, 47, n], // no value on leg 0: not counted there at all
    ];
    // 18 m/s is 34.99 kn, above 34 kn; 17.4 m/s is 33.82 kn, within it.
    const wind = [
      [18, 10, 10, 10, 10],
      [17.4, 10, 10, 10, 10],
    ];
    const shares = legShares(
      snapshot([series('windgust', 'kt', { members: gust }), series('windspeed', 'm/s', { members: wind })]),
      DEFAULT_VESSEL_LIMITS,
    );
    expect(shares).toEqual([
      { legIndex: 0, shares: { wind: 1 / 2, gust: 2 / 3, hs: null, visibility: null } },
      { legIndex: 1, shares: { wind: 0, gust: 2 / 4, hs: null, visibility: null } },
    ]);
  });
});

describe('forecastChange', () => {
  it('says the largest changes of 5 points or more, three at most, since the newest run before', () => {
    const before = snapshot(twenty({ wind: [0, 4, 0, 0, 0], gust: [0, 0, 0, 2, 0], hs: [0, 0, 0, 0, 0] }), RUNS_BEFORE);
    // Gusts on leg 1: the same 9 members above at two steps, counted once (45 %). Hs above at
    // Brest (step 2), the turning point: on both legs.
    const after = snapshot(twenty({ wind: [0, 1, 0, 0, 0], gust: [0, 0, 0, 9, 9], hs: [0, 0, 2, 0, 0] }));
    const change = forecastChange(before, after, DEFAULT_VESSEL_LIMITS, NAMES);
    expect(change.since).toBe('the 28 Nov 00Z run');
    expect(change.legs).toEqual([
      { legIndex: 1, quantity: 'gust', before: 0.1, after: 0.45 },
      { legIndex: 0, quantity: 'wind', before: 0.2, after: 0.05 },
      { legIndex: 0, quantity: 'hs', before: 0, after: 0.1 },
      { legIndex: 1, quantity: 'hs', before: 0, after: 0.1 },
    ]);
    expect(change.words).toEqual([
      'leg 2 (Brest → Finisterre): gusts above 45 kn from 10 % to 45 % since the 28 Nov 00Z run.',
      'leg 1 (Falmouth → Brest): winds above 34 kn from 20 % to 5 % since the 28 Nov 00Z run.',
      'leg 1 (Falmouth → Brest): seas (Hs) above 4 m from 0 % to 10 % since the 28 Nov 00Z run.',
    ]);
  });

  it('says 5 points moved when 2 of 20 members become 3 (0.15 − 0.1 is 0.0499… in floating point)', () => {
    const before = snapshot(twenty({ wind: flat(0), gust: [0, 0, 0, 2, 0], hs: flat(0) }), RUNS_BEFORE);
    const after = snapshot(twenty({ wind: flat(0), gust: [0, 0, 0, 3, 0], hs: flat(0) }));
    expect(forecastChange(before, after, DEFAULT_VESSEL_LIMITS).words).toEqual([
      'leg 2: gusts above 45 kn from 10 % to 15 % since the 28 Nov 00Z run.',
    ]);
  });

  it('says when no leg moved by 5 points, and still lists the legs with risk', () => {
    // 51 members: 5 → 7 above is 3.9 points.
    const gust = (above: number): Series[] => [
      series('windgust', 'kt', { members: membersWithCounts(51, [0, 0, 0, above, 0], 50, 40) }),
    ];
    const change = forecastChange(snapshot(gust(5), RUNS_BEFORE), snapshot(gust(7)), DEFAULT_VESSEL_LIMITS, NAMES);
    expect(change.legs).toEqual([{ legIndex: 1, quantity: 'gust', before: 5 / 51, after: 7 / 51 }]);
    expect(change.words).toEqual(["No leg's risk moved by 5 % or more since the 28 Nov 00Z run."]);
  });

  it('has nothing to compare without members, and names the forecast before when it has no runs', () => {
    const deterministic = [series('windgust', 'kt', { deterministic: flat(50) })];
    const change = forecastChange(
      snapshot(deterministic),
      snapshot(twenty({ wind: flat(1), gust: flat(1), hs: flat(1) })),
      DEFAULT_VESSEL_LIMITS,
    );
    expect(change.legs).toEqual([]);
    expect(change.words).toEqual([
      'No leg has ensemble members in both forecasts: no risk to compare with the previous forecast.',
    ]);
  });
});
