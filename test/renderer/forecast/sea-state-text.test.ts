// The sea-state section's words (issue 29): the hull missing and where to enter it, the estimate,
// steps beyond the ensemble's reach, and each dangerous step in a master's words with the
// circular's paragraph, the share of members (agreeing with the count beside it) and the way out.
import { describe, expect, it } from 'vitest';
import type { Vessel } from '../../../shared/domain/voyage';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';
import type { VoyageSeakeeping } from '../../../shared/ipc';
import {
  dangerRows,
  hullMissingText,
  hullUsedText,
  outdatedText,
  reachText,
  seakeepingEstimateText,
  seakeepingHeadline,
  shipHullOf,
  spentText,
} from '../../../renderer/src/forecast/sea-state-text';

const T0 = Date.parse('2026-12-01T03:00Z') / 1000;
const H = 3600;
const HULL = { lengthM: 40, beamM: 10, draughtM: 2.5, gmM: 1, assumed: [] as ('gmM' | 'draughtM')[] };
const LAUNCH: Vessel = { name: 'Swift', limits: DEFAULT_VESSEL_LIMITS, hull: HULL };

function result(steps: VoyageSeakeeping['steps'], cut: { before?: number; after?: number } = {}): VoyageSeakeeping {
  return {
    voyageId: 'v1',
    voyageRevision: 2,
    hull: { lengthM: 40, beamM: 10, gmM: 1, draughtM: 2.5, draughtAssumed: false },
    steps,
    cutBefore: cut.before ?? 0,
    cutAfter: cut.after ?? 0,
    horizonUtc: T0 + 228 * H,
    waveModel: 'ecmwf-ens-wam',
    places: steps.length,
    creditsSpent: steps.length,
    provenance: { source: 'demo', stale: false, fetchedAtUtc: T0, ageS: 0, models: [] },
  };
}

const surfing = {
  kind: 'surf-riding' as const,
  shareOfMembers: 49 / 51,
  wayOut: { slowToKn: 11.3, slowerStaysOut: true, speedUpToKn: null, portDeg: 52, starboardDeg: 47 },
};
const STEPS: VoyageSeakeeping['steps'] = [
  { timeUtc: T0, lat: 52, lon: 3.6, legIndex: 0, headingDeg: 350, speedKn: 20, members: 51, dangers: [surfing] },
  { timeUtc: T0 + 3 * H, lat: 52.9, lon: 3.3, legIndex: 0, headingDeg: 350, speedKn: 20, members: 51, dangers: [] },
  {
    timeUtc: T0 + 6 * H,
    lat: 53.8,
    lon: 3.1,
    legIndex: 0,
    headingDeg: 350,
    speedKn: 20,
    members: 51,
    dangers: [{ ...surfing, shareOfMembers: 17 / 51 }],
  },
];

describe('sea-state text', () => {
  it('says what is missing and where to enter it, never guessing a hull', () => {
    expect(shipHullOf(undefined)).toBeNull();
    expect(hullMissingText(undefined)).toMatch(/No vessel is chosen .* Vessel tab.* does not guess a hull/);
    const bare: Vessel = { name: 'Swift', limits: DEFAULT_VESSEL_LIMITS };
    expect(shipHullOf(bare)).toBeNull();
    expect(hullMissingText(bare)).toBe(
      'The profile of Swift has no hull. The check needs her length L, beam B, draught and GM: enter them in the ' +
        'Vessel tab (Edit limits of Swift). Passage does not guess a hull.',
    );
    expect(hullMissingText(LAUNCH)).toBeNull();
    expect(shipHullOf(LAUNCH)).toEqual({ lengthM: 40, beamM: 10, gmM: 1, draughtM: 2.5 });
  });

  it('says the hull used, and an assumed GM with what it weakens', () => {
    expect(hullUsedText({ ...LAUNCH, hull: HULL })).toBe('Hull of Swift: L 40 m, B 10 m, draught 2.5 m, GM 1 m.');
    expect(hullUsedText({ ...LAUNCH, hull: { ...HULL, assumed: ['gmM'] } })).toBe(
      'Hull of Swift: L 40 m, B 10 m, draught 2.5 m, GM 1 m. GM assumed from her type and size, not her own ' +
        'figures. The rolling zones are only as good as GM: give the loading condition’s in the Vessel tab.',
    );
  });

  it('says the estimate, and the steps not judged beyond the reach', () => {
    const estimate = { credits: 5, requests: 7, cachedRequests: 2, places: 7, steps: 7, cutBefore: 0, cutAfter: 0 };
    expect(seakeepingEstimateText({ ...estimate, horizonUtc: T0 })).toBe(
      '7 steps at 7 places: 5 credits (2 answers stored, free); the ensemble reaches 2026-12-01 03:00Z.',
    );
    expect(reachText(result(STEPS))).toBeNull();
    expect(spentText({ places: 1, creditsSpent: 0 })).toBe('1 place along the route · 0 credits spent');
    expect(reachText(result(STEPS, { after: 4 }))).toBe(
      'Not judged: 4 steps after 2026-12-10 15:00Z, beyond the ensemble’s reach. Run the check again nearer the time.',
    );
  });

  it('lists each dangerous step: time, position, heading, the zone with its paragraph, share and way out', () => {
    const rows = dangerRows(result(STEPS));
    expect(rows.map((r) => r.time)).toEqual(['2026-12-01 03:00Z', '2026-12-01 09:00Z']);
    expect(rows[0]!.position).toMatch(/^52°00\.0+'N 003°36\.0+'E$/);
    expect(rows[0]!.course).toBe('heading 350° at 20.0 kn');
    expect(rows[0]!.items).toEqual([
      {
        kind: 'surf-riding',
        title: 'Surf-riding and broaching-to (MSC.1/Circ.1228, 4.2.1)',
        effect: 'the ship may surf-ride on a crest and broach',
        share: '96 % of members (49 of 51)',
        wayOut: 'Reduce speed to 11.3 kn or less, or alter course 52° to port (to 298°) or 47° to starboard (to 037°).',
      },
    ]);
    expect(rows[1]!.items[0]!.share).toBe('33 % of members (17 of 51)');
  });

  it('says when no change alone leaves it in every member, and nothing when the result has no way out', () => {
    const stuck = { slowToKn: null, slowerStaysOut: false, speedUpToKn: null, portDeg: null, starboardDeg: null };
    const steps = [{ ...STEPS[0]!, dangers: [{ ...surfing, wayOut: stuck }] }];
    expect(dangerRows(result(steps))[0]!.items[0]!.wayOut).toBe(
      'No change of speed or of course alone leaves it in every member.',
    );
    const { wayOut: _none, ...bare } = surfing;
    expect(dangerRows(result([{ ...STEPS[0]!, dangers: [bare] }]))[0]!.items[0]!.wayOut).toBeNull();
  });

  it('heads the list with each zone met, at how many steps and at most what share; or none met', () => {
    expect(seakeepingHeadline(result(STEPS))).toBe(
      'Surf-riding and broaching-to at 2 of 3 steps (up to 96 % of members).',
    );
    expect(seakeepingHeadline(result([STEPS[1]!]))).toBe(
      'No dangerous zone of the circular in any member at the 1 step judged.',
    );
  });

  it('says when the check shown is of an older route or another hull', () => {
    const r = result(STEPS);
    const hull = { lengthM: 40, beamM: 10, gmM: 1, draughtM: 2.5 };
    expect(outdatedText(r, 2, hull)).toBeNull();
    expect(outdatedText(r, null, null)).toBeNull();
    expect(outdatedText(r, 3, hull)).toBe(
      'The route has changed since this check (revision 2; now 3): check the sea state again.',
    );
    expect(outdatedText(r, 3, { ...hull, gmM: 1.4 })).toBe(
      'The route has changed since this check (revision 2; now 3), and the hull has changed since this check: ' +
        'check the sea state again.',
    );
    // No draught given: the one assumed (B / 2.5) is the one judged.
    expect(outdatedText({ ...r, hull: { ...r.hull, draughtM: 4 } }, 2, { ...hull, draughtM: undefined })).toBeNull();
  });
});
