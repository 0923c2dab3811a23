// The forecast panel's "Forecast changes": which earlier forecast the one shown is compared with
// (same voyage, earlier, other model runs, same route sailed at the same times, newest first),
// what is read back to find it, the change in words with the vessel's limits, and the runs used.
import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import type { Snapshot, SnapshotSummary } from '../../../shared/ipc';
import { DEFAULT_VESSEL_LIMITS, type VesselLimits } from '../../../shared/domain/voyage';
import { ForecastChangeState } from '../../../renderer/src/forecast/forecast-change.svelte';
import { earlierCandidates, runsUsedText, sameRoute } from '../../../renderer/src/forecast/previous-forecast';
import { snapshot, SUMMARY, T0 } from './fixtures';

const H = 3600;
const NAMES = ['Lizard', 'Ushant', 'Finisterre'];

/** A stored forecast of voyage v1 made at `createdAtUtc` from the ecmwfhresglobal run at `runUtc`. */
function summary(snapshotId: string, createdAtUtc: number, runUtc: number, voyageId = 'v1'): SnapshotSummary {
  return {
    ...SUMMARY,
    snapshotId,
    voyageId,
    createdAtUtc,
    provenance: { ...SUMMARY.provenance, models: [{ id: 'ecmwfhresglobal', runUtc }] },
  };
}

/** The fixture's forecast under `s`; `calm` puts every gust member below 45 kn (the fixture has one at 50). */
function stored(s: SnapshotSummary, { calm = false, movedLon = 0 } = {}): Snapshot {
  const f = snapshot();
  return {
    summary: s,
    steps: f.steps.map((step) => (step.waypointIndex === 1 ? { ...step, lon: step.lon + movedLon } : step)),
    series: f.series.map((series) =>
      calm && series.element === 'windgust'
        ? { ...series, members: series.members.map((m) => m.map((v) => (v === 50 ? 44 : v))) }
        : series,
    ),
  };
}

// Made at 01 Dec 05Z from the 01 Dec 00Z run.
const SHOWN = stored(summary('9', T0 - H, T0 - 6 * H));
// Made 2 h earlier from the same run: nothing the weather did, never read.
const SAME_RUNS = summary('8', T0 - 3 * H, T0 - 6 * H);
// The 30 Nov 18Z run, but Ushant moved a tenth of a degree: another route, read and passed over.
const OTHER_ROUTE = stored(summary('7', T0 - 8 * H, T0 - 12 * H), { calm: true, movedLon: 0.1 });
// The 30 Nov 18Z run on the same route: the one compared.
const PREVIOUS = stored(summary('6', T0 - 9 * H, T0 - 12 * H), { calm: true });
// The 30 Nov 12Z run on the same route, older: not read.
const OLDER = stored(summary('5', T0 - 14 * H, T0 - 18 * H));
// Another voyage's forecast, and one made after the one shown.
const ELSEWHERE = summary('4', T0 - 10 * H, T0 - 12 * H, 'v2');
const LATER = summary('10', T0, T0);

const LIST = [LATER.snapshotId, '9', '8', '7', '6', '5', '4'].map((id) =>
  [LATER, SHOWN.summary, SAME_RUNS, OTHER_ROUTE.summary, PREVIOUS.summary, OLDER.summary, ELSEWHERE].find(
    (s) => s.snapshotId === id,
  )!,
);

function harness(limits: () => VesselLimits = () => DEFAULT_VESSEL_LIMITS) {
  const read: string[] = [];
  const byId = new Map([OTHER_ROUTE, PREVIOUS, OLDER].map((s) => [s.summary.snapshotId, s]));
  const changes = new ForecastChangeState({
    api: {
      get: async ({ snapshotId }) => {
        read.push(snapshotId);
        const found = byId.get(snapshotId);
        if (found === undefined) throw { code: 'not-found', message: `There is no forecast ${snapshotId}.` };
        return found;
      },
    },
    limits,
    waypointNames: () => NAMES,
  });
  return { changes, read };
}

describe('earlierCandidates, sameRoute, runsUsedText', () => {
  it('offers the earlier forecasts of the voyage from other runs, newest first', () => {
    expect(earlierCandidates(SHOWN.summary, LIST).map((s) => s.snapshotId)).toEqual(['7', '6', '5']);
  });

  it('takes a route as the same when its waypoints are at the same places and times', () => {
    expect(sameRoute(PREVIOUS, SHOWN)).toBe(true);
    expect(sameRoute(OTHER_ROUTE, SHOWN)).toBe(false);
    const later = { steps: SHOWN.steps.map((s) => (s.waypointIndex === 2 ? { ...s, timeUtc: s.timeUtc + H } : s)) };
    expect(sameRoute(later, SHOWN)).toBe(false);
    // One waypoint fewer.
    expect(sameRoute({ steps: SHOWN.steps.slice(0, 4) }, SHOWN)).toBe(false);
  });

  it('lists every run of the voyage per model, newest first', () => {
    const waves = { ...OLDER.summary.provenance, models: [{ id: 'ecmwfwamglobal', runUtc: T0 - 18 * H }] };
    expect(runsUsedText([SHOWN.summary, PREVIOUS.summary, SAME_RUNS, OLDER.summary, { provenance: waves }])).toBe(
      'ecmwfhresglobal 01 Dec 00Z, 30 Nov 18Z, 30 Nov 12Z; ecmwfwamglobal 30 Nov 12Z',
    );
  });
});

describe('ForecastChangeState', () => {
  it('compares with the newest earlier forecast of the same route from other runs, reading no more than needed', async () => {
    const { changes, read } = harness();
    const phase = await changes.follow(SHOWN, LIST);
    expect(read).toEqual(['7', '6']);
    expect(phase.kind === 'ready' && phase.previous.summary.snapshotId).toBe('6');
    expect(phase.kind === 'ready' && phase.runsUsed).toBe(
      'ecmwfhresglobal 01 Dec 06Z, 01 Dec 00Z, 30 Nov 18Z, 30 Nov 12Z',
    );
    // The fixture's one gust member of 4 at 50 kn is at Ushant, the turning point: both legs.
    expect(changes.change?.since).toBe('the 30 Nov 18Z run');
    expect(changes.change?.words).toEqual([
      'leg 1 (Lizard → Ushant): gusts above 45 kn from 0 % to 25 % since the 30 Nov 18Z run.',
      'leg 2 (Ushant → Finisterre): gusts above 45 kn from 0 % to 25 % since the 30 Nov 18Z run.',
    ]);
    // Wind: 3 of 4 members above 34 kn at Ushant both times.
    expect(changes.change?.legs).toContainEqual({ legIndex: 0, quantity: 'wind', before: 0.75, after: 0.75 });

    // The same forecast and list again (the panel's effect re-running): nothing read again.
    expect(await changes.follow(SHOWN, LIST)).toBe(phase);
    expect(read).toEqual(['7', '6']);
  });

  it('words the change again when the vessel limits change', async () => {
    let limits = $state<VesselLimits>(DEFAULT_VESSEL_LIMITS);
    const { changes } = harness(() => limits);
    await changes.follow(SHOWN, LIST);
    limits = { ...DEFAULT_VESSEL_LIMITS, gustKn: 50 };
    flushSync();
    // No member is above 50 kn either time.
    expect(changes.change?.words).toEqual(["No leg's risk moved by 5 % or more since the 30 Nov 18Z run."]);
  });

  it('shows nothing without an earlier forecast of other runs, for a partial result, or for nothing shown', async () => {
    const { changes, read } = harness();
    expect((await changes.follow(SHOWN, [SHOWN.summary, SAME_RUNS, LATER])).kind).toBe('none');
    const partial = { ...SHOWN, summary: { ...SHOWN.summary, snapshotId: '' } };
    expect((await changes.follow(partial, LIST)).kind).toBe('none');
    expect((await changes.follow(null, LIST)).kind).toBe('none');
    expect(changes.change).toBeNull();
    expect(read).toEqual([]);
  });

  it('shows nothing when no earlier forecast of other runs is of the same route', async () => {
    const { changes, read } = harness();
    const phase = await changes.follow(SHOWN, [SHOWN.summary, OTHER_ROUTE.summary]);
    expect(phase.kind).toBe('none');
    expect(read).toEqual(['7']);
  });

  it('says when the previous forecast cannot be read', async () => {
    const { changes } = harness();
    const phase = await changes.follow(SHOWN, [SHOWN.summary, summary('3', T0 - 20 * H, T0 - 24 * H)]);
    expect(phase.kind === 'failed' && phase.failure.message).toBe('There is no forecast 3.');
    expect(changes.change).toBeNull();
  });

  it('drops the answer for a forecast no longer shown', async () => {
    const { changes } = harness();
    const first = changes.follow(SHOWN, LIST);
    // Another forecast shown before the first comparison is in: the older one, with nothing earlier to compare.
    const second = await changes.follow(OLDER, LIST);
    expect(second.kind).toBe('none');
    await first;
    expect(changes.phase.kind).toBe('none');
    expect(changes.change).toBeNull();
  });
});
