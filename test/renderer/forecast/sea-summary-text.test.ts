// The forecast summary's and weather table's sea state (issue 29): a window of the forecast's own
// sea gets the ensemble check's share at its steps in the Sea state section's words, and the table
// marks exactly the steps the judgement put in a zone, with section 3e's detail as the tooltip.
import { describe, expect, it } from 'vitest';
import type { ForecastSea } from '../../../shared/forecast/forecast-sea';
import type { SeaZoneWindow } from '../../../shared/forecast/sea-zone-windows';
import type { SeakeepingStep } from '../../../shared/ipc';
import {
  ensembleLine,
  ensembleShareText,
  seaZoneMarks,
  summaryWindowText,
} from '../../../renderer/src/forecast/sea-summary-text';
import { dangerRows } from '../../../renderer/src/forecast/sea-state-text';

const T0 = Date.parse('2026-12-14T06:00Z') / 1000;
const H = 3600;
const OUT = { slowToKn: 11.3, slowerStaysOut: true, speedUpToKn: null, portDeg: 45, starboardDeg: 45 };

const WINDOW: SeaZoneWindow = {
  kind: 'surf-riding',
  fromStep: 0,
  toStep: 6,
  fromUtc: T0,
  toUtc: T0 + 6 * H,
  lat: 45,
  lon: -20,
  wayOut: { ...OUT, portDeg: null, starboardDeg: null },
  headingDeg: 0,
};

function step(timeUtc: number, dangers: SeakeepingStep['dangers'], headingDeg: number | null = 0): SeakeepingStep {
  return { timeUtc, lat: 45, lon: -20, legIndex: 0, headingDeg, speedKn: 20, members: 51, dangers };
}

const STEPS: SeakeepingStep[] = [
  step(T0 - 3 * H, [{ kind: 'surf-riding', shareOfMembers: 1 }]),
  step(T0, [{ kind: 'surf-riding', shareOfMembers: 31 / 51 }]),
  step(T0 + 3 * H, [{ kind: 'surf-riding', shareOfMembers: 49 / 51, wayOut: OUT }]),
  step(T0 + 6 * H, [{ kind: 'parametric-rolling', shareOfMembers: 1 }]),
];

describe('the ensemble share of a window', () => {
  it("takes the highest share at the window's own steps, in the section's words", () => {
    expect(ensembleShareText(WINDOW, { steps: STEPS })).toBe(
      'ensemble check: up to 96 % of members (49 of 51) at its 3 ensemble steps',
    );
    // The section's row at that step says the same share.
    const rows = dangerRows({
      voyageId: 'v1',
      voyageRevision: 1,
      hull: { lengthM: 40, beamM: 10, gmM: 1, draughtM: 2.5, draughtAssumed: false },
      steps: STEPS,
      cutBefore: 0,
      cutAfter: 0,
      horizonUtc: T0 + 240 * H,
      waveModel: 'ecmwf-ens-wam',
      places: 4,
      creditsSpent: 4,
      provenance: { source: 'demo', stale: false, fetchedAtUtc: T0, ageS: 0, models: [] },
    });
    expect(rows[2]?.items[0]?.share).toBe('96 % of members (49 of 51)');
  });

  it('says no member is in it when the check judged its steps clear, and nothing when it judged none', () => {
    const clear = [step(T0 + 3 * H, [])];
    expect(ensembleShareText(WINDOW, { steps: clear })).toBe('ensemble check: in no member at its ensemble step');
    expect(ensembleShareText(WINDOW, { steps: [step(T0 + 3 * H, [], null)] })).toBeNull();
    expect(ensembleShareText(WINDOW, { steps: [] })).toBeNull();
  });

  it('adds the share to the window line only when the check has been run', () => {
    const alone = summaryWindowText(WINDOW, null);
    expect(alone).toBe(
      'Surf-riding and broaching-to (MSC.1/Circ.1228, 4.2.1) 14 Dec 06Z–12Z (7 steps) near 45°N 020°W: ' +
        'Reduce speed to 11.3 kn or less.',
    );
    expect(summaryWindowText(WINDOW, { steps: STEPS })).toBe(
      `${alone} (ensemble check: up to 96 % of members (49 of 51) at its 3 ensemble steps)`,
    );
  });

  it('says which revision the ensemble check is of when it is not the forecast’s', () => {
    const r = {
      voyageId: 'v1',
      voyageRevision: 1,
      hull: { lengthM: 40, beamM: 10, gmM: 1, draughtM: 2.5, draughtAssumed: false },
      steps: [STEPS[1]!],
      cutBefore: 0,
      cutAfter: 0,
      horizonUtc: T0,
      waveModel: 'ecmwf-ens-wam',
      places: 1,
      creditsSpent: 1,
      provenance: { source: 'demo' as const, stale: false, fetchedAtUtc: T0, ageS: 0, models: [] },
    };
    expect(ensembleLine(r, 1)).toBe(
      'Ensemble check: Surf-riding and broaching-to at 1 of 1 step (up to 60 % of members).',
    );
    expect(ensembleLine(r, 2)).toMatch(/^Ensemble check \(of revision 1\): Surf-riding/);
  });
});

describe('the weather table marks', () => {
  const detail = 'Waves from 180°, dead astern: … Reduce speed to 11.3 kn or less.';
  const sea: ForecastSea = {
    kind: 'judged',
    hull: { lengthM: 40, beamM: 10, draughtM: 2.5, gmM: 1, assumed: [] },
    waveModel: 'ecmwfwamglobal',
    judged: 5,
    rows: [
      {
        step: 3,
        timeUtc: T0 + 3 * H,
        lat: 45,
        lon: -20,
        headingDeg: 0,
        speedKn: 20,
        dangers: [
          { kind: 'surf-riding', detail, wayOut: OUT },
          { kind: 'parametric-rolling', detail: 'Head seas.', wayOut: OUT },
        ],
      },
    ],
  };

  it('marks the steps in a zone with the zones named and the details as the note', () => {
    const marks = seaZoneMarks(sea);
    expect([...marks.keys()]).toEqual([3]);
    expect(marks.get(3)).toEqual({
      text: 'Surf-riding and broaching-to, Parametric rolling',
      note: `${detail} Head seas.`,
    });
  });

  it('marks nothing without a hull, a sea or a forecast', () => {
    expect(seaZoneMarks({ kind: 'no-hull', vesselName: 'Swift' }).size).toBe(0);
    expect(seaZoneMarks({ kind: 'no-sea' }).size).toBe(0);
    expect(seaZoneMarks(null).size).toBe(0);
  });
});
