// The seakeeping check against an ensemble: the share of constructed members in each zone of
// MSC.1/Circ.1228 annex 4.2, in the annex's order, members without a sea left out of the count.
import { describe, expect, it } from 'vitest';
import type { ShipHull } from '../../../shared/seakeeping/encounter';
import { memberDangerShares, memberWayOut } from '../../../shared/seakeeping/member-shares';

/** B 16 m, d 6.4 m, L 100 m, GM 1 m: T_R = 12.4 s; surf-riding above 18 kn with the waves dead astern. */
const SMALL: ShipHull = { lengthM: 100, beamM: 16, gmM: 1, draughtM: 6.4 };

/** `following` members with 8 s waves of Hs 3 m from dead astern, the rest from dead ahead. */
function members(following: number, total = 51) {
  const n = (f: (m: number) => number) => Float64Array.from({ length: total }, (_, m) => f(m));
  return {
    hsM: n(() => 3),
    waveFromDeg: n((m) => (m < following ? 180 : 0)),
    wavePeriodS: n(() => 8),
  };
}

describe('memberDangerShares: the share of members in each zone', () => {
  it('20 of 51 members in following seas at 20 kn put her in the surf-riding zone (4.2.1): 20/51', () => {
    // Following: λ 99.9 m, TE 45 s (not near T_R 12.4 s or its half); head seas: TE 4.4 s (0.71·T_R/2).
    const verdict = memberDangerShares(SMALL, { speedKn: 20, headingDeg: 0 }, members(20));
    expect(verdict).toEqual({ members: 51, dangers: [{ kind: 'surf-riding', shareOfMembers: 20 / 51 }] });
  });

  it('lists no kind no member is in: slower than 18 kn, nobody surf-rides', () => {
    expect(memberDangerShares(SMALL, { speedKn: 17, headingDeg: 0 }, members(20))).toEqual({
      members: 51,
      dangers: [],
    });
  });

  it('leaves a member with no sea out of the count, rather than taking it as calm', () => {
    const seas = members(20);
    seas.wavePeriodS[50] = Number.NaN;
    seas.hsM[49] = Number.NaN;
    const verdict = memberDangerShares(SMALL, { speedKn: 20, headingDeg: 0 }, seas);
    expect(verdict).toEqual({ members: 49, dangers: [{ kind: 'surf-riding', shareOfMembers: 20 / 49 }] });
  });

  it('judges the sea against her heading: turned to 180° the head-sea members are astern', () => {
    const verdict = memberDangerShares(SMALL, { speedKn: 20, headingDeg: 180 }, members(20));
    expect(verdict.dangers).toEqual([{ kind: 'surf-riding', shareOfMembers: 31 / 51 }]);
  });

  it('lists the zones in the annex order, each with its own share; a calm member counts in none', () => {
    // At 20 kn, heading 000°: 10 s head seas met every 6.03 s (T_R/2 = 6.2 s: parametric, 4.2.3.2);
    // 12.4 s beam seas met every 12.4 s (T_R: synchronous, 4.2.3.1); 8 s following seas
    // (surf-riding, 4.2.1); the same following seas at Hs 0 (no sea running).
    const seas = { hsM: [3, 3, 3, 0], waveFromDeg: [0, 90, 180, 180], wavePeriodS: [10, 12.4, 8, 8] };
    expect(memberDangerShares(SMALL, { speedKn: 20, headingDeg: 0 }, seas)).toEqual({
      members: 4,
      dangers: [
        { kind: 'surf-riding', shareOfMembers: 0.25 },
        { kind: 'synchronous-rolling', shareOfMembers: 0.25 },
        { kind: 'parametric-rolling', shareOfMembers: 0.25 },
      ],
    });
  });
});

describe('memberWayOut: the speed or course that leaves a zone in every member', () => {
  it('20 following members at 20 kn: slow to 18.0 kn or less, or turn 26° either way (cos θ < 18/20)', () => {
    expect(memberWayOut(SMALL, { speedKn: 20, headingDeg: 0 }, members(20), 'surf-riding')).toEqual({
      slowToKn: 18,
      slowerStaysOut: true,
      speedUpToKn: null,
      portDeg: 26,
      starboardDeg: 26,
    });
  });

  it('takes the worst member each way: with seas from 160° too, the turn to port must clear both', () => {
    // From 180°: out above 25.84° either way. From 160° (20° off the stern, in the zone above
    // 18 / cos 20° = 19.2 kn): a turn to starboard takes her further off it, a turn to port brings
    // it dead astern first and clears it only past 20° + 25.84° = 45.84°.
    const seas = { hsM: [3, 3], waveFromDeg: [180, 160], wavePeriodS: [8, 8] };
    expect(memberDangerShares(SMALL, { speedKn: 20, headingDeg: 0 }, seas).dangers).toEqual([
      { kind: 'surf-riding', shareOfMembers: 1 },
    ]);
    expect(memberWayOut(SMALL, { speedKn: 20, headingDeg: 0 }, seas, 'surf-riding')).toEqual({
      slowToKn: 18,
      slowerStaysOut: true,
      speedUpToKn: null,
      portDeg: 46,
      starboardDeg: 26,
    });
    // The member from 160° alone would be left at 19.1 kn (18 / cos 20° = 19.155).
    const alone = { hsM: [3], waveFromDeg: [160], wavePeriodS: [8] };
    expect(memberWayOut(SMALL, { speedKn: 20, headingDeg: 0 }, alone, 'surf-riding').slowToKn).toBe(19.1);
  });

  it('counts no member without a sea or with none running (Hs 0) against a speed or course', () => {
    // Dead astern at 25 kn but Hs 0, and one with no period: only the member from 170° counts,
    // in the zone above 18 / cos 10° = 18.28 kn.
    const seas = { hsM: [0, 3, 3], waveFromDeg: [180, 180, 170], wavePeriodS: [8, Number.NaN, 8] };
    const out = memberWayOut(SMALL, { speedKn: 25, headingDeg: 0 }, seas, 'surf-riding');
    expect(out.slowToKn).toBe(18.2);
    // At 25 kn she leaves the zone with the waves more than acos(18/25) = 43.95° off the stern:
    // 10° + 34° turning to starboard, 54° − 10° turning to port.
    expect([out.portDeg, out.starboardDeg]).toEqual([54, 34]);
  });
});
